import type { Db, Tx } from "../db.js";
import { Prisma } from "../generated/prisma/client.js";

/** Spec part 1 section 5: a subscription keeps items unread for 1 to 30 days. */
export const KEEP_UNREAD_MIN = 1;
export const KEEP_UNREAD_MAX = 30;

/**
 * Read state (ARCHITECTURE "Data flow"). An item of a subscribed feed is read when it is dated at or before the
 * subscription's effective watermark: the later of `markReadAfterAt` and now minus `keepUnreadDays`. A
 * ContentItemReadState row overrides that for one item (isRead true or false). An item reached without a
 * subscription (only through a content tag) is unread unless a row says it is read.
 */
export function effectiveWatermarkSql(subscriptionAlias: string, now: Date): Prisma.Sql {
  const s = Prisma.raw(subscriptionAlias);
  return Prisma.sql`GREATEST(COALESCE(${s}."markReadAfterAt", '-infinity'::timestamp), ${now}::timestamp - make_interval(days => ${s}."keepUnreadDays"))`;
}

/**
 * SQL for "item `ci` is unread for `userId`", given `s` (the user's subscription to the item's feed, LEFT
 * JOINed, may be null) and `st` (the item's read-state row, LEFT JOINed, may be null).
 */
export function unreadSql(now: Date): Prisma.Sql {
  return Prisma.sql`COALESCE(NOT st."isRead", s.id IS NULL OR ci."sortAt" > ${effectiveWatermarkSql("s", now)})`;
}

export interface ItemReadFlags {
  isRead: boolean;
  /** The viewer's subscription to the item's feed, if any. */
  subscriptionId: string | null;
}

/** isRead and the viewer's subscription for a batch of items, in one query (lists and the GraphQL loader). */
export async function readFlags(db: Db, userId: string, itemIds: string[], now = new Date()): Promise<Map<string, ItemReadFlags>> {
  if (!itemIds.length) return new Map();
  const rows = await db.$queryRaw<Array<{ id: string; unread: boolean; subscriptionId: string | null }>>`
    SELECT ci.id, ${unreadSql(now)} AS unread, s.id AS "subscriptionId"
    FROM "ContentItem" ci
    LEFT JOIN "FeedSubscription" s ON s."userId" = ${userId}::uuid AND s."feedId" = ci."feedId"
    LEFT JOIN "ContentItemReadState" st ON st."userId" = ${userId}::uuid AND st."contentItemId" = ci.id
    WHERE ci.id = ANY(${itemIds}::uuid[])`;
  return new Map(rows.map((r) => [r.id, { isRead: !r.unread, subscriptionId: r.subscriptionId }]));
}

/**
 * Marks one item read or unread for a user in one statement that writes at most one row: the row is deleted
 * when the wanted state is what the watermark already gives, else upserted. Returns null for an unknown item.
 */
export async function setItemRead(db: Db, userId: string, itemId: string, isRead: boolean, now = new Date()): Promise<{ subscriptionId: string | null } | null> {
  const rows = await db.$queryRaw<Array<{ subscriptionId: string | null }>>`
    WITH item AS (
      SELECT ci.id, ci."sortAt", s.id AS sid, (s.id IS NOT NULL AND ci."sortAt" <= ${effectiveWatermarkSql("s", now)}) AS "readByDefault"
      FROM "ContentItem" ci
      LEFT JOIN "FeedSubscription" s ON s."userId" = ${userId}::uuid AND s."feedId" = ci."feedId"
      WHERE ci.id = ${itemId}::uuid
    ),
    dropped AS (
      DELETE FROM "ContentItemReadState" st USING item
      WHERE st."userId" = ${userId}::uuid AND st."contentItemId" = item.id AND item."readByDefault" = ${isRead}
      RETURNING 1
    ),
    written AS (
      INSERT INTO "ContentItemReadState" ("userId", "contentItemId", "subscriptionId", "isRead", "sortAt", "updatedAt")
      SELECT ${userId}::uuid, item.id, item.sid, ${isRead}, item."sortAt", ${now}::timestamp FROM item WHERE item."readByDefault" <> ${isRead}
      ON CONFLICT ("userId", "contentItemId") DO UPDATE
        SET "isRead" = EXCLUDED."isRead", "subscriptionId" = EXCLUDED."subscriptionId", "updatedAt" = EXCLUDED."updatedAt"
      RETURNING 1
    )
    SELECT item.sid AS "subscriptionId" FROM item`;
  return rows[0] ?? null;
}

