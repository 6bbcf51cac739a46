import { z } from "zod";
import { topLevelOrderInput as orderSchema } from "../../core/readingOrder.js";
import { KEEP_UNREAD_MAX, KEEP_UNREAD_MIN } from "../../core/readState.js";

// Spec part 1 sections 5 and 7, part 2 section 5: keep-unread days 1 to 30; create needs one of feedId, url or subscriptionId.
const id = z.string().uuid("must be an id");
const keepUnreadDays = z.number().int().min(KEEP_UNREAD_MIN, "Keep-unread days must be 1 to 30").max(KEEP_UNREAD_MAX, "Keep-unread days must be 1 to 30");
const title = z.string().max(500, "Title must be at most 500 characters").nullable();
// fetchFullArticle (issue 20 section 2, off by default): new items' pages are fetched and read as full articles.
const properties = z.object({ enableDatafeed: z.boolean(), fetchFullArticle: z.boolean() }).partial();

export const createSubscriptionSchema = z
  .object({
    url: z.string().max(4000).optional(),
    feedId: id.optional(),
    subscriptionId: id.optional(),
    title: title.optional(),
    subscriptionTagId: id.nullable().optional(),
    nextSubscriptionId: id.nullable().optional(),
    topLevelOrder: orderSchema.optional(),
  })
  .refine((v) => Boolean(v.url?.trim() || v.feedId || v.subscriptionId), {
    message: "One of feedId, url or subscriptionId is required",
    path: ["url"],
  });
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

export const batchSubscribeSchema = z.object({
  feeds: z
    .array(
      z.object({
        url: z.string().max(4000).optional(),
        feedId: id.optional(),
        title: title.optional(),
        subscriptionTagId: id.nullable().optional(),
      }),
    )
    .min(1, "feeds must not be empty")
    .max(100, "At most 100 feeds per batch"),
});
export type BatchSubscribeInput = z.infer<typeof batchSubscribeSchema>;

export const patchSubscriptionSchema = z.object({
  title: title.optional(),
  keepUnreadDays: keepUnreadDays.optional(),
  enabled: z.boolean().optional(),
  properties: properties.optional(),
});
export type PatchSubscriptionInput = z.infer<typeof patchSubscriptionSchema>;

/** At most this many subscriptions in one bulk call (the Library sends a page of 20; API clients more). */
export const BULK_MAX = 10_000;

/**
 * PATCH /subscriptions (issue 16's exact body, plus part 2's withTagId): the listed subscriptions (or a
 * folder's) are enabled or disabled, given keepUnreadDays, added to a folder or the top level and/or removed
 * from one. Adding to and removing from the same place at once is refused.
 */
export const bulkPatchSchema = z
  .object({
    subscriptionIds: z.array(id).max(BULK_MAX, `At most ${BULK_MAX} subscriptions at once`).optional(),
    withTagId: id.optional(),
    keepUnreadDays: keepUnreadDays.optional(),
    enabled: z.boolean().optional(),
    addToTagId: id.optional(),
    addToTopLevel: z.boolean().optional(),
    removeFromTagId: id.optional(),
    removeFromTopLevel: z.boolean().optional(),
  })
  .strict()
  .refine((v) => !(v.addToTagId && v.addToTagId === v.removeFromTagId), {
    message: "A subscription cannot be added to and removed from the same folder at once",
    path: ["removeFromTagId"],
  })
  .refine((v) => !(v.addToTopLevel && v.removeFromTopLevel), {
    message: "A subscription cannot be added to and removed from the top level at once",
    path: ["removeFromTopLevel"],
  });
export type BulkPatchInput = z.infer<typeof bulkPatchSchema>;

/** POST /subscriptions/delete: the listed subscriptions, in one transaction. */
export const bulkDeleteSchema = z
  .object({ subscriptionIds: z.array(id).min(1, "Select at least one subscription").max(BULK_MAX, `At most ${BULK_MAX} subscriptions at once`) })
  .strict();

export const associationSchema = z.object({
  subscriptionTagId: id.nullable().optional(),
  nextSubscriptionId: id.nullable().optional(),
  removeFromTagId: id.nullable().optional(),
  topLevelOrder: orderSchema.optional(),
});
export type AssociationInput = z.infer<typeof associationSchema>;
