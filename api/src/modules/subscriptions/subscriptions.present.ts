import { shownUnread, type SubscriptionCount } from "../../core/unreadCounts.js";
import type { Feed, FeedSubscription, FolderMembership } from "../../generated/prisma/client.js";

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

/** A feed never fetched yet (its first fetch is queued): its subscribers' counts are still to come. */
export function awaitingFirstFetch(feed: Pick<Feed, "lastRunAt" | "status">): boolean {
  return feed.lastRunAt === null && feed.status !== "deleted";
}
