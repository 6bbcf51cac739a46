import { requireSession, type RequestContext } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";
import { presentFilter } from "./filters.present.js";
import type { FilterChange } from "./filters.service.js";
import { parseMatchesQuery } from "./filters.validation.js";

/**
 * What every filter change answers: the reading-list shape (spec part 1 section 7) for the subscriptions the
 * filter applies to, so the new counts of those subscriptions, every folder and allUnreadCount come back with
 * it, `filters` holds the filter as saved, and `id` names it.
 */
async function changeResponse(ctx: RequestContext, userId: string, change: FilterChange) {
  const list = await ctx.services.readingList.response(userId, { subscriptionIds: change.subscriptionIds });
  return { id: change.filter.id, ...list };
}

/** GET /filters?subscriptionId=|subscriptionTagId=: `{ filters }` keyed by id (no scope: every filter of the user). */
export const handleListFilters: RestHandler = async ({ ctx, query }) => {
  const { user } = requireSession(ctx);
  const filters = await ctx.services.filters.list(user.id, { subscriptionId: query.get("subscriptionId"), subscriptionTagId: query.get("subscriptionTagId") });
  return { filters: Object.fromEntries(filters.map((f) => [f.id, presentFilter(f)])) };
};

/** POST /filters { subscriptionId | subscriptionTagId, filterType, clauseType?, windowHours?, enabled?, clauses }. */
export const handleCreateFilter: RestHandler = async ({ ctx, body }) => {
  const { user } = requireSession(ctx);
  return changeResponse(ctx, user.id, await ctx.services.filters.create(user, body));
};

/** PATCH /filters/{id} { filterType?, clauseType?, windowHours?, enabled?, clauses? }. */
export const handlePatchFilter: RestHandler = async ({ ctx, params, body }) => {
  const { user } = requireSession(ctx);
  return changeResponse(ctx, user.id, await ctx.services.filters.patch(user, params.id!, body));
};

/** DELETE /filters/{id}: `{ deletedFilterId, … }` with the counts of its scope after it. */
export const handleDeleteFilter: RestHandler = async ({ ctx, params }) => {
  const { user } = requireSession(ctx);
  const change = await ctx.services.filters.remove(user, params.id!);
  const { id: _id, ...list } = await changeResponse(ctx, user.id, change);
  return { deletedFilterId: change.filter.id, ...list };
};

/**
 * GET /filters/{id}/matches?limit=&pageKey=: `{ contentItems, feeds, matchesByParent, meta: { limit, pageKey,
 * nextPageKey, totalItems } }`. contentItems are the matches in order (what the filter hides in its window, or
 * keeps for keep_on_match); matchesByParent maps each duplicate's id to the item it duplicates.
 */
export const handleFilterMatches: RestHandler = async ({ ctx, params, query }) => {
  const { user } = requireSession(ctx);
  const page = parseMatchesQuery(query);
  const result = await ctx.services.filters.matches(user, params.id!, page);
  const parentIds = [...new Set(result.matches.flatMap((m) => (m.parentId ? [m.parentId] : [])))];
  const [items, parents] = await Promise.all([
    ctx.services.content.present(user.id, result.matches.map((m) => m.id), false),
    ctx.services.content.present(user.id, parentIds, false),
  ]);
  const parentById = new Map(parents.contentItems.map((p) => [p.id, p]));
  return {
    contentItems: items.contentItems,
    feeds: { ...parents.feeds, ...items.feeds },
    matchesByParent: Object.fromEntries(result.matches.flatMap((m) => (m.parentId && parentById.has(m.parentId) ? [[m.id, parentById.get(m.parentId)!]] : []))),
    meta: { limit: page.limit, pageKey: page.pageKey, nextPageKey: result.nextPageKey, totalItems: result.totalItems },
  };
};
