import type { Config } from "../../config.js";
import { visibleAfterFilters, type FilterScope } from "../../core/filterVisibility.js";
import type { Db } from "../../db.js";
import { Prisma, type ContentItemAction } from "../../generated/prisma/client.js";
import type { ActionScopeLink } from "./actionEmails.js";
import { clausesSql, storedMatchClauses } from "./actionMatch.js";
import type { ClauseJoin } from "./actions.validation.js";

type Scoped = Pick<ContentItemAction, "userId" | "subscriptionId" | "subscriptionTagId" | "contentItemTagId">;

/** The list whose filters an action's items must pass (content tags have no filters, but are asked alike). */
export function filterScopeOf(a: Scoped): FilterScope {
  if (a.subscriptionId) return { userId: a.userId, subscriptionId: a.subscriptionId };
  if (a.subscriptionTagId) return { userId: a.userId, folderId: a.subscriptionTagId };
  return { userId: a.userId, contentItemTagId: a.contentItemTagId! };
}

/** SQL for "item `ci` is in the action's scope": its subscription's feed, a feed of its folder's enabled subscriptions, or its tag. */
function inScopeSql(a: Scoped): Prisma.Sql {
  if (a.subscriptionId) return Prisma.sql`ci."feedId" = (SELECT s."feedId" FROM "FeedSubscription" s WHERE s.id = ${a.subscriptionId}::uuid)`;
  if (a.subscriptionTagId) {
    return Prisma.sql`ci."feedId" IN (
      SELECT s."feedId" FROM "FolderMembership" m JOIN "FeedSubscription" s ON s.id = m."subscriptionId" AND s.enabled
      WHERE m."folderId" = ${a.subscriptionTagId}::uuid)`;
  }
  return Prisma.sql`ci.id IN (SELECT tg."contentItemId" FROM "ContentItemTagging" tg WHERE tg."tagId" = ${a.contentItemTagId}::uuid)`;
}

/**
 * The matches preview and re-runs look through this many of the scope's newest items that match the clauses (then
 * through the filters): a bounded query whatever the scope's history, and far beyond what a preview pages through.
 */
export const MATCH_WINDOW = 5000;

export interface MatchedItem {
  id: string;
  sortAt: Date;
}

/** The scope's items that match the action's clauses and pass the scope's filters, newest first (sortAt, then id). */
export async function matchingItems(db: Db, a: Scoped & Pick<ContentItemAction, "matchClauseType" | "matchClauses">): Promise<MatchedItem[]> {
  const rows = await db.$queryRaw<MatchedItem[]>`
    SELECT ci.id, ci."sortAt" FROM "ContentItem" ci
    WHERE ${inScopeSql(a)} AND ${clausesSql(a.matchClauseType as ClauseJoin, storedMatchClauses(a.matchClauses))}
    ORDER BY ci."sortAt" DESC, ci.id DESC
    LIMIT ${MATCH_WINDOW}`;
  const visible = new Set(await visibleAfterFilters(db, filterScopeOf(a), rows.map((r) => r.id)));
  return rows.filter((r) => visible.has(r.id));
}

/** What the user calls the action's scope and where they manage it (emails link there). */
export async function scopeLink(db: Db, config: Config, a: Scoped): Promise<ActionScopeLink> {
  if (a.subscriptionId) {
    const sub = await db.feedSubscription.findUnique({ where: { id: a.subscriptionId }, include: { feed: { select: { title: true, url: true } } } });
    return { name: `the subscription ${sub?.title ?? sub?.feed.title ?? sub?.feed.url ?? ""}`.trim(), url: `${config.publicUrl}/subscriptions/${a.subscriptionId}/properties` };
  }
  if (a.subscriptionTagId) {
    const folder = await db.folder.findUnique({ where: { id: a.subscriptionTagId }, select: { name: true } });
    return { name: `the folder ${folder?.name ?? ""}`.trim(), url: `${config.publicUrl}/folders/${a.subscriptionTagId}/properties` };
  }
  const tag = await db.contentItemTag.findUnique({ where: { id: a.contentItemTagId! }, select: { name: true } });
  return { name: `the tag ${tag?.name ?? ""}`.trim(), url: `${config.publicUrl}/content/tags/${a.contentItemTagId}/properties` };
}
