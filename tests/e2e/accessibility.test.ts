import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../setup/axe.js";
import { CORPUS_DIR } from "../setup/corpus.js";
import { serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// Accessibility of every page and dialog, in every theme: axe-core (from npm, injected into the page) must find no
// serious or critical violation. The built web app on the real API and PostgreSQL, in Chromium; the reading list
// is a guest's, with folders and subscriptions to corpus feeds served by a real HTTP server on 127.0.0.1 (their
// pictures point at an image of the app's own origin, which the page's CSP allows), items dated recently, with
// scores and tags, so every list shows what a reader would see.
let h: E2eHarness;
let page: Page;
let feeds: Awaited<ReturnType<typeof serveLocally>>;

/** Set E2E_SCREENSHOTS=<folder> to keep a PNG of every screen checked. */
const SHOTS = process.env.E2E_SCREENSHOTS;

const THEMES = ["obsidian", "slate", "pearl", "snow"] as const;
const LAYOUTS = ["list", "compact", "magazine", "cards", "cards-large", "article"] as const;

/** Corpus feeds with pictures, authors and many items; the folder each is filed in (null: top level). */
const CORPUS = [
  { file: "rss-parser__heise.atom", folder: "News" },
  { file: "rss-parser__uolNoticias.rss", folder: "News" },
  { file: "rss-parser__reddit.rss", folder: "Tech" },
  { file: "miniflux__parser__testdata__small_atom.xml", folder: "Tech" },
  { file: "rss-parser__craigslist.rss", folder: null },
  { file: "miniflux__parser__testdata__large_rss.xml", folder: null },
] as const;

interface Fixture {
  folders: Record<string, { id: string; folderId: string }>;
  subscriptionId: string;
  feedId: string;
  contentItemId: string;
  tagId: string;
  feedTagId: string;
}
let fx: Fixture;

beforeAll(async () => {
  let appBase = "";
  feeds = await serveLocally((req, res) => {
    const file = CORPUS.find((c) => req.url === `/${c.file}`)?.file;
    if (!file) return void res.writeHead(404).end();
    // Pictures on other hosts cannot load on this closed network: they point at an image the app serves itself.
    const body = readFileSync(path.join(CORPUS_DIR, "feeds", file), "utf8").replace(
      /https?:\/\/[^\s"'<>]+?\.(?:jpe?g|png|gif|webp)(?:\?[^\s"'<>]*)?/gi,
      `${appBase}/favicon.svg`,
    );
    res.writeHead(200, { "content-type": file.endsWith(".atom") ? "application/atom+xml" : "application/rss+xml" }).end(body);
  });
  h = await startE2e(undefined, {
    FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
    TIER_LIMITS: JSON.stringify({ guest: { maxSubscriptions: 100, maxNewFeedsPerWeek: 100, maxSubscriptionTags: 20 } }),
  });
  appBase = h.base;
  page = h.page;
  await page.goto(`${h.base}/`);
  await h.token();
  fx = await seed();
}, 180_000);

afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

// A failed step leaves a picture of the page behind.
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== "fail" || !page) return;
  const dir = SHOTS ?? "test-results/screenshots";
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `failed-${ctx.task.name.replace(/\W+/g, "-")}.png`) }).catch(() => {});
});

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const res = await h.t.gql(query, variables, await h.token());
  if (res.errors?.length) throw new Error(JSON.stringify(res.errors));
  return res.data;
}

