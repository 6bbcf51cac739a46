import { randomBytes } from "node:crypto";
import type pg from "pg";

/**
 * The refresh hot path's SQL, sent straight to the pool (db.ts sqlPool): a feed's items are read, inserted and
 * updated in one statement each (unnest over arrays), and the feed's state, its job-log entry and the log's trim
 * in one more. Through Prisma the same work took a statement per changed row and cost the worker more CPU in
 * Prisma's runtime and query compiler than PostgreSQL spent (issue 22). Every statement is named, so each pooled
 * connection prepares it once; its text is fixed whatever the number of rows.
 *
 * Timestamps travel as UTC text without a zone (the columns are `timestamp(3)` holding UTC, as Prisma writes them)
 * and come back through `AT TIME ZONE 'UTC'`, so neither side depends on the process's or the session's zone.
 */

const FIRST = Date.parse("0001-01-01T00:00:00.000Z");
const LAST = Date.parse("9999-12-31T23:59:59.999Z");

/**
 * A Date as the UTC text a `timestamp(3)` column holds. Years outside 1-9999 (a feed's nonsense date) are clamped
 * to that range, whose ISO text has four-digit years.
 */
export function utcText(d: Date | null | undefined): string | null {
  if (!d || Number.isNaN(d.getTime())) return null;
  return new Date(Math.min(LAST, Math.max(FIRST, d.getTime()))).toISOString().slice(0, 23);
}

/** Row ids are UUIDv7 (time-ordered, as Prisma's uuid(7) makes them): `count` of them in one call. */
export function uuid7s(count: number, now = Date.now()): string[] {
  const bytes = randomBytes(16 * count);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const b = bytes.subarray(i * 16, i * 16 + 16);
    b.writeUIntBE(now, 0, 6);
    b[6] = (b[6]! & 0x0f) | 0x70;
    b[8] = (b[8]! & 0x3f) | 0x80;
    const h = b.toString("hex");
    ids.push(`${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`);
  }
  return ids;
}

export interface FeedState {
  id: string;
  url: string;
  type: string;
  status: string;
  /** An admin paused it: no refresh fetches it (PATCH /admin/feeds/{id}). */
  pausedByAdmin: boolean;
  etag: string | null;
  lastModified: string | null;
  consecutiveErrorCount: number;
  refreshIntervalMinutes: number;
  lastContentItemAt: Date | null;
  title: string | null;
  description: string | null;
  link: string | null;
  imageUrl: string | null;
  iconCheckedAt: Date | null;
  iconHash: string | null;
  /** The WebSub hub and topic the feed last advertised (FeedWebSub), or null. */
  hubUrl: string | null;
  topicUrl: string | null;
  /** When the hub's verified lease ends, while it is active: pushes then replace most polls (intervalWithPush). */
  pushLeaseUntil: Date | null;
}

export async function loadFeedState(pool: pg.Pool, feedId: string): Promise<FeedState | null> {
  const { rows } = await pool.query<FeedState>({
    name: "rv_refresh_feed",
    text: `SELECT f.id, f.url, f.type, f.status::text AS status, f."pausedByAdmin", f.etag, f."lastModified", f."consecutiveErrorCount",
             f."refreshIntervalMinutes", f."lastContentItemAt" AT TIME ZONE 'UTC' AS "lastContentItemAt", f.title, f.description, f.link,
             f."imageUrl", f."iconCheckedAt" AT TIME ZONE 'UTC' AS "iconCheckedAt", f."iconHash",
             w."hubUrl", w."topicUrl", CASE WHEN w.state = 'active' THEN w."leaseExpiresAt" AT TIME ZONE 'UTC' END AS "pushLeaseUntil"
           FROM "Feed" f LEFT JOIN "FeedWebSub" w ON w."feedId" = f.id WHERE f.id = $1::uuid`,
    values: [feedId],
  });
  return rows[0] ?? null;
}

export async function feedUrlTaken(pool: pg.Pool, url: string): Promise<boolean> {
  const { rowCount } = await pool.query({ name: "rv_refresh_url_taken", text: `SELECT 1 FROM "Feed" WHERE url = $1`, values: [url] });
  return (rowCount ?? 0) > 0;
}

