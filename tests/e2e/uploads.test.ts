import { mkdirSync, readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { DefaultLogger, Runtime, Worker } from "@temporalio/worker";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, createLogger, createWorkerServices, loadConfig, type Fetcher } from "../../api/src/workerEntry.js";
import { createActivities } from "../../temporal/src/activities/index.js";
import { createUploadWorkflows } from "../../temporal/src/client.js";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";
import { TEMPORAL_CLI } from "../setup/temporalCli.js";
import { digestWithVideo, linkAccount, makeVideo } from "../setup/uploadFixtures.js";
import { startTikTokServer, type LocalTikTok } from "../setup/tiktokServer.js";
import { startYouTubeServer, type LocalYouTube } from "../setup/youtubeServer.js";

// Uploads from the screens (issue 19 section 2): a user with a linked Google account opens a digest with a video,
// plays it, and uploads it from the Upload Options tab to a local server speaking YouTube's resumable protocol; the
// upload runs on the Temporal dev server. TikTok, not linked, offers the link to /settings#accounts.
const TASK_QUEUE = "uploads-e2e";
let h: E2eHarness;
let page: Page;
let temporal: TestWorkflowEnvironment;
let worker: Worker;
let working: Promise<void>;
let fetcher: Fetcher;
let yt: LocalYouTube;
let tt: LocalTikTok;
let video: string;

const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

beforeAll(async () => {
  try {
    Runtime.install({ logger: new DefaultLogger("ERROR") });
  } catch {
    /* already installed in this process */
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "rivulet-uploads-e2e-"));
  video = path.join(dataDir, "digest.mp4");
  makeVideo(video, { seconds: 6, fps: 2, size: "1280x720" });
  [yt, tt] = await Promise.all([startYouTubeServer(), startTikTokServer()]);
  temporal = await TestWorkflowEnvironment.createLocal({ server: { executable: { type: "existing-path", path: TEMPORAL_CLI }, extraArgs: ["--log-level", "error"] } });
  const env = {
    TEMPORAL_ADDRESS: temporal.address, TEMPORAL_TASK_QUEUE: TASK_QUEUE, DATA_DIR: dataDir,
    GOOGLE_CLIENT_ID: yt.clientId, GOOGLE_CLIENT_SECRET: yt.clientSecret, GOOGLE_ISSUER: yt.base, YOUTUBE_API_ROOT_URL: `${yt.base}/`, YOUTUBE_UPLOAD_CHUNK_BYTES: String(256 * 1024),
    TIKTOK_CLIENT_KEY: tt.clientKey, TIKTOK_CLIENT_SECRET: tt.clientSecret, TIKTOK_TOKEN_URL: `${tt.base}/v2/oauth/token/`, TIKTOK_API_BASE_URL: tt.base,
  };
  h = await startE2e(undefined, env, { uploadWorkflows: createUploadWorkflows(loadConfig({}, { ...env, LOG_LEVEL: "silent" })) });
  page = h.page;
  const workerConfig = loadConfig({}, { ...env, LOG_LEVEL: "silent", SMTP_URL: h.t.smtp.url, DATABASE_URL: h.t.databaseUrl, PUBLIC_URL: h.base });
  fetcher = createFetcher(workerConfig.fetch);
  worker = await Worker.create({
    connection: temporal.nativeConnection,
    taskQueue: TASK_QUEUE,
    workflowsPath: path.resolve(import.meta.dirname, "../../temporal/src/workflows/index.ts"),
    activities: createActivities(createWorkerServices({ db: h.t.db, config: workerConfig, log: createLogger(workerConfig, "worker"), fetcher })),
  });
  working = worker.run();
}, 240_000);

afterAll(async () => {
  worker?.shutdown();
  await working;
  await h?.close();
  await temporal?.teardown();
  await fetcher?.close();
  await yt?.close();
  await tt?.close();
});

/** A new account, signed in through the login page. */
async function signIn(name: string): Promise<string> {
  const reg = await h.t.rest("POST", "/users", { body: { username: name, email: `${name}@example.com`, password: "correct horse battery" } });
  expect(reg.status).toBe(200);
  await h.context.clearCookies();
  await page.goto(`${h.base}/pages/login`);
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(`${h.base}/`);
  await expect.poll(async () => (await h.session())?.user.id).toBe(reg.body.user.id);
  return reg.body.user.id as string;
}