/** Folders, subscriptions to the corpus feeds (fetched for real), recent dates, scores, tags and a bundle. */
async function seed(): Promise<Fixture> {
  const folders: Fixture["folders"] = {};
  for (const name of ["News", "Tech"]) {
    const d = await gql(`mutation($input: CreateFolderInput!) { createFolder(input: $input) { ... on FolderPayload { folder { id folderId } } } }`, {
      input: { name },
    });
    folders[name] = d.createFolder.folder;
  }
  let subscriptionId = "";
  for (const c of CORPUS) {
    const d = await gql(
      `mutation($input: SubscribeInput!) { subscribe(input: $input) { __typename ... on SubscriptionPayload { subscription { subscriptionId } } ... on Error { message } } }`,
      { input: { url: `${feeds.base}/${c.file}`, folderId: c.folder ? folders[c.folder]!.id : null } },
    );
    const sub = d.subscribe.subscription;
    if (!sub) throw new Error(`could not follow ${c.file}: ${JSON.stringify(d.subscribe)}`);
    subscriptionId ||= sub.subscriptionId;
  }
  // Every feed's first fetch has stored its items.
  const urls = CORPUS.map((c) => `${feeds.base}/${c.file}`);
  // (a plain wait: expect.poll belongs in tests, not in beforeAll)
  for (const deadline = Date.now() + 60_000; ; ) {
    const fetched = await h.t.db.feed.findMany({ where: { url: { in: urls } }, select: { _count: { select: { items: true } } } });
    if (fetched.filter((f) => f._count.items > 0).length === CORPUS.length) break;
    if (Date.now() > deadline) throw new Error("The corpus feeds were not fetched within 60 s");
    await new Promise((r) => setTimeout(r, 200));
  }

  // Corpus items are years old (read by the keep-unread window): date them within the last days, give the Reddit
  // ones scores and comment counts, so lists show unread items, ages and points.
  const items = await h.t.db.contentItem.findMany({ orderBy: [{ feedId: "asc" }, { publishedAt: "desc" }], select: { id: true, feedId: true, feed: { select: { url: true } } } });
  const now = Date.now();
  for (const [i, item] of items.entries()) {
    const at = new Date(now - (i % 40) * 3_600_000 - i * 60_000);
    const reddit = item.feed.url.includes("reddit");
    await h.t.db.contentItem.update({
      where: { id: item.id },
      data: { publishedAt: at, sortAt: at, ...(reddit ? { score: [12, 340, 5600, 81][i % 4], commentCount: (i * 7) % 90 } : {}) },
    });
  }
  const subscribed = await h.t.db.feed.findFirstOrThrow({ where: { url: `${feeds.base}/${CORPUS[0].file}` } });
  const first = await h.t.db.contentItem.findFirstOrThrow({ where: { feedId: subscribed.id }, orderBy: { sortAt: "desc" } });

  const tag = await gql(
    `mutation($input: CreateContentItemTagInput!) { createContentItemTag(input: $input) { __typename ... on ContentItemTagPayload { contentItemTag { id contentItemTagId } } ... on Error { message } } }`,
    { input: { name: "Research", showInSidebar: true } },
  );
  const tagId = tag.createContentItemTag.contentItemTag.contentItemTagId as string;
  const tagged = await h.t.db.contentItem.findMany({ orderBy: { sortAt: "desc" }, take: 6 });
  for (const [i, item] of tagged.entries()) {
    const contentItemId = Buffer.from(`ContentItem:${item.id}`).toString("base64");
    await gql(`mutation($input: ContentItemTaggingInput!) { tagContentItem(input: $input) { __typename } }`, {
      input: i % 2 ? { contentItemId, contentItemTagSlug: "read-later" } : { contentItemId, contentItemTagId: tag.createContentItemTag.contentItemTag.id },
    });
  }

  const feedTag = await h.t.db.feedTag.create({
    data: { name: "Starter pack", description: "Feeds to start with.", feeds: { create: [{ feedId: subscribed.id, position: 0 }] } },
  });
  return { folders, subscriptionId, feedId: subscribed.id, contentItemId: first.id, tagId, feedTagId: feedTag.id };
}

/**
 * Waits for the page to come to rest: nothing loading (aria-busy), no finite animation running (dialogs and menus
 * fade in), fonts loaded.
 */
