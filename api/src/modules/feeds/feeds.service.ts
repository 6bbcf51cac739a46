import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import { assertFeedReadable } from "../../core/privateFeeds.js";
import { DomainError } from "../../errors.js";
import { isUuid } from "../../lib/ids.js";
import type { Feed, FeedJobRun, User } from "../../generated/prisma/client.js";
import type { Logger } from "../../logger.js";
import { discoverFeeds, redditFeedFor } from "../../reader/discover/discoverFeeds.js";
import { looksLikeAddress } from "../../reader/discover/looksLikeAddress.js";
import { feedFailureSentence } from "../../reader/feedFailures.js";
import { FetchError, type Fetcher } from "../../reader/fetch/fetchDocument.js";
import { secureImageUrl } from "../../reader/images/insecureImages.js";
import { feedTagsForFeeds, type FeedTagView } from "../feedTags/feedTags.service.js";
import type { ImageProxy, ServedImage } from "../images/imageProxy.js";
import { feedCounts, NO_COUNTS, type FeedCounts } from "./feedCounts.js";
import { feedFailure } from "./feedFailure.js";
import { createDocumentBudget } from "./documentBudget.js";
import { createFeedIcons } from "./feedIcons.js";
import { ingestPushed, refreshFeed, type RefreshDeps, type RefreshOutcome } from "./feedRefresh.service.js";
import { claimDueFeeds, refreshBatch, type DueFeed, type SweepLane } from "./feedSweep.service.js";
import { browseFeeds, parseFeedSearchParams, searchKnownFeeds, type FeedSearchParams } from "./feedSearch.js";
import { feedTypeFor } from "./feedType.js";
import { newFeedAllowance } from "./newFeedLimit.js";
import { cronForInterval } from "./refreshPolicy.js";
import { createWebSub } from "./webSub.service.js";

export interface FeedsDeps {
  db: Db;
  config: Config;
  log: Logger;
  fetcher: Fetcher;
  /** Told about every refresh that stored new items (createServices publishes them for live counts). */
  onNewItems?: RefreshDeps["onNewItems"];
  /** Fetches feed logos for GET /feeds/{id}/images. */
  images: ImageProxy;
  /** Website feeds' pages (modules/webfeeds, handed over by createServices). */
  websites?: RefreshDeps["websites"];
}

/** Where a feed's http:// logo is served from our origin: GET /api_v1/feeds/{id}/images?url= (feeds.rest.ts). */
export function feedImageUrl(publicUrl: string, feedId: string, url: string): string {
  return `${publicUrl}/api_v1/feeds/${feedId}/images?url=${encodeURIComponent(url)}`;
}

/**
 * The feed's pictures as clients get them: the logo (an http:// one through our image endpoint) and the site
 * icon, served from our origin whenever we have one stored (null otherwise: the browser never asks the site).
 * The icon's address carries its hash, so it can be cached for good.
 */
export function feedPictures(publicUrl: string, feed: Pick<Feed, "id" | "imageUrl" | "iconHash">): { imageUrl: string | null; faviconUrl: string | null } {
  return {
    imageUrl: secureImageUrl(feed.imageUrl, (url) => feedImageUrl(publicUrl, feed.id, url)),
    faviconUrl: feed.iconHash ? `${publicUrl}/api_v1/feeds/${feed.id}/favicon?v=${feed.iconHash.slice(0, 16)}` : null,
  };
}

/** One fetch-log entry as the spec shows it (part 2 section 3: jobLog). */
export function presentJobRun(r: FeedJobRun) {
  return { jobStartAt: r.startedAt.toISOString(), jobEndAt: r.endedAt.toISOString(), result: r.result, errorCode: r.errorCode, errorMessage: r.errorMessage };
}

