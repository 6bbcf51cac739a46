import type { ContentItemFilter, ContentItemFilterClause } from "../../generated/prisma/client.js";

export type FilterWithClauses = ContentItemFilter & { clauses: ContentItemFilterClause[] };

/** The spec's Filter (part 2 section 3) as REST returns it. Filters of content tags do not exist (null). */
export function presentFilter(f: FilterWithClauses) {
  return {
    id: f.id,
    subscriptionId: f.subscriptionId,
    subscriptionTagId: f.folderId,
    contentItemTagId: null,
    filterType: f.filterType,
    clauseType: f.clauseType,
    windowHours: f.windowHours,
    enabled: f.enabled,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
    clauses: [...f.clauses]
      .sort((a, b) => a.position - b.position)
      .map((c) => ({ id: c.id, contentItemFilterId: f.id, matchField: c.matchField, matchType: c.matchType, matchValue: c.matchValue })),
  };
}

export type FilterView = ReturnType<typeof presentFilter>;
