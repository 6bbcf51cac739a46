import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { bundleWorkflowCode, DefaultLogger, Runtime } from "@temporalio/worker";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, createLogger, createWorkerServices, loadConfig, type Fetcher } from "../../api/src/workerEntry.js";
import { createActivities } from "../../temporal/src/activities/index.js";
import { createChannelWorkflows } from "../../temporal/src/client.js";
import { WORKFLOWS_PATH } from "../../temporal/src/workflowSource.js";
import { createWorkers, type Workers } from "../../temporal/src/workers.js";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";
import { insertEvalItems, loadEvalSet, type EvalItem } from "../setup/storyEval.js";
import { TEMPORAL_CLI } from "../setup/temporalCli.js";

// Channels from the screens (issue 19 section 3), in Chromium against the real API, PostgreSQL, the Temporal dev
// server and a worker with the offline providers (extractive text, espeak-ng, ffmpeg). Stories are clustered from the
// evaluation set's items (moved into the last day), their pictures served from 127.0.0.1. An admin creates a channel
// in its modal, runs it, and the player plays its digests in order (the audio sped up), remembering across a reload
// what was viewed.
const TASK_QUEUE = "channels-e2e";
let h: E2eHarness;
let page: Page;
let temporal: TestWorkflowEnvironment;
let worker: Workers;
let working: Promise<void>;
let fetcher: Fetcher;
let pictures: Awaited<ReturnType<typeof serveLocally>>;

const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const EVENTS = ["E01", "E21", "E05"];
function recentItems(): EvalItem[] {
  const all = loadEvalSet().filter((i) => EVENTS.includes(i.event));
  return EVENTS.flatMap((e, n) => {
    const items = all.filter((i) => i.event === e);
    const newest = Math.min(...items.map((i) => i.hoursAgo));
    return items.map((i) => ({ ...i, hoursAgo: i.hoursAgo - newest + 1 + n * 0.25 }));
  });
}

beforeAll(async () => {
  try {
    Runtime.install({ logger: new DefaultLogger("ERROR") });
  } catch {
    /* already installed in this process */
  }
  // A picture per event (ffmpeg draws a coloured frame), served from 127.0.0.1 like a publisher's.
  const dir = await mkdtemp(path.join(os.tmpdir(), "rivulet-channels-e2e-"));
  const colours: Record<string, string> = { E01: "0x2f6f8f", E21: "0x8f4f2f", E05: "0x3f7f3f" };
  for (const [event, colour] of Object.entries(colours)) {
    execFileSync("ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", `color=c=${colour}:s=960x540`, "-frames:v", "1", path.join(dir, `${event}.png`)]);
  }
  pictures = await serveLocally((req, res) => {
    const m = /^\/(E\d+)\.png$/.exec(req.url ?? "");
    if (!m) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "image/png" }).end(readFileSync(path.join(dir, `${m[1]}.png`)));
  });
  let bundle;
  [temporal, bundle] = await Promise.all([
    TestWorkflowEnvironment.createLocal({ server: { executable: { type: "existing-path", path: TEMPORAL_CLI }, extraArgs: ["--log-level", "error"] } }),
    bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger("ERROR") }),
  ]);
  const env = { FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", TEMPORAL_ADDRESS: temporal.address, TEMPORAL_TASK_QUEUE: TASK_QUEUE, DATA_DIR: dir, CHANNEL_STORIES_PER_RUN: "3" };
  h = await startE2e(undefined, env, { channelWorkflows: createChannelWorkflows(loadConfig({}, { ...env, LOG_LEVEL: "silent" })) });
  page = h.page;
  const workerConfig = loadConfig({}, { ...env, LOG_LEVEL: "silent", SMTP_URL: h.t.smtp.url, DATABASE_URL: h.t.databaseUrl, PUBLIC_URL: h.base });
  fetcher = createFetcher(workerConfig.fetch);
  worker = await createWorkers({
    connection: temporal.nativeConnection,
    taskQueue: TASK_QUEUE,
    workflows: { workflowBundle: bundle },
    renderConcurrency: workerConfig.digests.renderConcurrency,
    activities: createActivities(createWorkerServices({ db: h.t.db, config: workerConfig, log: createLogger(workerConfig, "worker"), fetcher, channelWorkflows: createChannelWorkflows(workerConfig) })),
  });
  working = worker.run();

  // The stories: the events' items with their pictures, clustered as the worker's sweep would.
  const events = await insertEvalItems(h.t.db, recentItems().sort((a, b) => b.hoursAgo - a.hoursAgo), new Date());
  for (const [id, event] of events) await h.t.db.contentItem.update({ where: { id }, data: { imageUrl: `${pictures.base}/${event}.png` } });
  await h.t.app.services.storyClustering.processPending();
  expect(await h.t.db.story.count({ where: { visible: true } })).toBe(3);
}, 240_000);

