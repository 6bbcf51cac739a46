import { requireSession, type RequestContext } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";
import { parseListQuery, parseMarkRead, parseSetRead } from "./content.validation.js";

/** The viewer where a token is optional: none without a token, but a stale token is still the spec's 401. */
export function optionalViewerId(ctx: RequestContext): string | null {
  return ctx.token ? requireSession(ctx).user.id : null;
}

/**
 * GET /content?subscriptionId|subscriptionTagId|contentItemTagId|feedId|articles=true&sortBy&showRead&limit&pageKey:
 * `{ contentItems (in list order), feeds, meta: { limit, pageKey, nextPageKey } }`. Bodies are left out (see
 * jesterContentEncodedUrl); feeds and articles need no token.
 */
export const handleListContent: RestHandler = async ({ ctx, query }) => {
  const viewerId = optionalViewerId(ctx);
  const input = parseListQuery(query);
  const page = await ctx.services.content.list(viewerId, input);
  const body = await ctx.services.content.present(viewerId, page.items.map((i) => i.id), false);
  return { ...body, meta: { limit: input.limit, pageKey: input.after, nextPageKey: page.nextCursor } };
};

/** GET /content/{id}: public; isRead and tags only with a token. `{ contentItem, feeds }`. */
export const handleGetContentItem: RestHandler = async ({ ctx, params }) => {
  const viewerId = optionalViewerId(ctx);
  const id = await ctx.services.content.assertExists(params.id!);
  const { contentItems, feeds } = await ctx.services.content.present(viewerId, [id], true);
  return { contentItem: contentItems[0], feeds };
};

/** GET /content/{id}/encoded: the sanitised HTML body (the item's jesterContentEncodedUrl). */
export const handleGetEncodedContent: RestHandler = async ({ ctx, params }) => {
  const html = await ctx.services.content.body(params.id!);
  // Sanitised at ingest; the sandbox CSP keeps even a direct visit inert.
  return new Response(html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "sandbox; default-src 'none'; img-src * data:; media-src *; style-src 'unsafe-inline'",
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=300",
    },
  });
};

/** PATCH /content/{id} { isRead }: one row written; answers the item and every count that moved. */
export const handlePatchContentItem: RestHandler = async ({ ctx, params, body }) => {
  const { user } = requireSession(ctx);
  const { isRead } = parseSetRead(body);
  const { subscriptionId } = await ctx.services.content.setRead(user, params.id!, isRead);
  const [items, counts] = await Promise.all([
    ctx.services.content.present(user.id, [params.id!], false),
    ctx.services.content.counts(user.id, subscriptionId ? [subscriptionId] : []),
  ]);
  return { ...counts, contentItem: items.contentItems[0], feeds: { ...counts.feeds, ...items.feeds } };
};

/** POST /content/mark-read { subscriptionId|subscriptionTagId|contentItemTagId|feedId, olderThanDays? }. */
export const handleMarkContentRead: RestHandler = async ({ ctx, body }) => {
  const { user } = requireSession(ctx);
  const result = await ctx.services.content.markRead(user, parseMarkRead(body));
  return { ...result, ...(await ctx.services.content.counts(user.id, result.subscriptionIds)) };
};
