import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/testApp.js";
import { createSession } from "../modules/auth/session.service.js";
import { CONTENT_SECURITY_POLICY } from "../staticFiles.js";
import { sessionTokenFromCookie } from "./graphiqlRoutes.js";

// GraphiQL as a browser asks for it: GET /graphql accepting HTML, then the files the page names.
const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

function fetchFrom(t: TestApp) {
  return (path: string, headers: Record<string, string> = {}) => t.app.fetch(new Request(`http://rivulet.test${path}`, { headers }));
}

/** The `user` cookie the web app writes (web/src/session/cookie.ts), holding the session token. */
const userCookie = (userId: string, token: string) => `theme=dark; user=${encodeURIComponent(JSON.stringify({ user: { id: userId }, token }))}`;

async function signedIn(t: TestApp, isAdmin: boolean) {
  const user = await t.db.user.create({ data: { username: `u${Math.random().toString(36).slice(2, 10)}`, isAdmin } });
  return { cookie: userCookie(user.id, await createSession(t.db, user.id)) };
}

/** A test app with GRAPHIQL set, for one describe block. */
function appWithGraphiql(access: "on" | "admins" | "off"): () => TestApp {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GRAPHIQL: access });
  });
  afterAll(async () => t?.close());
  return () => t;
}

/** The page's own files: every src/href under /graphiql/ plus the worker URLs in its JSON config. */
function assetPaths(html: string): string[] {
  const linked = [...html.matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)].map((m) => m[1]!);
  const config = JSON.parse(/<script type="application\/json" id="graphiql-config">(.*?)<\/script>/s.exec(html)![1]!) as { workers: Record<string, string> };
  return [...linked, ...Object.values(config.workers)];
}

describe("GraphiQL on (the default outside production)", () => {
  const app = appWithGraphiql("on");

  it("serves the page under our CSP with every script, style and worker from our own origin", async () => {
    const t = app();
    const get = fetchFrom(t);
    const page = await get("/graphql", HTML);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    const html = await page.text();
    expect(html).toContain("<title>Rivulet GraphiQL</title>");
    // No CDN and no inline script: the only script element with a body is JSON data, which never runs.
    expect(html).not.toMatch(/https?:\/\//);
    expect([...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].filter(([, attrs, body]) => body!.trim() && !attrs!.includes('type="application/json"'))).toEqual([]);

    const paths = assetPaths(html);
    expect(paths.map((p) => p.split("/").pop()).sort()).toEqual(["boot.js", "editor.worker.js", "favicon.ico", "graphiql.css", "graphiql.js", "graphql.worker.js", "json.worker.js"]);
    for (const p of paths) {
      const res = await get(p, { "accept-encoding": "identity" });
      expect(res.status, p).toBe(200);
      const type = { css: /^text\/css/, js: /^text\/javascript/, ico: /^image\/x-icon$/ }[p.split(".").pop() as "css" | "js" | "ico"];
      expect(res.headers.get("content-type"), p).toMatch(type);
      expect(res.headers.get("cache-control"), p).toContain("immutable");
      expect((await res.arrayBuffer()).byteLength, p).toBeGreaterThan(500);
    }
    const bundle = await (await get(paths.find((p) => p.endsWith("/graphiql.js"))!)).text();
    expect(bundle).toContain("renderYogaGraphiQL");
  });

  it("sends its files compressed to clients that accept it, and knows no other versions or names", async () => {
    const t = app();
    const get = fetchFrom(t);
    const css = assetPaths(await (await get("/graphql", HTML)).text()).find((p) => p.endsWith(".css"))!;
    const plain = await (await get(css, { "accept-encoding": "identity" })).text();
    const br = await get(css, { "accept-encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    const body = Buffer.from(await br.arrayBuffer());
    expect(body.length).toBeLessThan(plain.length / 2);
    expect(brotliDecompressSync(body).toString()).toBe(plain);

    expect((await get(css.replace(/\/graphiql\/[0-9a-f]+\//, "/graphiql/000000000000/"))).status).toBe(404);
    expect((await get(css.replace("graphiql.css", "secrets.css"))).status).toBe(404);
    expect((await get(`${css}/more`)).status).toBe(404);
  });

  it("leaves GraphQL itself alone: a GET query asking for JSON and POSTs are answered by the API", async () => {
    const t = app();
    const get = fetchFrom(t);
    const res = await get("/graphql?query=%7B__typename%7D", { accept: "application/json" });
    expect(await res.json()).toEqual({ data: { __typename: "Query" } });
    expect(await t.gql("{ __typename }")).toEqual({ data: { __typename: "Query" } });
  });
});

describe("GraphiQL for admins (the production default)", () => {
  const app = appWithGraphiql("admins");

  it("serves the page to a browser signed in as an admin, and explains itself to everyone else", async () => {
    const t = app();
    const get = fetchFrom(t);
    const admin = await signedIn(t, true);
    const reader = await signedIn(t, false);

    const page = await get("/graphql", { ...HTML, cookie: admin.cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(await page.text()).toContain('id="graphiql-config"');

    for (const cookie of [undefined, reader.cookie, userCookie("x", "not-a-token"), "user=%7Bbroken"]) {
      const denied = await get("/graphql", { ...HTML, ...(cookie ? { cookie } : {}) });
      expect(denied.status, cookie).toBe(403);
      expect(await denied.text()).toMatch(/^GraphiQL is for admins on this server: sign in .*\n$/);
    }
  });

  it("does not change who may query: the API answers by bearer token and ignores the cookie", async () => {
    const t = app();
    const user = await t.db.user.create({ data: { username: "cookieadmin", isAdmin: true } });
    const token = await createSession(t.db, user.id);
    const viewer = async (headers: Record<string, string>) => {
      const res = await t.app.fetch(new Request("http://rivulet.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query: "{ viewer { username } }" }),
      }));
      return ((await res.json()) as { data: { viewer: { username: string } | null } }).data.viewer;
    };
    expect(await viewer({ cookie: userCookie(user.id, token) })).toBeNull();
    expect(await viewer({ authorization: `Bearer ${token}` })).toEqual({ username: "cookieadmin" });
  });
});

describe("GraphiQL off", () => {
  const app = appWithGraphiql("off");

  it("serves no page and no files", async () => {
    const t = app();
    const get = fetchFrom(t);
    const admin = await signedIn(t, true);
    const page = await get("/graphql", { ...HTML, cookie: admin.cookie });
    expect(page.headers.get("content-type")).not.toMatch(/text\/html/);
    expect(await page.text()).not.toContain("graphiql");
    expect((await get("/graphiql/000000000000/graphiql.js")).status).toBe(404);
  });
});

describe("sessionTokenFromCookie", () => {
  it("reads the token of the web app's user cookie among others, and nothing from anything else", () => {
    expect(sessionTokenFromCookie(userCookie("u1", "tok=en"))).toBe("tok=en");
    expect(sessionTokenFromCookie(null)).toBeNull();
    expect(sessionTokenFromCookie("user=")).toBeNull();
    expect(sessionTokenFromCookie(`user=${encodeURIComponent(JSON.stringify({ token: 42 }))}`)).toBeNull();
    expect(sessionTokenFromCookie("session=abc; other=1")).toBeNull();
  });
});
