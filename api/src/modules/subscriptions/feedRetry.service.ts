import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import { DomainError } from "../../errors.js";
import type { User } from "../../generated/prisma/client.js";
import { enforceRateLimits } from "../auth/rateLimit.service.js";
import { feedFailure } from "../feeds/feedFailure.js";
import type { FeedFetchQueue } from "./feedFetchQueue.js";

export type FeedRetryService = ReturnType<typeof createFeedRetryService>;

/**
 * Retry (the failing feed's banner, `POST /subscriptions/{id}/retry`): fetch the feed behind one of the user's
 * subscriptions now, through the same path a new feed's first fetch takes, and answer once that run is over.
 * Limited per user and feed (RATE_LIMIT_FEED_RETRY_PER_FEED, 3 per 5 min) so nobody can make us hammer a
 * publisher, and per user overall (RATE_LIMIT_FEED_RETRY_PER_USER, 30 an hour); the sweep keeps retrying on
 * its own backoff either way.
 */
export function createFeedRetryService({ db, config, fetchQueue }: { db: Db; config: Config; fetchQueue: FeedFetchQueue }) {
  return {
    async retry(user: User, subscriptionId: string): Promise<{ subscriptionId: string; feedId: string }> {
      const sub = /^[0-9a-f-]{36}$/i.test(subscriptionId)
        ? await db.feedSubscription.findUnique({ where: { id: subscriptionId }, select: { id: true, userId: true, feedId: true } })
        : null;
      // Another user's subscription is reported exactly like a missing one.
      if (!sub || sub.userId !== user.id) throw new DomainError("NOT_FOUND", { message: "Subscription not found" });
      const feed = await db.feed.findUniqueOrThrow({ where: { id: sub.feedId } });
      const failure = feedFailure(feed);
      if (failure && !failure.retryable) throw new DomainError("FEED_FETCH_FAILED", { message: failure.message });
      await enforceRateLimits(db, [
        { key: `feed-retry:${user.id}:${feed.id}`, rule: config.rateLimits.feedRetryPerFeed },
        { key: `feed-retry:${user.id}`, rule: config.rateLimits.feedRetryPerUser },
      ]);
      // A feed that answered 410 is deleted and never fetched; the user asking is reason enough to try it once
      // more (a second 410 deletes it again).
      if (feed.status === "deleted") await db.feed.updateMany({ where: { id: feed.id, status: "deleted" }, data: { status: "unknown" } });
      await fetchQueue.refreshNow(feed.id);
      return { subscriptionId: sub.id, feedId: feed.id };
    },
  };
}