async function settle(p: Page = page) {
  await p
    .waitForFunction(
      () =>
        document.fonts.status === "loaded" &&
        !document.querySelector('[aria-busy="true"]') &&
        document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** What axe found on each screen checked in a test, for one assertion at its end (every screen gets reported). */
let found: string[] = [];

async function audit(name: string, p: Page = page) {
  await settle(p);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await p.screenshot({ path: path.join(SHOTS, `a11y-${name.replace(/\W+/g, "-")}.png`) });
  }
  const violations = await seriousViolations(p);
  if (violations.length) found.push(`${name}:\n${describeViolations(violations)}`);
}

function expectNothingFound() {
  const report = found.join("\n\n");
  found = [];
  if (report) throw new Error(`axe found serious or critical violations:\n${report}`);
}

/**
 * The focused element's focus indicator: its outline's style and width, and the contrast of the outline's colour
 * with the background it is drawn on (the first opaque background outside the element for an outline drawn
 * outside it, inside it for an inset one).
 */
async function focusRing(p: Page = page, selector?: string) {
  return p.evaluate((selector) => {
    const el = (selector ? document.querySelector(selector) : document.activeElement) as HTMLElement | null;
    if (!el || el === document.body) return null;
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(el);
    const inset = parseFloat(style.outlineOffset) < 0;
    let node: HTMLElement | null = inset ? el : el.parentElement;
    let bg = "rgb(255, 255, 255)";
    for (; node; node = node.parentElement) {
      const c = getComputedStyle(node).backgroundColor;
      if (rgb(c).length === 3 || rgb(c)[3] === 1) {
        bg = c;
        break;
      }
    }
    const [a, b] = [lum(style.outlineColor), lum(bg)].sort((x, y) => y - x);
    return {
      element: `${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""} "${(el.textContent ?? "").trim().slice(0, 30)}"`,
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      contrast: Math.round(((a! + 0.05) / (b! + 0.05)) * 100) / 100,
    };
  }, selector);
}

async function setTheme(theme: string) {
  const d = await gql(`mutation($input: AppSettingsInput!) { updateAppSettings(input: $input) { __typename } }`, { input: { theme } });
  expect(d.updateAppSettings.__typename).not.toMatch(/Error/);
}

async function open(pathname: string, ready: Locator) {
  await page.goto(`${h.base}${pathname}`);
  await visible(ready, 20_000);
}

const nav = () => page.getByRole("navigation", { name: "Main navigation" });
const treeItem = (name: RegExp) => nav().getByRole("tree").getByRole("treeitem", { name });
const items = () => page.getByTestId("content-item");
const dialog = (name: string | RegExp) => page.getByRole("dialog", { name });
const heading = (name: string | RegExp) => page.getByRole("heading", { name, level: 1 });

async function closeDialog() {
  await page.keyboard.press("Escape");
  await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
}

async function contextMenuOn(target: Locator) {
  await target.click({ button: "right" });
  await visible(page.getByRole("menu"));
}

/** Discover, feeds, bundles, settings, the sign-in and static pages, placeholders and Not Found. */
async function otherPages(theme: string) {
  await open("/", heading("Discover New Content"));
  await audit(`${theme} /`);

  for (const [tab, ready] of [
    ["rss", page.getByRole("heading", { name: "Popular feeds" })],
    ["reddit", page.getByRole("tabpanel").getByText(/Follow subreddits and people|Popular on Reddit/)],
    ["import", page.getByText("Choose an OPML file")],
  ] as const) {
    await open(`/feeds#${tab}`, ready);
    await audit(`${theme} /feeds#${tab}`);
  }
  await open(`/feeds/${fx.feedId}`, page.getByRole("tab", { name: "General" }));
  await visible(page.getByRole("tab", { name: "General", selected: true }));
  await audit(`${theme} /feeds/{id}#general`);
  await open(`/feeds/${fx.feedId}#fetchLog`, page.getByRole("tab", { name: "Fetch Log", selected: true }));
  await audit(`${theme} /feeds/{id}#fetchLog`);
  await open(`/feeds/tags/${fx.feedTagId}`, heading("Starter pack"));
  await audit(`${theme} /feeds/tags/{id}`);

  for (const tab of ["appearance", "settings", "profile", "importExport"]) {
    await open(`/settings#${tab}`, heading("Settings"));
    await visible(page.getByRole("tabpanel"));
    await audit(`${theme} /settings#${tab}`);
  }

  for (const [slug, ready] of [
    ["login", heading(/Log ?in/i)],
    ["register", heading(/Register|Create/i)],
    ["forgot", heading(/Forgot|Reset/i)],
    ["reset?token=not-a-token", page.locator("main h1, main h2").first()],
    ["verify?token=not-a-token", page.locator("main h1, main h2").first()],
    ["about", heading(/About/i)],
    ["privacy-policy", heading(/Privacy/i)],
    ["terms-of-service", heading(/Terms/i)],
    ["upgrade", page.locator("main h1, main h2").first()],
    ["profile", page.locator("main h1, main h2").first()],
    ["no-such-page", page.locator("main h1, main h2").first()],
  ] as const) {
    await open(`/pages/${slug}`, ready);
    await audit(`${theme} /pages/${slug}`);
  }
  await open(`/library`, heading("Library"));
  await audit(`${theme} /library`);
  await open(`/stories`, heading("Stories"));
  await audit(`${theme} /stories`);
  await open(`/no-such-page`, page.locator("main h1").first());
  await audit(`${theme} Not Found`);
}

/** Every item list (each layout), an item as a page and as a modal, and the properties modals. */
async function readingPages(theme: string) {
  for (const layout of LAYOUTS) {
    await open(`/subscriptions/all?layout=${layout}`, items().first());
    await audit(`${theme} /subscriptions/all?layout=${layout}`);
  }
  await open(`/subscriptions/${fx.subscriptionId}`, items().first());
  await audit(`${theme} /subscriptions/{id}`);
  await open(`/folders/${fx.folders.News!.folderId}`, items().first());
  await audit(`${theme} /folders/{id}`);
  await open(`/content/tags/read-later`, items().first());
  await audit(`${theme} /content/tags/read-later`);
  await open(`/content/tags/${fx.tagId}`, items().first());
  await audit(`${theme} /content/tags/{id}`);
  await open(`/content`, items().first());
  await audit(`${theme} /content`);

  await open(`/content/${fx.contentItemId}`, page.getByTestId("content-item-view"));
  await audit(`${theme} /content/{id} (page)`);
  await open(`/subscriptions/all?layout=compact`, items().first());
  await items().first().getByTestId("content-item-title").click();
  await visible(page.getByTestId("content-item-modal").getByTestId("content-item-view"));
  await audit(`${theme} /content/{id} (modal)`);
  await closeDialog();

  await open(`/content/${fx.contentItemId}/properties`, dialog(/Properties|properties/));
  await audit(`${theme} /content/{id}/properties`);
  await open(`/subscriptions/${fx.subscriptionId}/properties`, page.getByRole("dialog"));
  await audit(`${theme} /subscriptions/{id}/properties`);
  await open(`/folders/${fx.folders.News!.folderId}/properties`, page.getByRole("dialog"));
  await audit(`${theme} /folders/{id}/properties`);
  await open(`/content/tags/${fx.tagId}/properties`, page.getByRole("dialog"));
  await audit(`${theme} /content/tags/{id}/properties`);
  await open(`/content/tags/read-later/properties`, page.getByRole("dialog"));
  await audit(`${theme} /content/tags/read-later/properties`);
}

async function dialogs(theme: string) {
  await open(`/subscriptions/all?layout=compact`, items().first());
  await visible(treeItem(/^News/));

  // The reading list's menu, and its dialogs.
  await nav().getByRole("button", { name: "Subscription actions" }).click();
  await visible(page.getByRole("menu"));
  await audit(`${theme} subscriptions menu`);
  await page.getByRole("menuitem", { name: "Add subscription…" }).click();
  await visible(dialog("Add subscription"));
  await audit(`${theme} add subscription dialog`);
  await closeDialog();
  await nav().getByRole("button", { name: "Subscription actions" }).click();
  await page.getByRole("menuitem", { name: "New folder…" }).click();
  await visible(dialog("New folder"));
  await audit(`${theme} new folder dialog`);
  await closeDialog();

  // A subscription's context menu and its dialogs.
  const sub = treeItem(/large|Craigslist|RSS/i).first();
  await contextMenuOn(sub);
  await audit(`${theme} subscription context menu`);
  await page.getByRole("menuitem", { name: "Move to folders…" }).click();
  await visible(page.getByRole("dialog"));
  await audit(`${theme} move subscription dialog`);
  await closeDialog();
  await contextMenuOn(sub);
  await page.getByRole("menuitem", { name: "Unsubscribe" }).click();
  await visible(page.getByRole("dialog"));
  await audit(`${theme} delete subscription dialog`);
  await closeDialog();

  // A folder's context menu and its delete dialog.
  await contextMenuOn(treeItem(/^Tech/));
  await audit(`${theme} folder context menu`);
  await page.getByRole("menuitem", { name: "Delete folder…" }).click();
  await visible(page.getByRole("dialog"));
  await audit(`${theme} delete folder dialog`);
  await closeDialog();

  // The user menu, an item's tag picker and the list's mark-as-read menu.
  await page.getByRole("button", { name: "User menu" }).click();
  await visible(page.getByRole("menu"));
  await audit(`${theme} user menu`);
  await page.keyboard.press("Escape");
  await items().first().hover();
  await items().first().getByRole("button", { name: /^Tags/ }).click();
  await visible(page.getByRole("textbox", { name: "Search or create a tag" }));
  await audit(`${theme} tag picker`);
  await page.keyboard.press("Escape");
  await page.getByTestId("mark-read-menu").click();
  await visible(page.getByRole("menuitem", { name: "Mark all as read" }));
  await audit(`${theme} mark-as-read menu`);
  await page.keyboard.press("Escape");
}

describe("accessibility", () => {
  for (const theme of THEMES) {
    it(`finds no serious or critical violation on any list, item or properties page in ${theme}`, async () => {
      await setTheme(theme);
      await readingPages(theme);
      expectNothingFound();
    });

    it(`finds no serious or critical violation on any other page in ${theme}`, async () => {
      await setTheme(theme);
      await otherPages(theme);
      expectNothingFound();
    });

    it(`finds no serious or critical violation in any dialog or menu in ${theme}`, async () => {
      await setTheme(theme);
      await dialogs(theme);
      expectNothingFound();
    });
  }

  it("walks the list and the drawer by keyboard with a visible focus ring of 3:1 or more in every theme", async () => {
    for (const theme of THEMES) {
      await setTheme(theme);
      await open(`/subscriptions/all?layout=compact`, items().first());
      const rings: Array<Awaited<ReturnType<typeof focusRing>>> = [];

      // The list is a feed: articles named by their titles, placed in the list, the selected one current and focused.
      const feed = page.getByRole("feed", { name: "Articles" });
      expect(await feed.getAttribute("aria-busy")).toBe("false");
      const articles = feed.getByRole("article");
      expect(await articles.nth(1).getAttribute("aria-posinset")).toBe("2");
      expect(Number(await articles.nth(1).getAttribute("aria-setsize"))).not.toBe(0);
      expect(await articles.nth(0).getAttribute("aria-current")).toBeNull();
      await page.keyboard.press("j");
      await page.keyboard.press("j");
      await expect.poll(() => articles.nth(1).getAttribute("aria-current")).toBe("true");
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-posinset"))).toBe("2");
      const title = await articles.nth(1).getByTestId("content-item-title").textContent();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-labelledby") && document.getElementById(document.activeElement.getAttribute("aria-labelledby")!)?.textContent)).toBe(title);
      rings.push(await focusRing());
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `a11y-focus-article-${theme}.png`) });
      // Tab goes into the focused article: its title link.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("content-item-title");
      rings.push(await focusRing());
      // Inside the feed, Page Down and Page Up move to the next and previous article.
      await page.keyboard.press("PageDown");
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-posinset"))).toBe("3");
      expect(await articles.nth(2).getAttribute("aria-current")).toBe("true");
      await page.keyboard.press("PageUp");
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-posinset"))).toBe("2");

      // The drawer's tree: tree items only (no button inside), a folder owns its group of level-2 items.
      const tree = nav().getByRole("tree", { name: "Subscriptions and folders" });
      expect(await tree.getByRole("button").count()).toBe(0);
      const news = treeItem(/^News/);
      if ((await news.getAttribute("aria-expanded")) !== "true") {
        await news.focus();
        await page.keyboard.press("ArrowRight");
      }
      await expect.poll(() => news.getAttribute("aria-expanded")).toBe("true");
      const group = page.locator(`#${await news.getAttribute("aria-owns")}`);
      expect(await group.getAttribute("role")).toBe("group");
      await visible(group.getByRole("treeitem").first());
      expect(await group.getByRole("treeitem").first().getAttribute("aria-level")).toBe("2");
      // One tab stop in the tree (roving tabindex).
      expect(await tree.locator("[role=treeitem][tabindex='0']").count()).toBe(1);
      // Shift+Down walks the drawer from the page; the entry shows its ring.
      await page.locator("main").click({ position: { x: 5, y: 5 } });
      await page.keyboard.press("Shift+ArrowDown");
      await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("nav")))).toBe(true);
      rings.push(await focusRing());
      await news.focus();
      rings.push(await focusRing());
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `a11y-focus-drawer-${theme}.png`) });
      // A plain button and a text field.
      await page.getByRole("button", { name: "Refresh" }).focus();
      rings.push(await focusRing());
      await page.getByRole("button", { name: /user menu/i }).focus();
      rings.push(await focusRing());
      // A menu opened from the keyboard: the entry the arrow keys reach.
      await nav().getByRole("button", { name: "Subscription actions" }).focus();
      await page.keyboard.press("Enter");
      await visible(page.getByRole("menu"));
      await page.keyboard.press("ArrowDown");
      await visible(page.locator("[role=menuitem][data-highlighted]"));
      rings.push(await focusRing(page, "[role=menuitem][data-highlighted]"));
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `a11y-focus-menu-${theme}.png`) });
      await page.keyboard.press("Escape");

      for (const ring of rings) {
        expect(ring, theme).not.toBeNull();
        expect(ring!.style, `${theme} ${ring!.element}`).not.toBe("none");
        expect(ring!.width, `${theme} ${ring!.element}`).toBeGreaterThanOrEqual(2);
        expect(ring!.contrast, `${theme} ${ring!.element}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("finds none on a phone with the drawer open, in a dark and a light theme", async () => {
    const phone = await h.context.browser()!.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await phone.addCookies(await h.context.cookies());
      const p = await phone.newPage();
      for (const theme of ["obsidian", "snow"]) {
        await setTheme(theme);
        await p.goto(`${h.base}/subscriptions/all`);
        await visible(p.getByTestId("content-item").first(), 20_000);
        await audit(`${theme} phone list`, p);
        await p.getByRole("button", { name: "Open navigation" }).click();
        await visible(p.getByRole("navigation", { name: "Main navigation" }).getByRole("tree"));
        await audit(`${theme} phone list with the drawer open`, p);
      }
      expectNothingFound();
    } finally {
      await phone.close();
    }
  });
});
