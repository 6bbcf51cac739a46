import { Prisma } from "../generated/prisma/client.js";

/** Spec part 2 sections 4 and 5: what filters are made of. */
export const FILTER_TYPES = ["keep_on_match", "remove_on_match", "mark_duplicate"] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export const CLAUSE_TYPES = ["and", "or"] as const;
export type ClauseType = (typeof CLAUSE_TYPES)[number];
export const MATCH_FIELDS = ["title", "creator", "link", "description"] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];
/** A duplicate filter compares items by these fields (spec: "Duplicate filters: title or link"). */
export const DUPLICATE_FIELDS = ["title", "link"] as const;
export const MATCH_TYPES = ["contains", "not_contains", "equals", "not_equals"] as const;
export type MatchType = (typeof MATCH_TYPES)[number];
/** Spec part 2 section 5: the window defaults to 720 hours (30 days); the maximum is configured. */
export const DEFAULT_WINDOW_HOURS = 720;

export interface Clause {
  matchField: MatchField;
  matchType: MatchType;
  matchValue: string;
}

/** A filter as the engine applies it (clauses in order). */
export interface FilterRule {
  id: string;
  subscriptionId: string | null;
  folderId: string | null;
  filterType: FilterType;
  clauseType: ClauseType;
  windowHours: number;
  createdAt: Date;
  clauses: Clause[];
}

const HOUR_MS = 3_600_000;

/**
 * The first moment a filter reaches: windowHours before it was created. A filter acts on every item first seen
 * from then on (new items as they arrive, and history back to its window when it was made), so what it hides
 * never changes with the clock, and saving it again never brings back what it hid months ago.
 */
export function reachFrom(rule: Pick<FilterRule, "createdAt" | "windowHours">): Date {
  return new Date(rule.createdAt.getTime() - rule.windowHours * HOUR_MS);
}

/**
 * SQL: the text of item `alias`'s field that a clause is matched against. Stored text as the reader sees it
 * (the description's tags dropped and entities decoded), lower-cased with white space runs as one space
 * (rivulet_match_text and rivulet_html_text, migration 20261126160000_filters).
 */
function fieldText(field: MatchField, alias: string): Prisma.Sql {
  const a = Prisma.raw(alias);
  switch (field) {
    case "title":
      return Prisma.sql`rivulet_match_text(${a}.title)`;
    case "creator":
      return Prisma.sql`rivulet_match_text(${a}.author)`;
    case "link":
      return Prisma.sql`rivulet_match_text(${a}.link)`;
    case "description":
      return Prisma.sql`rivulet_html_text(${a}.description)`;
  }
}

/** SQL: one clause, case-insensitively (our choice where the spec is silent for filters; see README). */
function clauseSql(c: Clause, alias: string): Prisma.Sql {
  const text = fieldText(c.matchField, alias);
  const value = Prisma.sql`rivulet_match_text(${c.matchValue}::text)`;
  switch (c.matchType) {
    case "contains":
      return Prisma.sql`strpos(${text}, ${value}) > 0`;
    case "not_contains":
      return Prisma.sql`strpos(${text}, ${value}) = 0`;
    case "equals":
      return Prisma.sql`${text} = ${value}`;
    case "not_equals":
      return Prisma.sql`${text} <> ${value}`;
  }
}

/** SQL: item `alias` matches the filter's clauses (all of them for "and", any for "or"). Never null. */
export function matchSql(rule: Pick<FilterRule, "clauses" | "clauseType">, alias = "ci"): Prisma.Sql {
  if (!rule.clauses.length) return Prisma.sql`TRUE`;
  return Prisma.sql`(${Prisma.join(rule.clauses.map((c) => clauseSql(c, alias)), rule.clauseType === "or" ? " OR " : " AND ")})`;
}

/** The duplicate keys a mark_duplicate filter compares: each field on its own ("or"), or both together ("and"). */
function duplicateKeys(rule: Pick<FilterRule, "clauses" | "clauseType">): Array<Array<"title" | "link">> {
  const fields = [...new Set(rule.clauses.map((c) => c.matchField).filter((f): f is "title" | "link" => f === "title" || f === "link"))];
  if (!fields.length) return [];
  return rule.clauseType === "or" ? fields.map((f) => [f]) : [fields];
}

/** The column of ContentItemKey holding a field's hashed duplicate key. */
function keyColumn(field: "title" | "link", alias: string): Prisma.Sql {
  return Prisma.raw(`${alias}."${field === "title" ? "titleKey" : "linkKey"}"`);
}

export interface DuplicateScope {
  /** Feeds whose items count as earlier items (the subscription's, or every feed of the folder). */
  feedIds: string[];
  /** Only items first seen from here on can be duplicates (earlier ones still count as what they duplicate). */
  from: Date;
  /** Only key groups holding one of these hashed keys (a new item's), read through the key indexes. */
  titleHashes?: string[] | undefined;
  linkHashes?: string[] | undefined;
}

/**
 * SQL returning (id, "parentId", "firstSeenAt"): every item of the scope that duplicates an earlier one, with the
 * item just before it. An item duplicates when an earlier item of the scope (by first-seen time, then id) with the same key
 * was first seen within windowHours before it; the nearest earlier item decides, so one window function per key
 * answers for the whole scope. Keys are compared by their md5 (ContentItemKey), which no two keys share in practice.
 */
export function duplicatesSql(rule: Pick<FilterRule, "clauses" | "clauseType" | "windowHours">, scope: DuplicateScope): Prisma.Sql | null {
  const keys = duplicateKeys(rule);
  if (!keys.length || !scope.feedIds.length) return null;
  const lookBack = new Date(scope.from.getTime() - rule.windowHours * HOUR_MS);
  const perKey = keys.map((fields, k) => {
    const hashes = fields[0] === "title" ? scope.titleHashes : scope.linkHashes;
    const restrict = hashes ? Prisma.sql`AND ${keyColumn(fields[0]!, "c")} = ANY(${hashes}::uuid[])` : Prisma.empty;
    return Prisma.sql`
      SELECT x.id, x."parentId", x.fs, ${k}::int AS k FROM (
        SELECT c."contentItemId" AS id, c."firstSeenAt" AS fs, lag(c."firstSeenAt") OVER w AS prev, lag(c."contentItemId") OVER w AS "parentId"
        FROM "ContentItemKey" c
        WHERE c."feedId" = ANY(${scope.feedIds}::uuid[]) AND c."firstSeenAt" >= ${lookBack}::timestamp
          AND ${Prisma.join(fields.map((f) => Prisma.sql`${keyColumn(f, "c")} IS NOT NULL`), " AND ")} ${restrict}
        WINDOW w AS (PARTITION BY ${Prisma.join(fields.map((f) => keyColumn(f, "c")), ", ")} ORDER BY c."firstSeenAt", c."contentItemId")
      ) x
      WHERE x.fs >= ${scope.from}::timestamp AND x.prev >= x.fs - make_interval(hours => ${rule.windowHours}::int)`;
  });
  // An item that duplicates by title and by link names one parent: the first key's.
  return Prisma.sql`SELECT DISTINCT ON (d.id) d.id, d."parentId", d.fs AS "firstSeenAt" FROM (${Prisma.join(perKey, " UNION ALL ")}) d ORDER BY d.id, d.k`;
}
