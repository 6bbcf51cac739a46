import { getPriority, setPriority } from "node:os";
import { Client, Connection } from "@temporalio/client";
import { DefaultLogger, NativeConnection, Runtime, type LogEntry } from "@temporalio/worker";
import { createFetcher, createLogger, createPgPubSub, createWorkerServices, loadConfigOrExit, openDb, startErrorReporting } from "../../api/src/workerEntry.js";
import { reportActivityFailures } from "./activityErrors.js";
import { createActivities } from "./activities/index.js";
import { createActionWorkflows, createChannelWorkflows, createDigestWorkflows, createFullArticleWorkflows } from "./client.js";
import { ensureSchedules } from "./schedules.js";
import { digestRenderQueue, storiesQueue } from "./shared.js";
import { createWorkers } from "./workers.js";
import { workflowSource } from "./workflowSource.js";

/**
 * `npm run worker`: the Temporal workers of one process (the main queue's and, unless DIGEST_RENDER_WORKER=0, the
 * digest render queue's, and unless STORIES_WORKER=off the topics and stories queue's; STORIES_WORKER=only serves
 * that one alone: see createWorkers); run several for more throughput (they share the task queues).
 */
async function main() {
  const config = loadConfigOrExit();
  const log = createLogger(config, "worker");
  // Sentry only when SENTRY_DSN is set (the SDK is not even imported otherwise: ~50 MB the worker keeps).
  await startErrorReporting(config, log, "worker");
  if (!config.database.url || !config.temporal.address) {
    log.fatal("The worker needs DATABASE_URL and TEMPORAL_ADDRESS (npm start sets both for the embedded defaults).");
    process.exit(1);
  }
  // Batch work yields to interactive work: bench/scale measured a reader's list page p95 at 2.1 s during a
  // 5,000-feed sweep with the worker at normal priority and 145 ms at nice 19 (the sweep itself as fast). Only
  // ever lowers the priority, which needs no privilege; a process started nicer keeps its own.
  if (getPriority() < config.temporal.workerNice) {
    try {
      setPriority(config.temporal.workerNice);
    } catch (err) {
      log.warn({ err }, "could not lower the worker's scheduling priority (WORKER_NICE)");
    }
  }
  // The SDK's own logs (bundler output, state changes) go through pino, warnings and up.
  Runtime.install({
    logger: new DefaultLogger("WARN", (entry: LogEntry) => {
      // The render queue's worker runs activities only, as meant: the SDK's warning about that says nothing new.
      if (entry.message.startsWith("No workflows registered")) return;
      log[entry.level === "ERROR" ? "error" : "warn"]({ sdk: entry.meta }, entry.message);
    }),
  });
  const db = openDb(config.database.url, config.database.poolSize);
  const fetcher = createFetcher(config.fetch);
  const pubsub = await createPgPubSub(config.database.url, log);
  const connection = await NativeConnection.connect({ address: config.temporal.address });
  // The refreshes this worker runs record action deliveries and start their workflows through this client.
  const services = createWorkerServices({
    db, config, log, fetcher, pubsub,
    actionWorkflows: createActionWorkflows(config), digestWorkflows: createDigestWorkflows(config), channelWorkflows: createChannelWorkflows(config),
    fullArticleWorkflows: createFullArticleWorkflows(config),
  });
  const workers = await createWorkers({
    connection,
    namespace: config.temporal.namespace,
    taskQueue: config.temporal.taskQueue,
    workflows: workflowSource(),
    activities: createActivities(services),
    renderConcurrency: config.digests.renderConcurrency,
    render: config.digests.renderWorker,
    main: { maxCachedWorkflows: config.temporal.maxCachedWorkflows },
    stories: config.temporal.storiesWorker,
    // Failures still there after retries (or final at once) go to Sentry when it is configured.
    ...(services.errorReporter.enabled ? { interceptors: { activity: [reportActivityFailures((e, c) => services.errorReporter.report(e, c))] } } : {}),
  });

  // A process that serves only the stories queue leaves the schedules to the main workers.
  if (workers.main) {
    const clientConnection = await Connection.connect({ address: config.temporal.address });
    await ensureSchedules(new Client({ connection: clientConnection, namespace: config.temporal.namespace }), config);
    await clientConnection.close();
    // Digest series saved while Temporal was away (or whose Schedule update failed) get their Schedules now.
    void services.digests.syncAllSchedules().then(
      (n) => n && log.info({ series: n }, "digest series schedules in step"),
      (err: unknown) => log.warn({ err }, "could not bring digest series schedules in step"),
    );
    // Channels too (created while Temporal was away, or after CHANNEL_RUN_INTERVAL_MINUTES changed).
    void services.channels.syncAllSchedules().then(
      (n) => n && log.info({ channels: n }, "channel schedules in step"),
      (err: unknown) => log.warn({ err }, "could not bring channel schedules in step"),
    );
  }

  // Worker.run resolves after shutdown() once in-flight tasks finish; the SDK also listens for SIGINT/SIGTERM.
  const renderQueue = workers.render ? digestRenderQueue(config.temporal.taskQueue) : null;
  const storiesQueueName = workers.stories ? storiesQueue(config.temporal.taskQueue) : null;
  log.info(
    { taskQueue: workers.main ? config.temporal.taskQueue : null, renderQueue, storiesQueue: storiesQueueName, address: config.temporal.address },
    "worker started",
  );
  await workers.run();
  // Site icon look-ups the refreshes scheduled run beside them: let the ones under way finish writing.
  await services.feeds.icons.drain();
  await services.feeds.webSub.drain();
  await services.errorReporter.flush();
  await connection.close();
  await fetcher.close();
  await pubsub.close();
  await db.$disconnect();
  log.info("worker stopped");
  process.exit(0);
}

await main();
