import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";
import type { Feed, User } from "../../generated/prisma/client.js";
import { discoverFeeds } from "../../reader/discover/discoverFeeds.js";
import { FetchError } from "../../reader/fetch/fetchDocument.js";
import { FeedParseError } from "../../reader/parse/types.js";
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

  async function createFeed(user: User, url: string, title: string | null, format: string | null): Promise<Feed> {
    const existing = await db.feed.findUnique({ where: { url } });
    if (existing) return existing;
    await assertNewFeedAllowed(user);
    // upsert: two users adding the same new feed at once both end up on one row.
    return db.feed.upsert({ where: { url }, create: { url, title, format, type: feedTypeFor(url, format), createdByUserId: user.id }, update: {} });
  }

  return {
    assertNewFeedAllowed,

    /**
     * A page or feed URL → a stored feed that has been fetched once (the user is waiting: spec allows up to
     * 10 s for a new feed). A page is discovered (its first feed wins); a URL with no feed is FEED_NOT_FOUND.
     */
    async resolveUrl(user: User, rawUrl: string): Promise<Feed> {
      const url = normaliseFeedUrl(rawUrl);
      const known = await db.feed.findUnique({ where: { url } });
      if (known) return known;
      let candidates;
      try {
        candidates = await discover(url, deps.fetcher);
      } catch (e) {
        if (e instanceof FetchError || e instanceof FeedParseError) {
          throw new DomainError("FEED_NOT_FOUND", { message: `No feed results found for this URL. (${e.message})` });
        }
        throw e;
      }
      const first = candidates[0];
      if (!first) throw new DomainError("FEED_NOT_FOUND");
      const feed = await createFeed(user, first.url, first.title, first.type);
      if (!feed.lastRunAt) await fetchQueue.fetchNow(feed.id);
      return db.feed.findUniqueOrThrow({ where: { id: feed.id } });
    },

    /**
     * For batches (OPML import): the URL is taken as a feed URL without waiting on the network. A new feed is
     * stored and its first fetch queued; the caller reports recalculatingUnreadCount until it lands.
     */
    async resolveUrlLater(user: User, rawUrl: string, title: string | null): Promise<Feed> {
      const url = normaliseFeedUrl(rawUrl);
      const feed = await createFeed(user, url, title, null);
      if (!feed.lastRunAt) fetchQueue.fetchSoon(feed.id);
      return feed;
    },
  };
}
