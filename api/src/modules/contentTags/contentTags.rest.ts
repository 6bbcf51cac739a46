import { requireSession, type RequestContext } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";
import { pictureProxyFor } from "../images/pictureProxy.js";

// Paths the spec does not show (README "API notes"): /content/tags[/{id}] and /content/{id}/tags.

/** Every tag of the user keyed by id, with counts, and the `actions` map of the user's tag actions. */
async function tagsResponse(ctx: RequestContext, userId: string) {
  const [contentItemTags, actions] = await Promise.all([
    ctx.services.contentTags.presentAll(userId),
    ctx.services.actions.presentFor(userId, { contentItemTagIds: "all" }),
  ]);
  return { contentItemTags, actions };
}

/** GET /content/tags: `{ contentItemTags, actions }`, every tag of the user keyed by id, with counts. */
export const handleListContentTags: RestHandler = async ({ ctx }) => {
  const { user } = requireSession(ctx);
  return tagsResponse(ctx, user.id);
};

/** GET /content/tags/{id} (an id or the slug read-later). */
export const handleGetContentTag: RestHandler = async ({ ctx, params }) => {
  const { user } = requireSession(ctx);
  const tag = await ctx.services.contentTags.ownTag(user.id, params.id!);
  return { id: tag.id, ...(await tagsResponse(ctx, user.id)) };
};

/** POST /content/tags { name, properties? }: `{ id, contentItemTags }`. */
export const handleCreateContentTag: RestHandler = async ({ ctx, body }) => {
  const { user } = requireSession(ctx);
  const tag = await ctx.services.contentTags.create(user, body);
  return { id: tag.id, ...(await tagsResponse(ctx, user.id)) };
};

/** PATCH /content/tags/{id} { name?, enabled?, properties? }. */
export const handlePatchContentTag: RestHandler = async ({ ctx, params, body }) => {
  const { user } = requireSession(ctx);
  const tag = await ctx.services.contentTags.patch(user, params.id!, body);
  return { id: tag.id, ...(await tagsResponse(ctx, user.id)) };
};

export const handleDeleteContentTag: RestHandler = async ({ ctx, params }) => {
  const { user } = requireSession(ctx);
  const id = await ctx.services.contentTags.remove(user, params.id!);
  return { deletedContentItemTagId: id, ...(await tagsResponse(ctx, user.id)) };
};

/** POST /content/{id}/tags { contentItemTagId } and DELETE /content/{id}/tags?contentItemTagId=: the item and every tag. */
export const handleTagContentItem: RestHandler = async ({ ctx, params, body }) => {
  const { user } = requireSession(ctx);
  await ctx.services.contentTags.tagItem(user, params.id!, body);
  return taggedResponse(ctx, user.id, params.id!);
};

export const handleUntagContentItem: RestHandler = async ({ ctx, params, query }) => {
  const { user } = requireSession(ctx);
  await ctx.services.contentTags.untagItem(user, params.id!, query.get("contentItemTagId"));
  return taggedResponse(ctx, user.id, params.id!);
};

async function taggedResponse(ctx: RequestContext, userId: string, itemId: string) {
  const pro = await pictureProxyFor(ctx);
  const [items, contentItemTags] = await Promise.all([ctx.services.content.present(userId, [itemId], false, pro), ctx.services.contentTags.presentAll(userId)]);
  return { contentItem: items.contentItems[0], feeds: items.feeds, contentItemTags };
}
