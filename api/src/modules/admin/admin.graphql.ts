import { GraphQLError } from "graphql";
import type { RequestContext } from "../../context.js";
import { DomainError, validationError } from "../../errors.js";
import { builder } from "../../schema/builder.js";
import { withErrors } from "../../schema/errors.graphql.js";
import { rawId } from "../../schema/globalIds.js";
import type { AdminAuditEntry } from "../../generated/prisma/client.js";
import { adminOf } from "./adminAccess.js";
import { ADMIN_FEED_STATUSES, ADMIN_PAGE_SIZE, GIFT_DEFAULT_DAYS, GIFT_PRODUCTS } from "./admin.validation.js";
import type { AuditTarget } from "./audit.js";

/** Runs a resolver body, turning the services' NOT_FOUND into the coded error (ARCHITECTURE principle 5). */
async function notFoundIsCoded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof DomainError && e.key === "NOT_FOUND") {
      throw new GraphQLError(e.message, { extensions: { code: "NOT_FOUND", display_message_key: "NOT_FOUND" } });
    }
    throw e;
  }
}

const AdminFeedStatusEnum = builder.enumType("AdminFeedStatus", {
  description: "The feed statuses an admin sets and filters by (spec part 2 section 4).",
  values: ADMIN_FEED_STATUSES,
});

