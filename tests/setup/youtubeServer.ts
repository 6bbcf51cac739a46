import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Google: its OAuth token endpoint (with the discovery document openid-client reads, so the
 * refresh of a linked Google account goes through the real client) and the YouTube Data API v3 resumable upload
 * protocol as Google documents it (developers.google.com/youtube/v3/guides/using_resumable_upload_protocol): POST
 * `/upload/youtube/v3/videos?uploadType=resumable` with the metadata and X-Upload-Content-Length answers a session
 * URI in Location; PUTs with `Content-Range: bytes a-b/N` answer `308 Resume Incomplete` with `Range: bytes=0-n`
 * until the file is whole, then 200 with the video resource; `Content-Range: bytes *\/N` asks where it stands. Bytes
 * that arrived before a connection dropped are kept, as Google keeps them. Error bodies are Google's JSON errors.
 */
export interface LocalYouTube {
  /** The issuer (GOOGLE_ISSUER) and the API's root (YOUTUBE_API_ROOT_URL is `${base}/`). */
  base: string;
  clientId: string;
  clientSecret: string;
  /** A token pair for an account, as linking it would give (negative lifetime = already expired). */
  issue(sub: string, expiresInSeconds?: number): { accessToken: string; refreshToken: string; expiresAt: Date };
  /** Upload sessions opened, by upload_id. */
  sessions: Map<string, Session>;
  /** Videos made (the file arrived whole). */
  videos: Video[];
  requests: Array<{ method: string; path: string; range?: string | undefined; authorized: boolean }>;
  /** Refresh grants answered (the account's subject), in order. */
  refreshes: string[];
  /** Cuts the connection of the next upload PUT once this many bytes of its body arrived (they are kept). */
  cutNextPutAfter(bytes: number): void;
  close(): Promise<void>;
}

export interface Session {
  id: string;
  sub: string;
  size: number;
  contentType: string;
  metadata: { snippet?: { title?: string; description?: string; tags?: string[] }; status?: { privacyStatus?: string } };
  received: Buffer[];
  bytes: number;
  video: Video | null;
}
export interface Video {
  id: string;
  sub: string;
  title: string;
  description: string;
  tags: string[];
  privacyStatus: string;
  file: Buffer;
}

const QUANTUM = 256 * 1024;

