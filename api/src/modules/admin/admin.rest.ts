import type { RequestContext } from "../../context.js";
import type { User } from "../../generated/prisma/client.js";
import type { RestHandler } from "../../rest/types.js";
import { requireAdmin } from "./adminAccess.js";
import { presentAudit } from "./audit.js";

const params = (query: URLSearchParams, keys: string[]) => Object.fromEntries(keys.flatMap((k) => (query.has(k) ? [[k, query.get(k)!]] : [])));

/** Users as the admin table shows them: the spec's user shape and, per user, its accountSettings. */
async function usersResponse(ctx: RequestContext, users: User[]) {
  const presented = await Promise.all(users.map((u) => ctx.services.users.present(u)));
  return {
    users: Object.fromEntries(presented.map((u) => [u.id, u])),
    settings: Object.fromEntries(users.map((u) => [u.id, { accountSettings: ctx.services.admin.users.accountSettings(u) }])),
  };
}

/**
 * GET /admin/feeds?search=&status=&limit=&pageKey= (spec part 2 section 7): `feeds` and `feedTags` maps,
 * `feedSearchResults` (feed ids in order: newest first) and `meta { limit, pageKey, nextPageKey }`.
 */
export const handleAdminListFeeds: RestHandler = async ({ ctx, query }) => {
  requireAdmin(ctx);
  const page = await ctx.services.admin.feeds.list(params(query, ["search", "status", "limit", "pageKey"]));
  const presented = await ctx.services.feeds.presentByIds(page.feedIds);
  return { feeds: presented.feeds, feedTags: presented.feedTags, feedSearchResults: page.feedIds.map((feedId) => ({ feedId })), meta: page.meta };
};

/** PATCH /admin/feeds/{id}: any feed field, reputation, status, feedTagIds, fetchNow; answers the `feeds` map (spec). */
export const handleAdminPatchFeed: RestHandler = async ({ ctx, params: p, body }) => {
  const { user } = requireAdmin(ctx);
  const feed = await ctx.services.admin.feeds.update(user, p.id!, body);
  return ctx.services.feeds.get(feed.id);
};

/** GET /admin/users?search=&limit=&pageKey=: `users` and `settings` maps, `userSearchResults` in order, `meta`. */
export const handleAdminListUsers: RestHandler = async ({ ctx, query }) => {
  requireAdmin(ctx);
  const page = await ctx.services.admin.users.list(params(query, ["search", "limit", "pageKey"]));
  const rows = page.userIds.length ? await ctx.services.admin.users.byIds(page.userIds) : [];
  return { ...(await usersResponse(ctx, rows)), userSearchResults: page.userIds.map((userId) => ({ userId })), meta: page.meta };
};

/**
 * PATCH /admin/users/{id} `{ user?, settings?, giftProductId?, giftProductEndDate? }`: `{ user, settings, message }`,
 * the message being the spec's toast ("User updated successfully." or "Gift subscription sent successfully.").
 */
export const handleAdminPatchUser: RestHandler = async ({ ctx, params: p, body }) => {
  const { user: actor } = requireAdmin(ctx);
  const { user, message } = await ctx.services.admin.users.update(actor, p.id!, body);
  return { user: await ctx.services.users.present(user), settings: await ctx.services.settings.view(user), message };
};

/** GET /admin/audit?targetType=feed|user&targetId=&limit=&before=: the audit log, newest first (not in the spec). */
export const handleAdminAuditLog: RestHandler = async ({ ctx, query }) => {
  requireAdmin(ctx);
  const entries = await ctx.services.admin.audit(params(query, ["targetType", "targetId", "limit", "before"]));
  return { auditLog: entries.map(presentAudit) };
};