export interface StoredEntry {
  guid: string;
  rawHash: string | null;
  contentHash: string;
  publishedAt: Date | null;
  itemUpdatedAt: Date | null;
}

/** What is stored of these guids of the feed: enough to skip, compare and date them. */
export async function storedEntries(pool: pg.Pool | pg.PoolClient, feedId: string, guids: string[]): Promise<StoredEntry[]> {
  const { rows } = await pool.query<StoredEntry>({
    name: "rv_refresh_stored",
    text: `SELECT guid, "rawHash", "contentHash", "publishedAt" AT TIME ZONE 'UTC' AS "publishedAt",
             "itemUpdatedAt" AT TIME ZONE 'UTC' AS "itemUpdatedAt"
           FROM "ContentItem" WHERE "feedId" = $1::uuid AND guid = ANY($2::text[])`,
    values: [feedId, guids],
  });
  return rows;
}

/** An item's columns as the refresh writes them. */
export interface ItemRow {
  guid: string;
  title: string | null;
  link: string | null;
  description: string | null;
  contentHtml: string | null;
  author: string | null;
  imageUrl: string | null;
  publishedAt: Date | null;
  sortAt: Date;
  itemUpdatedAt: Date | null;
  enclosures: unknown;
  commentsUrl: string | null;
  score: number | null;
  commentCount: number | null;
  contentHash: string;
  rawHash: string;
}

const column = <K extends keyof ItemRow>(rows: ItemRow[], key: K) => rows.map((r) => r[key]);
const dates = (rows: ItemRow[], key: "publishedAt" | "sortAt" | "itemUpdatedAt") => rows.map((r) => utcText(r[key]));

/**
 * Inserts new items in one statement. A guid stored meanwhile (a concurrent refresh of the feed, a retried
 * activity) is skipped, never duplicated; returns the guids actually inserted with their ids.
 */
export async function insertItems(pool: pg.Pool | pg.PoolClient, feedId: string, htmlVersion: number, rows: ItemRow[], now: Date): Promise<Array<{ id: string; guid: string }>> {
  const ids = uuid7s(rows.length, now.getTime());
  const { rows: inserted } = await pool.query<{ id: string; guid: string }>({
    name: "rv_refresh_insert",
    text: `INSERT INTO "ContentItem" (id, "feedId", guid, title, link, description, "contentHtml", "htmlVersion", author, "imageUrl",
             "publishedAt", "sortAt", "itemUpdatedAt", enclosures, "commentsUrl", score, "commentCount", "engagementScore",
             "contentHash", "rawHash", "firstSeenAt", "lastChangedAt")
           SELECT u.id, $1::uuid, u.guid, u.title, u.link, u.description, u.html, $2::int, u.author, u.image,
             u.published, u.sort, u.updated, u.enclosures, u.comments, u.score, u.comment_count, COALESCE(u.comment_count, 0),
             u.content_hash, u.raw_hash, $3::timestamp(3), $3::timestamp(3)
           FROM unnest($4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
             $12::timestamp(3)[], $13::timestamp(3)[], $14::timestamp(3)[], $15::jsonb[], $16::text[], $17::int[], $18::int[],
             $19::text[], $20::text[])
             AS u(id, guid, title, link, description, html, author, image, published, sort, updated, enclosures, comments, score,
               comment_count, content_hash, raw_hash)
           ON CONFLICT ("feedId", guid) DO NOTHING
           RETURNING id, guid`,
    values: [
      feedId, htmlVersion, utcText(now), ids, column(rows, "guid"), column(rows, "title"), column(rows, "link"), column(rows, "description"),
      column(rows, "contentHtml"), column(rows, "author"), column(rows, "imageUrl"), dates(rows, "publishedAt"), dates(rows, "sortAt"),
      dates(rows, "itemUpdatedAt"), rows.map((r) => JSON.stringify(r.enclosures ?? [])), column(rows, "commentsUrl"), column(rows, "score"),
      column(rows, "commentCount"), column(rows, "contentHash"), column(rows, "rawHash"),
    ],
  });
  return inserted;
}

/**
 * Updates edited items in place in one statement: every field but sortAt (an edit keeps the item's place), and
 * engagementScore moves by the change in the comment count (views counted there stay).
 */
