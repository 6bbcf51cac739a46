import pg from "pg";
import type { Logger } from "../logger.js";

/** Every cross-process event and its payload. Payloads stay small: ids and counts, never content. */
export interface Topics {
  /**
   * A refresh stored new items for a feed (worker → api instances → live unread counts). `pushed`: a WebSub hub
   * sent them, one feed's news on its own, so live streams show them without the sweep's coalescing wait.
   */
  contentItemsAdded: { feedId: string; contentItemIds: string[]; pushed?: boolean };
  /**
   * Something changed one user's unread counts or reading list (read state, mark-all-read, tags, subscriptions,
   * folders). Live subscribers of that user recount; the payload names no entity, so it can never leak one.
   * `readingListChanged` says the drawer's shape moved too (a subscription, folder or tag added, removed, renamed,
   * moved or toggled), so other tabs and devices reload it. `subscriptionIds`, when a change knows them (a read
   * mark, mark-all-read), says only these subscriptions' counts and the tags' counts moved: listeners recount
   * those instead of everything. Ids of the user's own subscriptions, sent only to that user's streams.
   */
  unreadCountsChanged: { userId: string; readingListChanged?: boolean; subscriptionIds?: string[] };
}
export type Topic = keyof Topics;

export interface PubSub {
  /**
   * Sends an event to every process. Never throws: while the database is unreachable events are dropped (logged
   * once per outage), and listening processes catch up when their stream resumes (see onResume).
   */
  publish<T extends Topic>(topic: T, payload: Topics[T]): Promise<void>;
  /** Calls `handler` for every event of the topic from any process; returns an unsubscribe function. */
  subscribe<T extends Topic>(topic: T, handler: (payload: Topics[T]) => void): () => void;
  /**
   * Calls `handler` each time this process's event stream resumes after an outage, with when the outage began (the
   * last moment the stream was known to work): events published since may never have arrived, so a subscriber
   * re-reads what it follows from then on. Returns an unsubscribe function.
   */
  onResume(handler: (outageBegan: Date) => void): () => void;
  close(): Promise<void>;
}

export interface PgPubSubOptions {
  /** Waits between reconnection attempts: doubling from minMs up to maxMs, each drawn from its upper half. */
  reconnect?: { minMs: number; maxMs: number };
  /**
   * The listening connection is pinged every `everyMs`; no answer within `timeoutMs` counts as lost (a network
   * that drops packets without resetting the connection never reports an error by itself).
   */
  heartbeat?: { everyMs: number; timeoutMs: number };
}

const CHANNEL = "rivulet_events";
const MAX_NOTIFY_BYTES = 7900; // PostgreSQL NOTIFY payloads stop at 8000 bytes
const CONNECT_TIMEOUT_MS = 10_000;
/** How the listening connection shows in pg_stat_activity (operators and tests find it by this name). */
export const LISTENER_APPLICATION_NAME = "rivulet-pubsub-listen";

/** The topic → handlers table every implementation fans events out with. */
function createHandlers() {
  const handlers = new Map<Topic, Set<(payload: never) => void>>();
  return {
    add<T extends Topic>(topic: T, handler: (payload: Topics[T]) => void): () => void {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(topic, set);
      return () => set.delete(handler as (payload: never) => void);
    },
    deliver(topic: Topic, payload: never) {
      for (const handler of handlers.get(topic) ?? []) handler(payload);
    },
    clear: () => handlers.clear(),
  };
}

/**
 * Pub/sub across processes over PostgreSQL LISTEN/NOTIFY (no extra infrastructure; Redis can replace it behind
 * this interface). One listening connection per process fans events out to local subscribers. When that
 * connection goes (database restart, terminated backend, network), it reconnects with capped exponential backoff
 * and jitter, logs the outage once, and tells onResume handlers when it began. The first connection must succeed,
 * so a wrong URL stops the process at boot.
 */
