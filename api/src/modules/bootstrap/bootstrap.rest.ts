import { requireSession } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";

/**
 * GET /bootstrap: everything the shell needs in one call. Entity collections are maps keyed by id, like every
 * other response (contentItemTags with their counts); scheduled digests fill in with their issue.
 */
export const handleBootstrap: RestHandler = async ({ ctx }) => {
  const { user } = requireSession(ctx);
  const [list, contentItemTags] = await Promise.all([ctx.services.readingList.response(user.id), ctx.services.contentTags.presentAll(user.id)]);
  return {
    user: await ctx.services.users.present(user),
    settings: await ctx.services.settings.view(user),
    subscriptions: list.subscriptions,
    subscriptionTags: list.subscriptionTags,
    feeds: list.feeds,
    contentItemTags,
    scheduledDigests: {},
    allUnreadCount: list.allUnreadCount,
    recalculatingUnreadCount: list.recalculatingUnreadCount,
  };
};
