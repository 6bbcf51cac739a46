import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { clickUntilVisible, serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// Website feeds through the real UI (issue 18): a page without a feed, served on 127.0.0.1, found by feed
// search, turned into a feed in the editor's automated mode, subscribed to from the Library's Website Feeds tab,
// and read. Built web app, real API and PostgreSQL, Chromium. E2E_SCREENSHOTS=<folder> keeps PNGs.
let h: E2eHarness;
let page: Page;
let site: { base: string; close(): Promise<void> };
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

const TITLES = ["Harbour festival opens on Friday", "New ferry timetable for the winter", "Library extends its opening hours", "Volunteers clean the north beach"];
const listing = `<!doctype html><html lang="en"><head><title>Harbour town notices</title><link rel="stylesheet" href="/css/town.css"></head><body>
<header><nav><a href="/about">About</a> <a href="/contact">Contact</a></nav></header>
<main><h1>Notices</h1><div class="notices">${TITLES.map(
  (t, i) => `<div class="notice"><h3><a href="/notices/${i}">${t}</a></h3><p>Posted by the town office. ${t}, and what it means for residents.</p></div>`,
).join("")}</div></main></body></html>`;

beforeAll(async () => {
  site = await serveLocally((req, res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (req.url === "/notices") return res.end(listing);
    // The site's look: a stylesheet that @imports another, both relative to the sheet.
    if (req.url === "/css/town.css") {
      res.setHeader("content-type", "text/css");
      return res.end(`@import url("cards.css");
        body { margin: 0; font-family: Georgia, serif; background: rgb(253, 246, 227); color: rgb(60, 50, 40) }
        header { background: rgb(20, 60, 110); padding: 12px 24px } header a { color: white; margin-right: 16px }
        main { padding: 8px 24px } h1 { color: rgb(20, 60, 110); letter-spacing: 0.05em }
        .notice h3 a { color: rgb(180, 30, 60); text-decoration: none }`);
    }
    if (req.url === "/css/cards.css") {
      res.setHeader("content-type", "text/css");
      return res.end(`.notice { background: white; border-left: 6px solid rgb(20, 120, 90); margin: 12px 0; padding: 4px 16px; box-shadow: 0 1px 3px rgba(0,0,0,.15) }`);
    }
    res.statusCode = 404;
    res.end("not here");
  });
  h = await startE2e(undefined, { FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", TIER_LIMITS: JSON.stringify({ guest: { maxWebsiteFeeds: 5 } }) });
  page = h.page;
});
afterAll(async () => {
  await h?.close();
  await site?.close();
});

describe("website feeds", () => {
  it("turns a page without a feed into a feed from feed search, subscribes and reads its items", async () => {
    const url = `${site.base}/notices`;
    await page.goto(`${h.base}/feeds`);
    await h.token();
    const search = page.getByRole("searchbox");
    await search.fill(url);
    await search.press("Enter");
    await visible(page.getByRole("link", { name: "Create Feed from Website" }), 20_000);
    await page.getByRole("link", { name: "Create Feed from Website" }).click();

    // The editor opens on the Library's Website Feeds tab with the address filled in.
    const dialog = page.getByRole("dialog", { name: "Create Feed from Website" });
    await visible(dialog);
    expect(await dialog.getByRole("textbox", { name: "Website URL" }).inputValue()).toBe(url);
    // Saving without a list chosen says what is missing (spec part 3 section 5).
    await dialog.getByRole("button", { name: "Create feed" }).click();
    await visible(dialog.getByText("Feed name is required"));
    await visible(dialog.getByText("Content selector is required"));

    await dialog.getByRole("button", { name: "Analyze" }).click();
    const first = dialog.getByRole("radio").first();
    await visible(first, 20_000);
    for (const t of TITLES) await visible(first.getByText(t));
    await first.click();
    expect(await first.getAttribute("aria-checked")).toBe("true");
    await expectNoSeriousViolations(page, { include: "[role=dialog]" });
    await shot("webfeed-editor-desktop");

    // Changing the strictness clears the chosen list (spec part 3 section 4).
    await dialog.getByRole("slider").focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => dialog.getByRole("radio", { checked: true }).count()).toBe(0);
    await visible(dialog.getByRole("radio").first(), 20_000);
    await dialog.getByRole("radio").first().click();

    await dialog.getByRole("textbox", { name: "Feed name" }).fill("Harbour notices");
    await dialog.getByRole("button", { name: "Create feed" }).click();
    await visible(page.getByText("Website feed created successfully").first());

    const table = page.getByRole("table", { name: "Website feeds" });
    const row = table.locator("tbody tr").filter({ hasText: "Harbour notices" });
    await visible(row);
    await visible(row.getByText(url));
    await shot("webfeed-library-desktop");
    await visible(row.getByText("Active"));
    await expectNoSeriousViolations(page);

    await row.getByRole("button", { name: "Subscribe" }).click();
    await visible(page.getByText("Subscribed to Harbour notices").first());
    await visible(row.getByRole("link", { name: "Read" }));
    await row.getByRole("link", { name: "Read" }).click();
    for (const t of TITLES) await visible(page.getByText(t).first(), 20_000);
    await shot("webfeed-items-desktop");

    // Edit: the editor opens with the feed's settings; the enabled toggle in the row disables it.
    await page.goto(`${h.base}/library#websites`);
    await visible(row);
    await row.getByRole("button", { name: "Harbour notices website feed properties" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Harbour notices" });
    await visible(edit);
    expect(await edit.getByRole("textbox", { name: "Feed name" }).inputValue()).toBe("Harbour notices");

    // Manual mode: the page in a frame sandboxed without same-origin; clicking an item highlights the items like it.
    await edit.getByRole("button", { name: "Manual" }).click();
    await edit.getByRole("button", { name: "Analyze" }).click();
    const frameEl = edit.locator('iframe[title="The page: click an item"]');
    await visible(frameEl, 20_000);
    expect(await frameEl.getAttribute("sandbox")).toBe("allow-scripts");
    const frame = page.frameLocator('iframe[title="The page: click an item"]');
    // The picker says when the frame's script is listening (a click before that would follow the page's link).
    await visible(edit.getByText("Click one item of the list in the page", { exact: false }), 20_000);
    await clickUntilVisible(frame.getByRole("link", { name: TITLES[2]! }), edit.getByText(/^4 similar items highlighted/));
    await expect.poll(() => frame.locator(".rivulet-similar").count()).toBe(4);
    // The page shows as the site styles it: its stylesheet and the one that sheet imports apply inside the frame.
    const firstTitle = frame.getByRole("link", { name: TITLES[0]! });
    expect(await firstTitle.evaluate((a) => getComputedStyle(a).color)).toBe("rgb(180, 30, 60)");
    expect(await firstTitle.evaluate((a) => getComputedStyle(a.closest(".notice")!).borderLeftColor)).toBe("rgb(20, 120, 90)");
    // The frame's document has an opaque origin: it cannot read the app's storage.
    expect(await frame.locator("body").evaluate(() => { try { return window.localStorage.length >= 0 ? "readable" : "?"; } catch { return "blocked"; } })).toBe("blocked");
    await shot("webfeed-manual-desktop");
    await edit.getByRole("button", { name: "Save" }).click();
    await visible(page.getByText("Website feed updated successfully").first());
    await row.getByRole("checkbox", { name: "Harbour notices enabled" }).locator("xpath=..").click();
    await visible(row.getByText("Disabled"));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await visible(row);
    await shot("webfeed-library-phone");
    await row.getByRole("button", { name: "Harbour notices website feed properties" }).click();
    await visible(edit);
    await edit.getByRole("button", { name: "Analyze" }).click();
    await visible(edit.getByRole("radio").first(), 20_000);
    await shot("webfeed-editor-phone");
    await edit.getByRole("button", { name: "Cancel" }).click();

    // Delete asks first, then the row goes.
    await row.getByRole("button", { name: "Delete Harbour notices" }).click();
    const confirm = page.getByRole("dialog", { name: "Edit Harbour notices" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await visible(page.getByText("No website feeds yet"));
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
