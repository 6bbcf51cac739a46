import { lockAndLoadOrder } from "../../core/readingOrderStore.js";
import { allUnread, countUnread } from "../../core/unreadCounts.js";
import type { Db } from "../../db.js";
import type { FeedSubscription, Folder } from "../../generated/prisma/client.js";
import { feedFailure } from "../feeds/feedFailure.js";
import { feedViews, type FeedView } from "../feeds/feeds.service.js";
import { presentFolder, type FolderView } from "../folders/folders.present.js";
import { awaitingFirstFetch, presentSubscription, subscriptionTitle, type SubscriptionView } from "./subscriptions.present.js";

export interface ReadingListResponse {
  subscriptions: Record<string, SubscriptionView>;
  subscriptionTags: Record<string, FolderView>;
  feeds: Record<string, FeedView>;
  /** The filters domain's views (filters.present.ts), keyed by id. */
  filters: Record<string, object>;
  /** The actions domain's views (actions.present.ts), keyed by id. */
  actions: Record<string, object>;
  allUnreadCount: number;
  recalculatingUnreadCount: boolean;
  settings: { topLevelOrder: { order: string[] } };
}

export type ReadingListService = ReturnType<typeof createReadingListService>;

/** The reading list as clients read it: the REST answer of every subscription and folder call, and its GraphQL parts. */
export function createReadingListService({
  db,
  publicUrl,
  filtersOf,
  actionsOf,
}: {
  db: Db;
  /** Feeds' picture addresses are absolute. */
  publicUrl: string;
  /** The filters of these subscriptions and folders, keyed by id (the filters domain, handed over by services.ts). */
  filtersOf: (userId: string, subscriptionIds: string[], folderIds: string[]) => Promise<Record<string, object>>;
  /** The `actions` map: actions of the given subscriptions and of every folder (the actions domain presents them). */
  actionsOf: (userId: string, scope: { subscriptionIds: string[]; folderIds: "all" }) => Promise<Record<string, object>>;
}) {
  return {
    /**
     * The answer of every subscription and folder call (spec part 1 section 7: subscriptions, subscriptionTags,
     * feeds, filters, actions, allUnreadCount, recalculatingUnreadCount, settings.topLevelOrder). `only` limits
     * the subscriptions (and their feeds) to the ones a call touched; folders and counts are always complete,
     * because any change can move them. `filters` and `actions` hold those of the subscriptions answered and of
     * every folder.
     */
    async response(userId: string, only?: { subscriptionIds?: string[]; folderId?: string }): Promise<ReadingListResponse> {
      const where = only?.folderId
        ? { userId, memberships: { some: { folderId: only.folderId } } }
        : only?.subscriptionIds
          ? { userId, id: { in: only.subscriptionIds } }
          : { userId };
      const [subs, folders, counts, order] = await Promise.all([
        db.feedSubscription.findMany({ where, include: { feed: true, memberships: true }, orderBy: { createdAt: "asc" } }),
        db.folder.findMany({ where: { userId }, include: { memberships: { select: { subscriptionId: true } } }, orderBy: { name: "asc" } }),
        countUnread(db, userId),
        lockAndLoadOrder(db, userId, { lock: false }),
      ]);
      const feeds = [...new Map(subs.map((s) => [s.feedId, s.feed])).values()];
      const [feedMap, filters, actions] = await Promise.all([
        feedViews(db, publicUrl, feeds),
        filtersOf(userId, subs.map((s) => s.id), folders.map((f) => f.id)),
        actionsOf(userId, { subscriptionIds: subs.map((s) => s.id), folderIds: "all" }),
      ]);
      return {
        subscriptions: Object.fromEntries(subs.map((s) => [s.id, presentSubscription(s, counts.get(s.id))])),
        subscriptionTags: Object.fromEntries(folders.map((f) => [f.id, presentFolder(f, counts)])),
        feeds: feedMap,
        filters,
        actions,
        allUnreadCount: allUnread(counts),
        recalculatingUnreadCount: subs.some((s) => awaitingFirstFetch(s.feed)),
        settings: { topLevelOrder: { order: order.order.topLevel } },
      };
    },

    /**
     * Whether a new feed's first fetch is still running for the user's subscriptions (all of them, or the ones
     * given): their counts will grow, so clients reload a moment later (spec recalculatingUnreadCount).
     */
    async recalculating(userId: string, subscriptionIds?: string[]): Promise<boolean> {
      const subs = await db.feedSubscription.findMany({
        where: { userId, ...(subscriptionIds ? { id: { in: subscriptionIds } } : {}) },
        select: { feed: { select: { lastRunAt: true, status: true } } },
      });
      return subs.some((s) => awaitingFirstFetch(s.feed));
    },

    /**
     * The user's enabled subscriptions whose feed is failing (feedFailure's rule), by title: the All Subscriptions
     * list names them. Candidates come from one indexed-enough query (their last run failed, or error/deleted).
     */
    async failing(userId: string): Promise<FeedSubscription[]> {
      const subs = await db.feedSubscription.findMany({
        where: { userId, enabled: true, feed: { OR: [{ lastRunResult: "error" }, { status: { in: ["error", "deleted"] } }] } },
        include: { feed: true },
      });
      return subs.filter((s) => feedFailure(s.feed)).sort((a, b) => subscriptionTitle(a, a.feed).localeCompare(subscriptionTitle(b, b.feed)));
    },

    /** The top-level entries (subscriptions and folders) in the user's topLevelOrder: the drawer's tree. */
    async topLevelEntries(userId: string): Promise<Array<FeedSubscription | Folder>> {
      const { order } = await lockAndLoadOrder(db, userId, { lock: false });
      const [subs, folders] = await Promise.all([
        db.feedSubscription.findMany({ where: { userId, id: { in: order.topLevel } } }),
        db.folder.findMany({ where: { userId, id: { in: order.topLevel } } }),
      ]);
      const byId = new Map<string, FeedSubscription | Folder>([...subs, ...folders].map((x) => [x.id, x]));
      return order.topLevel.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
