import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizeFeedHtml } from "../../api/src/reader/sanitize/sanitizeFeedHtml.js";
import { launchBrowser } from "../setup/browser.js";
import { XSS_VECTORS } from "../fixtures/xssVectors.js";

// Renders hostile feed HTML in real Chromium and proves nothing in it ever runs.
let chrome: Awaited<ReturnType<typeof launchBrowser>>;
let browser: Browser;
beforeAll(async () => {
  chrome = await launchBrowser();
  browser = chrome.browser;
});
afterAll(async () => chrome?.close());

/** Renders `body`, pokes every element with the events the vectors use, and reports what ran. */
async function render(body: string): Promise<{ flag: number; dialogs: number }> {
  const page: Page = await browser.newPage();
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  // Our own (trusted) script initialises the flag before any of the body is parsed.
  await page.setContent(`<!doctype html><html><head><script>window.__xss = 0</script></head><body>${body}</body></html>`, {
    waitUntil: "load",
  });
  await page.evaluate(() => {
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      for (const type of ["mouseover", "mouseenter", "click", "focus", "blur", "keydown", "keyup", "pointerover", "toggle", "copy", "wheel"]) {
        el.dispatchEvent(new Event(type, { bubbles: true }));
      }
      if (el instanceof HTMLElement) el.focus();
    }
  });
  await page.waitForTimeout(1500); // failed image loads fire onerror asynchronously
  const flag = await page.evaluate(() => (window as unknown as { __xss: number }).__xss);
  await page.close();
  return { flag, dialogs };
}

describe("sanitised feed HTML in Chromium", () => {
  it("the harness detects a script that runs (control)", async () => {
    const result = await render(`<img src="https://feed.example/missing.png" onerror="window.__xss=1;alert(1)">`);
    expect(result).toEqual({ flag: 1, dialogs: 1 });
  });

  it(`no script runs from any of the ${XSS_VECTORS.length} vectors once sanitised`, async () => {
    const body = XSS_VECTORS.map((v) => `<section>${sanitizeFeedHtml(v, { baseUrl: "https://feed.example/post/1" })}</section>`).join("\n");
    expect(await render(body)).toEqual({ flag: 0, dialogs: 0 });
  });
});
