import type { Logger } from "../../logger.js";

/**
 * First fetches of feeds users just added. `fetchNow` runs in the request (the user waits for the feed);
 * `fetchSoon` hands the work to the background: Temporal when the api has a starter for it (any worker
 * picks it up), else a small in-process queue. Either way the minute sweeper also picks up any new feed
 * with a subscriber, so a lost hand-off only delays a feed, never loses it.
 */
export interface FeedFetchQueue {
  fetchNow(feedId: string): Promise<void>;
  fetchSoon(feedId: string): void;
  /**
   * A user's Retry: refreshes the feed now by the same path first fetches take (the refresh-one workflow on
   * Temporal when the api has a starter, else in this process) and resolves once that run has finished, so
   * the caller can answer the feed's new state. Two retries of one feed at once share one run.
   */
  refreshNow(feedId: string): Promise<void>;
  /**
   * An admin's Fetch now (PATCH /admin/feeds/{id} fetchNow): queues one refresh of the feed at once, on Temporal
   * when the api has a starter (the refresh-one workflow, id `fetch-now-{feedId}`; a run already going for it is
   * joined), else on the in-process queue. Resolves once queued, not when the fetch is done.
   */
  queueNow(feedId: string): Promise<void>;
  /** Resolves when the in-process queue is empty (tests and shutdown). */
  idle(): Promise<void>;
}

/**
 * Starts the refresh-one workflow for a feed (wired to the Temporal client by the api's main). `wait`: resolve
 * only when the run has finished; `workflowId`: another id than the first fetch's (`first-fetch-{feedId}`).
 */
export type StartFeedRefresh = (feedId: string, opts?: { workflowId?: string; wait?: boolean }) => Promise<void>;

export interface FeedFetchQueueDeps {
  log: Logger;
  /** Fetches one feed in this process (the feeds service's refresh). */
  refresh: (feedId: string) => Promise<unknown>;
  startRefresh?: StartFeedRefresh | undefined;
  concurrency?: number;
}

export function createFeedFetchQueue(deps: FeedFetchQueueDeps): FeedFetchQueue {
  const concurrency = deps.concurrency ?? 4;
  const pending: string[] = [];
  const queued = new Set<string>();
  let running = 0;
  let waiters: Array<() => void> = [];
  const retries = new Map<string, Promise<void>>();

  const settle = () => {
    if (running === 0 && pending.length === 0) {
      for (const w of waiters) w();
      waiters = [];
    }
  };
  const pump = () => {
    while (running < concurrency && pending.length) {
      const id = pending.shift()!;
      running += 1;
      deps.refresh(id)
        .catch((err: unknown) => deps.log.error({ err, feedId: id }, "first fetch failed"))
        .finally(() => {
          running -= 1;
          queued.delete(id);
          pump();
          settle();
        });
    }
  };

  return {
    async fetchNow(feedId) {
      await deps.refresh(feedId);
    },
    fetchSoon(feedId) {
      if (queued.has(feedId)) return;
      queued.add(feedId);
      if (deps.startRefresh) {
        deps.startRefresh(feedId).then(
          () => queued.delete(feedId),
          (err: unknown) => {
            deps.log.warn({ err, feedId }, "could not start the first fetch on Temporal, fetching in-process");
            pending.push(feedId);
            pump();
          },
        );
        return;
      }
      pending.push(feedId);
      pump();
    },
    refreshNow(feedId) {
      const running = retries.get(feedId);
      if (running) return running;
      const run = (async () => {
        if (deps.startRefresh) {
          try {
            await deps.startRefresh(feedId, { workflowId: `retry-${feedId}`, wait: true });
            return;
          } catch (err) {
            deps.log.warn({ err, feedId }, "could not retry the feed on Temporal, fetching in-process");
          }
        }
        await deps.refresh(feedId);
      })().finally(() => retries.delete(feedId));
      retries.set(feedId, run);
      return run;
    },
    async queueNow(feedId) {
      if (deps.startRefresh) {
        try {
          await deps.startRefresh(feedId, { workflowId: `fetch-now-${feedId}` });
          return;
        } catch (err) {
          deps.log.warn({ err, feedId }, "could not queue the fetch on Temporal, fetching in-process");
        }
      }
      if (queued.has(feedId)) return;
      queued.add(feedId);
      pending.push(feedId);
      pump();
    },
    idle() {
      return new Promise((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
  };
}
