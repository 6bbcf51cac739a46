import { execFileSync } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { DefaultLogger, Runtime, Worker } from "@temporalio/worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, createLogger, createWorkerServices, loadConfig, type Fetcher } from "../../api/src/workerEntry.js";
import { TEMPORAL_CLI } from "../../tests/setup/temporalCli.js";
import { createTestApp, type TestApp } from "../../tests/setup/testApp.js";
import { startTikTokServer, type LocalTikTok } from "../../tests/setup/tiktokServer.js";
import { digestWithVideo, linkAccount, makeVideo } from "../../tests/setup/uploadFixtures.js";
import { startYouTubeServer, type LocalYouTube } from "../../tests/setup/youtubeServer.js";
import { createActivities } from "./activities/index.js";
import { createUploadWorkflows } from "./client.js";

// Uploads of digest videos (issue 19 section 2) through the front door (REST and GraphQL in-process) and run by their
// workflow on the real Temporal dev server, against local servers that speak TikTok's Content Posting API and
// YouTube's resumable upload protocol (and each provider's token endpoint, for refreshes).
const TASK_QUEUE = "uploads-test";
let env: TestWorkflowEnvironment;
let t: TestApp;
let worker: Worker;
let running: Promise<void>;
let fetcher: Fetcher;
let yt: LocalYouTube;
let tt: LocalTikTok;
let dir: string;
/** ~17 MB, 24 fps (TikTok chunks of 5 MiB, the rest joining the last; YouTube chunks of 256 KiB). */
let bigVideo: string;
/** A digest's kind of video: slides at 2 fps (TikTok gets a 24 fps copy). */
let slideshow: string;

beforeAll(async () => {
  try {
    Runtime.install({ logger: new DefaultLogger("ERROR") });
  } catch {
    /* already installed in this process */
  }
  dir = await mkdtemp(path.join(os.tmpdir(), "rivulet-uploads-"));
  bigVideo = path.join(dir, "big.mp4");
  makeVideo(bigVideo, { seconds: 2, fps: 24, noise: true });
  slideshow = path.join(dir, "slides.mp4");
  makeVideo(slideshow, { seconds: 4, fps: 2 });
  [yt, tt] = await Promise.all([startYouTubeServer(), startTikTokServer()]);
  env = await TestWorkflowEnvironment.createLocal({ server: { executable: { type: "existing-path", path: TEMPORAL_CLI }, extraArgs: ["--log-level", "error"] } });
  const settings = {
    TEMPORAL_ADDRESS: env.address, TEMPORAL_TASK_QUEUE: TASK_QUEUE, DATA_DIR: dir, UPLOAD_WAIT_MS: "60000",
    GOOGLE_CLIENT_ID: yt.clientId, GOOGLE_CLIENT_SECRET: yt.clientSecret, GOOGLE_ISSUER: yt.base, YOUTUBE_API_ROOT_URL: `${yt.base}/`, YOUTUBE_UPLOAD_CHUNK_BYTES: String(256 * 1024),
    TIKTOK_CLIENT_KEY: tt.clientKey, TIKTOK_CLIENT_SECRET: tt.clientSecret, TIKTOK_TOKEN_URL: `${tt.base}/v2/oauth/token/`, TIKTOK_API_BASE_URL: tt.base,
    TIKTOK_UPLOAD_CHUNK_BYTES: String(5 * 1024 * 1024),
  };
  t = await createTestApp(settings, { uploadWorkflows: createUploadWorkflows(loadConfig({}, { ...settings, LOG_LEVEL: "silent" })) });
  const workerConfig = loadConfig({}, { ...settings, LOG_LEVEL: "silent", DATABASE_URL: t.databaseUrl, SMTP_URL: t.smtp.url });
  fetcher = createFetcher(workerConfig.fetch);
  worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue: TASK_QUEUE,
    workflowsPath: path.resolve(import.meta.dirname, "workflows/index.ts"),
    activities: createActivities(createWorkerServices({ db: t.db, config: workerConfig, log: createLogger(workerConfig, "worker"), fetcher })),
  });
  running = worker.run();
}, 180_000);

afterAll(async () => {
  worker?.shutdown();
  await running;
  await t?.close();
  await env?.teardown();
  await fetcher?.close();
  await yt?.close();
  await tt?.close();
});

let n = 0;
async function registered() {
  n += 1;
  const res = await t.rest("POST", "/users", { body: { username: `up${n}_${Date.now() % 100000}`, email: `up${n}.${Date.now()}@example.com`, password: "correct horse" } });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, id: res.body.user.id as string };
}

