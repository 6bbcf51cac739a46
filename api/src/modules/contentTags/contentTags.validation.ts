import { z } from "zod";

const name = z
  .string({ error: "Tag name is required" })
  .trim()
  .min(1, "Tag name is required")
  .max(100, "Tag name must be at most 100 characters");
const properties = z
  .object({ icon: z.string().max(100).nullable(), showInSidebar: z.boolean(), enableDatafeed: z.boolean() })
  .partial()
  .strict();

export const createTagSchema = z.object({ name, properties: properties.optional() });
export type CreateTagInput = z.infer<typeof createTagSchema>;

/** Spec part 2 section 7: content tag patch (name, enabled, properties). */
export const patchTagSchema = z.object({ name: name.optional(), enabled: z.boolean().optional(), properties: properties.optional() });
export type PatchTagInput = z.infer<typeof patchTagSchema>;

export const taggingSchema = z.object({ contentItemTagId: z.string({ error: "contentItemTagId is required" }).min(1).max(100) });

/**
 * How tag names are compared: lower-cased with runs of anything but letters and digits turned into one dash.
 * Names that differ only in case or punctuation share a key, so they count as the same name. (Only system
 * tags have a slug: read-later's key and slug are the same text.)
 */
export function tagNameKey(tagName: string): string {
  return tagName
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}
