import type { Db } from "../../db.js";
import type { Tx } from "../subscriptions/readingOrderStore.js";

export const READ_LATER_SLUG = "read-later";

/** Tags every user has (spec: the built-in read-later tag). They cannot be renamed or deleted. */
export const SYSTEM_TAGS = [{ slug: READ_LATER_SLUG, name: "Read Later", properties: { showInSidebar: true } }] as const;

/**
 * Creates the user's system tags if missing; idempotent and safe under concurrency (ON CONFLICT on the
 * (userId, slug) key). Called before any read of a user's tags, so every user has them whenever they look;
 * the migration created them for users that existed before.
 */
export async function ensureSystemTags(db: Db | Tx, userId: string): Promise<void> {
  for (const tag of SYSTEM_TAGS) {
    await db.$executeRaw`
      INSERT INTO "ContentItemTag" ("id", "userId", "name", "slug", "isSystem", "properties", "updatedAt")
      VALUES (gen_random_uuid(), ${userId}::uuid, ${tag.name}, ${tag.slug}, true, ${JSON.stringify(tag.properties)}::jsonb, now())
      ON CONFLICT ("userId", "slug") DO NOTHING`;
  }
}
