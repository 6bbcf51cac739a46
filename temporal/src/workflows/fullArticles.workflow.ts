import { proxyActivities, sleep } from "@temporalio/workflow";
import type { Activities } from "../activities/index.js";

// A drain fetches for up to DRAIN_BUDGET_MS (3 min) and heartbeats per round of hosts.
const { drainFullArticles } = proxyActivities<Activities>({ startToCloseTimeout: "5 minutes", heartbeatTimeout: "1 minute", retry: { maximumAttempts: 3 } });

/** Rounds one run makes before it ends; the schedule starts the next within a minute. Keeps the history short. */
const MAX_ROUNDS = 20;
/** A next turn further off than this is left to the schedule (every minute) instead of a timer here. */
const MAX_SLEEP_MS = 60_000;

type Totals = { rounds: number; fetched: number; stored: number; noarchive: number; failed: number; retrying: number };

/**
 * The full article queue's drain (id `full-articles`, started by the ingest hook when it queues pages and every
 * minute by its Schedule): activities fetch due pages host by host; between them the workflow sleeps until the
 * next host's turn when that is within a minute, and ends when the queue is empty or its next turn is further off.
 */
export async function fullArticlesWorkflow(): Promise<Totals> {
  const totals: Totals = { rounds: 0, fetched: 0, stored: 0, noarchive: 0, failed: 0, retrying: 0 };
  for (let i = 0; i < MAX_ROUNDS; i++) {
    const r = await drainFullArticles();
    totals.rounds += 1;
    totals.fetched += r.fetched;
    totals.stored += r.stored;
    totals.noarchive += r.noarchive;
    totals.failed += r.failed;
    totals.retrying += r.retrying;
    if (r.nextInMs === null || r.nextInMs > MAX_SLEEP_MS) break;
    if (r.nextInMs > 0) await sleep(r.nextInMs);
  }
  return totals;
}
