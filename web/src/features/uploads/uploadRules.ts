/**
 * The Upload Options tab's rules and words (spec part 3 sections 4, 5, 8 and 9), kept pure so they are tested
 * without a browser; the server checks the same rules (api/src/modules/uploads/uploads.validation.ts).
 */

/** Spec part 3 section 8 (uploads). */
export const UPLOAD_MESSAGES = {
  noVideo: "No video available to upload",
  selectPrivacy: "Select a privacy level before uploading",
  settingsFailed: "Error fetching upload settings",
  uploadFailed: "Error uploading",
  noResponse: "No response returned from upload",
  noPublishId: "publishId missing in response",
  tiktokDone: "Successfully uploaded, video will be available in several minutes",
  noVideoId: "Missing videoId in response",
  youtubeDone: "Successfully uploaded. Processing may take a few minutes.",
  tooLong: (max: number) => `Video exceeds maximum allowed duration of ${max} seconds`,
  // TikTok's own words for the disclosure rules (the spec states the rules only).
  discloseChoice: "You need to indicate if your content promotes yourself, a third party, or both.",
  brandedPrivate: "Branded content visibility cannot be set to private.",
} as const;

/** Spec part 3 section 9: the short-video privacy levels, with the words TikTok's own app shows for them. */
export const TIKTOK_PRIVACY = [
  { value: "PUBLIC_TO_EVERYONE", label: "Everyone" },
  { value: "MUTUAL_FOLLOW_FRIENDS", label: "Friends" },
  { value: "SELF_ONLY", label: "Only me" },
] as const;

/** Spec part 3 section 9: video-sharing privacy, default private. */
export const YOUTUBE_PRIVACY = [
  { value: "private", label: "Private" },
  { value: "unlisted", label: "Unlisted" },
  { value: "public", label: "Public" },
] as const;

/** Spec part 3 section 9: the status poll's period. */
export const STATUS_POLL_MS = 10_000;

/** Spec part 3 section 4: polling stops once the status text says success, complete or fail. */
export const isFinalStatus = (status: string) => /success|complete|fail/i.test(status);

/** Short-video creator info (spec part 3 section 3). */
export interface CreatorInfo {
  creatorAvatarUrl: string | null;
  creatorNickname: string;
  creatorUsername: string;
  maxVideoPostDurationSeconds: number;
  privacyLevelOptions: string[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
}

export interface TikTokForm {
  title: string;
  privacyLevel: string;
  allowComment: boolean;
  allowDuet: boolean;
  allowStitch: boolean;
  disclose: boolean;
  brandOrganic: boolean;
  brandContent: boolean;
  isAIGC: boolean;
  coverSeconds: number;
}

/** A new form: nothing chosen for privacy (the spec makes the user choose), interactions on where allowed. */
export function initialTikTokForm(creator: CreatorInfo | null): TikTokForm {
  return {
    title: "",
    privacyLevel: "",
    allowComment: !creator?.commentDisabled,
    allowDuet: !creator?.duetDisabled,
    allowStitch: !creator?.stitchDisabled,
    disclose: false,
    brandOrganic: false,
    brandContent: false,
    // A digest's narration is synthetic speech: TikTok asks for AI-generated content to be labelled.
    isAIGC: true,
    coverSeconds: 0,
  };
}

/** The privacy levels the creator may use, in the spec's order. */
export const privacyChoices = (creator: CreatorInfo) => TIKTOK_PRIVACY.filter((p) => creator.privacyLevelOptions.includes(p.value));

/** Why the video cannot go to TikTok at all (none, or longer than the creator may post), or null. */
export function tiktokBlocker(hasVideo: boolean, durationSeconds: number, creator: CreatorInfo): string | null {
  if (!hasVideo) return UPLOAD_MESSAGES.noVideo;
  if (creator.maxVideoPostDurationSeconds > 0 && durationSeconds > creator.maxVideoPostDurationSeconds) return UPLOAD_MESSAGES.tooLong(creator.maxVideoPostDurationSeconds);
  return null;
}

/** The form's problems by field (spec part 3 section 5), empty when it may be sent. */
export function tiktokErrors(form: TikTokForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.privacyLevel) errors.privacyLevel = UPLOAD_MESSAGES.selectPrivacy;
  if (form.disclose && !form.brandOrganic && !form.brandContent) errors.disclose = UPLOAD_MESSAGES.discloseChoice;
  if (form.disclose && form.brandContent && form.privacyLevel === "SELF_ONLY") errors.privacyLevel = UPLOAD_MESSAGES.brandedPrivate;
  return errors;
}

/** POST /digests/{id}/tiktok's body (spec part 3 section 7); what the creator turned off stays off. */
export function tiktokBody(form: TikTokForm, creator: CreatorInfo, digestName: string) {
  return {
    title: form.title.trim() || digestName,
    privacyLevel: form.privacyLevel,
    disableComment: creator.commentDisabled || !form.allowComment,
    disableDuet: creator.duetDisabled || !form.allowDuet,
    disableStitch: creator.stitchDisabled || !form.allowStitch,
    videoCoverTimestamp: Math.max(0, Math.round(form.coverSeconds * 1000)),
    brandContentToggle: form.disclose && form.brandContent,
    brandOrganicToggle: form.disclose && form.brandOrganic,
    isAIGC: form.isAIGC,
    discloseContent: form.disclose,
  };
}

/** Tags as entered (spec: comma-separated): trimmed, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(",").map((t) => t.trim()).filter(Boolean))];
}

/** Where the latest TikTok publish id of a digest is kept in this browser (spec: stored locally, then polled). */
export const publishIdKey = (digestId: string) => `rivulet:tiktokPublishId:${digestId}`;
