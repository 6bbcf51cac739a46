/**
 * What the actions service asks of Temporal (temporal/src/client.ts implements it; the api and the worker pass it
 * to createServices). Without it, deliveries wait as pending rows until a worker's action sweep starts them, and
 * re-runs run in the api process.
 */
export interface ActionWorkflows {
  /** Starts the `action-batch-{batchId}` workflow, or joins the one running: a batch is never delivered twice at once. */
  deliverBatch(batchId: string): Promise<void>;
  /**
   * Starts `action-run-{actionId}` over the newest `maxItems` matching items and waits up to `waitMs` for it.
   * `already-running` when a run of that action has not finished: a second run is refused, not doubled.
   */
  run(actionId: string, maxItems: number, waitMs: number): Promise<{ status: "finished" | "running" | "already-running"; workflowId: string }>;
}

export const batchWorkflowId = (batchId: string) => `action-batch-${batchId}`;
export const runWorkflowId = (actionId: string) => `action-run-${actionId}`;
