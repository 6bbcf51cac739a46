import { encodeGlobalID } from "@pothos/plugin-relay";
import type { RequestContext } from "../../context.js";
import { allUnread, shownUnread } from "../../core/unreadCounts.js";
import { forgetViewerCounts, viewerCounts } from "../../core/viewerCounts.js";
import { NIL_UUID } from "../../lib/ids.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { WithViewer } from "../../schema/withViewer.js";
import { optionalRawId, rawId } from "../../schema/globalIds.js";
import { ErrorKeyEnum, withErrors } from "../../schema/errors.graphql.js";
import { FolderType } from "../folders/folders.graphql.js";
import { LIBRARY_PAGE_SIZE, LIBRARY_STATUSES, librarySubscriptionsPage, type LibraryPage } from "./librarySubscriptions.js";
import { feedName, subscriptionFolders, type FeedName } from "./requestLoaders.js";
import { subscriptionTitle } from "./subscriptions.present.js";
import type { SubscribeResult } from "./subscriptions.service.js";

/** A subscription is visible only to its owner: node(id) for anyone else resolves to null. */
export const FeedSubscriptionType = builder.prismaNode("FeedSubscription", {
  id: { field: "id" },
  findUnique: (id, ctx) => ({ id, userId: ctx.session?.user.id ?? NIL_UUID }),
  fields: (t) => ({
    subscriptionId: t.exposeString("id", { description: "The raw id used by REST and settings.topLevelOrder." }),
    title: t.string({
      description: "The user's title, else the feed's, else its URL.",
      // Not a Prisma `select` (see requestLoaders.ts): a row that carries its feed's name answers from it; the
      // others batch one feed query per request.
      resolve: async (s, _a, ctx) => {
        if (s.title !== null) return s.title;
        const carried = (s as { feed?: FeedName }).feed;
        const feed = carried ?? (await feedName(ctx, s.feedId));
        return feed ? subscriptionTitle(s, feed) : "";
      },
    }),
    customTitle: t.exposeString("title", { nullable: true }),
    enabled: t.exposeBoolean("enabled"),
    keepUnreadDays: t.exposeInt("keepUnreadDays"),
    isTopLevel: t.exposeBoolean("topLevel"),
    unreadCount: t.int({ resolve: async (s, _a, ctx) => shownUnread((await viewerCounts(ctx, "subscriptions")).get(s.id)) }),
    feed: t.relation("feed"),
    folders: t.field({
      type: [FolderType],
      // Batched per request, not a Prisma `select` (see requestLoaders.ts): every list item asks for its folders.
      resolve: (s, _a, ctx) => subscriptionFolders(ctx, s.id),
    }),
    associations: t.field({
      type: [FolderAssociationType],
      select: { memberships: { include: { folder: true } } },
      resolve: (s) => s.memberships,
    }),
    properties: t.expose("properties", { type: "JSON" }),
    fetchFullArticle: t.boolean({
      description: "properties.fetchFullArticle (off by default): new items' pages are fetched and read as full articles.",
      resolve: (s) => (s.properties as { fetchFullArticle?: unknown } | null)?.fetchFullArticle === true,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

interface AssociationShape {
  folder: { id: string };
  nextSubscriptionId: string | null;
  isHead: boolean;
}
const FolderAssociationType = builder.objectRef<AssociationShape>("FolderAssociation").implement({
  description: "A subscription's place in a folder (the spec's association: one node of the folder's linked list).",
  fields: (t) => ({
    folder: t.field({ type: FolderType, resolve: (a) => a.folder as never }),
    nextSubscriptionId: t.exposeString("nextSubscriptionId", { nullable: true }),
    isHead: t.exposeBoolean("isHead"),
  }),
});

const ReadingListEntry = builder.unionType("ReadingListEntry", {
  types: [FeedSubscriptionType, FolderType],
  resolveType: (entry) => ("feedId" in entry ? FeedSubscriptionType : FolderType),
});

const ReadingListType = builder.objectRef<{ userId: string }>("ReadingList").implement({
  description: "The navigation tree: top-level entries in the user's topLevelOrder, with the total unread count.",
  fields: (t) => ({
    allUnreadCount: t.int({ resolve: async (_r, _a, ctx) => allUnread(await viewerCounts(ctx, "subscriptions")) }),
    recalculatingUnreadCount: t.boolean({
      description: "A new feed's first fetch is still running: counts will grow (clients reload after 5 s).",
      resolve: (r, _a, ctx) => ctx.services.readingList.recalculating(r.userId),
    }),
    entries: t.field({ type: [ReadingListEntry], resolve: (r, _a, ctx) => ctx.services.readingList.topLevelEntries(r.userId) }),
    failingSubscriptions: t.field({
      type: [FeedSubscriptionType],
      description: "Enabled subscriptions whose feed is failing (Feed.failure is set), by title.",
      resolve: (r, _a, ctx) => ctx.services.readingList.failing(r.userId),
    }),
  }),
});

builder.prismaObjectFields("User", (t) => ({
  readingList: t.field({ type: ReadingListType, resolve: (u) => ({ userId: u.id }) }),
  folders: t.prismaField({
    type: ["Folder"],
    description: "Every folder by name (pickers and dialogs).",
    resolve: (query, u, _a, ctx) => ctx.db.folder.findMany({ ...query, where: { userId: u.id }, orderBy: { name: "asc" } }),
  }),
  subscriptions: t.relatedConnection("subscriptions", {
    cursor: "id",
    args: { search: t.arg.string() },
    query: ({ search }) => ({
      where: search?.trim()
        ? { OR: [{ title: { contains: search.trim(), mode: "insensitive" as const } }, { feed: { title: { contains: search.trim(), mode: "insensitive" as const } } }] }
        : {},
      orderBy: { createdAt: "asc" as const },
    }),
  }),
}));

const LibrarySubscriptionStatusEnum = builder.enumType("LibrarySubscriptionStatus", {
  description: "The Library's status filter: enabled or disabled subscriptions, or enabled ones whose feed is in that status.",
  values: LIBRARY_STATUSES,
});

const LibrarySubscriptionPageType = builder.objectRef<LibraryPage>("LibrarySubscriptionPage").implement({
  description: "One numbered page of the Library's subscription table (the table jumps between pages, so it is a page, not a connection).",
  fields: (t) => ({
    totalCount: t.exposeInt("totalCount", { description: "Every subscription matching the filter." }),
    page: t.exposeInt("page"),
    pageSize: t.exposeInt("pageSize"),
    pageCount: t.int({ resolve: (p) => Math.max(1, Math.ceil(p.totalCount / p.pageSize)) }),
    subscriptions: t.prismaField({
      type: ["FeedSubscription"],
      description: "By title (case-insensitive).",
      resolve: async (query, p, _a, ctx) => {
        if (!p.ids.length) return [];
        const rows = await ctx.db.feedSubscription.findMany({ ...query, where: { id: { in: p.ids } } });
        const byId = new Map(rows.map((r) => [r.id, r]));
        return p.ids.flatMap((id) => byId.get(id) ?? []);
      },
    }),
  }),
});

builder.prismaObjectField("User", "librarySubscriptions", (t) =>
  t.field({
    type: LibrarySubscriptionPageType,
    description:
      "The Library's Subscriptions tab: search by title (or feed URL), subscriptions in any of folderIds or (topLevel) at the top level, " +
      "a status, 20 a page by title. Only the user's own (an admin reading another user's node sees theirs).",
    args: {
      search: t.arg.string(),
      folderIds: t.arg.idList(),
      topLevel: t.arg.boolean({ description: "Include subscriptions at the top level (with folderIds: either)." }),
      status: t.arg({ type: LibrarySubscriptionStatusEnum }),
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: LIBRARY_PAGE_SIZE }),
    },
    resolve: (u, args, ctx) =>
      librarySubscriptionsPage(ctx.db, u.id, {
        search: args.search ?? null,
        folderIds: args.folderIds?.map((id) => rawId(id, "Folder")) ?? null,
        topLevel: args.topLevel ?? null,
        status: args.status ?? null,
        page: args.page ?? 1,
        pageSize: args.pageSize ?? LIBRARY_PAGE_SIZE,
      }),
  }),
);

builder.prismaObjectField("Feed", "viewerSubscription", (t) =>
  t.prismaField({
    type: "FeedSubscription",
    nullable: true,
    description: "The signed-in user's subscription to this feed, if any (Subscribe / Subscribed).",
    resolve: (query, feed, _a, ctx) =>
      ctx.session ? ctx.db.feedSubscription.findUnique({ ...query, where: { userId_feedId: { userId: ctx.session.user.id, feedId: feed.id } } }) : null,
  }),
);

// ---- mutations -------------------------------------------------------------------------------------------

interface SubscriptionPayloadShape {
  userId: string;
  subscriptionId: string;
  /** subscribe: the feed was already followed, and this is the existing subscription. */
  alreadySubscribed?: boolean;
}

// Every payload carries `viewer`: a mutation can re-read the whole drawer (spread its fragment) in one round trip.
const SubscriptionPayload = builder.objectRef<SubscriptionPayloadShape>("SubscriptionPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    subscription: t.prismaField({
      type: "FeedSubscription",
      resolve: (query, p, _a, ctx) => ctx.db.feedSubscription.findUniqueOrThrow({ ...query, where: { id: p.subscriptionId } }),
    }),
    recalculatingUnreadCount: t.boolean({ resolve: (p, _a, ctx) => ctx.services.readingList.recalculating(p.userId, [p.subscriptionId]) }),
    alreadySubscribed: t.boolean({
      description: "subscribe only: the feed was already followed and nothing new was created (the existing subscription is returned).",
      resolve: (p) => p.alreadySubscribed ?? false,
    }),
  }),
});