export const AdminAuditEntryType = builder.objectRef<AdminAuditEntry>("AdminAuditEntry").implement({
  description: "One admin change: who, when, what (each field's value before and after). Admins only.",
  fields: (t) => ({
    id: t.exposeID("id"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    actorName: t.exposeString("actorName", { description: "The admin's email or username at the time." }),
    actor: t.prismaField({
      type: "User",
      nullable: true,
      description: "The admin, while the account exists.",
      resolve: (query, e, _a, ctx) => (e.actorId ? ctx.db.user.findUnique({ ...query, where: { id: e.actorId } }) : null),
    }),
    targetType: t.exposeString("targetType", { description: "feed | user" }),
    targetId: t.exposeString("targetId", { description: "The raw id of the feed or user." }),
    action: t.exposeString("action", { description: "feed.update | user.update | user.giftPro" }),
    changes: t.expose("changes", { type: "JSON", description: "{ field: { from, to } }; a gift: { productId, premiumUntil: { from, to } }." }),
  }),
});

/** A target's newest entries; refuses non-admins like every admin field. */
function auditOf(ctx: RequestContext, targetType: AuditTarget, targetId: string, limit: number | null | undefined) {
  adminOf(ctx);
  return ctx.services.admin.audit({ targetType, targetId, limit: limit ?? 20 });
}

builder.prismaObjectField("Feed", "auditLog", (t) =>
  t.field({
    type: [AdminAuditEntryType],
    description: "Admins only: the newest admin changes to the feed, newest first.",
    args: { limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (f, args, ctx) => auditOf(ctx, "feed", f.id, args.limit),
  }),
);

builder.prismaObjectField("User", "auditLog", (t) =>
  t.field({
    type: [AdminAuditEntryType],
    description: "Admins only: the newest admin changes to the user, newest first.",
    args: { limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (u, args, ctx) => auditOf(ctx, "user", u.id, args.limit),
  }),
);

builder.prismaObjectFields("Feed", (t) => ({
  pausedByAdmin: t.boolean({
    description: "Admins only: an admin paused the feed; no refresh fetches it until an admin sets another status.",
    resolve: (f, _a, ctx) => {
      adminOf(ctx);
      return f.pausedByAdmin;
    },
  }),
  adminPinnedFields: t.stringList({
    description: "Admins only: the fields an admin set (title, description, link, imageUrl), which refreshes keep.",
    resolve: (f, _a, ctx) => {
      adminOf(ctx);
      return f.adminPinnedFields;
    },
  }),
}));

interface PageShape {
  ids: string[];
  page: number;
  hasNextPage: boolean;
}

const AdminFeedPageType = builder.objectRef<PageShape>("AdminFeedPage").implement({
  description: "One numbered page of the admin Feeds table (25 a page, newest first).",
  fields: (t) => ({
    page: t.exposeInt("page"),
    hasNextPage: t.exposeBoolean("hasNextPage"),
    feeds: t.prismaField({
      type: ["Feed"],
      resolve: async (query, p, _a, ctx) => {
        const rows = p.ids.length ? await ctx.db.feed.findMany({ ...query, where: { id: { in: p.ids } } }) : [];
        const byId = new Map(rows.map((r) => [r.id, r]));
        return p.ids.flatMap((id) => byId.get(id) ?? []);
      },
    }),
  }),
});

const AdminUserPageType = builder.objectRef<PageShape>("AdminUserPage").implement({
  description: "One numbered page of the admin Users table (25 a page, newest first).",
  fields: (t) => ({
    page: t.exposeInt("page"),
    hasNextPage: t.exposeBoolean("hasNextPage"),
    users: t.prismaField({
      type: ["User"],
      resolve: async (query, p, _a, ctx) => {
        const rows = p.ids.length ? await ctx.db.user.findMany({ ...query, where: { id: { in: p.ids } } }) : [];
        const byId = new Map(rows.map((r) => [r.id, r]));
        return p.ids.flatMap((id) => byId.get(id) ?? []);
      },
    }),
  }),
});

const GiftProductType = builder.objectRef<{ id: string; name: string }>("GiftProduct").implement({
  fields: (t) => ({ id: t.exposeString("id"), name: t.exposeString("name") }),
});

builder.queryFields((t) => ({
  adminFeeds: t.field({
    type: AdminFeedPageType,
    description: "Admins only (GET /admin/feeds): every feed by title or URL search and status, newest first.",
    args: {
      search: t.arg.string(),
      status: t.arg({ type: AdminFeedStatusEnum }),
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: ADMIN_PAGE_SIZE }),
    },
    resolve: async (_r, args, ctx) => {
      adminOf(ctx);
      const r = await ctx.services.admin.feeds.list({
        ...(args.search ? { search: args.search } : {}),
        ...(args.status ? { status: args.status } : {}),
        limit: args.pageSize ?? ADMIN_PAGE_SIZE,
        pageKey: args.page ?? 1,
      });
      return { ids: r.feedIds, page: r.meta.pageKey, hasNextPage: r.meta.nextPageKey !== null };
    },
  }),
  adminUsers: t.field({
    type: AdminUserPageType,
    description: "Admins only (GET /admin/users): users by email, username or id, newest first.",
    args: { search: t.arg.string(), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: ADMIN_PAGE_SIZE }) },
    resolve: async (_r, args, ctx) => {
      adminOf(ctx);
      const r = await ctx.services.admin.users.list({ ...(args.search ? { search: args.search } : {}), limit: args.pageSize ?? ADMIN_PAGE_SIZE, pageKey: args.page ?? 1 });
      return { ids: r.userIds, page: r.meta.pageKey, hasNextPage: r.meta.nextPageKey !== null };
    },
  }),
  adminAuditLog: t.field({
    type: [AdminAuditEntryType],
    description: "Admins only: every admin change, newest first (before: the previous page's last createdAt).",
    args: { limit: t.arg.int({ defaultValue: 50 }), before: t.arg({ type: "DateTime" }) },
    resolve: (_r, args, ctx) => {
      adminOf(ctx);
      return ctx.services.admin.audit({ limit: args.limit ?? 50, ...(args.before ? { before: args.before.toISOString() } : {}) });
    },
  }),
  adminGiftProducts: t.field({
    type: [GiftProductType],
    description: `Admins only: what can be gifted (giftProductId); a gift ends ${GIFT_DEFAULT_DAYS} days ahead unless given an end.`,
    resolve: (_r, _a, ctx) => {
      adminOf(ctx);
      return [...GIFT_PRODUCTS];
    },
  }),
}));

const AdminUpdateFeedInput = builder.inputType("AdminUpdateFeedInput", {
  description:
    "Only the fields sent change. Text fields set here stay through refreshes; null or empty gives the field back to the publisher. " +
    "status paused holds until another status is set. feedTagIds is the feed's whole set of bundles. fetchNow queues an immediate fetch.",
  fields: (t) => ({
    id: t.id({ required: true }),
    title: t.string(),
    description: t.string(),
    link: t.string(),
    url: t.string(),
    imageUrl: t.string(),
    reputation: t.int({ description: "An integer (the form parses what is typed, defaulting to 0)." }),
    status: t.field({ type: AdminFeedStatusEnum }),
    feedTagIds: t.idList(),
    fetchNow: t.boolean(),
  }),
});

