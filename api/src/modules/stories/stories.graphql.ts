import { decodeGlobalID, resolveOffsetConnection } from "@pothos/plugin-relay";
import { queryFromInfo } from "@pothos/plugin-prisma";
import { validationError } from "../../errors.js";
import { isUuid } from "../../lib/ids.js";
import { builder } from "../../schema/builder.js";
import { ContentItemType, optionalViewer } from "../content/content.graphql.js";
import { presentItemImage } from "../content/content.present.js";
import { TopicType } from "../topics/topics.graphql.js";
import { HERO_STORIES, TOPIC_CHIPS } from "./stories.service.js";
import { parseDiscoverSort, parseStoryListArgs } from "./stories.validation.js";

/** A raw uuid or a Story's Relay id (screens route by the raw id: /stories/{id}); null for anything else. */
function storyIdFrom(id: string): string | null {
  if (isUuid(id)) return id;
  try {
    const decoded = decodeGlobalID(id);
    return decoded.typename === "Story" && isUuid(decoded.id) ? decoded.id : null;
  } catch {
    return null;
  }
}

const SORT_BY_DESCRIPTION = "top-day (default) | popular | top-all | top-year | top-month | top-week | top-hour | newest | oldest";

interface Publisher {
  site: string;
  feedIds: string[];
  contentItemCount: number;
}

const StoryPublisherType = builder.objectRef<Publisher>("StoryPublisher").implement({
  description: "A site (registrable domain) among a story's items, with its feeds.",
  fields: (t) => ({
    site: t.exposeString("site"),
    contentItemCount: t.exposeInt("contentItemCount"),
    feeds: t.prismaField({
      type: ["Feed"],
      resolve: (query, p, _a, ctx) => ctx.db.feed.findMany({ ...query, where: { id: { in: p.feedIds } }, orderBy: { title: "asc" } }),
    }),
  }),
});

/**
 * A story (spec part 2 section 3): items from different sites about one event. Public. Only stories that were
 * shown (3 items from 2 sites) are reachable, by node(id) or story(id).
 */
