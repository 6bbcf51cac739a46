import { createHash } from "node:crypto";
import { shouldRenderGraphiQL, type GraphiQLOptions } from "graphql-yoga";
import type { GraphiqlAccess } from "../config.js";
import { compressText, CONTENT_SECURITY_POLICY, pickEncoding, type Encoding } from "../staticFiles.js";
import { GRAPHIQL_BOOT_JS } from "./graphiqlBoot.js";

/** Where GraphiQL's files are served: under our origin, so the page works offline and inside our CSP. */
export const GRAPHIQL_ASSET_PREFIX = "/graphiql/";

interface Asset {
  type: string;
  raw: Buffer;
  /** Text is compressed for clients that accept it; the icon is sent as it is. */
  compressed: Map<Encoding, Promise<Buffer>> | null;
}

interface AssetSet {
  /** A hash of every file: part of their URLs, so they can be cached forever and a new version is fetched anew. */
  version: string;
  files: Map<string, Asset>;
}

const JS = "text/javascript; charset=utf-8";

/**
 * GraphiQL's code, styles and editor workers come from @graphql-yoga/render-graphiql, which bundles them as
 * strings (its own page inlines them, which our CSP forbids). Loaded on first use: about 9 MB.
 */
async function loadAssets(): Promise<AssetSet> {
  const bundle = await import("@graphql-yoga/render-graphiql/graphiql");
  const favicon = /^data:([^;,]+);base64,(.*)$/s.exec(bundle.favicon);
  const sources: Array<[string, string, string | Buffer]> = [
    ["graphiql.js", JS, bundle.js],
    ["graphiql.css", "text/css; charset=utf-8", bundle.css],
    ["boot.js", JS, GRAPHIQL_BOOT_JS],
    ["editor.worker.js", JS, bundle.editorWorkerService],
    ["json.worker.js", JS, bundle.jsonWorker],
    ["graphql.worker.js", JS, bundle.graphqlWorker],
    ...(favicon ? [["favicon.ico", favicon[1]!, Buffer.from(favicon[2]!, "base64")] as [string, string, Buffer]] : []),
  ];
  const hash = createHash("sha256");
  for (const [, , body] of sources) hash.update(body);
  const files = new Map(sources.map(([name, type, body]): [string, Asset] => [
    name,
    typeof body === "string" ? { type, raw: Buffer.from(body), compressed: new Map() } : { type, raw: body, compressed: null },
  ]));
  return { version: hash.digest("hex").slice(0, 12), files };
}

/** The `user` cookie's session token (the web app's session cookie, spec part 1), or null. */
export function sessionTokenFromCookie(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== "user") continue;
    try {
      const token = (JSON.parse(decodeURIComponent(rest.join("="))) as { token?: unknown }).token;
      return typeof token === "string" && token ? token : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** JSON inside a <script type="application/json"> element: no "</script>" or "<!--" can break out of it. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pageHtml(version: string, title: string): string {
  const base = `${GRAPHIQL_ASSET_PREFIX}${version}/`;
  const options: GraphiQLOptions = { title, endpoint: "/graphql", defaultEditorToolsVisibility: true };
  const config = {
    options,
    // Monaco asks for its workers by label; the same labels render-graphiql's own page uses.
    workers: { editorWorkerService: `${base}editor.worker.js`, json: `${base}json.worker.js`, graphql: `${base}graphql.worker.js` },
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="${base}favicon.ico" />
    <link rel="stylesheet" href="${base}graphiql.css" />
  </head>
  <body class="no-focus-outline">
    <noscript>GraphiQL needs JavaScript.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-config">${jsonForHtml(config)}</script>
    <script src="${base}boot.js"></script>
    <script src="${base}graphiql.js"></script>
  </body>
</html>
`;
}

export interface GraphiqlRoutesOptions {
  access: GraphiqlAccess;
  title: string;
  /** Whether a session token belongs to a signed-in admin (for access "admins"). */
  isAdmin(token: string): Promise<boolean>;
}

/**
 * GraphiQL on GET /graphql (a browser asking for HTML), with its files under /graphiql/<version>/, all from our
 * own origin under the app's Content-Security-Policy: no CDN, no inline script.
 *
 * Access "admins": a page load is a plain navigation without an Authorization header, so for that one GET the
 * server reads the web app's `user` cookie and serves the page only when its token is an admin's. That is
 * courtesy, not the security boundary: the files are a public npm package, and every query the page sends is
 * authorised by its bearer token like any other client's (the page's script reads the same cookie, as the web
 * app does, and sends the token as `Authorization: Bearer`). API calls still never read cookies.
 */
export function createGraphiqlRoutes(opts: GraphiqlRoutesOptions) {
  let assets: Promise<AssetSet> | undefined;
  const load = () => {
    if (!assets) {
      assets = loadAssets();
      // A failed load is tried again on the next request rather than kept.
      assets.catch(() => (assets = undefined));
    }
    return assets;
  };

  async function servePage(request: Request): Promise<Response> {
    if (opts.access === "admins") {
      const token = sessionTokenFromCookie(request.headers.get("cookie"));
      if (!token || !(await opts.isAdmin(token))) {
        return new Response("GraphiQL is for admins on this server: sign in to the web app as an admin in this browser, then reload this page.\n", {
          status: 403,
          headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
        });
      }
    }
    const { version } = await load();
    return new Response(pageHtml(version, opts.title), {
      status: 200,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": CONTENT_SECURITY_POLICY,
        // The answer depends on the cookie (admins) and names versioned files: never reuse a stored copy.
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
      },
    });
  }

  async function serveAsset(request: Request, pathname: string): Promise<Response> {
    const { version, files } = await load();
    const [requestedVersion, name, ...rest] = pathname.slice(GRAPHIQL_ASSET_PREFIX.length).split("/");
    const asset = requestedVersion === version && name && rest.length === 0 ? files.get(name) : undefined;
    if (!asset || (request.method !== "GET" && request.method !== "HEAD")) return new Response("Not Found", { status: 404 });
    const headers = new Headers({
      "content-type": asset.type,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      vary: "accept-encoding",
    });
    const encoding = asset.compressed && pickEncoding(request.headers.get("accept-encoding"));
    let body = asset.raw;
    if (encoding && asset.compressed) {
      let compressed = asset.compressed.get(encoding);
      if (!compressed) {
        compressed = compressText(asset.raw, encoding);
        asset.compressed.set(encoding, compressed);
      }
      body = await compressed;
      headers.set("content-encoding", encoding);
    }
    headers.set("content-length", String(body.length));
    return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
  }

  return {
    /** GraphiQL's answer to this request, or null when the request is not GraphiQL's (or GraphiQL is off). */
    async handle(request: Request, url: URL): Promise<Response | null> {
      if (opts.access === "off") return null;
      if (url.pathname.startsWith(GRAPHIQL_ASSET_PREFIX)) return serveAsset(request, url.pathname);
      return url.pathname === "/graphql" && shouldRenderGraphiQL(request) ? servePage(request) : null;
    },
  };
}
