import { requireSession } from "../../context.js";
import { validationError } from "../../errors.js";
import type { RestHandler } from "../../rest/types.js";

/** GET /subscriptions/tags: every folder with its counts (subscriptions left out: ask /subscriptions for them). */
export const handleListFolders: RestHandler = async ({ ctx }) => {
  const { user } = requireSession(ctx);
  const { subscriptionTags, allUnreadCount, settings } = await ctx.services.readingList.response(user.id, { subscriptionIds: [] });
  return { subscriptionTags, allUnreadCount, settings };
};

/** GET /subscriptions/tags/{id}: the folder and its subscriptions. */
export const handleGetFolder: RestHandler = async ({ ctx, params }) => {
  const { user } = requireSession(ctx);
  await ctx.services.folders.ownFolder(user.id, params.id!);
  return ctx.services.readingList.response(user.id, { folderId: params.id! });
};

/** POST /subscriptions/tags { name }: returns the new id (spec) with the updated lists. */
export const handleCreateFolder: RestHandler = async ({ ctx, body }) => {
  const { user } = requireSession(ctx);
  const folder = await ctx.services.folders.create(user, body);
  return { id: folder.id, ...(await ctx.services.readingList.response(user.id, { subscriptionIds: [] })) };
};

export const handlePatchFolder: RestHandler = async ({ ctx, params, body }) => {
  const { user } = requireSession(ctx);
  const folder = await ctx.services.folders.patch(user, params.id!, body);
  return ctx.services.readingList.response(user.id, { folderId: folder.id });
};

/** DELETE /subscriptions/tags/{id}?newSubscriptionTagId=|includeSubscriptions=true (never both). */
export const handleDeleteFolder: RestHandler = async ({ ctx, params, query }) => {
  const { user } = requireSession(ctx);
  const include = query.get("includeSubscriptions");
  if (include !== null && include !== "true" && include !== "false") throw validationError({ includeSubscriptions: "includeSubscriptions must be true or false" });
  const deletedSubscriptionIds = await ctx.services.folders.remove(user, params.id!, {
    newSubscriptionTagId: query.get("newSubscriptionTagId"),
    includeSubscriptions: include === "true",
  });
  // Deleting a folder moves or removes many subscriptions at once: answer with the whole reading list.
  return { deletedSubscriptionTagId: params.id, deletedSubscriptionIds, ...(await ctx.services.readingList.response(user.id)) };
};
