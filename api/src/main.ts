import { buildApp } from "./app.js";
import { loadConfigOrExit } from "./config.js";
import { openDb } from "./db.js";
import { startErrorReporting } from "./lib/errorReporter.js";
import { createLogger } from "./logger.js";
import { createPgPubSub } from "./realtime/pubsub.js";
import { createActionWorkflows, createChannelWorkflows, createDigestWorkflows, createFeedRefreshStarter, createFullArticleWorkflows, createUploadWorkflows, temporalReachable } from "../../temporal/src/client.js";

/** `npm run api`: one stateless API instance; run several behind a load balancer. */
async function main() {
  const config = loadConfigOrExit();
  const log = createLogger(config, "api");
  // Sentry first (when SENTRY_DSN is set), so a failure while starting is reported too.
  await startErrorReporting(config, log, "api");
  if (!config.database.url) {
    log.fatal("DATABASE_URL is not set. Use `npm start` for the embedded database, or set DATABASE_URL.");
    process.exit(1);
  }
  const db = openDb(config.database.url, config.database.poolSize);
  const pubsub = await createPgPubSub(config.database.url, log);
  const app = buildApp({
    config, db, log, pubsub,
    temporalProbe: () => temporalReachable(config),
    ...(config.temporal.address
      ? {
          startFeedRefresh: createFeedRefreshStarter(config),
          actionWorkflows: createActionWorkflows(config),
          digestWorkflows: createDigestWorkflows(config),
          fullArticleWorkflows: createFullArticleWorkflows(config),
          channelWorkflows: createChannelWorkflows(config),
          uploadWorkflows: createUploadWorkflows(config),
        }
      : {}),
  });
  const { url } = await app.listen();
  log.info({ url }, `API and web app listening on ${url}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await app.services.errorReporter.flush();
    await pubsub.close();
    await db.$disconnect();
    clearTimeout(force);
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

await main();
