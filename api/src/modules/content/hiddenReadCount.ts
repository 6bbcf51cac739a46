import { effectiveWatermarkSql, unreadSql } from "../../core/readState.js";
import type { Db } from "../../db.js";
import { Prisma } from "../../generated/prisma/client.js";
import { subscriptionFilterSql, type ResolvedScope } from "./contentScope.js";
import type { SortSpec } from "./contentSorts.js";

/**
 * Items of feed `feed` dated in (a, b], for a < b. Whole days in between come from the FeedItemDay counters
 * (one covering index range), the two partial days at the ends from ContentItem(feedId, sortAt), so the cost is
 * the feed's days with items, never its items. `a` may be -infinity (its partial day is then an empty range).
 */
function itemsBetweenSql(feed: Prisma.Sql, a: Prisma.Sql, b: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${a}::date = ${b}::date
    THEN (SELECT count(*) FROM "ContentItem" ci WHERE ci."feedId" = ${feed} AND ci."sortAt" > ${a} AND ci."sortAt" <= ${b})
    ELSE (SELECT COALESCE(sum(d.items), 0) FROM "FeedItemDay" d WHERE d."feedId" = ${feed} AND d.day > ${a}::date AND d.day < ${b}::date)
      + (SELECT count(*) FROM "ContentItem" ci WHERE ci."feedId" = ${feed} AND ci."sortAt" > ${a} AND ci."sortAt" < (${a}::date + 1)::timestamp)
      + (SELECT count(*) FROM "ContentItem" ci WHERE ci."feedId" = ${feed} AND ci."sortAt" >= ${b}::date::timestamp AND ci."sortAt" <= ${b})
    END`;
}

/**
 * How many read items the unread-only filter hides from a list (within the sort's time window, as the list
 * with read items would show them): what "Show N older articles" offers on an empty unread list. A new
 * subscription's items older than its keep-unread window arrive read, so a quiet blog's list is empty until
 * the reader asks for them.
 *
 * For subscriptions, per subscription: items dated after the window start and at or before the effective
 * watermark, less the explicit unread rows among them, plus the explicit read rows after the watermark. O(the
 * scope's subscriptions × their feeds' days with items), index-only on the day counters; a tag (small, bounded
 * by the tier) is counted directly.
 */
export async function countHiddenRead(db: Db, scope: ResolvedScope, sort: SortSpec, now = new Date()): Promise<number> {
  const windowStart = sort.windowHours === null ? null : new Date(now.getTime() - sort.windowHours * 3_600_000);
  if (scope.kind === "tag") {
    const [row] = await db.$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n
      FROM "ContentItemTagging" tg
      JOIN "ContentItem" ci ON ci.id = tg."contentItemId"
      LEFT JOIN "FeedSubscription" s ON s."userId" = ${scope.userId}::uuid AND s."feedId" = ci."feedId"
      LEFT JOIN "ContentItemReadState" st ON st."userId" = ${scope.userId}::uuid AND st."contentItemId" = ci.id
      WHERE tg."tagId" = ${scope.tagId}::uuid AND NOT ${unreadSql(now)}
        ${windowStart ? Prisma.sql`AND ci."sortAt" > ${windowStart}::timestamp` : Prisma.empty}`;
    return row?.n ?? 0;
  }
  if (scope.kind !== "subscriptions") return 0;
  const lb = windowStart ? Prisma.sql`${windowStart}::timestamp` : Prisma.sql`'-infinity'::timestamp`;
  const [row] = await db.$queryRaw<Array<{ n: number }>>`
    SELECT COALESCE(sum(
      CASE WHEN w.eff > b.lb
        THEN ${itemsBetweenSql(Prisma.sql`s."feedId"`, Prisma.sql`b.lb`, Prisma.sql`w.eff`)}
          - (SELECT count(*) FROM "ContentItemReadState" st
             WHERE st."subscriptionId" = s.id AND NOT st."isRead" AND st."sortAt" > b.lb AND st."sortAt" <= w.eff)
        ELSE 0 END
      + (SELECT count(*) FROM "ContentItemReadState" st
         WHERE st."subscriptionId" = s.id AND st."isRead" AND st."sortAt" > GREATEST(b.lb, w.eff))
    ), 0)::int AS n
    FROM "FeedSubscription" s
    CROSS JOIN LATERAL (SELECT ${effectiveWatermarkSql("s", now)} AS eff) w
    CROSS JOIN (SELECT ${lb} AS lb) b
    WHERE ${subscriptionFilterSql(scope)}`;
  return row?.n ?? 0;
}