export const StoryType = builder.prismaNode("Story", {
  id: { field: "id" },
  findUnique: (id) => ({ id, shownAt: { not: null } }),
  fields: (t) => ({
    storyId: t.exposeString("id", { description: "The raw id used by the REST API and the /stories/{id} route." }),
    title: t.exposeString("title", { nullable: true }),
    summary: t.stringList({
      description: "Bullets: the first statements of its most central items (or the configured model's).",
      select: { summary: true },
      resolve: (s) => (Array.isArray(s.summary) ? s.summary.filter((b): b is string => typeof b === "string") : []),
    }),
    heroImage: t.string({
      nullable: true,
      description: "The picture of its best item with one (spec: content.heroImage); http:// ones are served from our origin.",
      select: { heroContentItemId: true, heroImageUrl: true },
      resolve: (s, _a, ctx) => (s.heroContentItemId ? presentItemImage(ctx.config, { id: s.heroContentItemId, imageUrl: s.heroImageUrl }) : null),
    }),
    heroContentItem: t.prismaField({
      type: "ContentItem",
      nullable: true,
      select: { heroContentItemId: true },
      resolve: (query, s, _a, ctx) => (s.heroContentItemId ? ctx.db.contentItem.findUnique({ ...query, where: { id: s.heroContentItemId } }) : null),
    }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    firstItemAt: t.expose("firstItemAt", { type: "DateTime" }),
    lastItemAt: t.expose("lastItemAt", { type: "DateTime" }),
    contentItemCount: t.exposeInt("itemCount"),
    publisherCount: t.exposeInt("siteCount", { description: "Distinct sites among its items." }),
    score: t.exposeFloat("score"),
    topics: t.field({
      type: [TopicType],
      description: "Topics most of its items share (at most 8), the most shared first.",
      select: { topics: { select: { topic: true }, orderBy: { weight: "desc" } } },
      resolve: (s) => s.topics.map((x) => x.topic),
    }),
    contentItems: t.connection({
      type: ContentItemType,
      description: "Its items, most central first (the first names the story).",
      resolve: (s, args, ctx, info) =>
        resolveOffsetConnection({ args }, async ({ offset, limit }) => {
          const ids = ((await ctx.services.stories.itemIds([s.id], null)).get(s.id) ?? []).slice(offset, offset + limit);
          const query = queryFromInfo({ context: ctx, info, path: ["edges", "node"] });
          const rows = ids.length ? await ctx.db.contentItem.findMany({ ...query, where: { id: { in: ids } } }) : [];
          const byId = new Map(rows.map((r) => [r.id, r]));
          return ids.flatMap((id) => byId.get(id) ?? []);
        }),
    }),
    publishers: t.field({
      type: [StoryPublisherType],
      description: "Its sites, the most items first.",
      resolve: async (s, _a, ctx) => {
        const rows = await ctx.db.storyItem.findMany({ where: { storyId: s.id }, select: { site: true, feedId: true } });
        const bySite = new Map<string, Publisher>();
        for (const r of rows) {
          const p = bySite.get(r.site) ?? { site: r.site, feedIds: [], contentItemCount: 0 };
          if (!p.feedIds.includes(r.feedId)) p.feedIds.push(r.feedId);
          p.contentItemCount++;
          bySite.set(r.site, p);
        }
        return [...bySite.values()].sort((a, b) => b.contentItemCount - a.contentItemCount || a.site.localeCompare(b.site));
      },
    }),
  }),
});

const StoryConnection = builder.connectionObject({ type: StoryType, name: "StoryConnection" }, { name: "StoryEdge" });

interface Discover {
  viewerId: string | null;
  sortBy: string;
}

const DiscoverType = builder.objectRef<Discover>("Discover").implement({
  description: "The Discover page (spec: GET /discover): top stories, popular items, topic chips and trending feeds, in one sort.",
  fields: (t) => ({
    sortBy: t.exposeString("sortBy", { description: "The sort used: the argument's, else the viewer's discoverContentFeed.sortBy, else popular." }),
    stories: t.prismaField({
      type: ["Story"],
      description: `The top stories (the hero carousel shows the first ${HERO_STORIES}).`,
      resolve: async (query, d, _a, ctx) => {
        const { rows } = await ctx.services.stories.page({ sortBy: d.sortBy as never, limit: HERO_STORIES });
        const found = rows.length ? await ctx.db.story.findMany({ ...query, where: { id: { in: rows.map((r) => r.id) } } }) : [];
        const byId = new Map(found.map((r) => [r.id, r]));
        return rows.flatMap((r) => byId.get(r.id) ?? []);
      },
    }),
    popularContentItems: t.prismaField({
      type: ["ContentItem"],
      description: "Popular items of public feeds in the sort.",
      resolve: async (query, d, _a, ctx) => {
        const ids = await ctx.services.stories.popularItemIds(d.sortBy as never, 20);
        const found = ids.length ? await ctx.db.contentItem.findMany({ ...query, where: { id: { in: ids } } }) : [];
        const byId = new Map(found.map((r) => [r.id, r]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      },
    }),
    topics: t.prismaField({
      type: ["Topic"],
      description: `Topic chips: the top ${TOPIC_CHIPS} topics by score.`,
      resolve: async (query, _d, _a, ctx) => {
        const chips = await ctx.services.topics.top(TOPIC_CHIPS);
        const found = chips.length ? await ctx.db.topic.findMany({ ...query, where: { id: { in: chips.map((c) => c.id) } } }) : [];
        const byId = new Map(found.map((r) => [r.id, r]));
        return chips.flatMap((c) => byId.get(c.id) ?? []);
      },
    }),
    trendingFeeds: t.prismaField({
      type: ["Feed"],
      description: "Feeds with the most items in the last two days' stories (the most followed fill in).",
      resolve: async (query, _d, _a, ctx) => {
        const ids = await ctx.services.stories.trendingFeedIds(10);
        const found = ids.length ? await ctx.db.feed.findMany({ ...query, where: { id: { in: ids } } }) : [];
        const byId = new Map(found.map((r) => [r.id, r]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      },
    }),
  }),
});

builder.queryFields((t) => ({
  stories: t.connection(
    {
      type: StoryType,
      description: "Visible stories (3 items from 2 sites), 20 a page, no token needed. topic: a name (spaces or underscores) or id; an unknown topic lists none.",
      args: { topic: t.arg.string(), sortBy: t.arg.string({ description: SORT_BY_DESCRIPTION }) },
      resolve: async (_r, args, ctx, info) => {
        if (args.last != null || args.before != null) throw validationError({ last: "Stories page forward only (first, after)" });
        const input = parseStoryListArgs(args);
        const { rows, cursors, nextPageKey } = await ctx.services.stories.page(input);
        const query = queryFromInfo({ context: ctx, info, path: ["edges", "node"] });
        const found = rows.length ? await ctx.db.story.findMany({ ...query, where: { id: { in: rows.map((r) => r.id) } } }) : [];
        const byId = new Map(found.map((r) => [r.id, r]));
        const edges = rows.flatMap((r, n) => (byId.has(r.id) ? [{ cursor: cursors[n]!, node: byId.get(r.id)! }] : []));
        return {
          edges,
          pageInfo: { hasNextPage: nextPageKey !== null, hasPreviousPage: !!args.after, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
        };
      },
    },
    StoryConnection,
  ),
  story: t.prismaField({
    type: "Story",
    nullable: true,
    description: "A shown story by raw or Relay id, following merges (no token needed); null otherwise (the screen's 'Story Not Found').",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _r, args, ctx) => {
      const id = storyIdFrom(String(args.id));
      const shown = id ? await ctx.services.stories.shownId(id) : null;
      return shown ? ctx.db.story.findUnique({ ...query, where: { id: shown } }) : null;
    },
  }),
  discover: t.field({
    type: DiscoverType,
    description: "The Discover page's data (no token needed).",
    args: { sortBy: t.arg.string({ description: "A sort for stories and items; else the viewer's discoverContentFeed.sortBy, else popular." }) },
    resolve: async (_r, args, ctx) => {
      const viewerId = optionalViewer(ctx);
      return { viewerId, sortBy: await ctx.services.stories.discoverSort(viewerId, parseDiscoverSort(args.sortBy)) };
    },
  }),
}));
