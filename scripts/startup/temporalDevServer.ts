/**
 * How Rivulet runs `temporal server start-dev` (npm start, and bench/digestSchedules so the bench measures the same
 * server): the dynamic-config values and SQLite pragmas below, each with where Temporal defines it. The CLI passes
 * `--dynamic-config-value KEY=JSON` to the server as is (temporalio/cli internal/devserver/server.go,
 * `dynConf[dynamicconfig.MakeKey(k)] = v`) and `--sqlite-pragma NAME=VALUE` into the SQLite DSN.
 *
 * Why: the dev server is one process with one history shard (`NumHistoryShards = 1`) and one SQLite connection (the
 * sqlite plugin opens one unless `MaxConns` is configured, which the CLI never does), and Temporal's defaults are a
 * production cluster's: per-namespace limits and task-queue partitions sized for many hosts. A thousand digest series
 * due in one minute met those limits before the server's real capacity (README, Configuration: the Temporal dev
 * server).
 */
export const DEV_SERVER_DYNAMIC_CONFIG: Readonly<Record<string, unknown>> = {
  // common/dynamicconfig/constants.go: "the per-namespace limit for starting workflows by schedules", default 30/s.
  // service/worker/scheduler/activities.go waits for this limiter inside the start (local) activity, and past
  // `worker.schedulerLocalActivitySleepLimit` (1 s) hands the wait back to the schedule's workflow as a timer: more
  // workflow tasks and writes for every start beyond the 30th second. 1,000 starts at 30/s alone take 33 s.
  "worker.schedulerNamespaceStartWorkflowRPS": 1000,
  // service/worker/pernamespaceworker.go: SDK options of the server's own per-namespace worker, which runs every
  // Schedule's workflow on `temporal-sys-per-ns-tq`. Unset, it polls with 2 workflow-task and 2 activity-task
  // pollers; a burst of due Schedules is a backlog of workflow tasks on that queue.
  "worker.perNamespaceWorkerOptions": { MaxConcurrentWorkflowTaskPollers: 8, MaxConcurrentActivityTaskPollers: 4 },
  // common/dynamicconfig/constants.go: task-queue partitions, default 4 (defaultNumTaskQueuePartitions). With one
  // matching host they spread nothing; a task written to a partition no poller waits on is forwarded to the root at
  // `matching.forwarderMaxRatePerSecond` (10/s) with one in flight (`forwarderMaxOutstandingTasks` 1). One
  // partition per queue: every poller sees every task (the Schedules' queue and Rivulet's).
  "matching.numTaskqueueReadPartitions": 1,
  "matching.numTaskqueueWritePartitions": 1,
  // common/dynamicconfig/constants.go: "if activity eager execution is enabled per namespace", default false. A
  // workflow task that schedules an activity on its own task queue gets the activity back in the completion's answer
  // when the worker has a free slot (the SDK asks for it), instead of a trip through the transfer queue, matching
  // and a poll. A scheduled digest's first step (the row) is such an activity.
  "system.enableActivityEagerExecution": true,
};

/**
 * For a file database (`--db-filename`, npm start's `DATA_DIR/temporal.db`): SQLite's default rollback journal
 * with synchronous=FULL syncs the disk on every commit, and every Temporal write is a commit on the one connection.
 * WAL with synchronous=NORMAL syncs at checkpoints only; a power cut may lose the last commits, never corrupt the
 * file (https://www.sqlite.org/wal.html, https://www.sqlite.org/pragma.html#pragma_synchronous), and the dev
 * server's durability was never more than a laptop's. The in-memory database (the tests') takes no pragmas.
 */
export const DEV_SERVER_FILE_PRAGMAS: Readonly<Record<string, string>> = { journal_mode: "wal", synchronous: "normal" };

/** The `temporal server start-dev` arguments for the values above (`file`: the server keeps a database file). */
export function devServerTuningArgs(options: { file: boolean }): string[] {
  const args = Object.entries(DEV_SERVER_DYNAMIC_CONFIG).flatMap(([key, value]) => ["--dynamic-config-value", `${key}=${JSON.stringify(value)}`]);
  if (options.file) args.push(...Object.entries(DEV_SERVER_FILE_PRAGMAS).flatMap(([name, value]) => ["--sqlite-pragma", `${name}=${value}`]));
  return args;
}
