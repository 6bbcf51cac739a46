import { rmSync } from "node:fs";
import { connect, createServer, type AddressInfo, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../../../tests/setup/freePort.js";
import { startPgServerProcess } from "../../../tests/setup/pgServerProcess.js";
import { acceptConnections, createTestDatabase, terminateSessions, type TestDatabase } from "../../../tests/setup/testDb.js";
import { createLogger } from "../logger.js";
import { createPgPubSub, LISTENER_APPLICATION_NAME, type PubSub } from "./pubsub.js";

let database: TestDatabase;
let api: PubSub;
let worker: PubSub;
const log = createLogger({ logLevel: "silent" }, "test");

beforeAll(async () => {
  database = await createTestDatabase();
  // Two instances = two processes' worth of connections to the same database.
  api = await createPgPubSub(database.url, log);
  worker = await createPgPubSub(database.url, log);
});
afterAll(async () => {
  await api?.close();
  await worker?.close();
  await database?.drop();
});

describe("PostgreSQL pub/sub", () => {
  it("delivers an event published by one connection to subscribers of another", async () => {
    const received = new Promise((resolve) => api.subscribe("contentItemsAdded", resolve));
    await worker.publish("contentItemsAdded", { feedId: "f1", contentItemIds: ["a", "b"] });
    await expect(received).resolves.toEqual({ feedId: "f1", contentItemIds: ["a", "b"] });
  });

  it("stops delivering after unsubscribe and survives payloads above NOTIFY's limit", async () => {
    const seen: unknown[] = [];
    const off = api.subscribe("contentItemsAdded", (p) => seen.push(p));
    const big = Array.from({ length: 400 }, (_, i) => `00000000-0000-0000-0000-${String(i).padStart(12, "0")}`);
    const next = new Promise((resolve) => api.subscribe("contentItemsAdded", resolve));
    await worker.publish("contentItemsAdded", { feedId: "big", contentItemIds: big });
    await expect(next).resolves.toEqual({ feedId: "big", contentItemIds: [] });
    off();
    const last = new Promise((resolve) => api.subscribe("contentItemsAdded", resolve));
    await worker.publish("contentItemsAdded", { feedId: "after", contentItemIds: [] });
    await last;
    expect(seen).toEqual([{ feedId: "big", contentItemIds: [] }]);
  });
});

/** A logger keeping its lines, and the lines of one level whose message contains `text`. */
function capturingLog() {
  const lines: Array<{ level: number; msg: string; attempts?: number; dropped?: number }> = [];
  const log = pino({ level: "debug" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const find = (level: "debug" | "info" | "warn", text: string) =>
    lines.filter((l) => l.level === pino.levels.values[level] && l.msg.includes(text));
  return { log, find };
}

const FAST = { reconnect: { minMs: 20, maxMs: 200 } };

/** Resolves with the first event of `topic` that `ps` delivers. */
function nextEvent<T extends "contentItemsAdded" | "unreadCountsChanged">(ps: PubSub, topic: T) {
  return new Promise((resolve) => {
    const off = ps.subscribe(topic, (payload) => (off(), resolve(payload)));
  });
}

describe("PostgreSQL pub/sub through outages", () => {
  it("rides out a database outage: reconnects with backoff, logs it once, drops publishes quietly, then resumes", async () => {
    // A database of its own: the outage must not reach the other tests' connections.
    const own = await createTestDatabase();
    const { log, find } = capturingLog();
    const created = new Date();
    const ps = await createPgPubSub(own.url, log, FAST);
    const other = await createPgPubSub(own.url, createLogger({ logLevel: "silent" }, "test"));
    try {
      const warmedUp = nextEvent(ps, "unreadCountsChanged");
      await ps.publish("unreadCountsChanged", { userId: "warm-up" });
      await warmedUp;
      const resumed = new Promise<Date>((resolve) => ps.onResume(resolve));
      const down = new Date();
      // Like a restart: the database's sessions end, and newcomers are turned away for a while.
      await acceptConnections(own.url, false);
      expect(await terminateSessions(own.url, LISTENER_APPLICATION_NAME)).toBe(2);
      await terminateSessions(own.url, "rivulet-pubsub-publish");
      for (const n of [1, 2, 3]) await expect(ps.publish("unreadCountsChanged", { userId: `lost-${n}` })).resolves.toBeUndefined();
      await vi.waitFor(() => expect(find("debug", "reconnection attempt failed").length).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
      await acceptConnections(own.url, true);

      // The outage began, for catching up, no later than the cut (when the connection was last known to work).
      const began = await resumed;
      expect(began.getTime()).toBeGreaterThanOrEqual(created.getTime());
      expect(began.getTime()).toBeLessThanOrEqual(down.getTime());
      const arrived = nextEvent(ps, "contentItemsAdded");
      await other.publish("contentItemsAdded", { feedId: "after", contentItemIds: ["x"] });
      await expect(arrived).resolves.toEqual({ feedId: "after", contentItemIds: ["x"] });
      await ps.publish("unreadCountsChanged", { userId: "again" });

      expect(find("warn", "lost its listening connection")).toHaveLength(1);
      expect(find("warn", "could not publish")).toHaveLength(1);
      expect(find("info", "publishing again")).toEqual([expect.objectContaining({ dropped: 3 })]);
      const [back] = find("info", "listening again");
      expect(back!.attempts).toBeGreaterThanOrEqual(4);
      expect(find("info", "listening again")).toHaveLength(1);
    } finally {
      await acceptConnections(own.url, true);
      await ps.close();
      await other.close();
      await own.drop();
    }
  });

  it("notices a connection the network stopped carrying, and listens again on a new one", async () => {
    // A TCP proxy in front of the database that can silently stop carrying the connections open so far (a
    // firewall or NAT that forgot them): no reset, no error, just nothing more arrives.
    const target = new URL(database.url);
    const pairs: Array<[Socket, Socket]> = [];
    let frozen: Set<Socket> = new Set();
    const proxy = createServer((client) => {
      const upstream = connect(Number(target.port), target.hostname);
      pairs.push([client, upstream]);
      client.on("data", (d) => !frozen.has(client) && upstream.write(d));
      upstream.on("data", (d) => !frozen.has(client) && client.write(d));
      for (const s of [client, upstream]) s.on("error", () => (client.destroy(), upstream.destroy()));
      client.on("close", () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const { log, find } = capturingLog();
    const ps = await createPgPubSub(viaProxy.href, log, { ...FAST, heartbeat: { everyMs: 100, timeoutMs: 300 } });
    try {
      const resumed = new Promise<Date>((resolve) => ps.onResume(resolve));
      const cut = new Date();
      frozen = new Set(pairs.map(([client]) => client));
      // Noticed a ping and a timeout later, but dated from the last answered ping: the catch-up covers the silence.
      expect((await resumed).getTime()).toBeLessThanOrEqual(cut.getTime());
      expect(find("warn", "lost its listening connection")).toHaveLength(1);
      const arrived = nextEvent(ps, "contentItemsAdded");
      await worker.publish("contentItemsAdded", { feedId: "through-the-new-connection", contentItemIds: [] });
      await expect(arrived).resolves.toEqual({ feedId: "through-the-new-connection", contentItemIds: [] });
    } finally {
      await ps.close();
      for (const pair of pairs) for (const s of pair) s.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it("reconnects after its PostgreSQL server stops and starts again", async () => {
    const dir = path.join(os.tmpdir(), `rivulet-pubsub-restart-${process.pid}`);
    const port = await freePort();
    let server = await startPgServerProcess(dir, port, { keepData: true });
    const { log, find } = capturingLog();
    const ps = await createPgPubSub(server.adminUrl, log, FAST);
    try {
      const resumed = new Promise<Date>((resolve) => ps.onResume(resolve));
      const stopping = new Date();
      await server.stop();
      await vi.waitFor(() => expect(find("warn", "lost its listening connection")).toHaveLength(1), { timeout: 10_000 });
      server = await startPgServerProcess(dir, port, { keepData: true });
      expect((await resumed).getTime()).toBeLessThanOrEqual(stopping.getTime());
      const arrived = nextEvent(ps, "unreadCountsChanged");
      await ps.publish("unreadCountsChanged", { userId: "after-restart" });
      await expect(arrived).resolves.toEqual({ userId: "after-restart" });
      expect(find("warn", "lost its listening connection")).toHaveLength(1);
    } finally {
      await ps.close();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
