import type { Db, Tx } from "../db.js";
import { invalidateDataFeeds } from "./dataFeedCache.js";
import { refreshFilteredItems } from "./filterEngine.js";
import { linkedRows, normaliseTopLevel, walkFolder, type MembershipRow, type ReadingOrder } from "./readingOrder.js";

export interface KnownIds {
  subscriptionIds: Set<string>;
  folderIds: Set<string>;
}

/** A user's reading order as stored, loaded under the user's row lock. */
export interface LoadedOrder {
  userId: string;
  order: ReadingOrder;
  known: KnownIds;
  /** The topLevelOrder setting exactly as stored (to skip a write when nothing changed). */
  storedTopLevel: string[] | null;
  storedRows: Map<string, MembershipRow[]>;
  storedTopFlags: Map<string, boolean>;
}

/**
 * Locks the user's row (unless `lock: false`, for read-only callers), then reads every subscription, folder and membership. Every change to where things
 * sit takes this lock first, so two tabs moving subscriptions at once serialise instead of forking a list.
 */
export async function lockAndLoadOrder(tx: Tx | Db, userId: string, opts: { lock?: boolean } = {}): Promise<LoadedOrder> {
  if (opts.lock !== false) await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
  const [subs, folders, memberships, setting] = await Promise.all([
    tx.feedSubscription.findMany({ where: { userId }, select: { id: true, topLevel: true }, orderBy: { createdAt: "asc" } }),
    tx.folder.findMany({ where: { userId }, select: { id: true }, orderBy: { createdAt: "asc" } }),
    tx.folderMembership.findMany({
      where: { folder: { userId } },
      select: { subscriptionId: true, folderId: true, nextSubscriptionId: true, isHead: true },
      orderBy: { createdAt: "asc" },
    }),
    tx.userSetting.findUnique({ where: { userId_key: { userId, key: "topLevelOrder" } } }),
  ]);
  const known: KnownIds = { subscriptionIds: new Set(subs.map((s) => s.id)), folderIds: new Set(folders.map((f) => f.id)) };
  const storedRows = new Map<string, MembershipRow[]>(folders.map((f) => [f.id, []]));
  for (const m of memberships) storedRows.get(m.folderId)?.push(m);
  const folderOrders = new Map([...storedRows].map(([id, rows]) => [id, walkFolder(rows).order]));
  const raw = (setting?.value as { order?: unknown } | undefined)?.order;
  const storedTopLevel = Array.isArray(raw) ? raw.filter((x): x is string => typeof x === "string") : null;
  // The setting is the truth; the flags only stand in for it before a user's first saved order.
  const proposed = storedTopLevel ?? subs.filter((s) => s.topLevel).map((s) => s.id);
  return {
    userId,
    order: { topLevel: normaliseTopLevel(proposed, known, folderOrders), folders: folderOrders },
    known,
    storedTopLevel,
    storedRows,
    storedTopFlags: new Map(subs.map((s) => [s.id, s.topLevel])),
  };
}

/**
 * Writes `next` back: the topLevelOrder setting, each subscription's topLevel flag and every folder's linked
 * list, touching only rows that changed. `known` must already reflect subscriptions and folders created or
 * deleted in this transaction. A change of which folders hold which subscriptions re-applies the folders' filters
 * (filterEngine.ts) in the same transaction. Returns the normalised order that was stored.
 */
export async function saveOrder(tx: Tx, loaded: LoadedOrder, next: ReadingOrder, known: KnownIds): Promise<ReadingOrder> {
  const folders = new Map([...next.folders].filter(([id]) => known.folderIds.has(id)).map(([id, subs]) => [id, subs.filter((s) => known.subscriptionIds.has(s))]));
  const topLevel = normaliseTopLevel(next.topLevel, known, folders);
  const { userId } = loaded;

  if (JSON.stringify(topLevel) !== JSON.stringify(loaded.storedTopLevel)) {
    const value = { order: topLevel };
    await tx.userSetting.upsert({
      where: { userId_key: { userId, key: "topLevelOrder" } },
      create: { userId, key: "topLevelOrder", value },
      update: { value },
    });
  }

  const onTop = new Set(topLevel);
  const flip = (flag: boolean) => [...known.subscriptionIds].filter((id) => onTop.has(id) === flag && loaded.storedTopFlags.get(id) !== flag);
  const [toTop, offTop] = [flip(true), flip(false)];
  if (toTop.length) await tx.feedSubscription.updateMany({ where: { id: { in: toTop } }, data: { topLevel: true } });
  if (offTop.length) await tx.feedSubscription.updateMany({ where: { id: { in: offTop } }, data: { topLevel: false } });

  // Whose folders change: a folder's filters apply to its subscriptions, and a duplicate filter compares across them.
  const movedSubscriptions = new Set<string>();
  const changedFolders = new Set<string>();
  for (const [folderId, rows] of loaded.storedRows) {
    const after = new Set(folders.get(folderId) ?? []);
    const before = new Set(rows.map((r) => r.subscriptionId));
    for (const id of [...before].filter((x) => !after.has(x)).concat([...after].filter((x) => !before.has(x)))) {
      movedSubscriptions.add(id);
      changedFolders.add(folderId);
    }
  }

  for (const [folderId, subs] of folders) {
    const before = new Map((loaded.storedRows.get(folderId) ?? []).map((r) => [r.subscriptionId, r]));
    const after = linkedRows(subs);
    const keep = new Set(subs);
    const gone = [...before.keys()].filter((id) => !keep.has(id));
    if (gone.length) await tx.folderMembership.deleteMany({ where: { folderId, subscriptionId: { in: gone } } });
    const added = after.filter((r) => !before.has(r.subscriptionId));
    if (added.length) await tx.folderMembership.createMany({ data: added.map((r) => ({ ...r, folderId })) });
    for (const r of after) {
      const old = before.get(r.subscriptionId);
      if (old && (old.nextSubscriptionId !== r.nextSubscriptionId || old.isHead !== r.isHead)) {
        await tx.folderMembership.update({
          where: { subscriptionId_folderId: { subscriptionId: r.subscriptionId, folderId } },
          data: { nextSubscriptionId: r.nextSubscriptionId, isHead: r.isHead },
        });
      }
    }
  }
  if (movedSubscriptions.size) {
    // A folder's data feed lists its subscriptions' items: it is built afresh on the next request.
    await invalidateDataFeeds(tx, { folderIds: [...changedFolders].filter((id) => known.folderIds.has(id)) });
    await refreshFilteredItems(tx, userId, {
      subscriptionIds: [...movedSubscriptions].filter((id) => known.subscriptionIds.has(id)),
      folderIds: [...changedFolders].filter((id) => known.folderIds.has(id)),
    });
  }
  return { topLevel, folders };
}
