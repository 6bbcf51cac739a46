import type { Db, Tx } from "../db.js";
import { DomainError } from "../errors.js";

/** How many data feeds (output feeds) a user has turned on: subscriptions, folders and content tags with enableDatafeed. */
export async function countOutputFeeds(db: Db | Tx, userId: string): Promise<number> {
  const [{ n }] = await db.$queryRaw<[{ n: number }]>`
    SELECT ((SELECT count(*) FROM "FeedSubscription" WHERE "userId" = ${userId}::uuid AND "properties" @> '{"enableDatafeed": true}')
      + (SELECT count(*) FROM "Folder" WHERE "userId" = ${userId}::uuid AND "properties" @> '{"enableDatafeed": true}')
      + (SELECT count(*) FROM "ContentItemTag" WHERE "userId" = ${userId}::uuid AND "properties" @> '{"enableDatafeed": true}'))::int AS n`;
  return n;
}

/**
 * The tier's maxOutputFeeds (spec part 1 section 8, MAX_OUTPUT_FEEDS_REACHED) before one more data feed is turned
 * on. Call it inside the transaction that turns it on, holding the user's row lock (the one subscriptions and
 * folders are changed under), so two requests cannot both take the last one. Feeds' own data feeds are public
 * and never count.
 */
export async function assertOutputFeedAvailable(tx: Tx, userId: string, limit: number | null): Promise<void> {
  if (limit === null) return;
  if ((await countOutputFeeds(tx, userId)) >= limit) throw new DomainError("MAX_OUTPUT_FEEDS_REACHED");
}

/** Whether a change turns a data feed on that was off (only then does the limit apply). */
export function turnsDataFeedOn(current: unknown, next: { enableDatafeed?: boolean | undefined } | undefined): boolean {
  return next?.enableDatafeed === true && (current as { enableDatafeed?: unknown } | null)?.enableDatafeed !== true;
}