export async function updateItems(pool: pg.Pool | pg.PoolClient, feedId: string, htmlVersion: number, rows: ItemRow[], now: Date): Promise<string[]> {
  const { rows: updated } = await pool.query<{ id: string }>({
    name: "rv_refresh_update",
    text: `UPDATE "ContentItem" c SET title = u.title, link = u.link, description = u.description, "contentHtml" = u.html,
             "htmlVersion" = $2::int, author = u.author, "imageUrl" = u.image, "publishedAt" = u.published, "itemUpdatedAt" = u.updated,
             enclosures = u.enclosures, "commentsUrl" = u.comments, score = u.score, "commentCount" = u.comment_count,
             "engagementScore" = c."engagementScore" + (COALESCE(u.comment_count, 0) - COALESCE(c."commentCount", 0)),
             "contentHash" = u.content_hash, "rawHash" = u.raw_hash, "lastChangedAt" = $3::timestamp(3)
           FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::timestamp(3)[],
             $12::timestamp(3)[], $13::jsonb[], $14::text[], $15::int[], $16::int[], $17::text[], $18::text[])
             AS u(guid, title, link, description, html, author, image, published, updated, enclosures, comments, score, comment_count,
               content_hash, raw_hash)
           WHERE c."feedId" = $1::uuid AND c.guid = u.guid
           RETURNING c.id`,
    values: [
      feedId, htmlVersion, utcText(now), column(rows, "guid"), column(rows, "title"), column(rows, "link"), column(rows, "description"),
      column(rows, "contentHtml"), column(rows, "author"), column(rows, "imageUrl"), dates(rows, "publishedAt"), dates(rows, "itemUpdatedAt"),
      rows.map((r) => JSON.stringify(r.enclosures ?? [])), column(rows, "commentsUrl"), column(rows, "score"), column(rows, "commentCount"),
      column(rows, "contentHash"), column(rows, "rawHash"),
    ],
  });
  return updated.map((r) => r.id);
}

/**
 * Records the raw hash of entries whose source changed but whose item did not (reformatted XML, rows stored before
 * raw hashes, a parser or sanitiser version that reads them the same): their stored HTML is what the current
 * sanitiser makes, so they are marked with its version too.
 */
export async function markRawHashes(pool: pg.Pool | pg.PoolClient, feedId: string, htmlVersion: number, entries: Array<{ guid: string; rawHash: string }>): Promise<void> {
  await pool.query({
    name: "rv_refresh_raw_hashes",
    text: `UPDATE "ContentItem" c SET "rawHash" = u.raw_hash, "htmlVersion" = $2::int
           FROM unnest($3::text[], $4::text[]) AS u(guid, raw_hash)
           WHERE c."feedId" = $1::uuid AND c.guid = u.guid
           RETURNING c.id`,
    values: [feedId, htmlVersion, entries.map((e) => e.guid), entries.map((e) => e.rawHash)],
  });
}

export interface JobRun {
  startedAt: Date;
  endedAt: Date;
  result: string;
  errorCode: string | null;
  errorMessage: string | null;
  itemsNew: number;
  itemsUpdated: number;
}

/** The feed's columns a run sets (null leaves a nullable "keep" column as it is: see each statement). */
export interface FeedRunUpdate {
  movedTo: string | null;
  lastRunAt: Date;
  nextRunAt: Date;
  status: string;
  consecutiveErrorCount: number;
  lastRunResult: string;
  lastErrorCode: string | null;
  /** The HTTP status of a failed fetch (failure sentences tell a 403 from a 5xx), else null. */
  lastErrorStatus: number | null;
  /** Set on success only. */
  success?: {
    /** The feed's type from what was fetched (feedType.ts), or null to keep it (website feeds). */
    type: string | null;
    title: string | null;
    description: string | null;
    link: string | null;
    imageUrl: string | null;
    format: string;
    etag: string | null;
    lastModified: string | null;
    /** A push (WebSub) carries no validators: the poll's etag and Last-Modified stay for the next poll. */
    keepValidators?: boolean;
    lastContentItemAt: Date | null;
    newItems: number;
    refreshIntervalMinutes: number;
  };
}

