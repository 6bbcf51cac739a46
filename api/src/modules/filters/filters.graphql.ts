import { encodeGlobalID } from "@pothos/plugin-relay";
import type { GraphQLResolveInfo } from "graphql";
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { RequestContext } from "../../context.js";
import { CLAUSE_TYPES, FILTER_TYPES, MATCH_FIELDS, MATCH_TYPES } from "../../core/filterRules.js";
import { forgetViewerCounts } from "../../core/viewerCounts.js";
import { validationError } from "../../errors.js";
import { NIL_UUID } from "../../lib/ids.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { withErrors } from "../../schema/errors.graphql.js";
import { optionalRawId, rawId } from "../../schema/globalIds.js";
import { WithViewer } from "../../schema/withViewer.js";
import { ContentItemType } from "../content/content.graphql.js";
import type { FilterChange, FilterMatchesPage } from "./filters.service.js";

const FilterTypeEnum = builder.enumType("FilterType", { values: FILTER_TYPES, description: "keep_on_match shows only matching items; remove_on_match hides them; mark_duplicate hides repeats of an earlier item." });
const ClauseTypeEnum = builder.enumType("FilterClauseType", { values: CLAUSE_TYPES, description: "How a filter's clauses combine." });
const MatchFieldEnum = builder.enumType("FilterMatchField", { values: MATCH_FIELDS, description: "Duplicate filters compare title or link." });
const MatchTypeEnum = builder.enumType("FilterMatchType", { values: MATCH_TYPES });

builder.prismaObject("ContentItemFilterClause", {
  name: "FilterClause",
  description: "One condition of a filter (spec: clause). The first clause of a filter cannot be deleted.",
  fields: (t) => ({
    clauseId: t.exposeString("id", { description: "Names the clause in updateFilter's clauses (kept, changed) and in REST." }),
    matchField: t.field({ type: MatchFieldEnum, resolve: (c) => c.matchField as never }),
    matchType: t.field({ type: MatchTypeEnum, resolve: (c) => c.matchType as never }),
    matchValue: t.exposeString("matchValue", { description: "Matched case-insensitively against the text a reader sees. Empty for duplicate filters." }),
  }),
});

interface MatchEdge {
  cursor: string;
  node: unknown;
  parentId: string | null;
}

const FilterMatchConnection = builder.connectionObject(
  {
    type: ContentItemType,
    name: "FilterMatchConnection",
    fields: (t) => ({
      totalCount: t.int({ description: "Matches in the whole window, not only this page.", resolve: (c) => (c as unknown as { totalCount: number }).totalCount }),
    }),
  },
  {
    name: "FilterMatchEdge",
    fields: (t) => ({
      duplicateOf: t.prismaField({
        type: "ContentItem",
        nullable: true,
        description: "mark_duplicate: the earlier item this one repeats.",
        resolve: (query, edge, _a, ctx) => {
          const parentId = (edge as unknown as MatchEdge).parentId;
          return parentId ? ctx.db.contentItem.findUnique({ ...query, where: { id: parentId } }) : null;
        },
      }),
    }),
  },
);

/** first 1 to 100 (default 25) and the cursor to go on from. */
function pageOf(args: { first?: number | null; after?: string | null }) {
  const limit = args.first ?? 25;
  if (limit < 1 || limit > 100) throw validationError({ first: "first must be 1 to 100" });
  return { limit, pageKey: args.after ?? null };
}

