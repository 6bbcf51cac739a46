import { heartbeat } from "@temporalio/activity";
import type { DueFeed, RefreshOutcome, Services, SweepLane } from "../../../api/src/workerEntry.js";

/** A claimed sweep batch is leased this long, so a dead worker's batch comes back by itself. */
const LEASE_SECONDS = 600;

/**
 * Every activity, closed over the worker's services (createWorkerServices, the API's composition root).
 * Activities are thin calls into services: a new workflow adds its activities here and its logic there.
 */
export function createActivities(services: Services) {
  return {
    /** Claims a batch of due feeds (leased for 10 minutes), of one lane's hosts when the sweep runs lanes. */
    async claimDueFeeds(limit: number, lane: SweepLane | null = null): Promise<DueFeed[]> {
      return services.feeds.claimDue(limit, LEASE_SECONDS, lane);
    },
    /** Refreshes a claimed batch: bounded concurrency, 2 requests per host; heartbeats progress. */
    async refreshFeeds(feeds: DueFeed[]): Promise<{ refreshed: number; newItems: number; errors: number }> {
      const outcomes = await services.feeds.refreshBatch(feeds, { concurrency: 16, perHost: 2, onProgress: (done) => heartbeat(done) });
      return {
        refreshed: outcomes.length,
        newItems: outcomes.reduce((n, o) => n + o.itemsNew, 0),
        errors: outcomes.filter((o) => o.result === "error").length,
      };
    },
    /**
     * Topics and stories for the items stored since the last run (the queue a trigger fills on insert): runs after
     * each ingest batch. One process at a time does the work; another already doing it makes this return at once
     * ({ ran: false }), and that one takes the queue as it finds it. Heartbeats each chunk.
     */
    async processStories(): Promise<{ ran: boolean; items: number; clustered: number; shown: number; left: number }> {
      const r = await services.storyClustering.processPending({ onProgress: (done) => heartbeat(done) });
      return { ran: r.ran, items: r.items, clustered: r.clustered, shown: r.shown, left: r.left };
    },
    /** Refreshes one feed now (a feed just added, or an admin's "fetch now"). */
    async refreshOneFeed(feedId: string): Promise<RefreshOutcome> {
      return services.feeds.refresh(feedId);
    },
    /** Deletes guests older than GUEST_MAX_AGE_DAYS and everything they own; returns how many. */
    async purgeExpiredGuests(): Promise<number> {
      return services.users.purgeExpiredGuests();
    },
    /** Drops read rows the watermarks made redundant (in batches); returns how many. */
    async pruneReadStates(): Promise<number> {
      return services.content.pruneReadStates();
    },
    /** Drops rate-limit windows that ended more than a day ago; returns how many rows. */
    async pruneRateLimitBuckets(): Promise<number> {
      return services.users.pruneRateLimitBuckets();
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