export async function createPgPubSub(url: string, log: Logger, opts: PgPubSubOptions = {}): Promise<PubSub> {
  const { minMs, maxMs } = opts.reconnect ?? { minMs: 250, maxMs: 30_000 };
  const heartbeat = opts.heartbeat ?? { everyMs: 30_000, timeoutMs: 10_000 };
  const publisher = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: "rivulet-pubsub-publish" });
  // An idle pooled connection that dies (database restart) is dropped by the pool; the next publish opens another.
  publisher.on("error", (err) => log.debug({ err }, "pub/sub publisher lost an idle connection"));
  const handlers = createHandlers();
  const resumeHandlers = new Set<(outageBegan: Date) => void>();
  let listener: pg.Client | null = null;
  let outage: { began: Date; attempts: number } | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;
  let dropped = 0;

  function onNotification(msg: pg.Notification) {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    try {
      const { topic, payload } = JSON.parse(msg.payload) as { topic: Topic; payload: never };
      handlers.deliver(topic, payload);
    } catch (e) {
      log.warn({ err: e }, "ignored a malformed pub/sub message");
    }
  }

  /** Opens a connection that LISTENs; once it is the current listener, losing it starts the reconnection. */
  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Bounds LISTEN and the heartbeat's ping alike.
      query_timeout: heartbeat.timeoutMs,
    });
    let gone: Error | null = null;
    let beat: NodeJS.Timeout | undefined;
    // The last moment the connection was known to carry events: what came after may be lost with it.
    let alive = new Date();
    const onMessage = (msg: pg.Notification) => {
      alive = new Date();
      onNotification(msg);
    };
    const lose = (err: Error) => {
      if (gone) return;
      gone = err;
      clearTimeout(beat);
      client.removeListener("notification", onMessage);
      void client.end().catch(() => undefined);
      if (client === listener) connectionLost(err, alive);
    };
    client.on("error", lose);
    client.on("end", () => lose(new Error("the listening connection ended")));
    client.on("notification", onMessage);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      lose(err as Error);
      throw err;
    }
    // Lost between LISTEN's answer and here (both can arrive in one network read).
    if (gone) throw gone;
    alive = new Date();
    const ping = () => {
      if (gone) return;
      beat = setTimeout(() => {
        client.query("SELECT 1").then(() => {
          alive = new Date();
          ping();
        }, lose);
      }, heartbeat.everyMs);
      beat.unref();
    };
    ping();
    return client;
  }

  function connectionLost(err: Error, lastAlive: Date) {
    listener = null;
    if (closed) return;
    outage = { began: lastAlive, attempts: 0 };
    log.warn({ err }, "pub/sub lost its listening connection; reconnecting (live updates of this process pause)");
    scheduleReconnect();
  }

  function scheduleReconnect() {
    const ceiling = Math.min(maxMs, minMs * 2 ** outage!.attempts);
    retryTimer = setTimeout(() => void reconnect(), ceiling / 2 + Math.random() * (ceiling / 2));
  }

  async function reconnect() {
    const current = outage!;
    current.attempts += 1;
    let client: pg.Client;
    try {
      client = await connectListener();
    } catch (err) {
      if (closed) return;
      log.debug({ err, attempts: current.attempts }, "pub/sub reconnection attempt failed");
      return scheduleReconnect();
    }
    if (closed) return void client.end().catch(() => undefined);
    listener = client;
    outage = null;
    log.info({ downMs: Date.now() - current.began.getTime(), attempts: current.attempts }, "pub/sub listening again; live streams catch up");
    for (const handler of resumeHandlers) {
      try {
        handler(current.began);
      } catch (err) {
        log.error({ err }, "a pub/sub resume handler failed");
      }
    }
  }

  try {
    listener = await connectListener();
  } catch (err) {
    await publisher.end().catch(() => undefined);
    throw err;
  }

  return {
    async publish(topic, payload) {
      let message = JSON.stringify({ topic, payload });
      if (Buffer.byteLength(message) > MAX_NOTIFY_BYTES && topic === "contentItemsAdded") {
        // Too many ids for one NOTIFY: send the count-bearing event without ids; listeners re-query.
        message = JSON.stringify({ topic, payload: { ...payload, contentItemIds: [] } });
      }
      try {
        await publisher.query("SELECT pg_notify($1, $2)", [CHANNEL, message]);
      } catch (err) {
        if (dropped++ === 0) log.warn({ err, topic }, "could not publish a live event; dropping events until the database answers");
        return;
      }
      if (dropped) {
        log.info({ dropped }, "pub/sub publishing again after dropping events");
        dropped = 0;
      }
    },
    subscribe: handlers.add,
    onResume(handler) {
      resumeHandlers.add(handler);
      return () => resumeHandlers.delete(handler);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await listener?.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}

/**
 * The same interface inside one process only: for tests and tools that run without PostgreSQL LISTEN. Handlers
 * run on a later tick, like events arriving from the database would.
 */
export function createMemoryPubSub(): PubSub {
  const handlers = createHandlers();
  return {
    async publish(topic, payload) {
      const copy = JSON.parse(JSON.stringify(payload)) as never;
      setImmediate(() => handlers.deliver(topic, copy));
    },
    subscribe: handlers.add,
    // Nothing between publisher and subscribers can go down.
    onResume: () => () => undefined,
    async close() {
      handlers.clear();
    },
  };
}
