import { GraphQLError } from "graphql";
import { primeViewerCounts } from "../../core/viewerCounts.js";
import { ERROR_TABLE } from "../../errors.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { WithViewer } from "../../schema/withViewer.js";
import type { ViewerCounts, ViewerUpdate } from "./viewerUpdates.js";

const ViewerUpdateType = builder.objectRef<ViewerCounts>("ViewerUpdate").implement({
  interfaces: [WithViewer],
  description:
    "The first event lists every subscription, folder and tag; each later one what changed since the previous: the " +
    "nodes whose unread counts moved (select their unreadCount and the Relay store updates them in place), the new " +
    "total, items that just arrived in showing subscriptions (in the first event: those first seen after `since`), " +
    "and whether the reading list's shape changed.",
  fields: (t) => ({
    allUnreadCount: t.exposeInt("allUnreadCount"),
    subscriptions: t.prismaField({
      type: ["FeedSubscription"],
      // Most events move a few nodes: an empty list needs no query.
      resolve: (query, u, _a, ctx) => (u.subscriptionIds.length ? ctx.db.feedSubscription.findMany({ ...query, where: { id: { in: u.subscriptionIds }, userId: u.userId } }) : []),
    }),
    folders: t.prismaField({
      type: ["Folder"],
      resolve: (query, u, _a, ctx) => (u.folderIds.length ? ctx.db.folder.findMany({ ...query, where: { id: { in: u.folderIds }, userId: u.userId } }) : []),
    }),
    contentItemTags: t.prismaField({
      type: ["ContentItemTag"],
      resolve: (query, u, _a, ctx) =>
        u.contentItemTagIds.length ? ctx.db.contentItemTag.findMany({ ...query, where: { id: { in: u.contentItemTagIds }, userId: u.userId } }) : [],
    }),
    addedContentItems: t.prismaField({
      type: ["ContentItem"],
      description: "Newest first.",
      resolve: (query, u, _a, ctx) =>
        u.addedContentItemIds.length ? ctx.db.contentItem.findMany({ ...query, where: { id: { in: u.addedContentItemIds } }, orderBy: [{ sortAt: "desc" }, { id: "desc" }] }) : [],
    }),
    readingListChanged: t.exposeBoolean("readingListChanged", {
      description: "A subscription, folder or content tag was added, removed, renamed, moved or toggled (in any tab or device): reload the drawer.",
    }),
  }),
});

builder.subscriptionField("viewerUpdates", (t) =>
  t.field({
    type: ViewerUpdateType,
    description:
      "Live unread counts (per subscription, folder, tag and all) and new items for the signed-in viewer, whichever " +
      "process caused them. Over graphql-ws, send the token as connection_init { authToken }.",
    args: {
      since: t.arg({
        type: "DateTime",
        description:
          "When the client's lists were loaded (server time, at most a day back): the first event's addedContentItems " +
          "names what arrived since, so nothing that came while the page loaded or the connection was down goes unoffered.",
      }),
    },
    subscribe: (_root, args, ctx) => {
      const { user } = sessionOf(ctx);
      const token = ctx.token!;
      const { live } = ctx.services;
      return live.viewerUpdates(user.id, async () => (await live.sessionOwner(token)) === user.id, args.since ?? null);
    },
    resolve: (event: ViewerUpdate, _a, ctx) => {
      // The last event of an ended stream becomes a coded error (auth like sessionOf's), which masking passes on.
      if ("ended" in event) {
        if (event.ended === "signed-out") {
          throw new GraphQLError(ERROR_TABLE.INVALID_TOKEN.message, { extensions: { code: "UNAUTHENTICATED", display_message_key: "INVALID_TOKEN" } });
        }
        throw new GraphQLError("Live updates stopped; subscribe again.", { extensions: { code: "INTERNAL_SERVER_ERROR" } });
      }
      const update = event;
      // The event's counts are the request's counts: unreadCount fields below read them, not a stale cache.
      primeViewerCounts(ctx, { subscriptions: update.snapshot.subscriptions, tags: update.snapshot.tags });
      return update;
    },
  }),
);
