import { ApplicationFailure, heartbeat } from "@temporalio/activity";
import { DeliveryFailure, DigestGone, DomainError, type DueFeed, type RefreshOutcome, type Services, type SweepLane } from "../../../api/src/workerEntry.js";

/** A claimed sweep batch is leased this long, so a dead worker's batch comes back by itself. */
const LEASE_SECONDS = 600;

/** Digest steps: a deleted digest and a refusal a user can read are final (the workflow does not retry them). */
async function digestStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    if (e instanceof DigestGone) throw ApplicationFailure.create({ message: e.message, type: "DigestGone", nonRetryable: true });
    if (e instanceof DomainError) throw ApplicationFailure.create({ message: e.message, type: "DigestRejected", nonRetryable: true });
    throw e;
  }
}

/** Upload steps: a refusal a user must act on (no account, a bad request) is final; anything else is retried. */
async function uploadStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    if (e instanceof DomainError) throw ApplicationFailure.create({ message: e.message, type: "UploadRejected", nonRetryable: true });
    if (e instanceof Error && e.name === "PlatformError" && (e as Error & { kind?: string }).kind === "rejected") {
      throw ApplicationFailure.create({ message: e.message, type: "UploadRejected", nonRetryable: true });
    }
    throw e;
  }
}

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
    /** WebSub: marks lapsed leases (their feeds polled again) and lists the hub requests due (webSubPolicy.ts). */
    async planWebSubRequests(): Promise<{ lapsed: number; requests: Array<{ feedId: string; mode: "subscribe" | "unsubscribe" }> }> {
      return services.feeds.webSub.plan();
    },
    /** One hub request (subscribe, renew or unsubscribe); false when the hub refused or could not be reached (recorded). */
    async requestWebSub(feedId: string, mode: "subscribe" | "unsubscribe"): Promise<boolean> {
      return (await services.feeds.webSub.request(feedId, mode)).ok;
    },
    /** Deletes guests older than GUEST_MAX_AGE_DAYS and everything they own; returns how many. */
    async purgeExpiredGuests(): Promise<number> {
      return services.users.purgeExpiredGuests();
    },
    /** Drops read rows the watermarks made redundant (in batches); returns how many. */
    async pruneReadStates(): Promise<number> {
      return services.content.pruneReadStates();
    },
    /** The actions with deliveries still to do in an ingest batch or re-run. */
    async pendingActionIds(batchId: string): Promise<string[]> {
      return services.actions.pendingActionIds(batchId);
    },
    /**
     * Carries out one action's pending deliveries of a batch (each marked done after its side effect, so a retry
     * redoes only the rest). A failure is retried after the receiver's Retry-After when it gave one; a permanent one
     * (ActionDeliveryRejected) is not.
     */
    async deliverActions(batchId: string, actionId: string): Promise<{ delivered: number; skipped: number }> {
      try {
        return await services.actions.deliver(batchId, actionId, { heartbeat: (done) => heartbeat(done) });
      } catch (e) {
        if (!(e instanceof DeliveryFailure)) throw e;
        throw ApplicationFailure.create({
          message: e.message,
          type: e.permanent ? "ActionDeliveryRejected" : "ActionDeliveryFailed",
          nonRetryable: e.permanent,
          ...(e.retryAfterMs !== undefined ? { nextRetryDelay: e.retryAfterMs } : {}),
        });
      }
    },
    /** Fails an action for good: the batch's rest given up, the action turned off with the message, its owner emailed. */
    async failAction(actionId: string, batchId: string, message: string): Promise<void> {
      await services.actions.fail(actionId, batchId, message);
    },
    /** Records a re-run's deliveries (the newest matching items) under the run's id. */
    async prepareActionRun(actionId: string, maxItems: number, runId: string): Promise<{ batchId: string; items: number }> {
      return services.actions.prepareRun(actionId, maxItems, runId);
    },
    /** The action sweep: deliveries no hook recorded, batches whose workflow never started, old rows pruned. */
    async sweepActions(): Promise<{ feeds: number; tags: number; recorded: number; restarted: number; pruned: number }> {
      return services.actions.sweep(new Date(), () => heartbeat());
    },
    /** A scheduled run's digest, recorded under the workflow's id for it (null: the series is gone or off). */
    async beginScheduledDigest(scheduledDigestId: string, digestId: string): Promise<{ digestId: string; status: string } | null> {
      return services.digestGeneration.beginScheduled(scheduledDigestId, digestId);
    },
    async selectDigestItems(digestId: string): Promise<{ items: number; text: boolean; audio: boolean; video: boolean }> {
      return digestStep(() => services.digestGeneration.select(digestId));
    },
    async writeDigestText(digestId: string): Promise<{ items: number; characters: number }> {
      heartbeat();
      return digestStep(() => services.digestGeneration.text(digestId));
    },
    /** Speaks and encodes the audio; heartbeats after each spoken segment. */
    async writeDigestAudio(digestId: string): Promise<{ segments: number; seconds: number }> {
      heartbeat();
      return digestStep(() => services.digestGeneration.audio(digestId, (done) => heartbeat(done)));
    },
    /**
     * Renders the video from the finished audio; heartbeats after each slide and every 10 s while ffmpeg works (each
     * ffmpeg run has its own limit, so a stuck encoder fails the attempt rather than holding it).
     */
    async writeDigestVideo(digestId: string): Promise<{ slides: number; pictures: number; seconds: number }> {
      heartbeat();
      const alive = setInterval(() => heartbeat(), 10_000);
      try {
        return await digestStep(() => services.digestGeneration.video(digestId, (done) => heartbeat(done)));
      } finally {
        clearInterval(alive);
      }
    },
    /** Completed, published now; `note` records what the digest lacks (its video could not be made). */
    async completeDigest(digestId: string, note?: string): Promise<void> {
      return digestStep(() => services.digestGeneration.complete(digestId, note));
    },
    async emailDigest(digestId: string): Promise<boolean> {
      return digestStep(() => services.digestGeneration.email(digestId));
    },
    async failDigest(digestId: string, message: string): Promise<void> {
      return digestStep(() => services.digestGeneration.fail(digestId, message));
    },
    /**
     * Fetches queued full articles for up to a few minutes (one page per host per turn, heartbeating each round);
     * answers what it did and when the queue has something claimable next (null: empty).
     */
    async drainFullArticles(): Promise<{ fetched: number; stored: number; noarchive: number; failed: number; retrying: number; nextInMs: number | null }> {
      return services.fullArticles.drain({ heartbeat: (done) => heartbeat(done) });
    },
    /** A channel run's digests, recorded as pending under the run's id, best story first (none: disabled or gone). */
    async beginChannelRun(channelId: string, runId: string): Promise<string[]> {
      return services.channels.beginRun(channelId, runId);
    },
    /** An upload's file made ready for its platform (TikTok: a 24 fps copy of the slideshow); heartbeats while ffmpeg works. */
    async prepareVideoUpload(uploadId: string): Promise<void> {
      heartbeat();
      const alive = setInterval(() => heartbeat(), 15_000);
      try {
        await uploadStep(() => services.uploads.prepare(uploadId, () => heartbeat()));
      } finally {
        clearInterval(alive);
      }
    },
    /** Sends the video by the platform's resumable protocol, resuming where the platform stands; heartbeats per chunk. */
    async transferVideoUpload(uploadId: string): Promise<{ publishId?: string; videoId?: string }> {
      heartbeat();
      const alive = setInterval(() => heartbeat(), 15_000);
      try {
        return await uploadStep(() => services.uploads.transfer(uploadId, (done) => heartbeat(done)));
      } finally {
        clearInterval(alive);
      }
    },
    async failVideoUpload(uploadId: string, message: string): Promise<void> {
      await services.uploads.fail(uploadId, message);
    },
    /** Drops rate-limit windows that ended more than a day ago; returns how many rows. */
    async pruneRateLimitBuckets(): Promise<number> {
      return services.users.pruneRateLimitBuckets();
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
