import { builder } from "../../schema/builder.js";
import { sessionOf } from "../../schema/auth.js";
import { presentFeed, type FeedView } from "./feeds.service.js";

type Job = FeedView["job"];
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

const FeedJobType = builder.objectRef<Job>("FeedJob").implement({
  fields: (t) => ({
    cron: t.exposeString("cron"),
    consecutiveErrorCount: t.exposeInt("consecutiveErrorCount"),
    lastSuccessAt: t.field({ type: "DateTime", nullable: true, resolve: (j) => j.lastSuccessAt }),
    lastRunAt: t.field({ type: "DateTime", nullable: true, resolve: (j) => j.lastRunAt }),
    nextRunAt: t.field({ type: "DateTime", resolve: (j) => j.nextRunAt }),
    currentStatus: t.exposeString("currentStatus"),
    lastRunResult: t.exposeString("lastRunResult", { nullable: true }),
    lastErrorCode: t.exposeString("lastErrorCode", { nullable: true }),
    jobLog: t.field({ type: [JobLogEntryType], description: "The newest 10 runs, newest first.", resolve: (j) => j.jobLog }),
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

/** A feed is public (spec: anyone may view a feed page). */
export const FeedType = builder.prismaNode("Feed", {
  id: { field: "id" },
  fields: (t) => ({
    feedId: t.exposeString("id", { description: "The raw id used by the REST API." }),
    title: t.exposeString("title", { nullable: true }),
    description: t.exposeString("description", { nullable: true }),
    link: t.exposeString("link", { nullable: true }),
    url: t.exposeString("url"),
    type: t.exposeString("type"),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    faviconUrl: t.exposeString("faviconUrl", { nullable: true }),
    status: t.string({ description: "unknown | healthy | error | stale | paused | deleted", resolve: (f) => f.status }),
    analytics: t.field({
      type: FeedAnalyticsType,
      resolve: async (f, _a, ctx) => {
        const [subscribers, lastMonth] = await Promise.all([
          ctx.db.feedSubscription.count({ where: { feedId: f.id } }),
          ctx.db.contentItem.count({ where: { feedId: f.id, firstSeenAt: { gte: new Date(Date.now() - 30 * 86_400_000) } } }),
        ]);
        return presentFeed(f, { subscribers, lastMonth }).analytics;
      },
    }),
    job: t.field({
      type: FeedJobType,
      resolve: async (f, _a, ctx) => {
        const jobRuns = await ctx.db.feedJobRun.findMany({ where: { feedId: f.id }, orderBy: { startedAt: "desc" } });
        return presentFeed({ ...f, jobRuns }, { subscribers: 0, lastMonth: 0 }).job;
      },
    }),
  }),
});

const FeedSearchErrorType = builder.objectRef<{ code: string; message: string }>("FeedSearchError").implement({
  fields: (t) => ({ code: t.exposeString("code"), message: t.exposeString("message") }),
});

const FeedSearchResultType = builder.objectRef<{ feedIds: string[]; searchError: { code: string; message: string } | null }>("FeedSearchResult").implement({
  fields: (t) => ({
    feeds: t.prismaField({
      type: ["Feed"],
      resolve: async (query, r, _a, ctx) => {
        const rows = await ctx.db.feed.findMany({ ...query, where: { id: { in: r.feedIds } } });
        return r.feedIds.map((id) => rows.find((f) => f.id === id)!).filter(Boolean);
      },
    }),
    searchError: t.field({ type: FeedSearchErrorType, nullable: true, resolve: (r) => r.searchError }),
  }),
});

builder.queryField("feedSearch", (t) =>
  t.field({
    type: FeedSearchResultType,
    description: "A URL is discovered, created and fetched (up to 10 s); text searches known feeds.",
    args: { search: t.arg.string({ required: true }), limit: t.arg.int({ defaultValue: 25 }) },
    resolve: async (_r, { search, limit }, ctx) => {
      sessionOf(ctx);
      const result = await ctx.services.feeds.search(search, Math.min(100, Math.max(1, limit ?? 25)));
      return { feedIds: result.feedSearchResults.map((r) => r.feedId), searchError: result.searchError };
    },
  }),
);
