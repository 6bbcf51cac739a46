import { notPrivateFeedSql } from "../../core/privateFeeds.js";
import { effectiveWatermarkSql, unreadSql } from "../../core/readState.js";
import { hasFilteredItemsSql, notFilteredSql } from "../../core/unreadCounts.js";
import type { Db } from "../../db.js";
import { Prisma } from "../../generated/prisma/client.js";
import { subscriptionFilterSql, type ResolvedScope } from "./contentScope.js";
import { SORTS, sortSql, type Cursor, type SortBy, type SortSpec } from "./contentSorts.js";
import type { SortAtRange } from "./content.validation.js";

export interface PageRequest {
  scope: ResolvedScope;
  sortBy: SortBy;
  /** false: unread items only (where the list offers the read filter). */
  showRead: boolean;
  limit: number;
  after: Cursor | null;
  now?: Date;
  /** Only items dated inside these bounds (the sync APIs' ot / nt). */
  sortAtRange?: SortAtRange | null;
}

export interface PageResult {
  /** Item ids in list order, each with its position (for cursors). */
  items: Array<{ id: string; key: number | Date }>;
  hasMore: boolean;
  /**
   * A search that stopped looking before filling the page (contentSearch.ts): the next page starts after this
   * position rather than after the last item (the page may be short, even empty).
   */
  resumeAfter?: { key: number | Date; id: string };
}

type Row = { id: string; k: number | Date };

/** The read filter applies to the user's own lists only (spec: not offered for feed, discover or articles views). */
export function offersReadFilter(scope: ResolvedScope): boolean {
  return scope.kind === "subscriptions" || scope.kind === "tag";
}

/**
 * One page of a list in keyset order: every variant is index scans bounded by the page size, at any depth
 * (the cursor is a row comparison on the sort key and id, never an OFFSET).
 */
export async function loadPage(db: Db, req: PageRequest): Promise<PageResult> {
  const now = req.now ?? new Date();
  const sort = SORTS[req.sortBy];
  const unreadOnly = !req.showRead && offersReadFilter(req.scope);
  const take = req.limit + 1;
  const common = { sort, now, after: req.after, take, range: req.sortAtRange ?? null };
  const rows =
    req.scope.kind === "subscriptions"
      ? await subscriptionsPage(db, req.scope, { ...common, unreadOnly })
      : req.scope.kind === "tag"
        ? await tagPage(db, req.scope.userId, req.scope.tagId, { ...common, unreadOnly })
        : req.scope.kind === "topic"
          ? await topicPage(db, req.scope.topicIds, common)
          : await catalogPage(db, req.scope.kind === "feed" ? req.scope.feedId : null, common);
  return { items: rows.slice(0, req.limit).map((r) => ({ id: r.id, key: r.k })), hasMore: rows.length > req.limit };
}

interface PageOpts {
  sort: SortSpec;
  now: Date;
  after: Cursor | null;
  take: number;
  unreadOnly?: boolean;
  range?: SortAtRange | null;
}

/** Conditions every variant shares: the top-* window, the cursor and a date range. */
function commonConditions(o: PageOpts): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (o.sort.windowHours !== null) conditions.push(Prisma.sql`ci."sortAt" > ${new Date(o.now.getTime() - o.sort.windowHours * 3_600_000)}::timestamp`);
  if (o.after) conditions.push(sortSql(o.sort).after(o.after));
  if (o.range?.after) conditions.push(Prisma.sql`ci."sortAt" > ${o.range.after}::timestamp`);
  if (o.range?.before) conditions.push(Prisma.sql`ci."sortAt" < ${o.range.before}::timestamp`);
  return conditions;
}

const and = (conditions: Prisma.Sql[]) => (conditions.length ? Prisma.sql`AND ${Prisma.join(conditions, " AND ")}` : Prisma.empty);

/**
 * A feed's items or all articles: one index scan on (feedId, key, id) or (key, id).
 */
