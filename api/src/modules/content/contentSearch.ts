import { unreadSql } from "../../core/readState.js";
import { PLAN_EACH_TIME, type Db } from "../../db.js";
import { Prisma } from "../../generated/prisma/client.js";
import { loadPage, offersReadFilter, type PageRequest, type PageResult } from "./contentPage.js";
import { subscriptionFilterSql, type ResolvedScope } from "./contentScope.js";
import { RELEVANCE, SORTS, sortSql, type Cursor, type ListSortBy, type SortBy } from "./contentSorts.js";
import type { SearchTsQueries } from "./searchQuery.js";

/**
 * Searched lists (GET /content?search=). Matching uses the GIN index on ContentItem.searchVector, but how to use
 * it depends on how common the words are, because reading an item's search document (TOASTed: kilobytes per
 * item) costs several times more than visiting its row:
 *
 * - Rare words ("bitmap"): the index yields every match in Rivulet, rows of feeds outside the list are dropped
 *   by the join, and the rest are sorted. Cost: one row visit per match and no document read (the index answers
 *   plain words exactly).
 * - Common words ("walk"): the list is read in its own order (the unsearched list's index-only plans) in
 *   batches, and each batch is checked against the query by primary key, until a page of matches is found.
 *   Cost: one document read per item looked at, about page size / share of items matching.
 *
 * Which one: PostgreSQL's own estimate of the matches (its statistics of the column's most common words, read
 * with EXPLAIN) against the walk's expected cost. Measured on bench/read (1,000,000 items, 2 busy cores): a
 * word in 14% of items took 0.8 s (newest) to 11 s (relevance) as one statement (the planner read the document of
 * every item it passed) and 25-40 ms by walk; a word in 0.06% took 7 ms by bitmap, where a walk would read the
 * documents of the whole list. A walk is bounded (WALK_BUDGET items a request, see
 * listedRows). Only lists of several feeds need this: a feed, a tag and all articles are one statement the
 * planner plans per query.
 *
 * Relevance (the default order of a search) is ts_rank over the weighted document (title 1.0, creator 0.4,
 * description 0.2, body 0.1, see the migration), ties newest first (by id). It ranks the newest RELEVANCE_POOL
 * matches (when the words are common: the matches among the list's newest RELEVANCE_POOL items), and lists the
 * older matches after them, newest first: every match once, and a page costs at most RELEVANCE_POOL document
 * reads however many items match.
 */

/** Relevance ranks at most this many matches, the newest; older ones follow by date. */
export const RELEVANCE_POOL = 500;
/**
 * The walk reads batches of at most this many list items: the list's two-phase page stays cheap while a batch
 * is smaller than the subscriptions it spans (contentPage.ts), and most readers follow a few hundred.
 */
const WALK_BATCH = 250;
/** List items a walk looks at per request before answering with what it found (and where to go on). */
const WALK_BUDGET = 5000;
/**
 * Reading a search document costs about 3 row visits (bench/read, warm): the walk wins when its expected
 * document reads (wanted / share matching) cost less than the bitmap's row visits (every match), which is when
 * matches² ≥ 3 × wanted × items.
 */
const DOCUMENT_READ_COST = 3;

export interface SearchPageRequest extends Omit<PageRequest, "sortBy"> {
  sortBy: ListSortBy;
  /** tsquery texts made by searchQuery.ts (operands quoted and escaped). */
  search: SearchTsQueries;
  /** Tests only: take this way for a subscriptions list whatever the estimate, walk at most this far, rank this many. */
  force?: { strategy: "walk" | "bitmap"; walkBudget?: number; relevancePool?: number };
}

const query = (tsQuery: string) => Prisma.sql`to_tsquery('rivulet_search', ${tsQuery})`;

/**
 * The title and creator as a search document: the expression of the GIN index ContentItem_searchHead_idx (the
 * migration), written the same way so the planner matches it. Computed from two short columns of the row, never
 * from the TOASTed document, so intitle: and author: cost no document read even where the index must recheck
 * (weights, phrases).
 */
