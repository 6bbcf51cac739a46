import { mkdirSync } from "node:fs";
import { connect, createServer as createNetServer, type AddressInfo, type Socket } from "node:net";
import path from "node:path";
import type { Page, WebSocket } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../api/src/modules/auth/session.service.js";
import { gone, serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// Live unread counts in the browser: the built web app holds the viewerUpdates subscription open over
// graphql-ws, and the drawer's counts follow what the feed refresh and other devices do, without a reload.
// Real API, PostgreSQL and Chromium; the feed is served by a real HTTP server on 127.0.0.1.
let h: E2eHarness;
let page: Page;
let feeds: Awaited<ReturnType<typeof serveLocally>>;
let feedBase: string;
/** How many items the local feed publishes (newest first); a test raises it to publish a new one. */
let published = 3;

/** Set E2E_SCREENSHOTS=<folder> to keep a PNG of the screens. */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/**
 * Items are seconds apart and dated a minute ahead: the server dates an item no later than it first saw it, so
 * one published after a mark-all-read is dated after that watermark (unread), however fast the test runs.
 */
const STEP_MS = 1_000;
const AHEAD_MS = 60_000;
function rss() {
  // Item n is dated n+1 steps before the newest; all unread under the default 30 keep-unread days.
  const items = Array.from({ length: published }, (_, i) => published - 1 - i)
    .map((n) => `<item><guid>live-${n}</guid><title>Live item ${n}</title><link>${feedBase}/live/${n}</link><pubDate>${new Date(Date.now() + AHEAD_MS - (published - n) * STEP_MS).toUTCString()}</pubDate></item>`)
    .join("");
  return `<rss version="2.0"><channel><title>Live feed</title><link>${feedBase}/live</link><description>Always news.</description>${items}</channel></rss>`;
}

beforeAll(async () => {
  feeds = await serveLocally((req, res) => {
    if (new URL(req.url ?? "/", "http://x").pathname === "/feed-live.xml") return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(rss());
    res.writeHead(404).end();
  });
  feedBase = feeds.base;
  h = await startE2e(undefined, { FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" });
  page = h.page;
});

afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

const nav = () => page.getByRole("navigation", { name: "Main navigation" });
const all = () => nav().getByTestId("all-subscriptions");
const row = () => nav().getByRole("tree", { name: "Subscriptions and folders" }).getByRole("treeitem", { name: /^Live feed/ });

/** "Another device": plain HTTP with the same token, straight to the running server. */
async function otherDevice(method: string, url: string, auth: string, body: unknown) {
  const res = await fetch(`${h.base}${url}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${auth}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as any;
}

/** A TCP forwarder to the app whose connections the test can cut (and refuse) and then let through again. */
async function tcpProxy(targetPort: string) {
  const open = new Set<Socket>();
  let accepting = true;
  const server = createNetServer((client) => {
    if (!accepting) return void client.destroy();
    const upstream = connect(Number(targetPort), "127.0.0.1");
    for (const s of [client, upstream]) {
      open.add(s);
      s.on("close", () => open.delete(s));
      s.on("error", () => (client.destroy(), upstream.destroy()));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      accepting = false;
      for (const s of open) s.destroy();
    },
    restore() {
      accepting = true;
    },
    async close() {
      for (const s of open) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

/**
 * Resolves when the page's next graphql-ws socket to the app itself (not one still retrying through a test
 * proxy) delivers its first viewerUpdates event.
 */
function firstLiveEvent(): Promise<void> {
  const origin = h.base.replace(/^http/, "ws");
  return new Promise((resolve) => {
    const onSocket = (ws: WebSocket) => {
      if (!ws.url().startsWith(origin)) return;
      page.off("websocket", onSocket);
      ws.on("framereceived", (f) => String(f.payload).includes("viewerUpdates") && resolve());
    };
    page.on("websocket", onSocket);
  });
}

async function liveFeedId(): Promise<string> {
  return (await h.t.db.feed.findFirstOrThrow({ where: { url: `${feedBase}/feed-live.xml` } })).id;
}

describe("live unread counts", () => {
  it("follows the feed refresh and another device's reads without a reload", async () => {
    await page.goto(`${h.base}/`);
    const auth = await h.token();
    await visible(nav().getByText("Follow a feed to build your reading list."));

    // Subscribe through the drawer: 3 unread.
    await all().click({ button: "right" });
    await page.getByRole("menu").getByRole("menuitem", { name: "Add subscription…" }).click();
    const dialog = page.getByRole("dialog", { name: "Add subscription" });
    await dialog.getByLabel("Feed URL or search").fill(`${feedBase}/feed-live.xml`);
    await dialog.getByRole("button", { name: "Subscribe", exact: true }).click();
    await visible(row().getByText("3 unread"), 20_000);
    await visible(all().getByText("3 unread"));

    // Anything below that reloads or navigates the page would drop this mark and count a navigation.
    await page.evaluate(() => ((window as unknown as { liveMark: string }).liveMark = "still here"));
    let navigations = 0;
    page.on("framenavigated", (frame) => frame === page.mainFrame() && (navigations += 1));

    // The feed publishes a new item and the server refreshes it (what the scheduled refresh does): the app's
    // pub/sub tells the browser's socket, and both counts move.
    published = 4;
    await h.t.app.services.fetchQueue.fetchNow(await liveFeedId());
    await visible(row().getByText("4 unread"));
    await visible(all().getByText("4 unread"));
    await shot("live-new-item-desktop");

    // Another device reads one item over REST…
    const newest = await h.t.db.contentItem.findFirstOrThrow({ where: { guid: "live-3" } });
    await otherDevice("PATCH", `/api_v1/content/${newest.id}`, auth, { isRead: true });
    await visible(row().getByText("3 unread"));
    await visible(all().getByText("3 unread"));

    // …and marks the whole subscription read over GraphQL: the counts go (zero shows nothing).
    const sub = await h.t.db.feedSubscription.findFirstOrThrow({ where: { feedId: newest.feedId } });
    const marked = await otherDevice("POST", "/graphql", auth, {
      query: `mutation($id: ID!) { markContentRead(input: { subscriptionId: $id }) { __typename } }`,
      variables: { id: Buffer.from(`FeedSubscription:${sub.id}`).toString("base64") },
    });
    expect(marked.errors).toBeUndefined();
    await gone(row().getByText(/unread/));
    await gone(all().getByText(/unread/));
    await shot("live-all-read-desktop");

    expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe("still here");
    expect(navigations).toBe(0);
  });

  it("catches up after the connection drops and comes back, offering what arrived meanwhile", async () => {
    const auth = await h.token();
    // The page now goes through a TCP proxy the test can cut, like a network that drops and returns.
    const link = await tcpProxy(new URL(h.base).port);
    try {
      const sockets: Array<{ url: string; closed: boolean }> = [];
      page.on("websocket", (ws) => {
        const entry = { url: ws.url(), closed: false };
        sockets.push(entry);
        ws.on("close", () => (entry.closed = true));
      });
      await page.goto(`http://127.0.0.1:${link.port}/subscriptions/all?sort=newest`);
      await visible(row());
      await gone(all().getByText(/unread/));
      await expect.poll(() => sockets.filter((s) => s.url.endsWith("/graphql") && !s.closed).length, { timeout: 15_000 }).toBe(1);

      const live = sockets.find((s) => s.url.endsWith("/graphql") && !s.closed)!;
      // The connection drops first, then the browser goes offline: with offline emulation switched on first,
      // Chromium could miss the reset and hold the dead socket open.
      link.cut();
      await expect.poll(() => live.closed, { timeout: 10_000 }).toBe(true);
      await h.context.setOffline(true);
      // Meanwhile another device marks an item unread; the page cannot hear of it.
      const item = await h.t.db.contentItem.findFirstOrThrow({ where: { guid: "live-2" } });
      await otherDevice("PATCH", `/api_v1/content/${item.id}`, auth, { isRead: false });
      // …and the feed publishes a new item, which the server stores and announces to nobody listening.
      published = 5;
      await h.t.app.services.fetchQueue.fetchNow(await liveFeedId());
      await page.waitForTimeout(1_500);
      expect(await all().getByText(/unread/).count()).toBe(0);

      // Back online: the client reconnects at once and the stream's first event restates every count and
      // names what arrived since the page loaded, which the open list offers.
      link.restore();
      await h.context.setOffline(false);
      await visible(row().getByText("2 unread"), 10_000);
      await visible(all().getByText("2 unread"));
      const arrivals = page.getByTestId("new-arrivals");
      await visible(arrivals);
      expect(await arrivals.textContent()).toBe("1 new article");
      await arrivals.click();
      await visible(page.getByTestId("content-item").filter({ hasText: "Live item 4" }));
      expect(sockets.filter((s) => s.url.endsWith("/graphql") && !s.closed)).toHaveLength(1);
      await shot("live-reconnected-desktop");
    } finally {
      await h.context.setOffline(false);
      await link.close();
    }
  });

  it("shows folders another device creates and renames in the drawer without a reload", async () => {
    const auth = await h.token();
    const streaming = firstLiveEvent();
    await page.goto(`${h.base}/subscriptions/all`);
    await visible(row());
    await streaming;
    let navigations = 0;
    page.on("framenavigated", (frame) => frame === page.mainFrame() && (navigations += 1));
    const tree = nav().getByRole("tree", { name: "Subscriptions and folders" });

    const created = await otherDevice("POST", "/api_v1/subscriptions/tags", auth, { name: "From my phone" });
    await visible(tree.getByRole("treeitem", { name: /^From my phone/ }));
    await otherDevice("PATCH", `/api_v1/subscriptions/tags/${created.id}`, auth, { name: "Phone picks" });
    await visible(tree.getByRole("treeitem", { name: /^Phone picks/ }));
    await gone(tree.getByRole("treeitem", { name: /^From my phone/ }));
    await shot("live-folder-from-another-device");
    expect(navigations).toBe(0);
  });

  it("a session revoked elsewhere ends the stream, and the guest starts over like after an HTTP 401", async () => {
    // A fresh page whose stream is running (its first event arrived) before the session goes.
    const streaming = firstLiveEvent();
    await page.goto(`${h.base}/`);
    await streaming;
    const auth = await h.token();
    const session = await h.session();
    const elsewhere = await createSession(h.t.db, session!.user.id);
    await otherDevice("POST", "/api_v1/users/logout", auth, {});
    // The next change wakes the stream, which finds its session gone and ends with UNAUTHENTICATED.
    const item = await h.t.db.contentItem.findFirstOrThrow({ where: { guid: "live-1" } });
    await otherDevice("PATCH", `/api_v1/content/${item.id}`, elsewhere, { isRead: false });
    // handleUnauthorized clears the cookie, opens a new guest session and reloads.
    await expect.poll(async () => { const t = (await h.session())?.token; return Boolean(t) && t !== auth; }, { timeout: 15_000 }).toBe(true);
    const fresh = await h.session();
    expect(fresh?.settings.accountSettings.isGuest).toBe(true);
    expect(fresh?.user.id).not.toBe(session!.user.id);
    await visible(nav().getByText("Follow a feed to build your reading list."));
  });
});
