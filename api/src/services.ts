import type { Config } from "./config.js";
import type { Db } from "./db.js";
import type { Logger } from "./logger.js";
import type { Mailer } from "./mail/mailer.js";
import { createFeedsService } from "./modules/feeds/feeds.service.js";
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
}

/** Every domain service, built once per process and shared by GraphQL, REST and Temporal activities. */
export function createServices(deps: ServiceDeps) {
  return {
    users: createUsersService(deps),
    feeds: createFeedsService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
