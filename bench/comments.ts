import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { createClient, type Client } from "graphql-ws";
import pg from "pg";
import WebSocket from "ws";
import { buildApp, type App } from "../api/src/app.js";
import { loadConfig } from "../api/src/config.js";
import { applyMigrations, openDb } from "../api/src/db.js";
import { startEmbeddedPostgres } from "../api/src/embeddedPostgres.js";
import { createLogger } from "../api/src/logger.js";
import { createSession } from "../api/src/modules/auth/session.service.js";
import { freePort } from "../tests/setup/freePort.js";
import { startRedditStandIn } from "../tests/setup/redditServer.js";

/**
 * bench/comments (issue 15 section 5): VIEWERS websocket viewers of one live Reddit thread, each as the web app
 * does it (the thread's Live query over HTTP, then the commentThreadUpdates subscription on its own graphql-ws
 * socket), split over PROCESSES api instances (separate app instances in this process, each with its own
 * poller, as separate api processes would have). A local server speaking Reddit's comments JSON stands in for
 * Reddit and receives a new comment every NEW_EVERY_S seconds. Prints the upstream requests per 10 s window,
 * the comments each viewer received and how long after they were written. Target: one upstream request per
 * 10 s (per api process) however many watch.
 * Run: npm run bench:comments (VIEWERS=200 PROCESSES=1 DURATION=60 NEW_EVERY_S=7; DATABASE_URL for an existing, empty server).
 */
