import { mkdirSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { gone, serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";
import { insertEvalItems, loadEvalSet } from "../setup/storyEval.js";

// Discover, stories and topics through the real UI (issue 15 sections 4 and 6): items of the stories evaluation set
// stored as the ingest stores them, their pictures served by a local HTTP server, clustered by the real pipeline
// (services.storyClustering.processPending, as the worker runs it after each ingest batch), then the built web
// app in Chromium: Discover as a visitor, a story with its items, a topic chip to its topic page, the stories list,
// an admin aliasing a topic in the modal, the not-found states, and the carousels' timing on a fake clock.
let h: E2eHarness;
let page: Page;
let pictures: Awaited<ReturnType<typeof serveLocally>>;

/** Set E2E_SCREENSHOTS=<folder> to keep a PNG of every screen at desktop and phone sizes. */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(name: string, p: Page = page) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await p.waitForTimeout(300);
  await p.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  await p.setViewportSize({ width: 390, height: 844 });
  await p.waitForTimeout(400);
  await p.screenshot({ path: path.join(SHOTS, `${name}-phone.png`) });
  await p.setViewportSize({ width: 1280, height: 900 });
  await p.waitForTimeout(200);
}

// A failed step leaves a picture of the page behind.
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== "fail" || !page) return;
  const dir = SHOTS ?? "test-results/screenshots";
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `failed-stories-${ctx.task.name.replace(/\W+/g, "-")}.png`) }).catch(() => {});
});

