import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveLocally } from "../setup/e2eHarness.js";
import { freePort } from "../setup/freePort.js";
import { appPassword, registered } from "../setup/syncClients.js";
import { createTestApp, type TestApp } from "../setup/testApp.js";

// A real sync client end to end: Debian's newsboat (2.21) in tmux, syncing with Rivulet's Google Reader API.
// newsboat 2.21 has no FreshRSS backend yet (it came in 2.22); its FeedHQ backend is the nearest one that takes a
// server address (feedhq-url): FeedHQ is a Google Reader API server, so the backend signs in with ClientLogin,
// lists subscription/list, reads each stream as Google Reader's Atom feed (/reader/atom/feed/…), gets the token
// and posts edit-tag (read, kept-unread, starred) and mark-all-as-read. scripts/install-newsboat.sh installs it.
//
// The reader marks an article read by opening it, stars one with its flags (feedhq-flag-star "s"), and the web
// app's REST API sees both; an article read in the web app shows read in newsboat after a reload.

let t: TestApp;
let feeds: { base: string; close(): Promise<void> };
let dir: string;
const SESSION = `rivulet-newsboat-${process.pid}`;

const TITLES = ["Alpha story", "Beta story", "Gamma story"];

function tmux(...args: string[]): string {
  return execFileSync("tmux", args, { encoding: "utf8" });
}
const screen = () => tmux("capture-pane", "-p", "-t", SESSION);
const keys = (...k: string[]) => tmux("send-keys", "-t", SESSION, ...k);

/**
 * Waits until the terminal shows the text (newsboat draws asynchronously while it syncs). Every few seconds without
 * it, asks newsboat to redraw (C-l, its redraw key): its curses screen can start over the lines it printed while
 * loading and keep a stale mix of both ("LoadiNg config3/3tion...done.") until something repaints it. Not while a
 * prompt is open (`redraw: false`), where C-l would be typed.
 */
async function shows(text: string | RegExp, { timeout = 30_000, redraw = true } = {}): Promise<string> {
  const deadline = Date.now() + timeout;
  let nextRedraw = Date.now() + 4_000;
  for (;;) {
    const s = screen();
    if (typeof text === "string" ? s.includes(text) : text.test(s)) return s;
    if (Date.now() > deadline) throw new Error(`newsboat never showed ${text}; the screen:\n${s}`);
    if (redraw && Date.now() > nextRedraw) {
      keys("C-l");
      nextRedraw = Date.now() + 4_000;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  const version = spawnSync("newsboat", ["--version"], { encoding: "utf8" });
  if (version.status !== 0) throw new Error("newsboat is not installed: run scripts/install-newsboat.sh (npm test does)");
  feeds = await serveLocally((_req, res) => {
    const items = TITLES.map((title, n) => `<item><guid>nb-${n}</guid><title>${title}</title><link>https://stories.example/${n}</link><description>Text of ${title}</description><pubDate>${new Date(Date.now() - (n + 1) * 3_600_000).toUTCString()}</pubDate></item>`).join("");
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(`<rss version="2.0"><channel><title>Stories</title><link>https://stories.example/</link>${items}</channel></rss>`);
  });
  const port = await freePort();
  t = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}` });
  await t.app.listen();
  dir = mkdtempSync(path.join(tmpdir(), "rivulet-newsboat-"));
}, 120_000);

afterAll(async () => {
  spawnSync("tmux", ["kill-session", "-t", SESSION]);
  await t?.close();
  await feeds?.close();
  if (dir && !process.env.KEEP_NEWSBOAT) rmSync(dir, { recursive: true, force: true });
  else if (dir) console.log(`newsboat files kept in ${dir}`);
});

describe("newsboat syncing through the Google Reader API", () => {
  it("signs in with an app password, marks read and stars, and both sides stay in step", async () => {
    const user = await registered(t, "newsboat");
    const sub = await t.rest("POST", "/subscriptions", { token: user.token, body: { url: `${feeds.base}/stories.xml` } });
    expect(sub.status).toBe(200);
    const made = await appPassword(t, user, "newsboat");
    const items = async () => {
      const res = await t.rest("GET", "/content?sortBy=newest&showRead=true&limit=10", { token: user.token });
      return new Map((res.body.contentItems as Array<{ id: string; title: string; isRead: boolean; contentItemTagIds: string[] }>).map((i) => [i.title, i]));
    };
    const readLaterId = (await t.rest("GET", "/content/tags/read-later", { token: user.token })).body.id as string;
    expect([...(await items()).keys()]).toEqual(TITLES);

    const config = path.join(dir, "config");
    writeFileSync(config, [
      `urls-source "feedhq"`,
      `feedhq-url "${t.config.publicUrl}/api/greader"`,
      `feedhq-login "${user.email}"`,
      `feedhq-password "${made.password}"`,
      `feedhq-flag-star "s"`,
      `feedhq-min-items 20`,
      `feedhq-show-special-feeds no`,
      `show-read-feeds yes`,
      `show-read-articles yes`,
      `confirm-exit no`,
    ].join("\n"));
    writeFileSync(path.join(dir, "urls"), "");
    tmux("new-session", "-d", "-s", SESSION, "-x", "160", "-y", "40", "-e", `HOME=${dir}`, "-e", "TERM=xterm-256color", "-e", "LANG=C.UTF-8",
      `newsboat -C ${config} -c ${path.join(dir, "cache.db")} -u ${path.join(dir, "urls")} -r -d ${path.join(dir, "newsboat.log")} -l 6`);

    // The feed list: our subscription's title, all three unread.
    await shows(/\(3\/3\)\s+Stories/);
    keys("Enter");
    await shows("Alpha story");
    // Read the newest article: newsboat marks it read as the reader leaves it, and tells the server (edit-tag a=read).
    keys("Enter");
    await shows("Text of Alpha story");
    keys("q");
    await shows("Beta story");
    await expect.poll(async () => (await items()).get("Alpha story")!.isRead).toBe(true);

    // Star the next one: its flags get "s" (edit-tag a=starred), Rivulet's Read Later.
    keys("Down");
    keys("C-e");
    await shows("Flags:", { redraw: false });
    keys("s", "Enter");
    await expect.poll(async () => (await items()).get("Beta story")!.contentItemTagIds).toContain(readLaterId);
    expect((await items()).get("Beta story")!.isRead).toBe(false);

    // Read in the web app, reloaded in newsboat: one unread left, the star kept.
    const gamma = (await items()).get("Gamma story")!;
    expect((await t.rest("PATCH", `/content/${gamma.id}`, { token: user.token, body: { isRead: true } })).status).toBe(200);
    keys("q");
    await shows("Stories");
    keys("R");
    await shows(/\(1\/3\)\s+Stories/);
    expect((await items()).get("Beta story")!.contentItemTagIds).toContain(readLaterId);

    // Mark the feed read in newsboat (mark-all-as-read): nothing unread in the web app.
    keys("A");
    await shows(/\(0\/3\)\s+Stories/);
    await expect.poll(async () => (await t.rest("GET", "/subscriptions", { token: user.token })).body.allUnreadCount).toBe(0);
    keys("Q");
  });
});
