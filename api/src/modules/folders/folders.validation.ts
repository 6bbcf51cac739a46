import { z } from "zod";
import { topLevelOrderInput as orderSchema } from "../../core/readingOrder.js";

// Spec part 1 sections 5 and 7: folders are the spec's subscription tags.
const id = z.string().uuid("must be an id");

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
