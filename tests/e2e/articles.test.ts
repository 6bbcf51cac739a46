import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THEME_BY_ID, FONTS } from "../../web/src/ui/themes.js";
import { png } from "../fixtures/images.js";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { CORPUS_DIR } from "../setup/corpus.js";
import { serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// Issue 12, "Articles and media", on the screen: real corpus feeds (a styled Blogger feed, GitHub releases with
// only <updated>) and a small blog with http:// pictures, served by a real HTTP server on 127.0.0.1, subscribed
// to by the browser's guest through the real API, read in Chromium.
let h: E2eHarness;
let page: Page;
let site: Awaited<ReturnType<typeof serveLocally>>;
let token: string;
let userId: string;
const ids = { styled: "", pictures: "", release: "", picturesFeed: "" };
const PHOTO = png(480, 270);
const SITE_ICON = png(32, 32, [220, 80, 30]);
/** What the browser asked the publisher's server for directly (it should ask us, never them). */
const browserToSite: string[] = [];

const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

const STYLED_TITLE = "Testing on the Toilet: Keep Cause and Effect Clear";

beforeAll(async () => {
  site = await serveLocally((req, res) => {
    const send = (type: string, body: Buffer | string) => void res.writeHead(200, { "content-type": type }).end(body);
    const url = req.url ?? "/";
    if (url === "/testing-blog.atom") return send("application/atom+xml", readFileSync(path.join(CORPUS_DIR, "feeds/rss-parser__many-links.rss")));
    if (url === "/gulp-releases.atom") return send("application/atom+xml", readFileSync(path.join(CORPUS_DIR, "feeds/rss-parser__gulp-atom.atom")));
    if (url === "/blog/") return send("text/html", `<html><head><link rel="icon" href="/icon.png" sizes="32x32"></head><body>Blog</body></html>`);
    if (url === "/icon.png") return send("image/png", SITE_ICON);
    if (url === "/photo.png") return send("image/png", PHOTO);
    if (url === "/blog/feed.xml") {
      const body = `<p>An old blog still serves its pictures over plain http:</p><p><img src="${site.base}/photo.png" width="480" height="270" alt="A gradient"></p><p>The end.</p>`;
      return send("application/rss+xml", `<?xml version="1.0"?><rss version="2.0"><channel><title>Plain http blog</title><link>${site.base}/blog/</link>
        <item><guid>pic</guid><title>Pictures over http</title><link>${site.base}/blog/pic</link><pubDate>${new Date(Date.now() - 7_200_000).toUTCString()}</pubDate>
        <description>${body.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</description></item></channel></rss>`);
    }
    res.writeHead(404).end();
  });
  h = await startE2e({ width: 1280, height: 900 }, { FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", TIER_LIMITS: JSON.stringify({ guest: { maxNewFeedsPerWeek: null } }) });
  page = h.page;
  page.on("request", (r) => {
    if (r.url().startsWith(site.base)) browserToSite.push(r.url());
  });
  await page.goto(`${h.base}/`);
  token = await h.token();
  userId = (await h.session())!.user.id;

  const subscribe = async (urlPath: string) => {
    const res = await h.t.rest("POST", "/subscriptions", { token, body: { url: `${site.base}${urlPath}` } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (Object.values(res.body.subscriptions)[0] as { feedId: string }).feedId;
  };
  const styledFeed = await subscribe("/testing-blog.atom");
  const releasesFeed = await subscribe("/gulp-releases.atom");
  ids.picturesFeed = await subscribe("/blog/feed.xml");
  ids.styled = (await h.t.db.contentItem.findFirstOrThrow({ where: { feedId: styledFeed, title: STYLED_TITLE } })).id;
  ids.release = (await h.t.db.contentItem.findFirstOrThrow({ where: { feedId: releasesFeed, title: "v3.9.0" } })).id;
  ids.pictures = (await h.t.db.contentItem.findFirstOrThrow({ where: { feedId: ids.picturesFeed } })).id;
  // The site icon is looked up beside the refresh: wait for it to be stored.
  await h.t.app.services.feeds.icons.idle();
});

afterAll(async () => {
  await h?.close();
  await site?.close();
});

async function setAppearance(theme: string, fontFamily: string) {
  const res = await h.t.rest("PUT", `/users/${userId}/settings/appSettings`, { token, body: { value: { theme, fontFamily } } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** Computed styles inside the article body: every element holding text of its own, its links and code blocks. */
async function bodyStyles() {
  return page.getByTestId("item-body").evaluate((root) => {
    const css = (el: Element) => getComputedStyle(el);
    const firstFamily = (el: Element) => css(el).fontFamily.split(",")[0]!.trim().replace(/^["']|["']$/g, "");
    const ownText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
    const text = [...root.querySelectorAll("*")]
      .filter((el) => ownText(el) && !el.closest("a, pre, code, kbd, samp, blockquote, figcaption"))
      .map((el) => ({ tag: el.tagName, color: css(el).color, family: firstFamily(el), background: css(el).backgroundColor }));
    return {
      text,
      links: [...root.querySelectorAll("a")].map((a) => ({ color: css(a).color, family: firstFamily(a) })),
      pres: [...root.querySelectorAll("pre")].map((p) => ({ color: css(p).color, background: css(p).backgroundColor, family: css(p).fontFamily })),
      inlineStyles: [...root.querySelectorAll("[style]")].map((el) => el.getAttribute("style")),
    };
  });
}

const THEMES: Array<[keyof typeof THEME_BY_ID, (typeof FONTS)[number]["id"]]> = [
  ["obsidian", "roboto"],
  ["slate", "open-sans"],
  ["pearl", "lato"],
  ["snow", "poppins"],
];

describe("articles from a styled feed follow the reader's theme", () => {
  it.each(THEMES)("%s with %s: body text, links and code in the theme's font and colours, no contrast failure", async (themeId, fontId) => {
    await setAppearance(themeId, fontId);
    const theme = THEME_BY_ID[themeId];
    const font = FONTS.find((f) => f.id === fontId)!;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${h.base}/content/${ids.styled}`);
    await visible(page.getByRole("heading", { level: 1, name: STYLED_TITLE }));
    await visible(page.getByTestId("item-body").locator("pre").first());
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(themeId);

    const styles = await bodyStyles();
    // The publisher's Google Docs spans (black Arial on white) and coloured code boxes are gone.
    expect(styles.text.length).toBeGreaterThan(10);
    for (const el of styles.text) {
      expect(el, `${el.tag} text`).toMatchObject({ color: rgb(theme.palette.fg), family: font.name });
      expect(["rgba(0, 0, 0, 0)", "transparent"], `${el.tag} background`).toContain(el.background);
    }
    expect(styles.links.length).toBeGreaterThan(0);
    for (const link of styles.links) expect(link).toMatchObject({ color: rgb(theme.palette.accent), family: font.name });
    expect(styles.pres.length).toBeGreaterThan(0);
    for (const pre of styles.pres) {
      expect(pre.color).toBe(rgb(theme.palette.fg));
      expect(pre.background).toBe(rgb(theme.palette.subtle));
      expect(pre.family).toMatch(/mono/i);
    }
    for (const style of styles.inlineStyles) expect(style).not.toMatch(/color|font-family|background|width/i);

    await expectNoSeriousViolations(page, { include: "[data-testid=item-body]", rules: ["color-contrast"] });
    if (themeId === "obsidian" || themeId === "snow") await shot(`article-${themeId}-desktop`);

    // A phone: the article fits the screen (no publisher width pushes the page sideways).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (themeId === "obsidian" || themeId === "snow") await shot(`article-${themeId}-phone`);
  });
});

describe("pictures and icons over http", () => {
  it("show through our own origin; the browser never asks the publisher's server", async () => {
    await setAppearance("snow", "roboto");
    await page.setViewportSize({ width: 1280, height: 900 });
    browserToSite.length = 0;
    await page.goto(`${h.base}/content/${ids.pictures}`);
    await visible(page.getByRole("heading", { level: 1, name: "Pictures over http" }));
    const picture = page.getByTestId("item-body").locator("img");
    expect(await picture.getAttribute("src")).toBe(`${h.base}/api_v1/content/${ids.pictures}/images?url=${encodeURIComponent(`${site.base}/photo.png`)}`);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBe(480);

    const icon = page.getByTestId("item-details").locator("img").first();
    expect(await icon.getAttribute("src")).toMatch(new RegExp(`^${h.base}/api_v1/feeds/${ids.picturesFeed}/favicon\\?v=[0-9a-f]{16}$`));
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);
    await shot("article-http-picture-snow-desktop");

    // A phone: the 480 px picture is scaled into the column, keeping its shape.
    await page.setViewportSize({ width: 390, height: 844 });
    const box = await picture.boundingBox();
    expect(box!.width).toBeLessThan(390);
    expect(Math.round((box!.width / box!.height) * 100)).toBe(Math.round((480 / 270) * 100));
    await shot("article-http-picture-snow-phone");

    // The drawer's icons come from us too.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${h.base}/subscriptions/all`);
    await visible(page.getByText("Plain http blog").first());
    const drawerIcons = await page.locator(`img[src*="/api_v1/feeds/${ids.picturesFeed}/favicon"]`).count();
    expect(drawerIcons).toBeGreaterThan(0);
    expect(browserToSite).toEqual([]);
  });
});

describe("a years-old release", () => {
  it("is dated by its <updated> date, not by when it was fetched", async () => {
    await page.goto(`${h.base}/content/${ids.release}`);
    const time = page.getByTestId("item-details").locator("time");
    await visible(time);
    expect(await time.getAttribute("datetime")).toBe(new Date("2015-06-01T23:49:41+02:00").toISOString());
    expect(await time.textContent()).toMatch(/^\d+y ago$/);
  });
});
