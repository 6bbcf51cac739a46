import { Prisma } from "../../generated/prisma/client.js";
import { sqlPool, type Db } from "../../db.js";
import { KEEP_UNREAD_MAX } from "../../core/readState.js";
import { BACKFILL_ITEMS, HOST_INTERVAL_MS, HOST_ROW_TTL_MS, LEASE_MS, MAX_HOST_BACKOFF_MS } from "./fullArticlePolicy.js";

// The FullArticle rows as a queue, and FullArticleHost as the per-host pace every process keeps. SQL that claims
// and paces lives here; what a fetched page means is the service's.

const DAY_MS = 86_400_000;
/** The clock in the columns' terms: timestamp (without time zone) columns hold UTC, whatever the session's zone. */
const NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;
const seconds = (ms: number) => Prisma.sql`make_interval(secs => ${ms / 1000}::float8)`;

/** A claimed page: the worker fetches `url` and records the outcome under `contentItemId`. */
export interface ClaimedPage {
  contentItemId: string;
  url: string;
  host: string;
  attempts: number;
}

/** The host an article is paced by: its lower-case name, or null for a link that is no http(s) address. */
export function hostOf(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === "http:" || url.protocol === "https:" ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Queues the items' links (items without an http(s) link are skipped). An item that has a row already (queued,
 * stored, noarchive or failed) is left alone: an article is fetched once unless a reader asks again.
 */
export async function enqueueItems(db: Db, items: Array<{ id: string; link: string | null }>, now = new Date()): Promise<number> {
  const rows = items.flatMap((i) => {
    const host = hostOf(i.link);
    return host ? [{ contentItemId: i.id, status: "queued", url: i.link!, host, notBefore: now }] : [];
  });
  if (!rows.length) return 0;
  const { count } = await db.fullArticle.createMany({ data: rows, skipDuplicates: true });
  return count;
}

/** Whether an enabled subscription to the feed asks for full articles (properties.fetchFullArticle). */
export async function feedWantsArticles(db: Db, feedId: string): Promise<boolean> {
  // Straight to the pool, as the refresh that asks writes its items: every refresh that stores items asks, and most
  // feeds want none, so the common answer costs one driver round trip and nothing of Prisma's runtime.
  const { rows } = await sqlPool(db).query<{ wanted: boolean }>({
    name: "feed-wants-articles",
    text: `
      SELECT EXISTS (
        SELECT 1 FROM "FeedSubscription"
        WHERE "feedId" = $1::uuid AND enabled AND properties @> '{"fetchFullArticle": true}'::jsonb
      ) AS wanted`,
    values: [feedId],
  });
  return rows[0]?.wanted === true;
}

/** The feed's newest BACKFILL_ITEMS items within the keep-unread window (what a reader sees on the switch). */
export async function newestItems(db: Db, feedId: string, now = new Date()): Promise<Array<{ id: string; link: string | null }>> {
  return db.contentItem.findMany({
    where: { feedId, sortAt: { gte: new Date(now.getTime() - KEEP_UNREAD_MAX * DAY_MS) } },
    orderBy: [{ sortAt: "desc" }, { id: "desc" }],
    take: BACKFILL_ITEMS,
    select: { id: true, link: true },
  });
}

/**
 * Claims at most `hosts` due pages, one per host whose turn has come, for the worker: each host's next turn moves
 * HOST_INTERVAL_MS ahead and each page is leased for LEASE_MS (a dead worker's page comes back by itself).
 * Concurrent claimers (other workers) never get the same host: the host row's conditional update decides.
 */
export async function claimDuePages(db: Db, hosts: number): Promise<ClaimedPage[]> {
  const candidates = await db.$queryRaw<Array<{ host: string }>>`
    SELECT f.host FROM "FullArticle" f
    LEFT JOIN "FullArticleHost" h ON h.host = f.host
    WHERE f.status = 'queued' AND f."notBefore" <= ${NOW} AND (h."nextAt" IS NULL OR h."nextAt" <= ${NOW})
    GROUP BY f.host
    ORDER BY min(f."notBefore")
    LIMIT ${hosts}`;
  if (!candidates.length) return [];
  const interval = seconds(HOST_INTERVAL_MS);
  const reserved = await db.$queryRaw<Array<{ host: string }>>`
    INSERT INTO "FullArticleHost" (host, "nextAt")
    SELECT h, ${NOW} + ${interval} FROM unnest(${candidates.map((c) => c.host)}::text[]) AS h
    ON CONFLICT (host) DO UPDATE SET "nextAt" = EXCLUDED."nextAt"
    WHERE "FullArticleHost"."nextAt" <= ${NOW}
    RETURNING host`;
  if (!reserved.length) return [];
  return db.$queryRaw<ClaimedPage[]>`
    UPDATE "FullArticle" f
    SET "notBefore" = ${NOW} + ${seconds(LEASE_MS)}, attempts = f.attempts + 1, "updatedAt" = ${NOW}
    FROM (
      SELECT pick."contentItemId" FROM unnest(${reserved.map((r) => r.host)}::text[]) AS h(host)
      CROSS JOIN LATERAL (
        SELECT q."contentItemId" FROM "FullArticle" q
        WHERE q.host = h.host AND q.status = 'queued' AND q."notBefore" <= ${NOW}
        ORDER BY q."notBefore", q."createdAt"
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      ) pick
    ) picked
    WHERE f."contentItemId" = picked."contentItemId"
    RETURNING f."contentItemId", f.url, f.host, f.attempts`;
}

