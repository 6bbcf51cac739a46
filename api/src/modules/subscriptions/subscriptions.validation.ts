import { z } from "zod";
import { topLevelOrderInput as orderSchema } from "../../core/readingOrder.js";
import { KEEP_UNREAD_MAX, KEEP_UNREAD_MIN } from "../../core/readState.js";

// Spec part 1 sections 5 and 7, part 2 section 5: keep-unread days 1 to 30; create needs one of feedId, url or subscriptionId.
const id = z.string().uuid("must be an id");
const keepUnreadDays = z.number().int().min(KEEP_UNREAD_MIN, "Keep-unread days must be 1 to 30").max(KEEP_UNREAD_MAX, "Keep-unread days must be 1 to 30");
const title = z.string().max(500, "Title must be at most 500 characters").nullable();
const properties = z.object({ enableDatafeed: z.boolean() }).partial();

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

export const bulkPatchSchema = z.object({
  subscriptionIds: z.array(id).max(10_000).optional(),
  withTagId: id.optional(),
  keepUnreadDays: keepUnreadDays.optional(),
  enabled: z.boolean().optional(),
});
export type BulkPatchInput = z.infer<typeof bulkPatchSchema>;

export const associationSchema = z.object({
  subscriptionTagId: id.nullable().optional(),
  nextSubscriptionId: id.nullable().optional(),
  removeFromTagId: id.nullable().optional(),
  topLevelOrder: orderSchema.optional(),
});
export type AssociationInput = z.infer<typeof associationSchema>;