/**
 * What a mark-all-read keeps so it can be undone (core/readUndo.ts): the record's id, whose it is, the mark's
 * moment (rows it writes carry it as updatedAt) and until when undo is allowed.
 */
export interface UndoRecord {
  id: string;
  userId: string;
  markedAt: Date;
  expiresAt: Date;
}

/**
 * The user's earlier undo records go, and this mark's record is written, in the mark's own statement: only the
 * latest mark can be undone.
 */
function undoRecordSql(undo: UndoRecord, watermarks: Prisma.Sql, tagId: string | null): Prisma.Sql {
  return Prisma.sql`
    superseded AS (DELETE FROM "ReadUndo" u WHERE u."userId" = ${undo.userId}::uuid),
    undo AS (
      INSERT INTO "ReadUndo" ("id", "userId", "tagId", "markedAt", "expiresAt", "watermarks")
      SELECT ${undo.id}::uuid, ${undo.userId}::uuid, ${tagId}::uuid, ${undo.markedAt}::timestamp, ${undo.expiresAt}::timestamp, ${watermarks}
      RETURNING "id"
    )`;
}

/**
 * Mark-all-read for subscriptions, one statement whatever the item count: each watermark moves to `cutoff`
 * (never backwards), and the explicit rows of items at or before `cutoff` are dropped (read rows became redundant, unread rows are
 * overridden). Rows of newer items keep their state. `filter` selects the subscriptions (alias `s`). The
 * watermarks before the mark and the dropped rows are kept under `undo` in the same statement.
 */
