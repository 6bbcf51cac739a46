import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { gone, serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";
import { startWebSubHub, type WebSubHub } from "../setup/webSubHub.js";

// Instant updates in the browser: the built app on the real API (WebSub on, PUBLIC_URL its own 127.0.0.1 address),
// a real local hub and a publisher advertising it. A push reaches the open list through the live stream.
let h: E2eHarness;
let page: Page;
let hub: WebSubHub;
let publisher: Awaited<ReturnType<typeof serveLocally>>;
/** Newest first; 30 to begin with, so the list scrolls. */
const posts = Array.from({ length: 30 }, (_, i) => `Earlier post ${30 - i}`);
const SHOTS = process.env.E2E_SCREENSHOTS;

const feedXml = () =>
  `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>Pushed blog</title><link>${publisher.base}/</link>` +
  `<atom:link rel="hub" href="${hub.url}"/><atom:link rel="self" href="${publisher.base}/feed.xml"/>` +
  posts.map((title, i) => `<item><guid>${title}</guid><title>${title}</title><link>${publisher.base}/p/${encodeURIComponent(title)}</link><pubDate>${new Date(Date.now() - i * 60_000).toUTCString()}</pubDate></item>`).join("") +
  `</channel></rss>`;

async function shot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

beforeAll(async () => {
  hub = await startWebSubHub();
  publisher = await serveLocally((_req, res) => void res.writeHead(200, { "content-type": "application/rss+xml" }).end(feedXml()));
  h = await startE2e(undefined, { FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", WEBSUB_ENABLED: "true" });
  page = h.page;
});

afterAll(async () => {
  await h?.close();
  await hub?.close();
  await publisher?.close();
});

const items = () => page.getByTestId("content-item");
const publish = async (title: string) => {
  posts.unshift(title);
  const deliveries = await hub.publish(`${publisher.base}/feed.xml`, feedXml(), "application/rss+xml");
  expect(deliveries.map((d) => d.status)).toEqual([202]);
};

describe("instant updates (WebSub) in the browser", () => {
  let subscriptionId: string;
  let feedId: string;

  it("shows a pushed item in the open list of its feed without a click while the reader is at the top", async () => {
    await page.goto(`${h.base}/`);
    const data = await h.t.gql(
      `mutation($input: SubscribeInput!) { subscribe(input: $input) { ... on SubscriptionPayload { subscription { subscriptionId feed { feedId } } } } }`,
      { input: { url: `${publisher.base}/feed.xml` } },
      await h.token(),
    );
    subscriptionId = data.data.subscribe.subscription.subscriptionId;
    feedId = data.data.subscribe.subscription.feed.feedId;
    await expect.poll(async () => (await h.t.db.feedWebSub.findUnique({ where: { feedId } }))?.state).toBe("active");

    await page.goto(`${h.base}/subscriptions/${subscriptionId}?sort=newest`);
    await visible(items().filter({ hasText: "Earlier post 30" }));
    await visible(page.locator("html[data-live=on]"));
    await publish("Pushed while watching");
    await visible(items().first().filter({ hasText: "Pushed while watching" }));
    expect(await page.getByTestId("new-arrivals").count()).toBe(0);
    await shot("websub-pushed-in-place-desktop");
  });

  it("offers what arrives while the reader is further down instead of moving the list under them", async () => {
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await publish("Pushed while reading below");
    const button = page.getByTestId("new-arrivals");
    await visible(button);
    expect(await button.textContent()).toBe("1 new article");
    expect(await items().filter({ hasText: "Pushed while reading below" }).count()).toBe(0);
    await button.click();
    await visible(items().first().filter({ hasText: "Pushed while reading below" }));
    await gone(button);
  });

  it("says on the Fetch Log that a hub pushes the feed, and marks pushed runs", async () => {
    await page.goto(`${h.base}/feeds/${feedId}#fetchLog`);
    const line = page.getByTestId("instant-updates");
    await visible(line);
    expect(await line.textContent()).toContain(`Instant updates: ${new URL(hub.url).host} pushes new articles as they are published`);
    await visible(page.getByRole("cell", { name: "pushed" }));
    await expectNoSeriousViolations(page);
    await shot("websub-fetch-log-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await visible(line);
    await shot("websub-fetch-log-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
