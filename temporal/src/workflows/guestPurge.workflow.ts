import { proxyActivities } from "@temporalio/workflow";
import type { Activities } from "../activities/index.js";

const { purgeExpiredGuests, pruneRateLimitBuckets } = proxyActivities<Activities>({
  startToCloseTimeout: "5 minutes",
  retry: { maximumAttempts: 5 },
});

/** Periodic account maintenance, started by its Schedule: purge expired guests, prune rate-limit windows. */
export async function guestPurgeWorkflow(): Promise<{ purgedGuests: number; prunedBuckets: number }> {
  const purgedGuests = await purgeExpiredGuests();
  const prunedBuckets = await pruneRateLimitBuckets();
  return { purgedGuests, prunedBuckets };
}
