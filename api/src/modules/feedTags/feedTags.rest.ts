import { z } from "zod";
import { requireSession } from "../../context.js";
import { validationError } from "../../errors.js";
import type { RestHandler } from "../../rest/types.js";
import { presentFeedTag } from "./feedTags.service.js";

/** GET /feeds/tags?search=: the bundles as a map by id. Public, like feed pages (the catalogue is not private). */
export const handleListFeedTags: RestHandler = async ({ ctx, query }) => {
  const tags = await ctx.services.feedTags.list(query.get("search"));
  return { feedTags: Object.fromEntries(tags.map((t) => [t.id, presentFeedTag(t)])) };
};

/** GET /feeds/tags/{id}: the bundle, its feeds (curated order) and their bundle associations. Public. */
export const handleGetFeedTag: RestHandler = async ({ ctx, params }) => {
  const tag = await ctx.services.feedTags.find(params.id!);
  const presented = await ctx.services.feeds.presentByIds(await ctx.services.feedTags.feedIds(tag.id));
  return {
    // The bundle itself is always in the map, also when it holds no feed yet.
    feedTags: { ...presented.feedTags, [tag.id]: presentFeedTag(tag) },
    feeds: presented.feeds,
    tagAssociations: presented.tagAssociations,
  };
};

const subscribeBody = z
  .object({ subscriptionTagId: z.string({ error: "subscriptionTagId must be a folder id or \"top\"" }).nullish() })
  .nullish();

/**
 * POST /feeds/tags/{id}/subscribe { subscriptionTagId?: folder id | "top" }: follows every feed of the bundle
 * at the top level ("top", absent or null) or in that folder; answers the subscriptions response and the
 * spec's message.
 */
export const handleSubscribeToFeedTag: RestHandler = async ({ ctx, params, body }) => {
  const { user } = requireSession(ctx);
  const parsed = subscribeBody.safeParse(body);
  if (!parsed.success) throw validationError({ subscriptionTagId: parsed.error.issues[0]!.message });
  const target = parsed.data?.subscriptionTagId;
  const folderId = !target || target === "top" ? null : target;
  const { results, message } = await ctx.services.feedTags.subscribeAll(user, params.id!, folderId);
  const subscriptionIds = results.flatMap((r) => (r.subscriptionId ? [r.subscriptionId] : []));
  return { ...(await ctx.services.readingList.response(user.id, { subscriptionIds })), message };
};
