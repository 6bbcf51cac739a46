import type { Db, Tx } from "../db.js";

/**
 * Drops the cached data feeds (DataFeedCache) of these subscriptions and folders: what they list changed with
 * their scope (a filter, or which subscriptions a folder holds), not with new items, so the next request builds
 * them afresh instead of waiting out the hour.
 */
export async function invalidateDataFeeds(tx: Tx | Db, scope: { subscriptionIds?: string[]; folderIds?: string[] }): Promise<void> {
  const subscriptionIds = scope.subscriptionIds ?? [];
  const folderIds = scope.folderIds ?? [];
  if (!subscriptionIds.length && !folderIds.length) return;
  await tx.$executeRaw`
    DELETE FROM "DataFeedCache" WHERE "subscriptionId" = ANY(${subscriptionIds}::uuid[]) OR "folderId" = ANY(${folderIds}::uuid[])
      OR "folderId" IN (SELECT m."folderId" FROM "FolderMembership" m WHERE m."subscriptionId" = ANY(${subscriptionIds}::uuid[]))`;
}
