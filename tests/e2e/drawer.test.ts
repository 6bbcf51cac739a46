import { mkdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gone, serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// The navigation drawer's reading list through the real UI: built web app, real API and PostgreSQL,
// Chromium, and a feed served by a real HTTP server on 127.0.0.1. Real mouse drags, real keyboard, and
// real touch events (CDP) for the long press.
let h: E2eHarness;
let page: Page;
let feeds: Awaited<ReturnType<typeof serveLocally>>;
let feedBase: string;

/** Set E2E_SCREENSHOTS=<folder> to keep a PNG of every screen at desktop and phone widths. */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(p: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  // Let dialogs and menus finish their opening animation; Playwright's clicks may have scrolled the page.
  await p.waitForTimeout(300);
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const DAY = 86_400_000;
function rss(name: string) {
  // Three recent items: all unread under the default 30 keep-unread days.
  const items = [1, 3, 8]
    .map((d, i) => `<item><guid>${name}-${i}</guid><title>${name} item ${i}</title><link>${feedBase}/${name}/${i}</link><pubDate>${new Date(Date.now() - d * DAY).toUTCString()}</pubDate></item>`)
    .join("");
  const title = `${name.charAt(0).toUpperCase()}${name.slice(1)} feed`;
  return `<rss version="2.0"><channel><title>${title}</title><link>${feedBase}/${name}</link><description>All about ${name}.</description>${items}</channel></rss>`;
}

beforeAll(async () => {
  feeds = await serveLocally((req, res) => {
    const p = new URL(req.url ?? "/", "http://x").pathname;
    const m = /^\/feed-([a-z0-9]+)\.xml$/.exec(p);
    if (m) return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(rss(m[1]!));
    // Pages that link their feed: subscribing by a page URL discovers it (<link rel=alternate>).
    const page = /^\/([a-z]+)$/.exec(p);
    if (page && page[1] !== "plain") {
      return void res
        .writeHead(200, { "content-type": "text/html" })
        .end(`<html><head><title>${page[1]}</title><link rel="alternate" type="application/rss+xml" href="/feed-${page[1]}.xml"></head><body>Hi</body></html>`);
    }
    if (p === "/plain") return void res.writeHead(200, { "content-type": "text/html" }).end("<html><head><title>Plain</title></head><body>No feed</body></html>");
    res.writeHead(404).end();
  });
  feedBase = feeds.base;
  h = await startE2e(undefined, {
    FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
    // Small enough for the last test to meet both limits with the entries the earlier tests make.
    TIER_LIMITS: JSON.stringify({ guest: { maxSubscriptions: 3, maxSubscriptionTags: 2 } }),
  });
  page = h.page;
});

afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

/** The server's truth: top-level entries by name, and each folder's subscriptions. */
async function readingList() {
  const res = await h.t.gql(
    `{ viewer { readingList { allUnreadCount entries { __typename ... on FeedSubscription { title } ... on Folder { name } } }
       folders { name subscriptions { title } } } }`,
    {},
    await h.token(),
  );
  const v = res.data.viewer;
  return {
    top: v.readingList.entries.map((e: any) => e.title ?? e.name) as string[],
    folders: Object.fromEntries(v.folders.map((f: any) => [f.name, f.subscriptions.map((s: any) => s.title)])) as Record<string, string[]>,
    allUnreadCount: v.readingList.allUnreadCount as number,
  };
}

const nav = (p: Page = page) => p.getByRole("navigation", { name: "Main navigation" });
const tree = (p: Page = page) => nav(p).getByRole("tree", { name: "Subscriptions and folders" });
const item = (name: string | RegExp, p: Page = page) => tree(p).getByRole("treeitem", { name });
const menu = (p: Page = page) => p.getByRole("menu");

/** Presses the mouse on `from`, moves in steps (past the 5 px activation) and releases over `to`. */
async function drag(from: Locator, to: Locator, where: "middle" | "top" | "bottom" = "middle") {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const y = where === "top" ? b.y + 3 : where === "bottom" ? b.y + b.height - 3 : b.y + b.height / 2;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 2, a.y + a.height / 2 + 2, { steps: 2 });
  await page.mouse.move(b.x + b.width / 2, y, { steps: 12 });
  await page.mouse.up();
}

describe("navigation drawer", () => {
  it("subscribes by a page URL, files it in a folder by drag and drop, renames and deletes the folder", async () => {
    await page.goto(`${h.base}/`);
    await h.token();
    await visible(nav().getByText("Follow a feed to build your reading list."));

    // A page without a feed: the optimistic entry is rolled back and the error is shown in the dialog, which
    // stays open with what was typed (issue 12).
    await nav().getByTestId("all-subscriptions").click({ button: "right" });
    await menu().getByRole("menuitem", { name: "Add subscription…" }).click();
    const dialog = page.getByRole("dialog", { name: "Add subscription" });
    await dialog.getByLabel("Feed URL or search").fill(`${feedBase}/plain`);
    await dialog.getByLabel("Feed URL or search").press("Enter");
    await visible(dialog.getByText(/No feed results found for this URL/), 20_000);
    expect(await dialog.getByLabel("Feed URL or search").inputValue()).toBe(`${feedBase}/plain`);
    await gone(item(/New Subscription/));
    expect((await readingList()).top).toEqual([]);

    // A page that links its feed: the feed is discovered and its unread count shows in the drawer.
    await dialog.getByLabel("Feed URL or search").fill(`${feedBase}/blog`);
    await shot(page, "drawer-add-subscription-desktop");
    await dialog.getByRole("button", { name: "Subscribe", exact: true }).click();
    await visible(item(/^Blog feed/), 20_000);
    await visible(item(/^Blog feed/).getByText("3 unread"));
    await visible(nav().getByTestId("all-subscriptions").getByText("3 unread"));
    expect(await readingList()).toMatchObject({ top: ["Blog feed"], allUnreadCount: 3 });

    // New folder: a name is required.
    await nav().getByTestId("all-subscriptions").click({ button: "right" });
    await menu().getByRole("menuitem", { name: "New folder…" }).click();
    const newFolder = page.getByRole("dialog", { name: "New folder" });
    await newFolder.getByRole("button", { name: "Create folder" }).click();
    await visible(newFolder.getByText("Folder name is required"));
    await newFolder.getByLabel("Folder name").fill("Tech");
    await newFolder.getByRole("button", { name: "Create folder" }).click();
    await visible(page.getByText("Folder added successfully!"));
    await visible(item(/^Tech/));
    expect((await readingList()).top).toEqual(["Blog feed", "Tech"]);

    // Drag the subscription into the folder with the real mouse.
    await drag(item(/^Blog feed/), item(/^Tech/));
    await expect.poll(async () => (await readingList()).folders.Tech).toEqual(["Blog feed"]);
    expect((await readingList()).top).toEqual(["Tech"]);
    await gone(tree().locator('[data-parent="top"][data-kind="subscription"]'));
    await visible(item(/^Tech/).getByText("3 unread"));
    // Opening the folder loads its subscriptions; the state is remembered across a reload.
    // The chevron is for the mouse (the keyboard opens a folder on its tree item, tested below).
    await nav().getByTitle("Open folder Tech").click();
    await visible(item(/^Blog feed/));
    expect(await item(/^Blog feed/).getAttribute("aria-level")).toBe("2");
    await page.reload();
    await visible(item(/^Blog feed/));
    expect(await item(/^Tech/).getAttribute("aria-expanded")).toBe("true");
    await shot(page, "drawer-tree-desktop");

    // Inline rename: Escape cancels, an unchanged name sends nothing, Enter commits.
    await item(/^Tech/).click({ button: "right" });
    await menu().getByRole("menuitem", { name: "Rename" }).click();
    const rename = nav().getByRole("textbox", { name: "Folder name" });
    await rename.fill("Nope");
    await rename.press("Escape");
    await visible(item(/^Tech/));
    await item(/^Tech/).click({ button: "right" });
    await menu().getByRole("menuitem", { name: "Rename" }).click();
    await rename.press("Enter");
    await visible(item(/^Tech/));
    expect(await page.getByText("Tag updated").count()).toBe(0);
    await item(/^Tech/).click({ button: "right" });
    await menu().getByRole("menuitem", { name: "Rename" }).click();
    await rename.fill("Reading");
    await rename.press("Enter");
    await visible(page.getByText("Tag updated"));
    await visible(item(/^Reading/));
    expect(Object.keys((await readingList()).folders)).toEqual(["Reading"]);

    // Delete the folder, moving its subscription to the top level. Delete waits for a choice, and
    // "delete all" disables the folder picker.
    await item(/^Reading/).click({ button: "right" });
    await menu().getByRole("menuitem", { name: "Delete folder…" }).click();
    const del = page.getByRole("dialog", { name: "Delete Reading?" });
    const deleteButton = del.getByRole("button", { name: "Delete", exact: true });
    expect(await deleteButton.isDisabled()).toBe(true);
    await del.getByText("Delete all its subscriptions instead").click();
    expect(await del.getByLabel("Move subscriptions to").isDisabled()).toBe(true);
    expect(await deleteButton.isDisabled()).toBe(false);
    await del.getByText("Delete all its subscriptions instead").click();
    expect(await deleteButton.isDisabled()).toBe(true);
    await del.getByLabel("Move subscriptions to").selectOption({ label: "Top Level" });
    await shot(page, "drawer-delete-folder-desktop");
    await deleteButton.click();
    await gone(item(/^Reading/));
    await visible(tree().locator('[data-parent="top"][data-kind="subscription"]'));
    expect(await item(/^Blog feed/).getAttribute("aria-level")).toBe("1");
    expect(await readingList()).toMatchObject({ top: ["Blog feed"], folders: {}, allUnreadCount: 3 });
  });

  it("reorders the top level and moves between folders by drag and drop", async () => {
    const t = await h.token();
    for (const name of ["alpha", "beta"]) {
      const r = await h.t.gql(`mutation($input: SubscribeInput!) { subscribe(input: $input) { __typename } }`, { input: { url: `${feedBase}/feed-${name}.xml` } }, t);
      expect(r.data.subscribe.__typename).toBe("SubscriptionPayload");
    }
    await h.t.gql(`mutation { createFolder(input: { name: "News" }) { __typename } }`, {}, t);
    await page.goto(`${h.base}/`);
    await visible(item(/^News/));
    expect((await readingList()).top).toEqual(["Blog feed", "Alpha feed", "Beta feed", "News"]);

    // Before the first entry (top quarter of its row): a top-level reorder.
    await drag(item(/^Beta feed/), item(/^Blog feed/), "top");
    await expect.poll(async () => (await readingList()).top).toEqual(["Beta feed", "Blog feed", "Alpha feed", "News"]);
    // A folder moves too, with its children.
    await drag(item(/^News/), item(/^Beta feed/), "top");
    await expect.poll(async () => (await readingList()).top).toEqual(["News", "Beta feed", "Blog feed", "Alpha feed"]);
    // Into the folder, then out again after a top-level row.
    await drag(item(/^Alpha feed/), item(/^News/));
    await expect.poll(async () => (await readingList()).folders.News).toEqual(["Alpha feed"]);
    await nav().getByTitle("Open folder News").click();
    await visible(item(/^Alpha feed/));
    await drag(item(/^Alpha feed/), item(/^Blog feed/), "bottom");
    await expect.poll(async () => (await readingList()).top).toEqual(["News", "Beta feed", "Blog feed", "Alpha feed"]);
    expect((await readingList()).folders.News).toEqual([]);
    await visible(nav().getByText("No subscriptions yet"));
    // A click without movement is still a click.
    await item(/^Alpha feed/).click();
    await page.waitForURL(/\/subscriptions\/[0-9a-f-]{36}$/);
    await visible(page.getByRole("heading", { name: "Alpha feed", level: 1 }));
  });

  it("walks the drawer with Shift+Up/Down, opens with Shift+Enter, toggles folders and deselects with Esc", async () => {
    await page.goto(`${h.base}/library`);
    await visible(item(/^News/));
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    const focusedInDrawer = () => page.evaluate(() => Boolean(document.activeElement?.closest("nav")));

    await page.keyboard.press("Shift+ArrowDown");
    expect(await focused()).toBe("Library"); // starts at the current page's entry
    // Tags flagged showInSidebar come next (Read Later is, by default).
    await page.keyboard.press("Shift+ArrowDown");
    expect(await focused()).toMatch(/^Read Later/);
    await page.keyboard.press("Shift+ArrowDown");
    expect(await focused()).toMatch(/^Subscriptions/);
    await page.keyboard.press("Shift+ArrowDown");
    expect(await focused()).toMatch(/^News/);
    // Shift+Enter toggles a folder (and stays on this page).
    expect(await item(/^News/).getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Shift+Enter");
    expect(await item(/^News/).getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Shift+Enter");
    expect(await item(/^News/).getAttribute("aria-expanded")).toBe("true");
    await visible(nav().getByText("No subscriptions yet"));
    expect(new URL(page.url()).pathname).toBe("/library");
    await page.keyboard.press("Shift+ArrowDown");
    expect(await focused()).toMatch(/^Beta feed/);
    await page.keyboard.press("Shift+ArrowUp");
    await page.keyboard.press("Shift+ArrowUp");
    expect(await focused()).toMatch(/^Subscriptions/);
    await page.keyboard.press("Shift+ArrowDown");
    await page.keyboard.press("Shift+ArrowDown");
    await shot(page, "drawer-keyboard-desktop");
    // Shift+Enter opens an entry (in this window, not a new one).
    await page.keyboard.press("Shift+Enter");
    await page.waitForURL(/\/subscriptions\/[0-9a-f-]{36}$/);
    await visible(page.getByRole("heading", { name: "Beta feed", level: 1 }));
    expect(h.context.pages()).toHaveLength(1);
    // The tree's own arrow keys: Left closes the folder, Right opens it.
    await page.keyboard.press("Shift+ArrowUp");
    expect(await focused()).toMatch(/^News/);
    await page.keyboard.press("ArrowLeft");
    expect(await item(/^News/).getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("ArrowRight");
    expect(await item(/^News/).getAttribute("aria-expanded")).toBe("true");
    // Shift+F10 (or the ContextMenu key) opens the entry's menu; Escape returns to the entry.
    await page.keyboard.press("Shift+F10");
    await visible(menu());
    expect(await menu().getAttribute("aria-label")).toBe("News actions");
    await page.keyboard.press("Escape");
    await gone(menu());
    await expect.poll(focused).toMatch(/^News/);
    // Esc deselects.
    await page.keyboard.press("Escape");
    expect(await focusedInDrawer()).toBe(false);
    // Ignored while typing.
    await nav().getByRole("button", { name: "Subscription actions" }).click();
    await menu().getByRole("menuitem", { name: "Add subscription…" }).click();
    const add = page.getByRole("dialog", { name: "Add subscription" });
    const input = add.getByLabel("Feed URL or search");
    await input.click();
    await page.keyboard.press("Shift+ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("feed");
    // Words search the known feeds (debounced); feeds already followed say so.
    await input.fill("alpha");
    const results = add.getByRole("list", { name: "Search results" });
    await visible(results.getByText("Alpha feed"));
    await visible(results.getByText("Subscribed"));
    await shot(page, "drawer-add-search-desktop");
    await page.keyboard.press("Escape");
    await gone(page.getByRole("dialog"));
  });

  it("shows a disabled subscription dimmed with the re-enable message, and its properties as a modal route", async () => {
    await page.goto(`${h.base}/`);
    await item(/^Beta feed/).click({ button: "right" });
    await menu().getByRole("menuitem", { name: "Disable" }).click();
    await visible(page.getByText("Subscriptions updated successfully"));
    await expect.poll(() => item(/^Beta feed/).getAttribute("data-disabled")).toBe("");
    await item(/^Beta feed/).click();
    await visible(page.getByText("This subscription is disabled"));
    await visible(page.getByText(/Re-enable it from the/));
    await shot(page, "subscription-disabled-desktop");
    await page.getByRole("button", { name: "Enable subscription" }).click();
    await gone(page.getByText("This subscription is disabled"));
    await visible(page.getByText("3 unread").first());

    // Properties: a modal url on top of the page; closing goes back.
    const pageUrl = page.url();
    await page.getByRole("link", { name: "Properties", exact: true }).click();
    await page.waitForURL(`${pageUrl}/properties`);
    await visible(page.getByRole("dialog", { name: "Beta feed properties" }));
    // The title changes below, and the dialog's name with it.
    const props = page.getByRole("dialog");
    await visible(props.getByRole("tab", { name: "General" }));
    // Spec part 2 section 2: subscription settings have the tabs General, Filters, Actions.
    expect(await props.getByRole("tab").allTextContents()).toEqual(["General", "Filters", "Actions"]);
    const title = props.getByLabel("Title");
    await title.fill("Beta news");
    await title.press("Enter");
    await visible(page.getByText("Subscriptions updated successfully").first());
    await visible(page.getByRole("dialog", { name: "Beta news properties" }));
    const slider = props.getByRole("slider");
    await slider.focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await visible(props.getByText("28 days"));
    await expect
      .poll(async () => (await h.t.gql(`{ viewer { subscriptions(first: 10) { edges { node { title keepUnreadDays } } } } }`, {}, await h.token())).data.viewer.subscriptions.edges.find((e: any) => e.node.title === "Beta news")?.node.keepUnreadDays)
      .toBe(28);
    await visible(props.getByRole("link", { name: "Beta feed" }));
    await shot(page, "subscription-properties-desktop");
    await props.getByRole("button", { name: "Close" }).click();
    await page.waitForURL(pageUrl);
    await gone(page.getByRole("dialog"));
    // The drawer follows the new title without a reload.
    await visible(item(/^Beta news/));
  });

  it("edits a folder's properties: icon and enabled state, shown in the drawer", async () => {
    await page.goto(`${h.base}/`);
    await item(/^News/).click({ button: "right" });
    await shot(page, "drawer-folder-menu-desktop");
    await menu().getByRole("menuitem", { name: "Properties" }).click();
    await page.waitForURL(/\/folders\/[0-9a-f-]{36}\/properties$/);
    const props = page.getByRole("dialog", { name: "News properties" });
    await props.getByRole("radio", { name: "Star" }).click();
    await visible(page.getByText("Subscriptions updated successfully"));
    await expect.poll(() => props.getByRole("radio", { name: "Star" }).getAttribute("aria-checked")).toBe("true");
    await props.getByText("Enabled").click();
    await visible(props.getByText("A disabled folder is not updated and shows no content."));
    await shot(page, "folder-properties-desktop");
    await props.getByRole("button", { name: "Close" }).click();
    await page.waitForURL(`${h.base}/`);
    await expect.poll(() => item(/^News/).getAttribute("data-disabled")).toBe("");
    await item(/^News/).click();
    await visible(page.getByText("This folder is disabled"));
    await page.getByRole("button", { name: "Enable folder" }).click();
    await gone(page.getByText("This folder is disabled"));
    await expect.poll(() => item(/^News/).getAttribute("data-disabled")).toBe(null);
  });

  it("opens the context menu with a 500 ms long press on a touch screen; a tap still opens the entry", async () => {
    const browser = h.context.browser()!;
    const touch: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    await touch.addCookies(await h.context.cookies());
    const phone = await touch.newPage();
    try {
      await phone.goto(`${h.base}/`);
      await phone.getByRole("button", { name: "Open navigation" }).click();
      await visible(item(/^Blog feed/, phone));
      await shot(phone, "drawer-phone");
      const box = (await item(/^Blog feed/, phone).boundingBox())!;
      const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
      const cdp = await touch.newCDPSession(phone);

      // A short press is a tap: it opens the entry, no menu.
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
      await phone.waitForTimeout(150);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await phone.waitForURL(/\/subscriptions\/[0-9a-f-]{36}$/);
      expect(await menu(phone).count()).toBe(0);

      // Held for 500 ms: the subscription's menu opens under the finger; lifting it does not open the entry.
      await phone.goto(`${h.base}/`);
      await phone.getByRole("button", { name: "Open navigation" }).click();
      await visible(item(/^Blog feed/, phone));
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
      await phone.waitForTimeout(350);
      expect(await menu(phone).count()).toBe(0);
      await phone.waitForTimeout(350);
      await visible(menu(phone));
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await phone.waitForTimeout(200);
      expect(new URL(phone.url()).pathname).toBe("/");
      const items = await menu(phone).getByRole("menuitem").allTextContents();
      expect(items).toEqual(["Open", "Rename", "Move to folders…", "Properties", "Create digest…", "Disable", "Unsubscribe"]);
      await shot(phone, "drawer-long-press-menu-phone");

      // Any click closes it.
      await phone.mouse.click(40, 760); // an empty part of the drawer
      await gone(menu(phone));

      // An entry of the menu works: Move to folders… (search, toggle, Top Level, add a folder).
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
      await phone.waitForTimeout(700);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await menu(phone).getByRole("menuitem", { name: "Move to folders…" }).click();
      const move = phone.getByRole("dialog", { name: "Move Blog feed to folders" });
      await move.getByLabel("Search folders").fill("NEW");
      await visible(move.getByText("News"));
      await move.getByText("News").click();
      await expect.poll(async () => (await readingList()).folders.News).toEqual(["Blog feed"]);
      await move.getByLabel("Search folders").fill("Later");
      await move.getByRole("button", { name: /Add folder/ }).click();
      await expect.poll(async () => (await readingList()).folders.Later).toEqual(["Blog feed"]);
      await move.getByLabel("Search folders").fill("");
      await move.getByText("Top Level").click();
      await expect.poll(async () => (await readingList()).top).not.toContain("Blog feed");
      await shot(phone, "drawer-move-dialog-phone");
      await move.getByRole("button", { name: "Done" }).click();
      await gone(phone.getByRole("dialog"));
    } finally {
      await touch.close();
    }
  });

  it("tier limits say so, with the Upgrade your account link to /settings#billing", async () => {
    await page.goto(`${h.base}/`);
    // Three subscriptions exist: the fourth is over the test's limit, said in the dialog next to its form.
    await nav().getByRole("button", { name: "Subscription actions" }).click();
    await menu().getByRole("menuitem", { name: "Add subscription…" }).click();
    const addDialog = page.getByRole("dialog", { name: "Add subscription" });
    await addDialog.getByLabel("Feed URL or search").fill(`${feedBase}/gamma`);
    await addDialog.getByLabel("Feed URL or search").press("Enter");
    const limit = addDialog.getByRole("alert").filter({ hasText: "You have reached the maximum number of subscriptions for this account tier" });
    await visible(limit);
    await gone(item(/New Subscription/));
    await shot(page, "tier-limit-add-dialog-desktop");
    await limit.getByRole("link", { name: "Upgrade your account" }).click();
    await page.waitForURL(`${h.base}/settings#billing`);
    await gone(addDialog);

    // Two folders exist: a third is over the limit (shown in the dialog, next to the form).
    await page.goto(`${h.base}/`);
    await nav().getByTestId("all-subscriptions").click({ button: "right" });
    await menu().getByRole("menuitem", { name: "New folder…" }).click();
    const dialog = page.getByRole("dialog", { name: "New folder" });
    await dialog.getByLabel("Folder name").fill("Third");
    await dialog.getByRole("button", { name: "Create folder" }).click();
    await visible(dialog.getByText("You have reached the maximum number of folders for this account tier"));
    await shot(page, "tier-limit-dialog-desktop");
    await dialog.getByRole("link", { name: "Upgrade your account" }).click();
    await page.waitForURL(`${h.base}/settings#billing`);
  });
});
