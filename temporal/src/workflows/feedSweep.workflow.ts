import { proxyActivities } from "@temporalio/workflow";
import type { Activities } from "../activities/index.js";

const { claimDueFeeds } = proxyActivities<Activities>({ startToCloseTimeout: "1 minute", retry: { maximumAttempts: 3 } });
const { refreshFeeds } = proxyActivities<Activities>({
  startToCloseTimeout: "10 minutes",
  heartbeatTimeout: "2 minutes",
  retry: { maximumAttempts: 2 },
});
const { refreshOneFeed } = proxyActivities<Activities>({ startToCloseTimeout: "1 minute", retry: { maximumAttempts: 2 } });

const BATCH = 200;
const MAX_BATCHES = 50;

/**
 * Started every minute by its Schedule: claims due feeds in batches and refreshes them until none are due
 * (or 50 batches, so one run stays bounded; the next minute carries on).
 */
export async function feedSweepWorkflow(): Promise<{ batches: number; refreshed: number; newItems: number; errors: number }> {
  const totals = { batches: 0, refreshed: 0, newItems: 0, errors: 0 };
  for (let i = 0; i < MAX_BATCHES; i++) {
    const due = await claimDueFeeds(BATCH);
    if (due.length === 0) break;
    const r = await refreshFeeds(due);
    totals.batches += 1;
    totals.refreshed += r.refreshed;
    totals.newItems += r.newItems;
    totals.errors += r.errors;
    if (due.length < BATCH) break;
  }
  return totals;
}

/** Fetches one feed at once (a feed just added by a user). */
export async function refreshFeedWorkflow(feedId: string): Promise<{ result: string; itemsNew: number; errorCode?: string }> {
  return refreshOneFeed(feedId);
}
