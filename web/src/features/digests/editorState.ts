import { AUDIO_MINUTES, CHARS_PER_WORD, DIGEST_MESSAGES, LOOKBACK_HOURS, MAX_ITEMS, NAME_MAX, NOTES_MAX, SCRIPT_PRESETS, TEXT_PRESETS, VOICE_PRESETS, WORDS, type SourceKind } from "./digestOptions";

/** The editor's form: the spec's Scheduled digest (part 3 section 3) with the source as a kind and an id. */
export interface DigestForm {
  name: string;
  cron: string | null;
  enabled: boolean;
  sourceKind: SourceKind;
  sourceId: string;
  storyTopic: string;
  properties: {
    lookbackPeriodHours: number;
    sortBy: string;
    maxContentItems: number;
    generateTextSummary: boolean;
    generateAudioSummary: boolean;
    generateVideoSummaryFromAudio: boolean;
    burnInCaptions: boolean;
    videoAspectRatio: "horizontal" | "vertical";
    textSummaryPromptNotes: string;
    audioSummaryPromptNotes: string;
    audioSummaryVoiceNotes: string;
    audioSummaryIntroScript: string;
    sendEmail: boolean;
    maxCharacterCount: number;
    maxAudioDurationSeconds: number;
    voice: string;
    showInSidebar: boolean;
  };
}
export type DigestProperties = DigestForm["properties"];

/** Spec part 3 section 9 defaults (email on, audio on, text off, captions on, horizontal; the intro names the product). */
export function defaultForm(appName: string): DigestForm {
  return {
    name: "",
    cron: null,
    enabled: true,
    sourceKind: "subscription",
    sourceId: "",
    storyTopic: "",
    properties: {
      lookbackPeriodHours: LOOKBACK_HOURS.default,
      sortBy: "top-all",
      maxContentItems: MAX_ITEMS.default,
      generateTextSummary: false,
      generateAudioSummary: true,
      generateVideoSummaryFromAudio: false,
      burnInCaptions: true,
      videoAspectRatio: "horizontal",
      textSummaryPromptNotes: TEXT_PRESETS[0]!.text,
      audioSummaryPromptNotes: SCRIPT_PRESETS[0]!.text,
      audioSummaryVoiceNotes: VOICE_PRESETS[0]!.text,
      audioSummaryIntroScript: `Welcome to your ${appName} digest. Here is what is new.`,
      sendEmail: true,
      maxCharacterCount: WORDS.default * CHARS_PER_WORD,
      maxAudioDurationSeconds: AUDIO_MINUTES.default * 60,
      voice: "coral",
      showInSidebar: false,
    },
  };
}

/**
 * The spec's toggle rules (part 3 section 4): turning text on resets its style to the first preset; turning audio
 * on resets script and voice style to the first presets; audio off turns video off; video on forces audio on.
 */
export function toggleSummary(p: DigestProperties, kind: "text" | "audio" | "video", on: boolean): DigestProperties {
  if (kind === "text") return { ...p, generateTextSummary: on, ...(on ? { textSummaryPromptNotes: TEXT_PRESETS[0]!.text } : {}) };
  const audioOn = { generateAudioSummary: true, audioSummaryPromptNotes: SCRIPT_PRESETS[0]!.text, audioSummaryVoiceNotes: VOICE_PRESETS[0]!.text };
  if (kind === "audio") return on ? { ...p, ...audioOn } : { ...p, generateAudioSummary: false, generateVideoSummaryFromAudio: false };
  if (!on) return { ...p, generateVideoSummaryFromAudio: false };
  return { ...p, ...(p.generateAudioSummary ? {} : audioOn), generateVideoSummaryFromAudio: true };
}

/** Spec part 3 section 4: in a story topic spaces become underscores. */
export const storyTopicInput = (value: string) => value.replace(/ /g, "_");

/** The submit errors (spec part 3 section 5), keyed by field; empty when the form may be saved. */
export function validateForm(f: DigestForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!f.name.trim()) errors.name = DIGEST_MESSAGES.nameRequired;
  else if (f.name.trim().length > NAME_MAX) errors.name = `Digest name must be at most ${NAME_MAX} characters`;
  if (!f.cron) errors.cron = DIGEST_MESSAGES.scheduleRequired;
  if (!f.properties.generateTextSummary && !f.properties.generateAudioSummary) errors.summary = DIGEST_MESSAGES.summaryRequired;
  if (f.sourceKind !== "story_topic" && !f.sourceId) errors.source = DIGEST_MESSAGES.sourceRequired;
  const notes = {
    textSummaryPromptNotes: "Text style",
    audioSummaryPromptNotes: "Script",
    audioSummaryVoiceNotes: "Voice style",
    audioSummaryIntroScript: "Intro script",
  } as const;
  for (const [key, label] of Object.entries(notes) as Array<[keyof typeof notes, string]>) {
    if (f.properties[key].length > NOTES_MAX) errors[key] = `${label} must be at most ${NOTES_MAX} characters`;
  }
  return errors;
}

/** The create/update payload (GraphQL input without the id): exactly one source. */
export function toInput(f: DigestForm) {
  return {
    name: f.name.trim(),
    cron: f.cron ?? "",
    enabled: f.enabled,
    subscriptionId: f.sourceKind === "subscription" ? f.sourceId : null,
    folderId: f.sourceKind === "subscription_tag" ? f.sourceId : null,
    contentItemTagId: f.sourceKind === "content_tag" ? f.sourceId : null,
    storyTopic: f.sourceKind === "story_topic" ? f.storyTopic : null,
    properties: f.properties,
  };
}
