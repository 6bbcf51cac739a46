import type { Db } from "../db.js";

/**
 * Undo of a mark-all-read (the record markSubscriptionsRead / markTagRead keep). One statement, so two undos
 * racing cannot both apply: it claims the record (deleting it, which also drops its rows) and, from the same
 * snapshot:
 * - puts each marked subscription's watermark back where it was (the one place a watermark moves back),
 * - re-inserts the explicit rows a subscription mark dropped (read and unread alike) where the item and the
 *   subscription still exist and the user has not written a row for the item since,
 * - for a tag mark, removes the read rows it inserted and turns the rows it overwrote back, where the row is
 *   still as the mark left it (same updatedAt).
 * What the user changed after the mark therefore stays. Returns null when there is nothing to undo: another
 * user's record, an expired or unknown one, or one already undone or superseded by a newer mark.
 */
export async function undoMarkRead(db: Db, userId: string, undoId: string, now = new Date()): Promise<{ subscriptionIds: string[]; tagId: string | null } | null> {
  const [row] = await db.$queryRaw<Array<{ claimed: number; tagId: string | null; subscriptionIds: string[] }>>`
    WITH claimed AS (
      DELETE FROM "ReadUndo" u WHERE u.id = ${undoId}::uuid AND u."userId" = ${userId}::uuid AND u."expiresAt" > ${now}::timestamp
      RETURNING u.id, u."tagId", u."markedAt", u.watermarks
    ),
    kept AS (SELECT r.* FROM "ReadUndoRow" r JOIN claimed c ON r."undoId" = c.id),
    watermarks AS (
      UPDATE "FeedSubscription" s SET "markReadAfterAt" = (w.value->>'prev')::timestamp
      FROM claimed c CROSS JOIN LATERAL jsonb_array_elements(c.watermarks) w
      WHERE s.id = (w.value->>'id')::uuid AND s."userId" = ${userId}::uuid
      RETURNING s.id
    ),
    reinserted AS (
      INSERT INTO "ContentItemReadState" ("userId", "contentItemId", "subscriptionId", "isRead", "sortAt", "updatedAt")
      SELECT ${userId}::uuid, k."contentItemId", k."subscriptionId", k."isRead", k."sortAt", COALESCE(k."updatedAt", c."markedAt")
      FROM kept k
      JOIN claimed c ON c."tagId" IS NULL
      JOIN "ContentItem" ci ON ci.id = k."contentItemId"
      LEFT JOIN "FeedSubscription" s ON s.id = k."subscriptionId"
      WHERE k."isRead" IS NOT NULL AND (k."subscriptionId" IS NULL OR s.id IS NOT NULL)
      ON CONFLICT ("userId", "contentItemId") DO NOTHING
      RETURNING "subscriptionId"
    ),
    removed AS (
      DELETE FROM "ContentItemReadState" st USING kept k, claimed c
      WHERE c."tagId" IS NOT NULL AND k."isRead" IS NULL AND st."userId" = ${userId}::uuid AND st."contentItemId" = k."contentItemId"
        AND st."isRead" AND st."updatedAt" = c."markedAt"
      RETURNING st."subscriptionId"
    ),
    reverted AS (
      UPDATE "ContentItemReadState" st SET "isRead" = k."isRead", "updatedAt" = COALESCE(k."updatedAt", st."updatedAt")
      FROM kept k, claimed c
      WHERE c."tagId" IS NOT NULL AND k."isRead" IS NOT NULL AND st."userId" = ${userId}::uuid AND st."contentItemId" = k."contentItemId"
        AND st."isRead" AND st."updatedAt" = c."markedAt"
      RETURNING st."subscriptionId"
    )
    SELECT
      (SELECT count(*) FROM claimed)::int AS claimed,
      (SELECT "tagId" FROM claimed) AS "tagId",
      ARRAY(
        SELECT id FROM watermarks
        UNION SELECT "subscriptionId" FROM reinserted WHERE "subscriptionId" IS NOT NULL
        UNION SELECT "subscriptionId" FROM removed WHERE "subscriptionId" IS NOT NULL
        UNION SELECT "subscriptionId" FROM reverted WHERE "subscriptionId" IS NOT NULL
      ) AS "subscriptionIds"`;
  if (!row?.claimed) return null;
  return { subscriptionIds: row.subscriptionIds, tagId: row.tagId };
}

/** Maintenance: undo records past their window (each mark also drops the user's older ones). Returns how many went. */
export async function pruneReadUndos(db: Db, now = new Date()): Promise<number> {
  return db.$executeRaw`DELETE FROM "ReadUndo" WHERE "expiresAt" <= ${now}::timestamp`;
}
