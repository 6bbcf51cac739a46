import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/testDb.js";
import { createLogger } from "../logger.js";
import { createPgPubSub, type PubSub } from "./pubsub.js";

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
