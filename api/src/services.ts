import type { Config } from "./config.js";
import type { Db } from "./db.js";
import type { Logger } from "./logger.js";
import type { Mailer } from "./mail/mailer.js";
import { createFeedTagsService } from "./modules/feedTags/feedTags.service.js";
import { createFeedsService } from "./modules/feeds/feeds.service.js";
import { createFoldersService } from "./modules/folders/folders.service.js";
import { createFeedFetchQueue, type StartFeedRefresh } from "./modules/subscriptions/feedFetchQueue.js";
import { createFeedResolver } from "./modules/subscriptions/feedResolver.js";
import { createOpmlService } from "./modules/subscriptions/opml.service.js";
import { createSubscriptionsService } from "./modules/subscriptions/subscriptions.service.js";
import { createUsersService } from "./modules/users/users.service.js";
import type { PubSub } from "./realtime/pubsub.js";
import type { Fetcher } from "./reader/fetch/fetchDocument.js";

export interface ServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: Logger;
  fetcher: Fetcher;
  pubsub?: PubSub | undefined;
  /** Hands a new feed's first fetch to Temporal (api main wires it); without it the api fetches in-process. */
  startFeedRefresh?: StartFeedRefresh | undefined;
}

/** Every domain service, built once per process and shared by GraphQL, REST and Temporal activities. */
export function createServices(deps: ServiceDeps) {
  const { db, log, fetcher, pubsub } = deps;
  const fetchQueue = createFeedFetchQueue({
    db,
    log,
    fetcher,
    startRefresh: deps.startFeedRefresh,
    onNewItems: pubsub ? (feedId, contentItemIds) => pubsub.publish("contentItemsAdded", { feedId, contentItemIds }) : undefined,
  });
  const feedResolver = createFeedResolver({ db, config: deps.config, fetchQueue, fetcher });
  const subscriptions = createSubscriptionsService({ db, config: deps.config, feeds: feedResolver });
  const folders = createFoldersService({ db, config: deps.config });
  return {
    subscriptions,
    folders,
    opml: createOpmlService({ db, subscriptions, folders }),
    users: createUsersService(deps),
    feeds: createFeedsService(deps),
    feedTags: createFeedTagsService({ db }),
    fetchQueue,
    feedResolver,
  };
}

export type Services = ReturnType<typeof createServices>;
