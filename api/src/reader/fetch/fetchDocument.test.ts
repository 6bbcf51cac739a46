import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, FetchError, type Fetcher } from "./fetchDocument.js";

// A real HTTP server on 127.0.0.1 playing every misbehaviour feeds show in the wild.
const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title></channel></rss>`;
let server: Server;
let base: string;
let fetcher: Fetcher;
let requests: IncomingMessage[] = [];

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  "/feed": (req, res) => {
    if (req.headers["if-none-match"] === '"v1"') return void res.writeHead(304).end();
    res.writeHead(200, { "content-type": "application/rss+xml", etag: '"v1"', "last-modified": "Sun, 22 Nov 2026 10:00:00 GMT", "cache-control": "public, max-age=1800" });
    res.end(FEED);
  },
  "/gzip": (_req, res) => res.writeHead(200, { "content-encoding": "gzip", "content-type": "text/xml" }).end(gzipSync(FEED)),
  "/br": (_req, res) => res.writeHead(200, { "content-encoding": "br", "content-type": "text/xml" }).end(brotliCompressSync(FEED)),
  "/moved": (_req, res) => res.writeHead(301, { location: "/moved-again" }).end(),
  "/moved-again": (_req, res) => res.writeHead(308, { location: `${base}/feed` }).end(),
  "/temporary": (_req, res) => res.writeHead(302, { location: "/moved" }).end(),
  "/loop": (_req, res) => res.writeHead(302, { location: "/loop" }).end(),
  "/to-private": (_req, res) => res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end(),
  "/404": (_req, res) => res.writeHead(404).end("nope"),
  "/410": (_req, res) => res.writeHead(410).end("gone"),
  "/500": (_req, res) => res.writeHead(500).end("boom"),
  "/429": (_req, res) => res.writeHead(429, { "retry-after": "120" }).end(),
  "/503": (_req, res) => res.writeHead(503, { "retry-after": new Date(Date.now() + 60_000).toUTCString() }).end(),
  "/hang": () => undefined,
  "/trickle": (_req, res) => {
    res.writeHead(200, { "content-type": "text/xml" });
    const timer = setInterval(() => res.write("<x/>"), 100);
    res.on("close", () => clearInterval(timer));
  },
  "/big": (_req, res) => res.writeHead(200, { "content-type": "text/xml" }).end(Buffer.alloc(3 * 1024 * 1024, 0x41)),
  "/bomb": (_req, res) => res.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync(Buffer.alloc(64 * 1024 * 1024, 0))),
  "/reset": (req) => req.socket.destroy(),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req);
    const route = routes[new URL(req.url ?? "/", "http://x").pathname];
    if (route) route(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fetcher = createFetcher({ userAgent: "RivuletTest/1", timeoutMs: 1500, maxBytes: 1024 * 1024, allowPrivateHosts: ["127.0.0.1"] });
});
afterAll(async () => {
  await fetcher.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

async function failure(path: string, f: Fetcher = fetcher): Promise<FetchError> {
  try {
    await f.fetchDocument(path.startsWith("http") ? path : `${base}${path}`);
  } catch (e) {
    if (e instanceof FetchError) return e;
    throw e;
  }
  throw new Error(`${path} did not fail`);
}

describe("fetchDocument", () => {
  it("fetches with a clear User-Agent, keeps validators and max-age, and a conditional GET answers 304", async () => {
    requests = [];
    const doc = await fetcher.fetchDocument(`${base}/feed`);
    expect(doc).toMatchObject({ kind: "ok", status: 200, etag: '"v1"', lastModified: "Sun, 22 Nov 2026 10:00:00 GMT", maxAgeSeconds: 1800, permanentUrl: null });
    expect(doc.kind === "ok" && doc.body.toString()).toBe(FEED);
    expect(requests[0]?.headers["user-agent"]).toBe("RivuletTest/1");
    expect(requests[0]?.headers["accept-encoding"]).toContain("br");
    const again = await fetcher.fetchDocument(`${base}/feed`, { etag: '"v1"' });
    expect(again.kind).toBe("not-modified");
    expect(requests[1]?.headers["if-none-match"]).toBe('"v1"');
  });

  it("decodes gzip and brotli", async () => {
    for (const path of ["/gzip", "/br"]) {
      const doc = await fetcher.fetchDocument(`${base}${path}`);
      expect(doc.kind === "ok" && doc.body.toString(), path).toBe(FEED);
    }
  });

  it("follows redirects and reports a chain of permanent ones as the new URL", async () => {
    const perm = await fetcher.fetchDocument(`${base}/moved`);
    expect(perm).toMatchObject({ kind: "ok", url: `${base}/feed`, permanentUrl: `${base}/feed` });
    const temp = await fetcher.fetchDocument(`${base}/temporary`);
    expect(temp).toMatchObject({ kind: "ok", url: `${base}/feed`, permanentUrl: null });
    expect((await failure("/loop")).code).toBe("FETCH_TOO_MANY_REDIRECTS");
  });

  it.each([
    ["/404", "FETCH_NOT_FOUND", 404],
    ["/410", "FETCH_GONE", 410],
    ["/500", "FETCH_HTTP_ERROR", 500],
  ])("maps %s to %s", async (path, code, status) => {
    expect(await failure(path)).toMatchObject({ code, status });
  });

  it("honours Retry-After on 429 and 503 (seconds or a date)", async () => {
    expect(await failure("/429")).toMatchObject({ code: "FETCH_RATE_LIMITED", status: 429, retryAfterSeconds: 120 });
    const unavailable = await failure("/503");
    expect(unavailable).toMatchObject({ code: "FETCH_UNAVAILABLE", status: 503 });
    expect(unavailable.retryAfterSeconds).toBeGreaterThan(50);
  });

  it("times out a server that never answers and one that trickles forever", async () => {
    expect((await failure("/hang")).code).toBe("FETCH_TIMEOUT");
    expect((await failure("/trickle")).code).toBe("FETCH_TIMEOUT");
  });

  it("caps the body while streaming, also after decompression (gzip bomb)", async () => {
    expect((await failure("/big")).code).toBe("FETCH_TOO_LARGE");
    expect((await failure("/bomb")).code).toBe("FETCH_TOO_LARGE");
  });

  it("reports reset connections, unknown hosts and bad URLs", async () => {
    expect((await failure("/reset")).code).toBe("FETCH_CONNECTION");
    expect((await failure("http://no-such-host.invalid/feed")).code).toBe("FETCH_DNS");
    expect((await failure("ftp://example.org/feed")).code).toBe("FETCH_BAD_URL");
    expect((await failure("not a url")).code).toBe("FETCH_BAD_URL");
  });
});

describe("private-address guard", () => {
  it("refuses loopback, private and metadata addresses without an allow-list entry", async () => {
    const strict = createFetcher({ userAgent: "RivuletTest/1", timeoutMs: 1500, maxBytes: 1024 * 1024 });
    try {
      requests = [];
      for (const url of [`${base}/feed`, base.replace("127.0.0.1", "localhost") + "/feed", "http://[::1]/", "http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/", "http://[::ffff:127.0.0.1]/"]) {
        expect((await failure(url, strict)).code, url).toBe("FETCH_BLOCKED_ADDRESS");
      }
      expect(requests).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });

  it("checks every redirect hop, even from an allowed host", async () => {
    expect((await failure("/to-private")).code).toBe("FETCH_BLOCKED_ADDRESS");
  });
});