async function catalogPage(db: Db, feedId: string | null, o: PageOpts): Promise<Row[]> {
  const s = sortSql(o.sort);
  // All articles leave out website feeds' items: those are private to their owners (core/privateFeeds.ts).
  const conditions = [...(feedId ? [Prisma.sql`ci."feedId" = ${feedId}::uuid`] : [notPrivateFeedSql(Prisma.sql`ci."feedId"`, null)]), ...commonConditions(o)];
  return db.$queryRaw<Row[]>`
    SELECT ci.id, ${s.column} AS k FROM "ContentItem" ci
    WHERE TRUE ${and(conditions)}
    ORDER BY ${s.orderBy} LIMIT ${o.take}`;
}

/**
 * A topic's items: its associations (one index range per topic, aliases included) joined to the items and
 * sorted. Only public items have topics (storyClustering.ts), so no private website feed's item appears here.
 */
async function topicPage(db: Db, topicIds: string[], o: PageOpts): Promise<Row[]> {
  const s = sortSql(o.sort);
  return db.$queryRaw<Row[]>`
    SELECT ci.id, ${s.column} AS k FROM "ContentItem" ci
    WHERE ci.id IN (SELECT x."contentItemId" FROM "ContentItemTopic" x WHERE x."topicId" = ANY(${topicIds}::uuid[])) ${and(commonConditions(o))}
    ORDER BY ${s.orderBy} LIMIT ${o.take}`;
}

/**
 * A content tag's items: the tagging rows joined to their items and sorted (tags are small, bounded by the
 * tier's maxContentItemsTagged).
 */
async function tagPage(db: Db, userId: string, tagId: string, o: PageOpts): Promise<Row[]> {
  const s = sortSql(o.sort);
  const conditions = [...commonConditions(o), ...(o.unreadOnly ? [unreadSql(o.now)] : [])];
  return db.$queryRaw<Row[]>`
    SELECT ci.id, ${s.column} AS k
    FROM "ContentItemTagging" tg
    JOIN "ContentItem" ci ON ci.id = tg."contentItemId"
    LEFT JOIN "FeedSubscription" s ON s."userId" = ${userId}::uuid AND s."feedId" = ci."feedId"
    LEFT JOIN "ContentItemReadState" st ON st."userId" = ${userId}::uuid AND st."contentItemId" = ci.id
    WHERE tg."tagId" = ${tagId}::uuid ${and(conditions)}
    ORDER BY ${s.orderBy} LIMIT ${o.take}`;
}

/**
 * All subscriptions, a folder or one subscription, in two phases within one statement. Phase 1 takes the best
 * item of each subscription (one short index scan each); the take-th best of those is a bound no page item can
 * fall below, because take different sources each have an item at or above it. Phase 2 reads only the
 * subscriptions whose best item reaches the bound, and in them only the items between the cursor and the
 * bound. Cost: O(subscriptions) index descents plus the page, at any depth. Unread-only adds the watermark as
 * an index condition, skips the subscription's read rows (gathered once per subscription, a short array), and
 * adds the few items with an unread row below the watermark as sources of their own. Items the subscription's
 * filters hide (FilteredItem) are skipped with an index probe each, only in subscriptions that have any.
 */
