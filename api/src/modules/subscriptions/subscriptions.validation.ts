import { z } from "zod";
import { validationError } from "../../errors.js";

// Spec part 1 sections 5 and 7, part 2 section 5: keep-unread days 1 to 30; create needs one of feedId, url or subscriptionId.
const id = z.string().uuid("must be an id");
const orderSchema = z.object({ order: z.array(z.string().max(100)).max(10_000) });
export const KEEP_UNREAD_MIN = 1;
export const KEEP_UNREAD_MAX = 30;
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

export const createFolderSchema = z.object({
  name: z.string({ error: "Folder name is required" }).trim().min(1, "Folder name is required").max(200, "Folder name must be at most 200 characters"),
  properties: z.object({ icon: z.string().max(100).nullable(), enableDatafeed: z.boolean() }).partial().optional(),
  topLevelOrder: orderSchema.optional(),
});
export type CreateFolderInput = z.infer<typeof createFolderSchema>;

export const patchFolderSchema = z.object({
  name: z.string().trim().min(1, "Folder name is required").max(200, "Folder name must be at most 200 characters").optional(),
  enabled: z.boolean().optional(),
  properties: z.object({ icon: z.string().max(100).nullable(), enableDatafeed: z.boolean() }).partial().optional(),
});
export type PatchFolderInput = z.infer<typeof patchFolderSchema>;

export const deleteFolderSchema = z
  .object({
    newSubscriptionTagId: z.union([id, z.literal("top")]).nullable().optional(),
    includeSubscriptions: z.boolean().optional(),
  })
  .refine((v) => !(v.newSubscriptionTagId && v.includeSubscriptions), {
    message: "Send only one of newSubscriptionTagId or includeSubscriptions",
    path: ["includeSubscriptions"],
  });
export type DeleteFolderInput = z.infer<typeof deleteFolderSchema>;

/** Parses with a schema or throws the spec-shaped VALIDATION_ERROR listing every field problem. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  throw validationError(Object.fromEntries(r.error.issues.map((i) => [i.path.join(".") || "body", i.message])));
}
