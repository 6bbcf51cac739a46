import { mkdirSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { DefaultLogger, Runtime } from "@temporalio/worker";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, createLogger, createWorkerServices, loadConfig, type Fetcher } from "../../api/src/workerEntry.js";
import { createActivities } from "../../temporal/src/activities/index.js";
import { createDigestWorkflows } from "../../temporal/src/client.js";
import { createWorkers, type Workers } from "../../temporal/src/workers.js";
import { DEFAULT_SCHEDULE, toCron } from "../../web/src/features/digests/scheduleBuilder.js";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";
import { TEMPORAL_CLI } from "../setup/temporalCli.js";

// Scheduled digests from the screens (issue 17 section 3), clicked through the built web app in Chromium against
// the real API, PostgreSQL, the Temporal dev server and a worker with the offline providers (extractive text,
// espeak-ng and ffmpeg): a series made in the editor from the Library, Generate Now, the row turning completed on
// the page's own 30-second refresh, the audio played, the text read, and the podcast feed fetched.
const TASK_QUEUE = "digests-e2e";
let h: E2eHarness;
let page: Page;
let feeds: Awaited<ReturnType<typeof serveLocally>>;
let temporal: TestWorkflowEnvironment;
let worker: Workers;
let working: Promise<void>;
let fetcher: Fetcher;

const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const HOUR = 3_600_000;
const STORIES: Array<[string, string, string]> = [
  ["s1", "River cleanup volunteers remove two tonnes of litter", "Volunteers spent the weekend along the riverbank. They removed two tonnes of litter and planted new trees. The council thanked them."],
  ["s2", "New library opens downtown", "The city's new library opened its doors on Monday. It holds more than eighty thousand books. Visitors praised the reading rooms."],
  ["s3", "Tram line extension approved", "The transport board approved the tram extension. Construction starts next spring. The line will serve three new districts."],
];
const rss = () =>
  `<rss version="2.0"><channel><title>City News</title><link>${feeds.base}/</link><description>Test feed.</description>${STORIES.map(
    ([guid, title, text], i) =>
      `<item><guid>${guid}</guid><title>${title}</title><link>${feeds.base}/${guid}</link><description>${text}</description><pubDate>${new Date(Date.now() - (i + 1) * HOUR).toUTCString()}</pubDate></item>`,
  ).join("")}</channel></rss>`;

beforeAll(async () => {
  try {
    Runtime.install({ logger: new DefaultLogger("ERROR") });
  } catch {
    /* already installed in this process */
  }
  feeds = await serveLocally((req, res) => {
    if (req.url === "/city.xml") return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(rss());
    res.writeHead(404).end();
  });
  temporal = await TestWorkflowEnvironment.createLocal({ server: { executable: { type: "existing-path", path: TEMPORAL_CLI }, extraArgs: ["--log-level", "error"] } });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "rivulet-digests-e2e-"));
  const limits = JSON.stringify({ freeUnverified: { maxScheduledDigests: 5, maxDigestsPerMonth: 20, maxTextDigestCharactersPerMonth: 100_000, maxAudioDigestMinutesPerMonth: 100 } });
  const env = { FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", TEMPORAL_ADDRESS: temporal.address, TEMPORAL_TASK_QUEUE: TASK_QUEUE, DATA_DIR: dataDir, TIER_LIMITS: limits };
  h = await startE2e(undefined, env, { digestWorkflows: createDigestWorkflows(loadConfig({}, { ...env, LOG_LEVEL: "silent" })) });
  page = h.page;
  const workerConfig = loadConfig({}, { ...env, LOG_LEVEL: "silent", SMTP_URL: h.t.smtp.url, DATABASE_URL: h.t.databaseUrl, PUBLIC_URL: h.base });
  fetcher = createFetcher(workerConfig.fetch);
  worker = await createWorkers({
    connection: temporal.nativeConnection,
    taskQueue: TASK_QUEUE,
    workflows: { workflowsPath: path.resolve(import.meta.dirname, "../../temporal/src/workflows/index.ts") },
    renderConcurrency: workerConfig.digests.renderConcurrency,
    activities: createActivities(createWorkerServices({ db: h.t.db, config: workerConfig, log: createLogger(workerConfig, "worker"), fetcher, digestWorkflows: createDigestWorkflows(workerConfig) })),
  });
  working = worker.run();
}, 240_000);

afterAll(async () => {
  worker?.shutdown();
  await working;
  await h?.close();
  await temporal?.teardown();
  await fetcher?.close();
  await feeds?.close();
});