/** The job log keeps this many runs per feed. */
export const JOB_LOG_SIZE = 10;

/**
 * Ends a run in one statement: the feed's state (status, validators, next run, lease released), its job-log entry,
 * and the log trimmed to the newest JOB_LOG_SIZE (the trim sees the log as it was before this statement, so it
 * keeps JOB_LOG_SIZE - 1 older runs beside the new one).
 */
export async function finishRun(pool: pg.Pool, feedId: string, update: FeedRunUpdate, run: JobRun): Promise<void> {
  const s = update.success;
  const [runId] = uuid7s(1, run.endedAt.getTime());
  await pool.query({
    name: "rv_refresh_finish",
    text: `WITH feed AS (
             UPDATE "Feed" SET url = COALESCE($2, url), "lastRunAt" = $3::timestamp(3), "nextRunAt" = $4::timestamp(3),
               status = $5::"FeedStatus", "consecutiveErrorCount" = $6::int, "lastRunResult" = $7, "lastErrorCode" = $8,
               "lastSuccessAt" = CASE WHEN $7 = 'error' THEN "lastSuccessAt" ELSE $3::timestamp(3) END,
               title = CASE WHEN $9::boolean AND NOT ('title' = ANY("adminPinnedFields")) THEN COALESCE($10, title) ELSE title END,
               description = CASE WHEN $9::boolean AND NOT ('description' = ANY("adminPinnedFields")) THEN COALESCE($11, description) ELSE description END,
               link = CASE WHEN $9::boolean AND NOT ('link' = ANY("adminPinnedFields")) THEN COALESCE($12, link) ELSE link END,
               "imageUrl" = CASE WHEN $9::boolean AND NOT ('imageUrl' = ANY("adminPinnedFields")) THEN COALESCE($13, "imageUrl") ELSE "imageUrl" END,
               format = CASE WHEN $9::boolean THEN $14 ELSE format END,
               etag = CASE WHEN $9::boolean AND NOT $30::boolean THEN $15 ELSE etag END,
               "lastModified" = CASE WHEN $9::boolean AND NOT $30::boolean THEN $16 ELSE "lastModified" END,
               "lastContentItemAt" = CASE WHEN $9::boolean THEN $17::timestamp(3) ELSE "lastContentItemAt" END,
               "totalContentItems" = "totalContentItems" + $18::int,
               "refreshIntervalMinutes" = CASE WHEN $9::boolean THEN $19::int ELSE "refreshIntervalMinutes" END,
               "lastErrorStatus" = $28::int,
               type = CASE WHEN $9::boolean AND $29::text IS NOT NULL THEN $29 ELSE type END,
               "leaseUntil" = NULL, "updatedAt" = $20::timestamp(3)
             WHERE id = $1::uuid
           ), run AS (
             INSERT INTO "FeedJobRun" (id, "feedId", "startedAt", "endedAt", result, "errorCode", "errorMessage", "itemsNew", "itemsUpdated")
             VALUES ($21::uuid, $1::uuid, $22::timestamp(3), $20::timestamp(3), $23, $24, $25, $26::int, $27::int)
           )
           DELETE FROM "FeedJobRun" WHERE id IN (
             SELECT id FROM "FeedJobRun" WHERE "feedId" = $1::uuid ORDER BY "startedAt" DESC OFFSET ${JOB_LOG_SIZE - 1}
           )`,
    values: [
      feedId, update.movedTo, utcText(update.lastRunAt), utcText(update.nextRunAt), update.status, update.consecutiveErrorCount,
      update.lastRunResult, update.lastErrorCode, s !== undefined, s?.title ?? null, s?.description ?? null, s?.link ?? null,
      s?.imageUrl ?? null, s?.format ?? null, s?.etag ?? null, s?.lastModified ?? null, utcText(s?.lastContentItemAt), s?.newItems ?? 0,
      s?.refreshIntervalMinutes ?? 0, utcText(run.endedAt), runId, utcText(run.startedAt), run.result, run.errorCode, run.errorMessage,
      run.itemsNew, run.itemsUpdated, update.lastErrorStatus, s?.type ?? null, s?.keepValidators ?? false,
    ],
  });
}
