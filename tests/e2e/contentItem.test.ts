import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../factories.js";
import { startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// The item detail page /content/{id} and its properties modal through the real UI: built web app, real API and
// PostgreSQL, Chromium. Items are written straight to the database and the browser's guest subscribes to them.
let h: E2eHarness;
let page: Page;
let ids: { rich: string; plain: string; fetched: string; broken: string; unsubscribedFeedItem: string };

/** Set E2E_SCREENSHOTS=<folder> to keep a PNG of every screen at desktop and phone widths. */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

async function isRead(id: string): Promise<boolean> {
  const r = await h.t.gql(`query($id: ID!) { node(id: $id) { ... on ContentItem { isRead } } }`, { id: gid("ContentItem", id) }, await h.token());
  return r.data.node.isRead;
}

const RICH_BODY = `
<p>The first paragraph of a <strong>rich</strong> article, long enough to wrap over a few lines so the prose styles
show their line height and the width of the reading column. It links to <a href="https://fixtures.example/elsewhere">another page</a>.</p>
<h2>A section heading</h2>
<p>An image from a host that does not answer falls back to the placeholder:</p>
<p><img src="http://127.0.0.1:9/broken-body.png" alt="A broken picture"></p>
<ul><li>First point</li><li>Second point</li></ul>
<blockquote>A quotation from somebody wise.</blockquote>
<pre><code>const answer = 42;</code></pre>`;

beforeAll(async () => {
  h = await startE2e();
  page = h.page;
  await h.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: h.base });
  await page.goto(`${h.base}/`);
  const t = await h.token();

  const feed = await createFeedWithItems(h.t.db, "detail", [
    { ageDays: 0.1, title: "A rich article about rivers and the sea", contentHtml: RICH_BODY, score: 1234, commentsUrl: "https://fixtures.example/comments/1",
      enclosures: [{ url: `${h.base}/missing-episode.mp3`, type: "audio/mpeg", length: null }] },
    { ageDays: 1, title: "An item without a body", contentHtml: null },
    { ageDays: 2, title: "A body fetched by the browser", contentHtml: "" },
    { ageDays: 3, title: "A body that fails to load", contentHtml: "" },
  ]);
  const [rich, plain, fetched, broken] = feed.itemIds as [string, string, string, string];
  // What the fixtures do not set: a hero image that fails to load, and an author.
  await h.t.db.contentItem.update({ where: { id: rich }, data: { imageUrl: "http://127.0.0.1:9/broken-hero.jpg", author: "Ada Lovelace" } });
  const other = await createFeedWithItems(h.t.db, "other", [{ ageDays: 1, title: "From a feed nobody follows" }]);
  ids = { rich, plain, fetched, broken, unsubscribedFeedItem: other.itemIds[0]! };

  const r = await h.t.gql(`mutation($input: SubscribeInput!) { subscribe(input: $input) { __typename } }`, { input: { feedId: gid("Feed", feed.feedId) } }, t);
  expect(r.data.subscribe.__typename).toBe("SubscriptionPayload");
});

afterAll(async () => {
  await h?.close();
});