const HEAD = Prisma.raw(
  `(setweight(to_tsvector('rivulet_search', coalesce(ci."title", '')), 'A') || setweight(to_tsvector('rivulet_search', coalesce(ci."author", '')), 'B'))`,
);

/** The search's condition on `ci`: the document for terms of any field, title and creator for the others. */
export function matchSql(search: SearchTsQueries): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (search.anyField) parts.push(Prisma.sql`ci."searchVector" @@ ${query(search.anyField)}`);
  if (search.fields) parts.push(Prisma.sql`${HEAD} @@ ${query(search.fields)}`);
  return Prisma.join(parts, " AND ");
}

/** A page of a searched list in its sort (relevance or any list sort), keyset-paged like every list. */
export async function searchPage(db: Db, req: SearchPageRequest): Promise<PageResult> {
  if (req.sortBy === RELEVANCE) return relevancePage(db, req);
  const listed = await listedRows(db, { ...req, sortBy: req.sortBy }, req.limit + 1, req.after);
  return page(listed.rows, req.limit, listed.resume);
}

type Row = { id: string; k: number | Date };

/** A page of rows; `resume`: the search stopped looking there before finding more than `limit`. */
function page(rows: Row[], limit: number, resume: Cursor | null = null): PageResult {
  const items = rows.slice(0, limit).map((r) => ({ id: r.id, key: r.k }));
  if (rows.length > limit || !resume) return { items, hasMore: rows.length > limit };
  return { items, hasMore: true, resumeAfter: resume };
}

/**
 * Up to `wanted` matches in a list sort after `after`, walked or by bitmap, whichever costs less (see above).
 * A walk that looked at WALK_BUDGET items without finding them all returns what it found and where it stopped
 * (`resume`): the next page goes on from there. Each request's work stays bounded, even where the estimate is
 * wrong for this reader (a word common elsewhere but rare in their feeds) or the words need every document read
 * (a phrase of common words, which the index cannot check alone).
 */
async function listedRows(db: Db, req: SearchPageRequest & { sortBy: SortBy }, wanted: number, after: Cursor | null): Promise<{ rows: Row[]; resume: Cursor | null }> {
  const share = req.scope.kind === "subscriptions" ? await walkShare(db, req, wanted) : null;
  if (share === null) return { rows: await bitmapRows(db, req, wanted, after), resume: null };
  const walked = await walk(db, req, { wanted, share, budget: req.force?.walkBudget ?? WALK_BUDGET, after });
  return { rows: walked.matches, resume: walked.finished ? null : walked.lastSeen };
}

/**
 * Relevance: the newest matches (the pool) ranked, ordered by rank then id (both descending) and paged by that
 * pair; then the older matches, newest first, paged by date. So every match is listed once, and a page costs at
 * most RELEVANCE_POOL document reads. The pool is computed again for each of its pages (the same items while
 * nothing new arrives); a page key holding a date is past it.
 */
