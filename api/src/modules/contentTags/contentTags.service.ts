import type { Config } from "../../config.js";
import { assertOutputFeedAvailable, turnsDataFeedOn } from "../../core/outputFeeds.js";
import { countTags } from "../../core/tagCounts.js";
import type { Db, Tx } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";
import type { ContentItemTag, Prisma, User } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parseInput.js";
import type { Announce } from "../../realtime/announce.js";
import { accountSettingsFor } from "../settings/settings.service.js";
import { presentTag, type ContentItemTagView } from "./contentTags.present.js";
import { createTagSchema, patchTagSchema, tagNameKey, taggingSchema } from "./contentTags.validation.js";
import { ensureSystemTags, findOwnTag } from "./systemTags.js";

export interface ContentTagsDeps {
  db: Db;
  config: Config;
  announce: Announce;
  /**
   * Told of items newly put in a tag (not of ones already in it): that tag's actions run on them. `depth` counts the
   * assign_tag actions that led to this tagging (0 for the user's own), for the actions' loop guard.
   */
  onTagged?: (e: { userId: string; tagId: string; contentItemIds: string[]; depth: number }) => Promise<void>;
}

export type ContentTagsService = ReturnType<typeof createContentTagsService>;

/** Takes the user's row lock: limits are checked and writes made with no other tag change of that user in between. */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
}