describe("uploads to YouTube", () => {
  it("an expired token is refreshed, an upload cut off mid-chunk resumes where YouTube stands, and the file arrives whole", async () => {
    const me = await registered();
    const digest = await digestWithVideo(t, me.id, bigVideo, 2);
    // The account was linked an hour ago: its access token has expired (Google's last 1 hour).
    await linkAccount(t, me.id, "google", yt.issue(me.id, -60));
    const size = statSync(bigVideo).size;
    // The first 256 KiB chunk is cut off after 100 kB arrived (YouTube keeps them).
    yt.cutNextPutAfter(100_000);
    const before = yt.requests.length;

    const res = await t.rest("POST", `/digests/${digest.id}/youtube`, { token: me.token, body: { title: "", description: "Today's city news", tags: "city, news , city", privacyStatus: "unlisted" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ videoId: expect.any(String) });

    // The refresh went through Google's token endpoint, once, and the new token was used.
    expect(yt.refreshes).toEqual([me.id]);
    const video = yt.videos.find((v) => v.id === res.body.videoId)!;
    expect(video).toMatchObject({ sub: me.id, title: digest.name, description: "Today's city news", tags: ["city", "news"], privacyStatus: "unlisted" });
    expect(video.file.equals(readFileSync(bigVideo))).toBe(true);

    // One session; after the cut, a status query, then the rest from the byte YouTube said it had (not from 0).
    const mine = yt.requests.slice(before);
    const opened = mine.filter((r) => r.method === "POST" && r.path.startsWith("/upload/youtube/v3/videos"));
    expect(opened).toHaveLength(1);
    expect(opened[0]!.path).toContain("uploadType=resumable");
    const puts = mine.filter((r) => r.method === "PUT");
    const query = puts.findIndex((r) => r.range === `bytes */${size}`);
    expect(query).toBeGreaterThan(0);
    const resumedAt = Number(/^bytes (\d+)-/.exec(puts[query + 1]!.range!)![1]);
    expect(resumedAt).toBeGreaterThanOrEqual(100_000);
    expect(resumedAt).toBeLessThan(256 * 1024);
    expect(puts.every((r) => r.authorized)).toBe(true);
    const row = await t.db.videoUpload.findFirstOrThrow({ where: { digestId: digest.id } });
    expect(row).toMatchObject({ platform: "youtube", status: "completed", videoId: res.body.videoId, bytesSent: size, totalBytes: size });
  }, 120_000);

  it("the same request twice, at once and again later, posts one video; another Idempotency-Key is another upload", async () => {
    const me = await registered();
    const digest = await digestWithVideo(t, me.id, slideshow, 4);
    await linkAccount(t, me.id, "google", yt.issue(me.id));
    const videosBefore = yt.videos.length;
    const sessionsBefore = yt.sessions.size;
    const body = { title: "Morning", description: "", tags: ["a"], privacyStatus: "private" };
    const [a, b] = await Promise.all([
      t.rest("POST", `/digests/${digest.id}/youtube`, { token: me.token, body }),
      t.rest("POST", `/digests/${digest.id}/youtube`, { token: me.token, body }),
    ]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const again = await t.rest("POST", `/digests/${digest.id}/youtube`, { token: me.token, body: { ...body, tags: "a" } });
    expect(again.body).toEqual(a.body);
    expect(yt.videos.length).toBe(videosBefore + 1);
    expect(yt.sessions.size).toBe(sessionsBefore + 1);
    expect(await t.db.videoUpload.count({ where: { digestId: digest.id } })).toBe(1);

    // An explicit key names a new request (the user meant a second copy); reused with other options it is refused.
    const keyed = await t.rest("POST", `/digests/${digest.id}/youtube`, { token: me.token, body, headers: { "idempotency-key": "second-copy" } });
    expect(keyed.status).toBe(200);
    expect(keyed.body.videoId).not.toBe(a.body.videoId);
    expect(yt.videos.length).toBe(videosBefore + 2);
    const reused = await t.rest("POST", `/digests/${digest.id}/youtube`, { token: me.token, body: { ...body, title: "Other" }, headers: { "idempotency-key": "second-copy" } });
    expect(reused.status).toBe(422);
    expect(reused.body.display_message_key).toBe("IDEMPOTENCY_KEY_REUSED");

    // GraphQL: the same request again answers the same video, and the digest lists the viewer's uploads.
    const gql = await t.gql(
      `mutation($input: UploadDigestToYouTubeInput!) { uploadDigestToYouTube(input: $input) { __typename ... on UploadDigestToYouTubePayload { videoId upload { status platform } } } }`,
      { input: { digestId: digest.id, ...body } }, me.token,
    );
    expect(gql.data.uploadDigestToYouTube).toEqual({ __typename: "UploadDigestToYouTubePayload", videoId: a.body.videoId, upload: { status: "completed", platform: "youtube" } });
    expect(yt.videos.length).toBe(videosBefore + 2);
  }, 120_000);

  it("a user uploads only their own digests, with their own linked account", async () => {
    const owner = await registered();
    const other = await registered();
    const digest = await digestWithVideo(t, owner.id, slideshow, 4);
    await linkAccount(t, other.id, "google", yt.issue(other.id));
    const videosBefore = yt.videos.length;

    // Another user's digest is not found for them, whatever accounts they linked.
    const theirs = await t.rest("POST", `/digests/${digest.id}/youtube`, { token: other.token, body: { privacyStatus: "private" } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe("Digest Not Found");
    // The owner has linked nothing: another user's linked account is never used; the answer says to connect one.
    const unlinked = await t.rest("POST", `/digests/${digest.id}/youtube`, { token: owner.token, body: { privacyStatus: "private" } });
    expect(unlinked.status).toBe(403);
    expect(unlinked.body).toMatchObject({ display_message_key: "LINKED_ACCOUNT_REQUIRED", message: "Connect your Google account in Settings (Accounts) to upload to YouTube" });
    const tiktok = await t.rest("POST", `/digests/${digest.id}/tiktok`, { token: owner.token, body: { privacyLevel: "SELF_ONLY" } });
    expect(tiktok.body.display_message_key).toBe("LINKED_ACCOUNT_REQUIRED");
    expect((await t.rest("POST", `/digests/${digest.id}/youtube`, { body: {} })).status).toBe(401);

    // Linked now: the video goes to the owner's channel.
    await linkAccount(t, owner.id, "google", yt.issue(owner.id));
    const mine = await t.rest("POST", `/digests/${digest.id}/youtube`, { token: owner.token, body: { privacyStatus: "private" } });
    expect(mine.status).toBe(200);
    expect(yt.videos.slice(videosBefore).map((v) => v.sub)).toEqual([owner.id]);
    const gql = await t.gql(`query($id: ID!) { node(id: $id) { ... on Digest { viewerOwns videoUploads { platform } } } }`, { id: Buffer.from(`Digest:${digest.id}`).toString("base64") }, other.token);
    expect(gql.data.node).toEqual({ viewerOwns: false, videoUploads: [] });
  }, 120_000);

  it("checks the request as the spec says: a video is needed, the title falls back to the digest's name, YouTube's limits", async () => {
    const me = await registered();
    await linkAccount(t, me.id, "google", yt.issue(me.id));
    const none = await digestWithVideo(t, me.id, null, 4);
    const res = await t.rest("POST", `/digests/${none.id}/youtube`, { token: me.token, body: { privacyStatus: "public" } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ video: "No video available to upload" });
    const digest = await digestWithVideo(t, me.id, slideshow, 4);
    const bad = await t.rest("POST", `/digests/${digest.id}/youtube`, { token: me.token, body: { title: "x".repeat(101), privacyStatus: "friends", tags: 5 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["privacyStatus", "tags"]);
    const long = await t.rest("POST", `/digests/${digest.id}/youtube`, { token: me.token, body: { title: "x".repeat(101) } });
    expect(long.body.fields).toEqual({ title: "Title must be at most 100 characters" });
  }, 60_000);
});

describe("a step lost mid-upload", () => {
  it("its retry (another worker) resumes the same YouTube session and TikTok publish from where each platform stands", async () => {
    const me = await registered();
    const digest = await digestWithVideo(t, me.id, bigVideo, 2);
    await linkAccount(t, me.id, "google", yt.issue(me.id));
    await linkAccount(t, me.id, "tiktok", tt.issue(`open-${me.id}`));
    const uploads = t.app.services.uploads;
    const lost = () => {
      throw new Error("worker lost");
    };

    // YouTube: the step dies after its third chunk; the retry asks YouTube where it stands and sends only the rest.
    const sessions = yt.sessions.size;
    const ytRow = await uploads.request({ id: me.id }, digest.id, "youtube", { privacyStatus: "private" }, null);
    let chunks = 0;
    await expect(uploads.transfer(ytRow.id, () => (++chunks === 3 ? lost() : undefined))).rejects.toThrow("worker lost");
    const halfway = await t.db.videoUpload.findUniqueOrThrow({ where: { id: ytRow.id } });
    expect(halfway).toMatchObject({ status: "uploading", bytesSent: 3 * 256 * 1024 });
    const before = yt.requests.length;
    const done = await uploads.transfer(ytRow.id, () => undefined);
    expect(yt.sessions.size).toBe(sessions + 1);
    const resumed = yt.requests.slice(before).filter((r) => r.method === "PUT");
    expect(resumed[0]!.range).toBe(`bytes */${statSync(bigVideo).size}`);
    expect(resumed[1]!.range).toMatch(new RegExp(`^bytes ${3 * 256 * 1024}-`));
    expect(yt.videos.find((v) => v.id === done.videoId)!.file.equals(readFileSync(bigVideo))).toBe(true);

    // TikTok: the step dies after the first chunk; the retry finds the publish's uploaded bytes and sends the rest.
    const publishes = tt.publishes.size;
    const ttRow = await uploads.request({ id: me.id }, digest.id, "tiktok", { privacyLevel: "SELF_ONLY" }, null);
    await expect(uploads.transfer(ttRow.id, lost)).rejects.toThrow("worker lost");
    const mark = tt.requests.length;
    const posted = await uploads.transfer(ttRow.id, () => undefined);
    expect(tt.publishes.size).toBe(publishes + 1);
    const publish = tt.publishes.get(posted.publishId!)!;
    expect(publish.file().equals(readFileSync(bigVideo))).toBe(true);
    const after = tt.requests.slice(mark);
    expect(after[0]!.path).toBe("/v2/post/publish/status/fetch/");
    const puts = after.filter((r) => r.method === "PUT").map((r) => r.range);
    expect(puts).toHaveLength(publish.count - 1);
    expect(puts[0]).toMatch(new RegExp(`^bytes ${publish.chunkSize}-`));
  }, 120_000);
});

describe("uploads to TikTok", () => {
  it("reads the creator info, posts in chunks, resumes a chunk cut off from TikTok's uploaded bytes, and reports the status", async () => {
    const me = await registered();
    const digest = await digestWithVideo(t, me.id, bigVideo, 2);
    // TikTok revoked the token early: our record still thinks it fresh, TikTok refuses it, the refresh follows.
    const revoked = tt.issue(`open-${me.id}`, -1);
    await linkAccount(t, me.id, "tiktok", { ...revoked, expiresAt: new Date(Date.now() + 3_600_000) });
    tt.creator.commentDisabled = true;

    const settings = await t.rest("GET", "/users/oauth/upload_settings", { token: me.token });
    expect(settings.status).toBe(200);
    expect(settings.body.uploadSettings.tiktok).toEqual({
      creatorAvatarUrl: `${tt.base}/avatar.png`, creatorNickname: "Rivulet Tester", creatorUsername: "rivulet.tester", maxVideoPostDurationSeconds: 600,
      privacyLevelOptions: ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"], commentDisabled: true, duetDisabled: false, stitchDisabled: false,
    });
    expect(tt.refreshes).toEqual([`open-${me.id}`]);

    const size = statSync(bigVideo).size;
    tt.cutNextChunkAfter(2_000_000);
    const before = tt.requests.length;
    const res = await t.rest("POST", `/digests/${digest.id}/tiktok`, {
      token: me.token,
      body: { title: "City news", privacyLevel: "MUTUAL_FOLLOW_FRIENDS", disableComment: false, disableDuet: true, disableStitch: false, videoCoverTimestamp: 500, brandContentToggle: false, brandOrganicToggle: true, isAIGC: true, discloseContent: true },
    });
    expect(res.status).toBe(200);
    const publish = tt.publishes.get(res.body.publishId)!;
    // What the creator turned off stays off; the rest is as asked.
    expect(publish.postInfo).toEqual({
      title: "City news", privacy_level: "MUTUAL_FOLLOW_FRIENDS", disable_comment: true, disable_duet: true, disable_stitch: false, video_cover_timestamp_ms: 500,
      brand_content_toggle: false, brand_organic_toggle: true, is_aigc: true,
    });
    const chunk = 5 * 1024 * 1024;
    const count = Math.floor(size / chunk);
    expect(count).toBeGreaterThan(1);
    expect(publish).toMatchObject({ size, chunkSize: chunk, count });
    expect(publish.file().equals(readFileSync(bigVideo))).toBe(true);
    // The first chunk was cut off: TikTok held nothing, the status said so, and that chunk went again before the next.
    const chunks = tt.requests.slice(before).filter((r) => r.method === "PUT").map((r) => r.range);
    const ranges = Array.from({ length: count }, (_, i) => `bytes ${i * chunk}-${i === count - 1 ? size - 1 : (i + 1) * chunk - 1}/${size}`);
    expect(chunks).toEqual([ranges[0], ...ranges]);
    expect(tt.requests.slice(before).some((r) => r.path === "/v2/post/publish/status/fetch/")).toBe(true);
    expect(tt.posted().filter((p) => p.publishId === res.body.publishId)).toHaveLength(1);

    // The status text, as the Upload Options tab polls it until it says complete.
    const status = (publishId: string) => t.rest("POST", `/digests/${digest.id}/tiktok/status`, { token: me.token, body: { publishId } });
    expect((await status(res.body.publishId)).body.status).toBe("PROCESSING_UPLOAD");
    expect((await status(res.body.publishId)).body.status).toBe("PUBLISH_COMPLETE");
    expect((await status("v_pub_file~unknown")).status).toBe(404);
    const other = await registered();
    expect((await t.rest("POST", `/digests/${digest.id}/tiktok/status`, { token: other.token, body: { publishId: res.body.publishId } })).status).toBe(404);
    tt.creator.commentDisabled = false;
  }, 120_000);

  it("a slideshow at 2 fps reaches TikTok as a 24 fps copy of the same length", async () => {
    const me = await registered();
    const digest = await digestWithVideo(t, me.id, slideshow, 4);
    await linkAccount(t, me.id, "tiktok", tt.issue(`open-${me.id}`));
    const res = await t.rest("POST", `/digests/${digest.id}/tiktok`, { token: me.token, body: { privacyLevel: "SELF_ONLY" } });
    expect(res.status).toBe(200);
    const publish = tt.publishes.get(res.body.publishId)!;
    expect(publish.postInfo.title).toBe(digest.name);
    const received = path.join(dir, "received.mp4");
    writeFileSync(received, publish.file());
    const probe = JSON.parse(execFileSync("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=r_frame_rate:format=duration", "-of", "json", received]).toString());
    expect(probe.streams[0].r_frame_rate).toBe("24/1");
    expect(Math.abs(Number(probe.format.duration) - 4)).toBeLessThan(0.5);
  }, 120_000);

  it("checks the spec's rules: privacy chosen and allowed, the creator's maximum duration, disclosure, branded content not private", async () => {
    const me = await registered();
    await linkAccount(t, me.id, "tiktok", tt.issue(`open-${me.id}`));
    const digest = await digestWithVideo(t, me.id, slideshow, 4);
    const post = (body: object) => t.rest("POST", `/digests/${digest.id}/tiktok`, { token: me.token, body });
    const publishesBefore = tt.publishes.size;

    expect((await post({})).body.fields).toEqual({ privacyLevel: "Select a privacy level before uploading" });
    expect((await post({ privacyLevel: "SELF_ONLY", discloseContent: true })).body.fields).toEqual({
      brandContentToggle: "You need to indicate if your content promotes yourself, a third party, or both.",
    });
    expect((await post({ privacyLevel: "SELF_ONLY", discloseContent: true, brandContentToggle: true })).body.fields).toEqual({
      privacyLevel: "Branded content visibility cannot be set to private.",
    });
    tt.creator.privacyLevelOptions = ["MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"];
    expect((await post({ privacyLevel: "PUBLIC_TO_EVERYONE" })).body.fields.privacyLevel).toContain("not available for @rivulet.tester");
    tt.creator.privacyLevelOptions = ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"];
    tt.creator.maxDurationSeconds = 3;
    const tooLong = await post({ privacyLevel: "SELF_ONLY" });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({ video: "Video exceeds maximum allowed duration of 3 seconds" });
    tt.creator.maxDurationSeconds = 600;
    const none = await digestWithVideo(t, me.id, null, 4);
    expect((await t.rest("POST", `/digests/${none.id}/tiktok`, { token: me.token, body: { privacyLevel: "SELF_ONLY" } })).body.fields).toEqual({ video: "No video available to upload" });
    expect(tt.publishes.size).toBe(publishesBefore);
  }, 60_000);
});