async function relevancePage(db: Db, req: SearchPageRequest): Promise<PageResult> {
  const newest = { ...req, sortBy: "newest" as const };
  const after = req.after;
  if (after && after.key instanceof Date) {
    const older = await listedRows(db, newest, req.limit + 1, after);
    return page(older.rows, req.limit, older.resume);
  }

  const size = req.force?.relevancePool ?? RELEVANCE_POOL;
  const share = req.scope.kind === "subscriptions" ? await walkShare(db, req, size) : null;
  let pool: Array<{ id: string; rank: number }>;
  /** Where the older matches start (null: the pool holds every match). */
  let boundary: Cursor | null;
  if (share === null) {
    const rows = await bitmapRows(db, newest, size, null);
    pool = await matchRanks(db, req.search, rows.map((r) => r.id));
    const last = rows.at(-1);
    boundary = rows.length === size && last ? { key: last.k, id: last.id } : null;
  } else {
    const walked = await walk(db, newest, { wanted: size, share, budget: req.force?.walkBudget ?? size, after: null });
    pool = walked.matches;
    boundary = walked.finished && walked.matches.length < size ? null : walked.lastSeen;
  }
  pool.sort((a, b) => b.rank - a.rank || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const ranked: Row[] = (after ? pool.filter((p) => p.rank < (after.key as number) || (p.rank === after.key && p.id < after.id)) : pool).map((p) => ({
    id: p.id,
    k: p.rank,
  }));
  if (ranked.length > req.limit || !boundary) return page(ranked, req.limit);
  const older = await listedRows(db, newest, req.limit + 1 - ranked.length, boundary);
  // Past the ranked matches a page key holds a date: where the older matches go on.
  return page([...ranked, ...older.rows], req.limit, older.resume);
}

/**
 * Which of these items match, with their ts_rank (PostgreSQL's real), in no particular order: by primary key,
 * one document read each, never the word's whole index entry.
 */
async function matchRanks(db: Db, search: SearchTsQueries, ids: string[]): Promise<Array<{ id: string; rank: number }>> {
  if (!ids.length) return [];
  return db.$queryRaw<Array<{ id: string; rank: number }>>`${PLAN_EACH_TIME}
    SELECT ci.id, ts_rank(ci."searchVector", ${query(search.all)}) AS rank
    FROM "ContentItem" ci
    WHERE ci.id = ANY(${ids}::uuid[]) AND ${matchSql(search)}`;
}

/** How many items PostgreSQL expects to match, from its statistics (EXPLAIN, no execution). */
async function estimatedMatches(db: Db, search: SearchTsQueries): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ "QUERY PLAN": Array<{ Plan: { "Plan Rows": number } }> }>>`${PLAN_EACH_TIME}
    EXPLAIN (FORMAT JSON) SELECT 1 FROM "ContentItem" ci WHERE ${matchSql(search)}`;
  return row?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0;
}

// The item count moves slowly; one look a minute per database is plenty.
const totals = new WeakMap<Db, { at: number; items: number }>();
async function totalItems(db: Db): Promise<number> {
  const cached = totals.get(db);
  if (cached && Date.now() - cached.at < 60_000) return cached.items;
  const [row] = await db.$queryRaw<Array<{ n: number }>>`SELECT GREATEST(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = '"ContentItem"'::regclass`;
  const items = row?.n ?? 0;
  totals.set(db, { at: Date.now(), items });
  return items;
}

/**
 * The share of items PostgreSQL expects to match when walking the list beats the bitmap for `wanted` matches
 * (see DOCUMENT_READ_COST), else null.
 */
async function walkShare(db: Db, req: SearchPageRequest, wanted: number): Promise<number | null> {
  if (req.force) return req.force.strategy === "walk" ? 1 : null;
  const [matches, items] = await Promise.all([estimatedMatches(db, req.search), totalItems(db)]);
  return items > 0 && matches * matches >= DOCUMENT_READ_COST * wanted * items ? Math.min(1, matches / items) : null;
}

interface Walked {
  /** Matches in list order, with their list position and rank. */
  matches: Array<{ id: string; k: number | Date; rank: number }>;
  /** The list was read to its end, or `wanted` matches were found. */
  finished: boolean;
  /** The position of the last list item looked at (where a bitmap continues). */
  lastSeen: Cursor | null;
}

/**
 * Reads the list in its order, keeping the items that match, until `wanted` are found or `budget` items were
 * looked at. The first batch is sized for the expected share of matches, so a common word takes one batch.
 */
async function walk(db: Db, req: SearchPageRequest & { sortBy: SortBy }, o: { wanted: number; share: number; budget: number; after: Cursor | null }): Promise<Walked> {
  const matches: Walked["matches"] = [];
  let lastSeen = o.after;
  let seen = 0;
  let size = Math.min(WALK_BATCH, Math.max(25, Math.ceil((1.5 * o.wanted) / o.share)));
  while (seen < o.budget) {
    const batch = await loadPage(db, { scope: req.scope, sortBy: req.sortBy, showRead: req.showRead, limit: Math.min(size, o.budget - seen), after: lastSeen, now: req.now });
    const ranks = new Map((await matchRanks(db, req.search, batch.items.map((i) => i.id))).map((r) => [r.id, r.rank]));
    for (const item of batch.items) {
      const rank = ranks.get(item.id);
      if (rank === undefined) continue;
      matches.push({ id: item.id, k: item.key, rank });
      if (matches.length === o.wanted) return { matches, finished: true, lastSeen: { key: item.key, id: item.id } };
    }
    const last = batch.items.at(-1);
    if (last) lastSeen = { key: last.key, id: last.id };
    if (!batch.hasMore) return { matches, finished: true, lastSeen };
    seen += batch.items.length;
    size = WALK_BATCH;
  }
  return { matches, finished: false, lastSeen };
}

