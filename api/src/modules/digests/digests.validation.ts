import { z } from "zod";
import { CRON_MESSAGE, normaliseCron } from "./digestCron.js";
import {
  DIGEST_SORTS,
  type DigestSort,
  VOICES,
  type Voice,
  ASPECT_RATIOS,
  LOOKBACK_HOURS,
  MAX_ITEMS,
  AUDIO_SECONDS,
  TEXT_CHARACTERS,
  NAME_MAX,
  NOTES_MAX,
  DIGEST_PAGE_SIZE,
  DIGEST_PAGE_MAX,
  TEXT_PRESETS,
  SCRIPT_PRESETS,
  VOICE_PRESETS,
  defaultIntroScript,
} from "./digestOptions.js";

// Every series option lives in digestOptions.ts, shared with the web editor.
export {
  DIGEST_SORTS,
  VOICES,
  ASPECT_RATIOS,
  SOURCE_KINDS,
  DIGEST_STATUSES,
  LOOKBACK_HOURS,
  MAX_ITEMS,
  AUDIO_SECONDS,
  CHARS_PER_WORD,
  TEXT_CHARACTERS,
  NAME_MAX,
  NOTES_MAX,
  DIGEST_PAGE_SIZE,
  DIGEST_PAGE_MAX,
  TEXT_PRESETS,
  SCRIPT_PRESETS,
  VOICE_PRESETS,
  defaultIntroScript,
} from "./digestOptions.js";
export type { DigestSort, Voice, DigestStatus } from "./digestOptions.js";

/** Spec part 3 section 3: a series' properties. */
export interface DigestProperties {
  lookbackPeriodHours: number;
  sortBy: DigestSort;
  maxContentItems: number;
  generateTextSummary: boolean;
  generateAudioSummary: boolean;
  generateVideoSummaryFromAudio: boolean;
  burnInCaptions: boolean;
  videoAspectRatio: (typeof ASPECT_RATIOS)[number];
  textSummaryPromptNotes: string;
  audioSummaryPromptNotes: string;
  audioSummaryVoiceNotes: string;
  audioSummaryIntroScript: string;
  sendEmail: boolean;
  maxCharacterCount: number;
  maxAudioDurationSeconds: number;
  voice: Voice;
  showInSidebar: boolean;
}

export function defaultProperties(appName: string): DigestProperties {
  return {
    lookbackPeriodHours: LOOKBACK_HOURS.default,
    sortBy: "top-all",
    maxContentItems: MAX_ITEMS.default,
    generateTextSummary: false,
    generateAudioSummary: true,
    generateVideoSummaryFromAudio: false,
    burnInCaptions: true,
    videoAspectRatio: "horizontal",
    textSummaryPromptNotes: TEXT_PRESETS[0].text,
    audioSummaryPromptNotes: SCRIPT_PRESETS[0].text,
    audioSummaryVoiceNotes: VOICE_PRESETS[0].text,
    audioSummaryIntroScript: defaultIntroScript(appName),
    sendEmail: true,
    maxCharacterCount: TEXT_CHARACTERS.default,
    maxAudioDurationSeconds: AUDIO_SECONDS.default,
    voice: "coral",
    showInSidebar: false,
  };
}

const int = (what: string, min: number, max: number) =>
  z.number({ error: `${what} must be a whole number from ${min} to ${max}` }).int(`${what} must be a whole number from ${min} to ${max}`)
    .min(min, `${what} must be a whole number from ${min} to ${max}`).max(max, `${what} must be a whole number from ${min} to ${max}`);
const notes = (what: string) => z.string({ error: `${what} must be text` }).max(NOTES_MAX, `${what} must be at most ${NOTES_MAX} characters`);
const bool = (what: string) => z.boolean({ error: `${what} must be true or false` });
const optionalId = z.string().max(100).nullish();

const propertiesSchema = z
  .object({
    lookbackPeriodHours: int("Lookback period", LOOKBACK_HOURS.min, LOOKBACK_HOURS.max),
    sortBy: z.enum(DIGEST_SORTS, { error: `Sort must be one of ${DIGEST_SORTS.join(", ")}` }),
    maxContentItems: int("Maximum items", MAX_ITEMS.min, MAX_ITEMS.max),
    generateTextSummary: bool("Text summary"),
    generateAudioSummary: bool("Audio summary"),
    generateVideoSummaryFromAudio: bool("Video summary"),
    burnInCaptions: bool("Burn-in captions"),
    videoAspectRatio: z.enum(ASPECT_RATIOS, { error: "Aspect ratio must be horizontal or vertical" }),
    textSummaryPromptNotes: notes("Text notes"),
    audioSummaryPromptNotes: notes("Script notes"),
    audioSummaryVoiceNotes: notes("Voice style notes"),
    audioSummaryIntroScript: notes("Intro script"),
    sendEmail: bool("Email on generation"),
    maxCharacterCount: int("Target length in characters", TEXT_CHARACTERS.min, TEXT_CHARACTERS.max),
    maxAudioDurationSeconds: int("Audio duration in seconds", AUDIO_SECONDS.min, AUDIO_SECONDS.max),
    voice: z.enum(VOICES, { error: `Voice must be one of ${VOICES.join(", ")}` }),
    showInSidebar: bool("Show in sidebar"),
  })
  .partial()
  .strict();

