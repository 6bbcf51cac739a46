import type { Db, Tx } from "../db.js";
import { Prisma } from "../generated/prisma/client.js";
import { isUuid } from "../lib/ids.js";

/** A scope of one user: exactly one of a subscription, a folder (the spec's subscription tag) or a content tag. */
export interface FilterScope {
  userId: string;
  subscriptionId?: string | null | undefined;
  folderId?: string | null | undefined;
  contentItemTagId?: string | null | undefined;
}

/**
 * Which of these items a scope shows after its filters, in the order given (each id once). Filters shape what
 * the user's feeds show: an item passes a subscription when it is one of the subscription's feed's items and no
 * filter of the subscription or of its folders hides it (FilteredItem, kept in step with every filter, scope and
 * item change in the same transaction as the change); an item passes a folder when it passes one of the
 * folder's subscriptions. Content tags have no filters: an item passes a tag when it is in the tag. Ids outside
 * the scope, unknown ids and another user's scope give nothing. Actions ask this for the new items of a batch
 * (issue 14 section 2): "every new item of the scope that passes its filters".
 */
export async function visibleAfterFilters(db: Db | Tx, scope: FilterScope, contentItemIds: string[]): Promise<string[]> {
  const named = [scope.subscriptionId, scope.folderId, scope.contentItemTagId].filter(Boolean);
  if (named.length !== 1) throw new Error("visibleAfterFilters: name exactly one of subscriptionId, folderId or contentItemTagId");
  const ids = [...new Set(contentItemIds)].filter(isUuid);
  if (!ids.length || !isUuid(scope.userId) || !isUuid(named[0]!)) return [];
  let rows: Array<{ id: string }>;
  if (scope.contentItemTagId) {
    rows = await db.$queryRaw`
      SELECT tg."contentItemId" AS id FROM "ContentItemTagging" tg
      WHERE tg."tagId" = ${scope.contentItemTagId}::uuid AND tg."userId" = ${scope.userId}::uuid AND tg."contentItemId" = ANY(${ids}::uuid[])`;
  } else {
    const subscriptions = scope.subscriptionId
      ? Prisma.sql`SELECT s.id, s."feedId" FROM "FeedSubscription" s WHERE s.id = ${scope.subscriptionId}::uuid AND s."userId" = ${scope.userId}::uuid`
      : Prisma.sql`SELECT s.id, s."feedId" FROM "FeedSubscription" s JOIN "FolderMembership" m ON m."subscriptionId" = s.id
          JOIN "Folder" f ON f.id = m."folderId" WHERE f.id = ${scope.folderId}::uuid AND f."userId" = ${scope.userId}::uuid`;
    rows = await db.$queryRaw`
      WITH subs AS (${subscriptions})
      SELECT ci.id FROM "ContentItem" ci JOIN subs ON subs."feedId" = ci."feedId"
      WHERE ci.id = ANY(${ids}::uuid[])
        AND NOT EXISTS (SELECT 1 FROM "FilteredItem" h WHERE h."subscriptionId" = subs.id AND h."contentItemId" = ci.id)`;
  }
  const passing = new Set(rows.map((r) => r.id));
  return ids.filter((id) => passing.has(id));
}
