import { proxyActivities } from "@temporalio/workflow";
import type { Activities } from "../activities/index.js";

const { planWebSubRequests } = proxyActivities<Activities>({ startToCloseTimeout: "1 minute", retry: { maximumAttempts: 3 } });
// One hub request: the fetcher's own timeout (15 s) per hop, a few redirects at most. A failure the hub answered is
// recorded by the service (and waits for its retry time), so retries here only cover a crashed worker.
const { requestWebSub } = proxyActivities<Activities>({ startToCloseTimeout: "2 minutes", retry: { maximumAttempts: 2 } });

/** Hub requests sent at once by one run (hubs are few; a run with many new subscriptions takes a little longer). */
const AT_ONCE = 8;

/**
 * Started by its Schedule every WEBSUB_RENEW_INTERVAL_MINUTES: lapsed leases are marked (their feeds polled again),
 * then each subscription that needs it is renewed, subscribed or unsubscribed at its hub (webSubPolicy.ts).
 */
export async function webSubLeasesWorkflow(): Promise<{ lapsed: number; subscribed: number; unsubscribed: number; failed: number }> {
  const plan = await planWebSubRequests();
  const totals = { lapsed: plan.lapsed, subscribed: 0, unsubscribed: 0, failed: 0 };
  for (let i = 0; i < plan.requests.length; i += AT_ONCE) {
    const chunk = plan.requests.slice(i, i + AT_ONCE);
    const results = await Promise.all(chunk.map((r) => requestWebSub(r.feedId, r.mode)));
    results.forEach((ok, j) => {
      if (!ok) totals.failed += 1;
      else if (chunk[j]!.mode === "subscribe") totals.subscribed += 1;
      else totals.unsubscribed += 1;
    });
  }
  return totals;
}
