import type { Db } from "../../db.js";
import { feedCounts } from "../feeds/feedCounts.js";
import type { Feed, FeedSubscription, Folder, FolderMembership } from "../../generated/prisma/client.js";
import { presentFeed, type FeedView } from "../feeds/feeds.service.js";
import { lockAndLoadOrder } from "./readingOrderStore.js";
import { allUnread, countUnread, shownUnread, type SubscriptionCount } from "./unreadCounts.js";

/** The spec's Subscription (part 1 section 3, part 2 section 3) as REST returns it. */
export interface SubscriptionView {
  id: string;
  userId: string;
  /** The user's title, else the feed's, else its URL. */
  title: string;
  customTitle: string | null;
  unreadCount: number;
  enabled: boolean;
  feedId: string;
  keepUnreadDays: number;
  isTopLevel: boolean;
  associations: Array<{ subscriptionTagId: string; nextSubscriptionId: string | null; isHead: boolean }>;
  properties: Record<string, unknown>;
  createdAt: string;
}

/** The spec's subscription tag (folder). */
export interface FolderView {
  id: string;
  name: string;
  enabled: boolean;
  unreadCount: number;
  subscriptionCount: number;
  properties: Record<string, unknown>;
}

type SubscriptionRow = FeedSubscription & { feed: Feed; memberships: FolderMembership[] };

export function subscriptionTitle(sub: Pick<FeedSubscription, "title">, feed: Pick<Feed, "title" | "url">): string {
  return sub.title ?? feed.title ?? feed.url;
}

export function presentSubscription(sub: SubscriptionRow, count: SubscriptionCount | undefined): SubscriptionView {
  return {
    id: sub.id,
    userId: sub.userId,
    title: subscriptionTitle(sub, sub.feed),
    customTitle: sub.title,
    unreadCount: shownUnread(count),
    enabled: sub.enabled,
    feedId: sub.feedId,
    keepUnreadDays: sub.keepUnreadDays,
    isTopLevel: sub.topLevel,
    associations: sub.memberships.map((m) => ({ subscriptionTagId: m.folderId, nextSubscriptionId: m.nextSubscriptionId, isHead: m.isHead })),
    properties: sub.properties as Record<string, unknown>,
    createdAt: sub.createdAt.toISOString(),
  };
}

/** A folder counts the unread items of its enabled subscriptions; a disabled folder shows none. */
export function folderUnread(folder: Pick<Folder, "enabled">, memberIds: string[], counts: Map<string, SubscriptionCount>): number {
  if (!folder.enabled) return 0;
  return memberIds.reduce((sum, id) => sum + shownUnread(counts.get(id)), 0);
}

export function presentFolder(folder: Folder & { memberships: Array<{ subscriptionId: string }> }, counts: Map<string, SubscriptionCount>): FolderView {
  const members = folder.memberships.map((m) => m.subscriptionId);
  return {
    id: folder.id,
    name: folder.name,
    enabled: folder.enabled,
    unreadCount: folderUnread(folder, members, counts),
    subscriptionCount: members.length,
    properties: folder.properties as Record<string, unknown>,
  };
}

/** A feed never fetched yet (its first fetch is queued): its subscribers' counts are still to come. */
export function awaitingFirstFetch(feed: Pick<Feed, "lastRunAt" | "status">): boolean {
  return feed.lastRunAt === null && feed.status !== "deleted";
}

export interface ReadingListResponse {
  subscriptions: Record<string, SubscriptionView>;
  subscriptionTags: Record<string, FolderView>;
  feeds: Record<string, FeedView>;
  filters: Record<string, never>;
  actions: Record<string, never>;
  allUnreadCount: number;
  recalculatingUnreadCount: boolean;
  settings: { topLevelOrder: { order: string[] } };
}

/**
 * The answer of every subscription and folder call (spec part 1 section 7: subscriptions, subscriptionTags,
 * feeds, filters, actions, allUnreadCount, recalculatingUnreadCount, settings.topLevelOrder). `only` limits
 * the subscriptions (and their feeds) to the ones a call touched; folders and counts are always complete,
 * because any change can move them. Filters and actions fill in with their issue.
 */
export async function readingListResponse(db: Db, userId: string, only?: { subscriptionIds?: string[]; folderId?: string }): Promise<ReadingListResponse> {
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
  return {
    subscriptions: Object.fromEntries(subs.map((s) => [s.id, presentSubscription(s, counts.get(s.id))])),
    subscriptionTags: Object.fromEntries(folders.map((f) => [f.id, presentFolder(f, counts)])),
    feeds: await feedViews(db, feeds),
    filters: {},
    actions: {},
    allUnreadCount: allUnread(counts),
    recalculatingUnreadCount: subs.some((s) => awaitingFirstFetch(s.feed)),
    settings: { topLevelOrder: { order: order.order.topLevel } },
  };
}

/** Feeds as the spec shows them, with subscriber and last-month counts (one statement, feedCounts). */
export async function feedViews(db: Db, feeds: Feed[]): Promise<Record<string, FeedView>> {
  if (!feeds.length) return {};
  const counts = await feedCounts(db, feeds.map((f) => f.id));
  return Object.fromEntries(feeds.map((f) => [f.id, presentFeed(f, counts.get(f.id) ?? { subscribers: 0, lastMonth: 0 })]));
}