/** A 320×180 PNG in a gradient of `hue`: real pictures for the cards and carousels, made here (no files to vendor). */
function picture(hue: number): Buffer {
  const [w, hgt] = [320, 180];
  const raw = Buffer.alloc((w * 3 + 1) * hgt);
  for (let y = 0; y < hgt; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      const t = (x + y) / (w + hgt);
      const [r, g, b] = hsl(hue + t * 40, 0.55, 0.35 + t * 0.3);
      raw.set([r, g, b], y * (w * 3 + 1) + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(hgt, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return [f(0), f(8), f(4)];
}

// 24 events reported within the last day or so (each by 5 to 7 sites) and two items that stand alone: more than a
// page of 20 stories, and more than the hero's 10.
const EVENTS = [
  "E04", "E08", "E10", "E12", "E14", "E16", "E17", "E19", "E20", "E21", "E24", "E27", "E30", "E32", "E34", "E37", "E39", "E40", "E41",
  "E44", "E46", "E02", "E06", "E33", "N01", "N03",
];

beforeAll(async () => {
  pictures = await serveLocally((req, res) => {
    const m = /^\/pictures\/(\d+)\.png$/.exec(req.url ?? "");
    if (!m) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=3600" }).end(picture(Number(m[1]) % 360));
  });
  h = await startE2e(undefined, { FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" });
  page = h.page;
  const items = loadEvalSet().filter((i) => EVENTS.includes(i.event));
  // Fresh dates: the eval set's hours, squeezed into the last 30 hours so that top-day keeps most stories.
  const fresh = items.map((i) => ({ ...i, hoursAgo: Math.min(i.hoursAgo, 20 + (i.hoursAgo % 10)) })).sort((a, b) => b.hoursAgo - a.hoursAgo);
  const events = await insertEvalItems(h.t.db, fresh, new Date());
  // Pictures on two of every three items, one hue per event, so a story's pictures differ and the carousels turn.
  let n = 0;
  for (const [id, event] of events) {
    n += 1;
    if (n % 3 === 0) continue;
    await h.t.db.contentItem.update({ where: { id }, data: { imageUrl: `${pictures.base}/pictures/${Number(event.slice(1)) * 37 + n}.png` } });
  }
  const result = await h.t.app.services.storyClustering.processPending();
  expect(result).toMatchObject({ ran: true, left: 0 });
  await page.goto(`${h.base}/`);
  await h.token();
}, 180_000);

afterAll(async () => {
  await h?.close();
  await pictures?.close();
});

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await h.t.gql(query, variables, token ?? (await h.token()));
  if (res.errors?.length) throw new Error(JSON.stringify(res.errors));
  return res.data;
}

const heading = (name: string | RegExp, p: Page = page) => p.getByRole("heading", { name, level: 1 });
const heroSlides = (p: Page = page) => p.getByTestId("hero-slide");
const shownSlideLabel = (p: Page, testId: string) => p.locator(`[data-testid="${testId}"][data-active]`).getAttribute("aria-label");

describe("Discover", () => {
  it("shows a visitor the top stories, trending topics, popular articles and trending feeds", async () => {
    await page.goto(`${h.base}/`);
    await visible(heading("Discover New Content"));
    const carousel = page.getByRole("region", { name: "Top stories" });
    await visible(carousel);
    // The hero holds the first 10 of the top stories (there are more), one shown at a time.
    await expect.poll(() => heroSlides().count()).toBe(10);
    expect(await carousel.getByTestId("carousel-picker").count()).toBe(10);
    expect(await shownSlideLabel(page, "hero-slide")).toBe("1 of 10");
    const visibleSlides = await heroSlides().evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);
    expect(visibleSlides).toBe(1);

    // Topic chips: at most 12, each leading to its topic page.
    const chips = page.getByRole("list", { name: "Trending topics" }).getByTestId("topic-chip");
    expect(await chips.count()).toBeGreaterThan(3);
    expect(await chips.count()).toBeLessThanOrEqual(12);
    expect(await chips.first().getAttribute("href")).toMatch(/^\/content\/topics\/[0-9a-f-]{36}$/);

    const popular = page.getByRole("feed", { name: "Popular articles" });
    await expect.poll(() => popular.getByTestId("content-item").count()).toBe(20);
    await visible(page.getByRole("region", { name: "Trending feeds" }).getByRole("article").first());
    await expectNoSeriousViolations(page);
    await shot("discover");
  });

  it("changes Discover's sort and remembers it in discoverContentFeed", async () => {
    await page.goto(`${h.base}/`);
    await page.getByTestId("sort-menu").click();
    await page.getByRole("menuitemradio", { name: "Newest" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBe("newest");
    await visible(page.getByRole("button", { name: "Sort: Newest" }));
    const settings = async () => (await gql(`query { viewer { settings { discoverContentFeed } } }`)).viewer.settings.discoverContentFeed;
    await expect.poll(settings).toMatchObject({ sortBy: "newest" });
    // The next visit without ?sort opens in the saved sort (the server reads the setting).
    await page.goto(`${h.base}/`);
    await visible(page.getByRole("button", { name: "Sort: Newest" }));
    await page.getByTestId("sort-menu").click();
    await page.getByRole("menuitemradio", { name: "Popular" }).click();
    await expect.poll(settings).toMatchObject({ sortBy: "popular" });
  });
});

describe("a story", () => {
  let storyPath = "";

  it("opens from the hero with its summary, pictures and items grouped by publisher", async () => {
    await page.goto(`${h.base}/`);
    const link = page.locator('[data-testid="hero-slide"][data-active] [data-testid="hero-story-link"]');
    const title = (await link.textContent())!.trim();
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/stories\/[0-9a-f-]{36}$/);
    storyPath = new URL(page.url()).pathname;
    await visible(heading(title));
    await visible(page.getByTestId("story-bullets").getByRole("listitem").first());

    const storyId = storyPath.split("/").pop()!;
    const story = await h.t.db.story.findUniqueOrThrow({ where: { id: storyId } });
    // One section per publisher (site), every item of the story under one of them.
    const publishers = page.getByTestId("publisher");
    await expect.poll(() => publishers.count()).toBe(story.siteCount);
    expect(await page.getByRole("region", { name: "Coverage" }).getByTestId("content-item").count()).toBe(story.itemCount);
    await visible(page.getByText(`${story.itemCount} articles from ${story.siteCount} sources`).first());
    // Its pictures in the media carousel (the hero first); topics as chips.
    await visible(page.getByRole("region", { name: `Pictures and videos of ${title}` }));
    expect(await page.getByRole("list", { name: `Topics of ${title}` }).getByTestId("topic-chip").count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(page);
    await shot("story");
  });

  it("opens an item over the story, previous and next walking the story's items, Escape going back", async () => {
    await page.goto(`${h.base}${storyPath}`);
    const items = page.getByRole("region", { name: "Coverage" }).getByTestId("content-item-title");
    await visible(items.first());
    const titles = (await items.allTextContents()).map((t) => t.trim());
    await items.first().click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: titles[0] }));
    expect(new URL(page.url()).pathname).toMatch(/^\/content\/[0-9a-f-]{36}$/);
    // The story stays underneath.
    await visible(page.getByTestId("story-page"));
    await dialog.getByRole("button", { name: /next/i }).first().click();
    await visible(dialog.getByRole("heading", { name: titles[1] }));
    // The item's topics as chips (12 at most).
    const chips = dialog.getByTestId("topic-chip");
    await visible(chips.first());
    expect(await chips.count()).toBeLessThanOrEqual(12);
    await expectNoSeriousViolations(page, { include: '[role="dialog"]' });
    await page.keyboard.press("Escape");
    await gone(page.getByRole("dialog"));
    expect(new URL(page.url()).pathname).toBe(storyPath);
  });

  it("follows an item's topic chip to the topic page: stats, the topic's items, its stories", async () => {
    await page.goto(`${h.base}${storyPath}`);
    // A chip's context menu (spec: contentItemTopic) offers the topic, its stories and its properties.
    const storyChip = page.getByTestId("story-page").getByTestId("topic-chip").first();
    await storyChip.click({ button: "right" });
    const menu = page.getByRole("menu", { name: /actions$/ });
    await visible(menu);
    expect((await menu.getByRole("menuitem").allTextContents()).map((t) => t.trim())).toEqual(["Open topic", "Stories about this topic", "Properties"]);
    await page.keyboard.press("Escape");
    await gone(menu);
    await page.getByRole("region", { name: "Coverage" }).getByTestId("content-item-title").first().click();
    const chip = page.getByRole("dialog").getByTestId("topic-chip").first();
    await visible(chip);
    const topicId = (await chip.getAttribute("href"))!.split("/").pop()!;
    const topic = await h.t.db.topic.findUniqueOrThrow({ where: { id: topicId }, include: { stats: true } });
    await chip.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/content/topics/${topicId}`);
    await visible(heading(topic.name.replace(/_/g, " ")));
    await expect.poll(() => page.getByTestId("posts-week").textContent()).toBe(String(topic.stats!.postsLastWeek));
    // The topic's items in the reading list's layouts; in cards each shows its own chips, this topic among them.
    await page.goto(`${h.base}/content/topics/${topicId}?layout=cards`);
    const list = page.getByTestId("content-list");
    await visible(list.getByTestId("content-item").first());
    const firstCardChips = list.getByTestId("content-item").first().getByTestId("topic-chip");
    await expect.poll(() => firstCardChips.count()).toBeGreaterThan(0);
    expect(await firstCardChips.count()).toBeLessThanOrEqual(3);
    // No read filter and no mark as read on a topic (spec part 2 section 9).
    expect(await page.getByTestId("read-filter-menu").count()).toBe(0);
    expect(await page.getByTestId("mark-read-menu").count()).toBe(0);
    await expectNoSeriousViolations(page);
    await shot("topic");

    await page.getByRole("link", { name: `Stories about ${topic.name.replace(/_/g, " ")}` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("topic")).toBe(topic.name);
    await visible(heading(`Stories about ${topic.name.replace(/_/g, " ")}`));
    await visible(page.getByTestId("story-card").first());
  });
});

describe("stories list", () => {
  it("shows 20 stories a page in cards about 350 px wide, loading the rest near the end", async () => {
    await page.goto(`${h.base}/stories?sort=top-week`);
    await visible(heading("Stories"));
    const cards = page.getByTestId("story-card");
    const total = await h.t.db.story.count({ where: { shownAt: { not: null }, mergedIntoId: null } });
    expect(total).toBeGreaterThan(20);
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(20);
    // Cards fill the width in as many columns of at least 350 px as fit (16 px apart).
    const widths = await cards.evaluateAll((els) => els.slice(0, 4).map((e) => e.getBoundingClientRect().width));
    const listWidth = await page.getByTestId("story-list").evaluate((e) => e.getBoundingClientRect().width);
    const columns = Math.floor((listWidth + 16) / (350 + 16));
    expect(columns).toBeGreaterThanOrEqual(2);
    for (const w of widths) expect(Math.abs(w - (listWidth - 16 * (columns - 1)) / columns)).toBeLessThan(2);
    await page.getByTestId("stories-end").or(page.getByRole("button", { name: "Load more" })).first().scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBe(total);
    await visible(page.getByTestId("stories-end"));
    await expectNoSeriousViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot("stories-cards");
  });

  it("switches to magazine (no list or article layouts) and remembers it in discoverStoriesFeed", async () => {
    await page.goto(`${h.base}/stories`);
    await page.getByTestId("layout-menu").click();
    const options = await page.getByRole("menuitemradio").allTextContents();
    expect(options.map((o) => o.trim())).toEqual(["Cards", "Cards large", "Magazine", "Compact"]);
    await page.getByRole("menuitemradio", { name: "Magazine" }).click();
    await expect.poll(() => page.getByTestId("story-list").getAttribute("data-layout")).toBe("magazine");
    await expect.poll(async () => (await gql(`query { viewer { settings { discoverStoriesFeed } } }`)).viewer.settings.discoverStoriesFeed).toMatchObject({ layoutView: "magazine" });
    await page.goto(`${h.base}/stories`);
    await expect.poll(() => page.getByTestId("story-list").getAttribute("data-layout")).toBe("magazine");
    await shot("stories-magazine");
    await page.goto(`${h.base}/stories?layout=list`);
    await expect.poll(() => page.getByTestId("story-list").getAttribute("data-layout")).toBe("magazine");
  });
});

describe("not found", () => {
  it("says 'Story Not Found' and 'Topic ID not found'", async () => {
    await page.goto(`${h.base}/stories/00000000-0000-7000-8000-000000000000`);
    await visible(heading("Story Not Found"));
    await page.goto(`${h.base}/stories/not-a-story`);
    await visible(heading("Story Not Found"));
    await page.goto(`${h.base}/content/topics/00000000-0000-7000-8000-000000000000`);
    await visible(heading("Topic ID not found"));
    await page.goto(`${h.base}/content/topics/nope`);
    await visible(heading("Topic ID not found"));
    await expectNoSeriousViolations(page);
  });
});

describe("topic index and the admin topic modal", () => {
  it("searches the topic index as the reader types", async () => {
    await page.goto(`${h.base}/content/topics`);
    await visible(heading("Topics"));
    const rows = page.getByTestId("topic-row");
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
    // By score, highest first.
    const top = await h.t.db.topic.findFirstOrThrow({ where: { aliasedToId: null }, orderBy: { stats: { score: "desc" } }, include: { stats: true } });
    const best = await h.t.db.topic.findMany({ where: { aliasedToId: null, stats: { score: top.stats!.score } }, select: { name: true } });
    expect(best.map((t) => t.name.replace(/_/g, " "))).toContain(await rows.first().getByRole("link").textContent());
    await page.getByRole("searchbox", { name: "Search topics" }).fill("Okafor");
    await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe("Okafor");
    await expect.poll(async () => (await rows.allTextContents()).every((t) => /okafor/i.test(t))).toBe(true);
    expect(await rows.count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(page);
    await shot("topics");
  });

  it("lets an admin alias one topic to another from the Library's Topics tab, and nobody else", async () => {
    // Not an admin yet: the modal says so.
    const [target, alias] = await h.t.db.topic.findMany({ where: { aliasedToId: null, aliases: { none: {} } }, orderBy: { stats: { score: "desc" } }, take: 2 });
    await page.goto(`${h.base}/admin/topics/${target!.id}`);
    await visible(page.getByRole("dialog").getByText("Topic aliasing is for administrators."));

    const session = await h.session();
    await h.t.db.user.update({ where: { id: session!.user.id }, data: { isAdmin: true } });
    await page.goto(`${h.base}/library#topics`);
    await visible(page.getByRole("tab", { name: "Topics", selected: true }));
    await page.getByRole("searchbox", { name: "Search topics by name" }).fill(target!.name.replace(/_/g, " "));
    const row = page.getByTestId("topic-row").filter({ hasText: target!.name.replace(/_/g, " ") }).first();
    await visible(row);
    await row.getByRole("link").first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/admin/topics/${target!.id}`);
    const dialog = page.getByRole("dialog", { name: "Topic" });
    await visible(dialog.getByTestId("topic-aliases"));
    await visible(dialog.getByText(/No topic is aliased to/));

    await dialog.getByRole("searchbox", { name: "Find topics to alias" }).fill(alias!.name.replace(/_/g, " "));
    const candidate = dialog.getByTestId("alias-candidates").getByRole("checkbox", { name: alias!.name.replace(/_/g, " "), exact: true });
    await visible(candidate);
    await expectNoSeriousViolations(page, { include: '[role="dialog"]' });
    await candidate.click({ force: true });
    await visible(page.getByText("Topic aliases updated"));
    await expect.poll(async () => (await h.t.db.topic.findUniqueOrThrow({ where: { id: alias!.id } })).aliasedToId).toBe(target!.id);
    await visible(dialog.getByRole("list", { name: /Aliases of/ }).getByRole("checkbox", { name: alias!.name.replace(/_/g, " "), exact: true }));
    await shot("admin-topic");

    // The alias's page says whose alias it is; its properties switch it back off.
    await page.goto(`${h.base}/content/topics/${alias!.id}/properties`);
    const props = page.getByRole("dialog", { name: "Topic properties" });
    await visible(props.getByText(/is an alias of/));
    // Toggled from the keyboard, as a keyboard user would: a click on the switch's visually hidden input can land
    // while the dialog is still opening and be refused as outside the viewport.
    const aliasSwitch = props.getByRole("checkbox", { name: `Aliased to ${target!.name.replace(/_/g, " ")}` });
    await aliasSwitch.focus();
    await page.keyboard.press("Space");
    await expect.poll(async () => (await h.t.db.topic.findUniqueOrThrow({ where: { id: alias!.id } })).aliasedToId).toBeNull();
    await visible(props.getByText(/No topic is aliased to/));
    await h.t.db.user.update({ where: { id: session!.user.id }, data: { isAdmin: false } });
  });
});

describe("carousels", () => {
  let context: BrowserContext;
  let clockPage: Page;

  beforeAll(async () => {
    // A page of its own on a fake clock: 8 and 10 seconds pass in an instant, and exactly.
    context = await page.context().browser()!.newContext({ viewport: { width: 1280, height: 900 } });
    await context.clock.install();
    clockPage = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("advances the hero every 8 s on wide screens, unless hovered, paused or on a phone", async () => {
    await clockPage.goto(`${h.base}/`);
    await visible(heroSlides(clockPage).first());
    await clockPage.mouse.move(5, 890);
    expect(await shownSlideLabel(clockPage, "hero-slide")).toBe("1 of 10");
    await clockPage.clock.runFor(7_000);
    expect(await shownSlideLabel(clockPage, "hero-slide")).toBe("1 of 10");
    await clockPage.clock.runFor(1_500);
    await expect.poll(() => shownSlideLabel(clockPage, "hero-slide")).toBe("2 of 10");

    // Hovered: it holds.
    await clockPage.getByRole("region", { name: "Top stories" }).hover();
    await clockPage.clock.runFor(20_000);
    expect(await shownSlideLabel(clockPage, "hero-slide")).toBe("2 of 10");
    await clockPage.mouse.move(5, 890);
    await clockPage.clock.runFor(8_500);
    await expect.poll(() => shownSlideLabel(clockPage, "hero-slide")).toBe("3 of 10");

    // Paused by the reader: it holds until played again.
    await clockPage.getByRole("button", { name: "Stop the story rotation" }).click();
    await clockPage.mouse.move(5, 890);
    await clockPage.keyboard.press("Tab");
    await clockPage.clock.runFor(20_000);
    expect(await shownSlideLabel(clockPage, "hero-slide")).toBe("3 of 10");
    await clockPage.getByRole("button", { name: "Start the story rotation" }).click();

    // On a phone it never advances by itself; the buttons still move it.
    await clockPage.setViewportSize({ width: 390, height: 844 });
    await clockPage.mouse.move(5, 5);
    await clockPage.clock.runFor(20_000);
    expect(await shownSlideLabel(clockPage, "hero-slide")).toBe("3 of 10");
    await clockPage.getByRole("button", { name: "Next story" }).click();
    expect(await shownSlideLabel(clockPage, "hero-slide")).toBe("4 of 10");
    await clockPage.getByRole("button", { name: "Previous story" }).click();
    await clockPage.getByRole("button", { name: "Previous story" }).click();
    expect(await shownSlideLabel(clockPage, "hero-slide")).toBe("2 of 10");
    await clockPage.setViewportSize({ width: 1280, height: 900 });
  });

  it("advances a story's media carousel every 10 s, on phones too", async () => {
    const story = await h.t.db.story.findFirstOrThrow({ where: { shownAt: { not: null }, mergedIntoId: null }, orderBy: { itemCount: "desc" } });
    await clockPage.goto(`${h.base}/stories/${story.id}`);
    const media = clockPage.getByTestId("media-carousel");
    await visible(media);
    await clockPage.mouse.move(5, 5);
    const count = await media.getByTestId("media-slide").count();
    expect(count).toBeGreaterThan(1);
    expect(await shownSlideLabel(clockPage, "media-slide")).toBe(`1 of ${count}`);
    await clockPage.clock.runFor(9_000);
    expect(await shownSlideLabel(clockPage, "media-slide")).toBe(`1 of ${count}`);
    await clockPage.clock.runFor(1_500);
    await expect.poll(() => shownSlideLabel(clockPage, "media-slide")).toBe(`2 of ${count}`);
    await clockPage.setViewportSize({ width: 390, height: 844 });
    await clockPage.mouse.move(5, 5);
    await clockPage.clock.runFor(10_500);
    await expect.poll(() => shownSlideLabel(clockPage, "media-slide")).toBe(`${(2 % count) + 1} of ${count}`);
  });
});

describe("themes", () => {
  it("keeps every stories and topics screen accessible in the four themes (screenshots at desktop and phone sizes)", async () => {
    const story = await h.t.db.story.findFirstOrThrow({ where: { shownAt: { not: null }, mergedIntoId: null }, orderBy: { score: "desc" } });
    const topic = await h.t.db.topic.findFirstOrThrow({ where: { aliasedToId: null }, orderBy: { stats: { score: "desc" } } });
    const screens: Array<[string, string, () => ReturnType<Page["getByTestId"]>]> = [
      ["discover", "/", () => heroSlides().first()],
      ["stories", "/stories?layout=cards", () => page.getByTestId("story-card").first()],
      ["story", `/stories/${story.id}`, () => page.getByTestId("publisher").first()],
      ["topics", "/content/topics", () => page.getByTestId("topic-row").first()],
      ["topic", `/content/topics/${topic.id}?layout=magazine`, () => page.getByTestId("content-item").first()],
    ];
    for (const theme of ["obsidian", "slate", "pearl", "snow"]) {
      const d = await gql(`mutation($input: AppSettingsInput!) { updateAppSettings(input: $input) { __typename } }`, { input: { theme } });
      expect(d.updateAppSettings.__typename).not.toMatch(/Error/);
      for (const [name, to, ready] of screens) {
        await page.goto(`${h.base}${to}`);
        await visible(ready());
        await expectNoSeriousViolations(page).catch((e: Error) => {
          throw new Error(`${theme} ${name}: ${e.message}`);
        });
        await shot(`${theme}-${name}`);
      }
    }
  });
});
