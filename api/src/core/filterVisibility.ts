import type { Db } from "../db.js";

/** The list a rule looks through: one of a subscription, a folder or a content tag of the user. */
export interface FilterScope {
  userId: string;
  subscriptionId?: string;
  folderId?: string;
  contentItemTagId?: string;
}

/**
 * The items, of those given, that the scope's filters let through (in the order given): what lists, counts,
 * live arrivals, actions and data feeds show. A pass-through until the filters branch (issue 14 section 1)
 * replaces this file with the real rules; its signature is the seam both branches agreed on.
 */
export async function visibleAfterFilters(_db: Db, _scope: FilterScope, contentItemIds: string[]): Promise<string[]> {
  return contentItemIds;
}
