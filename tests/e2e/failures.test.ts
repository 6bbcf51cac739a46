import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { gone, serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// Issue 12 section 2, "Failures a user can see and fix", through the real UI: built web app, real API and
// PostgreSQL, Chromium, and real local HTTP servers: a good feed, a 404, a page that is not a feed, an unknown
// host (.invalid), and https:// to a plain-HTTP server (a TLS failure).
let h: E2eHarness;
let page: Page;
let feeds: Awaited<ReturnType<typeof serveLocally>>;
let feedBase: string;
let hostPort: string;
/** Paths that answer 404 until a test "fixes" them (the publisher puts the feed back). */
const broken = new Set(["/feed-fixme.xml"]);

/** Set E2E_SCREENSHOTS=<folder> to keep a PNG of every screen at desktop and phone widths. */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(name: string, p: Page = page) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await p.waitForTimeout(300);
  await p.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const DAY = 86_400_000;
function rss(name: string) {
  const items = [1, 3]
    .map((d, i) => `<item><guid>${name}-${i}</guid><title>${name} item ${i}</title><link>${feedBase}/${name}/${i}</link><pubDate>${new Date(Date.now() - d * DAY).toUTCString()}</pubDate></item>`)
    .join("");
  return `<rss version="2.0"><channel><title>${name.charAt(0).toUpperCase()}${name.slice(1)} feed</title><link>${feedBase}/${name}</link>${items}</channel></rss>`;
}

beforeAll(async () => {
  feeds = await serveLocally((req, res) => {
    const p = new URL(req.url ?? "/", "http://x").pathname;
    if (broken.has(p)) return void res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not Found</h1>");
    const m = /^\/feed-([a-z0-9]+)\.xml$/.exec(p);
    if (m) return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(rss(m[1]!));
    if (p === "/plain") return void res.writeHead(200, { "content-type": "text/html" }).end("<html><head><title>Plain</title></head><body>No feed here</body></html>");
    res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not Found</h1>");
  });
  feedBase = feeds.base;
  hostPort = feedBase.replace("http://", "");
  h = await startE2e(undefined, {
    FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
    TIER_LIMITS: JSON.stringify({ guest: { maxNewFeedsPerWeek: 100, maxSubscriptions: 100, maxSubscriptionTags: 20 } }),
  });
  page = h.page;
});

afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

const nav = (p: Page = page) => p.getByRole("navigation", { name: "Main navigation" });
const tree = (p: Page = page) => nav(p).getByRole("tree", { name: "Subscriptions and folders" });
const item = (name: string | RegExp, p: Page = page) => tree(p).getByRole("treeitem", { name });
const dialog = (p: Page = page) => p.getByRole("dialog", { name: "Add subscription" });
const input = (p: Page = page) => dialog(p).getByLabel("Feed URL or search");

async function subscribedUrls(): Promise<string[]> {
  const res = await h.t.gql(`{ viewer { subscriptions(first: 100) { edges { node { feed { url } } } } } }`, {}, await h.token());
  return res.data.viewer.subscriptions.edges.map((e: any) => e.node.feed.url as string).sort();
}

async function openAddDialog(p: Page = page) {
  await nav(p).getByRole("button", { name: "Subscription actions" }).click();
  await p.getByRole("menu").getByRole("menuitem", { name: "Add subscription…" }).click();
  await visible(dialog(p));
}

const SENTENCES = {
  notFound: "The server says this feed does not exist (404).",
  dns: "No site answers to this address: check it for typos (the name could not be found).",
  tls: "The site's secure connection failed (HTTPS/TLS), so Rivulet could not safely read it.",
  noFeed: "No feed results found for this URL.",
  notAFeed: "This address is a web page or another kind of file, not a feed.",
};

describe("failures a user can see and fix", () => {
  it("Add subscription keeps the dialog and what was typed, and says each failure inline in plain words", async () => {
    await page.goto(`${h.base}/`);
    await h.token();
    await visible(nav().getByText("Follow a feed to build your reading list."));
    await openAddDialog();

    for (const [typed, sentence] of [
      [`${feedBase}/nothing-here.xml`, SENTENCES.notFound],
      ["http://no-such-feed.invalid/rss", SENTENCES.dns],
      [`https://${hostPort}/feed-secure.xml`, SENTENCES.tls],
      [`${feedBase}/plain`, SENTENCES.noFeed],
    ] as const) {
      await input().fill(typed);
      await input().press("Enter");
      const error = dialog().getByText(sentence);
      await visible(error, 20_000);
      // Still open, the input intact, no toast with a raw error, no optimistic row left behind.
      expect(await input().inputValue()).toBe(typed);
      expect(await page.getByText(/fetch failed|Connection failed|FETCH_/).count()).toBe(0);
      await gone(item(/New Subscription/));
      if (sentence === SENTENCES.notFound) {
        await shot("add-dialog-error-desktop");
        await expectNoSeriousViolations(page, { include: '[role="dialog"]' });
      }
    }
    expect(await subscribedUrls()).toEqual([]);

    // An address without a scheme is an address: a hint says where Subscribe looks, and Subscribe is enabled.
    await input().fill(`${hostPort}/feed-good.xml`);
    await visible(dialog().getByText(`https://${hostPort}/feed-good.xml`));
    const subscribe = dialog().getByRole("button", { name: "Subscribe", exact: true });
    expect(await subscribe.isEnabled()).toBe(true);
    await shot("add-dialog-bare-host-desktop");
    // https:// fails on this plain-HTTP server, so discovery falls back to http:// (the user typed no scheme).
    await subscribe.click();
    await gone(dialog(), 20_000);
    await visible(page.getByText("Subscribed to Good feed"));
    await visible(item(/^Good feed/));

    // Again: it says the feed is already followed, and links to it.
    await openAddDialog();
    await input().fill(`${hostPort}/feed-good.xml`);
    await input().press("Enter");
    await visible(dialog().getByText("You already follow Good feed."), 20_000);
    await dialog().getByRole("link", { name: "Open it" }).click();
    await gone(dialog());
    await page.waitForURL(/\/subscriptions\/[0-9a-f-]{36}$/);
    expect(await subscribedUrls()).toEqual([`${feedBase}/feed-good.xml`]);
  });

  it("an OPML import says Subscribed only once a feed's first fetch worked, else why not", async () => {
    const file = `<?xml version="1.0"?>
<opml version="2.0"><head><title>Mixed</title></head><body>
  <outline text="Fine" xmlUrl="${feedBase}/feed-fine.xml"/>
  <outline text="Broken things">
    <outline text="Fix me" xmlUrl="${feedBase}/feed-fixme.xml"/>
    <outline text="A page" xmlUrl="${feedBase}/plain"/>
  </outline>
  <outline text="Nowhere" xmlUrl="http://nowhere-feed.invalid/rss"/>
  <outline text="Secure" xmlUrl="https://${hostPort}/feed-secure.xml"/>
</body></opml>`;
    await page.goto(`${h.base}/feeds#import`);
    await page.locator('input[type="file"]').setInputFiles({ name: "mixed.opml", mimeType: "text/x-opml", buffer: Buffer.from(file) });
    await visible(page.getByText("5 feeds in 1 folder"));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await visible(page.getByRole("status").filter({ hasText: "Import complete" }), 30_000);
    await visible(page.getByText("1 subscribed, 0 already subscribed, 0 failed, 4 subscribed but cannot be read", { exact: false }));
    const row = (label: string) => page.getByRole("listitem").filter({ has: page.getByText(label, { exact: true }) }).last();
    await visible(row("Fine").getByText("Subscribed", { exact: true }));
    await visible(row("Fix me").getByText(SENTENCES.notFound));
    await visible(row("A page").getByText(SENTENCES.notAFeed));
    await visible(row("Nowhere").getByText(SENTENCES.dns));
    await visible(row("Secure").getByText(SENTENCES.tls));
    expect(await page.getByText("Subscribed, failing", { exact: true }).count()).toBe(4);
    await shot("opml-import-failures-desktop");
  });

  it("the drawer marks each failing subscription, with the sentence as its description", async () => {
    await page.goto(`${h.base}/subscriptions/all`);
    // All Subscriptions names them too, rather than only "You're all caught up".
    const all = page.getByTestId("reading-list-failure-notice");
    await visible(all.getByText("4 feeds you follow are failing"));
    for (const name of ["A page", "Fix me", "Nowhere", "Secure"]) await visible(all.getByRole("link", { name }));
    await shot("all-failure-notice-desktop");
    await nav().getByTitle("Open folder Broken things").click();
    for (const [name, sentence] of [
      ["Fix me", SENTENCES.notFound],
      ["A page", SENTENCES.notAFeed],
      ["Nowhere", SENTENCES.dns],
      ["Secure", SENTENCES.tls],
    ] as const) {
      const row = item(new RegExp(`^${name}`));
      await visible(row);
      // Not colour alone: a sign, the word "failing" in the name, the sentence as description and tooltip.
      await visible(row.getByTestId("failure-marker"));
      expect(await row.getAttribute("title")).toContain(sentence);
      expect(await row.evaluate((el) => el.getAttribute("aria-describedby") && document.getElementById(el.getAttribute("aria-describedby")!)?.textContent)).toBe(sentence);
      expect(await row.textContent()).toContain("(failing)");
    }
    expect(await item(/^Fine/).getByTestId("failure-marker").count()).toBe(0);
    expect(await item(/^Good feed/).getByTestId("failure-marker").count()).toBe(0);
    await shot("drawer-failure-markers-desktop");
    await expectNoSeriousViolations(page, { include: "[data-failing]" });
  });

  it("a failing subscription's list says why with when it was tried, and Retry brings it back", async () => {
    await item(/^Fix me/).click();
    const banner = page.getByTestId("feed-failure-banner");
    await visible(banner);
    await visible(banner.getByText("Rivulet cannot read this feed"));
    await visible(banner.getByText(SENTENCES.notFound));
    await visible(banner.getByText(/^Last tried (just now|\d+s ago), never read so far\.$/));
    // Never "You're all caught up" for a feed that cannot be read.
    expect(await page.getByText("You're all caught up").count()).toBe(0);
    await shot("list-failure-banner-desktop");
    await expectNoSeriousViolations(page, { include: '[data-testid="feed-failure-banner"]' });

    // Still broken: Retry says so, one failed attempt more.
    await banner.getByRole("button", { name: "Retry" }).click();
    await visible(banner.getByText("Tried again just now: it still fails."), 20_000);
    await visible(banner.getByText(/2 failed attempts in a row/));

    // The publisher puts the feed back: Retry reads it, the banner and the marker go, the items show.
    broken.delete("/feed-fixme.xml");
    await banner.getByRole("button", { name: "Retry" }).click();
    await gone(banner, 20_000);
    await visible(page.getByText("The feed works again: 2 unread"));
    await visible(page.getByText("fixme item 0"));
    await gone(item(/^Fix me/).getByTestId("failure-marker"));
    await visible(item(/^Fix me/).getByText("2 unread"));
  });

  it("a folder's list names its failing feeds", async () => {
    // From the drawer, right after Retry's recovery refreshed the list (a refresh once left every later
    // navigation's list unchanged).
    const folder = await h.t.db.folder.findFirstOrThrow({ where: { name: "Broken things" } });
    await item(/^Broken things/).click();
    await page.waitForURL(`${h.base}/folders/${folder.id}`);
    const notice = page.getByTestId("folder-failure-notice");
    await visible(notice.getByText("1 feed in this folder is failing"));
    await visible(notice.getByRole("link", { name: "A page" }));
    await visible(notice.getByText(SENTENCES.notAFeed, { exact: false }));
    await shot("folder-failure-notice-desktop");
  });

  it("a truncated OPML file is 'Failed to parse OPML', not 0 feeds", async () => {
    const whole = `<?xml version="1.0"?><opml version="2.0"><head><title>Cut</title></head><body><outline text="A" xmlUrl="${feedBase}/feed-cut.xml"/></body></opml>`;
    await page.goto(`${h.base}/feeds#import`);
    for (const cut of [whole.slice(0, 70), whole.slice(0, whole.indexOf("</body>"))]) {
      await page.locator('input[type="file"]').setInputFiles({ name: "cut.opml", mimeType: "text/x-opml", buffer: Buffer.from(cut) });
      await visible(page.getByRole("alert").filter({ hasText: "Failed to parse OPML" }));
      expect(await page.getByText(/\d+ feeds?/).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Import", exact: true }).count()).toBe(0);
    }
  });

  it("lays out the marker, the banner and the dialog error at phone width", async () => {
    const phone = await h.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    const nowhere = (await h.t.db.feedSubscription.findMany({ include: { feed: true } })).find((s) => s.feed.url.includes("nowhere-feed"))!;
    await phone.goto(`${h.base}/subscriptions/${nowhere.id}`);
    await visible(phone.getByTestId("feed-failure-banner").getByText(SENTENCES.dns));
    await shot("list-failure-banner-phone", phone);
    await phone.getByRole("button", { name: /open navigation|menu/i }).first().click();
    await visible(item(/^Nowhere/, phone).getByTestId("failure-marker"));
    await shot("drawer-failure-markers-phone", phone);
    await openAddDialog(phone);
    await input(phone).fill(`${feedBase}/nothing-here.xml`);
    await input(phone).press("Enter");
    await visible(dialog(phone).getByText(SENTENCES.notFound), 20_000);
    await shot("add-dialog-error-phone", phone);
    await phone.close();
  });

  it("a guest is warned before logging out, and offered to save the account with an email", async () => {
    await page.goto(`${h.base}/subscriptions/all`);
    await h.token();
    const before = (await h.session())!.user.id;
    const openLogout = async () => {
      await page.getByRole("button", { name: "User menu" }).click();
      await page.getByRole("menuitem", { name: "Logout" }).click();
    };
    // Dismissed earlier, the claim bar still comes back when asked for.
    await page.getByRole("complementary", { name: "Account notice" }).getByRole("button", { name: "Dismiss" }).click();
    await gone(page.getByRole("complementary", { name: "Account notice" }));

    await openLogout();
    const warn = page.getByRole("dialog", { name: "Log out of your guest account?" });
    await visible(warn.getByText(/You're using a guest account\. Logging out deletes it/));
    await shot("guest-logout-warning-desktop");
    await expectNoSeriousViolations(page, { include: '[role="dialog"]' });
    await warn.getByRole("button", { name: "Save my account" }).click();
    await gone(warn);
    const claim = page.getByRole("complementary", { name: "Account notice" }).getByLabel("Claim email");
    await visible(claim);
    await expect.poll(() => claim.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await h.session())!.user.id).toBe(before);

    // Log out anyway: a fresh guest, with an empty reading list.
    await openLogout();
    await warn.getByRole("button", { name: "Log out anyway" }).click();
    await expect.poll(async () => (await h.session())?.user.id, { timeout: 15_000 }).not.toBe(before);
    await visible(nav().getByText("Follow a feed to build your reading list."));
  });
});
