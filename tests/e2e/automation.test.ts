import { mkdirSync } from "node:fs";
import path from "node:path";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { DefaultLogger, Runtime, Worker } from "@temporalio/worker";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, createLogger, createWorkerServices, loadConfig, type Fetcher } from "../../api/src/workerEntry.js";
import { createActivities } from "../../temporal/src/activities/index.js";
import { createActionWorkflows } from "../../temporal/src/client.js";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { gone, serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";
import { TEMPORAL_CLI } from "../setup/temporalCli.js";
import { signatureValid, startWebhookReceiver } from "../setup/webhookReceiver.js";

// Filters and actions from the settings screens (issue 14 sections 4 and 6), clicked through the built web app
// in Chromium against the real API and PostgreSQL: a remove filter built in the editor, its matches list
// following the edits and the list behind the dialog following the save; a folder's filter turned off and its
// items coming back; a webhook action made in the Actions tab firing on a new item of a local feed through the
// real Temporal dev server and a worker, then re-run from the tab. Feeds and the webhook receiver are real HTTP
// servers on 127.0.0.1.
const TASK_QUEUE = "automation-e2e";
let h: E2eHarness;
let page: Page;
let feeds: Awaited<ReturnType<typeof serveLocally>>;
let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
let temporal: TestWorkflowEnvironment;
let worker: Worker;
let working: Promise<void>;
let fetcher: Fetcher;

/** Set E2E_SCREENSHOTS=<folder> to keep a PNG of the screens at desktop and phone widths. */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const HOUR = 3_600_000;
/** Each local feed's items, newest first: [guid, title]. A test adds one to publish it. */
const published: Record<string, Array<[string, string]>> = {
  "news.xml": [
    ["n1", "City council votes on the new bridge"],
    ["n2", "Sponsored: the best mattress of 2026"],
    ["n3", "Weekly roundup: what happened"],
    ["n4", "SPONSORED: shoes for every season"],
    ["n5", "Rain expected all weekend"],
  ],
  "tech.xml": [
    ["t1", "A faster JSON parser"],
    ["t2", "Sponsored: cloud credits"],
    ["t3", "Rust 2.0 released"],
    ["t4", "Sponsored: a keyboard for coders"],
  ],
};
function rss(name: string) {
  const items = (published[name] ?? [])
    .map(([guid, title], i) => `<item><guid>${guid}</guid><title>${title}</title><link>${feeds.base}/${guid}</link><pubDate>${new Date(Date.now() - (i + 1) * HOUR).toUTCString()}</pubDate></item>`)
    .join("");
  return `<rss version="2.0"><channel><title>${name === "news.xml" ? "Local News" : "Tech Notes"}</title><link>${feeds.base}/</link><description>Test feed.</description>${items}</channel></rss>`;
}

beforeAll(async () => {
  try {
    Runtime.install({ logger: new DefaultLogger("ERROR") });
  } catch {
    /* already installed in this process */
  }
  feeds = await serveLocally((req, res) => {
    const name = new URL(req.url ?? "/", "http://x").pathname.slice(1);
    if (published[name]) return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(rss(name));
    res.writeHead(404).end();
  });
  hooks = await startWebhookReceiver();
  temporal = await TestWorkflowEnvironment.createLocal({
    server: { executable: { type: "existing-path", path: TEMPORAL_CLI }, extraArgs: ["--log-level", "error"] },
  });
  const env = { FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", TEMPORAL_ADDRESS: temporal.address, TEMPORAL_TASK_QUEUE: TASK_QUEUE, ACTION_RUN_WAIT_MS: "30000" };
  h = await startE2e(undefined, env, { actionWorkflows: createActionWorkflows(loadConfig({}, { ...env, LOG_LEVEL: "silent" })) });
  page = h.page;
  // The worker: the same database and configuration as the app, delivering what the app's refresh records.
  const workerConfig = loadConfig({}, { ...env, LOG_LEVEL: "silent", SMTP_URL: h.t.smtp.url, DATABASE_URL: h.t.databaseUrl, PUBLIC_URL: h.base });
  fetcher = createFetcher(workerConfig.fetch);
  worker = await Worker.create({
    connection: temporal.nativeConnection,
    taskQueue: TASK_QUEUE,
    workflowsPath: path.resolve(import.meta.dirname, "../../temporal/src/workflows/index.ts"),
    activities: createActivities(
      createWorkerServices({ db: h.t.db, config: workerConfig, log: createLogger(workerConfig, "worker"), fetcher, actionWorkflows: createActionWorkflows(workerConfig) }),
    ),
  });
  working = worker.run();
}, 240_000);

afterAll(async () => {
  worker?.shutdown();
  await working;
  await h?.close();
  await temporal?.teardown();
  await fetcher?.close();
  await hooks?.close();
  await feeds?.close();
});

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const r = await h.t.gql(query, variables, await h.token());
  expect(r.errors).toBeUndefined();
  return r.data;
}

/** Subscribes the browser's user to a local feed (into a folder) and waits for its first fetch. */
async function subscribe(name: string, folderId?: string) {
  const r = await gql(`mutation($input: SubscribeInput!) { subscribe(input: $input) { ... on SubscriptionPayload { subscription { id subscriptionId feed { feedId } } } } }`, {
    input: { url: `${feeds.base}/${name}`, ...(folderId ? { folderId } : {}) },
  });
  const sub = r.subscribe.subscription as { id: string; subscriptionId: string; feed: { feedId: string } };
  await expect.poll(() => h.t.db.contentItem.count({ where: { feedId: sub.feed.feedId } }), { timeout: 30_000 }).toBe(published[name]!.length);
  return sub;
}

const READER = "reader@example.com";
const items = () => page.getByTestId("content-item");
const dialog = () => page.getByRole("dialog");
const toast = (text: string) => page.getByText(text, { exact: true }).first();
/** The matches panel's summary line. */
const matchesSummary = (scope: Locator) => scope.getByRole("region", { name: "Filter matches" }).getByRole("status");

describe("filters and actions from the settings screens", () => {
  it("builds a remove filter whose matches follow the edits, and the list behind follows the save", async () => {
    // A registered reader (guests have no actions, and send_email fills in the reader's own address).
    const reg = await h.t.rest("POST", "/users", { body: { username: "automator", email: READER, password: "correct horse battery" } });
    expect(reg.status).toBe(200);
    await page.goto(`${h.base}/pages/login`);
    await page.getByLabel("Email").fill(READER);
    await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL(`${h.base}/`);
    await expect.poll(async () => (await h.session())?.user.id).toBe(reg.body.user.id);
    const news = await subscribe("news.xml");
    await page.goto(`${h.base}/subscriptions/${news.subscriptionId}`);
    await expect.poll(() => items().count()).toBe(5);

    await page.getByRole("link", { name: "Properties" }).click();
    await visible(page.getByRole("dialog", { name: "Local News properties" }));
    await dialog().getByRole("tab", { name: "Filters" }).click();
    await page.waitForURL(/#filters$/);
    await visible(dialog().getByText("No filters yet."));
    await dialog().getByRole("button", { name: "Add filter" }).click();
    const editor = dialog().getByRole("form", { name: "New filter" });
    await visible(editor);
    await visible(dialog().getByText("Fill in every clause to see what this filter matches."));
    // The first clause cannot be removed.
    expect(await dialog().getByRole("button", { name: "The first clause cannot be removed" }).isDisabled()).toBe(true);

    // Typing the value previews at once, case-insensitively: both sponsored items.
    await editor.getByRole("textbox", { name: "Clause 1 value" }).fill("sponsored");
    await expect.poll(() => matchesSummary(dialog()).textContent()).toBe("Hides 2 items in the last 720 hours");
    const matches = dialog().getByRole("list", { name: "Matching items" });
    await expect.poll(async () => (await matches.getByRole("link").allTextContents()).sort()).toEqual(["SPONSORED: shoes for every season", "Sponsored: the best mattress of 2026"]);
    // Nothing is saved yet: the list behind still shows everything.
    expect(await items().count()).toBe(5);

    // A second clause joins with the first clause's and/or (the later ones only show it).
    await editor.getByRole("button", { name: "Add clause" }).click();
    await editor.getByRole("textbox", { name: "Clause 2 value" }).fill("weekly");
    await expect.poll(() => matchesSummary(dialog()).textContent()).toBe("Hides 0 items in the last 720 hours");
    expect(await editor.getByRole("group", { name: "Clause 2" }).getByRole("combobox", { name: "Join clauses with" }).count()).toBe(0);
    await editor.getByRole("combobox", { name: "Join clauses with" }).selectOption("or");
    await expect.poll(() => matchesSummary(dialog()).textContent()).toBe("Hides 3 items in the last 720 hours");
    await expect.poll(() => editor.getByRole("group", { name: "Clause 2" }).textContent()).toContain("or");
    // Keep instead of remove: what it keeps.
    await editor.getByRole("combobox", { name: "Type" }).selectOption("keep_on_match");
    await expect.poll(() => matchesSummary(dialog()).textContent()).toBe("Keeps 3 items in the last 720 hours; hides the rest");
    await editor.getByRole("combobox", { name: "Type" }).selectOption("remove_on_match");
    await editor.getByRole("button", { name: "Remove clause 2" }).click();
    await expect.poll(() => matchesSummary(dialog()).textContent()).toBe("Hides 2 items in the last 720 hours");
    await expectNoSeriousViolations(page, { include: "[role=dialog]" });
    await shot("filter-editor-desktop");

    // A window of 0 hours is refused before anything is sent; 48 is fine.
    await editor.getByRole("textbox", { name: "Window (hours)" }).fill("0");
    await editor.getByRole("button", { name: "Save filter" }).click();
    await visible(toast("There was a problem saving your filter, please check your input values and try again."));
    await visible(editor.getByText("Enter a whole number of hours, at least 1"));
    expect(await h.t.db.contentItemFilter.count()).toBe(0);
    await editor.getByRole("textbox", { name: "Window (hours)" }).fill("48");
    await expect.poll(() => matchesSummary(dialog()).textContent()).toBe("Hides 2 items in the last 48 hours");
    await editor.getByRole("button", { name: "Save filter" }).click();
    await visible(toast("Filter saved successfully"));
    await gone(dialog().getByRole("form"));
    await visible(dialog().getByText("Remove items where title contains “sponsored”"));
    // The list behind the dialog reloaded without the two.
    await expect.poll(() => items().count()).toBe(3);
    const shown = (await items().allTextContents()).join(" ");
    expect(shown).not.toMatch(/sponsored/i);
    await shot("filter-saved-desktop");
    await page.keyboard.press("Escape");
    await gone(dialog());
    const row = page.getByRole("navigation", { name: "Main navigation" }).getByRole("treeitem", { name: /^Local News/ });
    await visible(row.getByText("3 unread"));
  });

  it("turns a folder's filter off from its settings, and what it hid comes back", async () => {
    const folder = (await gql(`mutation { createFolder(input: { name: "Tech" }) { ... on FolderPayload { folder { id folderId } } } }`)).createFolder.folder;
    await subscribe("tech.xml", folder.id);
    const made = await gql(`mutation($input: CreateFilterInput!) { createFilter(input: $input) { __typename } }`, {
      input: { folderId: folder.id, filterType: "remove_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue: "sponsored" }] },
    });
    expect(made.createFilter.__typename).toBe("FilterPayload");
    await page.goto(`${h.base}/folders/${folder.folderId}`);
    await expect.poll(() => items().count()).toBe(2);

    await page.getByRole("link", { name: "Properties" }).click();
    await visible(page.getByRole("dialog", { name: "Tech properties" }));
    // The General tab sets keep-unread days for every subscription in the folder at once (the bulk patch).
    const slider = dialog().getByRole("slider");
    await slider.focus();
    await slider.press("ArrowLeft");
    await slider.press("ArrowLeft");
    await visible(toast("Subscriptions updated successfully"));
    const inFolder = () => h.t.db.feedSubscription.findMany({ where: { memberships: { some: { folderId: folder.folderId } } } });
    await expect.poll(async () => (await inFolder()).map((s) => s.keepUnreadDays)).toEqual([28]);
    await visible(dialog().getByText("Applies to every subscription in this folder."));
    await shot("folder-general-desktop");
    await dialog().getByRole("tab", { name: "Filters" }).click();
    const enabled = dialog().getByRole("checkbox", { name: "Enabled: Remove items where title contains “sponsored”" });
    expect(await enabled.isChecked()).toBe(true);
    await enabled.press("Space");
    await visible(toast("Filter saved successfully"));
    await expect.poll(() => items().count()).toBe(4);
    await visible(dialog().getByText("Off", { exact: true }));
    expect((await h.t.db.contentItemFilter.findFirstOrThrow({ where: { folderId: folder.folderId } })).enabled).toBe(false);

    // The editor at a phone's width, with its matches (a disabled filter still previews).
    await dialog().getByRole("button", { name: /^Edit filter/ }).click();
    await expect.poll(() => matchesSummary(dialog()).textContent()).toBe("Hides 2 items in the last 720 hours");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page, { include: "[role=dialog]" });
    await shot("folder-filter-editor-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog().getByRole("button", { name: "Cancel" }).click();

    // And on again: they go.
    await enabled.press("Space");
    await expect.poll(() => items().count()).toBe(2);
    await page.keyboard.press("Escape");
    await gone(dialog());
  });

  it("makes a webhook action in the Actions tab that fires on a new item, shows its result and re-runs", async () => {
    const news = await h.t.db.feedSubscription.findFirstOrThrow({ where: { feed: { url: `${feeds.base}/news.xml` } } });
    await page.goto(`${h.base}/subscriptions/${news.id}/properties#actions`);
    await visible(page.getByRole("dialog", { name: "Local News properties" }));
    await visible(dialog().getByText("No actions yet."));
    await dialog().getByRole("button", { name: "Add action" }).click();
    const editor = dialog().getByRole("form", { name: "New action" });
    await visible(editor);
    await visible(editor.getByText("No conditions: the action acts on every new item."));
    await visible(dialog().getByText("Save the action to see the items it matches and to run it."));

    // The type decides the value: the webhook URL is cleared by another type and checked before a save.
    const type = editor.getByRole("combobox", { name: "Step 1 action" });
    await type.selectOption("trigger_webhook");
    const url = editor.getByRole("textbox", { name: "Step 1 webhook URL" });
    await url.fill("hooks.example/no-scheme");
    await editor.getByRole("button", { name: "Save action" }).click();
    await visible(toast("There was a problem updating your action, please check your input values and try again."));
    await visible(editor.getByText("A webhook URL must be valid and start with http:// or https://"));
    await type.selectOption("send_email");
    expect(await editor.getByRole("textbox", { name: "Step 1 email address" }).inputValue()).toBe(READER);
    await type.selectOption("assign_tag");
    await visible(editor.getByRole("combobox", { name: "Step 1 tag" }));
    await type.selectOption("trigger_webhook");
    expect(await url.inputValue()).toBe("");
    await url.fill(`${hooks.base}/news`);
    await expectNoSeriousViolations(page, { include: "[role=dialog]" });
    await shot("action-editor-desktop");
    await editor.getByRole("button", { name: "Save action" }).click();
    await visible(toast("Actions updated successfully"));
    const description = `For every new item: Trigger a webhook (${hooks.base}/news)`;
    await visible(dialog().getByText(description));
    await visible(dialog().getByText("Not run yet"));
    const action = await h.t.db.contentItemAction.findFirstOrThrow({ where: { subscriptionId: news.id } });

    // The feed publishes an item; the refresh records it and the worker posts it, signed.
    published["news.xml"]!.unshift(["n6", "Library opens on Sundays"]);
    await h.t.app.services.fetchQueue.fetchNow(news.feedId);
    await expect.poll(() => hooks.at("/news").length, { timeout: 60_000 }).toBe(1);
    const first = hooks.at("/news")[0]!;
    expect(signatureValid(action.webhookSecret, first)).toBe(true);
    expect(JSON.parse(first.body)).toMatchObject({ actionId: action.id, subscriptionId: news.id, contentItem: { title: "Library opens on Sundays" } });

    // Reopened, the tab shows the result; the tooltip says when.
    await page.keyboard.press("Escape");
    await gone(dialog());
    await page.goto(`${h.base}/subscriptions/${news.id}/properties#actions`);
    const result = dialog().getByRole("button", { name: /^Last run: Succeeded/ });
    await visible(result);
    await result.focus();
    await visible(page.getByRole("tooltip").filter({ hasText: /^Succeeded / }));

    // Its matching items (the filter's sponsored items are not among them), then a re-run of the newest one.
    await dialog().getByRole("button", { name: `Edit action: ${description}` }).click();
    const matching = dialog().getByRole("region", { name: "Matching items" });
    await expect.poll(() => matching.getByRole("status").textContent()).toBe("4 matching items");
    expect((await matching.getByRole("link").allTextContents()).join(" ")).not.toMatch(/sponsored/i);
    await shot("action-matches-desktop");
    await dialog().getByRole("button", { name: "Cancel" }).click();

    const count = dialog().getByRole("textbox", { name: "Items to run on" });
    await count.fill("abc");
    expect(await count.inputValue()).toBe("");
    await count.fill("500");
    expect(await count.inputValue()).toBe("100");
    await count.fill("1");
    await dialog().getByRole("button", { name: "Run", exact: true }).click();
    await visible(toast("Action ran successfully"), 45_000);
    await expect.poll(() => hooks.at("/news").length).toBe(2);
    expect(JSON.parse(hooks.at("/news")[1]!.body).contentItem.title).toBe("Library opens on Sundays");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot("actions-tab-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("publishes the subscription's data feed from its General tab: three links to copy, served after its filters", async () => {
    const news = await h.t.db.feedSubscription.findFirstOrThrow({ where: { feed: { url: `${feeds.base}/news.xml` } } });
    await h.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: h.base });
    await page.goto(`${h.base}/subscriptions/${news.id}/properties#general`);
    await visible(page.getByRole("dialog", { name: "Local News properties" }));
    const links = dialog().getByRole("group", { name: "Data feed links" });
    await gone(links);
    await dialog().getByText("Publish data feed").click();
    await visible(toast("Subscriptions updated successfully"));
    await visible(links);
    const rss = links.getByRole("textbox", { name: "RSS link" });
    expect(await rss.inputValue()).toBe(`${h.base}/api_v1/datafeeds/subscriptions/${news.id}.rss`);
    expect(await links.getByRole("textbox", { name: "Atom link" }).inputValue()).toBe(`${h.base}/api_v1/datafeeds/subscriptions/${news.id}.atom`);
    expect(await links.getByRole("textbox", { name: "JSON Feed link" }).inputValue()).toBe(`${h.base}/api_v1/datafeeds/subscriptions/${news.id}.json`);
    await links.getByRole("button", { name: "Copy RSS link" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${h.base}/api_v1/datafeeds/subscriptions/${news.id}.rss`);
    await expectNoSeriousViolations(page, { include: "[role=dialog]" });
    await shot("general-data-feed-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot("general-data-feed-phone");
    await page.setViewportSize({ width: 1280, height: 900 });

    // The address works without a token, and the filter's sponsored items are not in it.
    const served = await fetch(await rss.inputValue());
    expect(served.status).toBe(200);
    const xml = await served.text();
    expect(xml).toContain("Library opens on Sundays");
    expect(xml).not.toMatch(/sponsored/i);

    // Off again: the links go, and so does the feed.
    await dialog().getByText("Publish data feed").click();
    await gone(links);
    await expect.poll(async () => (await fetch(`${h.base}/api_v1/datafeeds/subscriptions/${news.id}.rss`)).status).toBe(404);
  });
});
