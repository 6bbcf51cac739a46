import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/testApp.js";

let t: TestApp;
const dist = mkdtempSync(path.join(os.tmpdir(), "rivulet-dist-"));
beforeAll(async () => {
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), '<!doctype html><html lang="en"><title>Rivulet</title><div id=root></div></html>');
  writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log('hi')");
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => t?.close());

const get = (p: string, init?: RequestInit) => t.app.fetch(new Request(`http://rivulet.test${p}`, init));

describe("health", () => {
  it("/healthz is alive and /readyz checks the database (Temporal disabled when not configured)", async () => {
    expect(await (await get("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", database: "ok", temporal: "disabled" });
  });
});

describe("server clock", () => {
  it("stamps REST and GraphQL answers with the server's time in milliseconds", async () => {
    const before = Date.now();
    const rest = await get("/api_v1/bootstrap");
    const gql = await get("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ __typename }" }) });
    const after = Date.now();
    for (const res of [rest, gql]) {
      const stamp = Number(res.headers.get("x-server-time"));
      expect(stamp).toBeGreaterThanOrEqual(before);
      expect(stamp).toBeLessThanOrEqual(after);
    }
    expect(rest.status).toBe(401);
  });
});

describe("sitemap", () => {
  it("lists the public pages with absolute URLs from PUBLIC_URL (the sitemap protocol wants them absolute)", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(["/", "/feeds", "/pages/about", "/pages/help", "/pages/privacy-policy", "/pages/terms-of-service", "/pages/register", "/pages/login"].map((p) => `http://rivulet.test${p}`));
    expect((await get("/sitemap.xml", { method: "HEAD" })).status).toBe(200);
  });

  it("follows the configured address, a path prefix included, escaped for XML", async () => {
    const other = await createTestApp({ PUBLIC_URL: "https://reader.example.org/r&d/" });
    try {
      const xml = await (await other.app.fetch(new Request("http://internal:8080/sitemap.xml"))).text();
      expect(xml).toContain("<loc>https://reader.example.org/r&amp;d/</loc>");
      expect(xml).toContain("<loc>https://reader.example.org/r&amp;d/pages/about</loc>");
      expect(xml).not.toContain("internal");
    } finally {
      await other.close();
    }
  });
});

describe("web app serving", () => {
  it("serves hashed assets as immutable and client routes from index.html with a CSP", async () => {
    const asset = await get("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    for (const route of ["/", "/settings", "/pages/login", "/feeds/123"]) {
      const page = await get(route);
      expect(page.status, route).toBe(200);
      expect(await page.text()).toContain("<div id=root>");
      expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    }
    expect((await get("/assets/missing.js")).status).toBe(404);
  });

  it("compresses text assets for clients that accept it, brotli first, and leaves others plain", async () => {
    writeFileSync(path.join(dist, "assets", "big-1.js"), `export const words = ${JSON.stringify("lorem ipsum ".repeat(2000))};`);
    const br = await get("/assets/big-1.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("accept-encoding");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(2000);
    expect(brotliDecompressSync(brBody).toString()).toContain("lorem ipsum lorem");

    const gz = await get("/assets/big-1.js", { headers: { "accept-encoding": "gzip;q=1, br;q=0" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain("lorem ipsum lorem");

    const plain = await get("/assets/big-1.js", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(20_000);
    // index.html (client routes) too; fonts and images are already compressed and go out as they are.
    const page = await get("/settings", { headers: { "accept-encoding": "br" } });
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("marks index.html with the reader's appearance from the user cookie, for every encoding, and varies on it", async () => {
    const appSettings = { theme: "snow", fontFamily: "nunito", fontSize: "xlarge", lineHeight: "large" };
    const cookie = `user=${encodeURIComponent(JSON.stringify({ user: { id: "u" }, token: "t", settings: { appSettings } }))}`;
    const plain = await get("/subscriptions/all", { headers: { cookie } });
    const html = await plain.text();
    expect(html).toContain('<html data-theme="snow" data-font="nunito" data-font-size="xlarge" data-line-height="large" lang="en">');
    expect(plain.headers.get("vary")).toBe("accept-encoding, cookie");
    const br = await get("/index.html", { headers: { cookie, "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('<html data-theme="snow"');
    // Another reader, or none, gets their own page, not a cached one.
    const anonymous = await get("/subscriptions/all", { headers: { "accept-encoding": "br" } });
    expect(brotliDecompressSync(Buffer.from(await anonymous.arrayBuffer())).toString()).toContain('<html lang="en">');
    expect(await (await get("/pages/login")).text()).toContain('<html data-shell="pages" lang="en">');
    const head = await get("/", { method: "HEAD", headers: { cookie } });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(html));
    expect(await head.text()).toBe("");
  });

  it("never serves files outside the dist folder", async () => {
    const res = await get("/..%2F..%2Fetc%2Fpasswd.txt");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("root:");
  });
});
