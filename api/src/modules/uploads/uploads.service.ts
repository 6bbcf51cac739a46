import { createHash } from "node:crypto";
import { mkdir, open, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { DomainError, validationError } from "../../errors.js";
import type { Digest, Prisma, User, VideoUpload } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import { parseInput } from "../../lib/parseInput.js";
import { probeFrameRate, withFrameRate } from "../digests/generation/videoDigest.js";
import { PlatformError } from "./platformError.js";
import { createTikTokApi, chunkPlan, chunkRange, type CreatorInfo, type TikTokPostInfo } from "./tiktokApi.js";
import { ACCOUNT_OF, PLATFORM_LABEL, type UploadPlatform, type UploadsDeps } from "./uploadDeps.js";
import { tiktokPost, youtubeMeta } from "./uploads.validation.js";
import { createYouTubeApi, type YouTubeVideoMeta } from "./youtubeApi.js";

/** TikTok accepts 23 to 60 fps; digest videos are slides at a low rate, so TikTok gets a copy at this rate. */
const TIKTOK_FPS = 24;
const TIKTOK_MIN_FPS = 23;
/** In-step resumes after a dropped connection before the step gives up to Temporal's retry (which resumes too). */
const RESUMES_PER_STEP = 5;

const statusSchema = z.object({ publishId: z.string({ error: "publishId is required" }).min(1, "publishId is required").max(200) });

/** JSON with sorted keys: the same options always hash and compare alike, whatever order JSONB kept them in. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(",")}}`;
  return JSON.stringify(v);
}

  async function readRange(file: string, start: number, end: number): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buf = Buffer.alloc(end - start);
    const { bytesRead } = await handle.read(buf, 0, buf.length, start);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Uploads of digest videos to the user's own TikTok and YouTube accounts (issue 19 section 2; spec part 3 sections
 * 5-8). A request is validated and recorded (its idempotency record: the same request again finds it), then carried
 * out by a Temporal workflow whose steps are the methods below: `prepare` (TikTok's 24 fps copy) and `transfer`
 * (the platform's resumable protocol, resuming where the platform says it stands after a dropped connection or a
 * retried step). The linked account's token is refreshed when expired, and once more when a platform refuses it.
 */
export function createUploadsService(deps: UploadsDeps) {
  const { db, config, log, files, vault } = deps;
  const tiktok = createTikTokApi({ baseUrl: config.uploads.tiktok.apiBaseUrl });

  const linkMessage = (p: UploadPlatform) =>
    `Connect your ${p === "youtube" ? "Google" : "TikTok"} account in Settings (Accounts) to upload to ${PLATFORM_LABEL[p]}`;

  /** The user's token for the platform; LINKED_ACCOUNT_REQUIRED when not linked or when the provider refused a refresh. */
  async function tokenFor(userId: string, p: UploadPlatform, forceRefresh = false): Promise<string> {
    let token: string | null;
    try {
      token = await deps.accessToken(userId, ACCOUNT_OF[p], { forceRefresh });
    } catch (e) {
      // openid-client answers a refused refresh (invalid_grant: revoked, expired) as an OAuth error body.
      const oauthError = (e as { error?: string }).error;
      if (oauthError) throw new DomainError("LINKED_ACCOUNT_REQUIRED", { message: `${linkMessage(p)}: the account's sign-in has expired (${oauthError})` });
      throw e;
    }
    if (!token) throw new DomainError("LINKED_ACCOUNT_REQUIRED", { message: linkMessage(p) });
    return token;
  }

  /** Runs a platform call with the user's token; a refused token is refreshed once (it may have been revoked early). */
  async function withToken<T>(userId: string, p: UploadPlatform, call: (token: string) => Promise<T>): Promise<T> {
    try {
      return await call(await tokenFor(userId, p));
    } catch (e) {
      if (!(e instanceof PlatformError && e.kind === "auth")) throw e;
      try {
        return await call(await tokenFor(userId, p, true));
      } catch (again) {
        if (again instanceof PlatformError && again.kind === "auth") throw new DomainError("LINKED_ACCOUNT_REQUIRED", { message: `${linkMessage(p)}: ${PLATFORM_LABEL[p]} refused its token` });
        throw again;
      }
    }
  }

  async function ownDigest(userId: string, digestId: string): Promise<Digest> {
    const digest = isUuid(digestId) ? await db.digest.findFirst({ where: { id: digestId, userId } }) : null;
    if (!digest) throw new DomainError("NOT_FOUND", { message: "Digest Not Found" });
    return digest;
  }

  /** The digest's video file as the platform receives it, or null when it has none. */
  async function videoOf(digest: Digest): Promise<{ size: number } | null> {
    if (!digest.hasVideo) return null;
    const info = await files.size(digest, "video");
    return info ? { size: info.size } : null;
  }

  /** The video as a local file while `fn` runs: the file itself on disk, a temporary copy when files are in a bucket. */
  async function withVideoFile<T>(digest: Digest, fn: (file: string) => Promise<T>): Promise<T> {
    const local = await files.local(digest, "video");
    try {
      return await fn(local.path);
    } finally {
      await local.release();
    }
  }

  /** TikTok's copy of the video (24 fps) when the original is a low-rate slideshow, in the digest's local scratch. */
  const tiktokCopy = (digest: Digest) => path.join(files.workDir(digest, "upload-work"), "video-tiktok.mp4");

  async function creatorOf(userId: string): Promise<CreatorInfo> {
    try {
      return await withToken(userId, "tiktok", (token) => tiktok.creatorInfo(token));
    } catch (e) {
      if (e instanceof PlatformError) throw new DomainError("UPLOAD_SETTINGS_FAILED", { message: `Error fetching upload settings: ${e.message}` });
      throw e;
    }
  }

  async function load(uploadId: string) {
    const row = await db.videoUpload.findUnique({ where: { id: uploadId }, include: { digest: true } });
    if (!row) throw new DomainError("NOT_FOUND", { message: "Upload not found" });
    return row;
  }

  const bound = (row: Pick<VideoUpload, "id">) => `upload:${row.id}`;

  async function complete(id: string, result: { publishId?: string; videoId?: string }, size: number) {
    await db.videoUpload.update({ where: { id }, data: { ...result, status: "completed", completedAt: new Date(), bytesSent: size, errorMessage: null } });
  }

  async function transferTikTok(uploadId: string, heartbeat: (done: number) => void) {
    const first = await load(uploadId);
    if (!(await videoOf(first.digest))) throw new DomainError("VALIDATION_ERROR", { message: "No video available to upload" });
    const copy = tiktokCopy(first.digest);
    if (await stat(copy).then(() => true, () => false)) return sendTikTok(uploadId, copy, heartbeat);
    return withVideoFile(first.digest, (file) => sendTikTok(uploadId, file, heartbeat));
  }

  async function sendTikTok(uploadId: string, file: string, heartbeat: (done: number) => void) {
    const first = await load(uploadId);
    const { size } = await stat(file);
    const plan = chunkPlan(size, config.uploads.tiktok.chunkBytes);
    await withToken(first.userId, "tiktok", async (token) => {
      const row = await load(uploadId);
      let session = row.publishId && row.sessionUrlEnc ? { publishId: row.publishId, uploadUrl: await vault.open(row.sessionUrlEnc, bound(row)) } : null;
      let next = 0;
      if (session?.uploadUrl) {
        // A retried step: ask TikTok where this publish stands and go on from the first chunk it does not hold.
        const st = await tiktok.status(token, session.publishId);
        if (st.status === "FAILED") session = null;
        else if (st.status !== "PROCESSING_UPLOAD" || (st.uploadedBytes ?? 0) >= size) return complete(row.id, { publishId: session.publishId }, size);
        else next = Math.min(plan.count, Math.floor((st.uploadedBytes ?? 0) / plan.chunkSize));
      }
      if (!session?.uploadUrl) {
        const init = await tiktok.init(token, row.options as unknown as TikTokPostInfo, { size, ...plan });
        session = init;
        next = 0;
        await db.videoUpload.update({ where: { id: row.id }, data: { publishId: init.publishId, sessionUrlEnc: await vault.seal(init.uploadUrl, bound(row)), bytesSent: 0, totalBytes: size } });
      }
      let resumes = 0;
      for (let i = next; i < plan.count; i++) {
        const range = chunkRange(i, plan, size);
        try {
          await tiktok.putChunk(session.uploadUrl!, await readRange(file, range.start, range.end + 1), range, size);
        } catch (e) {
          if (e instanceof PlatformError && e.kind === "expired") {
            // The upload address lapsed: forget it, so the retried step starts a new publish (this one never posts).
            await db.videoUpload.update({ where: { id: row.id }, data: { publishId: null, sessionUrlEnc: null, bytesSent: 0 } });
            throw new PlatformError(e.message, "transient", e.status);
          }
          if (!(e instanceof PlatformError && e.kind === "transient") || ++resumes > RESUMES_PER_STEP) throw e;
          // A dropped connection: TikTok keeps whole chunks only; resend from the first one it lacks.
          await sleep(Math.min(8000, 250 * 2 ** resumes));
          const st = await tiktok.status(token, session.publishId);
          i = Math.floor((st.uploadedBytes ?? range.start) / plan.chunkSize) - 1;
          continue;
        }
        await db.videoUpload.update({ where: { id: row.id }, data: { bytesSent: range.end + 1 } });
        heartbeat(i + 1);
      }
      return complete(row.id, { publishId: session.publishId }, size);
    });
  }

  async function transferYouTube(uploadId: string, heartbeat: (done: number) => void) {
    const first = await load(uploadId);
    const video = await videoOf(first.digest);
    if (!video) throw new DomainError("VALIDATION_ERROR", { message: "No video available to upload" });
    await withVideoFile(first.digest, (file) => sendYouTube(uploadId, first.userId, file, video.size, heartbeat));
  }

  async function sendYouTube(uploadId: string, userId: string, file: string, size: number, heartbeat: (done: number) => void) {
    const chunk = config.uploads.youtube.chunkBytes;
    await withToken(userId, "youtube", async (token) => {
      const youtube = createYouTubeApi({ rootUrl: config.uploads.youtube.rootUrl, accessToken: token });
      const row = await load(uploadId);
      let session = row.sessionUrlEnc ? await vault.open(row.sessionUrlEnc, bound(row)) : null;
      let next = 0;
      if (session) {
        // A retried step: YouTube says how much of the file it holds (or that the video is already made).
        try {
          const st = await youtube.state(session, size);
          if (st.done) return complete(row.id, { videoId: st.videoId }, size);
          next = st.next;
        } catch (e) {
          if (!(e instanceof PlatformError && e.kind === "expired")) throw e;
          session = null;
        }
      }
      if (!session) {
        session = await youtube.startSession(row.options as unknown as YouTubeVideoMeta, size);
        next = 0;
        await db.videoUpload.update({ where: { id: row.id }, data: { sessionUrlEnc: await vault.seal(session, bound(row)), bytesSent: 0, totalBytes: size } });
      }
      let resumes = 0;
      for (;;) {
        const end = Math.min(next + chunk, size);
        let st;
        try {
          st = await youtube.send(session, await readRange(file, next, end), next, size);
        } catch (e) {
          if (e instanceof PlatformError && e.kind === "expired") {
            await db.videoUpload.update({ where: { id: row.id }, data: { sessionUrlEnc: null, bytesSent: 0 } });
            throw new PlatformError(e.message, "transient", e.status);
          }
          if (!(e instanceof PlatformError && e.kind === "transient") || ++resumes > RESUMES_PER_STEP) throw e;
          // Interrupted mid-chunk: ask where the upload stands and send the rest from there.
          await sleep(Math.min(8000, 250 * 2 ** resumes));
          st = await youtube.state(session, size);
        }
        if (st.done) return complete(row.id, { videoId: st.videoId }, size);
        next = st.next;
        await db.videoUpload.update({ where: { id: row.id }, data: { bytesSent: next } });
        heartbeat(next);
      }
    });
  }

  /** The REST and GraphQL answer of a finished request, or why it is not (failed, still running). */
  function outcome(row: VideoUpload): { publishId: string } | { videoId: string } {
    const label = PLATFORM_LABEL[row.platform as UploadPlatform];
    if (row.status === "failed") throw new DomainError("UPLOAD_FAILED", { message: `Error uploading to ${label}: ${row.errorMessage ?? "the upload failed"}` });
    if (row.platform === "tiktok" && row.publishId && row.status !== "pending") return { publishId: row.publishId };
    if (row.platform === "youtube" && row.status === "completed" && row.videoId) return { videoId: row.videoId };
    throw new DomainError("UPLOAD_IN_PROGRESS");
  }

  /** Step 1: TikTok's copy at 24 fps when the video's rate is below what TikTok accepts (kept beside the video). */
  async function prepare(uploadId: string, heartbeat: () => void): Promise<void> {
    const row = await load(uploadId);
    if (row.status === "completed" || row.platform !== "tiktok") return;
    const video = await videoOf(row.digest);
    if (!video) throw new DomainError("VALIDATION_ERROR", { message: "No video available to upload" });
    await withVideoFile(row.digest, async (file) => {
      if ((await probeFrameRate(file)) >= TIKTOK_MIN_FPS) return;
      heartbeat();
      const copy = tiktokCopy(row.digest);
      await mkdir(path.dirname(copy), { recursive: true });
      await withFrameRate(file, copy, TIKTOK_FPS);
    });
  }

  /**
   * Step 2: the bytes, by the platform's resumable protocol, resuming where the platform says it stands (a dropped
   * connection within the step, or a step retried after a lost worker). Never posts twice: a publish or session is
   * recorded before its bytes, and a finished one is recognised rather than redone. Heartbeats after each chunk.
   */
  async function transfer(uploadId: string, heartbeat: (done: number) => void): Promise<{ publishId?: string; videoId?: string }> {
    const row = await load(uploadId);
    if (row.status !== "completed") {
      await db.videoUpload.updateMany({ where: { id: row.id, status: { in: ["pending", "uploading"] } }, data: { status: "uploading" } });
      if (row.platform === "tiktok") await transferTikTok(uploadId, heartbeat);
      else await transferYouTube(uploadId, heartbeat);
    }
    const done = await db.videoUpload.findUniqueOrThrow({ where: { id: uploadId } });
    log.info({ uploadId, platform: done.platform, bytes: done.bytesSent }, "digest video uploaded");
    return { ...(done.publishId ? { publishId: done.publishId } : {}), ...(done.videoId ? { videoId: done.videoId } : {}) };
  }

  /** The request failed for good: its reason is kept (the same request asked again tries anew). */
  async function fail(uploadId: string, message: string): Promise<void> {
    await db.videoUpload.updateMany({ where: { id: uploadId, status: { not: "completed" } }, data: { status: "failed", errorMessage: message } });
  }

  /** Without Temporal: the workflow's steps in this process (one attempt; a failure is recorded as the workflow would). */
  async function runHere(uploadId: string): Promise<void> {
    try {
      await prepare(uploadId, () => undefined);
      await transfer(uploadId, () => undefined);
    } catch (e) {
      await fail(uploadId, e instanceof Error ? e.message : String(e));
    }
  }

  return {
    prepare,
    transfer,
    fail,

    /** Creator info for the upload form (spec part 3 section 3: short-video creator info). */
    creatorInfo: (user: Pick<User, "id">) => creatorOf(user.id),

    /**
     * GET /users/oauth/upload_settings: per linked video account, its stored preferences and, for TikTok with a usable
     * token, the creator info TikTok answers now (TikTok asks apps to read it before every post).
     */
    async uploadSettings(user: Pick<User, "id">): Promise<Record<string, unknown>> {
      const identities = await db.oAuthIdentity.findMany({ where: { userId: user.id } });
      const out: Record<string, unknown> = {};
      for (const i of identities) {
        const stored = (i.uploadSettings ?? {}) as Record<string, unknown>;
        out[i.service] = i.service === "tiktok" && i.accessTokenEnc ? { ...stored, ...(await creatorOf(user.id)) } : stored;
      }
      return out;
    },

    /**
     * POST /digests/{id}/tiktok|youtube: validates the request against the spec's rules and the platform's (TikTok's
     * creator info is read first), then records it, or finds it when the same request came before: the client's
     * Idempotency-Key, or else the digest, platform and options themselves. A failed request asked again is tried
     * again (nothing was posted); a finished one answers its result.
     */
    async request(user: Pick<User, "id">, digestId: string, platform: UploadPlatform, body: unknown, idempotencyKey: string | null): Promise<VideoUpload> {
      const digest = await ownDigest(user.id, digestId);
      const video = await videoOf(digest);
      let options: TikTokPostInfo | YouTubeVideoMeta;
      if (platform === "tiktok") {
        const creator = await creatorOf(user.id);
        options = tiktokPost(body, { digestName: digest.name, hasVideo: Boolean(video), durationSeconds: digest.audioDurationSeconds ?? 0, creator });
      } else {
        await tokenFor(user.id, "youtube");
        options = youtubeMeta(body, { digestName: digest.name, appName: config.appName, hasVideo: Boolean(video) });
      }
      const given = idempotencyKey?.trim() ?? "";
      if (given.length > 200) throw validationError({ idempotencyKey: "Idempotency-Key must be at most 200 characters" });
      const requestKey = given || createHash("sha256").update(canonical([digest.id, platform, options])).digest("base64url");
      const where = { userId_platform_requestKey: { userId: user.id, platform, requestKey } };
      let row = await db.videoUpload.upsert({
        where,
        create: { userId: user.id, digestId: digest.id, platform, requestKey, options: options as unknown as Prisma.InputJsonValue, totalBytes: video?.size ?? null },
        update: {},
      });
      if (row.digestId !== digest.id || canonical(row.options) !== canonical(options)) throw new DomainError("IDEMPOTENCY_KEY_REUSED");
      if (row.status === "failed") {
        // Conditional, so two repeats at once start one new attempt.
        await db.videoUpload.updateMany({ where: { id: row.id, status: "failed", attempt: row.attempt }, data: { status: "pending", attempt: { increment: 1 }, errorMessage: null } });
        row = await db.videoUpload.findUniqueOrThrow({ where: { id: row.id } });
      }
      return row;
    },

    /**
     * Carries out a recorded request and waits for it (config UPLOAD_WAIT_MS): on Temporal when there is one, else in
     * this process. Answers `{ publishId }` (TikTok: known once the publish is initialised) or `{ videoId }` (YouTube:
     * once the last byte is in); UPLOAD_FAILED with the reason, or UPLOAD_IN_PROGRESS when it runs on past the wait.
     */
    async execute(row: VideoUpload): Promise<{ publishId: string } | { videoId: string }> {
      if (row.status !== "completed") {
        if (deps.workflows) await deps.workflows.run(row.id, row.attempt, config.uploads.waitMs);
        else await runHere(row.id);
      }
      return outcome(await db.videoUpload.findUniqueOrThrow({ where: { id: row.id } }));
    },

    /**
     * POST /digests/{id}/tiktok/status { publishId }: TikTok's status text for one of this user's uploads of this
     * digest (PROCESSING_UPLOAD, PROCESSING_DOWNLOAD, PUBLISH_COMPLETE, FAILED, …); a request that failed here
     * answers FAILED with its reason.
     */
    async tiktokStatus(user: Pick<User, "id">, digestId: string, body: unknown): Promise<{ status: string; failReason: string | null; uploadedBytes: number | null }> {
      const digest = await ownDigest(user.id, digestId);
      const { publishId } = parseInput(statusSchema, body);
      const row = await db.videoUpload.findFirst({ where: { userId: user.id, digestId: digest.id, platform: "tiktok", publishId } });
      if (!row) throw new DomainError("NOT_FOUND", { message: "No upload of this digest has this publishId" });
      if (row.status === "failed") return { status: "FAILED", failReason: row.errorMessage, uploadedBytes: row.bytesSent };
      try {
        return await withToken(user.id, "tiktok", (token) => tiktok.status(token, publishId));
      } catch (e) {
        if (e instanceof PlatformError) throw new DomainError("UPLOAD_FAILED", { message: `Error fetching the TikTok status: ${e.message}` });
        throw e;
      }
    },

    /** The viewer's uploads of a digest, newest first (the Upload Options tab shows what is already posted). */
    async uploadsOf(userId: string, digestId: string): Promise<VideoUpload[]> {
      return db.videoUpload.findMany({ where: { userId, digestId }, orderBy: { createdAt: "desc" } });
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