const AdminFeedPayload = builder.objectRef<{ feedId: string }>("AdminFeedPayload").implement({
  fields: (t) => ({
    feed: t.prismaField({ type: "Feed", resolve: (query, p, _a, ctx) => ctx.db.feed.findUniqueOrThrow({ ...query, where: { id: p.feedId } }) }),
    message: t.string({ description: 'Spec: "Feed updated successfully."', resolve: () => "Feed updated successfully." }),
  }),
});

const AdminUpdateUserInput = builder.inputType("AdminUpdateUserInput", {
  description:
    "Only the fields sent change. settings holds keyed settings (appSettings, …) validated as the user's own; " +
    `giftProductId gifts Pro until giftProductEndDate (default ${GIFT_DEFAULT_DAYS} days ahead).`,
  fields: (t) => ({
    id: t.id({ required: true }),
    username: t.string(),
    email: t.string(),
    hasVerifiedEmail: t.boolean(),
    isAdmin: t.boolean(),
    isPremium: t.boolean({ description: "Pro for good (without an end); a gift is giftProductId." }),
    settings: t.field({ type: "JSON" }),
    giftProductId: t.string(),
    giftProductEndDate: t.field({ type: "DateTime" }),
  }),
});

const AdminUserPayload = builder.objectRef<{ userId: string; message: string }>("AdminUserPayload").implement({
  fields: (t) => ({
    user: t.prismaField({ type: "User", resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }) }),
    message: t.exposeString("message", { description: 'Spec: "User updated successfully." or "Gift subscription sent successfully."' }),
  }),
});

/** Bundle ids of the input: one that is not a FeedTag's is a form error on feedTagIds. */
function feedTagIdsOf(ids: ReadonlyArray<string | number>): string[] {
  return ids.map((id) => {
    try {
      return rawId(String(id), "FeedTag");
    } catch {
      throw validationError({ feedTagIds: "Bundle not found" });
    }
  });
}

builder.mutationFields((t) => ({
  adminUpdateFeed: t.field({
    type: AdminFeedPayload,
    errors: withErrors,
    description: "Admins only (PATCH /admin/feeds/{id}); audited.",
    args: { input: t.arg({ type: AdminUpdateFeedInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      notFoundIsCoded(async () => {
        const { user } = adminOf(ctx);
        const { id, feedTagIds, status, ...rest } = input;
        const body = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
        const feed = await ctx.services.admin.feeds.update(user, rawId(String(id), "Feed"), {
          ...body,
          ...(status ? { status } : {}),
          ...(feedTagIds ? { feedTagIds: feedTagIdsOf(feedTagIds) } : {}),
        });
        return { feedId: feed.id };
      }),
  }),
  adminUpdateUser: t.field({
    type: AdminUserPayload,
    errors: withErrors,
    description: "Admins only (PATCH /admin/users/{id}); audited.",
    args: { input: t.arg({ type: AdminUpdateUserInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      notFoundIsCoded(async () => {
        const { user: actor } = adminOf(ctx);
        const user = Object.fromEntries(
          (["username", "email", "hasVerifiedEmail"] as const).flatMap((k) => (input[k] != null ? [[k, input[k]]] : [])),
        );
        const accountSettings = Object.fromEntries((["isAdmin", "isPremium"] as const).flatMap((k) => (input[k] != null ? [[k, input[k]]] : [])));
        const keyed = input.settings && typeof input.settings === "object" ? (input.settings as Record<string, unknown>) : {};
        const settings = { ...keyed, ...(Object.keys(accountSettings).length ? { accountSettings } : {}) };
        const r = await ctx.services.admin.users.update(actor, rawId(String(input.id), "User"), {
          ...(Object.keys(user).length ? { user } : {}),
          ...(Object.keys(settings).length ? { settings } : {}),
          ...(input.giftProductId != null ? { giftProductId: input.giftProductId } : {}),
          ...(input.giftProductEndDate ? { giftProductEndDate: input.giftProductEndDate.toISOString() } : {}),
        });
        return { userId: r.user.id, message: r.message };
      }),
  }),
}));
