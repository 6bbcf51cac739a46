import { decodeGlobalID } from "@pothos/plugin-relay";
import { GraphQLError } from "graphql";
import type { RequestContext } from "../../context.js";
import { DomainError, ERROR_TABLE, validationError } from "../../errors.js";
import { isUuid } from "../../lib/ids.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { withErrors } from "../../schema/errors.graphql.js";
import { ContentItemConnection, ContentItemType, resolveContentConnection } from "../content/content.graphql.js";
import { topicAssociations } from "../content/itemTopics.js";
import { MAX_TOPIC_PAGE } from "./topics.service.js";

/** A raw uuid or a Topic's Relay id (screens route by the raw id: /content/topics/{id}); null for anything else. */
export function topicIdFrom(id: string): string | null {
  if (isUuid(id)) return id;
  try {
    const decoded = decodeGlobalID(id);
    return decoded.typename === "Topic" && isUuid(decoded.id) ? decoded.id : null;
  } catch {
    return null;
  }
}

function requireAdmin(ctx: RequestContext): void {
  if (!sessionOf(ctx).user.isAdmin) throw new GraphQLError(ERROR_TABLE.FORBIDDEN.message, { extensions: { code: "FORBIDDEN", display_message_key: "FORBIDDEN" } });
}

const SORT_BY_DESCRIPTION = "popular (default) | top-all | top-year | top-month | top-week | top-day | top-hour | newest | oldest";

/**
 * A topic (spec: content item topic): a name or key phrase found in items' titles and text. Public, like topic
 * pages. Its stats count its aliases' items too; an alias's chips and lists lead to its target.
 */
export const TopicType = builder.prismaNode("Topic", {
  id: { field: "id" },
  fields: (t) => ({
    topicId: t.exposeString("id", { description: "The raw id used by the REST API (/content/topics/{id})." }),
    name: t.exposeString("name", { description: "Spaces are underscores (Amara_Okafor); chips cut it to 12, 16 or 20 characters." }),
    kind: t.exposeString("kind", { description: "entity (a name) | phrase (a key phrase)" }),
    // The counts live in TopicStats (a table of their own: the clustering work rewrites them per chunk).
    score: t.float({
      description: "10 × posts in the last day + posts in the last week (the spec's colour bands divide it by 10).",
      select: { stats: { select: { score: true } } },
      resolve: (topic) => topic.stats?.score ?? 0,
    }),
    postsLastDay: t.int({ select: { stats: { select: { postsLastDay: true } } }, resolve: (topic) => topic.stats?.postsLastDay ?? 0 }),
    postsLastWeek: t.int({ select: { stats: { select: { postsLastWeek: true } } }, resolve: (topic) => topic.stats?.postsLastWeek ?? 0 }),
    postsLastMonth: t.int({ select: { stats: { select: { postsLastMonth: true } } }, resolve: (topic) => topic.stats?.postsLastMonth ?? 0 }),
    aliasedTo: t.relation("aliasedTo", { nullable: true, description: "The topic this one is aliased to (its items count there)." }),
    aliasedFrom: t.relation("aliases", { description: "Topics aliased to this one (spec: aliasedFromContentItems).", query: { orderBy: { name: "asc" } } }),
    contentItems: t.connection(
      {
        type: ContentItemType,
        nullable: true,
        description: "The topic's items and its aliases' (no read filter), in the reading list's sorts.",
        args: { sortBy: t.arg.string({ description: SORT_BY_DESCRIPTION }), search: t.arg.string() },
        resolve: (topic, args, ctx, info) => resolveContentConnection(ctx, info, { contentItemTopicId: topic.id }, args),
      },
      ContentItemConnection,
    ),
  }),
});

builder.prismaObjectField("ContentItem", "topics", (t) =>
  t.loadableList({
    type: TopicType,
    description: "The item's topics (spec: topicAssociations), most central first, at most 12; an alias shows as its target.",
    load: async (ids: string[], ctx) => {
      const chips = await topicAssociations(ctx.db, ids);
      const topicIds = [...new Set([...chips.values()].flat().map((c) => c.contentItemTopicId))];
      const rows = topicIds.length ? await ctx.db.topic.findMany({ where: { id: { in: topicIds } } }) : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => (chips.get(id) ?? []).flatMap((c) => byId.get(c.contentItemTopicId) ?? []));
    },
    resolve: (item) => item.id,
  }),
);

