import { requireSession } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";
import { imageResponse, imageUrlParam, PROXIED_IMAGE_MAX_AGE, VERSIONED_IMAGE_MAX_AGE } from "../images/images.rest.js";

/**
 * GET /feeds?search=&domain=&pageKey=&limit=&showTopFeeds=&contentItemTopicId=: the spec's response keys.
 * `subscriptions` holds the caller's subscriptions to the result feeds (the picker shows "Subscribed").
 * The token is optional (spec part 2 section 7): a visitor searches and browses, and only a signed-in user's
 * URL search creates feeds. A token that was sent must be valid (401 INVALID_TOKEN otherwise).
 */
export const handleSearchFeeds: RestHandler = async ({ ctx, query }) => {
  const user = ctx.token ? requireSession(ctx).user : null;
  const params = Object.fromEntries(["search", "domain", "pageKey", "limit", "showTopFeeds"].map((k) => [k, query.get(k) ?? undefined]));
  const result = await ctx.services.feeds.search(user, params);
  const [presented, own] = await Promise.all([
    ctx.services.feeds.presentByIds(result.feedIds),
    user ? ctx.services.subscriptions.forFeeds(user.id, result.feedIds) : Promise.resolve([]),
  ]);
  const subscriptions = user && own.length ? (await ctx.services.readingList.response(user.id, { subscriptionIds: own.map((s) => s.id) })).subscriptions : {};
  return {
    feeds: presented.feeds,
    subscriptions,
    feedSearchResults: result.feedIds.map((feedId) => ({ feedId })),
    feedTags: presented.feedTags,
    tagAssociations: presented.tagAssociations,
    meta: result.meta,
    searchError: result.searchError,
  };
};

/** GET /feeds/{id}: public (no token needed); the feeds and feedTags maps, the feed with its job and log. */
export const handleGetFeed: RestHandler = async ({ ctx, params }) => ctx.services.feeds.get(params.id!, ctx.session?.user.id ?? null);

/** GET /feeds/{id}/images?url=: the feed's http:// logo served from our origin (public, like the feed). */
export const handleGetFeedImage: RestHandler = async ({ ctx, params, query }) => {
  const image = await ctx.services.feeds.image(params.id!, imageUrlParam(query));
  return imageResponse(image, PROXIED_IMAGE_MAX_AGE);
};

/**
 * GET /feeds/{id}/favicon: the site icon a refresh stored, from our origin, so browsers never ask the site. The
 * feed's faviconUrl adds `?v=<hash>`: that address is cached for good (a new icon gets a new address); any
 * other is cached for a day.
 */
export const handleGetFeedFavicon: RestHandler = async ({ ctx, params, query }) => {
  const icon = await ctx.services.feeds.favicon(params.id!);
  const current = !!icon.hash && query.get("v") === icon.hash.slice(0, 16);
  return imageResponse(icon, current ? VERSIONED_IMAGE_MAX_AGE : 86_400, current);
};