export const SubscribeResultType = builder.objectRef<SubscribeResult>("SubscribeResult").implement({
  fields: (t) => ({
    url: t.exposeString("url"),
    error: t.exposeString("error", { nullable: true }),
    errorKey: t.field({ type: ErrorKeyEnum, nullable: true, resolve: (r) => (r.display_message_key as never) ?? null }),
    skipped: t.boolean({ description: "Already subscribed: nothing new was created.", resolve: (r) => r.skipped ?? false }),
    subscription: t.prismaField({
      type: "FeedSubscription",
      nullable: true,
      resolve: (query, r, _a, ctx) => (r.subscriptionId ? ctx.db.feedSubscription.findUnique({ ...query, where: { id: r.subscriptionId } }) : null),
    }),
  }),
});

const SubscribeBatchPayload = builder.objectRef<{ userId: string; results: SubscribeResult[] }>("SubscribeBatchPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    results: t.field({ type: [SubscribeResultType], resolve: (p) => p.results }),
    recalculatingUnreadCount: t.boolean({
      resolve: (p, _a, ctx) => ctx.services.readingList.recalculating(p.userId, p.results.flatMap((r) => (r.subscriptionId ? [r.subscriptionId] : []))),
    }),
  }),
});

const SubscriptionsPayload = builder.objectRef<{ userId: string; subscriptionIds: string[] }>("SubscriptionsPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    subscriptions: t.prismaField({
      type: ["FeedSubscription"],
      resolve: (query, p, _a, ctx) => ctx.db.feedSubscription.findMany({ ...query, where: { id: { in: p.subscriptionIds } } }),
    }),
  }),
});

