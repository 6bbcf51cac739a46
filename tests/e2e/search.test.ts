import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { gone, serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// Searching one's own articles through the real UI: the built web app on the real API and PostgreSQL, in
// Chromium, with feeds fetched by the app from a real local feed server.
let h: E2eHarness;
let page: Page;
let feeds: Awaited<ReturnType<typeof serveLocally>>;

/** Set E2E_SCREENSHOTS=<folder> to keep PNGs elsewhere. */
const SHOTS = process.env.E2E_SCREENSHOTS ?? "test-results/screenshots";

const ITEMS: Record<string, Array<{ title: string; author: string; body: string; hoursAgo: number }>> = {
  "/space.xml": [
    { title: "Space station crew returns", author: "Jane Smith", body: "<p>The capsule splashed down after six months in orbit.</p>", hoursAgo: 1 },
    { title: "Launch window opens for the lunar lander", author: "John Doe", body: "<p>Engineers checked the station's docking port.</p>", hoursAgo: 2 },
    { title: "Rocket garden tour", author: "Jane Smith", body: "<p>Old boosters, lovingly kept.</p>", hoursAgo: 3 },
  ],
  "/kitchen.xml": [
    { title: "Crème brûlée at the café", author: "Chef Émile", body: "<p>A custard with a glassy top.</p>", hoursAgo: 4 },
    { title: "Sourdough basics", author: "Chef Émile", body: "<p>Flour, water, salt and patience.</p>", hoursAgo: 5 },
  ],
};

function rss(name: string, base: string) {
  const items = ITEMS[name]!.map(
    (i, n) =>
      `<item><guid>${name}-${n}</guid><title>${i.title}</title><dc:creator>${i.author}</dc:creator><link>${base}${name}/${n}</link>` +
      `<description><![CDATA[${i.body}]]></description><pubDate>${new Date(Date.now() - i.hoursAgo * 3_600_000).toUTCString()}</pubDate></item>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>${name.slice(1, -4)}</title><link>${base}</link>${items.join("")}</channel></rss>`;
}

beforeAll(async () => {
  feeds = await serveLocally((req, res) => {
    if (!ITEMS[req.url ?? ""]) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" }).end(rss(req.url!, feeds.base));
  });
  h = await startE2e(undefined, { FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" });
  page = h.page;
});

afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state !== "fail" || !page) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `failed-${ctx.task.name.replace(/\W+/g, "-")}.png`) }).catch(() => {});
});

/** Follows a feed of the local server by its URL: the app fetches and parses it, as for any reader. */
async function followUrl(url: string): Promise<string> {
  const res = await h.t.gql(
    `mutation($input: SubscribeInput!) { subscribe(input: $input) { __typename ... on SubscriptionPayload { subscription { subscriptionId } } ... on Error { message } } }`,
    { input: { url } },
    await h.token(),
  );
  expect(res.data?.subscribe.__typename, JSON.stringify(res)).toBe("SubscriptionPayload");
  return res.data.subscribe.subscription.subscriptionId as string;
}

const box = () => page.getByRole("searchbox", { name: /^Search / });
const titles = () => page.getByTestId("content-item-title").allTextContents();
const searchParam = () => new URL(page.url()).searchParams.get("search");

