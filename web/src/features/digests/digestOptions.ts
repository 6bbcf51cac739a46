/**
 * The digest editor's choices, defaults and ranges (spec part 3 section 9), as the server keeps them in
 * api/src/modules/digests/digests.validation.ts: the preset texts are the server's word for word, so a saved
 * preset reads back as that preset (spec: "an existing value that equals a preset is shown as that preset").
 */
export const DIGEST_SORTS = ["newest", "oldest", "popular", "top-hour", "top-day", "top-week", "top-month", "top-year", "top-all"] as const;
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
export const VOICES = ["coral", "alloy", "ash", "echo", "fable", "onyx", "nova", "sage", "shimmer"] as const;
export const SOURCE_KINDS = [
  { value: "subscription", label: "Subscription" },
  { value: "subscription_tag", label: "Folder" },
  { value: "content_tag", label: "Content tag" },
  { value: "story_topic", label: "Story topic" },
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number]["value"];

export const LOOKBACK_HOURS = { min: 1, max: 720, default: 24 } as const;
export const MAX_ITEMS = { min: 1, max: 50, default: 50 } as const;
export const AUDIO_MINUTES = { min: 1, max: 10, default: 5 } as const;
export const WORDS = { min: 100, max: 1500, step: 100, default: 400 } as const;
export const CHARS_PER_WORD = 6;
export const NAME_MAX = 64;
export const NOTES_MAX = 512;
/** Spec part 3 section 9: digest list page size and refresh. */
export const DIGEST_PAGE_SIZE = 10;
export const DIGEST_REFRESH_MS = 30_000;

export interface Preset {
  name: string;
  text: string;
}
export const CUSTOM = "Custom";
export const TEXT_PRESETS: readonly Preset[] = [
  { name: "News Update", text: "Summarise the most important developments as a concise news update: lead with what happened, then why it matters. Neutral tone, no speculation." },
  { name: "AI Assistant", text: "Write as a helpful assistant briefing the reader: explain each development plainly, connect related items, and note what to watch next." },
];
export const SCRIPT_PRESETS: readonly Preset[] = [
  { name: "News Update", text: "Present the items as a brisk news bulletin: one short segment per story, the key facts first." },
  { name: "Story", text: "Tell the items as a flowing story, with smooth transitions that connect one development to the next." },
  { name: "Analysis", text: "Analyse each item: what happened, the causes, and the likely consequences, in a measured tone." },
  { name: "Uplifting Summary", text: "Summarise the items with an upbeat, encouraging tone, highlighting progress and positive angles where they are real." },
  { name: "Entertainment", text: "Keep it light and entertaining: conversational, witty where it fits, never at the cost of accuracy." },
  { name: "Investigation", text: "Approach the items like an investigative reporter: what is known, what is disputed, and what questions remain." },
];
export const VOICE_PRESETS: readonly Preset[] = [
  { name: "News Anchor", text: "Speak clearly and confidently like a news anchor, at a steady pace." },
  { name: "Storyteller", text: "Speak warmly like a storyteller, with natural pauses and expression." },
  { name: "Analyst", text: "Speak in a calm, precise, analytical tone." },
  { name: "Optimist", text: "Speak brightly and warmly, with an optimistic lift." },
  { name: "Entertainer", text: "Speak with energy and playful expression, like a show host." },
  { name: "Investigator", text: "Speak in a serious, deliberate tone, as if unfolding an investigation." },
];

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
