import { requireSession } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";
import { parseCommentSort, presentThread } from "./comments.present.js";

/**
 * GET /content/{id}/comments?sort=top|live: the item's Reddit thread read server-side (top 1,000 or newest 250,
 * depth 5) → `{ thread, comments }`. Any session (guests too); 400 INVALID_COMMENT_THREAD_LINK when the item has
 * no Reddit thread, 404/429/502 with 'Failed to fetch comments: {status}' when Reddit does not answer with one.
 */
export const handleGetContentComments: RestHandler = async ({ ctx, params, query }) => {
  requireSession(ctx);
  const sort = parseCommentSort(query.get("sort"));
  const { threadId } = await ctx.services.commentThreads.threadOf(params.id!);
  return presentThread(params.id!, await ctx.services.commentThreads.load(threadId, sort));
};
