/**
 * Topic names as the screens show them (spec part 1 section 5, part 2 section 9): topics are stored with spaces
 * as underscores (Amara_Okafor); a chip shows the words (Amara Okafor, the full name as its tooltip) cut by size.
 */
export type TopicChipSize = "small" | "medium" | "large";

/** Spec part 1 section 5: chip names are cut at 12 (small), 16 (medium) or 20 (large) characters, the last two being '..'. */
export const TOPIC_CHIP_MAX: Record<TopicChipSize, number> = { small: 12, medium: 16, large: 20 };

/** Spec part 2 section 9: topic chips are limited to 12. */
export const MAX_TOPIC_CHIPS = 12;

/** "Amara_Okafor" → "Amara Okafor". */
export function topicDisplayName(name: string): string {
  return name.replace(/_+/g, " ").trim() || name;
}

/**
 * A chip's label: the display name, or when longer than the size's limit its first (limit − 2) characters and
 * '..' so the label is exactly the limit. Counted in code points, so an emoji or accent is never split; a space
 * left at the cut is dropped before the dots.
 */
export function topicChipLabel(name: string, size: TopicChipSize): string {
  const text = topicDisplayName(name);
  const max = TOPIC_CHIP_MAX[size];
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max - 2).join("").trimEnd()}..`;
}

/** The topic page (spec: /content/topics/{id}). */
export function topicPath(topicId: string): string {
  return `/content/topics/${encodeURIComponent(topicId)}`;
}

/** Stories filtered by a topic (spec: /stories?topic={name}). */
export function topicStoriesPath(name: string): string {
  return `/stories?topic=${encodeURIComponent(name)}`;
}