/** POST and PATCH /digests/series bodies (the same shape; PATCH changes only what it names). */
export const seriesBodySchema = z.object({
  name: z.string({ error: "Digest name is required" }).optional(),
  cron: z.string({ error: "Schedule is required" }).nullish(),
  enabled: bool("Enabled").optional(),
  subscriptionId: optionalId,
  subscriptionTagId: optionalId,
  contentItemTagId: optionalId,
  storyTopic: z.string({ error: "Story topic must be text" }).max(NAME_MAX * 2, "Story topic must be at most 128 characters").nullish(),
  properties: z.unknown().optional(),
});
export type SeriesBody = z.infer<typeof seriesBodySchema>;

/** The stored shape a body resolves to, once merged over what was (PATCH) or the defaults (POST). */
export interface SeriesDraft {
  name: string;
  cron: string;
  enabled: boolean;
  subscriptionId: string | null;
  subscriptionTagId: string | null;
  contentItemTagId: string | null;
  storyTopic: string | null;
  properties: DigestProperties;
}

/**
 * Merges a body over a draft and checks the result (spec part 3 section 5). Every problem is reported at once, keyed
 * by field, with the spec's messages. The editor's toggle rules hold on the server too: video on forces audio on.
 */
export function resolveSeries(body: SeriesBody, base: SeriesDraft, isCreate: boolean): { draft: SeriesDraft; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const draft: SeriesDraft = { ...base, properties: { ...base.properties } };
  if (body.name !== undefined || isCreate) {
    const name = (body.name ?? "").trim();
    if (!name) fields.name = "Digest name is required";
    else if (name.length > NAME_MAX) fields.name = `Digest name must be at most ${NAME_MAX} characters`;
    draft.name = name;
  }
  if (body.cron !== undefined || isCreate) {
    const raw = (body.cron ?? "").trim();
    if (!raw) fields.cron = "Schedule is required";
    else {
      const cron = normaliseCron(raw);
      if (!cron) fields.cron = CRON_MESSAGE;
      else draft.cron = cron;
    }
  }
  if (body.enabled !== undefined) draft.enabled = body.enabled;
  const namesSource = ["subscriptionId", "subscriptionTagId", "contentItemTagId", "storyTopic"].some((k) => body[k as keyof SeriesBody] !== undefined);
  if (namesSource || isCreate) {
    // A story topic's spaces become underscores (spec part 3 section 4); "" means all stories.
    const topic = typeof body.storyTopic === "string" ? body.storyTopic.trim().replace(/\s+/g, "_") : null;
    const given = [body.subscriptionId || null, body.subscriptionTagId || null, body.contentItemTagId || null, topic];
    const count = given.filter((v) => v !== null).length;
    if (count === 0) fields.source = "A source for this digest is required";
    else if (count > 1) fields.source = "Choose only one source for this digest";
    draft.subscriptionId = body.subscriptionId || null;
    draft.subscriptionTagId = body.subscriptionTagId || null;
    draft.contentItemTagId = body.contentItemTagId || null;
    draft.storyTopic = topic;
  }
  if (body.properties !== undefined) {
    const parsed = propertiesSchema.safeParse(body.properties ?? {});
    if (!parsed.success) for (const i of parsed.error.issues) fields[`properties.${i.path.join(".") || "body"}`] = i.message;
    else Object.assign(draft.properties, Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)));
  }
  const p = draft.properties;
  if (p.generateVideoSummaryFromAudio) p.generateAudioSummary = true;
  if (!p.generateTextSummary && !p.generateAudioSummary) fields.summaryTypes = "At least one summary type is required";
  return { draft, fields };
}

/** GET /digests?scheduledDigestId=&limit=&pageKey= */
export const listDigestsSchema = z.object({
  scheduledDigestId: z.string({ error: "scheduledDigestId is required" }).min(1, "scheduledDigestId is required"),
  limit: z.coerce.number({ error: `limit must be a whole number from 1 to ${DIGEST_PAGE_MAX}` }).int().min(1).max(DIGEST_PAGE_MAX, `limit must be a whole number from 1 to ${DIGEST_PAGE_MAX}`).default(DIGEST_PAGE_SIZE),
  pageKey: z.string().max(200).optional(),
});
