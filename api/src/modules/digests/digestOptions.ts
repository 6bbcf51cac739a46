/**
 * The digest editor's choices, defaults, ranges and presets (spec part 3 section 9): one pure module the server's
 * validation and the web editor both read (type-only imports, so Vite bundles it as is), so the two never drift and a saved
 * preset reads back as that preset (spec: "an existing value that equals a preset is shown as that preset").
 */
import type { SORT_OPTIONS } from "../settings/settings.schemas.js";

export const DIGEST_SORTS = ["newest", "oldest", "popular", "top-hour", "top-day", "top-week", "top-month", "top-year", "top-all"] as const satisfies ReadonlyArray<(typeof SORT_OPTIONS)[number]>;
export type DigestSort = (typeof DIGEST_SORTS)[number];
export const VOICES = ["coral", "alloy", "ash", "echo", "fable", "onyx", "nova", "sage", "shimmer"] as const;
export type Voice = (typeof VOICES)[number];
export const ASPECT_RATIOS = ["horizontal", "vertical"] as const;
export const SOURCE_KINDS = ["subscription", "subscription_tag", "content_tag", "story_topic"] as const;
export const DIGEST_STATUSES = ["pending", "completed", "failed"] as const;
export type DigestStatus = (typeof DIGEST_STATUSES)[number];

export const LOOKBACK_HOURS = { min: 1, max: 720, default: 24 } as const;
/** 50 is also the global cap (spec); a configured maximum may only lower it. */
export const MAX_ITEMS = { min: 1, max: 50, default: 50 } as const;
export const AUDIO_SECONDS = { min: 60, max: 600, default: 300 } as const;
/** Target words 100 to 1500 (default 400), stored as characters at 6 per word. */
export const CHARS_PER_WORD = 6;
export const TEXT_CHARACTERS = { min: 100 * CHARS_PER_WORD, max: 1500 * CHARS_PER_WORD, default: 400 * CHARS_PER_WORD } as const;
export const NAME_MAX = 64;
export const NOTES_MAX = 512;
/** Spec part 3 section 9: the digest list's page size. */
export const DIGEST_PAGE_SIZE = 10;
export const DIGEST_PAGE_MAX = 50;

/** The presets (spec part 3 section 9); the first of each is what turning a summary on resets to. Custom is any other text. */
export const TEXT_PRESETS = [
  { name: "News Update", text: "Summarise the most important developments as a concise news update: lead with what happened, then why it matters. Neutral tone, no speculation." },
  { name: "AI Assistant", text: "Write as a helpful assistant briefing the reader: explain each development plainly, connect related items, and note what to watch next." },
] as const;
export const SCRIPT_PRESETS = [
  { name: "News Update", text: "Present the items as a brisk news bulletin: one short segment per story, the key facts first." },
  { name: "Story", text: "Tell the items as a flowing story, with smooth transitions that connect one development to the next." },
  { name: "Analysis", text: "Analyse each item: what happened, the causes, and the likely consequences, in a measured tone." },
  { name: "Uplifting Summary", text: "Summarise the items with an upbeat, encouraging tone, highlighting progress and positive angles where they are real." },
  { name: "Entertainment", text: "Keep it light and entertaining: conversational, witty where it fits, never at the cost of accuracy." },
  { name: "Investigation", text: "Approach the items like an investigative reporter: what is known, what is disputed, and what questions remain." },
] as const;
export const VOICE_PRESETS = [
  { name: "News Anchor", text: "Speak clearly and confidently like a news anchor, at a steady pace." },
  { name: "Storyteller", text: "Speak warmly like a storyteller, with natural pauses and expression." },
  { name: "Analyst", text: "Speak in a calm, precise, analytical tone." },
  { name: "Optimist", text: "Speak brightly and warmly, with an optimistic lift." },
  { name: "Entertainer", text: "Speak with energy and playful expression, like a show host." },
  { name: "Investigator", text: "Speak in a serious, deliberate tone, as if unfolding an investigation." },
] as const;

export const defaultIntroScript = (appName: string) => `Welcome to your ${appName} digest. Here is what is new.`;
