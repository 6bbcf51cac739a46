import { countOutputFeeds } from "../../core/outputFeeds.js";
import type { Db } from "../../db.js";

const WEEK_MS = 7 * 86_400_000;

/**
 * Spec part 1 section 3's usage counts, plus the two limits the spec lists without a count (tagged items, new
 * feeds per week). Each is counted the way its limit is enforced: own (non-system) tags, distinct tagged items,
 * feeds this user added to the catalogue in the last 7 days.
 */
export interface Usage {
  subscriptionCount: number;
  subscriptionTagCount: number;
  contentItemTagCount: number;
  contentItemsTaggedCount: number;
  newFeedsLastWeekCount: number;
  textDigestCharactersLastMonthCount: number;
  audioDigestMinutesLastMonthCount: number;
  outputFeedCount: number;
  contentItemFilterCount: number;
  contentItemActionCount: number;
  digestsLastMonthCount: number;
  scheduledDigestCount: number;
  websiteFeedCount: number;
}

/**
 * The user's usage, each counted as its limit is enforced (filters, actions and data feeds: every one, enabled or
 * not, as their services count them). Digests and website feeds do not exist yet: 0 until their issues add the
 * tables (each then counts here).
 */
export async function usageOf(db: Db, userId: string): Promise<Usage> {
  const [subscriptionCount, subscriptionTagCount, contentItemTagCount, tagged, newFeedsLastWeekCount, outputFeedCount, contentItemFilterCount, contentItemActionCount, websiteFeedCount] = await Promise.all([
    db.feedSubscription.count({ where: { userId } }),
    db.folder.count({ where: { userId } }),
    db.contentItemTag.count({ where: { userId, isSystem: false } }),
    db.$queryRaw<[{ n: number }]>`SELECT count(DISTINCT "contentItemId")::int AS n FROM "ContentItemTagging" WHERE "userId" = ${userId}::uuid`,
    db.feed.count({ where: { createdByUserId: userId, createdAt: { gt: new Date(Date.now() - WEEK_MS) } } }),
    countOutputFeeds(db, userId),
    db.contentItemFilter.count({ where: { userId } }),
    db.contentItemAction.count({ where: { userId } }),
    // Counted as MAX_WEBSITE_FEEDS_REACHED counts them (webFeeds.service.ts create).
    db.websiteFeed.count({ where: { userId } }),
  ]);
  return {
    subscriptionCount,
    subscriptionTagCount,
    contentItemTagCount,
    contentItemsTaggedCount: tagged[0].n,
    newFeedsLastWeekCount,
    textDigestCharactersLastMonthCount: 0,
    audioDigestMinutesLastMonthCount: 0,
    outputFeedCount,
    contentItemFilterCount,
    contentItemActionCount,
    digestsLastMonthCount: 0,
    scheduledDigestCount: 0,
    websiteFeedCount,
  };
}
