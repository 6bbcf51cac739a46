import { Prisma } from "../../generated/prisma/client.js";
import { validationError } from "../../errors.js";
import { SORT_OPTIONS } from "../settings/settings.schemas.js";
import { isUuid } from "../../lib/ids.js";

export type SortBy = (typeof SORT_OPTIONS)[number];
export { SORT_OPTIONS };

/** How one sort orders items: a key column (tie-broken by id) and, for top-*, a time window on sortAt. */
export interface SortSpec {
  key: "sortAt" | "hotRank" | "popularity";
  descending: boolean;
  /** top-*: only items dated within this many hours (null: all time). */
  windowHours: number | null;
}

const HOUR = 1;
/**
 * Spec part 2 section 9. popular ranks by hotRank (popularity decayed by age, see schema.prisma); top-* rank by
 * popularity (score + engagementScore) among items dated inside the window.
 */
export const SORTS: Record<SortBy, SortSpec> = {
  newest: { key: "sortAt", descending: true, windowHours: null },
  oldest: { key: "sortAt", descending: false, windowHours: null },
  popular: { key: "hotRank", descending: true, windowHours: null },
  "top-hour": { key: "popularity", descending: true, windowHours: HOUR },
  "top-day": { key: "popularity", descending: true, windowHours: 24 * HOUR },
  "top-week": { key: "popularity", descending: true, windowHours: 7 * 24 * HOUR },
  "top-month": { key: "popularity", descending: true, windowHours: 30 * 24 * HOUR },
  "top-year": { key: "popularity", descending: true, windowHours: 365 * 24 * HOUR },
  "top-all": { key: "popularity", descending: true, windowHours: null },
};

export function isSortBy(value: string): value is SortBy {
  return Object.hasOwn(SORTS, value);
}

/**
 * A searched list may also be ordered by relevance (and is by default): how well an item matches the words,
 * title hits first. Not one of the spec's sorts and never a list's default (settings keep the spec's nine):
 * a list without a search has no relevance to order by.
 */
export const RELEVANCE = "relevance";
export type ListSortBy = SortBy | typeof RELEVANCE;
export const LIST_SORT_OPTIONS = [...SORT_OPTIONS, RELEVANCE] as const;

/** A position in a list: the sort key of the last item returned and its id (keyset pagination). */
export interface Cursor {
  key: number | Date;
  id: string;
}

/** Opaque to clients (pageKey / Relay cursor): base64url of [sort, key, id], so a cursor only fits its own sort. */
export function encodeCursor(sortBy: ListSortBy, key: number | Date, id: string): string {
  const value = key instanceof Date ? key.toISOString() : key;
  return Buffer.from(JSON.stringify([sortBy, value, id])).toString("base64url");
}


/** Reads a cursor made by encodeCursor for the same sort; anything else is a VALIDATION_ERROR (never a 500). */
export function decodeCursor(sortBy: ListSortBy, raw: string): Cursor {
  const bad = () => validationError({ pageKey: "pageKey is not a valid page key for this list and sort" });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sortBy || typeof parsed[2] !== "string" || !isUuid(parsed[2])) throw bad();
  const [, value, id] = parsed as [string, unknown, string];
  // Relevance pages by rank, then (past the ranked newest matches) by date: either key fits its cursor.
  if (sortBy === RELEVANCE && typeof value === "string") {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw bad();
    return { key: date, id };
  }
  if (sortBy !== RELEVANCE && SORTS[sortBy].key === "sortAt") {
    const date = typeof value === "string" ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw bad();
    return { key: date, id };
  }
  if (typeof value !== "number" || !Number.isFinite(value)) throw bad();
  return { key: value, id };
}

/** The SQL of a sort over alias `ci`: the key column, ORDER BY, and the keyset comparison after a cursor. */
export function sortSql(sort: SortSpec, alias = "ci") {
  const column = Prisma.raw(`${alias}."${sort.key}"`);
  const idColumn = Prisma.raw(`${alias}.id`);
  const dir = Prisma.raw(sort.descending ? "DESC" : "ASC");
  const cast = (key: number | Date) => (key instanceof Date ? Prisma.sql`${key}::timestamp` : Prisma.sql`${key}::float8`);
  return {
    column,
    orderBy: Prisma.sql`${column} ${dir}, ${idColumn} ${dir}`,
    /** Items strictly after the cursor in this order. */
    after: (c: Cursor) => (sort.descending ? Prisma.sql`(${column}, ${idColumn}) < (${cast(c.key)}, ${c.id}::uuid)` : Prisma.sql`(${column}, ${idColumn}) > (${cast(c.key)}, ${c.id}::uuid)`),
    /** Items at or before a bound in this order (the bound is itself an item's position). */
    upTo: (c: Cursor) => (sort.descending ? Prisma.sql`(${column}, ${idColumn}) >= (${cast(c.key)}, ${c.id}::uuid)` : Prisma.sql`(${column}, ${idColumn}) <= (${cast(c.key)}, ${c.id}::uuid)`),
  };
}
