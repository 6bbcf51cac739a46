import { requireSession } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";

/** GET /subscriptions[?tagId=] and /subscriptions/details: the reading list (or one folder's part of it). */
export const handleListSubscriptions: RestHandler = async ({ ctx, query }) => {
  const { user } = requireSession(ctx);
  const tagId = query.get("tagId");
  if (tagId) await ctx.services.folders.ownFolder(user.id, tagId);
  return ctx.services.readingList.response(user.id, tagId ? { folderId: tagId } : undefined);
};

export const handleGetSubscription: RestHandler = async ({ ctx, params }) => {
  const { user } = requireSession(ctx);
  const sub = await ctx.services.subscriptions.get(user, params.id!);
  return ctx.services.readingList.response(user.id, { subscriptionIds: [sub.id] });
};

/**
 * POST /subscriptions: create by url, feedId or subscriptionId. An existing subscription is returned as is,
 * with `alreadySubscribed: true` (not in the spec) so a client can say so.
 */
export const handleCreateSubscription: RestHandler = async ({ ctx, body }) => {
  const { user } = requireSession(ctx);
  const { subscriptionId, created } = await ctx.services.subscriptions.create(user, body);
  return { alreadySubscribed: !created, ...(await ctx.services.readingList.response(user.id, { subscriptionIds: [subscriptionId] })) };
};

/**
 * POST /subscriptions/{id}/retry (not in the spec): fetch the subscription's feed now and answer its new state
 * (`feeds[feedId].failure` is null once it works). RATE_LIMITED (429, Retry-After) when asked too often.
 */
export const handleRetrySubscription: RestHandler = async ({ ctx, params }) => {
  const { user } = requireSession(ctx);
  const { subscriptionId } = await ctx.services.feedRetry.retry(user, params.id!);
  return ctx.services.readingList.response(user.id, { subscriptionIds: [subscriptionId] });
};

/** POST /subscriptions/batch: subscribeResults in request order plus the touched subscriptions. */
export const handleBatchSubscribe: RestHandler = async ({ ctx, body }) => {
  const { user } = requireSession(ctx);
  const subscribeResults = await ctx.services.subscriptions.createBatch(user, body);
  const ids = subscribeResults.flatMap((r) => (r.subscriptionId ? [r.subscriptionId] : []));
  return { subscribeResults, ...(await ctx.services.readingList.response(user.id, { subscriptionIds: ids })) };
};

export const handlePatchSubscription: RestHandler = async ({ ctx, params, body }) => {
  const { user } = requireSession(ctx);
  const sub = await ctx.services.subscriptions.patch(user, params.id!, body);
  return ctx.services.readingList.response(user.id, { subscriptionIds: [sub.id] });
};

/**
 * PATCH /subscriptions (bulk): `{ subscriptionIds (or withTagId, a folder), enabled?, keepUnreadDays?, addToTagId?,
 * addToTopLevel?, removeFromTagId?, removeFromTopLevel? }` in one transaction. Answers the reading-list shape with
 * the subscriptions changed (another user's ids are not among them) and every count as it is afterwards.
 */
export const handlePatchSubscriptions: RestHandler = async ({ ctx, body }) => {
  const { user } = requireSession(ctx);
  const ids = await ctx.services.subscriptions.patchMany(user, body);
  return ctx.services.readingList.response(user.id, { subscriptionIds: ids });
};

/**
 * POST /subscriptions/delete `{ subscriptionIds }` (bulk unsubscribe) in one transaction: `deletedSubscriptionIds`
 * (the caller's own only) and the reading-list shape with every count as it is afterwards.
 */
export const handleDeleteSubscriptions: RestHandler = async ({ ctx, body }) => {
  const { user } = requireSession(ctx);
  const deletedSubscriptionIds = await ctx.services.subscriptions.removeMany(user, body);
  return { deletedSubscriptionIds, ...(await ctx.services.readingList.response(user.id, { subscriptionIds: [] })) };
};

export const handleDeleteSubscription: RestHandler = async ({ ctx, params }) => {
  const { user } = requireSession(ctx);
  await ctx.services.subscriptions.remove(user, params.id!);
  return { deletedSubscriptionId: params.id, ...(await ctx.services.readingList.response(user.id, { subscriptionIds: [] })) };
};

export const handleAddAssociation: RestHandler = async ({ ctx, params, body }) => {
  const { user } = requireSession(ctx);
  await ctx.services.subscriptions.addAssociation(user, params.id!, body);
  return ctx.services.readingList.response(user.id, { subscriptionIds: [params.id!] });
};

export const handleRemoveAssociation: RestHandler = async ({ ctx, params, query }) => {
  const { user } = requireSession(ctx);
  await ctx.services.subscriptions.removeAssociation(user, params.id!, query.get("subscriptionTagId"));
  return ctx.services.readingList.response(user.id, { subscriptionIds: [params.id!] });
};

/** POST /subscriptions/opml { opml }: the whole import server-side (API clients; the web sends batches itself). */
export const handleImportOpml: RestHandler = async ({ ctx, body }) => {
  const { user } = requireSession(ctx);
  const { results, foldersCreated } = await ctx.services.opml.importOpml(user, body);
  return { subscribeResults: results, foldersCreated, ...(await ctx.services.readingList.response(user.id)) };
};

/** GET /subscriptions/opml[?tagId=]: `{ fileName, opml }` (JSON like every response; the web downloads the text). */
export const handleExportOpml: RestHandler = async ({ ctx, query }) => {
  const { user } = requireSession(ctx);
  return ctx.services.opml.exportOpml(user, query.get("tagId"));
};
