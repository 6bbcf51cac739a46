import { Client, Connection, ScheduleAlreadyRunning, ScheduleNotFoundError, ScheduleOverlapPolicy, WorkflowExecutionAlreadyStartedError, type ScheduleOptions } from "@temporalio/client";
import {
  batchWorkflowId, channelRunOffsetMinutes, channelScheduleId, digestWorkflowId, FULL_ARTICLES_WORKFLOW_ID, runWorkflowId, seriesScheduleId, uploadWorkflowId,
  type ActionWorkflows, type ChannelWorkflows, type Config, type DigestWorkflows, type FullArticleWorkflows, type UploadWorkflows,
} from "../../api/src/workerEntry.js";
import {
  ACTION_BATCH_WORKFLOW, ACTION_RUN_WORKFLOW, CHANNEL_RUN_WORKFLOW, DIGEST_SERIES_WORKFLOW, DIGEST_WORKFLOW, FULL_ARTICLES_WORKFLOW, REFRESH_FEED_WORKFLOW,
  VIDEO_UPLOAD_WORKFLOW,
} from "./shared.js";

/** Connects a Temporal client to config.temporal.address; throws a clear error when none is configured. */
export async function connectTemporal(config: Config): Promise<{ connection: Connection; client: Client }> {
  const address = config.temporal.address;
  if (!address) throw new Error("TEMPORAL_ADDRESS is not set: background features are off.");
  const connection = await Connection.connect({ address, connectTimeout: "5s" });
  return { connection, client: new Client({ connection, namespace: config.temporal.namespace }) };
}

/** A client connected on first use and shared after; a failed connection is tried again on the next call. */
function lazyClient(config: Config): () => Promise<Client> {
  let client: Promise<Client> | undefined;
  return () => {
    client ??= connectTemporal(config).then((c) => c.client);
    client.catch(() => (client = undefined));
    return client;
  };
}

/** Creates a Schedule, or brings an existing one to these options, paused or running as `enabled` says. */
async function upsertSchedule(c: Client, options: ScheduleOptions, enabled: boolean, what: string): Promise<void> {
  try {
    await c.schedule.create(options);
  } catch (e) {
    if (!(e instanceof ScheduleAlreadyRunning)) throw e;
    const handle = c.schedule.getHandle(options.scheduleId);
    await handle.update((previous) => ({ ...previous, spec: options.spec, action: options.action, policies: { ...previous.policies, ...options.policies } }));
    const paused = (await handle.describe()).state.paused;
    if (paused && enabled) await handle.unpause(`${what} enabled`);
    if (!paused && !enabled) await handle.pause(`${what} disabled`);
  }
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

/** How long a waiting caller (a user's Retry) waits for the run: a fetch's own timeout is 15 s. */
const WAIT_MS = 30_000;

/**
 * For the api: starts the refresh-one workflow for a feed a user just added (any worker runs it). The
 * workflow id is per feed, so a burst of subscribers to one new feed starts one fetch. With `wait` (a user's
 * Retry, id `retry-{feedId}`) it resolves when the run has finished, or after 30 s at most.
 */
export function createFeedRefreshStarter(config: Config): (feedId: string, opts?: { workflowId?: string; wait?: boolean }) => Promise<void> {
  let client: Promise<Client> | undefined;
  return async (feedId, opts = {}) => {
    client ??= connectTemporal(config).then((c) => c.client);
    const workflowId = opts.workflowId ?? `first-fetch-${feedId}`;
    let handle;
    try {
      // USE_EXISTING: a run already going for this id is joined, not duplicated.
      handle = await (await client).workflow.start(REFRESH_FEED_WORKFLOW, {
        taskQueue: config.temporal.taskQueue,
        workflowId,
        args: [feedId],
        workflowIdConflictPolicy: "USE_EXISTING",
      });
    } catch (e) {
      if (!(e instanceof WorkflowExecutionAlreadyStartedError)) {
        client = undefined; // reconnect next time
        throw e;
      }
      if (!opts.wait) return;
      handle = (await client).workflow.getHandle(workflowId);
    }
    if (!opts.wait) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      handle.result().catch(() => undefined),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_MS))),
    ]).finally(() => clearTimeout(timer));
  };
}

/**
 * For the api and the worker: starts the action workflows. A batch's id names its workflow and joins one already
 * running (USE_EXISTING), so a batch is never delivered twice at once; a finished one may run again for what the
 * sweep finds still pending. A re-run refuses a second one while the first runs (FAIL) and is waited for up to
 * `waitMs`.
 */
export function createActionWorkflows(config: Config): ActionWorkflows {
  const connect = lazyClient(config);
  const retry = config.actions.retry;
  return {
    async deliverBatch(batchId) {
      await (await connect()).workflow.start(ACTION_BATCH_WORKFLOW, {
        taskQueue: config.temporal.taskQueue,
        workflowId: batchWorkflowId(batchId),
        args: [{ batchId, retry }],
        workflowIdConflictPolicy: "USE_EXISTING",
      });
    },
    async run(actionId, maxItems, waitMs) {
      const workflowId = runWorkflowId(actionId);
      let handle;
      try {
        handle = await (await connect()).workflow.start(ACTION_RUN_WORKFLOW, {
          taskQueue: config.temporal.taskQueue,
          workflowId,
          args: [{ actionId, maxItems, retry }],
          workflowIdConflictPolicy: "FAIL",
          workflowIdReusePolicy: "ALLOW_DUPLICATE",
        });
      } catch (e) {
        if (e instanceof WorkflowExecutionAlreadyStartedError) return { status: "already-running", workflowId };
        throw e;
      }
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        handle.result().then(() => true, () => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
      ]).finally(() => clearTimeout(timer));
      return { status: finished ? "finished" : "running", workflowId };
    },
  };
}

