import { PRIVATE_FEED_TYPE } from "../../core/privateFeeds.js";
import { NIL_UUID } from "../../lib/ids.js";
import { resolveOffsetConnection } from "@pothos/plugin-relay";
import { DomainError } from "../../errors.js";
import { builder } from "../../schema/builder.js";
import { sessionOf } from "../../schema/auth.js";
import type { Feed } from "../../generated/prisma/client.js";
import { NO_COUNTS } from "./feedCounts.js";
import { feedFailure, type FeedFailure } from "./feedFailure.js";
import { FEED_TYPES, type FeedType as FeedTypeName } from "./feedType.js";
import { feedPictures, presentFeed, type FeedView } from "./feeds.service.js";
import { isWebImageUrl } from "../../reader/images/insecureImages.js";
import { pictureProxyFor } from "../images/pictureProxy.js";

/** The job as presented, with its feed's id so the log loads batched for a list of feeds. */
type Job = FeedView["job"] & { feedId: string };
type JobLogEntry = Job["jobLog"][number];
type Analytics = FeedView["analytics"];

const JobLogEntryType = builder.objectRef<JobLogEntry>("FeedJobLogEntry").implement({
  fields: (t) => ({
    jobStartAt: t.field({ type: "DateTime", resolve: (e) => e.jobStartAt }),
    jobEndAt: t.field({ type: "DateTime", resolve: (e) => e.jobEndAt }),
    result: t.exposeString("result"),
    errorCode: t.exposeString("errorCode", { nullable: true }),
    errorMessage: t.exposeString("errorMessage", { nullable: true }),
  }),
});

/** What a feed's WebSub hub does for it (no secret or callback: those stay on the server). */
interface InstantUpdates {
  hubUrl: string | null;
  state: string;
  leaseExpiresAt: Date | null;
  lastPushAt: Date | null;
  pushCount: number;
}

const FeedInstantUpdatesType = builder.objectRef<InstantUpdates>("FeedInstantUpdates").implement({
  description: "The WebSub hub the feed advertises and our subscription there: while it is active, the hub pushes new items and polling is a daily safety net.",
  fields: (t) => ({
    hubUrl: t.exposeString("hubUrl", { nullable: true, description: "The hub the feed advertises; null once it advertises none." }),
    state: t.exposeString("state", { description: "none | subscribing | active | unsubscribing | unsubscribed | denied | failed | expired" }),
    active: t.boolean({ description: "The hub pushes this feed now (a verified lease that has not ended).", resolve: (u) => u.state === "active" && (u.leaseExpiresAt?.getTime() ?? 0) > Date.now() }),
    leaseExpiresAt: t.field({ type: "DateTime", nullable: true, resolve: (u) => u.leaseExpiresAt }),
    lastPushAt: t.field({ type: "DateTime", nullable: true, resolve: (u) => u.lastPushAt }),
    pushCount: t.exposeInt("pushCount"),
  }),
});

const FeedJobType = builder.objectRef<Job>("FeedJob").implement({
  fields: (t) => ({
    cron: t.exposeString("cron", { description: "The refresh interval as a five-field cron in UTC (e.g. */15 * * * *, 0 */2 * * *); nextRunAt is exact." }),
    consecutiveErrorCount: t.exposeInt("consecutiveErrorCount"),
    lastSuccessAt: t.field({ type: "DateTime", nullable: true, resolve: (j) => j.lastSuccessAt }),
    lastRunAt: t.field({ type: "DateTime", nullable: true, resolve: (j) => j.lastRunAt }),
    nextRunAt: t.field({ type: "DateTime", resolve: (j) => j.nextRunAt }),
    currentStatus: t.exposeString("currentStatus"),
    lastRunResult: t.exposeString("lastRunResult", { nullable: true }),
    lastErrorCode: t.exposeString("lastErrorCode", { nullable: true }),
    jobLog: t.loadableList({
      type: JobLogEntryType,
      description: "The newest 10 runs, newest first.",
      // Batched: a table of feeds (the admin Feeds tab) that shows each job's cron reads no log at all.
      load: (feedIds: string[], ctx) => ctx.services.feeds.jobLogs(feedIds),
      resolve: (j) => j.feedId,
    }),
    instantUpdates: t.loadable({
      type: FeedInstantUpdatesType,
      nullable: true,
      description: "WebSub: null for a feed that never advertised a hub.",
      load: async (feedIds: string[], ctx) => {
        const rows = await ctx.services.feeds.webSub.ofFeeds(feedIds);
        return feedIds.map((id) => rows.get(id) ?? null);
      },
      resolve: (j) => j.feedId,
    }),
  }),
});

