import type { Db } from "../../db.js";
import { DomainError } from "../../errors.js";
import { isUuid } from "../../lib/ids.js";


/**
 * Records that a signed-in user viewed an item, at most once per user and item, and adds that first view to
 * the item's engagementScore (which popular and top-* sorts rank by), in one statement. Returns whether this
 * view was new and the item's engagementScore after it.
 */
export async function recordContentItemView(db: Db, userId: string, contentItemId: string): Promise<{ recorded: boolean; engagementScore: number }> {
  const item = isUuid(contentItemId) ? await db.contentItem.findUnique({ where: { id: contentItemId }, select: { id: true, engagementScore: true } }) : null;
  if (!item) throw new DomainError("NOT_FOUND", { message: "Content Item Not Found" });
  const rows = await db.$queryRaw<Array<{ engagementScore: number }>>`
    WITH viewed AS (
      INSERT INTO "ContentItemView" ("userId", "contentItemId") VALUES (${userId}::uuid, ${item.id}::uuid)
      ON CONFLICT DO NOTHING RETURNING "contentItemId"
    )
    UPDATE "ContentItem" ci SET "engagementScore" = ci."engagementScore" + 1 FROM viewed
    WHERE ci.id = viewed."contentItemId" RETURNING ci."engagementScore"`;
  return rows[0] ? { recorded: true, engagementScore: rows[0].engagementScore } : { recorded: false, engagementScore: item.engagementScore };
}
