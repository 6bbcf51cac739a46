import type { Config } from "../../../api/src/config.js";
import type { Db } from "../../../api/src/db.js";
import type { Logger } from "../../../api/src/logger.js";
import { pruneRateLimitBuckets } from "../../../api/src/modules/auth/rateLimit.service.js";
import { purgeExpiredGuests } from "../../../api/src/modules/users/guestPurge.service.js";

export interface ActivityDeps {
  db: Db;
  config: Config;
  log: Logger;
}

/** Every activity, closed over the worker's dependencies. Activities are thin calls into api services. */
export function createActivities({ db, config, log }: ActivityDeps) {
  return {
    /** Deletes guests older than GUEST_MAX_AGE_DAYS and everything they own; returns how many. */
    async purgeExpiredGuests(): Promise<number> {
      const purged = await purgeExpiredGuests(db, { maxAgeDays: config.guests.maxAgeDays });
      if (purged > 0) log.info({ purged }, "expired guests purged");
      return purged;
    },
    /** Drops rate-limit windows that ended more than a day ago; returns how many rows. */
    async pruneRateLimitBuckets(): Promise<number> {
      return pruneRateLimitBuckets(db);
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