/** A series' Schedule: its cron (UTC), one run at a time (overlap skip), paused while the series is disabled. */
export function digestScheduleOptions(config: Config, series: { id: string; cron: string; enabled: boolean }): ScheduleOptions {
  return {
    scheduleId: seriesScheduleId(series.id),
    spec: { cronExpressions: [series.cron] },
    action: {
      type: "startWorkflow",
      workflowType: DIGEST_SERIES_WORKFLOW,
      taskQueue: config.temporal.taskQueue,
      // Temporal appends the scheduled time to this id, so each run is its own workflow and a replayed trigger is not.
      workflowId: `digest-series-run-${series.id}`,
      args: [{ scheduledDigestId: series.id }],
    },
    // A run still going when the next is due skips that one; a worker outage catches up on at most the last hour.
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: "1 hour" },
    state: { paused: !series.enabled, note: series.enabled ? "" : "series disabled" },
  };
}

/**
 * For the api and the worker: each series' Schedule created, updated, paused and deleted with it, and Generate Now
 * (`digest-{digestId}`: a digest is generated by one workflow, however often its start is retried).
 */
export function createDigestWorkflows(config: Config): DigestWorkflows {
  const connect = lazyClient(config);
  return {
    async syncSchedule(series) {
      await upsertSchedule(await connect(), digestScheduleOptions(config, series), series.enabled, "series");
    },
    async deleteSchedule(scheduledDigestId) {
      try {
        await (await connect()).schedule.getHandle(seriesScheduleId(scheduledDigestId)).delete();
      } catch (e) {
        if (!(e instanceof ScheduleNotFoundError)) throw e;
      }
    },
    async generate(digestId) {
      await (await connect()).workflow.start(DIGEST_WORKFLOW, {
        taskQueue: config.temporal.taskQueue,
        workflowId: digestWorkflowId(digestId),
        args: [{ digestId }],
        workflowIdConflictPolicy: "USE_EXISTING",
      });
    },
  };
}

/**
 * For the api and the worker: starts the full article drain when pages are queued. One id (`full-articles`) with
 * USE_EXISTING: a drain already running is joined (it looks at the queue again before it ends), never doubled.
 */
export function createFullArticleWorkflows(config: Config): FullArticleWorkflows {
  const connect = lazyClient(config);
  return {
    async drain() {
      await (await connect()).workflow.start(FULL_ARTICLES_WORKFLOW, {
        taskQueue: config.temporal.taskQueue,
        workflowId: FULL_ARTICLES_WORKFLOW_ID,
        workflowIdConflictPolicy: "USE_EXISTING",
      });
    },
  };
}

/**
 * A channel's Schedule: every CHANNEL_RUN_INTERVAL_MINUTES at a minute of its own (from its id), one run at a time
 * (overlap skip), paused while the channel is disabled.
 */
export function channelScheduleOptions(config: Config, channel: { id: string; enabled: boolean }): ScheduleOptions {
  const every = config.channels.runIntervalMinutes;
  return {
    scheduleId: channelScheduleId(channel.id),
    spec: { intervals: [{ every: `${every} minutes`, offset: `${channelRunOffsetMinutes(channel.id, every)} minutes` }] },
    action: {
      type: "startWorkflow",
      workflowType: CHANNEL_RUN_WORKFLOW,
      taskQueue: config.temporal.taskQueue,
      // Temporal appends the scheduled time to this id: each run is its own workflow, a replayed trigger is not.
      workflowId: `channel-run-${channel.id}`,
      args: [{ channelId: channel.id }],
    },
    // A run still going when the next is due skips that one; after an outage at most the last interval catches up.
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: `${every} minutes` },
    state: { paused: !channel.enabled, note: channel.enabled ? "" : "channel disabled" },
  };
}

/** For the api and the worker: each channel's Schedule created, updated and paused with it, and an admin's Run now. */
export function createChannelWorkflows(config: Config): ChannelWorkflows {
  const connect = lazyClient(config);
  return {
    async syncSchedule(channel) {
      await upsertSchedule(await connect(), channelScheduleOptions(config, channel), channel.enabled, "channel");
    },
    async runNow(channelId) {
      // The Schedule's own overlap policy (skip) holds for a trigger too: a run under way is not doubled.
      await (await connect()).schedule.getHandle(channelScheduleId(channelId)).trigger(ScheduleOverlapPolicy.SKIP);
    },
  };
}

/**
 * For the api: an upload request's workflow (`video-upload-{uploadId}-{attempt}`), started once (a repeated request
 * joins the run under way; a finished id is never run again) and waited for up to `waitMs`.
 */
export function createUploadWorkflows(config: Config): UploadWorkflows {
  const connect = lazyClient(config);
  return {
    async run(uploadId, attempt, waitMs) {
      const c = await connect();
      const workflowId = uploadWorkflowId(uploadId, attempt);
      let handle;
      try {
        handle = await c.workflow.start(VIDEO_UPLOAD_WORKFLOW, {
          taskQueue: config.temporal.taskQueue,
          workflowId,
          args: [{ uploadId }],
          workflowIdConflictPolicy: "USE_EXISTING",
          workflowIdReusePolicy: "REJECT_DUPLICATE",
        });
      } catch (e) {
        if (!(e instanceof WorkflowExecutionAlreadyStartedError)) throw e;
        handle = c.workflow.getHandle(workflowId);
      }
      let timer: NodeJS.Timeout | undefined;
      return Promise.race([
        handle.result().then(() => "finished" as const, () => "finished" as const),
        new Promise<"running">((resolve) => (timer = setTimeout(() => resolve("running"), waitMs))),
      ]).finally(() => clearTimeout(timer));
    },
  };
}
