import { z } from "zod";
import { FIELD_MESSAGES } from "../users/users.validation.js";

/** Spec part 3 section 9: the admin tables show 25 rows a page. */
export const ADMIN_PAGE_SIZE = 25;

/** Spec part 2 section 4: the statuses an admin can set (and the Feeds tab filters by). */
export const ADMIN_FEED_STATUSES = ["healthy", "stale", "paused", "error", "unknown", "deleted"] as const;
export type AdminFeedStatus = (typeof ADMIN_FEED_STATUSES)[number];

/** Spec part 3 section 9: a gift of Pro ends 30 days ahead unless the admin says otherwise. */
export const GIFT_DEFAULT_DAYS = 30;

/**
 * What can be gifted (giftProductId). Pro is the one product today; billing's configured product ids can join
 * here (or replace this list) without changing the call.
 */
export const GIFT_PRODUCTS = [{ id: "pro", name: "Pro" }] as const;

const searchParam = z.string().max(200, "search must be at most 200 characters").optional();
const limitParam = z.coerce.number().int().min(1, "limit must be 1 to 100").max(100, "limit must be 1 to 100").default(ADMIN_PAGE_SIZE);
const pageKeyParam = z.coerce.number().int().min(1, "pageKey must be 1 or more").max(100_000).default(1);

/** GET /admin/feeds?search=&status=&limit=&pageKey= (pages are 1-based, like feed search). */
export const adminFeedListSchema = z.object({
  search: searchParam,
  status: z.enum(ADMIN_FEED_STATUSES, { error: `status must be one of ${ADMIN_FEED_STATUSES.join(", ")}` }).optional(),
  limit: limitParam,
  pageKey: pageKeyParam,
});
export type AdminFeedListInput = z.input<typeof adminFeedListSchema>;

/** GET /admin/users?search=&limit=&pageKey=. */
export const adminUserListSchema = z.object({ search: searchParam, limit: limitParam, pageKey: pageKeyParam });
export type AdminUserListInput = z.input<typeof adminUserListSchema>;

const httpUrl = (what: string) =>
  z
    .string()
    .trim()
    .max(4000, `${what} must be at most 4000 characters`)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === "http:" || u.protocol === "https:";
      } catch {
        return false;
      }
    }, `${what} must be an http:// or https:// address`);

/** A text field an admin may clear (null or "" unpins it: the publisher's value comes back with the next refresh). */
const clearable = (schema: z.ZodType<string>) => z.union([schema, z.literal(""), z.null()]).transform((v) => (v === "" ? null : v));

/**
 * Spec part 2 section 5: "Admin reputation is parsed as an integer, defaulting to 0". A number or numeric text
 * is read as parseInt does ("12.7" is 12, "7 stars" is 7); anything else (empty, words, null) is 0.
 */
export const reputationInput = z.unknown().transform((v) => {
  const n = typeof v === "number" ? Math.trunc(v) : Number.parseInt(String(v ?? ""), 10);
  return Number.isFinite(n) ? Math.max(-1_000_000_000, Math.min(1_000_000_000, n)) : 0;
});

/** PATCH /admin/feeds/{id}: any of the feed's own fields, reputation, status, its bundles, and an immediate fetch. */
export const adminFeedPatchSchema = z
  .object({
    title: clearable(z.string().trim().max(500, "Title must be at most 500 characters")).optional(),
    description: clearable(z.string().max(5000, "Description must be at most 5000 characters")).optional(),
    link: clearable(httpUrl("link")).optional(),
    imageUrl: clearable(httpUrl("imageUrl")).optional(),
    jesterImageUrl: clearable(httpUrl("jesterImageUrl")).optional(),
    url: httpUrl("url").optional(),
    reputation: reputationInput.optional(),
    status: z.enum(ADMIN_FEED_STATUSES, { error: `status must be one of ${ADMIN_FEED_STATUSES.join(", ")}` }).optional(),
    feedTagIds: z.array(z.string().uuid("must be an id")).max(100, "At most 100 bundles").optional(),
    fetchNow: z.boolean().optional(),
  })
  .strict();
export type AdminFeedPatch = z.output<typeof adminFeedPatchSchema>;

const email = z
  .string({ error: FIELD_MESSAGES.email })
  .trim()
  .max(254, FIELD_MESSAGES.email)
  .pipe(z.email({ error: FIELD_MESSAGES.email }))
  .transform((e) => e.toLowerCase());
const username = z
  .string({ error: FIELD_MESSAGES.username })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{1,38}[A-Za-z0-9_]$/, FIELD_MESSAGES.username);

/**
 * PATCH /admin/users/{id}: `user` changes (username, email, whether the email is verified), `settings` changes
 * (accountSettings.isAdmin and isPremium; any keyed setting such as appSettings, validated as the user's own PUT
 * is), and a gift of Pro (giftProductId, giftProductEndDate: default 30 days ahead).
 */
export const adminUserPatchSchema = z
  .object({
    user: z
      .object({ username: username.optional(), email: email.optional(), hasVerifiedEmail: z.boolean().optional() })
      .strict()
      .optional(),
    settings: z
      .object({ accountSettings: z.object({ isAdmin: z.boolean().optional(), isPremium: z.boolean().optional() }).strict().optional() })
      .catchall(z.unknown())
      .optional(),
    giftProductId: z.string().trim().min(1, "giftProductId is required for a gift").max(200).optional(),
    giftProductEndDate: z.iso
      .datetime({ offset: true, error: "giftProductEndDate must be an ISO 8601 date and time" })
      .or(z.iso.date({ error: "giftProductEndDate must be an ISO 8601 date" }))
      .optional(),
  })
  .strict()
  .refine((v) => v.giftProductEndDate === undefined || v.giftProductId !== undefined, {
    message: "giftProductEndDate needs giftProductId",
    path: ["giftProductId"],
  });
export type AdminUserPatch = z.output<typeof adminUserPatchSchema>;

/** GET /admin/audit: one target's entries (or every entry), newest first, before a moment (the next page). */
export const auditQuerySchema = z.object({
  targetType: z.enum(["feed", "user"], { error: "targetType must be feed or user" }).optional(),
  targetId: z.string().uuid("targetId must be an id").optional(),
  limit: z.coerce.number().int().min(1, "limit must be 1 to 200").max(200, "limit must be 1 to 200").default(50),
  before: z.iso.datetime({ offset: true, error: "before must be an ISO 8601 date and time" }).optional(),
});
export type AuditQueryInput = z.input<typeof auditQuerySchema>;
