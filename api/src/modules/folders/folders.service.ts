import type { Config } from "../../config.js";
import { placeBefore, without } from "../../core/readingOrder.js";
import { assertOutputFeedAvailable, turnsDataFeedOn } from "../../core/outputFeeds.js";
import { lockAndLoadOrder, saveOrder } from "../../core/readingOrderStore.js";
import type { Db } from "../../db.js";
import { DomainError } from "../../errors.js";
import type { User } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parseInput.js";
import { accountSettingsFor } from "../settings/settings.service.js";
import { createFolderSchema, deleteFolderSchema, patchFolderSchema } from "./folders.validation.js";

export type FoldersService = ReturnType<typeof createFoldersService>;

/** Folders (the spec's subscription tags): create, rename, enable, delete with their subscriptions moved or removed. */
export function createFoldersService({ db, config }: { db: Db; config: Config }) {
  async function ownFolder(userId: string, id: string) {
    const folder = /^[0-9a-f-]{36}$/i.test(id) ? await db.folder.findUnique({ where: { id } }) : null;
    if (!folder || folder.userId !== userId) throw new DomainError("NOT_FOUND", { message: "Folder not found" });
    return folder;
  }

  async function assertNameFree(userId: string, name: string, exceptId?: string) {
    const clash = await db.folder.findFirst({ where: { userId, name: { equals: name, mode: "insensitive" }, ...(exceptId ? { id: { not: exceptId } } : {}) } });
    if (clash) throw new DomainError("DUPLICATE_FOLDER_NAME");
  }

  return {
    ownFolder,

    /**
     * Which of these folders are stale (appSettings.hideStaleFolders hides them from the drawer): every
     * subscription in them follows a feed whose status is stale (no item for a month). An empty folder is not
     * stale (the user just made it). One statement for any number of folders; answers in input order.
     */
    async staleness(folderIds: readonly string[]): Promise<boolean[]> {
      if (!folderIds.length) return [];
      const rows = await db.$queryRaw<Array<{ folderId: string }>>`
        SELECT m."folderId"
        FROM "FolderMembership" m
        JOIN "FeedSubscription" s ON s.id = m."subscriptionId"
        JOIN "Feed" f ON f.id = s."feedId"
        WHERE m."folderId" = ANY(${[...new Set(folderIds)]}::uuid[])
        GROUP BY m."folderId"
        HAVING bool_and(f.status = 'stale')`;
      const stale = new Set(rows.map((r) => r.folderId));
      return folderIds.map((id) => stale.has(id));
    },

    /** POST /subscriptions/tags: a new folder at the end of the top level (or where topLevelOrder puts it). */
    async create(user: User, body: unknown) {
      const input = parseInput(createFolderSchema, body);
      await assertNameFree(user.id, input.name);
      return db.$transaction(async (tx) => {
        const loaded = await lockAndLoadOrder(tx, user.id);
        const limit = accountSettingsFor(user, config).maxSubscriptionTags;
        if (limit !== null && loaded.known.folderIds.size >= limit) throw new DomainError("MAX_SUBSCRIPTION_TAGS_REACHED");
        if (turnsDataFeedOn(null, input.properties)) await assertOutputFeedAvailable(tx, user.id, accountSettingsFor(user, config).maxOutputFeeds);
        const folder = await tx.folder.create({ data: { userId: user.id, name: input.name, properties: input.properties ?? {} } });
        loaded.known.folderIds.add(folder.id);
        const folders = new Map(loaded.order.folders).set(folder.id, []);
        const topLevel = input.topLevelOrder ? input.topLevelOrder.order : placeBefore(loaded.order.topLevel, folder.id, null);
        await saveOrder(tx, loaded, { topLevel, folders }, loaded.known);
        return folder;
      });
    },

    /** Finds a folder by name (case-insensitive) or creates it: OPML import reuses the folders a user has. */
    async findOrCreate(user: User, name: string) {
      const existing = await db.folder.findFirst({ where: { userId: user.id, name: { equals: name.trim(), mode: "insensitive" } } });
      return existing ?? this.create(user, { name });
    },

    /** PATCH /subscriptions/tags/{id}: name, enabled, properties (icon, enableDatafeed). */
    async patch(user: User, id: string, body: unknown) {
      const input = parseInput(patchFolderSchema, body);
      await ownFolder(user.id, id);
      return db.$transaction(async (tx) => {
        const folder = await tx.folder.findUniqueOrThrow({ where: { id } });
        if (input.name && input.name.toLowerCase() !== folder.name.toLowerCase()) await assertNameFree(user.id, input.name, id);
        // Turning its data feed on counts against the tier's maxOutputFeeds, under the user's lock.
        if (turnsDataFeedOn(folder.properties, input.properties)) {
          await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id}::uuid FOR UPDATE`;
          await assertOutputFeedAvailable(tx, user.id, accountSettingsFor(user, config).maxOutputFeeds);
        }
        return tx.folder.update({
          where: { id },
          data: {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
            ...(input.properties ? { properties: { ...(folder.properties as object), ...input.properties } } : {}),
          },
        });
      });
    },

    /**
     * DELETE /subscriptions/tags/{id}: its subscriptions move to another folder (newSubscriptionTagId), or to
     * the top level where the folder stood (absent or "top"), or are deleted (includeSubscriptions). Never both.
     * Returns the ids of deleted subscriptions.
     */
    async remove(user: User, id: string, query: { newSubscriptionTagId?: string | null; includeSubscriptions?: boolean }): Promise<string[]> {
      const input = parseInput(deleteFolderSchema, query);
      await ownFolder(user.id, id);
      const target = input.newSubscriptionTagId && input.newSubscriptionTagId !== "top" ? input.newSubscriptionTagId : null;
      if (target === id) throw new DomainError("CIRCULAR_REFERENCE", { message: "A folder's subscriptions cannot move into the folder being deleted" });
      if (target) await ownFolder(user.id, target);
      return db.$transaction(async (tx) => {
        const loaded = await lockAndLoadOrder(tx, user.id);
        const members = loaded.order.folders.get(id) ?? [];
        const folders = new Map(loaded.order.folders);
        folders.delete(id);
        let topLevel = loaded.order.topLevel;
        let deleted: string[] = [];
        if (input.includeSubscriptions) {
          deleted = members;
          for (const [f, subs] of folders) folders.set(f, subs.filter((s) => !members.includes(s)));
          topLevel = topLevel.filter((x) => !members.includes(x));
          for (const s of members) loaded.known.subscriptionIds.delete(s);
          await tx.feedSubscription.deleteMany({ where: { id: { in: members }, userId: user.id } });
        } else if (target) {
          let list = folders.get(target) ?? [];
          for (const s of members) if (!list.includes(s)) list = placeBefore(list, s, null);
          folders.set(target, list);
        } else {
          const at = topLevel.indexOf(id);
          const moving = members.filter((s) => !topLevel.includes(s));
          topLevel = [...topLevel.slice(0, Math.max(0, at)), ...moving, ...topLevel.slice(Math.max(0, at))];
        }
        topLevel = without(topLevel, id);
        loaded.known.folderIds.delete(id);
        await tx.folder.delete({ where: { id } });
        await saveOrder(tx, loaded, { topLevel, folders }, loaded.known);
        return deleted;
      }, { timeout: 20_000 });
    },
  };
}
