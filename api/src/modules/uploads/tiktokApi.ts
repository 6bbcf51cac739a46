import { kindOfStatus, PlatformError } from "./platformError.js";

/**
 * TikTok's Content Posting API, direct post of a local file (developers.tiktok.com/doc/content-posting-api-reference-
 * direct-post): creator_info/query before posting, video/init with FILE_UPLOAD and the chunk plan, the chunks PUT in
 * order to the upload_url with Content-Range, and status/fetch for the publish's progress. Plain fetch with a bearer
 * token; the base URL is configuration (TIKTOK_API_BASE_URL), a local stand-in in tests.
 */

/** Spec part 3 section 3: short-video creator info. */
export interface CreatorInfo {
  creatorAvatarUrl: string | null;
  creatorNickname: string;
  creatorUsername: string;
  maxVideoPostDurationSeconds: number;
  privacyLevelOptions: string[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
}

/** What video/init's post_info carries (TikTok's names). */
export interface TikTokPostInfo {
  title: string;
  privacy_level: string;
  disable_comment: boolean;
  disable_duet: boolean;
  disable_stitch: boolean;
  video_cover_timestamp_ms: number;
  brand_content_toggle: boolean;
  brand_organic_toggle: boolean;
  is_aigc: boolean;
}

/** TikTok's chunk rules: 5 MiB to 64 MiB per chunk, the remainder joins the last one; under 5 MiB goes whole. */
export function chunkPlan(size: number, chunkBytes: number): { chunkSize: number; count: number } {
  if (size <= chunkBytes || size < 5 * 1024 * 1024) return { chunkSize: size, count: 1 };
  return { chunkSize: chunkBytes, count: Math.floor(size / chunkBytes) };
}

/** Where chunk `i` of a plan starts and ends (inclusive); the last one runs to the end of the file. */
export function chunkRange(i: number, plan: { chunkSize: number; count: number }, size: number): { start: number; end: number } {
  const start = i * plan.chunkSize;
  return { start, end: i === plan.count - 1 ? size - 1 : start + plan.chunkSize - 1 };
}

interface Envelope<T> {
  data?: T;
  error?: { code?: string; message?: string; log_id?: string };
}

export function createTikTokApi(opts: { baseUrl: string; timeoutMs?: number }) {
  const timeoutMs = opts.timeoutMs ?? 30_000;

  async function call<T>(path: string, token: string, body: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${opts.baseUrl}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json; charset=UTF-8" },
        body: JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new PlatformError(`TikTok could not be reached (${(e as Error).message})`, "transient");
    }
    const text = await res.text();
    let parsed: Envelope<T> = {};
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      // reported below with the status
    }
    const code = parsed.error?.code;
    if (res.ok && (code === undefined || code === "ok") && parsed.data) return parsed.data;
    const message = parsed.error?.message || `TikTok answered ${res.status}`;
    // TikTok's error codes say more than its statuses: token problems, rate limits, and refusals of the request.
    if (code === "access_token_invalid" || code === "scope_not_authorized" || res.status === 401) throw new PlatformError(message, "auth", res.status);
    if (code === "rate_limit_exceeded" || code === "spam_risk_too_many_pending_share" || code === "internal_error") throw new PlatformError(message, "transient", res.status);
    throw new PlatformError(message, res.ok ? "rejected" : kindOfStatus(res.status), res.status);
  }

  return {
    /** POST /v2/post/publish/creator_info/query/: who posts, and what they may choose. */
    async creatorInfo(token: string): Promise<CreatorInfo> {
      const d = await call<{
        creator_avatar_url?: string; creator_username?: string; creator_nickname?: string; privacy_level_options?: string[];
        comment_disabled?: boolean; duet_disabled?: boolean; stitch_disabled?: boolean; max_video_post_duration_sec?: number;
      }>("/v2/post/publish/creator_info/query/", token, {});
      return {
        creatorAvatarUrl: d.creator_avatar_url ?? null,
        creatorNickname: d.creator_nickname ?? "",
        creatorUsername: d.creator_username ?? "",
        maxVideoPostDurationSeconds: d.max_video_post_duration_sec ?? 0,
        privacyLevelOptions: d.privacy_level_options ?? [],
        commentDisabled: Boolean(d.comment_disabled),
        duetDisabled: Boolean(d.duet_disabled),
        stitchDisabled: Boolean(d.stitch_disabled),
      };
    },

    /** POST /v2/post/publish/video/init/ with FILE_UPLOAD: the publish id and where the chunks go. */
    async init(token: string, post: TikTokPostInfo, source: { size: number; chunkSize: number; count: number }): Promise<{ publishId: string; uploadUrl: string }> {
      const d = await call<{ publish_id?: string; upload_url?: string }>("/v2/post/publish/video/init/", token, {
        post_info: post,
        source_info: { source: "FILE_UPLOAD", video_size: source.size, chunk_size: source.chunkSize, total_chunk_count: source.count },
      });
      if (!d.publish_id || !d.upload_url) throw new PlatformError("TikTok answered no publish_id or upload_url", "transient");
      return { publishId: d.publish_id, uploadUrl: d.upload_url };
    },

    /** PUT one chunk: 206 while chunks remain, 201 when the file is whole. */
    async putChunk(uploadUrl: string, bytes: Uint8Array, range: { start: number; end: number }, size: number): Promise<"partial" | "complete"> {
      let res: Response;
      try {
        res = await fetch(uploadUrl, {
          method: "PUT",
          headers: { "content-type": "video/mp4", "content-length": String(bytes.length), "content-range": `bytes ${range.start}-${range.end}/${size}` },
          body: bytes as Uint8Array<ArrayBuffer>,
          signal: AbortSignal.timeout(Math.max(timeoutMs, 120_000)),
        });
      } catch (e) {
        throw new PlatformError(`The upload to TikTok was cut off (${(e as Error).message})`, "transient");
      }
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 201) return "complete";
      if (res.status === 206 || res.status === 200) return "partial";
      // An upload_url lives an hour: past it (or once TikTok dropped the publish) the file needs a new init.
      if (res.status === 403 || res.status === 404 || res.status === 410) throw new PlatformError(`TikTok's upload address is no longer valid (${res.status})`, "expired", res.status);
      throw new PlatformError(`TikTok refused a chunk (${res.status})`, kindOfStatus(res.status), res.status);
    },

    /** POST /v2/post/publish/status/fetch/: the publish's status text, why it failed, and the bytes TikTok holds. */
    async status(token: string, publishId: string): Promise<{ status: string; failReason: string | null; uploadedBytes: number | null }> {
      const d = await call<{ status?: string; fail_reason?: string; uploaded_bytes?: number }>("/v2/post/publish/status/fetch/", token, { publish_id: publishId });
      return { status: d.status ?? "UNKNOWN", failReason: d.fail_reason || null, uploadedBytes: typeof d.uploaded_bytes === "number" ? d.uploaded_bytes : null };
    },
  };
}
export type TikTokApi = ReturnType<typeof createTikTokApi>;
