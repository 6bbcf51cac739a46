import { Prisma } from "../../generated/prisma/client.js";
import type { ClauseJoin, MatchClause, MatchField } from "./actions.validation.js";

/**
 * How an action's match clauses read an item, in one place for both sides: JavaScript for items as they arrive,
 * SQL for the matches preview and re-runs, which must agree. Values are case sensitive (spec part 2 section 5)
 * and compared with the stored field as it is (a missing field is the empty string; the description is its
 * stored, sanitised HTML). No clauses: every item matches.
 */
export interface MatchableItem {
  title: string | null;
  author: string | null;
  link: string | null;
  description: string | null;
}

const FIELD_OF: Record<MatchField, keyof MatchableItem> = { title: "title", creator: "author", link: "link", description: "description" };

function clauseHolds(item: MatchableItem, clause: MatchClause): boolean {
  const value = item[FIELD_OF[clause.matchField]] ?? "";
  switch (clause.matchType) {
    case "contains":
      return value.includes(clause.matchValue);
    case "not_contains":
      return !value.includes(clause.matchValue);
    case "equals":
      return value === clause.matchValue;
    case "not_equals":
      return value !== clause.matchValue;
  }
}

/** Whether an item passes the clauses joined by `join` (and: all hold; or: one does). */
export function matchesClauses(item: MatchableItem, join: ClauseJoin, clauses: MatchClause[]): boolean {
  if (!clauses.length) return true;
  return join === "or" ? clauses.some((c) => clauseHolds(item, c)) : clauses.every((c) => clauseHolds(item, c));
}

const COLUMN_OF: Record<MatchField, string> = { title: "title", creator: "author", link: "link", description: "description" };

/** The same test as SQL over the item alias `ci` (strpos is case sensitive and takes the value literally, unlike LIKE). */
export function clausesSql(join: ClauseJoin, clauses: MatchClause[]): Prisma.Sql {
  if (!clauses.length) return Prisma.sql`TRUE`;
  const parts = clauses.map((c) => {
    const field = Prisma.sql`COALESCE(ci.${Prisma.raw(`"${COLUMN_OF[c.matchField]}"`)}, '')`;
    switch (c.matchType) {
      case "contains":
        return Prisma.sql`strpos(${field}, ${c.matchValue}) > 0`;
      case "not_contains":
        return Prisma.sql`strpos(${field}, ${c.matchValue}) = 0`;
      case "equals":
        return Prisma.sql`${field} = ${c.matchValue}`;
      case "not_equals":
        return Prisma.sql`${field} <> ${c.matchValue}`;
    }
  });
  return Prisma.sql`(${Prisma.join(parts, join === "or" ? " OR " : " AND ")})`;
}

/** Stored match clauses (JSON) as typed clauses; anything malformed is left out rather than matched loosely. */
export function storedMatchClauses(value: unknown): MatchClause[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (c): c is MatchClause =>
      !!c && typeof c === "object" && typeof c.matchField === "string" && typeof c.matchType === "string" && typeof c.matchValue === "string",
  ).map((c) => ({ matchField: c.matchField, matchType: c.matchType, matchValue: c.matchValue }));
}
