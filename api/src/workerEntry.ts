import type { Config } from "./config.js";
import type { Db } from "./db.js";
import type { Logger } from "./logger.js";
import { createMailer } from "./mail/createMailer.js";
import type { PubSub } from "./realtime/pubsub.js";
import type { Fetcher } from "./reader/fetch/fetchDocument.js";
import type { ActionWorkflows } from "./modules/actions/actionWorkflows.js";
import type { DigestWorkflows } from "./modules/digests/digestWorkflows.js";
import type { FullArticleWorkflows } from "./modules/fullArticles/fullArticleWorkflows.js";
import type { ChannelWorkflows } from "./modules/channels/channelWorkflows.js";
import { createServices, type Services } from "./services.js";

// The api as the Temporal worker sees it, and the only api module temporal/src may import (eslint.config.js
// enforces it): activities call the services the API uses, so a new workflow plugs in without deep imports
// or its own copy of the wiring.
export { loadConfig, loadConfigOrExit, type Config } from "./config.js";
export { openDb, type Db } from "./db.js";
export { createLogger, type Logger } from "./logger.js";
export { createErrorReporter, startErrorReporting } from "./lib/errorReporter.js";
export { createMailer } from "./mail/createMailer.js";
export { createPgPubSub, type PubSub } from "./realtime/pubsub.js";
export { createFetcher, type Fetcher } from "./reader/fetch/fetchDocument.js";
export type { DueFeed, SweepLane } from "./modules/feeds/feedSweep.service.js";
export type { RefreshOutcome } from "./modules/feeds/feedRefresh.service.js";
export { DeliveryFailure } from "./modules/actions/deliveryFailure.js";
export { batchWorkflowId, runWorkflowId, type ActionWorkflows } from "./modules/actions/actionWorkflows.js";
export { digestWorkflowId, seriesScheduleId, type DigestWorkflows } from "./modules/digests/digestWorkflows.js";
export { DigestGone } from "./modules/digests/digestGeneration.service.js";
export { FULL_ARTICLES_WORKFLOW_ID, type FullArticleWorkflows } from "./modules/fullArticles/fullArticleWorkflows.js";
export { channelRunOffsetMinutes, channelScheduleId, type ChannelWorkflows } from "./modules/channels/channelWorkflows.js";
export { uploadWorkflowId, type UploadWorkflows } from "./modules/uploads/uploadDeps.js";
export { DomainError } from "./errors.js";
// The root itself, for a process that also plays the api (the worker's tests start first fetches as the api does).
export { createServices, type Services };

export interface WorkerDeps {
  db: Db;
  config: Config;
  log: Logger;
  fetcher: Fetcher;
  /** Announces new items to every api instance; without it (tools, benchmarks) they stay in this process. */
  pubsub?: PubSub | undefined;
  /** Starts action delivery workflows for the new items this worker's refreshes store. */
  actionWorkflows?: ActionWorkflows | undefined;
  /** Keeps digest series' Schedules in step (the worker's start-up syncs them all). */
  digestWorkflows?: DigestWorkflows | undefined;
  /** Starts the full article drain for the pages this worker's refreshes queue. */
  fullArticleWorkflows?: FullArticleWorkflows | undefined;
  /** Keeps channels' Schedules in step (the worker's start-up syncs them all). */
  channelWorkflows?: ChannelWorkflows | undefined;
}

/**
 * The worker's services: createServices, the API's composition root, with the worker's parts. Mail goes to the
 * configured mailer (SMTP or the outbox); a first fetch the worker asks for runs in the worker itself.
 */
export function createWorkerServices(deps: WorkerDeps): Services {
  return createServices({ ...deps, mailer: createMailer(deps.config, deps.log) });
}
