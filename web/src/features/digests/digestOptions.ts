/**
 * The digest editor's labels and screen-side choices. The values, ranges and preset texts are the server's own
 * (api/src/modules/digests/digestOptions.ts, imported, never copied), so a saved preset reads back as that preset.
 */
import {
  type DIGEST_SORTS,
  SOURCE_KINDS as SOURCE_KIND_VALUES,
  AUDIO_SECONDS,
  CHARS_PER_WORD,
  TEXT_CHARACTERS,
} from "../../../../api/src/modules/digests/digestOptions";

export {
  DIGEST_SORTS,
  VOICES,
  LOOKBACK_HOURS,
  MAX_ITEMS,
  CHARS_PER_WORD,
  NAME_MAX,
  NOTES_MAX,
  DIGEST_PAGE_SIZE,
  TEXT_PRESETS,
  SCRIPT_PRESETS,
  VOICE_PRESETS,
} from "../../../../api/src/modules/digests/digestOptions";

export const SORT_LABELS: Record<(typeof DIGEST_SORTS)[number], string> = {
  newest: "Newest",
  oldest: "Oldest",
  popular: "Popular",
  "top-hour": "Top of the hour",
  "top-day": "Top of the day",
  "top-week": "Top of the week",
  "top-month": "Top of the month",
  "top-year": "Top of the year",
  "top-all": "Top of all time",
};
export type SourceKind = (typeof SOURCE_KIND_VALUES)[number];
const SOURCE_LABELS: Record<SourceKind, string> = { subscription: "Subscription", subscription_tag: "Folder", content_tag: "Content tag", story_topic: "Story topic" };
export const SOURCE_KINDS = SOURCE_KIND_VALUES.map((value) => ({ value, label: SOURCE_LABELS[value] }));

/** The editor asks for minutes and words; the server keeps seconds and characters. */
export const AUDIO_MINUTES = { min: AUDIO_SECONDS.min / 60, max: AUDIO_SECONDS.max / 60, default: AUDIO_SECONDS.default / 60 } as const;
export const WORDS = { min: TEXT_CHARACTERS.min / CHARS_PER_WORD, max: TEXT_CHARACTERS.max / CHARS_PER_WORD, step: 100, default: TEXT_CHARACTERS.default / CHARS_PER_WORD } as const;
/** Spec part 3 section 9: the digest list's refresh. */
export const DIGEST_REFRESH_MS = 30_000;

export interface Preset {
  name: string;
  text: string;
}
export const CUSTOM = "Custom";

/** The preset a text is (spec: a value equal to a preset shows as it), else Custom. */
export const presetOf = (presets: readonly Preset[], text: string) => presets.find((p) => p.text === text)?.name ?? CUSTOM;

/** Spec part 3 section 8. */
export const DIGEST_MESSAGES = {
  nameRequired: "Digest name is required",
  scheduleRequired: "Schedule is required",
  summaryRequired: "At least one summary type is required",
  sourceRequired: "A source for this digest is required",
  saveFailed: "Failed to save digest",
  updated: "Digest updated successfully!",
  created: "Digest created successfully!",
  loadFailed: "Failed to load digest data",
  loadSeriesFailed: "Failed to load scheduled digest data",
  loadMoreFailed: "Failed to load more digests",
  failedDefault: "Failed to generate digest, please try re-creating it.",
  pending: "This digest is still being generated...",
  failedPrefix: "This digest failed to generate: ",
  noDigests: "No Digests Generated Yet",
  seriesNotFound: "Scheduled Digest Not Found",
  digestNotFound: "Digest Not Found",
  fetchFailed: "Failed to fetch digest",
} as const;
