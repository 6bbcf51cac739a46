import { auth, youtube_v3 } from "@googleapis/youtube";
import { kindOfStatus, PlatformError } from "./platformError.js";

/**
 * YouTube Data API v3 resumable uploads (developers.google.com/youtube/v3/guides/using_resumable_upload_protocol)
 * through Google's official client, @googleapis/youtube, with its rootUrl from configuration (YOUTUBE_API_ROOT_URL;
 * a local stand-in in tests). `videos.insert` with uploadType=resumable opens the session (the metadata, the file's
 * size and type; the answer's Location is the session URI); the bytes go in PUTs with Content-Range through the same
 * client's OAuth2 transport; `308 Resume Incomplete` says how much arrived (its Range header), and a PUT of
 * `Content-Range: bytes *\/N` asks where an interrupted upload stands.
 */

/** The metadata YouTube receives (snippet and status of the video resource). */
export interface YouTubeVideoMeta {
  title: string;
  description: string;
  tags: string[];
  privacyStatus: "public" | "unlisted" | "private";
}

/** Where a session stands: finished (the video's id), or the next byte it expects. */
export type SessionState = { done: true; videoId: string } | { done: false; next: number };

interface GaxiosLike {
  status?: number;
  response?: { status?: number; data?: unknown; headers?: unknown };
  message: string;
}

function headerOf(headers: unknown, name: string): string | null {
  if (!headers) return null;
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name);
  const record = headers as Record<string, string | string[] | undefined>;
  const v = record[name] ?? record[name.toLowerCase()];
  return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
}

/** The next byte a 308's `Range: bytes=0-N` names (none received: 0). */
function nextFromRange(range: string | null): number {
  const m = range ? /bytes=0-(\d+)/.exec(range) : null;
  return m ? Number(m[1]) + 1 : 0;
}

function failure(e: unknown, what: string): PlatformError {
  if (e instanceof PlatformError) return e;
  const g = e as GaxiosLike;
  const status = g.response?.status ?? g.status;
  if (!status) return new PlatformError(`${what}: YouTube could not be reached (${g.message})`, "transient");
  const body = g.response?.data as { error?: { message?: string; errors?: Array<{ reason?: string }> } } | undefined;
  const reason = body?.error?.errors?.[0]?.reason;
  const message = body?.error?.message ?? g.message;
  // quotaExceeded and rateLimitExceeded arrive as 403: they pass with time.
  const kind = status === 403 && (reason === "quotaExceeded" || reason === "rateLimitExceeded" || reason === "userRateLimitExceeded") ? "transient" : kindOfStatus(status);
  return new PlatformError(`${what}: ${message}`, kind, status);
}

export function createYouTubeApi(opts: { rootUrl: string; accessToken: string; timeoutMs?: number }) {
  const oauth = new auth.OAuth2();
  oauth.setCredentials({ access_token: opts.accessToken });
  const youtube = new youtube_v3.Youtube({ auth: oauth, rootUrl: opts.rootUrl });
  const timeout = opts.timeoutMs ?? 120_000;
  const isStatus = (s: number) => (s >= 200 && s < 300) || s === 308;

  async function put(sessionUrl: string, body: Uint8Array | null, contentRange: string): Promise<{ status: number; data: unknown; headers: unknown }> {
    const res = await oauth.request({
      url: sessionUrl,
      method: "PUT",
      headers: { "Content-Range": contentRange, "Content-Type": "video/mp4", ...(body ? {} : { "Content-Length": "0" }) },
      data: body ?? "",
      validateStatus: isStatus,
      retry: false,
      timeout,
      responseType: "text",
    });
    return { status: res.status, data: res.data, headers: res.headers };
  }

  function finished(data: unknown): string {
    const video = (typeof data === "string" ? (data ? JSON.parse(data) : {}) : data) as { id?: string };
    if (!video.id) throw new PlatformError("YouTube finished the upload but answered no video id", "transient");
    return video.id;
  }

  return {
    /** Opens a resumable session for a file of `size` bytes with the video's metadata; answers the session URI. */
    async startSession(meta: YouTubeVideoMeta, size: number): Promise<string> {
      try {
        const res = await youtube.videos.insert(
          {
            part: ["snippet", "status"],
            uploadType: "resumable",
            requestBody: {
              snippet: { title: meta.title, description: meta.description, tags: meta.tags, categoryId: "25" },
              status: { privacyStatus: meta.privacyStatus, selfDeclaredMadeForKids: false },
            },
          },
          {
            url: new URL("upload/youtube/v3/videos", opts.rootUrl).href,
            headers: { "X-Upload-Content-Length": String(size), "X-Upload-Content-Type": "video/mp4" },
            retry: false,
            timeout,
          },
        );
        const location = headerOf(res.headers, "location");
        if (!location) throw new PlatformError("YouTube opened no upload session (no Location)", "transient");
        return location;
      } catch (e) {
        throw failure(e, "Starting the YouTube upload failed");
      }
    },

    /** Asks where an interrupted upload stands (`Content-Range: bytes *\/size`). */
    async state(sessionUrl: string, size: number): Promise<SessionState> {
      try {
        const res = await put(sessionUrl, null, `bytes */${size}`);
        if (res.status === 308) return { done: false, next: nextFromRange(headerOf(res.headers, "range")) };
        return { done: true, videoId: finished(res.data) };
      } catch (e) {
        throw failure(e, "Asking YouTube where the upload stands failed");
      }
    },

    /** Sends bytes `start`…`start + bytes.length - 1` of the file; answers where the session stands after them. */
    async send(sessionUrl: string, bytes: Uint8Array, start: number, size: number): Promise<SessionState> {
      try {
        const res = await put(sessionUrl, bytes, `bytes ${start}-${start + bytes.length - 1}/${size}`);
        if (res.status === 308) return { done: false, next: nextFromRange(headerOf(res.headers, "range")) };
        return { done: true, videoId: finished(res.data) };
      } catch (e) {
        throw failure(e, "Uploading to YouTube failed");
      }
    },
  };
}
export type YouTubeApi = ReturnType<typeof createYouTubeApi>;