/** Content item tags: create, rename, patch, delete (not system tags), tag and untag items, with tier limits. */
export function createContentTagsService({ db, config, announce, onTagged }: ContentTagsDeps) {
  async function ownTag(userId: string, idOrSlug: string): Promise<ContentItemTag> {
    const tag = await findOwnTag(db, userId, idOrSlug);
    if (!tag) throw new DomainError("NOT_FOUND", { message: "Tag not found" });
    return tag;
  }

  /** Tag names are unique per user as compared by tagNameKey (case and punctuation aside), system tags' too. */
  async function assertNameFree(tx: Tx, userId: string, nameKey: string, exceptId?: string) {
    if (!nameKey) throw validationError({ name: "Tag name needs a letter or digit" });
    const clash = await tx.contentItemTag.findUnique({ where: { userId_nameKey: { userId, nameKey } } });
    if (clash && clash.id !== exceptId) throw new DomainError("DUPLICATE_TAG_NAME");
  }

  async function itemExists(id: string) {
    const item = /^[0-9a-f-]{36}$/i.test(id) ? await db.contentItem.findUnique({ where: { id }, select: { id: true } }) : null;
    if (!item) throw new DomainError("NOT_FOUND", { message: "Content Item Not Found" });
  }

  /** Every tag of the user (system tags first, then by name), creating the system tags on first use. */
  async function list(userId: string): Promise<ContentItemTag[]> {
    await ensureSystemTags(db, userId);
    return db.contentItemTag.findMany({ where: { userId }, orderBy: [{ isSystem: "desc" }, { name: "asc" }] });
  }

  return {
    ownTag,
    list,

    /** The user's tag by id, or a system tag by slug (read-later), or null: what GraphQL's contentItemTag(slug) shows. */
    find(userId: string, idOrSlug: string): Promise<ContentItemTag | null> {
      return findOwnTag(db, userId, idOrSlug);
    },

    /** Every tag of the user keyed by id, with counts (bootstrap and every tag or read-state call). */
    async presentAll(userId: string): Promise<Record<string, ContentItemTagView>> {
      const [tags, counts] = await Promise.all([list(userId), countTags(db, userId)]);
      return Object.fromEntries(tags.map((t) => [t.id, presentTag(t, counts.get(t.id))]));
    },

    /** POST /content/tags: a new tag; MAX_CONTENT_ITEM_TAGS_REACHED counts the user's own (non-system) tags. */
    async create(user: User, body: unknown): Promise<ContentItemTag> {
      const input = parseInput(createTagSchema, body);
      const tag = await db.$transaction(async (tx) => {
        await lockUser(tx, user.id);
        const limit = accountSettingsFor(user, config).maxContentItemTags;
        if (limit !== null && (await tx.contentItemTag.count({ where: { userId: user.id, isSystem: false } })) >= limit) {
          throw new DomainError("MAX_CONTENT_ITEM_TAGS_REACHED");
        }
        if (turnsDataFeedOn(null, input.properties)) await assertOutputFeedAvailable(tx, user.id, accountSettingsFor(user, config).maxOutputFeeds);
        await ensureSystemTags(tx, user.id);
        const nameKey = tagNameKey(input.name);
        await assertNameFree(tx, user.id, nameKey);
        // No slug: only system tags have one (spec part 3 sections 2 and 3).
        return tx.contentItemTag.create({ data: { userId: user.id, name: input.name, nameKey, properties: (input.properties ?? {}) as Prisma.InputJsonValue } });
      });
      announce(user.id, { readingListChanged: true });
      return tag;
    },

    /** PATCH /content/tags/{id}: name (not for system tags), enabled, properties (merged). */
    async patch(user: User, id: string, body: unknown): Promise<ContentItemTag> {
      const input = parseInput(patchTagSchema, body);
      const tag = await ownTag(user.id, id);
      if (input.name !== undefined && input.name !== tag.name && tag.isSystem) {
        throw new DomainError("FORBIDDEN", { message: "System tags cannot be renamed" });
      }
      const updated = await db.$transaction(async (tx) => {
        await lockUser(tx, user.id);
        const nameKey = input.name !== undefined && !tag.isSystem ? tagNameKey(input.name) : tag.nameKey;
        if (nameKey !== tag.nameKey) await assertNameFree(tx, user.id, nameKey, tag.id);
        if (turnsDataFeedOn(tag.properties, input.properties)) await assertOutputFeedAvailable(tx, user.id, accountSettingsFor(user, config).maxOutputFeeds);
        return tx.contentItemTag.update({
          where: { id: tag.id },
          data: {
            ...(input.name !== undefined && !tag.isSystem ? { name: input.name, nameKey } : {}),
            ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
            ...(input.properties ? { properties: { ...(tag.properties as object), ...input.properties } } : {}),
          },
        });
      });
      announce(user.id, { readingListChanged: true });
      return updated;
    },

    /** DELETE /content/tags/{id}: the tag and its taggings (the items themselves stay). System tags stay. */
    async remove(user: User, id: string): Promise<string> {
      const tag = await ownTag(user.id, id);
      if (tag.isSystem) throw new DomainError("FORBIDDEN", { message: "System tags cannot be deleted" });
      await db.contentItemTag.delete({ where: { id: tag.id } });
      announce(user.id, { readingListChanged: true });
      return tag.id;
    },

    /**
     * POST /content/{id}/tags: puts an item in a tag (idempotent). MAX_CONTENT_ITEMS_TAGGED_REACHED counts the
     * distinct items the user has tagged; an item already in another of the user's tags does not count again.
     */
    async tagItem(user: User, itemId: string, body: unknown, opts: { depth?: number } = {}): Promise<ContentItemTag> {
      const { contentItemTagId } = parseInput(taggingSchema, body);
      await itemExists(itemId);
      const tag = await ownTag(user.id, contentItemTagId);
      const added = await db.$transaction(async (tx) => {
        await lockUser(tx, user.id);
        const limit = accountSettingsFor(user, config).maxContentItemsTagged;
        const alreadyTagged = await tx.contentItemTagging.findFirst({ where: { userId: user.id, contentItemId: itemId }, select: { tagId: true } });
        if (!alreadyTagged && limit !== null) {
          const [{ n }] = await tx.$queryRaw<[{ n: number }]>`
            SELECT count(DISTINCT "contentItemId")::int AS n FROM "ContentItemTagging" WHERE "userId" = ${user.id}::uuid`;
          if (n >= limit) throw new DomainError("MAX_CONTENT_ITEMS_TAGGED_REACHED");
        }
        return (await tx.contentItemTagging.createMany({ data: [{ tagId: tag.id, contentItemId: itemId, userId: user.id }], skipDuplicates: true })).count;
      });
      announce(user.id);
      if (added && onTagged) await onTagged({ userId: user.id, tagId: tag.id, contentItemIds: [itemId], depth: opts.depth ?? 0 });
      return tag;
    },

    /** DELETE /content/{id}/tags?contentItemTagId=: takes an item out of a tag (idempotent). */
    async untagItem(user: User, itemId: string, contentItemTagId: string | null): Promise<ContentItemTag> {
      const input = parseInput(taggingSchema, { contentItemTagId: contentItemTagId ?? undefined });
      await itemExists(itemId);
      const tag = await ownTag(user.id, input.contentItemTagId);
      await db.contentItemTagging.deleteMany({ where: { tagId: tag.id, contentItemId: itemId } });
      announce(user.id);
      return tag;
    },

    /** The viewer's tags holding each item, in item order (GraphQL's ContentItem.contentItemTags, batched). */
    async tagsOf(userId: string, itemIds: string[]): Promise<ContentItemTag[][]> {
      const rows = itemIds.length ? await db.contentItemTagging.findMany({ where: { userId, contentItemId: { in: itemIds } }, include: { tag: true } }) : [];
      return itemIds.map((id) => rows.filter((r) => r.contentItemId === id).map((r) => r.tag));
    },

    /** The viewer's tags holding each item (ids), for item presentation. */
    async tagIdsOf(userId: string, itemIds: string[]): Promise<Map<string, string[]>> {
      const rows = itemIds.length
        ? await db.contentItemTagging.findMany({ where: { userId, contentItemId: { in: itemIds } }, select: { contentItemId: true, tagId: true } })
        : [];
      const byItem = new Map<string, string[]>();
      for (const r of rows) byItem.set(r.contentItemId, [...(byItem.get(r.contentItemId) ?? []), r.tagId]);
      return byItem;
    },
  };
}
