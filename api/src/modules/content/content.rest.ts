import { requireSession, type RequestContext } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";
import { DomainError } from "../../errors.js";
import { imageResponse, imageUrlParam, PROXIED_IMAGE_MAX_AGE } from "../images/images.rest.js";
import { pictureProxyFor, proPictures, signedBody } from "../images/pictureProxy.js";
import { parseListQuery, parseMarkRead, parseSetRead, parseUndoMarkRead } from "./content.validation.js";

/** The viewer where a token is optional: none without a token, but a stale token is still the spec's 401. */
export function optionalViewerId(ctx: RequestContext): string | null {
  return ctx.token ? requireSession(ctx).user.id : null;
}

/**
 * GET /content?subscriptionId|subscriptionTagId|contentItemTagId|feedId|articles=true&sortBy&showRead&limit&pageKey:
 * `{ contentItems (in list order), feeds, meta: { limit, pageKey, nextPageKey, hiddenReadCount? } }`. Bodies are left out (see
 * jesterContentEncodedUrl); feeds and articles need no token.
 */
export const handleListContent: RestHandler = async ({ ctx, query }) => {
  const viewerId = optionalViewerId(ctx);
  const input = parseListQuery(query);
  const page = await ctx.services.content.list(viewerId, input);
  const body = await ctx.services.content.present(viewerId, page.items.map((i) => i.id), false, await pictureProxyFor(ctx));
  const meta = { limit: input.limit, pageKey: input.after, nextPageKey: page.nextCursor };
  // An empty unread-only first page also says how many read items the filter hides ("Show N older articles").
  return { ...body, meta: page.hiddenReadCount === null ? meta : { ...meta, hiddenReadCount: page.hiddenReadCount } };
};

/** GET /content/{id}: public; isRead and tags only with a token. `{ contentItem, feeds }`. */
export const handleGetContentItem: RestHandler = async ({ ctx, params }) => {
  const viewerId = optionalViewerId(ctx);
  const id = await ctx.services.content.assertExists(params.id!, viewerId);
  const { contentItems, feeds } = await ctx.services.content.present(viewerId, [id], true, await pictureProxyFor(ctx));
  return { contentItem: contentItems[0], feeds };
};

/**
 * GET /content/{id}/encoded: the sanitised HTML body (the item's jesterContentEncodedUrl). `proxy` is a Pro
 * reader's signature for this item (browsers fetch the body without credentials): its pictures then come
 * through the anonymous proxy. A wrong signature is a 403, never a quiet fall-back to direct pictures.
 */
export const handleGetEncodedContent: RestHandler = async ({ ctx, params, query }) => {
  const signature = query.get("proxy");
  let pro = null;
  if (signature !== null) {
    if (!(await ctx.services.imageSigner.verify(signedBody(params.id!), signature))) throw new DomainError("IMAGE_SIGNATURE_INVALID");
    pro = await proPictures(ctx.services.imageSigner, ctx.config.publicUrl);
  }
  const html = await ctx.services.content.body(params.id!, pro);
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

/**
 * GET /content/{id}/images?url=: one of the item's pictures served from our origin (http:// ones are rewritten
 * to here, so they load on an https deployment and under the app's CSP). Public, like the item. 4xx with the
 * reason when the item does not show that address, or its source fails, is too large or is no image.
 */
export const handleGetContentImage: RestHandler = async ({ ctx, params, query }) => {
  const image = await ctx.services.content.image(params.id!, imageUrlParam(query));
  return imageResponse(image, PROXIED_IMAGE_MAX_AGE);
};

/** PATCH /content/{id} { isRead }: one row written; answers the item and every count that moved. */
export const handlePatchContentItem: RestHandler = async ({ ctx, params, body }) => {
  const { user } = requireSession(ctx);
  const { isRead } = parseSetRead(body);
  const { subscriptionId } = await ctx.services.content.setRead(user, params.id!, isRead);
  const [items, counts] = await Promise.all([
    ctx.services.content.present(user.id, [params.id!], false, await pictureProxyFor(ctx)),
    ctx.services.content.counts(user.id, subscriptionId ? [subscriptionId] : []),
  ]);
  return { ...counts, contentItem: items.contentItems[0], feeds: { ...counts.feeds, ...items.feeds } };
};

/**
 * POST /content/mark-read { subscriptionId|subscriptionTagId|contentItemTagId|feedId, olderThanDays? }: every count
 * that moved and an `undoToken` for POST /content/mark-read/undo.
 */
export const handleMarkContentRead: RestHandler = async ({ ctx, body }) => {
  const { user } = requireSession(ctx);
  const result = await ctx.services.content.markRead(user, parseMarkRead(body));
  return { ...result, ...(await ctx.services.content.counts(user.id, result.subscriptionIds)) };
};

/** POST /content/mark-read/undo { undoToken }: the latest mark-all-read undone; answers like mark-read. 410 UNDO_EXPIRED when too late. */
export const handleUndoMarkContentRead: RestHandler = async ({ ctx, body }) => {
  const { user } = requireSession(ctx);
  const result = await ctx.services.content.undoMarkRead(user, parseUndoMarkRead(body).undoToken);
  return { ...result, ...(await ctx.services.content.counts(user.id, result.subscriptionIds)) };
};
