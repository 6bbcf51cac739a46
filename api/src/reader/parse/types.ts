/** The one shape every feed format is normalised to (also the `rivulet parse` CLI's output). */
export interface NormalisedEnclosure {
  url: string;
  type: string | null;
  length: number | null;
}

export interface NormalisedItem {
  guid: string | null;
  title: string | null;
  link: string | null;
  /** ISO 8601 UTC, or null. */
  published: string | null;
  updated: string | null;
  author: string | null;
  /** Plain-text-ish summary as the feed gives it (HTML sanitised). */
  summary: string | null;
  /** Sanitised HTML body (content:encoded, atom:content, content_html), else the sanitised description. */
  contentHtml: string | null;
  imageUrl: string | null;
  enclosures: NormalisedEnclosure[];
  commentsUrl: string | null;
  /** Score where the feed gives it (Reddit); popularity sorts rank by it. */
  score?: number | null;
  /** Comment count where the feed gives it (slash:comments, thr:total, Reddit's num_comments). */
  commentCount?: number | null;
}

export type FeedFormat = "rss" | "rdf" | "atom" | "json" | "cdf";

export interface NormalisedFeed {
  format: FeedFormat;
  title: string | null;
  link: string | null;
  description: string | null;
  imageUrl: string | null;
  /** RSS <ttl>: minutes the publisher asks readers to wait between fetches. */
  ttlMinutes?: number | null;
  /** WebSub hubs the feed advertises (atom:link rel="hub", JSON Feed `hubs`), resolved, in document order. */
  hubUrls?: string[];
  /** The feed's own address as it states it (atom:link rel="self", JSON Feed `feed_url`): the WebSub topic. */
  selfUrl?: string | null;
  items: NormalisedItem[];
}

export type ParseErrorCode = "NOT_A_FEED" | "INVALID_JSON" | "EMPTY_DOCUMENT";

export class FeedParseError extends Error {
  constructor(
    readonly code: ParseErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "FeedParseError";
  }
}
