import type { BrowserContext, Page } from "playwright-core";
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
  close(): Promise<void>;
}

/**
 * The built web app served by the real API on 127.0.0.1 (own database, real SMTP server), and a fresh
 * Chromium context. Needs `npm run build:web` first (npm test does it); E2E_WEB_DIST points at another build
 * (e.g. `vite build --outDir /tmp/x`) so a rebuild in progress never empties the folder a running suite serves. `env` adds configuration (e.g.
 * FETCH_ALLOW_PRIVATE_HOSTS for feeds served from 127.0.0.1).
 */
export async function startE2e(viewport = { width: 1280, height: 900 }, env: Record<string, string> = {}): Promise<E2eHarness> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ ...env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: base, WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? "web/dist" });
  await t.app.listen();
  const chrome = await launchBrowser();
  const context = await chrome.browser.newContext({ viewport });
  const page = await context.newPage();
  return {
    t,
    base,
    context,
    page,
    async session() {
      const cookie = (await context.cookies()).find((c) => c.name === "user");
      return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
    },
    async close() {
      await chrome.close();
      await t.close();
    },
  };
}
