import type { Db } from "../../db.js";
import type { Tx } from "./readingOrderStore.js";

/** Unread state of one subscription. `showing` is false when it is disabled or sits only in disabled folders. */
export interface SubscriptionCount {
  unread: number;
  showing: boolean;
}

/**
 * Unread items per subscription, in one statement: an item is unread when it is dated after the
 * subscription's read watermark and inside its keep-unread window (ARCHITECTURE: no per-user-per-item rows;
 * explicit read marks join here with the reading issue). Cost is O(subscriptions) index range counts on
 * ContentItem(feedId, sortAt), never a scan of the user's items.
 */
export async function countUnread(db: Db | Tx, userId: string, subscriptionIds?: string[], now = new Date()): Promise<Map<string, SubscriptionCount>> {
  const rows = await db.$queryRaw<Array<{ id: string; unread: number; showing: boolean }>>`
    SELECT s.id,
      (SELECT count(*)::int FROM "ContentItem" ci
        WHERE ci."feedId" = s."feedId"
          AND ci."sortAt" > GREATEST(COALESCE(s."markReadAfterAt", '-infinity'::timestamp), ${now}::timestamp - make_interval(days => s."keepUnreadDays"))
      ) AS unread,
      (s.enabled AND (s."topLevel" OR EXISTS (
        SELECT 1 FROM "FolderMembership" m JOIN "Folder" f ON f.id = m."folderId"
        WHERE m."subscriptionId" = s.id AND f.enabled
      ))) AS showing
    FROM "FeedSubscription" s
    WHERE s."userId" = ${userId}::uuid
      AND (${subscriptionIds ?? null}::uuid[] IS NULL OR s.id = ANY(${subscriptionIds ?? null}::uuid[]))`;
  return new Map(rows.map((r) => [r.id, { unread: r.unread, showing: r.showing }]));
}

/** What a subscription shows as its unread count: nothing while it is disabled or hidden in disabled folders. */
export function shownUnread(count: SubscriptionCount | undefined): number {
  return count?.showing ? count.unread : 0;
}

/** The spec's allUnreadCount: every showing subscription once, however many folders it sits in. */
export function allUnread(counts: Map<string, SubscriptionCount>): number {
  let total = 0;
  for (const c of counts.values()) total += shownUnread(c);
  return total;
}