describe("uploading a digest's video from the digest page", () => {
  it("plays the video, then uploads it to YouTube from Upload Options; the button then reads Uploaded to YouTube", async () => {
    const userId = await signIn("uploader");
    const digest = await digestWithVideo(h.t, userId, video, 6);
    await linkAccount(h.t, userId, "google", yt.issue(userId));

    // The digest opens on its video, which loads and can play (byte ranges).
    await page.goto(`${h.base}/digests/${digest.id}`);
    const modal = page.getByRole("dialog");
    await visible(modal.getByRole("tab", { name: "Video Summary" }));
    expect(await modal.getByRole("tab", { name: "Video Summary" }).getAttribute("aria-selected")).toBe("true");
    const player = modal.locator("video");
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    expect(Math.abs((await player.evaluate((v: HTMLVideoElement) => v.duration)) - 6)).toBeLessThan(1);
    await visible(modal.getByRole("link", { name: "Download video" }));

    // Upload Options: TikTok is not linked (a link to the accounts tab), YouTube is.
    await modal.getByRole("tab", { name: "Upload Options" }).click();
    const tiktok = modal.getByRole("region", { name: "TikTok" });
    await visible(tiktok.getByRole("link", { name: "Connect TikTok in Settings" }));
    expect(await tiktok.getByRole("link", { name: "Connect TikTok in Settings" }).getAttribute("href")).toBe("/settings#accounts");
    const youtube = modal.getByRole("region", { name: "YouTube" });
    await visible(youtube.getByRole("button", { name: "Upload to YouTube" }));
    expect(await youtube.getByLabel("Privacy").inputValue()).toBe("private");
    await youtube.getByLabel("Title").fill("City briefing");
    await youtube.getByLabel("Description").fill("The day's news from the city.");
    await youtube.getByLabel("Tags").fill("city, news, city");
    await youtube.getByLabel("Privacy").selectOption("unlisted");
    await expectNoSeriousViolations(page, { include: "[role=dialog]" });
    await shot("upload-options-desktop");

    await youtube.getByRole("button", { name: "Upload to YouTube" }).click();
    const done = youtube.getByRole("button", { name: "Uploaded to YouTube" });
    await visible(done, 60_000);
    expect(await done.isDisabled()).toBe(true);
    await visible(page.getByText("Successfully uploaded. Processing may take a few minutes."));
    expect(yt.videos).toHaveLength(1);
    expect(yt.videos[0]).toMatchObject({ sub: userId, title: "City briefing", description: "The day's news from the city.", tags: ["city", "news"], privacyStatus: "unlisted" });
    expect(yt.videos[0]!.file.equals(readFileSync(video))).toBe(true);
    await shot("upload-options-uploaded-desktop");

    // After a reload the digest still knows it was uploaded.
    await page.reload();
    await page.getByRole("dialog").getByRole("tab", { name: "Upload Options" }).click();
    await visible(page.getByRole("dialog").getByRole("region", { name: "YouTube" }).getByRole("button", { name: "Uploaded to YouTube" }));
    await page.setViewportSize({ width: 390, height: 844 });
    await shot("upload-options-phone");
    await expectNoSeriousViolations(page, { include: "[role=dialog]" });
  }, 240_000);

  it("uploads to TikTok with the creator's choices, then polls the status every 10 s until it is complete", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const userId = await signIn("creator");
    const digest = await digestWithVideo(h.t, userId, video, 6, "Evening City · 2026-11-27");
    await linkAccount(h.t, userId, "tiktok", tt.issue(`open-${userId}`));
    tt.creator.duetDisabled = true;
    await page.goto(`${h.base}/digests/${digest.id}`);
    const modal = page.getByRole("dialog");
    await modal.getByRole("tab", { name: "Upload Options" }).click();
    const tiktok = modal.getByRole("region", { name: "TikTok" });
    await visible(tiktok.getByText("@rivulet.tester"));
    // The creator turned duets off: that box is off and disabled; the others are on.
    const duet = tiktok.getByRole("checkbox", { name: "Duet" });
    expect([await duet.isChecked(), await duet.isDisabled()]).toEqual([false, true]);
    expect(await tiktok.getByRole("checkbox", { name: "Comment" }).isChecked()).toBe(true);

    // The spec's messages: no privacy chosen; disclosure without a choice; branded content cannot be private.
    await tiktok.getByRole("button", { name: "Upload to TikTok" }).click();
    await visible(tiktok.getByText("Select a privacy level before uploading"));
    await tiktok.locator("label").filter({ hasText: /^Disclose video content$/ }).click();
    await visible(tiktok.getByText("You need to indicate if your content promotes yourself, a third party, or both."));
    await tiktok.locator("label").filter({ hasText: /^Branded content$/ }).click();
    await tiktok.getByLabel("Who can view this video").selectOption("MUTUAL_FOLLOW_FRIENDS");
    await tiktok.getByLabel("Title").fill("Tonight in the city");
    await expectNoSeriousViolations(page, { include: "[role=dialog]" });
    await shot("upload-tiktok-desktop");
    const before = tt.publishes.size;
    await tiktok.getByRole("button", { name: "Upload to TikTok" }).click();
    await visible(page.getByText("Successfully uploaded, video will be available in several minutes"), 60_000);
    await visible(tiktok.getByRole("button", { name: "Uploaded to TikTok" }));
    expect(tt.publishes.size).toBe(before + 1);
    const publish = [...tt.publishes.values()].at(-1)!;
    expect(publish.postInfo).toMatchObject({ title: "Tonight in the city", privacy_level: "MUTUAL_FOLLOW_FRIENDS", disable_duet: true, brand_content_toggle: true, is_aigc: true });
    // The poll: processing first, complete on the next (10 s later), then no more status calls.
    await visible(tiktok.getByText("PUBLISH_COMPLETE"), 30_000);
    await shot("upload-tiktok-complete-desktop");
    const calls = tt.requests.filter((r) => r.path === "/v2/post/publish/status/fetch/").length;
    await page.waitForTimeout(11_000);
    expect(tt.requests.filter((r) => r.path === "/v2/post/publish/status/fetch/").length).toBe(calls);
    tt.creator.duetDisabled = false;
  }, 240_000);
});
