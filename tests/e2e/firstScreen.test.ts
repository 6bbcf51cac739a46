import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// Issue 12 section 4: the first screen. index.html draws the reader's frame (top bar, drawer and list skeletons)
// before any script, in the reader's theme, and the app's first screen replaces it.
let h: E2eHarness;
let cookie: string;
const PEARL_BG = "rgb(246, 241, 231)"; // ui/themes.ts pearl palette bg #f6f1e7
const PEARL_PANEL = "rgb(251, 248, 241)"; // panel #fbf8f1

beforeAll(async () => {
  h = await startE2e();
  // A member with the light Pearl theme, signed in the way the web stores a session (the `user` cookie).
  const stamp = Date.now();
  const email = `first.${stamp}@example.com`;
  await h.t.rest("POST", "/users", { body: { username: `first_${stamp}`, email, password: "secret pw" } });
  const login = await h.t.rest("POST", "/users/login", { body: { email, password: "secret pw" } });
  const put = await h.t.rest("PUT", `/users/${login.body.user.id}/settings/appSettings`, { token: login.body.token, body: { value: { theme: "pearl" } } });
  expect(put.status).toBe(200);
  const boot = await h.t.rest("GET", "/bootstrap", { token: login.body.token });
  const a = boot.body.settings.appSettings;
  cookie = JSON.stringify({
    user: login.body.user,
    token: login.body.token,
    settings: {
      accountSettings: login.body.settings.accountSettings,
      appSettings: { theme: a.theme, fontFamily: a.fontFamily, fontSize: a.fontSize, lineHeight: a.lineHeight },
    },
  });
  await h.context.addCookies([{ name: "user", value: encodeURIComponent(cookie), url: h.base }]);
});
afterAll(async () => h?.close());

/** A context with the member's cookie whose scripts never load: what the reader sees before the app runs. */
async function withoutScripts(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await h.context.browser()!.newContext({ viewport });
  await context.addCookies([{ name: "user", value: encodeURIComponent(cookie), url: h.base }]);
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return context;
}

describe("first screen", () => {
  it("is in the served HTML, marked with the reader's theme and busy", async () => {
    const res = await fetch(`${h.base}/subscriptions/all`, { headers: { cookie: `user=${encodeURIComponent(cookie)}` } });
    const html = await res.text();
    expect(html).toMatch(/<html data-theme="pearl"[^>]* lang="en">/);
    expect(html).toContain('<div id="rv-skeleton" aria-busy="true">');
    expect(html).toContain('<style id="rv-appearance">');
    // Without a cookie: the default theme (no attribute), same skeleton.
    const anonymous = await (await fetch(`${h.base}/subscriptions/all`)).text();
    expect(anonymous).toContain('<html lang="en">');
    expect(anonymous).toContain('<div id="rv-skeleton" aria-busy="true">');
  });

  it("paints drawer and list skeletons in the light theme before any script runs, the list alone on a phone", async () => {
    const context = await withoutScripts({ width: 1280, height: 900 });
    try {
      const page = await context.newPage();
      await page.goto(`${h.base}/subscriptions/all`);
      await visible(page.locator("#rv-skeleton .rv-sk-row"));
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(PEARL_BG);
      expect(await page.locator(".rv-sk-drawer").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PEARL_PANEL);
      expect(await page.locator(".rv-sk-drawer").isVisible()).toBe(true);
      // Assistive technology hears one "Loading" status, none of the placeholder shapes.
      expect(await page.locator("body").ariaSnapshot()).toBe('- status: Loading Rivulet…');
      await expectNoSeriousViolations(page);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.locator(".rv-sk-drawer").isVisible()).toBe(false);
      expect(await page.locator("#rv-skeleton .rv-sk-row").first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("is replaced by the app in the same frame the app first draws, and the theme never changes on the way", async () => {
    // Records, from the first parse on: the theme <html> carried when the skeleton arrived (before any script),
    // and whether the app's main region was already in the DOM when the skeleton left.
    await h.page.addInitScript(() => {
      const w = window as unknown as { __themeAtSkeleton?: string | null; __mainWhenSkeletonGone?: boolean };
      const observer = new MutationObserver(() => {
        const skeleton = document.getElementById("rv-skeleton");
        if (skeleton && w.__themeAtSkeleton === undefined) w.__themeAtSkeleton = document.documentElement.getAttribute("data-theme");
        if (!skeleton && w.__themeAtSkeleton !== undefined && w.__mainWhenSkeletonGone === undefined) {
          w.__mainWhenSkeletonGone = document.querySelector("main#main") !== null;
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await h.page.goto(`${h.base}/subscriptions/all`);
    await visible(h.page.getByRole("heading", { name: "All Subscriptions" }));
    expect(await h.page.locator("#rv-skeleton").count()).toBe(0);
    const seen = await h.page.evaluate(() => {
      const w = window as unknown as { __themeAtSkeleton?: string | null; __mainWhenSkeletonGone?: boolean };
      return { theme: w.__themeAtSkeleton, main: w.__mainWhenSkeletonGone };
    });
    expect(seen).toEqual({ theme: "pearl", main: true });
    expect(await h.page.evaluate(() => document.documentElement.dataset.theme)).toBe("pearl");
    expect(await h.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(PEARL_BG);
  });

  it("shows the top bar alone on /pages/*, replaced by the page", async () => {
    const context = await withoutScripts({ width: 1280, height: 900 });
    try {
      const page = await context.newPage();
      await page.goto(`${h.base}/pages/about`);
      await visible(page.locator(".rv-sk-top"));
      expect(await page.locator(".rv-sk-drawer").isVisible()).toBe(false);
      expect(await page.locator(".rv-sk-row").first().isVisible()).toBe(false);
    } finally {
      await context.close();
    }
    await h.page.goto(`${h.base}/pages/about`);
    await visible(h.page.getByRole("main"));
    expect(await h.page.locator("#rv-skeleton").count()).toBe(0);
  });
});
