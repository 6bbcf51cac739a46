import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gone, serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// Content tags in the web app through the real UI: the drawer's tag entries (showInSidebar, counts, context
// menu, inline rename, delete), the tag settings modal route, and the read-later toggle on a list item with
// its optimistic count and tier-limit rollback. Built web app, real API and PostgreSQL, Chromium; the feed is
// served by a real HTTP server on 127.0.0.1.
let h: E2eHarness;
let page: Page;
let feeds: Awaited<ReturnType<typeof serveLocally>>;
let feedBase: string;

/** Set E2E_SCREENSHOTS=<folder> to keep a PNG of every screen at desktop and phone widths. */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const DAY = 86_400_000;
function rss() {
  const items = [1, 2, 3]
    .map((d) => `<item><guid>tags-${d}</guid><title>Tagged item ${d}</title><link>${feedBase}/tags/${d}</link><pubDate>${new Date(Date.now() - d * DAY).toUTCString()}</pubDate></item>`)
    .join("");
  return `<rss version="2.0"><channel><title>Tags feed</title><link>${feedBase}/tags</link><description>Things to tag.</description>${items}</channel></rss>`;
}

beforeAll(async () => {
  feeds = await serveLocally((req, res) => {
    if (new URL(req.url ?? "/", "http://x").pathname === "/feed-tags.xml") return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(rss());
    res.writeHead(404).end();
  });
  feedBase = feeds.base;
  h = await startE2e(undefined, {
    FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
    // One tagged item at most: the second read-later toggle meets MAX_CONTENT_ITEMS_TAGGED_REACHED.
    TIER_LIMITS: JSON.stringify({ guest: { maxContentItemsTagged: 1 } }),
  });
  page = h.page;
});

afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const r = await h.t.gql(query, variables, await h.token());
  expect(r.errors).toBeUndefined();
  return r.data;
}

/** The server's truth: the viewer's tags by name. */
async function serverTags(): Promise<Array<{ name: string; showInSidebar: boolean; totalContentItems: number; unreadCount: number }>> {
  return (await gql(`{ viewer { contentItemTags { name showInSidebar totalContentItems unreadCount } } }`)).viewer.contentItemTags;
}

const nav = () => page.getByRole("navigation", { name: "Main navigation" });
const tagLink = (name: string | RegExp) => nav().getByRole("group", { name: "Tags" }).getByRole("link", { name });
/** The same while a modal is open (a modal hides everything behind it from the accessibility tree). */
const tagLinkBehindModal = (name: string | RegExp) =>
  page.locator("#nav-drawer").getByRole("group", { name: "Tags", includeHidden: true }).getByRole("link", { name, includeHidden: true });
const menu = () => page.getByRole("menu");
/** The drawer's keyboard-walkable entries, in order. */
const drawerEntries = () => nav().locator("[data-drawer-item]").evaluateAll((els) => els.map((el) => (el.textContent ?? "").trim()));

