import type { Db } from "../db.js";
import { unreadSql } from "./readState.js";

/** A content tag's item count and how many of them are unread for its owner. */
export interface TagCount {
  total: number;
  unread: number;
}

/**
 * Every tag of a user with its totals, in one statement: O(tagged items), which the tier's
 * maxContentItemsTagged bounds. An item's read state follows the user's subscription to its feed, as in lists.
 */
export async function countTags(db: Db, userId: string, now = new Date()): Promise<Map<string, TagCount>> {
  const rows = await db.$queryRaw<Array<{ id: string; total: number; unread: number }>>`
    SELECT t.id, count(tg."contentItemId")::int AS total,
      (count(*) FILTER (WHERE tg."contentItemId" IS NOT NULL AND ${unreadSql(now)}))::int AS unread
    FROM "ContentItemTag" t
    LEFT JOIN "ContentItemTagging" tg ON tg."tagId" = t.id
    LEFT JOIN "ContentItem" ci ON ci.id = tg."contentItemId"
    LEFT JOIN "FeedSubscription" s ON s."userId" = ${userId}::uuid AND s."feedId" = ci."feedId"
    LEFT JOIN "ContentItemReadState" st ON st."userId" = ${userId}::uuid AND st."contentItemId" = ci.id
    WHERE t."userId" = ${userId}::uuid
    GROUP BY t.id`;
  return new Map(rows.map((r) => [r.id, { total: r.total, unread: r.unread }]));
}

/** What a tag shows as unread: nothing while it is disabled (spec: disabled tags show no content). */
export function shownTagUnread(tag: { enabled: boolean }, count: TagCount | undefined): number {
  return tag.enabled ? (count?.unread ?? 0) : 0;
}
