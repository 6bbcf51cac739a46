import { requireSession } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";

/** GET /feeds?search=&limit=: spec response keys; subscriptions and tags fill in with their issues. */
export const handleSearchFeeds: RestHandler = async ({ ctx, query }) => {
  requireSession(ctx);
  const limit = Math.min(100, Math.max(1, Number(query.get("limit") ?? 25) || 25));
  const result = await ctx.services.feeds.search(query.get("search") ?? "", limit);
  return { ...result, subscriptions: {}, feedTags: {}, tagAssociations: {} };
};

/** GET /feeds/{id}: public (no token needed); returns the feeds and feedTags maps. */
export const handleGetFeed: RestHandler = async ({ ctx, params }) => ({ feeds: await ctx.services.feeds.get(params.id!), feedTags: {} });