async function subscriptionsPage(db: Db, scope: Extract<ResolvedScope, { kind: "subscriptions" }>, o: PageOpts): Promise<Row[]> {
  const s = sortSql(o.sort);
  const dir = Prisma.raw(o.sort.descending ? "DESC" : "ASC");
  const base = commonConditions(o);
  const notHidden = Prisma.sql`(NOT src.filtered OR ${notFilteredSql(Prisma.sql`src.sid`, Prisma.sql`ci.id`)})`;
  const perSubscription = [...base, notHidden];
  if (o.unreadOnly) {
    perSubscription.push(Prisma.sql`ci."sortAt" > src.eff`, Prisma.sql`ci.id <> ALL(src."readIds")`);
    // hotRank >= epoch(sortAt)/45000, so an item after the watermark has hotRank above this: an index bound.
    if (o.sort.key === "hotRank") perSubscription.push(Prisma.sql`ci."hotRank" > EXTRACT(EPOCH FROM src.eff)::float8 / 45000`);
  }
  const lowest = o.sort.descending ? Prisma.sql`'-infinity'` : Prisma.sql`'infinity'`;
  const lowestId = o.sort.descending ? "00000000-0000-0000-0000-000000000000" : "ffffffff-ffff-ffff-ffff-ffffffffffff";
  const keyType = Prisma.raw(o.sort.key === "sortAt" ? "timestamp" : "float8");
  const reaches = (column: Prisma.Sql, id: Prisma.Sql) =>
    Prisma.sql`(${column}, ${id}) ${Prisma.raw(o.sort.descending ? ">=" : "<=")} (COALESCE(bound.k, ${lowest}::${keyType}), COALESCE(bound.id, ${lowestId}::uuid))`;
  const lateral = (limit: number, extra: Prisma.Sql[]) => Prisma.sql`
    SELECT ci.id, ${s.column} AS k FROM "ContentItem" ci
    WHERE ci."feedId" = src."feedId" ${and([...perSubscription, ...extra])}
    ORDER BY ${s.orderBy} LIMIT ${limit}`;
  const readIds = o.unreadOnly
    ? Prisma.sql`ARRAY(SELECT st."contentItemId" FROM "ContentItemReadState" st WHERE st."subscriptionId" = s.id AND st."isRead" AND st."sortAt" > w.eff)`
    : Prisma.sql`ARRAY[]::uuid[]`;
  // Items with an unread row below their watermark: unread although the watermark says read. A lateral per
  // subscription, so it reads only this user's rows, however many other users keep.
  const explicitUnread = o.unreadOnly
    ? Prisma.sql`UNION ALL
      SELECT NULL::uuid, NULL::boolean, NULL::uuid, NULL::timestamp, NULL::uuid[], ci.id, ${s.column} FROM subs
      CROSS JOIN LATERAL (
        SELECT st."contentItemId" FROM "ContentItemReadState" st
        WHERE st."subscriptionId" = subs.sid AND NOT st."isRead" AND st."sortAt" <= subs.eff
          AND ${notFilteredSql(Prisma.sql`subs.sid`, Prisma.sql`st."contentItemId"`)}
      ) st
      JOIN "ContentItem" ci ON ci.id = st."contentItemId"
      WHERE TRUE ${and(base)}`
    : Prisma.empty;
  return db.$queryRaw<Row[]>`
    WITH subs AS MATERIALIZED (
      SELECT s.id AS sid, ${hasFilteredItemsSql("s")} AS filtered, s."feedId", w.eff, ${readIds} AS "readIds"
      FROM "FeedSubscription" s CROSS JOIN LATERAL (SELECT ${effectiveWatermarkSql("s", o.now)} AS eff) w
      WHERE ${subscriptionFilterSql(scope)}
    ),
    best AS MATERIALIZED (
      SELECT src.sid, src.filtered, src."feedId", src.eff, src."readIds", c.id, c.k FROM subs src CROSS JOIN LATERAL (${lateral(1, [])}) c
      ${explicitUnread}
    ),
    nth AS (SELECT b.k, b.id FROM best b ORDER BY b.k ${dir}, b.id ${dir} OFFSET ${o.take - 1} LIMIT 1),
    bound AS (SELECT (SELECT k FROM nth) AS k, (SELECT id FROM nth) AS id),
    candidates AS (
      SELECT c.id, c.k FROM best src CROSS JOIN bound CROSS JOIN LATERAL (${lateral(o.take, [reaches(s.column, Prisma.sql`ci.id`)])}) c
      WHERE src."feedId" IS NOT NULL AND ${reaches(Prisma.sql`src.k`, Prisma.sql`src.id`)}
      UNION ALL
      SELECT src.id, src.k FROM best src CROSS JOIN bound WHERE src."feedId" IS NULL AND ${reaches(Prisma.sql`src.k`, Prisma.sql`src.id`)}
    )
    SELECT c.id, c.k FROM candidates c ORDER BY c.k ${dir}, c.id ${dir} LIMIT ${o.take}`;
}
