import { patched, proxyActivities, workflowInfo } from "@temporalio/workflow";
import type { Activities } from "../activities/index.js";
import { storiesQueue } from "../shared.js";

const { claimDueFeeds } = proxyActivities<Activities>({ startToCloseTimeout: "1 minute", retry: { maximumAttempts: 3 } });
const { refreshFeeds } = proxyActivities<Activities>({
  startToCloseTimeout: "10 minutes",
  heartbeatTimeout: "2 minutes",
  retry: { maximumAttempts: 2 },
});
const { refreshOneFeed } = proxyActivities<Activities>({ startToCloseTimeout: "1 minute", retry: { maximumAttempts: 2 } });
const { processStories } = proxyActivities<Activities>({
  startToCloseTimeout: "15 minutes",
  heartbeatTimeout: "3 minutes",
  retry: { maximumAttempts: 3 },
});

const BATCH = 200;
const MAX_BATCHES = 50;
/**
 * Batches a sweep refreshes at once (each up to 16 feeds at a time, in whichever worker takes it) when its schedule
 * passes no FEED_SWEEP_LANES: one batch at a time would keep every worker but one idle, and cap a sweep at 16
 * fetches in flight however many workers run.
 */
export const SWEEP_LANES = 4;

type Totals = { batches: number; refreshed: number; newItems: number; errors: number; storyItems?: number };

/**
 * Topics and stories for what the batches stored (the work finds its items in the queue itself, so it is
 * idempotent). Its failure never fails the ingest: the items stay queued for the next run.
 */
async function stories(processStories: Activities["processStories"], totals: Totals): Promise<void> {
  try {
    const r = await processStories();
    totals.storyItems = (totals.storyItems ?? 0) + r.items;
  } catch {
    // Logged by the activity's worker (or no worker served the queue in time); the queue keeps the items.
  }
}

/**
 * Runs the stories work beside the ingest lanes: a batch with new items asks for a run; while one runs, asks
 * only mark that another is wanted after it. So the lanes never wait for it (it costs more CPU an item than the
 * ingest itself: shared.ts storiesQueue), and at most one run is in flight per sweep.
 */
class StoriesBeside {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly processStories: Activities["processStories"],
    private readonly totals: Totals,
  ) {}

  ask(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await stories(this.processStories, this.totals);
      } while (this.again);
      this.running = null;
    })();
  }

  /** The run in flight, and the one asked for after it, done. */
  async settle(): Promise<void> {
    while (this.running) await this.running;
  }
}

/**
 * Started every minute by its Schedule: claims due feeds in batches and refreshes them until none are due (or 50
 * batches a lane, so one run stays bounded; the next minute carries on). `lanes` batches run at once, each over
 * its own share of the hosts, so more workers refresh more feeds while a host still sees one batch at a time.
 * Topics and stories for the new items run on their own queue beside the lanes (StoriesBeside); the sweep ends when
 * they are done too, so a sweep's new items have their topics and stories when it completes.
 */
export async function feedSweepWorkflow(lanes = SWEEP_LANES): Promise<Totals> {
  const totals: Totals = { batches: 0, refreshed: 0, newItems: 0, errors: 0 };
  // A sweep started before lanes existed replays as it ran: one batch at a time over every host.
  const count = patched("feed-sweep-lanes") ? Math.max(1, Math.floor(lanes)) : 1;
  // Each patch is asked where the code that added it asked, so sweeps started before a change replay as they ran
  // (before "stories-queue": the work on the main queue, between a lane's batches).
  const beside = new StoriesBeside(storiesOnTheirQueue(), totals);
  const afterNewItems = async () => {
    if (patched("stories-queue")) beside.ask();
    else await stories(processStories, totals);
  };
  await Promise.all(Array.from({ length: count }, (_, index) => sweepLane(count > 1 ? { index, count } : null, totals, afterNewItems)));
  // Whatever a lane's run left (another process held the work then), and items a first fetch or Retry stored
  // outside the sweep, are taken now: at most a minute after they were stored.
  if (patched("stories-after-batch")) {
    if (patched("stories-queue")) {
      await beside.settle();
      beside.ask();
      await beside.settle();
    } else await stories(processStories, totals);
  }
  return totals;
}

/**
 * processStories on the stories queue. Not retried for long and not waited for forever: when no process serves the
 * queue (STORIES_WORKER=off everywhere), the sweep gives up after 10 minutes and the items wait in the work's queue.
 */
function storiesOnTheirQueue(): Activities["processStories"] {
  return proxyActivities<Activities>({
    taskQueue: storiesQueue(workflowInfo().taskQueue),
    scheduleToStartTimeout: "10 minutes",
    startToCloseTimeout: "15 minutes",
    heartbeatTimeout: "3 minutes",
    retry: { maximumAttempts: 3 },
  }).processStories;
}

async function sweepLane(lane: { index: number; count: number } | null, totals: Totals, afterNewItems: () => Promise<void>): Promise<void> {
  for (let i = 0; i < MAX_BATCHES; i++) {
    const due = lane ? await claimDueFeeds(BATCH, lane) : await claimDueFeeds(BATCH);
    if (due.length === 0) break;
    const r = await refreshFeeds(due);
    totals.batches += 1;
    totals.refreshed += r.refreshed;
    totals.newItems += r.newItems;
    totals.errors += r.errors;
    if (r.newItems > 0 && patched("stories-after-batch")) await afterNewItems();
    if (due.length < BATCH) break;
  }
}

/** Fetches one feed at once (a feed just added by a user). */
export async function refreshFeedWorkflow(feedId: string): Promise<{ result: string; itemsNew: number; errorCode?: string }> {
  // A user waits for this run (Retry, first fetch): its items' topics and stories come with the next sweep's run.
  return refreshOneFeed(feedId);
}
