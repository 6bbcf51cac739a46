import { PRIVATE_FEED_TYPE } from "../../core/privateFeeds.js";
import { NIL_UUID } from "../../lib/ids.js";
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { GraphQLResolveInfo } from "graphql";
import type { RequestContext } from "../../context.js";
import { validationError } from "../../errors.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { optionalRawId } from "../../schema/globalIds.js";
import { FeedSubscriptionType } from "../subscriptions/subscriptions.graphql.js";
import { pictureProxyFor } from "../images/pictureProxy.js";
import { encodedContentUrl, mediaOf, presentItemHtml, presentItemImage, type MediaView } from "./content.present.js";
import { parseListArgs } from "./content.validation.js";
import type { ScopeInput } from "./contentScope.js";

/** The viewer where a token is optional: none without one, the spec's 401 for a stale one. */
export function optionalViewer(ctx: RequestContext): string | null {
  return ctx.token ? sessionOf(ctx).user.id : null;
}

const MediaType = builder.objectRef<MediaView>("ContentItemMedia").implement({
  description: "An enclosure (audio, video, image, document) or the comments thread (spec: media).",
  fields: (t) => ({
    id: t.exposeID("id"),
    mediaType: t.exposeString("mediaType", { description: "audio | video | image | document | comments" }),
    link: t.exposeString("link"),
    numComments: t.int({ nullable: true, resolve: (m) => m.properties.numComments ?? null }),
    score: t.int({ nullable: true, resolve: (m) => m.properties.score ?? null }),
    mimeType: t.string({ nullable: true, resolve: (m) => m.properties.mimeType ?? null }),
  }),
});

/**
 * A content item (spec part 2 section 3). Public by id (spec part 1 section 6); isRead, subscription and
 * contentItemTags (contentTags.graphql.ts) are the viewer's own (false / null / empty without a token). Select mode: bodies are read
 * only when a query asks for them.
 */
export const ContentItemType = builder.prismaNode("ContentItem", {
  id: { field: "id" },
  // Items of another user's website feed are private (core/privateFeeds.ts): node(id) does not find them.
  findUnique: (id, ctx) => ({
    id,
    feed: { OR: [{ type: { not: PRIVATE_FEED_TYPE } }, { websiteFeed: { userId: ctx.session?.user.id ?? NIL_UUID } }] },
  }),
  select: { id: true, feedId: true },
  fields: (t) => ({
    contentItemId: t.exposeString("id", { description: "The raw id used by the REST API." }),
    title: t.exposeString("title", { nullable: true }),
    link: t.exposeString("link", { nullable: true }),
    description: t.string({
      nullable: true,
      select: { description: true, link: true, htmlVersion: true },
      resolve: async (i, _a, ctx) => presentItemHtml(ctx.config, i, i.description, await pictureProxyFor(ctx)),
    }),
    creator: t.exposeString("author", { nullable: true }),
    publishedAt: t.expose("publishedAt", { type: "DateTime", nullable: true }),
    updatedAt: t.field({ type: "DateTime", select: { itemUpdatedAt: true, lastChangedAt: true }, resolve: (i) => i.itemUpdatedAt ?? i.lastChangedAt }),
    sortAt: t.expose("sortAt", { type: "DateTime", description: "The item's date in lists: published, else updated, else first seen; never later than first seen." }),
    score: t.exposeInt("score", { nullable: true }),
    engagementScore: t.exposeFloat("engagementScore"),
    jesterImageUrl: t.string({
      nullable: true,
      description: "The item's picture; an http:// one is served from our origin (GET /api_v1/content/{id}/images?url=), and for Pro readers any one through the anonymous proxy (GET /api_v1/images/proxy).",
      select: { imageUrl: true },
      resolve: async (i, _a, ctx) => presentItemImage(ctx.config, i, await pictureProxyFor(ctx)),
    }),
    jesterContentEncoded: t.string({
      nullable: true,
      description: "The sanitised HTML body (structure only: the reader's theme styles it); http:// pictures are served from our origin, and for Pro readers every picture through the anonymous proxy.",
      select: { contentHtml: true, link: true, htmlVersion: true },
      resolve: async (i, _a, ctx) => presentItemHtml(ctx.config, i, i.contentHtml, await pictureProxyFor(ctx)),
    }),
    jesterContentEncodedUrl: t.string({
      nullable: true,
      select: { contentHtml: true },
      resolve: async (i, _a, ctx) => (i.contentHtml === null ? null : encodedContentUrl(ctx.config, i.id, await pictureProxyFor(ctx))),
    }),
    feedId: t.exposeString("feedId"),
    feed: t.relation("feed"),
    media: t.field({ type: [MediaType], select: { enclosures: true, commentsUrl: true, score: true, commentCount: true }, resolve: (i) => mediaOf(i) }),
    isRead: t.loadable({
      type: "Boolean",
      description: "For the viewer; false without a token.",
      load: async (ids: string[], ctx) => {
        const flags = ctx.session ? await ctx.services.content.readFlags(ctx.session.user.id, ids) : new Map();
        return ids.map((id) => flags.get(id)?.isRead ?? false);
      },
      resolve: (i) => i.id,
    }),
    subscription: t.loadable({
      type: FeedSubscriptionType,
      nullable: true,
      description: "The viewer's subscription to the item's feed.",
      load: async (feedIds: string[], ctx) => {
        const subs = ctx.session ? await ctx.services.subscriptions.forFeeds(ctx.session.user.id, feedIds) : [];
        const byFeed = new Map(subs.map((s) => [s.feedId, s]));
        return feedIds.map((f) => byFeed.get(f) ?? null);
      },
      resolve: (i) => i.feedId,
    }),
  }),
});

