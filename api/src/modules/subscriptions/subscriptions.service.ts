import type { Config } from "../../config.js";
import { placeBefore, without, type ReadingOrder } from "../../core/readingOrder.js";
import { lockAndLoadOrder, saveOrder, type LoadedOrder } from "../../core/readingOrderStore.js";
import { assertOutputFeedAvailable, turnsDataFeedOn } from "../../core/outputFeeds.js";
import { adoptReadStates } from "../../core/readState.js";
import type { Db, Tx } from "../../db.js";
import { privateFeedOwner } from "../../core/privateFeeds.js";
import { DomainError, validationError } from "../../errors.js";
import type { Feed, User } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parseInput.js";
import { accountSettingsFor } from "../settings/settings.service.js";
import type { FeedResolver } from "./feedResolver.js";
import {
  associationSchema, batchSubscribeSchema, bulkDeleteSchema, bulkPatchSchema, createSubscriptionSchema, patchSubscriptionSchema,
} from "./subscriptions.validation.js";

export interface SubscriptionsDeps {
  db: Db;
  config: Config;
  feeds: FeedResolver;
  /** Told when a subscription turns "fetch full article" on, so the feed's newest items get theirs too. */
  onFullArticlesOn?: (feedId: string) => Promise<void>;
}

/** One result of a batch subscribe, in request order (spec: subscribeResults of url and error). */
export interface SubscribeResult {
  url: string;
  error: string | null;
  display_message_key?: string;
  subscriptionId?: string;
  /** Already subscribed: nothing new was created (OPML re-imports skip duplicates). */
  skipped?: boolean;
}

/** Where a change should put a subscription. Absent fields leave that part alone. */
export interface Placement {
  /** Join (or move within) this folder, before `beforeSubscriptionId` (null = at the end). */
  toFolderId?: string | null;
  beforeSubscriptionId?: string | null;
  /** Leave this folder. */
  fromFolderId?: string | null;
  /** Join (true, before `topLevelBeforeId` or at the end) or leave (false) the top level. */
  topLevel?: boolean | null;
  topLevelBeforeId?: string | null;
  /** A whole new top-level order from a client (spec topLevelOrder); membership follows it. */
  topLevelOrder?: string[] | null;
}

const TEMP_PREFIX = "temp-";

/** Applies a placement to an order, refusing impossible ones with a clear error. Pure apart from throwing. */
export function applyPlacement(order: ReadingOrder, subscriptionId: string, p: Placement, newId?: string): ReadingOrder {
  const folders = new Map(order.folders);
  let topLevel = order.topLevel;
  if (p.topLevelOrder) {
    // An optimistic client may send its temporary id (temp-…) for the subscription being created.
    const proposed = p.topLevelOrder.map((id) => (newId && id.startsWith(TEMP_PREFIX) ? newId : id));
    topLevel = proposed;
  }
  if (p.toFolderId) {
    const list = folders.get(p.toFolderId);
    if (!list) throw new DomainError("NOT_FOUND", { message: "Folder not found" });
    const before = p.beforeSubscriptionId ?? null;
    if (before === subscriptionId) throw new DomainError("CIRCULAR_REFERENCE");
    if (before && !list.includes(before)) throw validationError({ nextSubscriptionId: "nextSubscriptionId is not in this folder" });
    folders.set(p.toFolderId, placeBefore(list, subscriptionId, before));
  }
  if (p.fromFolderId && p.fromFolderId !== p.toFolderId) {
    const list = folders.get(p.fromFolderId);
    if (!list) throw new DomainError("NOT_FOUND", { message: "Folder not found" });
    folders.set(p.fromFolderId, without(list, subscriptionId));
  }
  if (p.topLevel === true) {
    const before = p.topLevelBeforeId ?? null;
    if (before === subscriptionId) throw new DomainError("CIRCULAR_REFERENCE");
    topLevel = placeBefore(topLevel, subscriptionId, before && topLevel.includes(before) ? before : null);
  } else if (p.topLevel === false) {
    topLevel = without(topLevel, subscriptionId);
  }
  return { topLevel, folders };
}

/** Where a bulk change puts many subscriptions at once (PATCH /subscriptions). */
export interface BulkPlacement {
  addToFolderId: string | null;
  addToTopLevel: boolean;
  removeFromFolderId: string | null;
  removeFromTopLevel: boolean;
}