const DeleteSubscriptionsPayload = builder.objectRef<{ userId: string; deletedSubscriptionIds: string[] }>("DeleteSubscriptionsPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    deletedSubscriptionIds: t.idList({
      description: "Relay ids of the removed subscriptions (the viewer's own only).",
      resolve: (p) => p.deletedSubscriptionIds.map((id) => encodeGlobalID("FeedSubscription", id)),
    }),
  }),
});

const UnsubscribePayload = builder.objectRef<{ userId: string; deletedSubscriptionId: string }>("UnsubscribePayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    deletedSubscriptionId: t.id({ description: "Relay id of the removed subscription.", resolve: (p) => encodeGlobalID("FeedSubscription", p.deletedSubscriptionId) }),
  }),
});

/** A change whose only news is the viewer after it (moves and reorders). */
export const ViewerPayload = builder.objectRef<{ userId: string }>("ViewerPayload").implement({
  interfaces: [WithViewer],
  fields: () => ({}),
});

const SubscribeInput = builder.inputType("SubscribeInput", {
  description: "One of url (a page is discovered), feedId or subscriptionId.",
  fields: (t) => ({
    url: t.string(),
    feedId: t.id(),
    subscriptionId: t.id(),
    title: t.string(),
    folderId: t.id(),
    beforeSubscriptionId: t.id(),
  }),
});
const BatchFeedInput = builder.inputType("SubscribeBatchFeedInput", {
  fields: (t) => ({ url: t.string(), feedId: t.id(), title: t.string(), folderId: t.id() }),
});
const SubscribeBatchInput = builder.inputType("SubscribeBatchInput", {
  fields: (t) => ({ feeds: t.field({ type: [BatchFeedInput], required: true }) }),
});
const UpdateSubscriptionInput = builder.inputType("UpdateSubscriptionInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    title: t.string({ description: "Empty or null shows the feed's own title again." }),
    keepUnreadDays: t.int(),
    enabled: t.boolean(),
    properties: t.field({ type: "JSON" }),
  }),
});
const UpdateSubscriptionsInput = builder.inputType("UpdateSubscriptionsInput", {
  description:
    "The listed subscriptions, a folder's (folderId), or all of them; in one transaction. Other users' ids change nothing. " +
    "addTo… joins the end of a folder or the top level; removeFrom… leaves it (never orphaning: a subscription left nowhere stays at the top level).",
  fields: (t) => ({
    ids: t.idList(),
    folderId: t.id(),
    keepUnreadDays: t.int(),
    enabled: t.boolean(),
    addToFolderId: t.id(),
    addToTopLevel: t.boolean(),
    removeFromFolderId: t.id(),
    removeFromTopLevel: t.boolean(),
  }),
});
const DeleteSubscriptionsInput = builder.inputType("DeleteSubscriptionsInput", {
  description: "Unsubscribes from every listed subscription in one transaction; other users' ids delete nothing.",
  fields: (t) => ({ ids: t.idList({ required: true }) }),
});
const MoveSubscriptionInput = builder.inputType("MoveSubscriptionInput", {
  description:
    "toFolderId: join (or reorder within) that folder before beforeSubscriptionId (null = end). fromFolderId: leave it. " +
    "topLevel true/false: join (before topLevelBeforeId) or leave the top level. A subscription left nowhere goes to the top level.",
  fields: (t) => ({
    id: t.id({ required: true }),
    toFolderId: t.id(),
    beforeSubscriptionId: t.id(),
    fromFolderId: t.id(),
    topLevel: t.boolean(),
    topLevelBeforeId: t.id(),
  }),
});
const IdInput = builder.inputType("UnsubscribeInput", { fields: (t) => ({ id: t.id({ required: true }) }) });
const RetryInput = builder.inputType("RetrySubscriptionFeedInput", { fields: (t) => ({ id: t.id({ required: true, description: "The subscription's id." }) }) });
const MoveTopLevelEntryInput = builder.inputType("MoveTopLevelEntryInput", {
  description: "Reorders a folder or top-level subscription before beforeId (null = at the end).",
  fields: (t) => ({ id: t.id({ required: true }), beforeId: t.id() }),
});

