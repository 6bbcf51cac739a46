import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// The app shell around the pages: routing, titles, shortcuts, the drawer, and what a dead session does.
let h: E2eHarness;
beforeAll(async () => {
  h = await startE2e();
});
afterAll(async () => h?.close());

async function ready() {
  await expect.poll(async () => Boolean((await h.session())?.token), { timeout: 15_000 }).toBe(true);
}

describe("app shell", () => {
  it("unknown routes show Not Found with a Go Home button, titled with the product name", async () => {
    await h.page.goto(`${h.base}/no/such/page`);
    await ready();
    await visible(h.page.getByText("This isn't a valid URL"));
    expect(await h.page.title()).toBe("Rivulet - Not Found");
    const canonical = await h.page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toBe(`${h.base}/no/such/page`);
    await h.page.getByRole("link", { name: "Go Home" }).click();
    await h.page.waitForURL(`${h.base}/`);
    await visible(h.page.getByRole("heading", { name: "Discover New Content" }));
  });

  it("keyboard shortcuts navigate, but not while typing", async () => {
    await h.page.goto(`${h.base}/`);
    await visible(h.page.getByRole("heading", { name: "Discover New Content" }));
    // Wait for the drawer's own query too: the page has settled before the first key press.
    await visible(h.page.getByRole("navigation", { name: "Main navigation" }).getByText("Subscriptions").first());
    await h.page.keyboard.press("l");
    await h.page.waitForURL(`${h.base}/library`);
    await h.page.keyboard.press("f");
    await h.page.waitForURL(`${h.base}/feeds`);
    await h.page.goto(`${h.base}/pages/login`);
    await h.page.getByLabel("Email").click();
    await h.page.keyboard.type("dslft");
    expect(new URL(h.page.url()).pathname).toBe("/pages/login");
    expect(await h.page.getByLabel("Email").inputValue()).toBe("dslft");
  });

  it("the drawer starts closed on a phone, opens from the menu button and closes on navigation", async () => {
    await h.page.setViewportSize({ width: 390, height: 800 });
    await h.page.goto(`${h.base}/`);
    const nav = h.page.getByRole("navigation", { name: "Main navigation" });
    await visible(h.page.getByRole("button", { name: "Open navigation" }));
    expect(await nav.count()).toBe(0);
    await h.page.getByRole("button", { name: "Open navigation" }).click();
    await nav.getByRole("link", { name: "Library" }).click();
    await h.page.waitForURL(`${h.base}/library`);
    await expect.poll(() => nav.count()).toBe(0);
    await h.page.setViewportSize({ width: 1280, height: 900 });
    await visible(nav);
  });

  it("hides folders whose feeds have all gone stale from the drawer while Settings says so, and shows them again", async () => {
    const token = await h.token();
    // Two folders: every feed in Dormant is stale (no item for a month); Mixed has one healthy feed.
    const folder = async (name: string) => (await h.t.rest("POST", "/subscriptions/tags", { token, body: { name } })).body.id as string;
    const follow = async (title: string, status: "stale" | "healthy", subscriptionTagId: string) => {
      const feed = await h.t.db.feed.create({ data: { url: `https://${title.toLowerCase()}.example/feed`, title, status, lastRunAt: new Date() } });
      expect((await h.t.rest("POST", "/subscriptions", { token, body: { feedId: feed.id, subscriptionTagId } })).status).toBe(200);
    };
    const [dormant, mixed] = [await folder("Dormant"), await folder("Mixed")];
    await follow("Quiet", "stale", dormant);
    await follow("Silent", "stale", dormant);
    await follow("Sleepy", "stale", mixed);
    await follow("Lively", "healthy", mixed);

    await h.page.goto(`${h.base}/settings#settings`);
    const tree = h.page.getByRole("tree", { name: "Subscriptions and folders" });
    const entry = (name: string) => tree.getByRole("treeitem", { name: new RegExp(`^${name}`) });
    await visible(entry("Dormant"));
    await visible(entry("Mixed"));
    const toggle = h.page.locator("label", { hasText: "Hide folders with no recent articles" }).locator("input");
    expect(await toggle.isChecked()).toBe(false);

    await h.page.getByText("Hide folders with no recent articles").click();
    await expect.poll(() => entry("Dormant").count()).toBe(0);
    await visible(entry("Mixed"));
    // Saved: it holds after a reload.
    await h.page.reload();
    await visible(entry("Mixed"));
    expect(await entry("Dormant").count()).toBe(0);
    expect(await toggle.isChecked()).toBe(true);

    await h.page.getByText("Hide folders with no recent articles").click();
    await visible(entry("Dormant"));
    await visible(entry("Mixed"));
  });

  it("a signed-in member is sent from login to /, and a revoked session to /pages/login", async () => {
    const email = `shell.${Date.now()}@example.com`;
    const reg = await h.t.rest("POST", "/users", { body: { username: `shell_${Date.now()}`, email, password: "secret pw" } });
    const login = await h.t.rest("POST", "/users/login", { body: { email, password: "secret pw" } });
    const cookie = { user: login.body.user, token: login.body.token, settings: login.body.settings };
    await h.context.addCookies([{ name: "user", value: encodeURIComponent(JSON.stringify(cookie)), url: h.base }]);
    await h.page.goto(`${h.base}/pages/login`);
    await h.page.waitForURL(`${h.base}/`);
    expect(reg.status).toBe(200);

    // Revoked while no page of the app is open: an open one would hear of it over its live stream and go to the
    // login page by itself (clearing the cookie), racing the navigation below.
    await h.page.goto("about:blank");
    await h.t.rest("POST", "/users/logout", { token: login.body.token });
    await h.page.goto(`${h.base}/settings`);
    await h.page.waitForURL(`${h.base}/pages/login`);
    // The revoked session is gone from the cookie. (The login page may already have started a fresh guest, as
    // every page does without a session: spec part 1 section 4.)
    const after = await h.session();
    expect(after?.token).not.toBe(login.body.token);
    expect(after === null || after.settings.accountSettings.isGuest).toBe(true);
  });
});
