/**
 * Feed.type (spec part 2 section 3): what kind of source a feed is. rss, atom and json are the parsed formats
 * (RSS 0.9x-2.0 and RDF are rss), reddit is any feed on reddit.com, and webfeed is kept for feeds made from
 * websites (part 3), which nothing else may claim.
 */
export const FEED_TYPES = ["rss", "atom", "json", "reddit", "webfeed"] as const;
export type FeedType = (typeof FEED_TYPES)[number];

/** The type of a feed made before its first fetch says otherwise (the most common format). */
export const DEFAULT_FEED_TYPE = "rss" satisfies FeedType;

/** reddit.com and its subdomains (www, old, np): the host discovery maps Reddit pages on. */
export function isRedditHost(hostname: string): boolean {
  return /(^|\.)reddit\.com$/i.test(hostname.replace(/\.$/, ""));
}

/** The type of a feed at `url` whose parser reported `format` (null before its first fetch). */
export function feedTypeFor(url: string, format: string | null): Exclude<FeedType, "webfeed"> {
  let host = "";
  try {
    host = new URL(url).hostname;
  } catch {
    // Not a URL: the format alone decides.
  }
  if (isRedditHost(host)) return "reddit";
  if (format === "atom" || format === "json") return format;
  return DEFAULT_FEED_TYPE;
}
