import type { Db } from "../db.js";
import { DomainError } from "../errors.js";
import { Prisma } from "../generated/prisma/client.js";

/**
 * Website feeds are private (spec part 2 sections 2 and 6): the Feed of type webfeed a website feed owns is read
 * only by its owner (through their subscription, or its feed page with their token). Everyone else gets the
 * spec's private web feed message, and such feeds never appear in feed search, discover, bundles or articles.
 * Every place that reads feeds for someone who does not follow them asks here.
 */
export const PRIVATE_FEED_TYPE = "webfeed";

/** The owner of a private feed (null for a public one). */
export async function privateFeedOwner(db: Db, feed: { id: string; type: string }): Promise<string | null> {
  if (feed.type !== PRIVATE_FEED_TYPE) return null;
  const row = await db.websiteFeed.findUnique({ where: { feedId: feed.id }, select: { userId: true } });
  // A webfeed Feed whose website feed is gone belongs to nobody: nobody may read it.
  return row?.userId ?? "";
}

/** Throws PRIVATE_WEB_FEED unless the viewer may read this feed. */
export async function assertFeedReadable(db: Db, feed: { id: string; type: string }, viewerId: string | null): Promise<void> {
  const owner = await privateFeedOwner(db, feed);
  if (owner !== null && owner !== viewerId) throw new DomainError("PRIVATE_WEB_FEED");
}

/** SQL: the item or feed (its feed id column given) is not another user's private feed. */
export function notPrivateFeedSql(feedIdColumn: Prisma.Sql, viewerId: string | null): Prisma.Sql {
  return Prisma.sql`NOT EXISTS (SELECT 1 FROM "WebsiteFeed" pw WHERE pw."feedId" = ${feedIdColumn} ${viewerId ? Prisma.sql`AND pw."userId" <> ${viewerId}::uuid` : Prisma.empty})`;
}
