import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { gone, serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// Full articles (issue 20 section 2) through the built web app in Chromium, the real API and PostgreSQL, and feeds
// and article pages on a local HTTP server: "Fetch full articles" turned on in a subscription's settings and the
// articles shown in the item view (with the way back to the feed's text), then "Load full article" on an item of a
// subscription that does not fetch them, a page that asks not to be kept, and one that is gone. No Temporal here:
// the api drains the queue itself.
let h: E2eHarness;
let page: Page;
let site: Awaited<ReturnType<typeof serveLocally>>;
const items: Record<string, string> = {};
let newsSubscription: { id: string; subscriptionId: string };

/** Set E2E_SCREENSHOTS=<folder> to keep a PNG of the screens at desktop and phone widths. */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const HOUR = 3_600_000;
const FEEDS: Record<string, { title: string; items: Array<[slug: string, title: string]> }> = {
  "news.xml": { title: "Valley News", items: [["weirs", "The weirs held"], ["market", "Market day returns"]] },
  "notes.xml": { title: "Field Notes", items: [["swifts", "The swifts are back"], ["private", "A page that asks not to be kept"], ["gone", "A page that is gone"]] },
};

function articlePage(slug: string, title: string, head = ""): string {
  const p = (n: number) =>
    `<p>Paragraph ${n} of “${title}”. The river authority finished the new weirs in the autumn, and the spring floods were ` +
    `their first real test: the steps held, the fish passed and the lower streets stayed dry for the first time in years.</p>`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title} | The Valley Courier</title><meta property="og:site_name" content="The Valley Courier">${head}
<script>document.title = "scripted";</script></head><body><nav><a href="/">Home</a> <a href="/news">News</a></nav>
<main><article><h1>${title}</h1><p class="byline">By Jo Marsh</p>${[1, 2, 3].map(p).join("")}<p>Full text of ${slug}, only on the page.</p>
<img src="/img/${slug}.png" alt="A picture for ${slug}" width="640" height="360"></article></main>
<aside><h3>Most read</h3><a href="/other">Something else entirely</a></aside><footer>© The Valley Courier</footer></body></html>`;
}

function rss(name: string): string {
  const feed = FEEDS[name]!;
  const entries = feed.items
    .map(([slug, title], i) =>
      `<item><guid>${slug}</guid><title>${title}</title><link>${site.base}/articles/${slug}</link>` +
      `<pubDate>${new Date(Date.now() - (i + 1) * HOUR).toUTCString()}</pubDate><description>Teaser of ${slug}: only the first lines.</description></item>`)
    .join("");
  return `<rss version="2.0"><channel><title>${feed.title}</title><link>${site.base}/</link>${entries}</channel></rss>`;
}

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cf00000301010018dd8db40000000049454e44ae426082", "hex");

beforeAll(async () => {
  site = await serveLocally((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const name = url.pathname.slice(1);
    if (FEEDS[name]) return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(rss(name));
    if (url.pathname.startsWith("/img/")) return void res.writeHead(200, { "content-type": "image/png" }).end(PNG);
    const slug = /^\/articles\/(.+)$/.exec(url.pathname)?.[1];
    const title = Object.values(FEEDS).flatMap((f) => f.items).find(([s]) => s === slug)?.[1];
    if (!slug || !title || slug === "gone") return void res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
    const head = slug === "private" ? `<meta name="robots" content="noarchive">` : "";
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(articlePage(slug, title, head));
  });
  h = await startE2e(undefined, { FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" });
  page = h.page;
  await page.goto(`${h.base}/`);
  const token = await h.token();
  for (const name of Object.keys(FEEDS)) {
    const r = await h.t.gql(
      `mutation($input: SubscribeInput!) { subscribe(input: $input) { ... on SubscriptionPayload { subscription { id subscriptionId feed { feedId } } } } }`,
      { input: { url: `${site.base}/${name}` } },
      token,
    );
    const sub = r.data.subscribe.subscription;
    if (name === "news.xml") newsSubscription = sub;
    for (let deadline = Date.now() + 30_000; (await h.t.db.contentItem.count({ where: { feedId: sub.feed.feedId } })) < FEEDS[name]!.items.length; ) {
      if (Date.now() > deadline) throw new Error(`${name} was not fetched`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  for (const row of await h.t.db.contentItem.findMany({ select: { id: true, guid: true } })) items[row.guid] = row.id;
}, 120_000);

afterAll(async () => {
  await h?.close();
  await site?.close();
});

describe("full articles in the web app", () => {
  it("turns on Fetch full articles in a subscription's settings, and its items show the whole article", async () => {
    await page.goto(`${h.base}/subscriptions/${newsSubscription.subscriptionId}/properties`);
    const dialog = page.getByRole("dialog", { name: "Valley News properties" });
    const toggle = dialog.getByRole("checkbox", { name: "Fetch full articles" });
    await visible(dialog.getByText("Fetch full articles"));
    expect(await toggle.isChecked()).toBe(false);
    await expectNoSeriousViolations(page, { include: "[role=dialog]" });
    await shot("subscription-settings-full-articles-desktop");
    await dialog.getByText("Fetch full articles").click();
    await visible(page.getByText("Subscriptions updated successfully"));
    expect(await toggle.isChecked()).toBe(true);
    // The feed's items are queued when the switch goes on and fetched in the background.
    await expect
      .poll(() => h.t.db.fullArticle.count({ where: { contentItemId: { in: [items.weirs!, items.market!] }, status: "stored" } }), { timeout: 30_000 })
      .toBe(2);

    await page.goto(`${h.base}/content/${items.weirs}`);
    const full = page.getByTestId("item-full-article");
    await visible(full.getByText("Full text of weirs, only on the page."));
    await visible(page.getByText("Full article from The Valley Courier."));
    // What the page carried besides its article, and its script, are not there.
    expect(await page.getByText("Something else entirely").count()).toBe(0);
    expect(await page.evaluate(() => document.title)).not.toBe("scripted");
    // Its picture: the page's own address, resolved, served from our origin (an http:// picture) and loading, since
    // the image endpoint knows the stored article shows it.
    const img = full.locator("img").first();
    expect(await img.getAttribute("src")).toBe(`${h.base}/api_v1/content/${items.weirs}/images?url=${encodeURIComponent(`${site.base}/img/weirs.png`)}`);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 10_000 }).toBe(1);
    expect(await img.getAttribute("data-placeholder")).toBeNull();
    await expectNoSeriousViolations(page);
    await shot("item-full-article-desktop");

    // The way back to the feed's text, and forth again.
    await page.getByRole("button", { name: "Show the feed's text" }).click();
    await visible(page.getByText("Teaser of weirs: only the first lines."));
    await gone(page.getByTestId("item-full-article"));
    await page.getByRole("button", { name: "Show full article" }).click();
    await visible(page.getByTestId("item-full-article").getByText("Full text of weirs, only on the page."));
  }, 90_000);

  it("loads the full article on demand from the keyboard for an item of a subscription that does not fetch them", async () => {
    await page.goto(`${h.base}/content/${items.swifts}`);
    await visible(page.getByText("Teaser of swifts: only the first lines."));
    const load = page.getByRole("button", { name: "Load full article" });
    await visible(load);
    expect(await h.t.db.fullArticle.count({ where: { contentItemId: items.swifts! } })).toBe(0);
    // Reachable with Tab from the page (it is a real button in the tab order), and pressed with Enter.
    for (let i = 0; i < 40 && !(await load.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    expect(await load.evaluate((el) => el === document.activeElement)).toBe(true);
    await shot("item-load-full-article-desktop");
    await page.keyboard.press("Enter");
    await visible(page.getByTestId("item-full-article").getByText("Full text of swifts, only on the page."));
    expect(await h.t.db.fullArticle.findUnique({ where: { contentItemId: items.swifts! } })).toMatchObject({ status: "stored" });
    await page.getByRole("button", { name: "Show the feed's text" }).click();
    await visible(page.getByText("Teaser of swifts: only the first lines."));
  }, 60_000);

  it("shows a page that asks not to be kept for this visit only, and says why a gone page has no article", async () => {
    await page.goto(`${h.base}/content/${items.private}`);
    await page.getByRole("button", { name: "Load full article" }).click();
    await visible(page.getByTestId("item-full-article").getByText("Full text of private, only on the page."));
    await visible(page.getByText(/loaded for this visit only/));
    expect(await h.t.db.fullArticle.findUnique({ where: { contentItemId: items.private! } })).toMatchObject({ status: "noarchive", html: null });

    await page.goto(`${h.base}/content/${items.gone}`);
    await page.getByRole("button", { name: "Load full article" }).click();
    await visible(page.getByRole("alert").filter({ hasText: "The site says this article does not exist (404)." }));
    await visible(page.getByText("Teaser of gone: only the first lines."));
    await expectNoSeriousViolations(page);
  }, 60_000);

  it("fits a phone screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${h.base}/content/${items.market}`);
    await visible(page.getByTestId("item-full-article").getByText("Full text of market, only on the page."));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot("item-full-article-phone");
    await page.goto(`${h.base}/content/${items.gone}`);
    await visible(page.getByRole("button", { name: "Load full article" }));
    await shot("item-load-full-article-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);
});