describe("searching a list", () => {
  let spaceSubscription = "";

  it("searches as the reader types, keeps the search in the URL, and clears it with Escape", async () => {
    await page.goto(`${h.base}/`);
    await h.token();
    spaceSubscription = await followUrl(`${feeds.base}/space.xml`);
    await followUrl(`${feeds.base}/kitchen.xml`);

    await page.goto(`${h.base}/subscriptions/all?sort=newest&layout=list`);
    await expect.poll(() => page.getByTestId("content-item").count()).toBe(5);
    // (The list's own rows are checked by the reading suite: here, the search box and what it adds.)
    await expectNoSeriousViolations(page, { include: "[role=search]" });

    // "/" focuses the box; the list follows 500 ms after the last key, at the same address plus ?search=.
    await page.keyboard.press("/");
    await expect.poll(() => box().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type("stat");
    await expect.poll(searchParam).toBe("stat");
    // The last word matches as a prefix; relevance (title hits first) is the order while searching.
    await expect.poll(titles).toEqual(["Space station crew returns", "Launch window opens for the lunar lander"]);
    expect(await page.getByTestId("sort-menu").textContent()).toContain("Relevance");
    // Typing on was not lost to the list's reload.
    await page.keyboard.type("ion crew");
    await expect.poll(searchParam).toBe("station crew");
    await expect.poll(titles).toEqual(["Space station crew returns"]);
    expect(await box().inputValue()).toBe("station crew");

    // Accents, phrases, exclusions and fields.
    await box().fill("creme brulee");
    await expect.poll(titles).toEqual(["Crème brûlée at the café"]);
    await box().fill('author:"jane smith" -intitle:garden');
    await expect.poll(titles).toEqual(["Space station crew returns"]);
    await box().fill('"lunar lander"');
    await expect.poll(titles).toEqual(["Launch window opens for the lunar lander"]);

    // A search with nothing to look for waits and says why, without asking the server.
    await box().fill("-garden");
    await visible(page.getByText("Add a word to search for: a search cannot only exclude words."));
    expect(searchParam()).toBe('"lunar lander"');
    await expectNoSeriousViolations(page, { include: "[role=search]" });

    // Escape clears the search and the whole list is back; a second Escape leaves the box.
    await box().fill("sourdough");
    await expect.poll(titles).toEqual(["Sourdough basics"]);
    await box().press("Escape");
    await expect.poll(searchParam).toBe(null);
    await expect.poll(() => page.getByTestId("content-item").count()).toBe(5);
    expect(await box().inputValue()).toBe("");
    await box().press("Escape");
    await expect.poll(() => box().evaluate((el) => el === document.activeElement)).toBe(false);

    // A reload, or Back, keeps what the URL says.
    await page.goto(`${h.base}/subscriptions/all?search=orbit&sort=newest`);
    await expect.poll(titles).toEqual(["Space station crew returns"]);
    expect(await box().inputValue()).toBe("orbit");
  });

  it("shows results in every layout, within the list's own scope", async () => {
    for (const layout of ["list", "compact", "magazine", "cards", "cards-large", "article"]) {
      await page.goto(`${h.base}/subscriptions/all?search=${encodeURIComponent("chef")}&layout=${layout}&sort=newest`);
      await expect.poll(titles, { message: layout }).toEqual(["Crème brûlée at the café", "Sourdough basics"]);
      expect(await page.getByTestId("content-list").getAttribute("data-layout")).toBe(layout);
    }
    // One subscription's list searches only its own items.
    await page.goto(`${h.base}/subscriptions/${spaceSubscription}?sort=newest`);
    await expect.poll(() => page.getByTestId("content-item").count()).toBe(3);
    await box().fill("chef");
    await visible(page.getByTestId("search-empty"));
    await box().fill("garden");
    await expect.poll(titles).toEqual(["Rocket garden tour"]);
  });

  it("says when nothing matches and offers read articles too", async () => {
    await page.goto(`${h.base}/subscriptions/all?sort=newest`);
    await expect.poll(() => page.getByTestId("content-item").count()).toBeGreaterThan(0);
    // Read the sourdough item: unread-only search no longer finds it.
    const token = await h.token();
    const list = await h.t.rest("GET", `/content?search=sourdough&showRead=true`, { token });
    await h.t.rest("PATCH", `/content/${list.body.contentItems[0].id}`, { token, body: { isRead: true } });
    await page.goto(`${h.base}/subscriptions/all?sort=newest&showRead=0`);
    await box().fill("sourdough");
    const empty = page.getByTestId("search-empty");
    await visible(empty);
    expect(await empty.textContent()).toContain("No results for “sourdough”");
    expect(await empty.textContent()).toContain("Only unread articles were searched.");
    await expectNoSeriousViolations(page, { include: '[data-testid="search-empty"]' });
    await empty.getByRole("button", { name: "Search read articles too" }).click();
    await expect.poll(titles).toEqual(["Sourdough basics"]);
    expect(new URL(page.url()).searchParams.get("showRead")).toBe("1");
    await box().fill("zeppelin");
    await visible(page.getByTestId("search-empty"));
    await page.getByTestId("search-empty").getByRole("button", { name: "Clear search" }).click();
    await gone(page.getByTestId("search-empty"));
    await expect.poll(searchParam).toBe(null);
  });

  it("looks right at desktop and phone widths (screenshots)", async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const [name, viewport] of [
      ["desktop", { width: 1280, height: 900 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${h.base}/subscriptions/all?search=station&layout=magazine&showRead=1`);
      await expect.poll(titles).toEqual(["Space station crew returns", "Launch window opens for the lunar lander"]);
      await expect.poll(() => box().isVisible()).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, `search-${name}.png`) });
      await box().fill("zeppelin");
      await visible(page.getByTestId("search-empty"));
      await page.screenshot({ path: path.join(SHOTS, `search-empty-${name}.png`) });
      await box().fill("-zeppelin");
      await visible(page.getByText("Add a word to search for"));
      await page.screenshot({ path: path.join(SHOTS, `search-hint-${name}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