const VIEWERS = Number(process.env.VIEWERS ?? 200);
const PROCESSES = Number(process.env.PROCESSES ?? 1);
const DURATION_S = Number(process.env.DURATION ?? 60);
const NEW_EVERY_S = Number(process.env.NEW_EVERY_S ?? 7);
const WINDOW_MS = 10_000;
const THREAD = "bench1";

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]! : NaN;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "rivulet-bench-comments-"));
  const cleanup: Array<() => Promise<unknown> | unknown> = [];
  try {
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

    const reddit = await startRedditStandIn();
    cleanup.push(() => reddit.close());
    reddit.addThread(THREAD, { title: "A busy live thread" });
    const start = Date.now() / 1000 - 3600;
    for (let i = 0; i < 200; i++) {
      reddit.addComment(THREAD, { body: `Earlier comment ${i} with a few words of text to make it look like one.`, score: 200 - i, created: start + i * 10 });
    }

    const db = openDb(url, 10);
    cleanup.push(() => db.$disconnect());
    const feed = await db.feed.create({ data: { url: "https://www.reddit.com/r/bench/.json", title: "r/bench", status: "healthy", type: "reddit" } });
    const item = await db.contentItem.create({
      data: {
        feedId: feed.id, guid: "bench-thread", title: "A busy live thread", link: `https://www.reddit.com/r/bench/comments/${THREAD}/a_busy_live_thread/`,
        commentsUrl: `https://www.reddit.com/r/bench/comments/${THREAD}/a_busy_live_thread/`, commentCount: 200, contentHash: "bench",
      },
    });
    const itemId = encodeGlobalID("ContentItem", item.id);

    const apps: Array<{ app: App; wsUrl: string; httpUrl: string }> = [];
    let intervalMs = 0;
    for (let p = 0; p < PROCESSES; p++) {
      const config = loadConfig({}, {
        LOG_LEVEL: "silent", DATABASE_URL: url, DATA_DIR: tmp, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1",
        REDDIT_BASE_URL: reddit.base, FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
        ...(process.env.COMMENTS_LIVE_INTERVAL_MS ? { COMMENTS_LIVE_INTERVAL_MS: process.env.COMMENTS_LIVE_INTERVAL_MS } : {}),
      });
      intervalMs = config.comments.liveIntervalMs;
      const app = buildApp({ config, db, log: createLogger(config, "bench") });
      const { url: httpUrl } = await app.listen();
      cleanup.push(() => app.close());
      apps.push({ app, httpUrl: httpUrl.replace("localhost", "127.0.0.1"), wsUrl: `${httpUrl.replace("http://localhost", "ws://127.0.0.1")}/graphql` });
    }

    console.log(`bench/comments: Node ${process.version}, ${os.cpus().length} cores; ${VIEWERS} viewers on ${PROCESSES} api instance(s), ${DURATION_S} s, a new comment every ${NEW_EVERY_S} s, live interval ${intervalMs / 1000} s (COMMENTS_LIVE_INTERVAL_MS)`);

    // Every viewer is a guest of its own, with its own socket.
    const users = await Promise.all(Array.from({ length: VIEWERS }, (_, i) => db.user.create({ data: { username: `viewer${i}`, isGuest: true } })));
    const tokens = await Promise.all(users.map((u) => createSession(db, u.id)));

    const written = new Map<string, number>();
    const received: Array<Map<string, number>> = [];
    const errors: string[] = [];
    const clients: Client[] = [];
    cleanup.push(() => Promise.all(clients.map((c) => c.dispose())));
    const joinedAt = Date.now();
    await Promise.all(
      tokens.map(async (token, i) => {
        const target = apps[i % PROCESSES]!;
        const seen = new Map<string, number>();
        received.push(seen);
        // What the web app does on opening Live: the thread over HTTP, then the live stream.
        const res = await fetch(`${target.httpUrl}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: `query($id: ID!) { node(id: $id) { ... on ContentItem { commentThread(sort: LIVE) { __typename ... on CommentThread { comments { id } } } } } }`, variables: { id: itemId } }),
        });
        const body = (await res.json()) as any;
        if (body.data?.node?.commentThread?.__typename !== "CommentThread") errors.push(`query: ${JSON.stringify(body).slice(0, 200)}`);
        const client = createClient({ url: target.wsUrl, webSocketImpl: WebSocket, connectionParams: { authToken: token }, retryAttempts: 0, lazy: false });
        clients.push(client);
        client.subscribe(
          { query: `subscription($id: ID!) { commentThreadUpdates(id: $id) { restated failure comments { id } } }`, variables: { id: itemId } },
          {
            next: (r) => {
              if (r.errors) return void errors.push(JSON.stringify(r.errors).slice(0, 200));
              const e = (r.data as any).commentThreadUpdates;
              if (e.failure) errors.push(e.failure);
              const at = Date.now();
              for (const c of e.comments) if (!seen.has(c.id)) seen.set(c.id, at);
            },
            error: (e) => void errors.push(String(e)),
            complete: () => undefined,
          },
        );
      }),
    );
    console.log(`  ${VIEWERS} viewers loaded the thread and subscribed in ${((Date.now() - joinedAt) / 1000).toFixed(1)} s`);

    const benchStart = Date.now();
    let n = 0;
    const writer = setInterval(() => {
      const id = reddit.addComment(THREAD, { body: `Live comment ${++n}`, score: 1 });
      written.set(id, Date.now());
    }, NEW_EVERY_S * 1000);
    await sleep(DURATION_S * 1000);
    clearInterval(writer);
    // Let the last comment's poll land.
    await sleep(WINDOW_MS + 1000);
    const stats = apps.map((a) => a.app.services.commentsLive.stats());

    const requests = reddit.requests(THREAD);
    const windows: number[] = [];
    for (let at = joinedAt; at < Date.now(); at += WINDOW_MS) windows.push(requests.filter((r) => r.at >= at && r.at < at + WINDOW_MS).length);
    const steady = requests.filter((r) => r.at >= benchStart && r.at < benchStart + DURATION_S * 1000).length;

    const lags: number[] = [];
    let delivered = 0;
    for (const seen of received) {
      for (const [id, writtenAt] of written) {
        const at = seen.get(id);
        if (at === undefined) continue;
        delivered += 1;
        lags.push(at - writtenAt);
      }
    }
    lags.sort((a, b) => a - b);

    console.log(`\n| measure | value |`);
    console.log(`|---|---|`);
    console.log(`| upstream requests in all (from the first viewer's load to the end) | ${requests.length} |`);
    console.log(`| upstream requests per 10 s window | ${windows.join(", ")} |`);
    console.log(`| upstream requests in the ${DURATION_S} s of live comments | ${steady} (${(steady / (DURATION_S / 10)).toFixed(2)} per 10 s, ${(steady / (DURATION_S / 10) / PROCESSES).toFixed(2)} per api instance) |`);
    console.log(`| new comments written / delivered (viewers × comments) | ${written.size} / ${delivered} of ${written.size * VIEWERS} |`);
    console.log(`| delivery after writing, p50 / p95 / max | ${(percentile(lags, 0.5) / 1000).toFixed(1)} / ${(percentile(lags, 0.95) / 1000).toFixed(1)} / ${(lags.at(-1)! / 1000).toFixed(1)} s |`);
    console.log(`| pollers (threads, watchers, polls) per instance | ${stats.map((s) => `${s.threads}, ${s.watchers}, ${s.polls}`).join(" · ")} |`);
    console.log(`| errors | ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ""} |`);
    const perWindow = steady / (DURATION_S / 10) / PROCESSES;
    console.log(perWindow <= 1.05 && delivered === written.size * VIEWERS && !errors.length ? "\nOK: one upstream request per 10 s per api instance, every comment to every viewer" : "\nNOT MET");
  } finally {
    for (const step of cleanup.reverse()) await step();
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
