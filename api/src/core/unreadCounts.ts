import type { Db, Tx } from "../db.js";
import { Prisma, type Folder } from "../generated/prisma/client.js";
import { effectiveWatermarkSql } from "./readState.js";

/** Unread state of one subscription. `showing` is false when it is disabled or sits only in disabled folders. */
export interface SubscriptionCount {
  unread: number;
  showing: boolean;
}

/**
 * Unread items per subscription, in one statement. An item is unread when it is dated after the subscription's
 * effective watermark (the later of markReadAfterAt and the keep-unread window) and has no read row, or when it
 * has an unread row (ARCHITECTURE: explicit rows only for exceptions, never one per user per item). Cost is
 * O(subscriptions) short index ranges, never a scan of the user's items: whole days after the watermark come
 * from the maintained FeedItemDay counters (about 30 rows), items of the watermark's own day from
 * ContentItem(feedId, sortAt), and the exceptions on either side of the watermark from
 * ContentItemReadState(subscriptionId, isRead, sortAt). Items the subscription's filters hide (FilteredItem) count
 * neither way, through the same three kinds of ranges over FilteredItemDay and FilteredItem.
 */
export async function countUnread(db: Db | Tx, userId: string, subscriptionIds?: string[], now = new Date()): Promise<Map<string, SubscriptionCount>> {
  return runCount(
    db,
    Prisma.sql`s."userId" = ${userId}::uuid AND (${subscriptionIds ?? null}::uuid[] IS NULL OR s.id = ANY(${subscriptionIds ?? null}::uuid[]))`,
    now,
  );
}

/**
 * The same counts for subscriptions of any users, in one statement: live updates batch the recounts of every
 * reader of a process that received items (bench/scale: one statement per reader per second was the largest
 * share of PostgreSQL's statements during a sweep). The ids come from the server's own state, never a client.
 */
export async function countUnreadOf(db: Db | Tx, subscriptionIds: string[], now = new Date()): Promise<Map<string, SubscriptionCount>> {
  if (!subscriptionIds.length) return new Map();
  return runCount(db, Prisma.sql`s.id = ANY(${subscriptionIds}::uuid[])`, now);
}

async function runCount(db: Db | Tx, where: Prisma.Sql, now: Date): Promise<Map<string, SubscriptionCount>> {
  // A subscription with hidden items (FilteredItem, its filters' and its folders') subtracts them the same way:
  // whole days from FilteredItemDay, the watermark's day one by one, and its read and unread rows leave out
  // hidden items. Subscriptions without any pay one index probe for the flag.
  const hidden = (st: string) => notFilteredSql(Prisma.sql`s.id`, Prisma.raw(`${st}."contentItemId"`));
  const rows = await db.$queryRaw<Array<{ id: string; unread: number; showing: boolean }>>`
    SELECT s.id,
      ((SELECT COALESCE(sum(d.items), 0) FROM "FeedItemDay" d WHERE d."feedId" = s."feedId" AND d.day > w.eff::date)
        + (SELECT count(*) FROM "ContentItem" ci WHERE ci."feedId" = s."feedId" AND ci."sortAt" > w.eff AND ci."sortAt" < (w.eff::date + 1)::timestamp)
        - CASE WHEN w.filtered THEN
            (SELECT COALESCE(sum(d.items), 0) FROM "FilteredItemDay" d WHERE d."subscriptionId" = s.id AND d.day > w.eff::date)
            + (SELECT count(*) FROM "FilteredItem" h WHERE h."subscriptionId" = s.id AND h."sortAt" > w.eff AND h."sortAt" < (w.eff::date + 1)::timestamp)
            + (SELECT count(*) FROM "ContentItemReadState" st WHERE st."subscriptionId" = s.id AND st."isRead" AND st."sortAt" > w.eff AND ${hidden("st")})
            - (SELECT count(*) FROM "ContentItemReadState" st WHERE st."subscriptionId" = s.id AND NOT st."isRead" AND st."sortAt" <= w.eff AND ${hidden("st")})
          ELSE
            (SELECT count(*) FROM "ContentItemReadState" st WHERE st."subscriptionId" = s.id AND st."isRead" AND st."sortAt" > w.eff)
            - (SELECT count(*) FROM "ContentItemReadState" st WHERE st."subscriptionId" = s.id AND NOT st."isRead" AND st."sortAt" <= w.eff)
          END
      )::int AS unread,
      ${showingSql("s")} AS showing
    FROM "FeedSubscription" s
    CROSS JOIN LATERAL (SELECT ${effectiveWatermarkSql("s", now)} AS eff, ${hasFilteredItemsSql("s")} AS filtered) w
    WHERE ${where}`;
  return new Map(rows.map((r) => [r.id, { unread: r.unread, showing: r.showing }]));
}

/**
 * SQL: the item is not hidden from the subscription (FilteredItem). A scalar subquery on purpose: one primary-key
 * probe per row examined. As NOT EXISTS, PostgreSQL may hash or merge every hidden item of the subscription first,
 * which costs as much as the filters hide (a keep_on_match can hide thousands) instead of as much as a page reads.
 */
export function notFilteredSql(subscriptionId: Prisma.Sql, itemId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT 1 FROM "FilteredItem" h WHERE h."subscriptionId" = ${subscriptionId} AND h."contentItemId" = ${itemId}) IS NULL`;
}

/** SQL: subscription `alias` has items its filters hide (a flag that spares unfiltered subscriptions the probes). */
export function hasFilteredItemsSql(alias: string): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM "FilteredItemDay" fd WHERE fd."subscriptionId" = ${Prisma.raw(alias)}.id AND fd.items > 0)`;
}

/** SQL: subscription `alias` shows (enabled, and at the top level or in an enabled folder). */
export function showingSql(alias: string): Prisma.Sql {
  const s = Prisma.raw(alias);
  return Prisma.sql`(${s}.enabled AND (${s}."topLevel" OR EXISTS (
    SELECT 1 FROM "FolderMembership" m JOIN "Folder" f ON f.id = m."folderId" WHERE m."subscriptionId" = ${s}.id AND f.enabled
  )))`;
}

/** What a subscription shows as its unread count: nothing while it is disabled or hidden in disabled folders. */
export function shownUnread(count: SubscriptionCount | undefined): number {
  return count?.showing ? count.unread : 0;
}

/** A folder counts the unread items of its enabled subscriptions; a disabled folder shows none. */
export function folderUnread(folder: Pick<Folder, "enabled">, memberIds: string[], counts: Map<string, SubscriptionCount>): number {
  if (!folder.enabled) return 0;
  return memberIds.reduce((sum, id) => sum + shownUnread(counts.get(id)), 0);
}

/** The spec's allUnreadCount: every showing subscription once, however many folders it sits in. */
export function allUnread(counts: Map<string, SubscriptionCount>): number {
  let total = 0;
  for (const c of counts.values()) total += shownUnread(c);
  return total;
}
