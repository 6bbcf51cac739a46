import { requireSession } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";
import { settingsView } from "../settings/settings.service.js";

/**
 * GET /bootstrap: everything the shell needs in one call. Collections of domains that later issues add
 * (subscriptions, folders, feeds, tags, digests) are empty lists until those domains exist.
 */
export const handleBootstrap: RestHandler = async ({ ctx }) => {
  const { user } = requireSession(ctx);
  return {
    user: await ctx.services.users.present(user),
    settings: await settingsView(ctx.db, user, ctx.config),
    subscriptions: [],
    subscriptionTags: [],
    feeds: [],
    contentItemTags: [],
    scheduledDigests: [],
    allUnreadCount: 0,
  };
};
