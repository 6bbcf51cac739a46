import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { launchBrowser } from "./browser.js";
import { freePort } from "./freePort.js";
import { createTestApp, type TestApp } from "./testApp.js";

export interface E2eHarness {
  t: TestApp;
  base: string;
  context: BrowserContext;
  page: Page;
  /** The parsed `user` session cookie, or null. */
  session(): Promise<{ user: { id: string }; token: string; settings: { accountSettings: { isGuest: boolean } } } | null>;
  /** The browser session's bearer token, once the app has one (a guest is created on first load). */
  token(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The built web app served by the real API on 127.0.0.1 (own database, real SMTP server), and a fresh
 * Chromium context. Needs `npm run build:web` first (npm test does it); E2E_WEB_DIST points at another build
 * (e.g. `vite build --outDir /tmp/x`) so a rebuild in progress never empties the folder a running suite serves. `env` adds configuration (e.g.
 * FETCH_ALLOW_PRIVATE_HOSTS for feeds served from 127.0.0.1); `app` what createTestApp takes besides (e.g.
 * actionWorkflows, so actions run on a Temporal dev server the test started).
 */
export async function startE2e(
  viewport = { width: 1280, height: 900 },
  env: Record<string, string> = {},
  app: Parameters<typeof createTestApp>[1] = {},
): Promise<E2eHarness> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ ...env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: base, WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? "web/dist" }, app);
  await t.app.listen();
  const chrome = await launchBrowser();
  const context = await chrome.browser.newContext({ viewport });
  const page = await context.newPage();
  const session: E2eHarness["session"] = async () => {
    const cookie = (await context.cookies()).find((c) => c.name === "user");
    return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
  };
  return {
    t,
    base,
    context,
    page,
    session,
    // A plain wait rather than expect.poll, so beforeAll hooks can use it too.
    async token() {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const token = (await session())?.token;
        if (token) return token;
        if (Date.now() > deadline) throw new Error("The app created no session within 15 s");
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async close() {
      await chrome.close();
      await t.close();
    },
  };
}

/** Waits until the first element the locator finds is visible. */
export async function visible(locator: Locator, timeout = 15_000) {
  await expect.poll(() => locator.first().isVisible(), { timeout }).toBe(true);
}

/**
 * Clicks the target until the click's effect shows, as a person would click again. For clicks into a frame Chromium
 * runs in a process of its own (a sandboxed frame): a click that arrives while the browser is still taking that
 * frame's hit-test data after a layout change is dropped before the frame's document hears it, which no page
 * script can observe or wait for. Each click has `perTry` ms to show its effect.
 */
export async function clickUntilVisible(target: Locator, effect: Locator, timeout = 30_000, perTry = 5_000) {
  const deadline = Date.now() + timeout;
  for (let attempt = 1; ; attempt++) {
    await target.click();
    try {
      await visible(effect, Math.min(perTry, Math.max(1_000, deadline - Date.now())));
      return;
    } catch (err) {
      if (Date.now() >= deadline) throw err;
      console.warn(`click ${attempt} on ${target} showed nothing in ${perTry} ms; clicking again`);
    }
  }
}

/** Waits until the locator finds nothing. */
export async function gone(locator: Locator, timeout = 15_000) {
  await expect.poll(() => locator.count(), { timeout }).toBe(0);
}

/**
 * A real HTTP server on 127.0.0.1 (feeds, pages, encoded bodies the app fetches; the app needs
 * FETCH_ALLOW_PRIVATE_HOSTS=127.0.0.1 to reach it).
 */
export async function serveLocally(handler: RequestListener): Promise<{ base: string; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
