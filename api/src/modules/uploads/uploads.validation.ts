import { z } from "zod";
import { validationError } from "../../errors.js";
import { parseInput } from "../../lib/parseInput.js";
import type { CreatorInfo, TikTokPostInfo } from "./tiktokApi.js";
import type { YouTubeVideoMeta } from "./youtubeApi.js";

/** Spec part 3 section 9: short-video privacy levels, in the order offered. */
export const TIKTOK_PRIVACY_LEVELS = ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"] as const;
/** Spec part 3 section 9: video-sharing privacy, default private. */
export const YOUTUBE_PRIVACY = ["public", "unlisted", "private"] as const;

/** Spec part 3 section 8 (uploads). */
export const UPLOAD_MESSAGES = {
  noVideo: "No video available to upload",
  selectPrivacy: "Select a privacy level before uploading",
  tooLong: (max: number) => `Video exceeds maximum allowed duration of ${max} seconds`,
  // The spec states the rules, not their words: these are TikTok's own (its content-sharing guidelines).
  discloseChoice: "You need to indicate if your content promotes yourself, a third party, or both.",
  brandedPrivate: "Branded content visibility cannot be set to private.",
} as const;

/** YouTube's limits on a video's metadata (the API refuses past them). */
const YT = { title: 100, descriptionBytes: 5000, tagsChars: 500 };
/** TikTok's caption limit (UTF-16 code units). */
const TIKTOK_TITLE_MAX = 2200;

const bool = (what: string) => z.boolean({ error: `${what} must be true or false` }).optional();

const tiktokSchema = z.object({
  title: z.string({ error: "Title must be text" }).max(TIKTOK_TITLE_MAX, `Title must be at most ${TIKTOK_TITLE_MAX} characters`).optional(),
  privacyLevel: z.string({ error: UPLOAD_MESSAGES.selectPrivacy }).nullish(),
  disableComment: bool("Disable comment"),
  disableDuet: bool("Disable duet"),
  disableStitch: bool("Disable stitch"),
  videoCoverTimestamp: z.number({ error: "The cover timestamp must be a number of milliseconds" }).int("The cover timestamp must be a whole number of milliseconds").min(0, "The cover timestamp cannot be negative").optional(),
  brandContentToggle: bool("Branded content"),
  brandOrganicToggle: bool("Your brand"),
  isAIGC: bool("AI-generated content"),
  /** Beyond the spec's body: the form's "Disclose video content" switch, so the server holds the disclosure rule too. */
  discloseContent: bool("Disclose video content"),
});

const youtubeSchema = z.object({
  title: z.string({ error: "Title must be text" }).optional().nullable(),
  description: z.string({ error: "Description must be text" }).optional().nullable(),
  tags: z.union([z.array(z.string({ error: "Each tag must be text" })), z.string()], { error: "Tags must be a list or comma-separated text" }).optional().nullable(),
  privacyStatus: z.enum(YOUTUBE_PRIVACY, { error: "Privacy must be public, unlisted or private" }).optional().nullable(),
});

/** What a TikTok post is checked against: the digest's video and the creator's own settings. */
export interface TikTokContext {
  digestName: string;
  hasVideo: boolean;
  durationSeconds: number;
  creator: CreatorInfo;
}

/**
 * A TikTok request checked by the spec's rules (part 3 section 5), every problem at once keyed by field: a video is
 * needed; a privacy level must be chosen (and be one the creator may use); the video must not pass the creator's
 * maximum duration; disclosing content needs your brand or branded content; branded content cannot be private;
 * what the creator turned off (comments, duet, stitch) stays off. Answers TikTok's post_info.
 */
