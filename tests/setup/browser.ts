import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";

// Debian's Chromium (scripts/install-chromium.sh); the background-networking flags keep it off the closed network.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
];

/** Launches headless Chromium with a fresh profile; close() also removes the profile. */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "rivulet-chromium-"));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...ARGS, `--user-data-dir=${profile}`] });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
