import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../factories.js";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// The Library and the admin tools through the real UI (issue 16): a reader moves 30 subscriptions into a folder
// with the bulk actions; an admin pauses a feed from the Feeds tab and the feed's Admin tab, and gifts Pro from
// the Users tab's properties modal. Every screen is checked with axe. Built web app, real API and PostgreSQL,
// Chromium. Set E2E_SCREENSHOTS=<folder> to keep PNGs of every screen at desktop and phone sizes.
let h: E2eHarness;
let page: Page;
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(name: string, on: Page = page) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await on.waitForTimeout(300);
  await on.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  h = await startE2e(undefined, { TIER_LIMITS: JSON.stringify({ guest: { maxSubscriptions: 1000 } }) });
  page = h.page;
});
afterAll(async () => {
  await h?.close();
});

async function rest(method: string, p: string, body?: unknown) {
  const res = await h.t.rest(method, p, { token: await h.token(), ...(body ? { body } : {}) });
  expect(res.status, `${method} ${p}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

const table = (name: string) => page.getByRole("table", { name });
const rows = (name: string) => table(name).locator("tbody tr");
const updated = () => visible(page.getByText("Subscriptions updated successfully").first());
/** Runs a bulk action on the rows selected now (a folder or Top Level as its target). */
async function bulk(action: "add" | "remove", target: string) {
  await page.getByRole("combobox", { name: "Bulk action" }).selectOption(action);
  await page.getByRole("combobox", { name: action === "add" ? "Add to" : "Remove from" }).selectOption({ label: target });
  await page.getByRole("button", { name: "Apply" }).click();
  await updated();
  await visible(page.getByText("None selected"));
}
/** Ticks a row's (or the header's) checkbox by its visible box, as a pointer would (its input is visually hidden). */
const check = (name: string) => page.getByRole("checkbox", { name }).locator("xpath=..").click();

describe("the Library", () => {
  let folderId: string;

  it("moves 30 subscriptions into a folder with the bulk actions, page by page", async () => {
    await page.goto(`${h.base}/`);
    await h.token();
    for (let i = 0; i < 35; i++) {
      const { feedId } = await createFeedWithItems(h.t.db, `Library ${String(i).padStart(2, "0")}`, [{ ageDays: 1 }, { ageDays: 3 }]);
      await rest("POST", "/subscriptions", { feedId });
    }
    folderId = (await rest("POST", "/subscriptions/tags", { name: "Reading" })).id;

    await page.goto(`${h.base}/library#subscriptions`);
    await visible(table("Subscriptions"));
    await expect.poll(() => rows("Subscriptions").count()).toBe(20);
    await visible(page.getByText("1–20 of 35 subscriptions"));
    await expectNoSeriousViolations(page);
    await shot("library-subscriptions-desktop");

    // Apply needs a selection and an action (spec part 3 section 5).
    expect(await page.getByRole("button", { name: "Apply" }).isDisabled()).toBe(true);

    // Page 1: all 20 (the select-all takes the page on screen only), into the folder and off the top level.
    await check("Select all on this page");
    await visible(page.getByText("20 selected"));
    await bulk("add", "Reading");
    await check("Select all on this page");
    await bulk("remove", "Top Level");

    // Page 2: the first 10 of its 15.
    await page.getByRole("button", { name: "Next" }).click();
    await visible(page.getByText("21–35 of 35 subscriptions"));
    expect(await rows("Subscriptions").getByRole("link").first().textContent()).toBe("Feed Library 20");
    for (let i = 20; i < 30; i++) await check(`Select Feed Library ${i}`);
    await visible(page.getByText("10 selected"));
    await bulk("add", "Reading");
    for (let i = 20; i < 30; i++) await check(`Select Feed Library ${i}`);
    await bulk("remove", "Top Level");

    // The server's truth: 30 in the folder (in title order), 5 left on top, every count exact.
    const list = await rest("GET", "/subscriptions");
    const subs = Object.values(list.subscriptions as Record<string, any>);
    const inFolder = subs.filter((s) => s.associations.some((a: any) => a.subscriptionTagId === folderId));
    expect(inFolder).toHaveLength(30);
    expect(subs.filter((s) => s.isTopLevel).map((s) => s.title).sort()).toEqual(["30", "31", "32", "33", "34"].map((n) => `Feed Library ${n}`));
    expect(list.subscriptionTags[folderId]).toMatchObject({ subscriptionCount: 30, unreadCount: 60 });
    expect(list.allUnreadCount).toBe(70);

    // The table's folder filter agrees, and the drawer shows the folder's count without a reload.
    await page.getByRole("button", { name: /Folder filter/ }).click();
    await page.getByRole("menuitemcheckbox", { name: "Reading" }).click();
    await page.keyboard.press("Escape");
    await visible(page.getByText("1–20 of 30 subscriptions"));
    expect(page.url()).toContain(`folders=`);
    const drawerFolder = page.getByRole("navigation", { name: "Main navigation" }).getByRole("treeitem", { name: /Reading/ });
    await visible(drawerFolder);
    await expect.poll(() => drawerFolder.textContent()).toContain("60");

    // Two ticks in the open menu while the first one's page is still loading (held here, as a slow server
    // would): the second builds on the first, and the menu shows both at once. (It once undid the first.)
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes("LibrarySubscriptionsTabQuery")) await held;
      await route.fallback();
    });
    await page.getByRole("button", { name: /Folder filter/ }).click();
    await page.getByRole("menuitemcheckbox", { name: "Reading" }).click();
    await expect.poll(() => page.getByRole("menuitemcheckbox", { name: "Reading" }).getAttribute("aria-checked")).toBe("false");
    await page.getByRole("menuitemcheckbox", { name: "Top Level" }).click();
    await expect.poll(() => page.getByRole("menuitemcheckbox", { name: "Top Level" }).getAttribute("aria-checked")).toBe("true");
    expect(await page.getByRole("menuitemcheckbox", { name: "Reading" }).getAttribute("aria-checked")).toBe("false");
    await shot("library-folder-filter-open");
    release();
    await page.keyboard.press("Escape");
    await visible(page.getByText("1–5 of 5 subscriptions"));
    await page.unroute("**/graphql");
    expect(new URL(page.url()).searchParams.get("folders")).toBe("top");

    // Delete: two of the top level at once (after a confirmation), then one from its row.
    await check("Select Feed Library 30");
    await check("Select Feed Library 31");
    await page.getByRole("combobox", { name: "Bulk action" }).selectOption("delete");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("dialog", { name: "Unsubscribe from 2 subscriptions?" }).getByRole("button", { name: "Unsubscribe" }).click();
    await visible(page.getByText("Unsubscribed from 2 subscriptions").first());
    await visible(page.getByText("1–3 of 3 subscriptions"));
    await rows("Subscriptions").getByRole("button", { name: "Unsubscribe from Feed Library 32" }).click();
    await page.getByRole("dialog", { name: "Unsubscribe?" }).getByRole("button", { name: "Unsubscribe" }).click();
    await visible(page.getByText("1–2 of 2 subscriptions"));
    const after = await rest("GET", "/subscriptions");
    expect(Object.keys(after.subscriptions)).toHaveLength(32);
    expect(after.allUnreadCount).toBe(64);
    expect(after.subscriptionTags[folderId].subscriptionCount).toBe(30);
  });

  it("shows tags, folders and system tags in their tabs, each named by the hash", async () => {
    await rest("POST", "/content/tags", { name: "Keep" });
    await page.goto(`${h.base}/library`);
    await visible(table("Tags"));
    await visible(table("Tags").getByRole("link", { name: "Keep" }));
    await expectNoSeriousViolations(page);
    await shot("library-tags-desktop");

    await page.getByRole("tab", { name: "Folders" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#folders");
    const reading = table("Folders").getByRole("row", { name: /Reading/ });
    await visible(reading);
    await visible(reading.getByRole("cell", { name: "30" }));
    // The folder's OPML export downloads a file named after the folder.
    const download = page.waitForEvent("download");
    await reading.getByRole("button", { name: "Export Reading as OPML" }).click();
    expect((await download).suggestedFilename()).toMatch(/-reading-opml-export\.opml$/);
    await expectNoSeriousViolations(page);
    await shot("library-folders-desktop");

    await page.getByRole("tab", { name: "System Tags" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#system-tags");
    const readLater = table("System tags").getByRole("row", { name: /Read Later/i });
    await visible(readLater);
    expect(await readLater.getByRole("button", { name: /Delete/ }).count()).toBe(0);
    await expectNoSeriousViolations(page);

    // Tabs for admins are not offered to others, and their hash opens the first tab.
    expect(await page.getByRole("tab", { name: "Users" }).count()).toBe(0);
    await page.goto(`${h.base}/library#users`);
    await visible(table("Tags"));
  });
});

describe("admin tools", () => {
  let pausedFeedId: string;
  let giftedId: string;
  it("an admin pauses a feed from the Feeds tab and the feed's Admin tab; it is audited", async () => {
    const me = (await h.session())!.user.id;
    await h.t.db.user.update({ where: { id: me }, data: { isAdmin: true, username: "librarian" } });
    const { feedId } = await createFeedWithItems(h.t.db, "Pausable news", [{ ageDays: 1 }]);
    pausedFeedId = feedId;

    // A new page load: the app learns of the new role as it starts.
    await page.goto(`${h.base}/library#feeds`);
    await page.reload();
    await visible(table("Feeds"));
    await page.getByRole("searchbox", { name: "Search feeds by title or URL" }).fill("pausable");
    await expect.poll(() => rows("Feeds").count(), { timeout: 10_000 }).toBe(1);
    expect(page.url()).toContain("search=pausable");
    await expectNoSeriousViolations(page);
    await shot("library-admin-feeds-desktop");

    await rows("Feeds").getByRole("link", { name: /Feed Pausable news admin properties/ }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(`/feeds/${feedId}#admin`);
    await visible(page.getByRole("form", { name: "Feed admin" }));
    await page.getByRole("combobox", { name: "Status" }).selectOption("paused");
    await page.getByLabel("Reputation").fill("42 points");
    await page.getByRole("button", { name: "Save changes" }).click();
    await visible(page.getByText("Feed updated successfully.").first());
    await expect.poll(async () => (await h.t.db.feed.findUniqueOrThrow({ where: { id: feedId } })).status).toBe("paused");
    expect(await h.t.db.feed.findUniqueOrThrow({ where: { id: feedId } })).toMatchObject({ pausedByAdmin: true, reputation: 42 });
    // The change is in the feed's audit log, by this admin.
    await visible(page.getByText(/reputation: 0 → 42/));
    await visible(page.getByText(/status: healthy → paused/));
    expect(await page.getByRole("button", { name: "Fetch now" }).isDisabled()).toBe(true);
    await expectNoSeriousViolations(page);
    await shot("feed-admin-tab-desktop");
  });

  it("an admin gifts Pro from the user properties modal over the Users tab", async () => {
    const target = await h.t.rest("POST", "/users", { body: { username: "gifted", email: "gifted@example.com", password: "correct horse" } });
    expect(target.status).toBe(200);
    const targetId = target.body.user.id as string;
    giftedId = targetId;

    await page.goto(`${h.base}/library#users`);
    await visible(table("Users"));
    await page.getByRole("searchbox", { name: /Search users/ }).fill("gifted@");
    await expect.poll(() => rows("Users").count(), { timeout: 10_000 }).toBe(1);
    await expectNoSeriousViolations(page);
    await shot("library-admin-users-desktop");

    await rows("Users").getByRole("link", { name: "gifted", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/users/${targetId}/properties`);
    const dialog = page.getByRole("dialog", { name: "User properties" });
    await visible(dialog.getByRole("button", { name: "Gift Pro" }));
    await expectNoSeriousViolations(page);
    await shot("user-properties-desktop");
    await dialog.getByRole("button", { name: "Gift Pro" }).click();
    await visible(page.getByText("Gift subscription sent successfully.").first());

    const user = await h.t.db.user.findUniqueOrThrow({ where: { id: targetId } });
    const days = (user.premiumUntil!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(31.1);
    const settings = await h.t.rest("GET", `/users/${targetId}`, { token: target.body.token });
    expect(settings.body.settings.accountSettings).toMatchObject({ isPremium: true, tier: "pro" });
    await visible(dialog.getByText(/^Pro until/));
    await visible(dialog.getByText(/gifted Pro/));

    // Closing goes back to the Users table, where the plan shows.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/library");
    await visible(rows("Users").getByText(/^Pro until/));
  });

  it("passes axe in every theme: the Library's tabs, the feed's Admin tab and the user properties modal", async () => {
    const me = (await h.session())!.user.id;
    const screens: Array<[string, () => ReturnType<Page["getByRole"]>]> = [
      ["/library#subscriptions", () => table("Subscriptions")],
      ["/library#tags", () => table("Tags")],
      ["/library#folders", () => table("Folders")],
      ["/library#system-tags", () => table("System tags")],
      ["/library#feeds", () => table("Feeds")],
      ["/library#users", () => table("Users")],
      [`/feeds/${pausedFeedId}#admin`, () => page.getByRole("form", { name: "Feed admin" })],
      [`/users/${giftedId}/properties`, () => page.getByRole("dialog", { name: "User properties" }).getByRole("button", { name: "Gift Pro" })],
    ];
    try {
      for (const theme of ["pearl", "snow", "slate", "obsidian"]) {
        await rest("PUT", `/users/${me}/settings/appSettings`, { value: { theme } });
        for (const [where, ready] of screens) {
          await page.goto(`${h.base}${where}`);
          await page.reload();
          await visible(ready());
          if (theme === "snow") await shot(`snow-${where.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}`);
          try {
            await expectNoSeriousViolations(page);
          } catch (e) {
            throw new Error(`${theme} ${where}: ${(e as Error).message}`, { cause: e });
          }
        }
      }
    } finally {
      await rest("PUT", `/users/${me}/settings/appSettings`, { value: { theme: "obsidian" } });
    }
  });

  it("reads well on a phone", async () => {
    const phone = await h.context.browser()!.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await phone.addCookies(await h.context.cookies());
    const p = await phone.newPage();
    try {
      for (const [hash, tableName] of [["subscriptions", "Subscriptions"], ["feeds", "Feeds"], ["users", "Users"]] as const) {
        await p.goto(`${h.base}/library#${hash}`);
        await visible(p.getByRole("table", { name: tableName }));
        expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await expectNoSeriousViolations(p);
        await shot(`library-${hash}-phone`, p);
      }
      await p.goto(`${h.base}/library#topics`);
      await visible(p.getByText("No topics yet"));
      await shot("library-topics-phone", p);
      await p.goto(`${h.base}/feeds/${pausedFeedId}#admin`);
      await visible(p.getByRole("form", { name: "Feed admin" }));
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoSeriousViolations(p);
      await shot("feed-admin-tab-phone", p);
      await p.goto(`${h.base}/users/${giftedId}/properties`);
      await visible(p.getByRole("dialog", { name: "User properties" }).getByRole("button", { name: "Gift Pro" }));
      await expectNoSeriousViolations(p);
      await shot("user-properties-phone", p);
    } finally {
      await phone.close();
    }
  });
});
