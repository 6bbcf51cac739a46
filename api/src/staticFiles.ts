import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { firstPaintAttributes, firstPaintFor, markHtml } from "./firstPaint.js";
import { decodeUriComponent } from "./lib/uriComponent.js";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text assets go out compressed (the web bundle is about a third of its size in brotli). Each file is
// compressed once per encoding and kept while its mtime stands: the dist folder is a few MB at most.
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".txt", ".webmanifest", ".map"]);
export type Encoding = "br" | "gzip";
const compressed = new Map<string, { mtimeMs: number; body: Promise<Buffer> }>();

/** The best encoding the client takes (brotli, then gzip), from its Accept-Encoding header. */
export function pickEncoding(acceptEncoding: string | null): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

/** Compresses a text asset once for serving (brotli 9 or gzip 9: slow to make, small to send, made once). */
export function compressText(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzipAsync(raw, { level: 9 });
}

function compressedBody(file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${file}`;
  const hit = compressed.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const body = readFile(file).then((raw) => compressText(raw, encoding));
  compressed.set(key, { mtimeMs, body });
  // A failed read is not cached.
  body.catch(() => compressed.delete(key));
  return body;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
  ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png", ".ico": "image/x-icon",
  ".woff": "font/woff", ".woff2": "font/woff2", ".txt": "text/plain; charset=utf-8", ".webmanifest": "application/manifest+json",
};

/**
 * The app shell's policy (GraphiQL's page shares the base one): scripts and workers only from us; feed images may
 * come from anywhere over https (or data:), and http:// ones are served from our origin (README "Pictures and
 * icons"); Chakra/emotion (and GraphiQL's editor) inject style elements, hence 'unsafe-inline' for styles only.
 * `connectOrigins` are the error-reporting and analytics hosts the page sends to when configured
 * (config.browserConnectOrigins): their SDKs are bundled, so scripts stay 'self'.
 */
export function contentSecurityPolicy(connectOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' https: data:",
    "font-src 'self' data:", ["connect-src 'self' ws: wss:", ...connectOrigins].join(" "), "media-src 'self' https:", "frame-ancestors 'none'",
    "base-uri 'self'", "form-action 'self'", "object-src 'none'",
  ].join("; ");
}
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

function baseHeaders(ext: string, immutable: boolean, csp: string): Headers {
  const headers = new Headers({
    "content-type": TYPES[ext] ?? "application/octet-stream",
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  });
  if (ext === ".html") headers.set("content-security-policy", csp);
  return headers;
}

async function fileResponse(file: string, immutable: boolean, headOnly: boolean, acceptEncoding: string | null, csp: string): Promise<Response | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const ext = path.extname(file);
  const headers = baseHeaders(ext, immutable, csp);
  const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(acceptEncoding) : null;
  if (COMPRESSIBLE.has(ext)) headers.set("vary", "accept-encoding");
  if (encoding) {
    const body = await compressedBody(file, info.mtimeMs, encoding);
    headers.set("content-encoding", encoding);
    headers.set("content-length", String(body.length));
    return new Response(headOnly ? null : new Uint8Array(body), { status: 200, headers });
  }
  headers.set("content-length", String(info.size));
  const body = headOnly ? null : (Readable.toWeb(createReadStream(file)) as ReadableStream);
  return new Response(body, { status: 200, headers });
}

// index.html as marked for a first paint (api/src/firstPaint.ts), per encoding and attributes: a few variants
// (themes × fonts × sizes at most), each made once per build of the file.
const pages = new Map<string, { mtimeMs: number; body: Promise<Buffer> }>();

async function indexResponse(file: string, headOnly: boolean, acceptEncoding: string | null, attributes: string, csp: string): Promise<Response | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const encoding = pickEncoding(acceptEncoding);
  const key = `${encoding ?? "identity"}:${file}:${attributes}`;
  let hit = pages.get(key);
  if (!hit || hit.mtimeMs !== info.mtimeMs) {
    const body = readFile(file, "utf8").then((html) => {
      const raw = Buffer.from(markHtml(html, attributes));
      return encoding ? compressText(raw, encoding) : raw;
    });
    hit = { mtimeMs: info.mtimeMs, body };
    pages.set(key, hit);
    body.catch(() => pages.delete(key));
  }
  const body = await hit.body;
  const headers = baseHeaders(".html", false, csp);
  // The page differs by the appearance in the cookie: no cache may hand one reader's colours to another.
  headers.set("vary", "accept-encoding, cookie");
  if (encoding) headers.set("content-encoding", encoding);
  headers.set("content-length", String(body.length));
  return new Response(headOnly ? null : new Uint8Array(body), { status: 200, headers });
}

/**
 * Serves the built web app: hashed assets as immutable files (text ones brotli or gzip compressed when the
 * client accepts it), and index.html for every other GET so client-side routes (/settings, /pages/login, …)
 * load the app (SPA fallback), its <html> marked with the reader's appearance for the first paint.
 */
export async function serveWebApp(
  distDir: string,
  url: URL,
  method: string,
  acceptEncoding: string | null = null,
  cookieHeader: string | null = null,
  csp: string = CONTENT_SECURITY_POLICY,
): Promise<Response> {
  const headOnly = method === "HEAD";
  const decoded = decodeUriComponent(url.pathname);
  if (decoded === null) return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const rel = path.normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  const file = path.join(distDir, rel);
  const indexFile = path.join(distDir, "index.html");
  const page = () => indexResponse(indexFile, headOnly, acceptEncoding, firstPaintAttributes(firstPaintFor(cookieHeader, url.pathname)), csp);
  if (file === indexFile) return (await page()) ?? new Response("Not Found", { status: 404 });
  if (file.startsWith(distDir + path.sep) && path.extname(file)) {
    const asset = await fileResponse(file, rel.startsWith(`${path.sep}assets${path.sep}`), headOnly, acceptEncoding, csp);
    if (asset) return asset;
    return new Response("Not Found", { status: 404 });
  }
  const index = await page();
  return index ?? new Response("The web app is not built yet: run `npm run build:web`.", { status: 503 });
}
