import { proxyActivities, uuid4 } from "@temporalio/workflow";
import type { Activities } from "../activities/index.js";
import { generate, type Outcome } from "./digests.workflow.js";

const { beginChannelRun } = proxyActivities<Activities>({ startToCloseTimeout: "1 minute", retry: { maximumAttempts: 5 } });

/**
 * A channel's run (its Schedule `channel-{id}` starts it, one at a time): records a pending digest per new top story
 * under a run id chosen here (a retried step finds them instead of choosing again), then generates them one after
 * the other, best story first. A digest that fails is marked failed and the run goes on to the next.
 */
export async function channelRunWorkflow(input: { channelId: string }): Promise<{ digests: Outcome[] }> {
  const digestIds = await beginChannelRun(input.channelId, uuid4());
  const digests: Outcome[] = [];
  for (const digestId of digestIds) digests.push(await generate(digestId));
  return { digests };
}
