import type { ContentItemTag } from "../../generated/prisma/client.js";
import type { Db, Tx } from "../../db.js";
import { isUuid } from "../../lib/ids.js";
import { tagNameKey } from "./contentTags.validation.js";

export const READ_LATER_SLUG = "read-later";

/** Tags every user has (spec: the built-in read-later tag). They cannot be renamed or deleted. */
export const SYSTEM_TAGS = [{ slug: READ_LATER_SLUG, name: "Read Later", properties: { showInSidebar: true } }] as const;

/**
 * Creates the user's system tags if missing; idempotent and safe under concurrency (ON CONFLICT on the
 * (userId, slug) key). Called before any read of a user's tags and before a tag is created, so every user has
 * them whenever they look and no user tag can take a system tag's name; the migration created them for users
 * that existed before. Only system tags have a slug (spec part 3 sections 2 and 3).
 */
export async function ensureSystemTags(db: Db | Tx, userId: string): Promise<void> {
  for (const tag of SYSTEM_TAGS) {
    await db.$executeRaw`
      INSERT INTO "ContentItemTag" ("id", "userId", "name", "slug", "nameKey", "isSystem", "properties", "updatedAt")
      VALUES (gen_random_uuid(), ${userId}::uuid, ${tag.name}, ${tag.slug}, ${tagNameKey(tag.name)}, true, ${JSON.stringify(tag.properties)}::jsonb, now())
      ON CONFLICT ("userId", "slug") DO NOTHING`;
  }
}

/**
 * The user's tag by id, or a system tag by slug (the read-later slug works before the client knows the id);
 * null for anyone else's. User tags have no slug, so only their id finds them.
 */
export async function findOwnTag(db: Db, userId: string, idOrSlug: string): Promise<ContentItemTag | null> {
  if (isUuid(idOrSlug)) {
    const tag = await db.contentItemTag.findUnique({ where: { id: idOrSlug } });
    return tag?.userId === userId ? tag : null;
  }
  await ensureSystemTags(db, userId);
  return db.contentItemTag.findUnique({ where: { userId_slug: { userId, slug: idOrSlug } } });
}
