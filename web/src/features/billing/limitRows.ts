/**
 * Every tier limit as the billing tab and the upgrade page name it, with the usage count it is measured by.
 * The spec shows the text-digest allowance as "AI summary tokens" (part 1 section 9).
 */
export const LIMIT_ROWS = [
  { limit: "maxSubscriptions", usage: "subscriptionCount", label: "Subscriptions" },
  { limit: "maxSubscriptionTags", usage: "subscriptionTagCount", label: "Folders" },
  { limit: "maxContentItemTags", usage: "contentItemTagCount", label: "Tags" },
  { limit: "maxContentItemsTagged", usage: "contentItemsTaggedCount", label: "Tagged articles" },
  { limit: "maxNewFeedsPerWeek", usage: "newFeedsLastWeekCount", label: "New feeds per week" },
  { limit: "maxContentItemFilters", usage: "contentItemFilterCount", label: "Filters" },
  { limit: "maxContentItemActions", usage: "contentItemActionCount", label: "Actions" },
  { limit: "maxScheduledDigests", usage: "scheduledDigestCount", label: "Scheduled digests" },
  { limit: "maxDigestsPerMonth", usage: "digestsLastMonthCount", label: "Digests per month" },
  { limit: "maxTextDigestCharactersPerMonth", usage: "textDigestCharactersLastMonthCount", label: "AI summary tokens per month" },
  { limit: "maxAudioDigestMinutesPerMonth", usage: "audioDigestMinutesLastMonthCount", label: "Audio digest minutes per month" },
  { limit: "maxOutputFeeds", usage: "outputFeedCount", label: "Output feeds" },
  { limit: "maxWebsiteFeeds", usage: "websiteFeedCount", label: "Website feeds" },
] as const;

export type LimitKey = (typeof LIMIT_ROWS)[number]["limit"];
export type UsageKey = (typeof LIMIT_ROWS)[number]["usage"];

/** Pro's extras besides higher limits (spec part 3 section 2: Pro only). */
export const PRO_ONLY = ["Anonymous image proxy", "No ads", "Premium support"] as const;

/**
 * A usage bar's fill: capped at 100% of the limit (spec part 1 section 9); null limit = unlimited (∞), and a
 * zero allowance (a feature the plan does not include) an empty bar rather than a full red one.
 */
export function usagePercent(used: number, limit: number | null | undefined): number {
  if (limit === null || limit === undefined || limit <= 0) return 0;
  return Math.min(100, Math.round((used / limit) * 100));
}

/** A limit as text: ∞ when unlimited, else the number grouped for reading. */
export function limitText(limit: number | null | undefined): string {
  return limit === null || limit === undefined ? "∞" : limit.toLocaleString("en-US");
}