/** A page of matches as a connection: the items as the query selects them, in the page's order. */
async function matchConnection(page: FilterMatchesPage, args: { after?: string | null }, ctx: RequestContext, info: GraphQLResolveInfo) {
  const ids = page.matches.map((m) => m.id);
  const rows = ids.length ? await ctx.db.contentItem.findMany({ ...queryFromInfo({ context: ctx, info, path: ["edges", "node"] }), where: { id: { in: ids } } }) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const edges = page.matches.flatMap((m) => {
    const node = byId.get(m.id);
    return node ? [{ cursor: m.cursor, node, parentId: m.parentId }] : [];
  });
  return {
    edges,
    totalCount: page.totalItems,
    pageInfo: { hasNextPage: page.nextPageKey !== null, hasPreviousPage: args.after != null, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
  } as never;
}

/** A filter of one of the viewer's subscriptions or folders (spec part 2 section 3); visible only to its owner. */
export const FilterType = builder.prismaNode("ContentItemFilter", {
  name: "Filter",
  id: { field: "id" },
  findUnique: (id, ctx) => ({ id, userId: ctx.session?.user.id ?? NIL_UUID }),
  fields: (t) => ({
    filterId: t.exposeString("id", { description: "The raw id used by the REST API." }),
    filterType: t.field({ type: FilterTypeEnum, resolve: (f) => f.filterType as never }),
    clauseType: t.field({ type: ClauseTypeEnum, resolve: (f) => f.clauseType as never }),
    windowHours: t.exposeInt("windowHours", {
      description: "How far back from its creation the filter reaches (and, for duplicates, how close an earlier item must be).",
    }),
    enabled: t.exposeBoolean("enabled"),
    subscription: t.relation("subscription", { nullable: true }),
    folder: t.relation("folder", { nullable: true }),
    clauses: t.relation("clauses", { query: { orderBy: { position: "asc" } } }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    matches: t.field({
      type: FilterMatchConnection,
      description:
        "What the filter does to its scope's items first seen within the last windowHours, latest arrivals first: the items it hides " +
        "(with duplicateOf for duplicates), or keeps for keep_on_match. Works on a disabled filter too (a preview).",
      args: { first: t.arg.int(), after: t.arg.string() },
      resolve: async (f, args, ctx, info) => {
        const { user } = sessionOf(ctx);
        return matchConnection(await ctx.services.filters.matches(user, f.id, pageOf(args)), args, ctx, info);
      },
    }),
  }),
});

builder.prismaObjectField("FeedSubscription", "filters", (t) =>
  t.loadableList({
    type: FilterType,
    description: "The subscription's own filters, oldest first (its folders' filters apply to it too: Folder.filters).",
    load: (ids: string[], ctx) => ctx.services.filters.ofScopes(ids.map((subscriptionId) => ({ subscriptionId }))),
    resolve: (s) => s.id,
  }),
);

builder.prismaObjectField("Folder", "filters", (t) =>
  t.loadableList({
    type: FilterType,
    description: "The folder's filters, oldest first: they apply to every subscription in the folder, wherever it is read.",
    load: (ids: string[], ctx) => ctx.services.filters.ofScopes(ids.map((folderId) => ({ folderId }))),
    resolve: (f) => f.id,
  }),
);

// ---- mutations -------------------------------------------------------------------------------------------

interface FilterPayloadShape {
  userId: string;
  change: FilterChange;
}

const FilterPayload = builder.objectRef<FilterPayloadShape>("FilterPayload").implement({
  description: "The filter as saved, and what it moved: its subscriptions' and their folders' counts (viewer for the rest).",
  interfaces: [WithViewer],
  fields: (t) => ({
    filter: t.prismaField({ type: "ContentItemFilter", resolve: (query, p, _a, ctx) => ctx.db.contentItemFilter.findUniqueOrThrow({ ...query, where: { id: p.change.filter.id } }) }),
    subscriptions: t.prismaField({
      type: ["FeedSubscription"],
      description: "The subscriptions the filter applies to (their unreadCount moved).",
      resolve: (query, p, _a, ctx) => ctx.db.feedSubscription.findMany({ ...query, where: { id: { in: p.change.subscriptionIds } } }),
    }),
    folders: t.prismaField({
      type: ["Folder"],
      description: "The folders holding those subscriptions (their unreadCount moved).",
      resolve: (query, p, _a, ctx) =>
        ctx.db.folder.findMany({ ...query, where: { userId: p.userId, memberships: { some: { subscriptionId: { in: p.change.subscriptionIds } } } } }),
    }),
  }),
});

const DeleteFilterPayload = builder.objectRef<FilterPayloadShape>("DeleteFilterPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    deletedFilterId: t.id({ resolve: (p) => encodeGlobalID("Filter", p.change.filter.id) }),
    subscriptions: t.prismaField({
      type: ["FeedSubscription"],
      description: "The subscriptions the filter applied to (what it hid shows again).",
      resolve: (query, p, _a, ctx) => ctx.db.feedSubscription.findMany({ ...query, where: { id: { in: p.change.subscriptionIds } } }),
    }),
    folders: t.prismaField({
      type: ["Folder"],
      resolve: (query, p, _a, ctx) =>
        ctx.db.folder.findMany({ ...query, where: { userId: p.userId, memberships: { some: { subscriptionId: { in: p.change.subscriptionIds } } } } }),
    }),
  }),
});

const FilterClauseInput = builder.inputType("FilterClauseInput", {
  fields: (t) => ({
    clauseId: t.string({ description: "updateFilter: an existing clause to keep (changed as given). Absent: a new clause." }),
    matchField: t.field({ type: MatchFieldEnum, required: true }),
    matchType: t.field({ type: MatchTypeEnum, description: "Required for keep and remove filters; duplicates compare with equals." }),
    matchValue: t.string({ description: "Required for keep and remove filters; unused by duplicates." }),
  }),
});

const CreateFilterInput = builder.inputType("CreateFilterInput", {
  description: "One of subscriptionId or folderId.",
  fields: (t) => ({
    subscriptionId: t.id(),
    folderId: t.id(),
    filterType: t.field({ type: FilterTypeEnum, required: true }),
    clauseType: t.field({ type: ClauseTypeEnum }),
    windowHours: t.int({ description: "1 to the configured maximum (720 by default); default 720." }),
    enabled: t.boolean(),
    clauses: t.field({ type: [FilterClauseInput], required: true }),
  }),
});

