import type { RequestContext } from "../../context.js";
import { forgetViewerCounts } from "../../core/viewerCounts.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { WithViewer } from "../../schema/withViewer.js";
import { withErrors } from "../../schema/errors.graphql.js";
import { optionalRawId, rawId } from "../../schema/globalIds.js";
import { parseMarkRead } from "./content.validation.js";

// Read-state mutations (and the view analytics event): each payload carries `viewer`, so a client re-reads every
// count it shows in the same round trip.

function changed(ctx: RequestContext): string {
  forgetViewerCounts(ctx);
  return sessionOf(ctx).user.id;
}

const SetContentItemReadPayload = builder.objectRef<{ userId: string; contentItemId: string; subscriptionId: string | null }>("SetContentItemReadPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    contentItem: t.prismaField({ type: "ContentItem", resolve: (query, p, _a, ctx) => ctx.db.contentItem.findUniqueOrThrow({ ...query, where: { id: p.contentItemId } }) }),
    subscription: t.prismaField({
      type: "FeedSubscription",
      nullable: true,
      resolve: (query, p, _a, ctx) => (p.subscriptionId ? ctx.db.feedSubscription.findUnique({ ...query, where: { id: p.subscriptionId } }) : null),
    }),
  }),
});

const MarkContentReadPayload = builder.objectRef<{ userId: string; subscriptionIds: string[]; contentItemTagId: string | null; undoToken: string | null }>("MarkContentReadPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    undoToken: t.exposeString("undoToken", {
      nullable: true,
      description: "Pass to undoMarkContentRead within 15 seconds to put every watermark and explicit row back. Null on an undo's own answer.",
    }),
    subscriptions: t.prismaField({
      type: ["FeedSubscription"],
      description: "The subscriptions whose counts changed.",
      resolve: (query, p, _a, ctx) => ctx.db.feedSubscription.findMany({ ...query, where: { id: { in: p.subscriptionIds } } }),
    }),
    contentItemTag: t.prismaField({
      type: "ContentItemTag",
      nullable: true,
      resolve: (query, p, _a, ctx) => (p.contentItemTagId ? ctx.db.contentItemTag.findUnique({ ...query, where: { id: p.contentItemTagId } }) : null),
    }),
  }),
});

const RecordViewPayload = builder.objectRef<{ contentItemId: string; recorded: boolean }>("RecordContentItemViewPayload").implement({
  fields: (t) => ({
    recorded: t.exposeBoolean("recorded", { description: "False when this user had viewed the item before (one view per user)." }),
    contentItem: t.prismaField({ type: "ContentItem", resolve: (query, p, _a, ctx) => ctx.db.contentItem.findUniqueOrThrow({ ...query, where: { id: p.contentItemId } }) }),
  }),
});

const SetContentItemReadInput = builder.inputType("SetContentItemReadInput", {
  fields: (t) => ({ id: t.id({ required: true }), isRead: t.boolean({ required: true }) }),
});
const MarkContentReadInput = builder.inputType("MarkContentReadInput", {
  description: "One of subscriptionId, folderId, contentItemTagId, feedId (the viewer's subscription to it); none = all subscriptions.",
  fields: (t) => ({
    subscriptionId: t.id(),
    folderId: t.id(),
    contentItemTagId: t.id(),
    feedId: t.id(),
    olderThanDays: t.int({ description: "1, 3 or 7: only items older than that; absent: all." }),
  }),
});
const UndoMarkContentReadInput = builder.inputType("UndoMarkContentReadInput", {
  fields: (t) => ({ undoToken: t.string({ required: true, description: "markContentRead's undoToken." }) }),
});
const ContentItemIdInput = builder.inputType("RecordContentItemViewInput", { fields: (t) => ({ id: t.id({ required: true }) }) });

builder.mutationFields((t) => ({
  setContentItemRead: t.field({
    type: SetContentItemReadPayload,
    errors: withErrors,
    args: { input: t.arg({ type: SetContentItemReadInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const contentItemId = rawId(input.id, "ContentItem");
      const { subscriptionId } = await ctx.services.content.setRead(user, contentItemId, input.isRead);
      return { userId: changed(ctx), contentItemId, subscriptionId };
    },
  }),
  markContentRead: t.field({
    type: MarkContentReadPayload,
    errors: withErrors,
    args: { input: t.arg({ type: MarkContentReadInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const result = await ctx.services.content.markRead(user, parseMarkRead({
        subscriptionId: optionalRawId(input.subscriptionId, "FeedSubscription"),
        subscriptionTagId: optionalRawId(input.folderId, "Folder"),
        contentItemTagId: optionalRawId(input.contentItemTagId, "ContentItemTag"),
        feedId: optionalRawId(input.feedId, "Feed"),
        olderThanDays: input.olderThanDays,
      }));
      return { userId: changed(ctx), ...result };
    },
  }),
  undoMarkContentRead: t.field({
    type: MarkContentReadPayload,
    errors: withErrors,
    description: "Undoes the viewer's latest markContentRead within its window (UNDO_EXPIRED after it, or once undone).",
    args: { input: t.arg({ type: UndoMarkContentReadInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const result = await ctx.services.content.undoMarkRead(user, input.undoToken);
      return { userId: changed(ctx), ...result, undoToken: null };
    },
  }),
  recordContentItemView: t.field({
    type: RecordViewPayload,
    errors: withErrors,
    description: "Analytics: the viewer opened the item (once per user and item; feeds engagementScore).",
    args: { input: t.arg({ type: ContentItemIdInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const contentItemId = rawId(input.id, "ContentItem");
      const { recorded } = await ctx.services.content.recordView(user.id, contentItemId);
      return { contentItemId, recorded };
    },
  }),
}));