export async function startYouTubeServer(): Promise<LocalYouTube> {
  const tokens = new Map<string, { sub: string; expiresAt: number }>();
  const refreshTokens = new Map<string, string>();
  const sessions = new Map<string, Session>();
  const videos: Video[] = [];
  const requests: LocalYouTube["requests"] = [];
  const refreshes: string[] = [];
  let cutAfter: number | null = null;

  const server = createServer((req, res) => void handle(req, res).catch((e: unknown) => {
    if (!res.headersSent) res.writeHead(500).end(String(e));
  }));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const local: LocalYouTube = {
    base,
    clientId: "rivulet-google.apps.googleusercontent.com",
    clientSecret: "google-client-secret-0123456789",
    issue(sub, expiresInSeconds = 3600) {
      const accessToken = `ya29.${randomBytes(16).toString("hex")}`;
      const refreshToken = `1//${randomBytes(16).toString("hex")}`;
      const expiresAt = Date.now() + expiresInSeconds * 1000;
      tokens.set(accessToken, { sub, expiresAt });
      refreshTokens.set(refreshToken, sub);
      return { accessToken, refreshToken, expiresAt: new Date(expiresAt) };
    },
    sessions,
    videos,
    requests,
    refreshes,
    cutNextPutAfter(bytes) {
      cutAfter = bytes;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers }).end(JSON.stringify(body));
  const googleError = (res: ServerResponse, code: number, reason: string, message: string) =>
    json(res, code, { error: { code, message, errors: [{ message, domain: "youtube.video", reason }], status: code === 401 ? "UNAUTHENTICATED" : "INVALID_ARGUMENT" } });
  const readAll = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => resolve(Buffer.concat(chunks)));
      req.on("error", reject);
    });

  function bearer(req: IncomingMessage): string | null {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const found = token ? tokens.get(token) : undefined;
    return found && found.expiresAt > Date.now() ? found.sub : null;
  }

  function resource(v: Video) {
    return {
      kind: "youtube#video", etag: randomBytes(6).toString("hex"), id: v.id,
      snippet: { title: v.title, description: v.description, tags: v.tags, categoryId: "25" },
      status: { uploadStatus: "uploaded", privacyStatus: v.privacyStatus },
    };
  }

  /** 308 with the range received so far (no Range header before the first byte), as Google answers. */
  const incomplete = (res: ServerResponse, s: Session) =>
    res.writeHead(308, s.bytes > 0 ? { range: `bytes=0-${s.bytes - 1}`, "content-length": "0" } : { "content-length": "0" }).end();

  function finish(s: Session): Video {
    const file = Buffer.concat(s.received);
    s.video = {
      id: randomBytes(8).toString("base64url").slice(0, 11), sub: s.sub, title: s.metadata.snippet?.title ?? "", description: s.metadata.snippet?.description ?? "",
      tags: s.metadata.snippet?.tags ?? [], privacyStatus: s.metadata.status?.privacyStatus ?? "public", file,
    };
    videos.push(s.video);
    return s.video;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    const sub = bearer(req);
    requests.push({ method: req.method ?? "", path: `${url.pathname}${url.search}`, range: req.headers["content-range"], authorized: sub !== null });

    if (req.method === "GET" && url.pathname === "/.well-known/openid-configuration") {
      return json(res, 200, {
        issuer: base, authorization_endpoint: `${base}/o/oauth2/v2/auth`, token_endpoint: `${base}/token`, jwks_uri: `${base}/oauth2/v3/certs`,
        response_types_supported: ["code"], subject_types_supported: ["public"], id_token_signing_alg_values_supported: ["RS256"],
        scopes_supported: ["openid", "email", "profile"], token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
        grant_types_supported: ["authorization_code", "refresh_token"],
      });
    }

    if (req.method === "POST" && url.pathname === "/token") {
      const form = new URLSearchParams((await readAll(req)).toString("utf8"));
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      const [id, secret] = basic ? Buffer.from(basic, "base64").toString("utf8").split(":").map(decodeURIComponent) : [form.get("client_id"), form.get("client_secret")];
      if (id !== local.clientId || secret !== local.clientSecret) return json(res, 401, { error: "invalid_client", error_description: "The OAuth client was not found." });
      if (form.get("grant_type") !== "refresh_token") return json(res, 400, { error: "unsupported_grant_type" });
      const owner = refreshTokens.get(form.get("refresh_token") ?? "");
      if (!owner) return json(res, 400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
      // Google keeps the refresh token: the answer carries a new access token only.
      const next = local.issue(owner);
      refreshTokens.delete(next.refreshToken);
      refreshes.push(owner);
      return json(res, 200, { access_token: next.accessToken, expires_in: 3599, scope: "https://www.googleapis.com/auth/youtube.upload openid", token_type: "Bearer" });
    }

    if (url.pathname === "/upload/youtube/v3/videos" && req.method === "POST") {
      if (!sub) return googleError(res, 401, "authError", "Request had invalid authentication credentials. Expected OAuth 2 access token.");
      if (url.searchParams.get("uploadType") !== "resumable") return googleError(res, 400, "badRequest", "This server only speaks uploadType=resumable");
      const parts = (url.searchParams.getAll("part").join(",") || "").split(",");
      if (!parts.includes("snippet") || !parts.includes("status")) return googleError(res, 400, "invalidPart", "part must name snippet and status");
      const size = Number(req.headers["x-upload-content-length"]);
      const contentType = String(req.headers["x-upload-content-type"] ?? "");
      if (!(size > 0) || !contentType.startsWith("video/")) return googleError(res, 400, "badContent", "X-Upload-Content-Length and a video X-Upload-Content-Type are required");
      const metadata = JSON.parse((await readAll(req)).toString("utf8") || "{}") as Session["metadata"];
      const title = metadata.snippet?.title ?? "";
      if (!title.trim() || title.length > 100 || /[<>]/.test(title)) return googleError(res, 400, "invalidTitle", "The request metadata specifies an invalid or empty video title.");
      if (!["public", "unlisted", "private"].includes(metadata.status?.privacyStatus ?? "")) return googleError(res, 400, "invalidVideoMetadata", "The request metadata is invalid.");
      const id = randomBytes(12).toString("base64url");
      sessions.set(id, { id, sub, size, contentType, metadata, received: [], bytes: 0, video: null });
      return res.writeHead(200, { location: `${base}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}`, "content-length": "0" }).end();
    }

    if (url.pathname === "/upload/youtube/v3/videos" && req.method === "PUT") {
      const s = sessions.get(url.searchParams.get("upload_id") ?? "");
      if (!s) return googleError(res, 404, "notFound", "The upload session was not found or has expired.");
      if (!sub || sub !== s.sub) return googleError(res, 401, "authError", "Request had invalid authentication credentials.");
      const range = String(req.headers["content-range"] ?? "");
      const query = /^bytes \*\/(\d+)$/.exec(range);
      if (query) {
        await readAll(req);
        if (Number(query[1]) !== s.size) return googleError(res, 400, "badContent", "The size does not match the session's");
        return s.video ? json(res, 200, resource(s.video)) : incomplete(res, s);
      }
      const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
      if (!m || Number(m[3]) !== s.size) return googleError(res, 400, "badContent", "Content-Range must be bytes a-b/size");
      const [start, end] = [Number(m[1]), Number(m[2])];
      if (s.video) return json(res, 200, resource(s.video));
      if (start > s.bytes) return googleError(res, 400, "badContent", `Bytes from ${s.bytes} are missing`);
      // Every chunk but the last is a multiple of 256 KiB (Google's rule).
      if (end !== s.size - 1 && (end - start + 1) % QUANTUM !== 0) return googleError(res, 400, "badContent", "A chunk other than the last must be a multiple of 256 KiB");
      const limit = cutAfter;
      cutAfter = null;
      let seen = 0;
      await new Promise<void>((resolve) => {
        req.on("data", (c: Buffer) => {
          // Bytes the session already holds (a chunk resent from an earlier offset) are skipped.
          const skip = Math.max(0, s.bytes - (start + seen));
          if (skip < c.length) {
            const fresh = c.subarray(skip);
            s.received.push(Buffer.from(fresh));
            s.bytes += fresh.length;
          }
          seen += c.length;
          if (limit !== null && seen >= limit) {
            req.socket.destroy();
            resolve();
          }
        });
        req.on("end", () => resolve());
        req.on("close", () => resolve());
      });
      if (limit !== null && seen >= limit) return;
      if (s.bytes === s.size) return json(res, 200, resource(finish(s)));
      return incomplete(res, s);
    }

    googleError(res, 404, "notFound", `No ${req.method} ${url.pathname}`);
  }

  return local;
}
