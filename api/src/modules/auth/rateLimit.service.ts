import type { RateRule } from "../../config.js";
import type { Db } from "../../db.js";
import { DomainError } from "../../errors.js";

/**
 * Counts one hit against each (key, rule) in a fixed window stored in PostgreSQL, so the limit holds across
 * every api instance. Throws RATE_LIMITED (with Retry-After seconds) when any rule is exceeded.
 */
export async function enforceRateLimits(db: Db, hits: Array<{ key: string; rule: RateRule }>, now = new Date()): Promise<void> {
  for (const { key, rule } of hits) {
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const rows = await db.$queryRaw<Array<{ count: number }>>`
      INSERT INTO "RateLimitBucket" ("key", "windowStart", "count") VALUES (${key}, ${windowStart}, 1)
      ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
      RETURNING "count"`;
    const count = rows[0]?.count ?? 0;
    if (count > rule.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
      throw new DomainError("RATE_LIMITED", { retryAfterSeconds });
    }
  }
}

/**
 * Seconds until the current window of `key` ends when it has already reached `rule.limit`, else null; counts
 * nothing. For limits on failures only (sync apps authenticate every request): check first, count a failure with
 * enforceRateLimits, so a client that keeps getting its key wrong is stopped before it is even checked.
 */
export async function rateLimitReached(db: Db, key: string, rule: RateRule, now = new Date()): Promise<number | null> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db.$queryRaw<Array<{ count: number }>>`
    SELECT "count" FROM "RateLimitBucket" WHERE "key" = ${key} AND "windowStart" = ${windowStart}`;
  if (!row || row.count < rule.limit) return null;
  return Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
}

/** Drops windows that ended more than a day ago; run from the periodic maintenance workflow. */
export async function pruneRateLimitBuckets(db: Db, now = new Date()): Promise<number> {
  const { count } = await db.rateLimitBucket.deleteMany({ where: { windowStart: { lt: new Date(now.getTime() - 86_400_000) } } });
  return count;
}
