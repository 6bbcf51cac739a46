import { Client, Connection, WorkflowExecutionAlreadyStartedError } from "@temporalio/client";
import type { Config } from "../../api/src/workerEntry.js";
import { REFRESH_FEED_WORKFLOW } from "./shared.js";

/** Connects a Temporal client to config.temporal.address; throws a clear error when none is configured. */
export async function connectTemporal(config: Config): Promise<{ connection: Connection; client: Client }> {
  const address = config.temporal.address;
  if (!address) throw new Error("TEMPORAL_ADDRESS is not set: background features are off.");
  const connection = await Connection.connect({ address, connectTimeout: "5s" });
  return { connection, client: new Client({ connection, namespace: config.temporal.namespace }) };
}

let cached: { address: string; connection: Promise<Connection> } | undefined;

/**
 * Readiness probe for /readyz: "disabled" without TEMPORAL_ADDRESS, else whether the frontend answers a
 * health check within 2 s. The connection is reused between probes.
 */
export async function temporalReachable(config: Config): Promise<boolean | "disabled"> {
  const address = config.temporal.address;
  if (!address) return "disabled";
  if (cached?.address !== address) cached = { address, connection: Connection.connect({ address, connectTimeout: "2s" }) };
  try {
    const connection = await cached.connection;
    await connection.withDeadline(Date.now() + 2000, () => connection.healthService.check({}));
    return true;
  } catch {
    cached = undefined;
    return false;
  }
}

/**
 * For the api: starts the refresh-one workflow for a feed a user just added (any worker runs it). The
 * workflow id is per feed, so a burst of subscribers to one new feed starts one fetch.
 */
export function createFeedRefreshStarter(config: Config): (feedId: string) => Promise<void> {
  let client: Promise<Client> | undefined;
  return async (feedId) => {
    client ??= connectTemporal(config).then((c) => c.client);
    try {
      await (await client).workflow.start(REFRESH_FEED_WORKFLOW, {
        taskQueue: config.temporal.taskQueue,
        workflowId: `first-fetch-${feedId}`,
        args: [feedId],
        workflowIdConflictPolicy: "USE_EXISTING",
      });
    } catch (e) {
      if (e instanceof WorkflowExecutionAlreadyStartedError) return;
      client = undefined; // reconnect next time
      throw e;
    }
  };
}