const TopicConnection = builder.connectionObject({ type: TopicType, name: "TopicConnection" }, { name: "TopicEdge" });

interface TopicPageArgs {
  search?: string | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

async function topicPage(ctx: RequestContext, args: TopicPageArgs, withAliases: boolean) {
  if (args.last != null || args.before != null) throw validationError({ last: "Topics page forward only (first, after)" });
  if (args.first != null && (args.first < 1 || args.first > MAX_TOPIC_PAGE)) throw validationError({ first: `first must be between 1 and ${MAX_TOPIC_PAGE}` });
  const page = await ctx.services.topics.search({ search: args.search, limit: args.first ?? null, pageKey: args.after ?? null, withAliases });
  const rows = page.topics.length ? await ctx.db.topic.findMany({ where: { id: { in: page.topics.map((x) => x.id) } } }) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const edges = page.topics.flatMap((x, n) => (byId.has(x.id) ? [{ cursor: page.cursors[n]!, node: byId.get(x.id)! }] : []));
  return {
    edges,
    pageInfo: { hasNextPage: page.nextPageKey !== null, hasPreviousPage: !!args.after, startCursor: edges[0]?.cursor ?? null, endCursor: page.nextPageKey ?? edges.at(-1)?.cursor ?? null },
  };
}

builder.queryFields((t) => ({
  topics: t.connection(
    {
      type: TopicType,
      description: "The topic index by score (no token needed): names containing `search` (any case; spaces match underscores). Aliases are left out. Page with pageInfo.endCursor.",
      args: { search: t.arg.string() },
      resolve: (_r, args, ctx) => topicPage(ctx, args, false),
    },
    TopicConnection,
  ),
  topic: t.prismaField({
    type: "Topic",
    nullable: true,
    description: "A topic by its raw id or Relay id (no token needed); null when there is none (the screen's 'Topic ID not found').",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _r, args, ctx) => {
      const id = topicIdFrom(String(args.id));
      return id ? ctx.db.topic.findUnique({ ...query, where: { id } }) : null;
    },
  }),
  adminTopics: t.connection(
    {
      type: TopicType,
      description: "Admin only: every topic by score, aliases included (spec: GET /admin/content/topics).",
      args: { search: t.arg.string() },
      resolve: (_r, args, ctx) => {
        requireAdmin(ctx);
        return topicPage(ctx, args, true);
      },
    },
    TopicConnection,
  ),
}));

const SetTopicAliasesInput = builder.inputType("SetTopicAliasesInput", {
  description: "The topics aliased to topicId become exactly aliasedFromTopicIds (spec: PATCH aliasedFromContentItemIds).",
  fields: (t) => ({ topicId: t.id({ required: true }), aliasedFromTopicIds: t.idList({ required: true }) }),
});

const SetTopicAliasesPayload = builder.objectRef<{ topicId: string }>("SetTopicAliasesPayload").implement({
  fields: (t) => ({
    topic: t.prismaField({ type: "Topic", resolve: (query, p, _a, ctx) => ctx.db.topic.findUniqueOrThrow({ ...query, where: { id: p.topicId } }) }),
  }),
});

builder.mutationField("setTopicAliases", (t) =>
  t.field({
    type: SetTopicAliasesPayload,
    errors: withErrors,
    description:
      "Admin only. One level: the target may not be an alias, an alias may not have aliases (ValidationError). The counts of every topic involved are recomputed.",
    args: { input: t.arg({ type: SetTopicAliasesInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      requireAdmin(ctx);
      const topicId = topicIdFrom(String(input.topicId));
      if (!topicId) throw new GraphQLError("Topic ID not found", { extensions: { code: "NOT_FOUND", display_message_key: "NOT_FOUND" } });
      const aliasIds = input.aliasedFromTopicIds.map((id) => {
        const raw = topicIdFrom(String(id));
        if (!raw) throw validationError({ aliasedFromTopicIds: "Every topic must exist" });
        return raw;
      });
      try {
        await ctx.services.topics.setAliases(topicId, aliasIds);
      } catch (e) {
        if (e instanceof DomainError && e.key === "NOT_FOUND") throw new GraphQLError(e.message, { extensions: { code: "NOT_FOUND", display_message_key: "NOT_FOUND" } });
        throw e;
      }
      return { topicId };
    },
  }),
);