const opt = optionalRawId;
/** Top-level entries are subscriptions or folders. */
const entryId = (id: string) => rawId(id, "FeedSubscription", "Folder");

function changed(ctx: RequestContext) {
  forgetViewerCounts(ctx);
  return sessionOf(ctx).user.id;
}

builder.mutationFields((t) => ({
  subscribe: t.field({
    type: SubscriptionPayload,
    errors: withErrors,
    args: { input: t.arg({ type: SubscribeInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const { subscriptionId, created } = await ctx.services.subscriptions.create(user, {
        url: input.url ?? undefined,
        feedId: opt(input.feedId, "Feed") ?? undefined,
        subscriptionId: opt(input.subscriptionId, "FeedSubscription") ?? undefined,
        title: input.title ?? null,
        subscriptionTagId: opt(input.folderId, "Folder"),
        nextSubscriptionId: opt(input.beforeSubscriptionId, "FeedSubscription"),
      });
      return { userId: changed(ctx), subscriptionId, alreadySubscribed: !created };
    },
  }),
  retrySubscriptionFeed: t.field({
    type: SubscriptionPayload,
    errors: withErrors,
    description:
      "Fetches the subscription's feed now (a failing feed's Retry) and answers once that run is over: " +
      "subscription.feed.failure is null when it worked. RATE_LIMITED (retryAfterSeconds) when asked too often.",
    args: { input: t.arg({ type: RetryInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const { subscriptionId } = await ctx.services.feedRetry.retry(user, rawId(input.id, "FeedSubscription"));
      // New items change counts: the payload's viewer is read afresh.
      return { userId: changed(ctx), subscriptionId };
    },
  }),
  subscribeBatch: t.field({
    type: SubscribeBatchPayload,
    errors: withErrors,
    description: "Each entry succeeds or fails on its own; results come back in request order (OPML import sends 10 at a time).",
    args: { input: t.arg({ type: SubscribeBatchInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const results = await ctx.services.subscriptions.createBatch(user, {
        feeds: input.feeds.map((f) => ({
          url: f.url ?? undefined,
          feedId: opt(f.feedId, "Feed") ?? undefined,
          title: f.title ?? null,
          subscriptionTagId: opt(f.folderId, "Folder"),
        })),
      });
      return { userId: changed(ctx), results };
    },
  }),
  updateSubscription: t.field({
    type: SubscriptionPayload,
    errors: withErrors,
    args: { input: t.arg({ type: UpdateSubscriptionInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const sub = await ctx.services.subscriptions.patch(user, rawId(input.id, "FeedSubscription"), {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.keepUnreadDays != null ? { keepUnreadDays: input.keepUnreadDays } : {}),
        ...(input.enabled != null ? { enabled: input.enabled } : {}),
        ...(input.properties != null ? { properties: input.properties } : {}),
      });
      return { userId: changed(ctx), subscriptionId: sub.id };
    },
  }),
  updateSubscriptions: t.field({
    type: SubscriptionsPayload,
    errors: withErrors,
    args: { input: t.arg({ type: UpdateSubscriptionsInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const ids = await ctx.services.subscriptions.patchMany(user, {
        ...(input.ids ? { subscriptionIds: input.ids.map((id) => rawId(id, "FeedSubscription")) } : {}),
        ...(input.folderId ? { withTagId: rawId(input.folderId, "Folder") } : {}),
        ...(input.keepUnreadDays != null ? { keepUnreadDays: input.keepUnreadDays } : {}),
        ...(input.enabled != null ? { enabled: input.enabled } : {}),
        ...(input.addToFolderId ? { addToTagId: rawId(input.addToFolderId, "Folder") } : {}),
        ...(input.addToTopLevel != null ? { addToTopLevel: input.addToTopLevel } : {}),
        ...(input.removeFromFolderId ? { removeFromTagId: rawId(input.removeFromFolderId, "Folder") } : {}),
        ...(input.removeFromTopLevel != null ? { removeFromTopLevel: input.removeFromTopLevel } : {}),
      });
      return { userId: changed(ctx), subscriptionIds: ids };
    },
  }),
  deleteSubscriptions: t.field({
    type: DeleteSubscriptionsPayload,
    errors: withErrors,
    args: { input: t.arg({ type: DeleteSubscriptionsInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const ids = await ctx.services.subscriptions.removeMany(user, { subscriptionIds: input.ids.map((id) => rawId(id, "FeedSubscription")) });
      return { userId: changed(ctx), deletedSubscriptionIds: ids };
    },
  }),
  moveSubscription: t.field({
    type: SubscriptionPayload,
    errors: withErrors,
    args: { input: t.arg({ type: MoveSubscriptionInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const id = rawId(input.id, "FeedSubscription");
      await ctx.services.subscriptions.move(user, id, {
        toFolderId: opt(input.toFolderId, "Folder"),
        beforeSubscriptionId: opt(input.beforeSubscriptionId, "FeedSubscription"),
        fromFolderId: opt(input.fromFolderId, "Folder"),
        topLevel: input.topLevel ?? null,
        topLevelBeforeId: input.topLevelBeforeId ? entryId(input.topLevelBeforeId) : null,
      });
      return { userId: changed(ctx), subscriptionId: id };
    },
  }),
  moveTopLevelEntry: t.field({
    type: ViewerPayload,
    errors: withErrors,
    args: { input: t.arg({ type: MoveTopLevelEntryInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      await ctx.services.subscriptions.moveTopLevelEntry(user, entryId(input.id), input.beforeId ? entryId(input.beforeId) : null);
      return { userId: changed(ctx) };
    },
  }),
  unsubscribe: t.field({
    type: UnsubscribePayload,
    errors: withErrors,
    args: { input: t.arg({ type: IdInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const id = rawId(input.id, "FeedSubscription");
      await ctx.services.subscriptions.remove(user, id);
      return { userId: changed(ctx), deletedSubscriptionId: id };
    },
  }),
}));