export function tiktokPost(body: unknown, ctx: TikTokContext): TikTokPostInfo {
  const input = parseInput(tiktokSchema, body);
  const fields: Record<string, string> = {};
  if (!ctx.hasVideo) fields.video = UPLOAD_MESSAGES.noVideo;
  else if (ctx.creator.maxVideoPostDurationSeconds > 0 && ctx.durationSeconds > ctx.creator.maxVideoPostDurationSeconds) {
    fields.video = UPLOAD_MESSAGES.tooLong(ctx.creator.maxVideoPostDurationSeconds);
  }
  const level = input.privacyLevel?.trim() ?? "";
  if (!level) fields.privacyLevel = UPLOAD_MESSAGES.selectPrivacy;
  else if (!(TIKTOK_PRIVACY_LEVELS as readonly string[]).includes(level) || !ctx.creator.privacyLevelOptions.includes(level)) {
    fields.privacyLevel = `This privacy level is not available for @${ctx.creator.creatorUsername || "this account"}: choose one of ${ctx.creator.privacyLevelOptions.filter((l) => (TIKTOK_PRIVACY_LEVELS as readonly string[]).includes(l)).join(", ")}`;
  }
  const brandContent = Boolean(input.brandContentToggle);
  const brandOrganic = Boolean(input.brandOrganicToggle);
  if (input.discloseContent && !brandContent && !brandOrganic) fields.brandContentToggle = UPLOAD_MESSAGES.discloseChoice;
  if (brandContent && level === "SELF_ONLY") fields.privacyLevel = UPLOAD_MESSAGES.brandedPrivate;
  const coverMs = input.videoCoverTimestamp ?? 0;
  if (ctx.hasVideo && coverMs > Math.floor(ctx.durationSeconds * 1000)) fields.videoCoverTimestamp = `The cover must be a moment of the video: 0 to ${Math.floor(ctx.durationSeconds * 1000)} ms`;
  if (Object.keys(fields).length) throw validationError(fields);
  return {
    title: (input.title ?? "").trim() || ctx.digestName,
    privacy_level: level,
    disable_comment: ctx.creator.commentDisabled || Boolean(input.disableComment),
    disable_duet: ctx.creator.duetDisabled || Boolean(input.disableDuet),
    disable_stitch: ctx.creator.stitchDisabled || Boolean(input.disableStitch),
    video_cover_timestamp_ms: coverMs,
    brand_content_toggle: brandContent,
    brand_organic_toggle: brandOrganic,
    is_aigc: Boolean(input.isAIGC),
  };
}

/** Tags entered comma-separated (spec) or as a list: trimmed, blanks and repeats dropped. */
export function parseTags(tags: string | string[] | null | undefined): string[] {
  const list = typeof tags === "string" ? tags.split(",") : (tags ?? []);
  return [...new Set(list.map((t) => t.trim()).filter(Boolean))];
}

/**
 * A YouTube request checked (spec part 3 section 5): a video is needed; the title falls back to the digest's name
 * (or the app's default); tags are comma-separated; privacy is public, unlisted or private (default private); and
 * YouTube's own limits (title 100 characters, description 5000 bytes, tags 500 characters, no angle brackets).
 */
export function youtubeMeta(body: unknown, ctx: { digestName: string; appName: string; hasVideo: boolean }): YouTubeVideoMeta {
  const input = parseInput(youtubeSchema, body);
  const fields: Record<string, string> = {};
  if (!ctx.hasVideo) fields.video = UPLOAD_MESSAGES.noVideo;
  const title = (input.title ?? "").trim() || ctx.digestName.trim() || `${ctx.appName} digest`;
  if (title.length > YT.title) fields.title = `Title must be at most ${YT.title} characters`;
  if (/[<>]/.test(title)) fields.title = "Title cannot contain < or >";
  const description = (input.description ?? "").trim();
  if (Buffer.byteLength(description) > YT.descriptionBytes) fields.description = `Description must be at most ${YT.descriptionBytes} bytes`;
  if (/[<>]/.test(description)) fields.description = "Description cannot contain < or >";
  const tags = parseTags(input.tags);
  if (tags.join(",").length > YT.tagsChars) fields.tags = `Tags must be at most ${YT.tagsChars} characters in all`;
  if (tags.some((t) => /[<>]/.test(t))) fields.tags = "Tags cannot contain < or >";
  if (Object.keys(fields).length) throw validationError(fields);
  return { title, description, tags, privacyStatus: input.privacyStatus ?? "private" };
}