describe("content item page", () => {
  it("shows the article: title to the source, details, hero fallback, body with safe links, and marks it read", async () => {
    expect(await isRead(ids.rich)).toBe(false);
    await page.goto(`${h.base}/content/${ids.rich}`);
    const title = page.getByRole("heading", { level: 1, name: "A rich article about rivers and the sea" });
    await visible(title);
    const titleLink = title.getByRole("link");
    expect(await titleLink.getAttribute("href")).toBe("https://fixtures.example/detail/0");
    expect(await titleLink.getAttribute("target")).toBe("_blank");
    expect(await titleLink.getAttribute("rel")).toBe("noopener noreferrer");

    const details = page.getByTestId("item-details");
    await visible(details.getByText("Feed detail"));
    await visible(details.getByText("by Ada Lovelace"));
    await visible(details.getByText("2h ago"));
    await visible(details.getByText("1.2k"));

    // Hero and body image both fail to load: both become the placeholder.
    await expect.poll(() => page.getByTestId("item-hero").getAttribute("src"), { timeout: 10_000 }).toMatch(/^data:image\/svg\+xml/);
    const bodyImg = page.getByTestId("item-body").locator("img");
    await expect.poll(() => bodyImg.getAttribute("src"), { timeout: 10_000 }).toMatch(/^data:image\/svg\+xml/);
    await visible(page.getByRole("heading", { name: "A section heading" }));
    const bodyLink = page.getByTestId("item-body").getByRole("link", { name: "another page" });
    expect(await bodyLink.getAttribute("target")).toBe("_blank");

    // An encoded body: no big Visit Site button below it (the toolbar keeps its own).
    expect(await page.getByTestId("item-visit-site").count()).toBe(0);
    expect(await page.getByRole("toolbar").getByRole("link", { name: "Visit Site" }).getAttribute("href")).toBe("https://fixtures.example/detail/0");

    // Opening an unread item marks it read and records one view.
    await expect.poll(() => isRead(ids.rich), { timeout: 10_000 }).toBe(true);
    await visible(page.getByRole("button", { name: "Mark as unread" }));
    await expect.poll(() => h.t.db.contentItemView.count({ where: { contentItemId: ids.rich } }), { timeout: 10_000 }).toBe(1);
    await shot("item-page-desktop");
  });

  it("toggles read with the button and with y", async () => {
    await page.getByRole("button", { name: "Mark as unread" }).click();
    await visible(page.getByRole("button", { name: "Mark as read" }));
    await expect.poll(() => isRead(ids.rich)).toBe(false);
    await page.locator("body").press("y");
    await visible(page.getByRole("button", { name: "Mark as unread" }));
    await expect.poll(() => isRead(ids.rich)).toBe(true);
  });

  it("copies the link and falls back from Share to copying", async () => {
    await page.getByRole("button", { name: "Copy link" }).click();
    await visible(page.getByText("Link copied to clipboard"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("https://fixtures.example/detail/0");
    // Debian's headless Chromium has no share sheet.
    await page.evaluate(() => navigator.clipboard.writeText(""));
    await page.getByRole("button", { name: "Share" }).click();
    await visible(page.getByText("Share sheet not supported, link copied to clipboard instead"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("https://fixtures.example/detail/0");
  });

  it("plays audio and explains a file that cannot play", async () => {
    await page.getByRole("button", { name: "Audio" }).click();
    const error = page.getByTestId("media-error");
    await visible(error);
    expect(await error.textContent()).toBe(`There was a problem loading the media item. Try playing from the source at ${h.base}/missing-episode.mp3`);
  });

  it("opens the properties modal and closes back to the item", async () => {
    await page.getByRole("link", { name: "Properties" }).click();
    await page.waitForURL(`${h.base}/content/${ids.rich}/properties`);
    const dialog = page.getByRole("dialog", { name: "Item properties" });
    await visible(dialog);
    const props = dialog.getByTestId("item-properties");
    await visible(props.getByText(ids.rich));
    await visible(props.getByText("Ada Lovelace"));
    await visible(props.getByText("https://fixtures.example/comments/1"));
    await shot("item-properties-desktop");
    await page.keyboard.press("Escape");
    await page.waitForURL(`${h.base}/content/${ids.rich}`);
    await visible(page.getByRole("heading", { level: 1, name: "A rich article about rivers and the sea" }));
  });

  it("shows the description and a Visit Site button without a body", async () => {
    await page.goto(`${h.base}/content/${ids.plain}`);
    await visible(page.getByRole("heading", { level: 1, name: "An item without a body" }));
    await visible(page.getByTestId("item-description").getByText("About detail 1"));
    const visit = page.getByTestId("item-visit-site");
    await visible(visit);
    expect(await visit.getAttribute("href")).toBe("https://fixtures.example/detail/1");
  });

  it("fetches a missing body from its encoded-content address and sanitises it", async () => {
    await page.route(`**/api_v1/content/${ids.fetched}/encoded`, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body:
          '<p>Fetched body text</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">' +
          '<a href="javascript:window.__xss = 3" id="bad">bad link</a><iframe src="https://evil.example/"></iframe>' +
          '<svg><a href="javascript:alert(1)"><text>svg</text></a></svg><p onclick="window.__xss = 4">Click</p>',
      }),
    );
    await page.goto(`${h.base}/content/${ids.fetched}`);
    const body = page.getByTestId("item-body");
    await visible(body.getByText("Fetched body text"));
    await body.getByText("Click").click();
    await body.getByText("bad link").click();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    const html = await body.innerHTML();
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<svg/i);
    expect(await body.locator("a").getAttribute("href")).toBeNull();
  });

  it("toasts when the body cannot be fetched and falls back to the description", async () => {
    await page.route(`**/api_v1/content/${ids.broken}/encoded`, (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto(`${h.base}/content/${ids.broken}`);
    await visible(page.getByText("There was a problem loading the content. Please try again later."));
    await visible(page.getByTestId("item-description").getByText("About detail 3"));
    await visible(page.getByTestId("item-visit-site"));
  });

  it("shows an item of a feed the viewer does not follow, and 'Content Item Not Found' for a missing one", async () => {
    await page.goto(`${h.base}/content/${ids.unsubscribedFeedItem}`);
    await visible(page.getByRole("heading", { level: 1, name: "From a feed nobody follows" }));
    await page.goto(`${h.base}/content/00000000-0000-7000-8000-000000000000`);
    await visible(page.getByRole("heading", { name: "Content Item Not Found" }));
    expect(await page.title()).toBe("Rivulet - Content Item Not Found");
  });

  it("says so when the item cannot be fetched", async () => {
    await page.route("**/graphql", (route) => (route.request().postData()?.includes("ContentItemPageQuery") ? route.abort() : route.continue()));
    await page.goto(`${h.base}/content/${ids.plain}`);
    await visible(page.getByText("An unknown error occurred while fetching the content item."));
    await page.unroute("**/graphql");
  });

  it("fits a phone screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${h.base}/content/${ids.rich}`);
    await visible(page.getByRole("heading", { level: 1, name: "A rich article about rivers and the sea" }));
    await expect.poll(() => page.getByTestId("item-hero").getAttribute("src"), { timeout: 10_000 }).toMatch(/^data:image\/svg\+xml/);
    // Nothing wider than the screen: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot("item-page-phone");
    await page.getByRole("link", { name: "Properties" }).click();
    await visible(page.getByRole("dialog", { name: "Item properties" }));
    await shot("item-properties-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
