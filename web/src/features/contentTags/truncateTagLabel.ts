/** Where a tag label is drawn: chips and pickers come in three sizes. */
export type TagLabelSize = "small" | "medium" | "large";

/** Spec part 2 section 5: tag labels are cut to 12 (small), 15 (medium) or 20 (large) characters. */
export const TAG_LABEL_MAX: Record<TagLabelSize, number> = { small: 12, medium: 15, large: 20 };

/**
 * A tag's name as a label: names longer than the size's limit keep their first 12/15/20 characters and get
 * '..' appended (spec part 2 section 5). Counted in code points, so an emoji is never split in half; a space
 * left at the cut is dropped before the dots ("Hello world..", not "Hello world ..").
 */
export function truncateTagLabel(name: string, size: TagLabelSize): string {
  const max = TAG_LABEL_MAX[size];
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  return `${chars.slice(0, max).join("").trimEnd()}..`;
}
