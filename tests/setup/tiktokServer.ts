import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for TikTok's Content Posting API and its OAuth token endpoint, speaking their protocol as TikTok
 * documents it (developers.tiktok.com: creator_info/query, video/init with FILE_UPLOAD and its chunk rules, chunk PUTs
 * with Content-Range answered 206 then 201, status/fetch with uploaded_bytes; /v2/oauth/token/ refresh with
 * client_key). Error bodies are TikTok's `{ data, error: { code, message, log_id } }`. Tests read what it received.
 */
export interface LocalTikTok {
  base: string;
  clientKey: string;
  clientSecret: string;
  /** The creator info creator_info/query answers (tests change it). */
  creator: {
    avatarUrl: string; nickname: string; username: string; maxDurationSeconds: number; privacyLevelOptions: string[];
    commentDisabled: boolean; duetDisabled: boolean; stitchDisabled: boolean;
  };
  /** A token pair for an account, as linking it would give (access token lifetime in seconds, negative = expired). */
  issue(openId: string, expiresInSeconds?: number): { accessToken: string; refreshToken: string; expiresAt: Date };
  /** Every publish initialised, by publish_id. */
  publishes: Map<string, Publish>;
  /** Publishes whose file arrived whole (what would be posted). */
  posted(): Publish[];
  /** Requests in order: method, path and, for chunks, their Content-Range. */
  requests: Array<{ method: string; path: string; range?: string | undefined }>;
  /** Refresh grants answered, in order. */
  refreshes: string[];
  /** Cuts the connection of the next chunk PUT once this many bytes of its body arrived (TikTok keeps no partial chunk). */
  cutNextChunkAfter(bytes: number): void;
  /** Status fetches after the file is whole that still answer PROCESSING_UPLOAD before PUBLISH_COMPLETE. */
  processingPolls: number;
  close(): Promise<void>;
}

export interface Publish {
  publishId: string;
  openId: string;
  postInfo: Record<string, unknown>;
  size: number;
  chunkSize: number;
  count: number;
  chunks: Map<number, Buffer>;
  polls: number;
  file(): Buffer;
}

const MiB = 1024 * 1024;

