import { requireSession } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";
import { actionsMap } from "./actions.present.js";

// The spec shows no paths for actions (part 2 section 7); these are issue 14's. Every answer carries an `actions`
// map keyed by id, like the spec's other collections.

/** GET /actions?subscriptionId=|subscriptionTagId=|contentItemTagId=: `{ actions }` (no scope given: all of the user's). */
export const handleListActions: RestHandler = async ({ ctx, query }) => {
  const { user } = requireSession(ctx);
  return { actions: actionsMap(await ctx.services.actions.list(user.id, Object.fromEntries(query))) };
};

/** GET /actions/{id}: `{ id, actions }`, what a client polls after a run answered `status: running`. */
export const handleGetAction: RestHandler = async ({ ctx, params }) => {
  const { user } = requireSession(ctx);
  const action = await ctx.services.actions.own(user.id, params.id!);
  return { id: action.id, actions: actionsMap([action]) };
};

/** POST /actions { subscriptionId|subscriptionTagId|contentItemTagId, enabled?, matchClauseType?, matchClauses?, clauses }. */
export const handleCreateAction: RestHandler = async ({ ctx, body }) => {
  const { user } = requireSession(ctx);
  const action = await ctx.services.actions.create(user, body);
  return { id: action.id, actions: actionsMap([action]) };
};

/** PATCH /actions/{id} { enabled?, matchClauseType?, matchClauses?, clauses? }. */
export const handlePatchAction: RestHandler = async ({ ctx, params, body }) => {
  const { user } = requireSession(ctx);
  const action = await ctx.services.actions.patch(user, params.id!, body);
  return { id: action.id, actions: actionsMap([action]) };
};

/** DELETE /actions/{id}: `{ deletedActionId, actions: {} }`. */
export const handleDeleteAction: RestHandler = async ({ ctx, params }) => {
  const { user } = requireSession(ctx);
  return { deletedActionId: await ctx.services.actions.remove(user, params.id!), actions: {} };
};

/**
 * GET /actions/{id}/matches?limit=&pageKey=: the filter matches shape, `{ contentItems, feeds, matchesByParent,
 * meta: { limit, pageKey, nextPageKey, totalItems } }`; matchesByParent maps the action's id to the page's item ids in order.
 */
export const handleActionMatches: RestHandler = async ({ ctx, params, query }) => {
  const { user } = requireSession(ctx);
  return ctx.services.actions.matches(user.id, params.id!, Object.fromEntries(query));
};

/**
 * POST /actions/{id}/run { maxItems }: `{ actions: { [id]: { lastTriggerResult, lastErrorMessage, … } }, run: { status,
 * workflowId } }` once the run finished (status finished), or when it is still going after ACTION_RUN_WAIT_MS
 * (status running: poll GET /actions/{id} until lastTriggerAt moves).
 */
export const handleRunAction: RestHandler = async ({ ctx, params, body }) => {
  const { user } = requireSession(ctx);
  const { action, run } = await ctx.services.actions.run(user, params.id!, body);
  return { id: action.id, actions: actionsMap([action]), run };
};