const FeedAnalyticsType = builder.objectRef<Analytics>("FeedAnalytics").implement({
  fields: (t) => ({
    totalSubscribers: t.exposeInt("totalSubscribers"),
    subscribersLastMonth: t.exposeInt("subscribersLastMonth"),
    contentItemsLastMonth: t.exposeInt("contentItemsLastMonth"),
    lastContentItemDate: t.field({ type: "DateTime", nullable: true, resolve: (a) => a.lastContentItemDate }),
    totalContentItems: t.exposeInt("totalContentItems"),
    reputation: t.exposeFloat("reputation"),
  }),
});

const FeedFailureType = builder.objectRef<FeedFailure>("FeedFailure").implement({
  description: "Why a feed is not being read, in one plain sentence per failure code, and when it was last tried.",
  fields: (t) => ({
    code: t.exposeString("code", { description: "FETCH_NOT_FOUND, FETCH_DNS, FETCH_TLS, NOT_A_FEED, … or FEED_DELETED." }),
    message: t.exposeString("message"),
    lastRunAt: t.field({ type: "DateTime", nullable: true, resolve: (f) => f.lastRunAt }),
    lastSuccessAt: t.field({ type: "DateTime", nullable: true, resolve: (f) => f.lastSuccessAt }),
    consecutiveErrorCount: t.exposeInt("consecutiveErrorCount"),
    retryable: t.exposeBoolean("retryable"),
  }),
});

const FeedTypeEnum = builder.enumType("FeedType", {
  description: "rss (RSS and RDF), atom, json (JSON Feed) and reddit feeds; webfeed is a feed made from a website.",
  values: FEED_TYPES,
});

/** A feed is public (spec: anyone may view a feed page). */
export const FeedType = builder.prismaNode("Feed", {
  id: { field: "id" },
  // A website feed's Feed is private (core/privateFeeds.ts): node(id) finds it only for its owner.
  findUnique: (id, ctx) => ({ id, OR: [{ type: { not: PRIVATE_FEED_TYPE } }, { websiteFeed: { userId: ctx.session?.user.id ?? NIL_UUID } }] }),
  fields: (t) => ({
    feedId: t.exposeString("id", { description: "The raw id used by the REST API." }),
    title: t.exposeString("title", { nullable: true }),
    description: t.exposeString("description", { nullable: true }),
    link: t.exposeString("link", { nullable: true }),
    url: t.exposeString("url"),
    type: t.field({ type: FeedTypeEnum, resolve: (f) => f.type as FeedTypeName }),
    imageUrl: t.string({
      nullable: true,
      description: "The feed's logo; an http:// one is served from our origin (GET /api_v1/feeds/{id}/images?url=), and for Pro readers any one through the anonymous proxy (GET /api_v1/images/proxy).",
      resolve: async (f, _a, ctx) => {
        const pro = await pictureProxyFor(ctx);
        return pro && isWebImageUrl(f.imageUrl) ? pro.image(f.imageUrl) : feedPictures(ctx.config.publicUrl, f).imageUrl;
      },
    }),
    faviconUrl: t.string({
      nullable: true,
      description: "The site's icon, served from our origin (GET /api_v1/feeds/{id}/favicon); null until a refresh has stored one.",
      resolve: (f, _a, ctx) => feedPictures(ctx.config.publicUrl, f).faviconUrl,
    }),
    status: t.string({ description: "unknown | healthy | error | stale | paused | deleted", resolve: (f) => f.status }),
    failure: t.field({
      type: FeedFailureType,
      nullable: true,
      description: "Set while the feed is failing: never read and its last fetch failed, in status error, or gone.",
      resolve: (f) => feedFailure(f),
    }),
    awaitingFirstFetch: t.boolean({
      description: "A new feed whose first fetch has not run yet (an OPML import follows its feeds until it has).",
      resolve: (f) => f.lastRunAt === null && f.status !== "deleted",
    }),
    // Both batched over a list of feeds (search results, bundles): one feedCounts statement per field.
    analytics: t.loadable({
      type: FeedAnalyticsType,
      load: async (feeds: Feed[], ctx) => {
        const counts = await ctx.services.feeds.counts(feeds.map((f) => f.id));
        return feeds.map((f) => presentFeed(ctx.config.publicUrl, f, counts.get(f.id) ?? NO_COUNTS).analytics);
      },
      loaderOptions: { cacheKeyFn: (f: Feed) => f.id },
      resolve: (f) => f,
    }),
    subscriberCount: t.loadable({
      type: "Int",
      description: "How many users follow the feed (batched over a list of feeds).",
      load: async (feedIds: string[], ctx) => {
        const counts = await ctx.services.feeds.counts(feedIds);
        return feedIds.map((id) => counts.get(id)?.subscribers ?? 0);
      },
      resolve: (f) => f.id,
    }),
    job: t.field({ type: FeedJobType, resolve: (f, _a, ctx) => ({ ...presentFeed(ctx.config.publicUrl, f, NO_COUNTS).job, feedId: f.id }) }),
  }),
});

