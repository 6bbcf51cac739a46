import { proxyActivities } from "@temporalio/workflow";
import type { Activities } from "../activities/index.js";

const { purgeExpiredGuests, pruneRateLimitBuckets, pruneReadStates } = proxyActivities<Activities>({
  startToCloseTimeout: "5 minutes",
  retry: { maximumAttempts: 5 },
});

/**
 * Periodic account maintenance, started by its Schedule: purge expired guests, prune rate-limit windows and the
 * read rows the read watermarks made redundant.
 */
export async function guestPurgeWorkflow(): Promise<{ purgedGuests: number; prunedBuckets: number; prunedReadStates: number }> {
  const purgedGuests = await purgeExpiredGuests();
  const prunedBuckets = await pruneRateLimitBuckets();
  const prunedReadStates = await pruneReadStates();
  return { purgedGuests, prunedBuckets, prunedReadStates };
}
