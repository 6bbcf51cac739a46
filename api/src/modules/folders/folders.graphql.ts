import { encodeGlobalID } from "@pothos/plugin-relay";
import { walkFolder } from "../../core/readingOrder.js";
import { folderUnread } from "../../core/unreadCounts.js";
import { forgetViewerCounts, viewerCounts } from "../../core/viewerCounts.js";
import { NIL_UUID } from "../../lib/ids.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { WithViewer } from "../../schema/withViewer.js";
import { rawId } from "../../schema/globalIds.js";
import { withErrors } from "../../schema/errors.graphql.js";

/** A folder (the spec's subscription tag); visible only to its owner. */
export const FolderType = builder.prismaNode("Folder", {
  id: { field: "id" },
  findUnique: (id, ctx) => ({ id, userId: ctx.session?.user.id ?? NIL_UUID }),
  fields: (t) => ({
    folderId: t.exposeString("id", { description: "The raw id (REST subscriptionTagId, settings.topLevelOrder)." }),
    name: t.exposeString("name"),
    enabled: t.exposeBoolean("enabled"),
    icon: t.string({ nullable: true, resolve: (f) => ((f.properties as { icon?: string | null }).icon ?? null) }),
    enableDatafeed: t.boolean({
      description: "Whether the folder publishes a data feed (properties.enableDatafeed; its addresses: dataFeed).",
      resolve: (f) => (f.properties as { enableDatafeed?: boolean }).enableDatafeed === true,
    }),
    properties: t.expose("properties", { type: "JSON" }),
    isStale: t.loadable({
      type: "Boolean",
      description: "Every subscription in the folder follows a stale feed (no item for a month); false when empty. The drawer hides these with appSettings.hideStaleFolders.",
      load: (folderIds: string[], ctx) => ctx.services.folders.staleness(folderIds),
      resolve: (f) => f.id,
    }),
    subscriptionCount: t.int({ select: { _count: { select: { memberships: true } } }, resolve: (f) => f._count.memberships }),
    unreadCount: t.int({
      select: { enabled: true, memberships: { select: { subscriptionId: true } } },
      resolve: async (f, _a, ctx) => folderUnread(f, f.memberships.map((m) => m.subscriptionId), await viewerCounts(ctx, "subscriptions")),
    }),
    subscriptions: t.prismaField({
      type: ["FeedSubscription"],
      description: "In the folder's order (its linked list from the head).",
      select: { memberships: { select: { subscriptionId: true, nextSubscriptionId: true, isHead: true } } },
      resolve: async (query, f, _a, ctx) => {
        const order = walkFolder(f.memberships).order;
        const subs = await ctx.db.feedSubscription.findMany({ ...query, where: { id: { in: order } } });
        const byId = new Map(subs.map((s) => [s.id, s]));
        return order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      },
    }),
  }),
});

const FolderPayload = builder.objectRef<{ userId: string; folderId: string }>("FolderPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    folder: t.prismaField({ type: "Folder", resolve: (query, p, _a, ctx) => ctx.db.folder.findUniqueOrThrow({ ...query, where: { id: p.folderId } }) }),
  }),
});

const DeleteFolderPayload = builder.objectRef<{ userId: string; folderId: string; deletedSubscriptionIds: string[] }>("DeleteFolderPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    deletedFolderId: t.id({ resolve: (p) => encodeGlobalID("Folder", p.folderId) }),
    deletedSubscriptionIds: t.idList({ resolve: (p) => p.deletedSubscriptionIds.map((id) => encodeGlobalID("FeedSubscription", id)) }),
  }),
});

const CreateFolderInput = builder.inputType("CreateFolderInput", {
  fields: (t) => ({ name: t.string({ required: true }), icon: t.string(), enableDatafeed: t.boolean() }),
});
const UpdateFolderInput = builder.inputType("UpdateFolderInput", {
  fields: (t) => ({ id: t.id({ required: true }), name: t.string(), enabled: t.boolean(), icon: t.string(), enableDatafeed: t.boolean() }),
});

/** The properties an input sets (only those it names): icon and enableDatafeed (MAX_OUTPUT_FEEDS_REACHED when turned on past the tier). */
function propertiesOf(input: { icon?: string | null; enableDatafeed?: boolean | null }): { properties?: { icon?: string | null; enableDatafeed?: boolean } } {
  const properties = {
    ...(input.icon !== undefined ? { icon: input.icon } : {}),
    ...(input.enableDatafeed != null ? { enableDatafeed: input.enableDatafeed } : {}),
  };
  return Object.keys(properties).length ? { properties } : {};
}
const DeleteFolderInput = builder.inputType("DeleteFolderInput", {
  description: "Move the folder's subscriptions to moveToFolderId (absent: the top level), or delete them (includeSubscriptions). Never both.",
  fields: (t) => ({ id: t.id({ required: true }), moveToFolderId: t.id(), includeSubscriptions: t.boolean() }),
});

builder.mutationFields((t) => ({
  createFolder: t.field({
    type: FolderPayload,
    errors: withErrors,
    args: { input: t.arg({ type: CreateFolderInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const folder = await ctx.services.folders.create(user, { name: input.name, ...propertiesOf({ icon: input.icon || undefined, enableDatafeed: input.enableDatafeed }) });
      forgetViewerCounts(ctx);
      return { userId: user.id, folderId: folder.id };
    },
  }),
  updateFolder: t.field({
    type: FolderPayload,
    errors: withErrors,
    args: { input: t.arg({ type: UpdateFolderInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const folder = await ctx.services.folders.patch(user, rawId(input.id, "Folder"), {
        ...(input.name != null ? { name: input.name } : {}),
        ...(input.enabled != null ? { enabled: input.enabled } : {}),
        ...propertiesOf(input),
      });
      forgetViewerCounts(ctx);
      return { userId: user.id, folderId: folder.id };
    },
  }),
  deleteFolder: t.field({
    type: DeleteFolderPayload,
    errors: withErrors,
    args: { input: t.arg({ type: DeleteFolderInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const folderId = rawId(input.id, "Folder");
      const deletedSubscriptionIds = await ctx.services.folders.remove(user, folderId, {
        newSubscriptionTagId: input.moveToFolderId ? rawId(input.moveToFolderId, "Folder") : null,
        includeSubscriptions: input.includeSubscriptions ?? false,
      });
      forgetViewerCounts(ctx);
      return { userId: user.id, folderId, deletedSubscriptionIds };
    },
  }),
}));