/** The spec's Feed shape (part 2 section 3), as REST returns it. `feedTagIds`: the bundles it belongs to. */
export function presentFeed(publicUrl: string, feed: Feed & { jobRuns?: FeedJobRun[] }, counts: FeedCounts, feedTagIds: string[] = []) {
  const pictures = feedPictures(publicUrl, feed);
  const failure = feedFailure(feed);
  return {
    id: feed.id,
    title: feed.title,
    description: feed.description,
    link: feed.link,
    url: feed.url,
    type: feed.type,
    imageUrl: pictures.imageUrl,
    jesterImageUrl: pictures.imageUrl,
    faviconUrl: pictures.faviconUrl,
    status: feed.status,
    /** Not in the spec: why the feed is not being read, in one plain sentence, or null (see feedFailure.ts). */
    failure: failure && {
      ...failure,
      lastRunAt: failure.lastRunAt?.toISOString() ?? null,
      lastSuccessAt: failure.lastSuccessAt?.toISOString() ?? null,
    },
    analytics: {
      totalSubscribers: counts.subscribers,
      subscribersLastMonth: counts.subscribersLastMonth,
      contentItemsLastMonth: counts.lastMonth,
      lastContentItemDate: feed.lastContentItemAt?.toISOString() ?? null,
      totalContentItems: feed.totalContentItems,
      reputation: feed.reputation,
    },
    tagAssociations: feedTagIds.map((feedTagId) => ({ feedTagId })),
    job: {
      cron: cronForInterval(feed.refreshIntervalMinutes),
      consecutiveErrorCount: feed.consecutiveErrorCount,
      lastSuccessAt: feed.lastSuccessAt?.toISOString() ?? null,
      lastRunAt: feed.lastRunAt?.toISOString() ?? null,
      nextRunAt: feed.nextRunAt.toISOString(),
      currentStatus: feed.leaseUntil && feed.leaseUntil > new Date() ? "running" : "scheduled",
      lastRunResult: feed.lastRunResult,
      lastErrorCode: feed.lastErrorCode,
      jobLog: (feed.jobRuns ?? []).map(presentJobRun),
    },
  };
}

export type FeedView = ReturnType<typeof presentFeed>;

/** Feeds as the spec shows them in lists (reading list, content), with subscriber and last-month counts (one statement). */
export async function feedViews(db: Db, publicUrl: string, feeds: Feed[]): Promise<Record<string, FeedView>> {
  if (!feeds.length) return {};
  const counts = await feedCounts(db, feeds.map((f) => f.id));
  return Object.fromEntries(feeds.map((f) => [f.id, presentFeed(publicUrl, f, counts.get(f.id) ?? NO_COUNTS)]));
}


/**
 * The stored forms a typed address may have: as typed (https:// added when no scheme), with and without its
 * trailing slash, on http and https, and a Reddit page's feed address. Exact matches only, so a lookup is
 * an index probe on Feed.url.
 */
export function addressVariants(raw: string): string[] {
  const trimmed = raw.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return [];
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return [];
  url.hash = "";
  const out = new Set<string>();
  for (const protocol of ["https:", "http:"]) {
    const u = new URL(url.href);
    u.protocol = protocol;
    out.add(u.href);
    if (u.pathname.endsWith("/") && u.pathname.length > 1) u.pathname = u.pathname.slice(0, -1);
    else if (!u.pathname.endsWith("/")) u.pathname = `${u.pathname}/`;
    out.add(u.href);
  }
  const reddit = redditFeedFor(url);
  if (reddit) out.add(reddit.url);
  return [...out];
}

/** Discovery looks at this many candidate feeds of a page at most (a page rarely links more worth following). */
const MAX_DISCOVERED = 5;

export interface FeedSearchOutcome {
  /** Result feeds in rank order. */
  feedIds: string[];
  searchError: { code: string; message: string } | null;
  meta: { limit: number; pageKey: number; nextPageKey: number | null };
}

export type FeedsService = ReturnType<typeof createFeedsService>;

/**
 * Feeds: find or create from a URL (discovery + first fetch), search the catalogue, look up, present, and the
 * refresh work the worker's sweep and first fetches run.
 */