export async function startTikTokServer(opts: { minChunkBytes?: number } = {}): Promise<LocalTikTok> {
  const minChunk = opts.minChunkBytes ?? 5 * MiB;
  const tokens = new Map<string, { openId: string; expiresAt: number }>();
  const refreshTokens = new Map<string, string>();
  const publishes = new Map<string, Publish>();
  const byUploadId = new Map<string, Publish>();
  const requests: LocalTikTok["requests"] = [];
  const refreshes: string[] = [];
  let cutAfter: number | null = null;

  const server = createServer((req, res) => void handle(req, res).catch((e: unknown) => {
    if (!res.headersSent) res.writeHead(500).end(String(e));
  }));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const local: LocalTikTok = {
    base,
    clientKey: "rivulet-tiktok-key",
    clientSecret: "tiktok-client-secret-0123456789",
    creator: {
      avatarUrl: `${base}/avatar.png`, nickname: "Rivulet Tester", username: "rivulet.tester", maxDurationSeconds: 600,
      privacyLevelOptions: ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"], commentDisabled: false, duetDisabled: false, stitchDisabled: false,
    },
    issue(openId, expiresInSeconds = 86_400) {
      const accessToken = `act.${randomBytes(16).toString("hex")}`;
      const refreshToken = `rft.${randomBytes(16).toString("hex")}`;
      const expiresAt = Date.now() + expiresInSeconds * 1000;
      tokens.set(accessToken, { openId, expiresAt });
      refreshTokens.set(refreshToken, openId);
      return { accessToken, refreshToken, expiresAt: new Date(expiresAt) };
    },
    publishes,
    posted: () => [...publishes.values()].filter((p) => p.chunks.size === p.count),
    requests,
    refreshes,
    cutNextChunkAfter(bytes) {
      cutAfter = bytes;
    },
    processingPolls: 1,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };

  const logId = () => randomBytes(8).toString("hex");
  const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json; charset=UTF-8" }).end(JSON.stringify(body));
  const fail = (res: ServerResponse, status: number, code: string, message: string) => json(res, status, { data: {}, error: { code, message, log_id: logId() } });
  const ok = (res: ServerResponse, data: unknown) => json(res, 200, { data, error: { code: "ok", message: "", log_id: logId() } });
  const body = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => resolve(Buffer.concat(chunks)));
      req.on("error", reject);
    });

  /** The bearer's account, or a 401 answered. */
  function account(req: IncomingMessage, res: ServerResponse): string | null {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const found = token ? tokens.get(token) : undefined;
    if (!found || found.expiresAt <= Date.now()) {
      fail(res, 401, "access_token_invalid", "The access token is invalid or not found in the request.");
      return null;
    }
    return found.openId;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    requests.push({ method: req.method ?? "", path: url.pathname, range: req.headers["content-range"] });

    if (req.method === "POST" && url.pathname === "/v2/oauth/token/") {
      const form = new URLSearchParams((await body(req)).toString("utf8"));
      const key = form.get("client_key") ?? form.get("client_id");
      if (key !== local.clientKey || form.get("client_secret") !== local.clientSecret) return json(res, 401, { error: "invalid_client", error_description: "Client key or secret is wrong." });
      if (form.get("grant_type") !== "refresh_token") return json(res, 400, { error: "unsupported_grant_type", error_description: "Only refresh_token here." });
      const openId = refreshTokens.get(form.get("refresh_token") ?? "");
      if (!openId) return json(res, 400, { error: "invalid_grant", error_description: "Refresh token is invalid or expired." });
      refreshTokens.delete(form.get("refresh_token")!);
      const next = local.issue(openId);
      refreshes.push(openId);
      return json(res, 200, {
        access_token: next.accessToken, expires_in: 86_400, open_id: openId, refresh_expires_in: 31_536_000, refresh_token: next.refreshToken,
        scope: "user.info.basic,video.publish,video.upload", token_type: "Bearer",
      });
    }

    if (req.method === "POST" && url.pathname === "/v2/post/publish/creator_info/query/") {
      const openId = account(req, res);
      if (!openId) return;
      const c = local.creator;
      return ok(res, {
        creator_avatar_url: c.avatarUrl, creator_username: c.username, creator_nickname: c.nickname, privacy_level_options: c.privacyLevelOptions,
        comment_disabled: c.commentDisabled, duet_disabled: c.duetDisabled, stitch_disabled: c.stitchDisabled, max_video_post_duration_sec: c.maxDurationSeconds,
      });
    }

    if (req.method === "POST" && url.pathname === "/v2/post/publish/video/init/") {
      const openId = account(req, res);
      if (!openId) return;
      const b = JSON.parse((await body(req)).toString("utf8") || "{}") as { post_info?: Record<string, unknown>; source_info?: Record<string, unknown> };
      const post = b.post_info ?? {};
      const src = b.source_info ?? {};
      const size = Number(src.video_size);
      const chunkSize = Number(src.chunk_size);
      const count = Number(src.total_chunk_count);
      if (!local.creator.privacyLevelOptions.includes(String(post.privacy_level))) return fail(res, 400, "invalid_params", "privacy_level is not one of the creator's privacy_level_options");
      if (post.brand_content_toggle === true && post.privacy_level === "SELF_ONLY") return fail(res, 400, "invalid_params", "Branded content cannot be private");
      if (typeof post.title === "string" && post.title.length > 2200) return fail(res, 400, "invalid_params", "title is too long");
      if (src.source !== "FILE_UPLOAD") return fail(res, 400, "invalid_params", "source must be FILE_UPLOAD here");
      // The chunk rules: under 5 MB whole; else chunk_size 5-64 MB and total_chunk_count = floor(video_size / chunk_size).
      const whole = size < minChunk ? chunkSize === size && count === 1 : chunkSize >= minChunk && chunkSize <= 64 * MiB && count === Math.floor(size / chunkSize);
      if (!(size > 0) || !whole) return fail(res, 400, "invalid_params", "The chunk_size and total_chunk_count do not follow the chunk rules");
      const publishId = `v_pub_file~v2-1.${randomBytes(8).toString("hex")}`;
      const uploadId = randomBytes(12).toString("hex");
      const publish: Publish = {
        publishId, openId, postInfo: post, size, chunkSize, count, chunks: new Map(), polls: 0,
        file: () => Buffer.concat([...publish.chunks.entries()].sort(([a], [b]) => a - b).map(([, c]) => c)),
      };
      publishes.set(publishId, publish);
      byUploadId.set(uploadId, publish);
      return ok(res, { publish_id: publishId, upload_url: `${base}/video/upload/?upload_id=${uploadId}&upload_token=${randomBytes(8).toString("hex")}` });
    }

    if (req.method === "PUT" && url.pathname === "/video/upload/") {
      const publish = byUploadId.get(url.searchParams.get("upload_id") ?? "");
      if (!publish) return res.writeHead(404).end();
      const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(req.headers["content-range"] ?? ""));
      if (!m || !/^video\/(mp4|quicktime|webm)$/.test(String(req.headers["content-type"]))) return res.writeHead(400).end("Content-Range and a video Content-Type are required");
      const [start, end, total] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const index = Math.floor(start / publish.chunkSize);
      const expectedEnd = index === publish.count - 1 ? publish.size - 1 : start + publish.chunkSize - 1;
      if (total !== publish.size || start !== index * publish.chunkSize || end !== expectedEnd) return res.writeHead(416).end("The range is not one of this upload's chunks");
      // Chunks go in order: one may be resent, none may be skipped.
      if (index > publish.chunks.size) return res.writeHead(400).end("Chunks must be uploaded in order");
      if (cutAfter !== null) {
        const limit = cutAfter;
        cutAfter = null;
        let seen = 0;
        req.on("data", (c: Buffer) => {
          seen += c.length;
          if (seen >= limit) req.socket.destroy();
        });
        return;
      }
      const bytes = await body(req);
      if (bytes.length !== end - start + 1) return res.writeHead(400).end("The body is not the length its Content-Range says");
      publish.chunks.set(index, bytes);
      return res.writeHead(publish.chunks.size === publish.count ? 201 : 206).end();
    }

    if (req.method === "POST" && url.pathname === "/v2/post/publish/status/fetch/") {
      const openId = account(req, res);
      if (!openId) return;
      const b = JSON.parse((await body(req)).toString("utf8") || "{}") as { publish_id?: string };
      const publish = publishes.get(b.publish_id ?? "");
      if (!publish || publish.openId !== openId) return fail(res, 400, "invalid_publish_id", "The publish_id does not exist");
      const whole = publish.chunks.size === publish.count;
      let status = "PROCESSING_UPLOAD";
      if (whole && publish.polls++ >= local.processingPolls) status = "PUBLISH_COMPLETE";
      const uploaded = [...publish.chunks.values()].reduce((n, c) => n + c.length, 0);
      return ok(res, { status, fail_reason: "", publicaly_available_post_id: status === "PUBLISH_COMPLETE" ? [Number(`7${Date.now() % 1e9}`)] : [], uploaded_bytes: uploaded });
    }

    res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: "not_found", message: `No ${req.method} ${url.pathname}` } }));
  }

  return local;
}
