import { ActivityFailure, ApplicationFailure, proxyActivities, workflowInfo } from "@temporalio/workflow";
import type { Activities } from "../activities/index.js";
import type { ActionRetry } from "../shared.js";

// Short timeouts: a worker killed during one of these hands it to another within them, not minutes later.
const { pendingActionIds, failAction, prepareActionRun } = proxyActivities<Activities>({
  startToCloseTimeout: "1 minute",
  retry: { maximumAttempts: 5 },
});
// The sweep heartbeats per feed and tag it records: its schedule skips a minute while one runs, so a sweep lost
// with its worker must be noticed in seconds (bench/actions: a 5-minute timeout held recovery up that long).
const { sweepActions } = proxyActivities<Activities>({ startToCloseTimeout: "10 minutes", heartbeatTimeout: "30 seconds", retry: { maximumAttempts: 2 } });

/** Delivering is retried per the input; permanent failures (ActionDeliveryRejected) are not. */
function deliverer(retry: ActionRetry) {
  return proxyActivities<Activities>({
    startToCloseTimeout: "10 minutes",
    // A killed worker's batch is taken over by another within this; each delivery finished heartbeats.
    heartbeatTimeout: "30 seconds",
    retry: {
      maximumAttempts: retry.maximumAttempts,
      initialInterval: retry.initialIntervalMs,
      backoffCoefficient: 2,
      maximumInterval: "10 minutes",
      nonRetryableErrorTypes: ["ActionDeliveryRejected"],
    },
  }).deliverActions;
}

/** What the user reads when delivering failed for good: the receiver's answer, and how often it was tried. */
function failureMessage(err: unknown, attempts: number): string {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure) {
    return cause.nonRetryable || cause.type === "ActionDeliveryRejected" || attempts <= 1 ? cause.message : `${cause.message} (tried ${attempts} times)`;
  }
  return "The action did not finish in time";
}

/**
 * One ingest batch's deliveries (id `action-batch-{batchId}`, started by the ingest hook or the action sweep): one
 * activity per action with pending deliveries, all at once. An action whose deliveries still fail after their
 * retries, or fail permanently, is failed: turned off, its message recorded and its owner emailed.
 */
export async function actionBatchWorkflow(input: { batchId: string; retry: ActionRetry }): Promise<{ actions: number; delivered: number; failed: number }> {
  const deliverActions = deliverer(input.retry);
  const actionIds = await pendingActionIds(input.batchId);
  const totals = { actions: actionIds.length, delivered: 0, failed: 0 };
  await Promise.all(
    actionIds.map(async (actionId) => {
      try {
        totals.delivered += (await deliverActions(input.batchId, actionId)).delivered;
      } catch (err) {
        totals.failed += 1;
        await failAction(actionId, input.batchId, failureMessage(err, input.retry.maximumAttempts));
      }
    }),
  );
  return totals;
}

/** Attempts of a re-run's deliveries: a user waits for the answer, so fewer than a batch's. */
const RUN_ATTEMPTS = 3;

/**
 * A re-run (id `action-run-{actionId}`: one at a time per action) over the newest `maxItems` matching items, acting
 * on them again; a failure fails the action as a batch's does.
 */
export async function actionRunWorkflow(input: { actionId: string; maxItems: number; retry: ActionRetry }): Promise<{ items: number; delivered: number; error: string | null }> {
  const attempts = Math.min(RUN_ATTEMPTS, input.retry.maximumAttempts);
  const deliverActions = deliverer({ ...input.retry, maximumAttempts: attempts });
  const { batchId, items } = await prepareActionRun(input.actionId, input.maxItems, workflowInfo().runId);
  try {
    const { delivered } = await deliverActions(batchId, input.actionId);
    return { items, delivered, error: null };
  } catch (err) {
    const message = failureMessage(err, attempts);
    await failAction(input.actionId, batchId, message);
    return { items, delivered: 0, error: message };
  }
}

/** Every minute (rivulet-action-sweep): deliveries no hook recorded, batches never started, old rows pruned. */
export async function actionSweepWorkflow(): Promise<{ feeds: number; tags: number; recorded: number; restarted: number; pruned: number }> {
  return sweepActions();
}
