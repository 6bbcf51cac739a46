import { chromium, type Browser } from "playwright-core";

// Debian's Chromium (scripts/install-chromium.sh); the background-networking flags keep it off the closed network.
// Playwright gives every launch a fresh temporary profile of its own.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
];

/** Launches headless Debian Chromium with a fresh profile. */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return { browser, close: () => browser.close() };
}