export async function markSubscriptionsRead(db: Db | Tx, filter: Prisma.Sql, cutoff: Date, undo: UndoRecord): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    WITH target AS (SELECT s.id, s."markReadAfterAt" AS prev FROM "FeedSubscription" s WHERE ${filter}),
    moved AS (
      UPDATE "FeedSubscription" s SET "markReadAfterAt" = GREATEST(COALESCE(s."markReadAfterAt", '-infinity'::timestamp), ${cutoff}::timestamp)
      FROM target WHERE s.id = target.id
      RETURNING s.id, target.prev
    ),
    dropped AS (
      DELETE FROM "ContentItemReadState" st USING moved
      -- Only rows the cutoff passes: an older watermark that did not move must not wipe a newer explicit unread.
      WHERE st."subscriptionId" = moved.id AND st."sortAt" <= ${cutoff}::timestamp
      RETURNING st."contentItemId", st."subscriptionId", st."isRead", st."sortAt", st."updatedAt"
    ),
    ${undoRecordSql(undo, Prisma.sql`(SELECT COALESCE(jsonb_agg(jsonb_build_object('id', moved.id, 'prev', moved.prev)), '[]'::jsonb) FROM moved)`, null)},
    kept AS (
      INSERT INTO "ReadUndoRow" ("undoId", "contentItemId", "subscriptionId", "isRead", "sortAt", "updatedAt")
      SELECT undo.id, d."contentItemId", d."subscriptionId", d."isRead", d."sortAt", d."updatedAt" FROM dropped d CROSS JOIN undo
    )
    SELECT id FROM moved`;
  return rows.map((r) => r.id);
}

/**
 * Mark-all-read for a content tag: one statement writing read rows for the tag's items dated at or before
 * `cutoff` that are unread (or carry a row). The rows as they were (or that there was none) are kept under
 * `undo`. Returns the subscriptions whose counts it changed.
 */
export async function markTagRead(db: Db | Tx, userId: string, tagId: string, cutoff: Date, undo: UndoRecord): Promise<string[]> {
  const now = undo.markedAt;
  const rows = await db.$queryRaw<Array<{ subscriptionId: string | null }>>`
    WITH candidates AS (
      SELECT ci.id, s.id AS sid, ci."sortAt", st."isRead" AS "prevIsRead", st."subscriptionId" AS "prevSid", st."updatedAt" AS "prevUpdatedAt"
      FROM "ContentItemTagging" tg
      JOIN "ContentItem" ci ON ci.id = tg."contentItemId"
      LEFT JOIN "FeedSubscription" s ON s."userId" = ${userId}::uuid AND s."feedId" = ci."feedId"
      LEFT JOIN "ContentItemReadState" st ON st."userId" = ${userId}::uuid AND st."contentItemId" = ci.id
      WHERE tg."tagId" = ${tagId}::uuid AND ci."sortAt" <= ${cutoff}::timestamp AND ${unreadSql(now)}
    ),
    written AS (
      INSERT INTO "ContentItemReadState" ("userId", "contentItemId", "subscriptionId", "isRead", "sortAt", "updatedAt")
      SELECT ${userId}::uuid, c.id, c.sid, true, c."sortAt", ${now}::timestamp FROM candidates c
      ON CONFLICT ("userId", "contentItemId") DO UPDATE SET "isRead" = true, "updatedAt" = EXCLUDED."updatedAt"
      RETURNING "subscriptionId"
    ),
    ${undoRecordSql(undo, Prisma.sql`'[]'::jsonb`, tagId)},
    kept AS (
      INSERT INTO "ReadUndoRow" ("undoId", "contentItemId", "subscriptionId", "isRead", "sortAt", "updatedAt")
      SELECT undo.id, c.id, COALESCE(c."prevSid", c.sid), c."prevIsRead", c."sortAt", c."prevUpdatedAt" FROM candidates c CROSS JOIN undo
    )
    SELECT "subscriptionId" FROM written`;
  return [...new Set(rows.flatMap((r) => (r.subscriptionId ? [r.subscriptionId] : [])))];
}

/**
 * A new subscription adopts the user's rows for items of its feed that were kept without one (items read
 * through a content tag before subscribing), so per-subscription counts stay exact.
 */
export async function adoptReadStates(tx: Tx | Db, userId: string, feedId: string, subscriptionId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE "ContentItemReadState" st SET "subscriptionId" = ${subscriptionId}::uuid
    FROM "ContentItem" ci
    WHERE st."userId" = ${userId}::uuid AND st."subscriptionId" IS NULL AND ci.id = st."contentItemId" AND ci."feedId" = ${feedId}::uuid`;
}

/** Rows deleted per statement by pruneReadStates: short transactions, no long locks on a big table. */
const PRUNE_BATCH = 10_000;

/**
 * Deletes read rows the watermark has made redundant (maintenance; the account-maintenance schedule runs it).
 * A row goes only when its item would be read without it whatever the user does next: dated at or before
 * `markReadAfterAt` (which never moves back) or older than the longest keep-unread window (a user raising
 * keepUnreadDays moves the other part of the watermark back). Unread rows and rows without a subscription
 * (items read through a tag) always stay. Returns how many rows went.
 */
export async function pruneReadStates(db: Db, now = new Date(), maxKeepUnreadDays = KEEP_UNREAD_MAX): Promise<number> {
  let pruned = 0;
  for (;;) {
    const n = await db.$executeRaw`
      WITH doomed AS (
        SELECT st."userId", st."contentItemId" FROM "ContentItemReadState" st
        JOIN "FeedSubscription" s ON s.id = st."subscriptionId"
        WHERE st."isRead" AND st."sortAt" <= GREATEST(
          COALESCE(s."markReadAfterAt", '-infinity'::timestamp), ${now}::timestamp - make_interval(days => ${maxKeepUnreadDays}))
        LIMIT ${PRUNE_BATCH}
      )
      DELETE FROM "ContentItemReadState" st USING doomed
      -- isRead again: a row turned unread since the scan is the user's latest word, and stays.
      WHERE st."userId" = doomed."userId" AND st."contentItemId" = doomed."contentItemId" AND st."isRead"`;
    pruned += n;
    if (n < PRUNE_BATCH) return pruned;
  }
}