describe("scheduled digests from the screens", () => {
  it("creates a series in the editor, generates a digest, plays its audio, reads its text and opens its podcast feed", async () => {
    const reg = await h.t.rest("POST", "/users", { body: { username: "listener", email: "listener@example.com", password: "correct horse battery" } });
    expect(reg.status).toBe(200);
    await page.goto(`${h.base}/pages/login`);
    await page.getByLabel("Email").fill("listener@example.com");
    await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL(`${h.base}/`);
    await expect.poll(async () => (await h.session())?.user.id).toBe(reg.body.user.id);
    const sub = await h.t.gql(`mutation($input: SubscribeInput!) { subscribe(input: $input) { ... on SubscriptionPayload { subscription { subscriptionId feed { feedId } } } } }`, { input: { url: `${feeds.base}/city.xml` } }, await h.token());
    const { subscriptionId, feed } = sub.data.subscribe.subscription as { subscriptionId: string; feed: { feedId: string } };
    await expect.poll(() => h.t.db.contentItem.count({ where: { feedId: feed.feedId } }), { timeout: 30_000 }).toBe(STORIES.length);

    // The Library's Digests tab: nothing yet, Create New opens the editor.
    await page.goto(`${h.base}/library#digests`);
    await visible(page.getByText("No digests yet"));
    await page.getByRole("link", { name: "Create New" }).click();
    const dialog = page.getByRole("dialog");
    // Chakra's switches: a label around a visually hidden checkbox; a click on the label flips it.
    const flip = (name: string) => dialog.locator("label").filter({ hasText: new RegExp(`^${name}$`) }).click();
    await visible(dialog.getByRole("heading", { name: "New digest" }));

    // The spec's messages: no name, no source, no summary type.
    await flip("Audio");
    await dialog.getByRole("button", { name: "Create digest" }).click();
    await visible(dialog.getByText("Digest name is required"));
    await visible(dialog.getByText("A source for this digest is required"));
    await visible(dialog.getByText("At least one summary type is required"));

    // A preset fills its box; editing the box reads Custom.
    await flip("Audio");
    await dialog.getByLabel("Script preset").selectOption("Analysis");
    await expect.poll(() => dialog.getByRole("textbox", { name: "Script", exact: true }).inputValue()).toContain("Analyse each item");
    await dialog.getByRole("textbox", { name: "Script", exact: true }).fill("Read it like a radio host.");
    await expect.poll(() => dialog.getByLabel("Script preset").inputValue()).toBe("Custom");
    await dialog.getByLabel("Script preset").selectOption("News Update");

    await dialog.getByLabel("Name").fill("Morning City");
    await dialog.getByRole("combobox", { name: "Source", exact: true }).selectOption(subscriptionId);
    await flip("Text");
    // Daily at 07:30 local time: stored as the UTC cron of the browser's zone.
    await dialog.getByRole("combobox", { name: "Repeat", exact: true }).selectOption("daily");
    await dialog.getByRole("combobox", { name: "Hour", exact: true }).selectOption("7");
    await dialog.getByRole("combobox", { name: "Minute", exact: true }).selectOption("30");
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const cron = toCron({ ...DEFAULT_SCHEDULE, frequency: "daily", hour: 7, minute: 30 }, zone);
    await visible(dialog.getByText(`stored in UTC as ${cron}`, { exact: false }));
    await expectNoSeriousViolations(page, { include: "[role=dialog]" });
    await shot("digest-editor-desktop");
    await dialog.getByRole("button", { name: "Create digest" }).click();

    await page.waitForURL(/\/digests\/series\/[0-9a-f-]+$/).catch(async (e: unknown) => {
      await shot("digest-editor-failed");
      throw new Error(`${String(e)} at ${page.url()}: ${(await page.getByRole("alert").allTextContents()).join(" | ")}`);
    });
    await visible(page.getByText("Digest created successfully!").first());
    const seriesId = page.url().split("/").pop()!;
    const stored = await h.t.db.scheduledDigest.findUniqueOrThrow({ where: { id: seriesId } });
    expect(stored.cron).toBe(cron);
    expect(stored.subscriptionId).toBe(subscriptionId);
    expect((stored.properties as { generateTextSummary: boolean }).generateTextSummary).toBe(true);

    // The series page: header, stats, the empty list, the podcast link.
    await visible(page.getByRole("heading", { name: "Morning City" }));
    await visible(page.getByText("Daily at 07:30", { exact: false }));
    await visible(page.getByText("No Digests Generated Yet"));
    const podcastUrl = await page.getByRole("textbox", { name: "Podcast feed", exact: true }).inputValue();
    expect(podcastUrl).toContain(`/api_v1/digests/series/${seriesId}/podcast.xml?key=`);
    await expectNoSeriousViolations(page);

    // Generate Now: a pending row at the top, completed on the page's own refresh (every 30 s).
    await page.getByRole("button", { name: "Generate Now" }).click();
    const list = page.getByRole("list", { name: "Digests" });
    await visible(list.getByText("Generating"));
    await expect.poll(() => h.t.db.digest.findFirst({ where: { scheduledDigestId: seriesId } }).then((d) => d?.status), { timeout: 90_000 }).toBe("completed");
    await visible(list.getByText("Completed"), 45_000);
    await shot("digest-series-desktop");
    const made = await h.t.db.digest.findFirstOrThrow({ where: { scheduledDigestId: seriesId } });
    expect([made.hasText, made.hasAudio, made.hasVideo]).toEqual([true, true, false]);
    await visible(list.locator("[aria-label='Text available']"));
    await visible(list.locator("[aria-label='Audio available']"));
    await visible(list.locator("[aria-label='Video not available']"));
    await shot("digest-series-desktop");

    // The digest: audio that loads and plays, with the current segment's source and dividers between sources.
    await list.getByRole("link").first().click();
    await page.waitForURL(/\/digests\/[0-9a-f-]+$/);
    const modal = page.getByRole("dialog");
    await visible(modal.getByRole("tab", { name: "Audio Summary" })).catch(async (e: unknown) => {
      await shot("digest-modal-failed");
      throw e;
    });
    expect(await modal.getByRole("tab", { name: "Audio Summary" }).getAttribute("aria-selected")).toBe("true");
    const audio = modal.locator("audio");
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    const duration = await audio.evaluate((a: HTMLAudioElement) => a.duration);
    expect(duration).toBeGreaterThan(3);
    const digest = await h.t.db.digest.findFirstOrThrow({ where: { scheduledDigestId: seriesId } });
    expect(Math.abs(duration - (digest.audioDurationSeconds ?? 0))).toBeLessThan(1);
    const segments = await modal.getByRole("button", { name: / Play from / }).count();
    expect(segments).toBeGreaterThan(1);
    expect(await modal.getByTestId("segment-divider").count()).toBe(segments - 1);
    await modal.getByRole("button", { name: / Play from / }).nth(1).click();
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
    await visible(modal.getByText(/^Now: /));
    await visible(modal.getByRole("region", { name: "Sources" }).getByText(STORIES[0]![1]));
    await expectNoSeriousViolations(page, { include: "[role=dialog]" });
    await shot("digest-audio-desktop");
    await audio.evaluate((a: HTMLAudioElement) => a.pause());

    // The text: items taken from the sources' own sentences.
    await modal.getByRole("tab", { name: "Text Summary" }).click();
    const text = modal.getByRole("list", { name: "Text summary" });
    await visible(text);
    await visible(text.getByText(STORIES[0]![1]));
    await visible(text.getByText(/They removed two tonnes of litter/));
    await shot("digest-text-desktop");

    // Phone: the series page and the digest.
    await page.setViewportSize({ width: 390, height: 844 });
    await shot("digest-text-phone");
    await page.goto(`${h.base}/digests/series/${seriesId}`);
    await visible(page.getByRole("heading", { name: "Morning City" }));
    await shot("digest-series-phone");
    await page.goto(`${h.base}/digests/series/${seriesId}/properties`);
    await visible(page.getByRole("dialog").getByLabel("Name"));
    expect(await page.getByRole("dialog").getByLabel("Name").inputValue()).toBe("Morning City");
    await shot("digest-editor-phone");
    await page.setViewportSize({ width: 1280, height: 900 });

    // The podcast feed: RSS with the episode's MP3, which serves with byte ranges.
    const rssRes = await fetch(podcastUrl);
    expect(rssRes.status).toBe(200);
    const xml = await rssRes.text();
    expect(xml).toContain("<enclosure");
    expect(xml).toContain("Morning City");
    const enclosure = /<enclosure url="([^"]+)"/.exec(xml)![1]!.replace(/&amp;/g, "&");
    const range = await fetch(enclosure, { headers: { range: "bytes=0-99" } });
    expect(range.status).toBe(206);

    // "In navigation" in the Library puts the series in the drawer at once (spec: showInSidebar); off takes it out.
    await page.goto(`${h.base}/library#digests`);
    const drawerDigests = page.getByRole("navigation", { name: "Main navigation" }).getByRole("group", { name: "Digests" });
    await expect.poll(() => drawerDigests.count()).toBe(0);
    await page.getByRole("row", { name: /Morning City/ }).locator("label").first().click();
    await visible(drawerDigests.getByRole("link", { name: "Morning City" }));
    await expect.poll(async () => ((await h.t.db.scheduledDigest.findUniqueOrThrow({ where: { id: seriesId } })).properties as { showInSidebar?: boolean }).showInSidebar).toBe(true);
    await page.reload();
    await drawerDigests.getByRole("link", { name: "Morning City" }).click();
    await page.waitForURL(new RegExp(`/digests/series/${seriesId}$`));
    await visible(page.getByRole("heading", { name: "Morning City" }));
    await page.goto(`${h.base}/library#digests`);
    await page.getByRole("row", { name: /Morning City/ }).locator("label").first().click();
    await expect.poll(() => drawerDigests.count()).toBe(0);

    // Missing things say so.
    await page.goto(`${h.base}/digests/series/00000000-0000-4000-8000-000000000000`);
    await visible(page.getByText("Scheduled Digest Not Found"));
    await page.goto(`${h.base}/digests/00000000-0000-4000-8000-000000000000`);
    await visible(page.getByText("Digest Not Found"));
  }, 240_000);
});