builder.prismaObjectField("FeedTag", "feeds", (t) =>
  t.connection({
    type: FeedType,
    description: "The bundle's feeds in curated order.",
    resolve: (tag, args, ctx) => resolveOffsetConnection({ args }, ({ offset, limit }) => ctx.services.feedTags.feedsPage(tag.id, offset, limit)),
  }),
);

const FeedSearchErrorType = builder.objectRef<{ code: string; message: string }>("FeedSearchError").implement({
  fields: (t) => ({ code: t.exposeString("code"), message: t.exposeString("message") }),
});

interface FeedSearchResultShape {
  feedIds: string[];
  searchError: { code: string; message: string } | null;
  nextPageKey: number | null;
}

const FeedSearchResultType = builder.objectRef<FeedSearchResultShape>("FeedSearchResult").implement({
  fields: (t) => ({
    feeds: t.prismaField({
      type: ["Feed"],
      description: "In rank order.",
      resolve: async (query, r, _a, ctx) => {
        const rows = await ctx.db.feed.findMany({ ...query, where: { id: { in: r.feedIds } } });
        const byId = new Map(rows.map((f) => [f.id, f]));
        return r.feedIds.flatMap((id) => byId.get(id) ?? []);
      },
    }),
    searchError: t.field({ type: FeedSearchErrorType, nullable: true, resolve: (r) => r.searchError }),
    nextPageKey: t.int({ nullable: true, description: "The pageKey of the next page; null on the last page.", resolve: (r) => r.nextPageKey }),
  }),
});

builder.queryField("feedSearch", (t) =>
  t.field({
    type: FeedSearchResultType,
    description:
      "A URL is discovered, created and fetched (up to 10 s); text searches known feeds (ranked by relevance and " +
      "subscribers); empty text lists a domain's feeds or, with showTopFeeds, the most followed ones. No token is " +
      "needed: without one a URL finds only feeds already known at it (searchError NO_TOKEN when there are none).",
    args: {
      search: t.arg.string({ required: true }),
      domain: t.arg.string({ description: "Only feeds on this host or its subdomains (e.g. reddit.com)." }),
      limit: t.arg.int({ defaultValue: 25 }),
      pageKey: t.arg.int({ defaultValue: 1 }),
      showTopFeeds: t.arg.boolean(),
    },
    resolve: async (_r, args, ctx) => {
      // A token that was sent must be valid; none at all is an anonymous search (spec part 2 section 7).
      const user = ctx.token ? sessionOf(ctx).user : null;
      try {
        const result = await ctx.services.feeds.search(user, args);
        return { feedIds: result.feedIds, searchError: result.searchError, nextPageKey: result.meta.nextPageKey };
      } catch (e) {
        // The search box shows its error inline (spec: feed search message inline and as a toast), so a
        // limit or bad input is a searchError here, as a failed fetch already is; REST answers them as 4xx.
        if (!(e instanceof DomainError)) throw e;
        return { feedIds: [], searchError: { code: e.key, message: e.message }, nextPageKey: null };
      }
    },
  }),
);