const UpdateFilterInput = builder.inputType("UpdateFilterInput", {
  description: "clauses, when given, is the whole new list: clauses left out are deleted, except the first, which cannot be.",
  fields: (t) => ({
    id: t.id({ required: true }),
    filterType: t.field({ type: FilterTypeEnum }),
    clauseType: t.field({ type: ClauseTypeEnum }),
    windowHours: t.int(),
    enabled: t.boolean(),
    clauses: t.field({ type: [FilterClauseInput] }),
  }),
});

const DeleteFilterInput = builder.inputType("DeleteFilterInput", { fields: (t) => ({ id: t.id({ required: true }) }) });

type ClauseArg = { clauseId?: string | null; matchField: string; matchType?: string | null; matchValue?: string | null };
const clausesBody = (clauses: ClauseArg[]) =>
  clauses.map((c) => ({
    ...(c.clauseId ? { id: c.clauseId } : {}),
    matchField: c.matchField,
    ...(c.matchType ? { matchType: c.matchType } : {}),
    ...(c.matchValue != null ? { matchValue: c.matchValue } : {}),
  }));

builder.mutationFields((t) => ({
  createFilter: t.field({
    type: FilterPayload,
    errors: withErrors,
    args: { input: t.arg({ type: CreateFilterInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const change = await ctx.services.filters.create(user, {
        subscriptionId: optionalRawId(input.subscriptionId, "FeedSubscription") ?? undefined,
        subscriptionTagId: optionalRawId(input.folderId, "Folder") ?? undefined,
        filterType: input.filterType,
        ...(input.clauseType ? { clauseType: input.clauseType } : {}),
        ...(input.windowHours != null ? { windowHours: input.windowHours } : {}),
        ...(input.enabled != null ? { enabled: input.enabled } : {}),
        clauses: clausesBody(input.clauses),
      });
      forgetViewerCounts(ctx);
      return { userId: user.id, change };
    },
  }),
  updateFilter: t.field({
    type: FilterPayload,
    errors: withErrors,
    args: { input: t.arg({ type: UpdateFilterInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const change = await ctx.services.filters.patch(user, rawId(input.id, "Filter"), {
        ...(input.filterType ? { filterType: input.filterType } : {}),
        ...(input.clauseType ? { clauseType: input.clauseType } : {}),
        ...(input.windowHours != null ? { windowHours: input.windowHours } : {}),
        ...(input.enabled != null ? { enabled: input.enabled } : {}),
        ...(input.clauses ? { clauses: clausesBody(input.clauses) } : {}),
      });
      forgetViewerCounts(ctx);
      return { userId: user.id, change };
    },
  }),
  deleteFilter: t.field({
    type: DeleteFilterPayload,
    errors: withErrors,
    args: { input: t.arg({ type: DeleteFilterInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const change = await ctx.services.filters.remove(user, rawId(input.id, "Filter"));
      forgetViewerCounts(ctx);
      return { userId: user.id, change };
    },
  }),
}));

// ---- the editor's preview -------------------------------------------------------------------------------

const FilterPreviewInput = builder.inputType("FilterPreviewInput", {
  description: "A filter as an editor holds it, not saved: one of subscriptionId or folderId, and what createFilter would take.",
  fields: (t) => ({
    subscriptionId: t.id(),
    folderId: t.id(),
    filterType: t.field({ type: FilterTypeEnum, required: true }),
    clauseType: t.field({ type: ClauseTypeEnum }),
    windowHours: t.int({ description: "Default 720; the window ends now." }),
    clauses: t.field({ type: [FilterClauseInput], required: true, description: "clauseId is ignored." }),
  }),
});

builder.queryField("filterPreview", (t) =>
  t.field({
    type: FilterMatchConnection,
    description:
      "What a filter being edited would do to one of the viewer's subscriptions or folders, before it is saved: Filter.matches for a draft " +
      "(the settings screen's preview follows the editor). The draft is checked as createFilter checks it (VALIDATION_ERROR).",
    args: { input: t.arg({ type: FilterPreviewInput, required: true }), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_r, args, ctx, info) => {
      const { user } = sessionOf(ctx);
      const { input } = args;
      const page = await ctx.services.filters.preview(
        user,
        {
          subscriptionId: optionalRawId(input.subscriptionId, "FeedSubscription") ?? undefined,
          subscriptionTagId: optionalRawId(input.folderId, "Folder") ?? undefined,
          filterType: input.filterType,
          ...(input.clauseType ? { clauseType: input.clauseType } : {}),
          ...(input.windowHours != null ? { windowHours: input.windowHours } : {}),
          clauses: clausesBody(input.clauses.map((c) => ({ ...c, clauseId: null }))),
        },
        pageOf(args),
      );
      return matchConnection(page, args, ctx, info);
    },
  }),
);