export function createFeedsService({ db, config, log, fetcher, onNewItems, images, websites }: FeedsDeps) {
  const icons = createFeedIcons({ db, fetcher, log });
  const refreshDeps: RefreshDeps = {
    db, fetcher, log, onNewItems, scheduleIcon: icons.schedule, websites, documents: createDocumentBudget(),
    onHubAdvertised: (feedId, hub) => webSub.advertised(feedId, hub),
  };
  // Pushed documents take the refresh's own path (parse, sanitise, store, filters, announcements).
  const webSub = createWebSub({ db, config, fetcher, log, ingest: (feedId, doc) => ingestPushed(refreshDeps, feedId, doc) });

  /**
   * Feeds as REST shows them (counts, bundle associations and optionally the fetch log) in input order, with
   * the bundles they belong to (feedTags map and feedId/feedTagId pairs).
   */
  async function present(feeds: Feed[], withLog: boolean) {
    if (!feeds.length) return { feeds: {} as Record<string, FeedView>, feedTags: {} as Record<string, FeedTagView>, tagAssociations: [] as Array<{ feedId: string; feedTagId: string }> };
    const ids = feeds.map((f) => f.id);
    const [counts, runs, tags] = await Promise.all([
      feedCounts(db, ids),
      withLog ? db.feedJobRun.findMany({ where: { feedId: { in: ids } }, orderBy: { startedAt: "desc" } }) : Promise.resolve([]),
      feedTagsForFeeds(db, ids),
    ]);
    const views: Record<string, FeedView> = Object.fromEntries(
      feeds.map((f) => [
        f.id,
        presentFeed(
          config.publicUrl,
          { ...f, jobRuns: runs.filter((r) => r.feedId === f.id) },
          counts.get(f.id) ?? NO_COUNTS,
          tags.tagAssociations.filter((a) => a.feedId === f.id).map((a) => a.feedTagId),
        ),
      ]),
    );
    return { feeds: views, feedTags: tags.feedTags, tagAssociations: tags.tagAssociations };
  }

  /** `present` by id, in the order given (unknown ids are left out). */
  async function presentByIds(ids: string[], opts: { withLog?: boolean } = {}) {
    const rows = ids.length ? await db.feed.findMany({ where: { id: { in: ids } } }) : [];
    const byId = new Map(rows.map((f) => [f.id, f]));
    return present(ids.flatMap((id) => byId.get(id) ?? []), opts.withLog ?? false);
  }

  /**
   * A URL: discover its feeds, store the new ones (recording who added them, within the user's new-feeds
   * allowance) and fetch each once now, as the user is waiting (spec: up to 10 s). When the allowance runs out
   * the feeds already known are still returned; only when nothing can be returned is it MAX_NEW_FEEDS_REACHED.
   */
  async function discoverUrl(user: User, url: string): Promise<Pick<FeedSearchOutcome, "feedIds" | "searchError">> {
    let candidates;
    try {
      // No typed scheme: https:// is our guess, and a site without TLS is asked over http:// (as resolveUrl does).
      candidates = (await discoverFeeds(url, fetcher, { httpFallback: !/^[a-z][a-z0-9+.-]*:/i.test(url.trim()) })).slice(0, MAX_DISCOVERED);
    } catch (e) {
      if (!(e instanceof FetchError)) throw e;
      return { feedIds: [], searchError: { code: e.code, message: feedFailureSentence(e.code, e.status) } };
    }
    const found: string[] = [];
    let allowance: number | null | undefined;
    let limitReached = false;
    for (const c of candidates) {
      let feed = await db.feed.findUnique({ where: { url: c.url } });
      if (!feed) {
        allowance = allowance === undefined ? await newFeedAllowance(db, config, user) : allowance;
        if (allowance !== null && allowance <= 0) {
          limitReached = true;
          continue;
        }
        // upsert: two people adding the same new feed at once end up on one row (the first one owns it).
        feed = await db.feed.upsert({ where: { url: c.url }, create: { url: c.url, title: c.title, format: c.type, type: feedTypeFor(c.url, c.type), createdByUserId: user.id }, update: {} });
        if (allowance !== null && feed.createdByUserId === user.id) allowance -= 1;
      }
      if (!feed.lastRunAt) await refreshFeed(refreshDeps, feed.id);
      found.push(feed.id);
    }
    if (!found.length && limitReached) throw new DomainError("MAX_NEW_FEEDS_REACHED");
    return { feedIds: found, searchError: null };
  }

  /**
   * A URL for a visitor without a token: the known feeds at that address (the feed's own URL, or the site it
   * belongs to), found without fetching anything. Creating a feed stays with signed-in users, so an unknown
   * URL is NO_TOKEN (401), the error a client answers by signing in.
   */
  async function knownFeedsAt(url: string): Promise<Pick<FeedSearchOutcome, "feedIds" | "searchError">> {
    const addresses = addressVariants(url);
    const feeds = addresses.length
      ? await db.feed.findMany({
          // Website feeds are private: never found by their page's address.
          where: { status: { not: "deleted" }, type: { not: "webfeed" }, OR: [{ url: { in: addresses } }, { link: { in: addresses } }] },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          take: MAX_DISCOVERED,
        })
      : [];
    if (!feeds.length) throw new DomainError("NO_TOKEN");
    return { feedIds: feeds.map((f) => f.id), searchError: null };
  }

  return {
    presentByIds,

    /** Subscribers and last-month items per feed, in one statement (GraphQL's analytics and subscriberCount, batched). */
    counts(feedIds: string[]): Promise<Map<string, FeedCounts>> {
      return feedCounts(db, feedIds);
    },

    /** Each feed's fetch log as the spec shows it (newest first), in the order of `feedIds` (GraphQL, batched). */
    async jobLogs(feedIds: string[]): Promise<Array<FeedView["job"]["jobLog"]>> {
      const runs = await db.feedJobRun.findMany({ where: { feedId: { in: feedIds } }, orderBy: { startedAt: "desc" } });
      return feedIds.map((id) => runs.filter((r) => r.feedId === id).map(presentJobRun));
    },

    /**
     * The feed's logo fetched from its source for our origin (GET /feeds/{id}/images?url=): only the address the
     * feed names as its logo, never any other.
     */
    async image(feedId: string, url: string): Promise<ServedImage> {
      const feed = isUuid(feedId) ? await db.feed.findUnique({ where: { id: feedId }, select: { imageUrl: true } }) : null;
      if (!feed) throw new DomainError("NOT_FOUND", { message: "Feed not found" });
      if (feed.imageUrl !== url) throw new DomainError("IMAGE_NOT_SHOWN");
      return images.fetch(url);
    },

    /** The feed's stored site icon (GET /feeds/{id}/favicon) with its hash; NOT_FOUND until a refresh stored one. */
    async favicon(feedId: string): Promise<ServedImage & { hash: string | null }> {
      const icon = isUuid(feedId) ? await icons.get(feedId) : null;
      if (!icon) throw new DomainError("NOT_FOUND", { message: "This feed has no icon yet" });
      return { body: icon.bytes, contentType: icon.contentType, vector: icon.contentType === "image/svg+xml", hash: icon.hash };
    },

    /** Site icon look-ups scheduled by refreshes (feedIcons.ts): `idle` resolves when none is left. */
    icons,

    /** WebSub: hub subscriptions, their leases, the callback's verifications and pushes (webSub.service.ts). */
    webSub,

    /** Fetches, parses and stores one feed now (a first fetch, the refresh-one workflow). */
    refresh(feedId: string): Promise<RefreshOutcome> {
      return refreshFeed(refreshDeps, feedId);
    },

    /** Claims up to `limit` due, followed feeds for one sweep batch, leased for `leaseSeconds`, of one lane's hosts (see claimDueFeeds). */
    claimDue(limit: number, leaseSeconds: number, lane: SweepLane | null = null): Promise<DueFeed[]> {
      return claimDueFeeds(db, limit, leaseSeconds, new Date(), lane);
    },

    /** Refreshes a claimed batch with bounded concurrency overall and per host (see refreshBatch). */
    refreshBatch(feeds: DueFeed[], opts: Parameters<typeof refreshBatch>[2]): Promise<RefreshOutcome[]> {
      return refreshBatch(refreshDeps, feeds, opts);
    },

    /**
     * GET /feeds (and GraphQL feedSearch). A URL is discovered, created and fetched. Text searches known feeds
     * (full-text and trigram, ranked by relevance and subscribers). No text: with showTopFeeds the most followed
     * feeds, with a domain that domain's feeds, else nothing. `domain` filters every text or browse result; a
     * URL search is not filtered (the user asked for that page). Pages are 1-based; nextPageKey is null on the
     * last page. contentItemTopicId is accepted by the transports and ignored until topics exist.
     * Without a user (spec part 2 section 7: the token is optional) text search and browsing work alike, and
     * a URL finds only the feeds already known at it (knownFeedsAt): no fetch, no new feed.
     */
    async search(user: User | null, raw: Record<string, unknown>): Promise<FeedSearchOutcome> {
      const p: FeedSearchParams = parseFeedSearchParams(raw);
      const meta = (hasMore: boolean) => ({ limit: p.limit, pageKey: p.pageKey, nextPageKey: hasMore ? p.pageKey + 1 : null });
      if (p.search && looksLikeAddress(p.search)) {
        // Discovery answers one page: the few feeds a URL leads to.
        if (p.pageKey > 1) return { feedIds: [], searchError: null, meta: meta(false) };
        return { ...(user ? await discoverUrl(user, p.search) : await knownFeedsAt(p.search)), meta: meta(false) };
      }
      const offset = (p.pageKey - 1) * p.limit;
      const page = p.search
        ? await searchKnownFeeds(db, { search: p.search, domain: p.domain, offset, limit: p.limit })
        : p.showTopFeeds || p.domain
          ? await browseFeeds(db, { domain: p.domain, offset, limit: p.limit })
          : { feedIds: [], hasMore: false };
      return { feedIds: page.feedIds, searchError: null, meta: meta(page.hasMore) };
    },

    /** GET /feeds/{id}: one feed with its job and fetch log, and the bundles it belongs to (a website feed: its owner only). */
    async get(id: string, viewerId: string | null = null) {
      const feed = /^[0-9a-f-]{36}$/i.test(id) ? await db.feed.findUnique({ where: { id } }) : null;
      if (!feed) throw new DomainError("NOT_FOUND", { message: "Feed not found" });
      await assertFeedReadable(db, feed, viewerId);
      const { feeds, feedTags } = await present([feed], true);
      return { feeds, feedTags };
    },
  };
}
