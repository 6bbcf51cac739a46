import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";
import type { Feed, User } from "../../generated/prisma/client.js";
import { discoverFeeds } from "../../reader/discover/discoverFeeds.js";
import { FetchError } from "../../reader/fetch/fetchDocument.js";
import { feedFailureSentence } from "../../reader/feedFailures.js";
import { FeedParseError } from "../../reader/parse/types.js";
import { feedFailure } from "../feeds/feedFailure.js";
import { newFeedAllowance } from "../feeds/newFeedLimit.js";
import type { FeedFetchQueue } from "./feedFetchQueue.js";
import { feedTypeFor } from "../feeds/feedType.js";

/** Accepts what people paste: a bare host or path gets https://; anything but http(s) is refused. */
export function normaliseFeedUrl(raw: string): string {
  const trimmed = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw validationError({ url: "Enter a valid feed or website URL" });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw validationError({ url: "Only http and https feeds are supported" });
  url.hash = "";
  return url.href;
}

export type FeedResolver = ReturnType<typeof createFeedResolver>;

/** Whether the user typed a scheme (else https:// is our guess, and discovery may fall back to http://). */
const hasScheme = (raw: string) => /^[a-z][a-z0-9+.-]*:/i.test(raw.trim());

/** A failed fetch told as the one plain sentence for its code (spec-less key FEED_FETCH_FAILED, 422). */
function fetchFailed(code: string, httpStatus?: number | null): DomainError {
  return new DomainError("FEED_FETCH_FAILED", { message: feedFailureSentence(code, httpStatus) });
}

/** A feed that has never been read: why, as the user is told it (a gone feed included). */
function unreadable(feed: Feed): DomainError | null {
  if (feed.status !== "deleted" && feed.lastSuccessAt) return null;
  const failure = feedFailure(feed);
  return failure ? fetchFailed(failure.code, feed.lastErrorStatus) : null;
}

/**
 * Turns what a user typed into a stored feed. A feed we already know costs nothing; a new one counts
 * against the user's new-feeds-per-week limit (spec MAX_NEW_FEEDS_REACHED), because every new feed is
 * crawl work we take on for everyone.
 */
export function createFeedResolver(deps: { db: Db; config: Config; fetchQueue: FeedFetchQueue; discover?: typeof discoverFeeds; fetcher: Parameters<typeof discoverFeeds>[1] }) {
  const { db, config, fetchQueue } = deps;
  const discover = deps.discover ?? discoverFeeds;

  async function assertNewFeedAllowed(user: User): Promise<void> {
    if ((await newFeedAllowance(db, config, user)) === 0) throw new DomainError("MAX_NEW_FEEDS_REACHED");
  }

  async function createFeed(user: User, url: string, title: string | null, format: string | null): Promise<{ feed: Feed; created: boolean }> {
    const existing = await db.feed.findUnique({ where: { url } });
    if (existing) return { feed: existing, created: false };
    await assertNewFeedAllowed(user);
    // upsert: two users adding the same new feed at once both end up on one row.
    const feed = await db.feed.upsert({ where: { url }, create: { url, title, format, type: feedTypeFor(url, format), createdByUserId: user.id }, update: {} });
    return { feed, created: feed.createdByUserId === user.id && feed.lastRunAt === null };
  }

  /**
   * Fetches a feed that has never been read (the user is waiting) and returns it once it has been, else throws
   * the sentence for why not. Nobody follows a feed that has never worked: the user sees the reason at once
   * in the dialog, rather than a subscription that quietly shows nothing. A row this call created for it is
   * dropped again (nobody follows it, and it would only clutter feed search).
   */
  async function readOnce(feed: Feed, createdHere: boolean): Promise<Feed> {
    if (feed.status !== "deleted" && !feed.lastSuccessAt) await fetchQueue.fetchNow(feed.id);
    const fresh = await db.feed.findUniqueOrThrow({ where: { id: feed.id } });
    const error = unreadable(fresh);
    if (!error) return fresh;
    if (createdHere) await db.feed.deleteMany({ where: { id: fresh.id, subscriptions: { none: {} } } });
    throw error;
  }

  return {
    assertNewFeedAllowed,

    /**
     * A page or feed URL → a stored feed that has been read at least once (the user is waiting: spec allows up
     * to 10 s for a new feed). A page is discovered (its first feed wins); a URL with no feed is FEED_NOT_FOUND;
     * a failed fetch is FEED_FETCH_FAILED with the plain sentence for its code. Without a typed scheme https://
     * is tried first, then http:// when the site cannot speak TLS.
     */
    async resolveUrl(user: User, rawUrl: string): Promise<Feed> {
      const url = normaliseFeedUrl(rawUrl);
      const known = await db.feed.findUnique({ where: { url } });
      if (known) return known.lastSuccessAt && known.status !== "deleted" ? known : readOnce(known, false);
      let candidates;
      try {
        candidates = await discover(url, deps.fetcher, { httpFallback: !hasScheme(rawUrl) });
      } catch (e) {
        if (e instanceof FetchError) throw fetchFailed(e.code, e.status);
        if (e instanceof FeedParseError) throw fetchFailed(e.code);
        throw e;
      }
      const first = candidates[0];
      if (!first) throw new DomainError("FEED_NOT_FOUND");
      const { feed, created } = await createFeed(user, first.url, first.title, first.type);
      return feed.lastSuccessAt && feed.status !== "deleted" ? feed : readOnce(feed, created);
    },

    /**
     * For batches (OPML import): the URL is taken as a feed URL without waiting on the network. A new feed is
     * stored and its first fetch queued; the caller reports recalculatingUnreadCount until it lands.
     */
    async resolveUrlLater(user: User, rawUrl: string, title: string | null): Promise<Feed> {
      const url = normaliseFeedUrl(rawUrl);
      const { feed } = await createFeed(user, url, title, null);
      if (!feed.lastRunAt) fetchQueue.fetchSoon(feed.id);
      return feed;
    },
  };
}
