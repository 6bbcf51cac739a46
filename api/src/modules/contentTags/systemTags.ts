import type { ContentItemTag } from "../../generated/prisma/client.js";
import type { Db, Tx } from "../../db.js";
import { isUuid } from "../../lib/ids.js";

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

/** The user's tag by id or slug (the read-later slug works before the client knows the id); null for anyone else's. */
export async function findOwnTag(db: Db, userId: string, idOrSlug: string): Promise<ContentItemTag | null> {
  if (isUuid(idOrSlug)) {
    const tag = await db.contentItemTag.findUnique({ where: { id: idOrSlug } });
    return tag?.userId === userId ? tag : null;
  }
  await ensureSystemTags(db, userId);
  return db.contentItemTag.findUnique({ where: { userId_slug: { userId, slug: idOrSlug } } });
}