/**
 * Milliseconds until some queued page can be claimed (0: now), or null when none is queued. What a drain waits
 * for before it looks again, or hands back when that is later than it may wait.
 */
export async function nextDueInMs(db: Db): Promise<number | null> {
  // GREATEST skips nulls: the empty queue's null minimum is kept apart from "due now" (0).
  const rows = await db.$queryRaw<Array<{ ms: number | null }>>`
    SELECT (EXTRACT(EPOCH FROM d.due - ${NOW}) * 1000)::float8 AS ms
    FROM (
      SELECT min(GREATEST(f."notBefore", COALESCE(h."nextAt", f."notBefore"))) AS due
      FROM "FullArticle" f LEFT JOIN "FullArticleHost" h ON h.host = f.host
      WHERE f.status = 'queued'
    ) d`;
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? null : Math.max(0, Math.ceil(ms));
}

/**
 * A reader's turn at a host: takes the host's next slot (the later of now and its booked time) when that comes
 * within `maxWaitMs`, and answers how long to wait for it; when the host is booked further ahead, takes nothing
 * and answers how long until it frees up (for Retry-After).
 */
export async function bookHostTurn(db: Db, host: string, maxWaitMs: number): Promise<{ booked: true; waitMs: number } | { booked: false; busyForMs: number }> {
  const interval = seconds(HOST_INTERVAL_MS);
  const rows = await db.$queryRaw<Array<{ waitMs: number }>>`
    INSERT INTO "FullArticleHost" AS t (host, "nextAt") VALUES (${host}, ${NOW} + ${interval})
    ON CONFLICT (host) DO UPDATE SET "nextAt" = GREATEST(t."nextAt", ${NOW}) + ${interval}
    WHERE t."nextAt" <= ${NOW} + ${seconds(maxWaitMs)}
    RETURNING (GREATEST(0, EXTRACT(EPOCH FROM t."nextAt" - ${interval} - ${NOW}) * 1000))::float8 AS "waitMs"`;
  if (rows[0]) return { booked: true, waitMs: Math.ceil(rows[0].waitMs) };
  const busy = await db.$queryRaw<Array<{ ms: number }>>`
    SELECT (GREATEST(0, EXTRACT(EPOCH FROM "nextAt" - ${NOW}) * 1000))::float8 AS ms FROM "FullArticleHost" WHERE host = ${host}`;
  return { booked: false, busyForMs: Math.ceil(busy[0]?.ms ?? HOST_INTERVAL_MS) };
}

/**
 * After a page of the host was read: its next turn is at least HOST_INTERVAL_MS from now. A claim booked the turn
 * when the fetch began; a slow answer (or a busy event loop before the request left) must not shorten the gap the
 * site sees between one request and the next.
 */
export async function restHost(db: Db, host: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "FullArticleHost" SET "nextAt" = GREATEST("nextAt", ${NOW} + ${seconds(HOST_INTERVAL_MS)}) WHERE host = ${host}`;
}

/** A site's Retry-After (429, 503): nothing more is fetched from its host until then (at most MAX_HOST_BACKOFF_MS). */
export async function holdHost(db: Db, host: string, retryAfterSeconds: number): Promise<void> {
  const ms = Math.min(retryAfterSeconds * 1000, MAX_HOST_BACKOFF_MS);
  await db.$executeRaw`
    INSERT INTO "FullArticleHost" AS t (host, "nextAt") VALUES (${host}, ${NOW} + ${seconds(ms)})
    ON CONFLICT (host) DO UPDATE SET "nextAt" = GREATEST(t."nextAt", EXCLUDED."nextAt")`;
}

/** Drops pacing rows of hosts not fetched from for a day. */
export async function pruneHosts(db: Db): Promise<number> {
  const { count } = await db.fullArticleHost.deleteMany({ where: { nextAt: { lt: new Date(Date.now() - HOST_ROW_TTL_MS) } } });
  return count;
}
