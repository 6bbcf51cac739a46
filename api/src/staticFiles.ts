import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
  ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png", ".ico": "image/x-icon",
  ".woff": "font/woff", ".woff2": "font/woff2", ".txt": "text/plain; charset=utf-8", ".webmanifest": "application/manifest+json",
};

// The app shell's policy: scripts only from us; feed images may come from anywhere (https or data:);
// Chakra/emotion inject style elements, hence 'unsafe-inline' for styles only.
const CSP = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' https: data:",
  "font-src 'self' data:", "connect-src 'self' ws: wss:", "media-src 'self' https:", "frame-ancestors 'none'",
  "base-uri 'self'", "form-action 'self'", "object-src 'none'",
].join("; ");

async function fileResponse(file: string, immutable: boolean, headOnly: boolean): Promise<Response | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const headers = new Headers({
    "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
    "content-length": String(info.size),
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  });
  if (file.endsWith(".html")) headers.set("content-security-policy", CSP);
  const body = headOnly ? null : (Readable.toWeb(createReadStream(file)) as ReadableStream);
  return new Response(body, { status: 200, headers });
}

/**
 * Serves the built web app: hashed assets as immutable files, and index.html for every other GET so
 * client-side routes (/settings, /pages/login, …) load the app (SPA fallback).
 */
export async function serveWebApp(distDir: string, url: URL, method: string): Promise<Response> {
  const headOnly = method === "HEAD";
  const rel = path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, "");
  const file = path.join(distDir, rel);
  if (file.startsWith(distDir + path.sep) && path.extname(file)) {
    const asset = await fileResponse(file, rel.startsWith(`${path.sep}assets${path.sep}`), headOnly);
    if (asset) return asset;
    return new Response("Not Found", { status: 404 });
  }
  const index = await fileResponse(path.join(distDir, "index.html"), false, headOnly);
  return index ?? new Response("The web app is not built yet: run `npm run build:web`.", { status: 503 });
}