/** One connection type for every list, so a page needs one pagination fragment whatever it lists. */
export const ContentItemConnection = builder.connectionObject(
  {
    type: ContentItemType,
    name: "ContentItemConnection",
    fields: (t) => ({
      hiddenReadCount: t.int({
        nullable: true,
        description:
          "On a first page the unread-only filter leaves empty: how many read items it hides (within the sort's time window), " +
          "so a client can offer them. Null on any other page.",
        resolve: (connection) => (connection as { hiddenReadCount?: number | null }).hiddenReadCount ?? null,
      }),
    }),
  },
  { name: "ContentItemEdge" },
);

interface ListArgs {
  sortBy?: string | null;
  search?: string | null;
  showRead?: boolean | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** Resolves any list as a Relay connection: keyset page from the service, nodes with the query's selection. */
export async function resolveContentConnection(ctx: RequestContext, info: GraphQLResolveInfo, scope: ScopeInput, args: ListArgs) {
  if (args.last != null || args.before != null) throw validationError({ last: "Content lists page forward only (first, after)" });
  const input = parseListArgs(args, scope);
  // The viewer's own lists need a session: the coded auth error every client handles once.
  const viewerId = scope.feedId || scope.articles || scope.contentItemTopicId ? optionalViewer(ctx) : sessionOf(ctx).user.id;
  const page = await ctx.services.content.list(viewerId, input);
  const ids = page.items.map((i) => i.id);
  const rows = ids.length ? await ctx.db.contentItem.findMany({ ...queryFromInfo({ context: ctx, info, path: ["edges", "node"] }), where: { id: { in: ids } } }) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const edges = page.items.flatMap((i) => (byId.has(i.id) ? [{ cursor: i.cursor, node: byId.get(i.id)! }] : []));
  return {
    edges,
    hiddenReadCount: page.hiddenReadCount,
    pageInfo: { hasNextPage: page.hasMore, hasPreviousPage: input.after !== null, startCursor: edges[0]?.cursor ?? null, endCursor: page.nextCursor ?? edges.at(-1)?.cursor ?? null },
  };
}

const SORT_BY_DESCRIPTION =
  "popular (default) | top-all | top-year | top-month | top-week | top-day | top-hour | newest | oldest | relevance (only with search, its default)";
const SEARCH_DESCRIPTION =
  'Only the items matching this search: words (all must match, the last also as a prefix), "a phrase", -word or -"a phrase" ' +
  "to exclude, intitle:word or intitle:\"a phrase\" (title only), author:name (creator only). Case and accents are ignored. A search " +
  "with nothing to look for is a VALIDATION_ERROR. Same scope, read filter and paging as the list.";
const SHOW_READ_DESCRIPTION = "false (default): unread only. Ignored by feed and article lists (no read filter there).";

builder.queryField("contentItems", (t) =>
  t.connection(
    {
      type: ContentItemType,
      nullable: true,
      description:
        "Any list in one field: one of subscriptionId, folderId, contentItemTagId (or contentItemTagSlug, e.g. read-later), " +
        "feedId, contentItemTopicId (a topic's items, its aliases' included), articles (every item); none = all subscriptions. Null with a " +
        "CONTENT_LIST_UNAVAILABLE error for a disabled, missing or foreign list. Feeds, topics and articles need no token.",
      args: {
        subscriptionId: t.arg.id(),
        folderId: t.arg.id(),
        contentItemTagId: t.arg.id(),
        contentItemTagSlug: t.arg.string(),
        feedId: t.arg.id(),
        contentItemTopicId: t.arg.id({ description: "A Topic's Relay id." }),
        articles: t.arg.boolean(),
        sortBy: t.arg.string({ description: SORT_BY_DESCRIPTION }),
        showRead: t.arg.boolean({ description: SHOW_READ_DESCRIPTION }),
        search: t.arg.string({ description: SEARCH_DESCRIPTION }),
      },
      resolve: (_root, args, ctx, info) =>
        resolveContentConnection(ctx, info, {
          subscriptionId: optionalRawId(args.subscriptionId, "FeedSubscription"),
          subscriptionTagId: optionalRawId(args.folderId, "Folder"),
          contentItemTagId: optionalRawId(args.contentItemTagId, "ContentItemTag") ?? args.contentItemTagSlug ?? null,
          feedId: optionalRawId(args.feedId, "Feed"),
          contentItemTopicId: optionalRawId(args.contentItemTopicId, "Topic"),
          articles: args.articles ?? null,
        }, args),
    },
    ContentItemConnection,
  ),
);

// `contentItems` on each list's own node: the same connection for a page that already loads the node.
builder.prismaObjectField("FeedSubscription", "contentItems", (t) =>
  t.connection(
    {
      type: ContentItemType,
      nullable: true,
      description: "This subscription's items.",
      args: {
        sortBy: t.arg.string({ description: SORT_BY_DESCRIPTION }),
        showRead: t.arg.boolean({ description: SHOW_READ_DESCRIPTION }),
        search: t.arg.string({ description: SEARCH_DESCRIPTION }),
      },
      resolve: (s, args, ctx, info) => resolveContentConnection(ctx, info, { subscriptionId: s.id }, args),
    },
    ContentItemConnection,
  ),
);
builder.prismaObjectField("Folder", "contentItems", (t) =>
  t.connection(
    {
      type: ContentItemType,
      nullable: true,
      description: "Items of the folder's enabled subscriptions.",
      args: {
        sortBy: t.arg.string({ description: SORT_BY_DESCRIPTION }),
        showRead: t.arg.boolean({ description: SHOW_READ_DESCRIPTION }),
        search: t.arg.string({ description: SEARCH_DESCRIPTION }),
      },
      resolve: (f, args, ctx, info) => resolveContentConnection(ctx, info, { subscriptionTagId: f.id }, args),
    },
    ContentItemConnection,
  ),
);
builder.prismaObjectField("ContentItemTag", "contentItems", (t) =>
  t.connection(
    {
      type: ContentItemType,
      nullable: true,
      description: "Items in this tag.",
      args: {
        sortBy: t.arg.string({ description: SORT_BY_DESCRIPTION }),
        showRead: t.arg.boolean({ description: "false (default): unread only." }),
        search: t.arg.string({ description: SEARCH_DESCRIPTION }),
      },
      resolve: (tag, args, ctx, info) => resolveContentConnection(ctx, info, { contentItemTagId: tag.id }, args),
    },
    ContentItemConnection,
  ),
);
builder.prismaObjectField("Feed", "contentItems", (t) =>
  t.connection(
    {
      type: ContentItemType,
      nullable: true,
      description: "The feed's items (public; no read filter).",
      args: { sortBy: t.arg.string({ description: SORT_BY_DESCRIPTION }), search: t.arg.string({ description: SEARCH_DESCRIPTION }) },
      resolve: (f, args, ctx, info) => resolveContentConnection(ctx, info, { feedId: f.id }, args),
    },
    ContentItemConnection,
  ),
);
builder.prismaObjectField("User", "contentItems", (t) =>
  t.connection(
    {
      type: ContentItemType,
      nullable: true,
      description: "All subscriptions: items of every showing subscription (the viewer's own only).",
      args: {
        sortBy: t.arg.string({ description: SORT_BY_DESCRIPTION }),
        showRead: t.arg.boolean({ description: SHOW_READ_DESCRIPTION }),
        search: t.arg.string({ description: SEARCH_DESCRIPTION }),
      },
      resolve: (u, args, ctx, info) => (u.id === ctx.session?.user.id ? resolveContentConnection(ctx, info, {}, args) : null),
    },
    ContentItemConnection,
  ),
);