afterAll(async () => {
  worker?.shutdown();
  await working;
  await h?.close();
  await temporal?.teardown();
  await fetcher?.close();
  await pictures?.close();
});

/** The media element of the digest now in the player: its video (channel digests have one), else its audio. */
const playerAudio = () => page.getByRole("region", { name: "Player" }).locator("video, audio");
const playingTitle = async () => (await playerAudio().getAttribute("aria-label"))?.replace(/^(Audio|Video): /, "");

describe("channels from the screens", () => {
  it("an admin creates a channel, a run makes its digests, and the player plays them in order and remembers what was viewed", async () => {
    const reg = await h.t.rest("POST", "/users", { body: { username: "anchor", email: "anchor@example.com", password: "correct horse battery" } });
    await h.t.db.user.update({ where: { id: reg.body.user.id }, data: { isAdmin: true } });
    // The page's timers (the 60 s refresh, the carousels) on a clock the test can move; it runs on by itself too.
    await page.clock.install();
    await page.goto(`${h.base}/pages/login`);
    await page.getByLabel("Email").fill("anchor@example.com");
    await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL(`${h.base}/`);

    // The Library's Channels tab (admins): empty, Create New opens the modal over it.
    await page.goto(`${h.base}/library#channels`);
    await visible(page.getByText("No channels yet"));
    await page.getByRole("link", { name: "Create New" }).click();
    await page.waitForURL(/\/channels\/create$/);
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: "New channel" }));
    await dialog.getByRole("button", { name: "Create channel" }).click();
    await visible(dialog.getByText("Name required"));
    await dialog.getByLabel("Name").fill("World Briefing");
    await dialog.getByLabel("Description").fill("The day's top stories, told in a minute each.");
    await dialog.getByLabel("Prompt instructions").fill("x".repeat(513));
    await visible(dialog.getByText("513 / 512"));
    await dialog.getByRole("button", { name: "Create channel" }).click();
    await visible(dialog.getByText("Prompt instructions must be at most 512 characters"));
    await dialog.getByLabel("Prompt instructions").fill("A calm, neutral tone.");
    await expectNoSeriousViolations(page, { include: "[role=dialog]" });
    await shot("channel-create-desktop");
    await dialog.getByRole("button", { name: "Create channel" }).click();
    await page.waitForURL(/\/channels\/[0-9a-f-]{36}$/);
    await visible(page.getByText("Channel created successfully!").first());
    const channelId = page.url().split("/").pop()!;
    await visible(page.getByRole("heading", { name: "World Briefing", level: 1 }));
    await visible(page.getByText("No digests yet"));

    // Run now: the Schedule's run makes a digest per story (text and audio), which the page's 60 s refresh brings in.
    await page.getByRole("button", { name: "Run now" }).click();
    await expect
      .poll(() => h.t.db.digest.count({ where: { channelId, status: "completed" } }), { timeout: 150_000, interval: 1000 })
      .toBe(3);
    const digests = await h.t.db.digest.findMany({ where: { channelId }, orderBy: { createdAt: "desc" } });
    // Text, audio and (channels ask for one) the video, which the player shows.
    expect(digests.every((d) => d.hasText && d.hasAudio && d.hasVideo)).toBe(true);
    await page.clock.fastForward(60_000);
    const list = page.getByRole("list", { name: "Channel digests" });
    await visible(list.getByRole("button").first(), 30_000);
    expect(await list.getByRole("button").count()).toBe(3);
    await visible(page.getByRole("region", { name: "Top stories" }));

    // The first digest (the run's best story) is selected; its text pages and sources show beside it.
    const titles = digests.map((d) => d.name);
    expect(await list.getByRole("button").first().getAttribute("aria-current")).toBe("true");
    expect(await playingTitle()).toBe(titles[0]);
    await visible(page.getByRole("region", { name: "Text summary" }));
    await expectNoSeriousViolations(page);
    await shot("channel-desktop");

    // Play (after a click, as browsers want a gesture before sound): sped up 16 times, the first digest plays to its
    // end and the next one in the list starts by itself.
    await page.evaluate(() => document.addEventListener("play", (e) => ((e.target as HTMLMediaElement).playbackRate = 16), true));
    await page.getByRole("heading", { name: "Digests" }).click();
    await playerAudio().evaluate((a: HTMLMediaElement) => a.play());
    await expect.poll(() => playerAudio().evaluate((a: HTMLMediaElement) => !a.paused && a.currentTime > 0), { timeout: 20_000 }).toBe(true);
    await visible(list.getByRole("button").first().getByText("Playing"));
    await shot("channel-playing-desktop");
    await expect.poll(playingTitle, { timeout: 60_000 }).toBe(titles[1]);
    await expect.poll(() => playerAudio().evaluate((a: HTMLMediaElement) => !a.paused && a.currentTime > 0), { timeout: 20_000 }).toBe(true);
    expect(await list.getByRole("button").nth(1).getAttribute("aria-current")).toBe("true");
    await playerAudio().evaluate((a: HTMLMediaElement) => a.pause());
    await visible(list.getByRole("button").first().getByText("Viewed"));
    const viewed = await page.evaluate((id) => localStorage.getItem(`rivulet.channel.${id}.viewed`), channelId);
    expect(JSON.parse(viewed!)).toEqual([digests[0]!.id]);

    // After a reload the first unviewed digest (the second) is selected, and the first still reads Viewed.
    await page.reload();
    await visible(list.getByRole("button").first(), 30_000);
    await expect.poll(playingTitle).toBe(titles[1]);
    expect(await list.getByRole("button").nth(1).getAttribute("aria-current")).toBe("true");
    await visible(list.getByRole("button").first().getByText("Viewed"));

    // A light theme reads as well (axe checks contrast in it too).
    const token = await h.token();
    const themed = await h.t.gql(`mutation($input: AppSettingsInput!) { updateAppSettings(input: $input) { __typename } }`, { input: { theme: "pearl" } }, token);
    expect(themed.errors).toBeUndefined();
    await page.reload();
    await visible(list.getByRole("button").first(), 30_000);
    await expectNoSeriousViolations(page);
    await shot("channel-pearl-desktop");

    // Phone: the player over the list, no hero carousel.
    await page.setViewportSize({ width: 390, height: 844 });
    await visible(page.getByRole("region", { name: "Player" }));
    expect(await page.getByRole("region", { name: "Top stories" }).count()).toBe(0);
    await shot("channel-phone");
    await page.goto(`${h.base}/channels/${channelId}/edit`);
    await visible(page.getByRole("dialog").getByLabel("Name"));
    expect(await page.getByRole("dialog").getByLabel("Name").inputValue()).toBe("World Briefing");
    await shot("channel-edit-phone");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Edit: the name changes on the page.
    await page.getByRole("dialog").getByLabel("Name").fill("World Briefing Daily");
    await page.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
    await visible(page.getByText("Channel updated successfully!").first());
    await visible(page.getByRole("heading", { name: "World Briefing Daily", level: 1 }));

    // The Library's table lists it with its digests; a missing channel says so.
    await page.goto(`${h.base}/library#channels`);
    await visible(page.getByRole("table", { name: "Channels" }).getByRole("link", { name: "World Briefing Daily" }));
    await visible(page.getByText("3 ready"));
    await expectNoSeriousViolations(page);
    await shot("channel-library-desktop");
    await page.goto(`${h.base}/channels/00000000-0000-4000-8000-000000000000`);
    await visible(page.getByText("Channel Not Found"));
  }, 300_000);

  it("anyone can watch a channel without signing in; others see no admin controls", async () => {
    const channel = await h.t.db.channel.findFirstOrThrow();
    const context = await (await import("../setup/browser.js")).launchBrowser();
    try {
      const guest = await context.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await guest.goto(`${h.base}/channels/${channel.id}`);
      await visible(guest.getByRole("list", { name: "Channel digests" }).getByRole("button").first(), 30_000);
      expect(await guest.getByRole("button", { name: "Run now" }).count()).toBe(0);
      expect(await guest.getByRole("link", { name: "Edit" }).count()).toBe(0);
      await guest.goto(`${h.base}/channels/create`);
      await visible(guest.getByText("Channels are created by administrators."));
    } finally {
      await context.close();
    }
  }, 120_000);
});