describe("content tags", () => {
  it("lists tags flagged showInSidebar between Library and Subscriptions with their counts, renames them and deletes them", async () => {
    await page.goto(`${h.base}/`);
    const sub = await gql(`mutation($input: SubscribeInput!) { subscribe(input: $input) { __typename } }`, { input: { url: `${feedBase}/feed-tags.xml` } });
    expect(sub.subscribe.__typename).toBe("SubscriptionPayload");
    await expect
      .poll(async () => (await gql(`{ viewer { contentItems(first: 10) { edges { node { id } } } } }`)).viewer.contentItems.edges.length, { timeout: 30_000 })
      .toBe(3);
    const items: Array<{ id: string }> = (await gql(`{ viewer { contentItems(first: 10) { edges { node { id } } } } }`)).viewer.contentItems.edges.map((e: any) => e.node);

    // A new tag holding one unread item, not yet flagged for the sidebar.
    const created = await gql(`mutation { createContentItemTag(input: { name: "Rust Things" }) { ... on ContentItemTagPayload { contentItemTag { id contentItemTagId } } } }`);
    const { id: tagId, contentItemTagId } = created.createContentItemTag.contentItemTag;
    const tagged = await gql(`mutation($input: ContentItemTaggingInput!) { tagContentItem(input: $input) { __typename } }`, {
      input: { contentItemId: items[0]!.id, contentItemTagId: tagId },
    });
    expect(tagged.tagContentItem.__typename).toBe("ContentItemTaggingPayload");
    await page.reload();
    // The built-in Read Later tag is in the sidebar from the start; the new tag is not.
    await visible(tagLink(/^Read Later/));
    await gone(tagLink(/^Rust Things/));

    await gql(`mutation($id: ID!) { updateContentItemTag(input: { id: $id, showInSidebar: true }) { __typename } }`, { id: tagId });
    await page.reload();
    await visible(tagLink(/^Rust Things/));
    await visible(tagLink(/^Rust Things/).getByText("1 unread"));
    expect(await tagLink(/^Rust Things/).getAttribute("href")).toBe(`/content/tags/${contentItemTagId}`);
    expect(await tagLink(/^Read Later/).getAttribute("href")).toBe("/content/tags/read-later");
    const entries = await drawerEntries();
    const at = (prefix: string) => entries.findIndex((e) => e.startsWith(prefix));
    expect(at("Library")).toBeGreaterThan(-1);
    expect([at("Library") + 1, at("Library") + 2, at("Library") + 3]).toEqual([at("Read Later"), at("Rust Things"), at("Subscriptions")]);
    await shot("tags-drawer-desktop");

    // The built-in tag can be neither renamed nor deleted.
    await tagLink(/^Read Later/).click({ button: "right" });
    expect(await menu().getAttribute("aria-label")).toBe("Read Later actions");
    expect(await menu().getByRole("menuitem", { name: "Rename" }).getAttribute("aria-disabled")).toBe("true");
    expect(await menu().getByRole("menuitem", { name: "Delete tag…" }).getAttribute("aria-disabled")).toBe("true");
    await page.keyboard.press("Escape");
    await gone(menu());

    // Settings: a modal route on top of the tag's page.
    await tagLink(/^Rust Things/).click({ button: "right" });
    await menu().getByRole("menuitem", { name: "Settings" }).click();
    await page.waitForURL(`${h.base}/content/tags/${contentItemTagId}/properties`);
    await visible(page.getByRole("dialog", { name: "Rust Things settings" }));
    // Its title follows the name, and so does the dialog's accessible name.
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("tab", { name: "General" }));
    const name = dialog.getByRole("textbox", { name: "Name" });
    // Blur cancels; an unchanged name sends nothing; Enter saves a changed one.
    await name.fill("Nope");
    await dialog.getByText("Press Enter to save.").click();
    expect(await name.inputValue()).toBe("Rust Things");
    await name.press("Enter");
    await name.fill("Rust Reading");
    await shot("tags-settings-desktop");
    await name.press("Enter");
    await visible(page.getByText("Tag name updated"));
    await visible(page.getByRole("dialog", { name: "Rust Reading settings" }));
    await visible(tagLinkBehindModal(/^Rust Reading/));
    expect((await serverTags()).map((t) => t.name)).toEqual(["Read Later", "Rust Reading"]);
    // The sidebar switch takes the tag out of the drawer and back.
    await dialog.getByText("Show in sidebar").click();
    await gone(tagLinkBehindModal(/^Rust Reading/));
    await expect.poll(async () => (await serverTags())[1]!.showInSidebar).toBe(false);
    await dialog.getByText("Show in sidebar").click();
    await visible(tagLinkBehindModal(/^Rust Reading/));
    await dialog.getByRole("tab", { name: "Actions" }).click();
    await visible(dialog.getByText("No actions yet."));
    await visible(dialog.getByRole("button", { name: "Add action" }));
    await page.keyboard.press("Escape");
    await gone(page.getByRole("dialog"));

    // The read-later tag's settings keep its name read-only (its route has no :id: the slug is the route).
    await page.goto(`${h.base}/content/tags/read-later/properties`);
    const rl = page.getByRole("dialog", { name: "Read Later settings" });
    await visible(rl);
    expect(await rl.getByRole("textbox", { name: "Name" }).isDisabled()).toBe(true);
    await visible(rl.getByText("The built-in Read Later tag cannot be renamed or deleted."));
    await page.keyboard.press("Escape");
    await gone(page.getByRole("dialog"));

    // Inline rename from the context menu: Escape cancels, Enter commits.
    await tagLink(/^Rust Reading/).click({ button: "right" });
    await menu().getByRole("menuitem", { name: "Rename" }).click();
    const inline = nav().getByRole("textbox", { name: "Tag name" });
    await inline.fill("Nope");
    await inline.press("Escape");
    await visible(tagLink(/^Rust Reading/));
    await tagLink(/^Rust Reading/).click({ button: "right" });
    await menu().getByRole("menuitem", { name: "Rename" }).click();
    await inline.fill("Rusty");
    await inline.press("Enter");
    await visible(tagLink(/^Rusty/));
    await expect.poll(async () => (await serverTags()).map((t) => t.name)).toEqual(["Read Later", "Rusty"]);

    // Delete from the tag's own page: confirmed, then the page is left.
    await tagLink(/^Rusty/).click();
    await page.waitForURL(`${h.base}/content/tags/${contentItemTagId}`);
    await expect.poll(() => tagLink(/^Rusty/).getAttribute("aria-current")).toBe("page");
    await tagLink(/^Rusty/).click({ button: "right" });
    await menu().getByRole("menuitem", { name: "Delete tag…" }).click();
    const del = page.getByRole("dialog", { name: "Delete Rusty?" });
    await visible(del.getByText(/from its 1 item/));
    await shot("tags-delete-desktop");
    await del.getByRole("button", { name: "Delete", exact: true }).click();
    await gone(tagLink(/^Rusty/));
    await page.waitForURL(`${h.base}/library#tags`);
    await visible(page.getByRole("heading", { name: "Library", level: 1 }));
    expect((await serverTags()).map((t) => t.name)).toEqual(["Read Later"]);
  });

  it("toggles read later on a list item at once, and rolls back with the upgrade link past the tier limit", async () => {
    await page.goto(`${h.base}/subscriptions/all`);
    const buttons = page.getByRole("main").getByRole("button", { name: "Read later" });
    await visible(buttons);
    await expect.poll(() => buttons.count()).toBe(3);
    const first = buttons.nth(0);
    expect(await first.getAttribute("aria-pressed")).toBe("false");
    await first.click();
    expect(await first.getAttribute("aria-pressed")).toBe("true");
    await visible(tagLink(/^Read Later/).getByText("1 unread"));
    await expect.poll(async () => (await serverTags())[0]).toMatchObject({ name: "Read Later", totalContentItems: 1, unreadCount: 1 });
    await first.hover();
    await visible(page.getByText("Remove from Read Later"));

    // A second item would pass maxContentItemsTagged (1): the toggle shows, then rolls back with the toast.
    const second = buttons.nth(1);
    await second.click();
    await visible(page.getByText("You have reached the maximum number of tagged items for this account tier"));
    await visible(page.getByRole("link", { name: "Upgrade your account" }));
    await expect.poll(() => second.getAttribute("aria-pressed")).toBe("false");
    await shot("tags-read-later-limit-desktop");
    expect((await serverTags())[0]!.totalContentItems).toBe(1);

    // Phone width: the drawer opens from the top bar and still lists the tag.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole("button", { name: "Open navigation" }).click();
    await visible(tagLink(/^Read Later/).getByText("1 unread"));
    await shot("tags-drawer-phone");
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Untoggle: the count goes at once.
    await page.reload();
    await visible(buttons);
    await buttons.nth(0).click();
    expect(await buttons.nth(0).getAttribute("aria-pressed")).toBe("false");
    await gone(tagLink(/^Read Later/).getByText("1 unread"));
    await expect.poll(async () => (await serverTags())[0]!.totalContentItems).toBe(0);
  });
});
