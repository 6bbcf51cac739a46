import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import { DomainError } from "../../errors.js";
import type { Feed, FeedJobRun } from "../../generated/prisma/client.js";
import type { Logger } from "../../logger.js";
import { discoverFeeds } from "../../reader/discover/discoverFeeds.js";
import type { PubSub } from "../../realtime/pubsub.js";
import { FetchError, type Fetcher } from "../../reader/fetch/fetchDocument.js";
import { refreshFeed } from "./feedRefresh.service.js";

export interface FeedsDeps {
  db: Db;
  config: Config;
  log: Logger;
  fetcher: Fetcher;
  pubsub?: PubSub | undefined;
}

/** The spec's Feed shape (part 2 section 3), as REST returns it. */
export function presentFeed(feed: Feed & { jobRuns?: FeedJobRun[] }, counts: { subscribers: number; lastMonth: number }) {
  return {
    id: feed.id,
    title: feed.title,
    description: feed.description,
    link: feed.link,
    url: feed.url,
    type: feed.type,
    imageUrl: feed.imageUrl,
    jesterImageUrl: feed.imageUrl,
    faviconUrl: feed.faviconUrl,
    status: feed.status,
    analytics: {
      totalSubscribers: counts.subscribers,
      subscribersLastMonth: counts.subscribers,
      contentItemsLastMonth: counts.lastMonth,
      lastContentItemDate: feed.lastContentItemAt?.toISOString() ?? null,
      totalContentItems: feed.totalContentItems,
      reputation: feed.reputation,
    },
    tagAssociations: [] as Array<{ feedTagId: string }>,
    job: {
      cron: `every ${feed.refreshIntervalMinutes} minutes`,
      consecutiveErrorCount: feed.consecutiveErrorCount,
      lastSuccessAt: feed.lastSuccessAt?.toISOString() ?? null,
      lastRunAt: feed.lastRunAt?.toISOString() ?? null,
      nextRunAt: feed.nextRunAt.toISOString(),
      currentStatus: feed.leaseUntil && feed.leaseUntil > new Date() ? "running" : "scheduled",
      lastRunResult: feed.lastRunResult,
      lastErrorCode: feed.lastErrorCode,
      jobLog: (feed.jobRuns ?? []).map((r) => ({
        jobStartAt: r.startedAt.toISOString(),
        jobEndAt: r.endedAt.toISOString(),
        result: r.result,
        errorCode: r.errorCode,
        errorMessage: r.errorMessage,
      })),
    },
  };
}

export type FeedView = ReturnType<typeof presentFeed>;

const looksLikeUrl = (s: string) => /^(https?:\/\/|www\.)|^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i.test(s.trim());

export type FeedsService = ReturnType<typeof createFeedsService>;

/** Feeds: find or create from a URL (discovery + first fetch), look up, present. */
export function createFeedsService({ db, log, fetcher, pubsub }: FeedsDeps) {
  const refreshDeps = {
    db,
    fetcher,
    log,
    onNewItems: pubsub ? (feedId: string, contentItemIds: string[]) => pubsub.publish("contentItemsAdded", { feedId, contentItemIds }) : undefined,
  };
  async function views(feeds: Feed[], withLog: boolean): Promise<Record<string, FeedView>> {
    if (!feeds.length) return {};
    const ids = feeds.map((f) => f.id);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    const [subs, recent, runs] = await Promise.all([
      db.feedSubscription.groupBy({ by: ["feedId"], where: { feedId: { in: ids } }, _count: { _all: true } }),
      db.contentItem.groupBy({ by: ["feedId"], where: { feedId: { in: ids }, firstSeenAt: { gte: monthAgo } }, _count: { _all: true } }),
      withLog ? db.feedJobRun.findMany({ where: { feedId: { in: ids } }, orderBy: { startedAt: "desc" } }) : Promise.resolve([]),
    ]);
    const count = (rows: Array<{ feedId: string; _count: { _all: number } }>, id: string) => rows.find((r) => r.feedId === id)?._count._all ?? 0;
    return Object.fromEntries(
      feeds.map((f) => [f.id, presentFeed({ ...f, jobRuns: runs.filter((r) => r.feedId === f.id) }, { subscribers: count(subs, f.id), lastMonth: count(recent, f.id) })]),
    );
  }

  return {
    /**
     * GET /feeds?search=: a URL is discovered; each feed found is created when new and fetched at once
     * (spec: new feeds can take up to 10 s). Text searches known feeds by title and URL.
     */
    async search(search: string, limit = 25) {
      const term = search.trim();
      if (!term) return { feeds: {}, feedSearchResults: [] as Array<{ feedId: string }>, searchError: null };
      if (looksLikeUrl(term)) {
        try {
          const candidates = await discoverFeeds(term, fetcher);
          const found: Feed[] = [];
          for (const c of candidates.slice(0, 5)) {
            const feed = await db.feed.upsert({ where: { url: c.url }, create: { url: c.url, title: c.title, format: c.type }, update: {} });
            if (!feed.lastRunAt) await refreshFeed(refreshDeps, feed.id);
            found.push(await db.feed.findUniqueOrThrow({ where: { id: feed.id } }));
          }
          return { feeds: await views(found, false), feedSearchResults: found.map((f) => ({ feedId: f.id })), searchError: null };
        } catch (e) {
          if (!(e instanceof FetchError)) throw e;
          return { feeds: {}, feedSearchResults: [], searchError: { code: e.code, message: e.message } };
        }
      }
      const matches = await db.feed.findMany({
        where: { status: { not: "deleted" }, OR: [{ title: { contains: term, mode: "insensitive" } }, { url: { contains: term, mode: "insensitive" } }, { description: { contains: term, mode: "insensitive" } }] },
        orderBy: [{ totalContentItems: "desc" }],
        take: limit,
      });
      return { feeds: await views(matches, false), feedSearchResults: matches.map((f) => ({ feedId: f.id })), searchError: null };
    },

    /** GET /feeds/{id}: one feed with its job and fetch log. */
    async get(id: string) {
      const feed = /^[0-9a-f-]{36}$/i.test(id) ? await db.feed.findUnique({ where: { id } }) : null;
      if (!feed) throw new DomainError("NOT_FOUND", { message: "Feed not found" });
      return views([feed], true);
    },
  };
}
