import { heartbeat } from "@temporalio/activity";
import type { Config } from "../../../api/src/config.js";
import type { Db } from "../../../api/src/db.js";
import type { Logger } from "../../../api/src/logger.js";
import { pruneRateLimitBuckets } from "../../../api/src/modules/auth/rateLimit.service.js";
import { pruneReadStates } from "../../../api/src/modules/content/readState.js";
import { refreshFeed } from "../../../api/src/modules/feeds/feedRefresh.service.js";
import { claimDueFeeds, refreshBatch, type DueFeed } from "../../../api/src/modules/feeds/feedSweep.service.js";
import type { PubSub } from "../../../api/src/realtime/pubsub.js";
import type { Fetcher } from "../../../api/src/reader/fetch/fetchDocument.js";
import { purgeExpiredGuests } from "../../../api/src/modules/users/guestPurge.service.js";

export interface ActivityDeps {
  db: Db;
  config: Config;
  log: Logger;
  fetcher: Fetcher;
  /** Announces new items to every api instance; optional so tools can run activities without it. */
  pubsub?: PubSub;
}

/** Every activity, closed over the worker's dependencies. Activities are thin calls into api services. */
export function createActivities({ db, config, log, fetcher, pubsub }: ActivityDeps) {
  const refreshDeps = {
    db,
    fetcher,
    log,
    onNewItems: pubsub ? (feedId: string, contentItemIds: string[]) => pubsub.publish("contentItemsAdded", { feedId, contentItemIds }) : undefined,
  };
  return {
    /** Claims a batch of due feeds (leased for 10 minutes, so a dead worker's batch comes back by itself). */
    async claimDueFeeds(limit: number): Promise<DueFeed[]> {
      return claimDueFeeds(db, limit, 600);
    },
    /** Refreshes a claimed batch: bounded concurrency, 2 requests per host; heartbeats progress. */
    async refreshFeeds(feeds: DueFeed[]): Promise<{ refreshed: number; newItems: number; errors: number }> {
      const outcomes = await refreshBatch(refreshDeps, feeds, { concurrency: 16, perHost: 2, onProgress: (done) => heartbeat(done) });
      return {
        refreshed: outcomes.length,
        newItems: outcomes.reduce((n, o) => n + o.itemsNew, 0),
        errors: outcomes.filter((o) => o.result === "error").length,
      };
    },
    /** Refreshes one feed now (a feed just added, or an admin's "fetch now"). */
    async refreshOneFeed(feedId: string): Promise<{ result: string; itemsNew: number; errorCode?: string }> {
      return refreshFeed(refreshDeps, feedId);
    },
    /** Deletes guests older than GUEST_MAX_AGE_DAYS and everything they own; returns how many. */
    async purgeExpiredGuests(): Promise<number> {
      const purged = await purgeExpiredGuests(db, { maxAgeDays: config.guests.maxAgeDays });
      if (purged > 0) log.info({ purged }, "expired guests purged");
      return purged;
    },
    /** Drops read rows the watermarks made redundant (in batches); returns how many. */
    async pruneReadStates(): Promise<number> {
      const pruned = await pruneReadStates(db);
      if (pruned > 0) log.info({ pruned }, "redundant read rows pruned");
      return pruned;
    },
    /** Drops rate-limit windows that ended more than a day ago; returns how many rows. */
    async pruneRateLimitBuckets(): Promise<number> {
      return pruneRateLimitBuckets(db);
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
