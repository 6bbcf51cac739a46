import type { RateRule } from "../../config.js";

// Full articles (issue 20 section 2): how often, how much and how patiently Rivulet fetches publishers' pages.
// Every number is a named constant with its reason; README (Full articles) repeats them.

/**
 * Between one article page read from a host and the next request to it (end to start, so a slow site is given more
 * room, not less). Sites that state a Crawl-delay in robots.txt ask for 1-10 s; a page every 2 s or more is
 * gentler than a reader clicking through a site, and still fetches a 50-item burst from one publisher in a couple
 * of minutes. Shared by every worker and api instance (FullArticleHost).
 */
export const HOST_INTERVAL_MS = 2_000;

/**
 * A reader's "Load full article" waits at most this long for its host's turn (behind the worker's pages and
 * other readers' clicks, each a HOST_INTERVAL_MS slot); a host booked further ahead answers RATE_LIMITED with
 * Retry-After instead of keeping the reader waiting. Two slots: one in flight and one before ours.
 */
export const ON_DEMAND_MAX_WAIT_MS = 4_000;

/**
 * "Load full article" per reader: 60 pages in 10 minutes is one every 10 s, faster than anyone reads; past that
 * it is a script using Rivulet to fetch pages, which the per-host pacing alone would let hammer many hosts.
 */
export const ON_DEMAND_PER_USER: RateRule = { limit: 60, windowSeconds: 600 };

/**
 * When a site answers 429 or 503 with Retry-After, its host waits that long (at most this) before any article
 * page is fetched from it again. An hour bounds a mistaken header (a date years ahead) without ignoring the site.
 */
export const MAX_HOST_BACKOFF_MS = 3_600_000;

/**
 * Worker attempts of one page whose failure may pass (timeout, connection, 429, 5xx) before it is failed for good.
 * After the last one the reader can still ask (Load full article). Permanent failures (404, 410, a private
 * address, no article in the page) are not retried.
 */
export const MAX_ATTEMPTS = 3;

/** The first retry waits this long, each next one RETRY_FACTOR times more (10 min, then 1 h): outages pass. */
export const RETRY_BASE_MS = 10 * 60_000;
export const RETRY_FACTOR = 6;

/**
 * A claimed page is leased this long: a worker that dies mid-fetch gives it back by itself. Longer than one
 * fetch (FETCH_TIMEOUT_MS, 15 s by default) plus extraction (under a second) with room to spare.
 */
export const LEASE_MS = 2 * 60_000;

/**
 * The largest article page read. Real article pages weigh 50 KB-1 MB of HTML (inline JSON included); jsdom's tree
 * costs 10-20 times the bytes in memory, so 3 MiB keeps one page's extraction under about 60 MB.
 */
export const ARTICLE_MAX_BYTES = 3 * 1024 * 1024;

/** Hosts, hence pages, one claim takes at once: as many fetches in flight as a refresh batch has (16). */
export const CLAIM_HOSTS = 16;

/**
 * How long one drain (a Temporal activity, or the in-process drain without Temporal) keeps claiming before it hands
 * back: bounded so a worker shutting down or a deploy waits for at most this, and heartbeats stay meaningful.
 */
export const DRAIN_BUDGET_MS = 3 * 60_000;

/**
 * Turning "fetch full article" on queues the feed's newest items (this many, within the keep-unread window):
 * what the reader is looking at when they flip the switch gets its article too, not only what arrives later.
 * One list page (spec part 1 section 9: 25).
 */
export const BACKFILL_ITEMS = 25;

/** Host pacing rows idle this long are dropped (a host not fetched for a day has no pace to keep). */
export const HOST_ROW_TTL_MS = 86_400_000;