/**
 * Applies a bulk placement to an order: added subscriptions join the end of the folder or the top level in the
 * order given (those already there stay where they are); removed ones leave. Never orphans: a subscription that
 * would be left nowhere by leaving the top level stays where it is, and one leaving its last folder goes to the
 * top level (saveOrder appends it, as a single move does). Pure; linear in the order's size.
 */
export function applyBulkPlacement(order: ReadingOrder, ids: string[], p: BulkPlacement): ReadingOrder {
  const folders = new Map(order.folders);
  const append = (list: string[]) => {
    const present = new Set(list);
    return [...list, ...ids.filter((id) => !present.has(id))];
  };
  const remove = (list: string[], leaving: Set<string>) => list.filter((id) => !leaving.has(id));
  const all = new Set(ids);
  if (p.addToFolderId) folders.set(p.addToFolderId, append(folders.get(p.addToFolderId) ?? []));
  if (p.removeFromFolderId && p.removeFromFolderId !== p.addToFolderId) {
    folders.set(p.removeFromFolderId, remove(folders.get(p.removeFromFolderId) ?? [], all));
  }
  let topLevel = order.topLevel;
  if (p.addToTopLevel) topLevel = append(topLevel);
  else if (p.removeFromTopLevel) {
    const inSomeFolder = new Set([...folders.values()].flat());
    topLevel = remove(topLevel, new Set(ids.filter((id) => inSomeFolder.has(id))));
  }
  return { topLevel, folders };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

/** Subscriptions: create (by url, feed or another subscription), batch, patch, move, delete. */
export function createSubscriptionsService({ db, config, feeds, onFullArticlesOn }: SubscriptionsDeps) {
  /** Runs `change` under the user's order lock and stores the order it returns. */
  async function withOrder<T>(userId: string, change: (tx: Tx, loaded: LoadedOrder) => Promise<{ order: ReadingOrder; result: T }>): Promise<T> {
    return db.$transaction(
      async (tx) => {
        const loaded = await lockAndLoadOrder(tx, userId);
        const { order, result } = await change(tx, loaded);
        await saveOrder(tx, loaded, order, loaded.known);
        return result;
      },
      { timeout: 20_000 },
    );
  }

  async function ownSubscription(userId: string, id: string) {
    const sub = /^[0-9a-f-]{36}$/i.test(id) ? await db.feedSubscription.findUnique({ where: { id } }) : null;
    // Another user's subscription is reported exactly like a missing one: ids reveal nothing.
    if (!sub || sub.userId !== userId) throw new DomainError("NOT_FOUND", { message: "Subscription not found" });
    return sub;
  }

  async function assertFolder(userId: string, folderId: string | null | undefined) {
    if (!folderId) return;
    const folder = await db.folder.findUnique({ where: { id: folderId } });
    if (!folder || folder.userId !== userId) throw new DomainError("NOT_FOUND", { message: "Folder not found" });
  }

  /**
   * Subscribes `user` to `feed` at a place. Idempotent: an existing subscription is returned (joining the
   * requested folder) instead of a duplicate. The subscription limit is checked under the lock, so two
   * parallel requests cannot both squeeze past it.
   */
  async function subscribeToFeed(user: User, feed: Feed, opts: { title?: string | null; folderId?: string | null; beforeSubscriptionId?: string | null; topLevelOrder?: string[] | null }) {
    return withOrder(user.id, async (tx, loaded) => {
      const existing = await tx.feedSubscription.findUnique({ where: { userId_feedId: { userId: user.id, feedId: feed.id } } });
      if (existing) {
        const order = opts.folderId ? applyPlacement(loaded.order, existing.id, { toFolderId: opts.folderId, beforeSubscriptionId: opts.beforeSubscriptionId ?? null }) : loaded.order;
        return { order, result: { subscriptionId: existing.id, created: false } };
      }
      const limit = accountSettingsFor(user, config).maxSubscriptions;
      if (limit !== null && loaded.known.subscriptionIds.size >= limit) throw new DomainError("MAX_SUBSCRIPTIONS_REACHED");
      const title = opts.title?.trim() || null;
      const sub = await tx.feedSubscription.create({ data: { userId: user.id, feedId: feed.id, title, topLevel: !opts.folderId } });
      await adoptReadStates(tx, user.id, feed.id, sub.id);
      loaded.known.subscriptionIds.add(sub.id);
      const order = applyPlacement(
        loaded.order,
        sub.id,
        opts.folderId
          ? { toFolderId: opts.folderId, beforeSubscriptionId: opts.beforeSubscriptionId ?? null, topLevelOrder: opts.topLevelOrder ?? null }
          : opts.topLevelOrder
            ? { topLevelOrder: opts.topLevelOrder, topLevel: opts.topLevelOrder.some((id) => id.startsWith(TEMP_PREFIX)) ? null : true }
            : { topLevel: true },
        sub.id,
      );
      return { order, result: { subscriptionId: sub.id, created: true } };
    });
  }

  async function feedFor(user: User, input: { url?: string | undefined; feedId?: string | undefined; subscriptionId?: string | undefined }, later: { title: string | null } | null): Promise<Feed> {
    if (input.feedId) {
      const feed = await db.feed.findUnique({ where: { id: input.feedId } });
      if (!feed || feed.status === "deleted") throw new DomainError("NOT_FOUND", { message: "Feed not found" });
      // Another user's website feed is private: it cannot be followed, and is reported like a missing feed.
      if (((await privateFeedOwner(db, feed)) ?? user.id) !== user.id) throw new DomainError("NOT_FOUND", { message: "Feed not found" });
      return feed;
    }
    if (input.subscriptionId) {
      // Subscribing "from a subscription" means following the same feed (e.g. one shown on a public page).
      const source = await db.feedSubscription.findUnique({ where: { id: input.subscriptionId }, include: { feed: true } });
      if (!source) throw new DomainError("NOT_FOUND", { message: "Subscription not found" });
      if (((await privateFeedOwner(db, source.feed)) ?? user.id) !== user.id) throw new DomainError("NOT_FOUND", { message: "Subscription not found" });
      return source.feed;
    }
    return later ? feeds.resolveUrlLater(user, input.url!, later.title) : feeds.resolveUrl(user, input.url!);
  }

  return {
    subscribeToFeed,

    /** POST /subscriptions: by url (a page is discovered and fetched within the spec's 10 s), feedId or subscriptionId. */
    async create(user: User, body: unknown): Promise<{ subscriptionId: string; created: boolean }> {
      const input = parseInput(createSubscriptionSchema, body);
      await assertFolder(user.id, input.subscriptionTagId);
      const feed = await feedFor(user, input, null);
      return subscribeToFeed(user, feed, {
        title: input.title ?? null,
        folderId: input.subscriptionTagId ?? null,
        beforeSubscriptionId: input.nextSubscriptionId ?? null,
        topLevelOrder: input.topLevelOrder?.order ?? null,
      });
    },

    /**
     * POST /subscriptions/batch (OPML import sends 10 at a time): each entry succeeds or fails on its own, in
     * request order. URLs are taken as feed URLs; new feeds are fetched in the background.
     */
    async createBatch(user: User, body: unknown): Promise<SubscribeResult[]> {
      const input = parseInput(batchSubscribeSchema, body);
      const results: SubscribeResult[] = [];
      for (const entry of input.feeds) {
        const url = entry.url ?? "";
        try {
          if (!entry.url?.trim() && !entry.feedId) throw validationError({ url: "One of feedId, url or subscriptionId is required" });
          await assertFolder(user.id, entry.subscriptionTagId);
          const feed = await feedFor(user, entry, { title: entry.title ?? null });
          const r = await subscribeToFeed(user, feed, { title: entry.title ?? null, folderId: entry.subscriptionTagId ?? null });
          results.push({ url: entry.url ?? feed.url, error: null, subscriptionId: r.subscriptionId, ...(r.created ? {} : { skipped: true }) });
        } catch (e) {
          if (!(e instanceof DomainError)) throw e;
          results.push({ url, error: e.message, display_message_key: e.key });
        }
      }
      return results;
    },

    /** Follows every feed given (existing subscriptions stay where they are) into a folder or the top level. */
    async subscribeMany(user: User, feedIds: string[], opts: { folderId: string | null }): Promise<SubscribeResult[]> {
      await assertFolder(user.id, opts.folderId);
      const results: SubscribeResult[] = [];
      for (const feedId of feedIds) {
        try {
          const feed = await feedFor(user, { feedId }, null);
          const existing = await db.feedSubscription.findUnique({ where: { userId_feedId: { userId: user.id, feedId } } });
          if (existing) {
            results.push({ url: feed.url, error: null, subscriptionId: existing.id, skipped: true });
            continue;
          }
          const r = await subscribeToFeed(user, feed, { folderId: opts.folderId });
          results.push({ url: feed.url, error: null, subscriptionId: r.subscriptionId });
        } catch (e) {
          if (!(e instanceof DomainError)) throw e;
          results.push({ url: feedId, error: e.message, display_message_key: e.key });
        }
      }
      return results;
    },

    /** GET /subscriptions/{id}: the caller's own subscription only. */
    async get(user: User, id: string) {
      return ownSubscription(user.id, id);
    },

    /**
     * PATCH /subscriptions/{id}: title (empty = the feed's), keepUnreadDays 1-30, enabled, properties. Turning its
     * data feed on (properties.enableDatafeed) counts against the tier's maxOutputFeeds, under the user's lock;
     * turning properties.fetchFullArticle on queues the feed's newest items for their full articles.
     */
    async patch(user: User, id: string, body: unknown) {
      const input = parseInput(patchSubscriptionSchema, body);
      const before = await ownSubscription(user.id, id);
      const updated = await db.$transaction(async (tx) => {
        const sub = await tx.feedSubscription.findUniqueOrThrow({ where: { id } });
        if (turnsDataFeedOn(sub.properties, input.properties)) {
          await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id}::uuid FOR UPDATE`;
          await assertOutputFeedAvailable(tx, user.id, accountSettingsFor(user, config).maxOutputFeeds);
        }
        return tx.feedSubscription.update({
          where: { id },
          data: {
            ...(input.title !== undefined ? { title: input.title?.trim() || null } : {}),
            ...(input.keepUnreadDays !== undefined ? { keepUnreadDays: input.keepUnreadDays } : {}),
            ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
            ...(input.properties ? { properties: { ...(sub.properties as object), ...input.properties } } : {}),
          },
        });
      });
      const wasOn = (before.properties as { fetchFullArticle?: unknown } | null)?.fetchFullArticle === true;
      if (input.properties?.fetchFullArticle === true && !wasOn && updated.enabled) await onFullArticlesOn?.(updated.feedId);
      return updated;
    },

    /**
     * PATCH /subscriptions (bulk, issue 16): the listed subscriptions (or a folder's, withTagId; or all) are
     * enabled or disabled, given keepUnreadDays, added to a folder or the top level and/or taken out of one, in
     * one transaction under the user's order lock. Ids of other users' subscriptions (or unknown ones) change
     * nothing and are left out of the answer. Returns the ids changed.
     */
    async patchMany(user: User, body: unknown): Promise<string[]> {
      const input = parseInput(bulkPatchSchema, body);
      const moves: BulkPlacement = {
        addToFolderId: input.addToTagId ?? null,
        addToTopLevel: input.addToTopLevel === true,
        removeFromFolderId: input.removeFromTagId ?? null,
        removeFromTopLevel: input.removeFromTopLevel === true,
      };
      const moving = Boolean(moves.addToFolderId || moves.addToTopLevel || moves.removeFromFolderId || moves.removeFromTopLevel);
      if (input.keepUnreadDays === undefined && input.enabled === undefined && !moving) {
        throw validationError({ body: "Nothing to change: send enabled, keepUnreadDays, addToTagId, addToTopLevel, removeFromTagId or removeFromTopLevel" });
      }
      return withOrder(user.id, async (tx, loaded) => {
        for (const folderId of [input.withTagId, input.addToTagId, input.removeFromTagId]) {
          if (folderId && !loaded.known.folderIds.has(folderId)) throw new DomainError("NOT_FOUND", { message: "Folder not found" });
        }
        let ids = input.subscriptionIds ? [...new Set(input.subscriptionIds)].filter((id) => loaded.known.subscriptionIds.has(id)) : [...loaded.known.subscriptionIds];
        if (input.withTagId) {
          const inFolder = new Set(loaded.order.folders.get(input.withTagId) ?? []);
          ids = ids.filter((id) => inFolder.has(id));
        }
        if (ids.length && (input.keepUnreadDays !== undefined || input.enabled !== undefined)) {
          await tx.feedSubscription.updateMany({
            where: { id: { in: ids }, userId: user.id },
            data: {
              ...(input.keepUnreadDays !== undefined ? { keepUnreadDays: input.keepUnreadDays } : {}),
              ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
            },
          });
        }
        return { order: moving ? applyBulkPlacement(loaded.order, ids, moves) : loaded.order, result: ids };
      });
    },

    /**
     * POST /subscriptions/delete (bulk, issue 16): unsubscribes from every listed subscription of the caller in one
     * transaction; other users' ids delete nothing and are left out of the answer. Returns the ids deleted.
     */
    async removeMany(user: User, body: unknown): Promise<string[]> {
      const input = parseInput(bulkDeleteSchema, body);
      return withOrder(user.id, async (tx, loaded) => {
        const ids = [...new Set(input.subscriptionIds)].filter((id) => loaded.known.subscriptionIds.has(id));
        if (!ids.length) return { order: loaded.order, result: ids };
        const gone = new Set(ids);
        await tx.feedSubscription.deleteMany({ where: { id: { in: ids }, userId: user.id } });
        for (const id of ids) loaded.known.subscriptionIds.delete(id);
        const folders = new Map([...loaded.order.folders].map(([f, subs]) => [f, subs.filter((x) => !gone.has(x))]));
        return { order: { topLevel: loaded.order.topLevel.filter((x) => !gone.has(x)), folders }, result: ids };
      });
    },

    /** Moves a subscription: into/within a folder, out of one, onto or off the top level. Never orphans it. */
    async move(user: User, id: string, placement: Placement): Promise<void> {
      await ownSubscription(user.id, id);
      for (const f of [placement.toFolderId, placement.fromFolderId]) await assertFolder(user.id, f);
      await withOrder(user.id, async (_tx, loaded) => ({ order: applyPlacement(loaded.order, id, placement), result: undefined }));
    },

    /** POST /subscriptions/{id}/associations: the REST shape of `move`. */
    async addAssociation(user: User, id: string, body: unknown): Promise<void> {
      const input = parseInput(associationSchema, body);
      if (!input.subscriptionTagId && !input.removeFromTagId && !input.topLevelOrder) {
        throw validationError({ subscriptionTagId: "Send subscriptionTagId, removeFromTagId or topLevelOrder" });
      }
      await this.move(user, id, {
        toFolderId: input.subscriptionTagId ?? null,
        beforeSubscriptionId: input.nextSubscriptionId ?? null,
        fromFolderId: input.removeFromTagId ?? null,
        topLevelOrder: input.topLevelOrder?.order ?? null,
      });
    },

    /** DELETE /subscriptions/{id}/associations?subscriptionTagId=: leaves a folder (to the top level if it was the last place). */
    async removeAssociation(user: User, id: string, folderId: string | null): Promise<void> {
      if (!folderId) throw validationError({ subscriptionTagId: "subscriptionTagId is required" });
      await this.move(user, id, { fromFolderId: folderId });
    },

    /** Reorders a top-level entry (folder or subscription) before another; a subscription not yet there joins. */
    async moveTopLevelEntry(user: User, id: string, beforeId: string | null): Promise<void> {
      await withOrder(user.id, async (_tx, loaded) => {
        const { subscriptionIds, folderIds } = loaded.known;
        if (!subscriptionIds.has(id) && !folderIds.has(id)) throw new DomainError("NOT_FOUND");
        if (beforeId === id) throw new DomainError("CIRCULAR_REFERENCE");
        const before = beforeId && loaded.order.topLevel.includes(beforeId) ? beforeId : null;
        return { order: { ...loaded.order, topLevel: placeBefore(loaded.order.topLevel, id, before) }, result: undefined };
      });
    },

    /**
     * PUT settings/topLevelOrder: the client's order, made valid (unknown ids dropped, missing folders and
     * subscriptions that would be left nowhere appended). Membership of subscriptions follows the order.
     */
    async setTopLevelOrder(user: User, order: string[]): Promise<void> {
      await withOrder(user.id, async (_tx, loaded) => ({ order: { topLevel: order, folders: loaded.order.folders }, result: undefined }));
    },

    /** DELETE /subscriptions/{id}: gone from every list (filters and actions go with it once they exist). */
    async remove(user: User, id: string): Promise<void> {
      await ownSubscription(user.id, id);
      await withOrder(user.id, async (tx, loaded) => {
        const folders = new Map([...loaded.order.folders].map(([f, subs]) => [f, without(subs, id)]));
        loaded.known.subscriptionIds.delete(id);
        await tx.feedSubscription.delete({ where: { id } });
        return { order: { topLevel: without(loaded.order.topLevel, id), folders }, result: undefined };
      });
    },

    /** The caller's subscriptions to these feeds (feed search shows Subscribed; an item shows its subscription). */
    async forFeeds(userId: string, feedIds: string[]) {
      if (!feedIds.length) return [];
      return db.feedSubscription.findMany({ where: { userId, feedId: { in: feedIds } } });
    },
  };
}