const and = (conditions: Prisma.Sql[]) => (conditions.length ? Prisma.sql`AND ${Prisma.join(conditions, " AND ")}` : Prisma.empty);

/**
 * The matches of any list in a list sort, from `after` on, at most `take`: one statement with the search
 * condition, planned for its words (never a cached generic plan, which could not know how common they are).
 */
async function bitmapRows(db: Db, req: SearchPageRequest & { sortBy: SortBy }, take: number, after: Cursor | null): Promise<Array<{ id: string; k: number | Date }>> {
  if (take <= 0) return [];
  const now = req.now ?? new Date();
  const sort = SORTS[req.sortBy];
  const s = sortSql(sort);
  const conditions = [matchSql(req.search)];
  if (sort.windowHours !== null) conditions.push(Prisma.sql`ci."sortAt" > ${new Date(now.getTime() - sort.windowHours * 3_600_000)}::timestamp`);
  if (after) conditions.push(s.after(after));
  const unreadOnly = !req.showRead && offersReadFilter(req.scope);
  return db.$queryRaw<Array<{ id: string; k: number | Date }>>`${PLAN_EACH_TIME}
    SELECT ci.id, ${s.column} AS k ${fromScope(req.scope, unreadOnly, now)} ${and(conditions)}
    ORDER BY ${s.orderBy} LIMIT ${take}`;
}

/**
 * FROM and WHERE (ending in a condition, so more can follow with AND) of a list's items: the same lists as
 * contentPage.ts, with the read filter written as readFlags does (so a search shows what the list shows).
 */
function fromScope(scope: ResolvedScope, unreadOnly: boolean, now: Date): Prisma.Sql {
  const unread = unreadOnly ? Prisma.sql`AND ${unreadSql(now)}` : Prisma.empty;
  switch (scope.kind) {
    case "subscriptions":
      // A join, not a list of the feeds: given the list, the planner intersects the word's index entries with
      // the feed index's (every item of every feed, 128 ms for 500 feeds on bench/read) to save visits to rows
      // of other feeds that a rare word hardly has.
      return Prisma.sql`FROM "ContentItem" ci
        JOIN "FeedSubscription" s ON s."userId" = ${scope.userId}::uuid AND s."feedId" = ci."feedId"
        LEFT JOIN "ContentItemReadState" st ON st."userId" = ${scope.userId}::uuid AND st."contentItemId" = ci.id
        WHERE ${subscriptionFilterSql(scope)} ${unread}`;
    case "tag":
      return Prisma.sql`FROM "ContentItemTagging" tg
        JOIN "ContentItem" ci ON ci.id = tg."contentItemId"
        LEFT JOIN "FeedSubscription" s ON s."userId" = ${scope.userId}::uuid AND s."feedId" = ci."feedId"
        LEFT JOIN "ContentItemReadState" st ON st."userId" = ${scope.userId}::uuid AND st."contentItemId" = ci.id
        WHERE tg."tagId" = ${scope.tagId}::uuid ${unread}`;
    case "feed":
      return Prisma.sql`FROM "ContentItem" ci WHERE ci."feedId" = ${scope.feedId}::uuid`;
    case "articles":
      return Prisma.sql`FROM "ContentItem" ci WHERE TRUE`;
    case "topic":
      return Prisma.sql`FROM "ContentItem" ci
        WHERE ci.id IN (SELECT x."contentItemId" FROM "ContentItemTopic" x WHERE x."topicId" = ANY(${scope.topicIds}::uuid[]))`;
  }
}
