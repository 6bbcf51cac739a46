import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import type { User } from "../../generated/prisma/client.js";
import type { Logger } from "../../logger.js";
import type { Mailer } from "../../mail/mailer.js";
import type { Announce } from "../../realtime/announce.js";
import type { Fetcher } from "../../reader/fetch/fetchDocument.js";
import type { ActionWorkflows } from "./actionWorkflows.js";

/** What the actions domain needs; cross-domain collaborators come from the composition root (services.ts). */
export interface ActionsDeps {
  db: Db;
  config: Config;
  log: Logger;
  mailer: Mailer;
  fetcher: Fetcher;
  /** Tells live clients that counts moved (mark_read). */
  announce: Announce;
  /** Items as REST shows them, in the order given (the matches panel). */
  presentItems: (userId: string, ids: string[]) => Promise<{ contentItems: unknown[]; feeds: Record<string, unknown> }>;
  /**
   * assign_tag: puts the item in one of the user's tags under the tag service's own rules (tier limits). An item
   * newly in the tag triggers that tag's actions `depth` assign_tag hops deep (the loop guard counts them).
   */
  tagItem: (user: User, contentItemId: string, contentItemTagId: string, depth: number) => Promise<void>;
  /** Temporal; without it deliveries wait for a worker and re-runs run in-process. */
  workflows?: ActionWorkflows | undefined;
}
