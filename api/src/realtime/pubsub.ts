import pg from "pg";
import type { Logger } from "../logger.js";

/** Every cross-process event and its payload. Payloads stay small: ids and counts, never content. */
export interface Topics {
  /** A refresh stored new items for a feed (worker → api instances → live unread counts). */
  contentItemsAdded: { feedId: string; contentItemIds: string[] };
  /**
   * Something changed one user's unread counts or reading list (read state, mark-all-read, tags, subscriptions,
   * folders). Live subscribers of that user recount; the payload names no entity, so it can never leak one.
   * `readingListChanged` says the drawer's shape moved too (a subscription, folder or tag added, removed, renamed,
   * moved or toggled), so other tabs and devices reload it.
   */
  unreadCountsChanged: { userId: string; readingListChanged?: boolean };
}
export type Topic = keyof Topics;

export interface PubSub {
  publish<T extends Topic>(topic: T, payload: Topics[T]): Promise<void>;
  /** Calls `handler` for every event of the topic from any process; returns an unsubscribe function. */
  subscribe<T extends Topic>(topic: T, handler: (payload: Topics[T]) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = "rivulet_events";
const MAX_NOTIFY_BYTES = 7900; // PostgreSQL NOTIFY payloads stop at 8000 bytes

/**
 * Pub/sub across processes over PostgreSQL LISTEN/NOTIFY (no extra infrastructure; Redis can replace it behind
 * this interface). One listening connection per process fans events out to local subscribers.
 */
export async function createPgPubSub(url: string, log: Logger): Promise<PubSub> {
  const listener = new pg.Client({ connectionString: url });
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  const handlers = new Map<Topic, Set<(payload: never) => void>>();
  await listener.connect();
  await listener.query(`LISTEN ${CHANNEL}`);
  listener.on("notification", (msg) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    try {
      const { topic, payload } = JSON.parse(msg.payload) as { topic: Topic; payload: never };
      for (const handler of handlers.get(topic) ?? []) handler(payload);
    } catch (e) {
      log.warn({ err: e }, "ignored a malformed pub/sub message");
    }
  });
  listener.on("error", (e) => log.error({ err: e }, "pub/sub listener connection failed"));

  return {
    async publish(topic, payload) {
      let message = JSON.stringify({ topic, payload });
      if (Buffer.byteLength(message) > MAX_NOTIFY_BYTES && topic === "contentItemsAdded") {
        // Too many ids for one NOTIFY: send the count-bearing event without ids; listeners re-query.
        message = JSON.stringify({ topic, payload: { ...payload, contentItemIds: [] } });
      }
      await publisher.query("SELECT pg_notify($1, $2)", [CHANNEL, message]);
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(topic, set);
      return () => set.delete(handler as (payload: never) => void);
    },
    async close() {
      await listener.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}

/**
 * The same interface inside one process only: for tests and tools that run without PostgreSQL LISTEN. Handlers
 * run on a later tick, like events arriving from the database would.
 */
export function createMemoryPubSub(): PubSub {
  const handlers = new Map<Topic, Set<(payload: never) => void>>();
  return {
    async publish(topic, payload) {
      const copy = JSON.parse(JSON.stringify(payload)) as never;
      setImmediate(() => {
        for (const handler of handlers.get(topic) ?? []) handler(copy);
      });
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(topic, set);
      return () => set.delete(handler as (payload: never) => void);
    },
    async close() {
      handlers.clear();
    },
  };
}
