import { requireSession } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";

// Spec part 3 section 7 (uploads) and part 1 section 7 (GET /users/oauth/upload_settings). An optional
// Idempotency-Key header names a request; without one the digest, platform and options do.

/** GET /users/oauth/upload_settings: `{ uploadSettings: { tiktok: { creator info… }, google: {…} } }`. */
export const handleUploadSettings: RestHandler = async ({ ctx }) => ({
  uploadSettings: await ctx.services.uploads.uploadSettings(requireSession(ctx).user),
});

/** POST /digests/{id}/tiktok { title, privacyLevel, disableComment, disableDuet, disableStitch, videoCoverTimestamp, brandContentToggle, brandOrganicToggle, isAIGC } → `{ publishId }`. */
export const handleUploadToTikTok: RestHandler = async ({ ctx, params, body, headers }) => {
  const { user } = requireSession(ctx);
  const upload = await ctx.services.uploads.request(user, params.id!, "tiktok", body, headers.get("idempotency-key"));
  return ctx.services.uploads.execute(upload);
};

/** POST /digests/{id}/tiktok/status { publishId } → `{ status, failReason, uploadedBytes }` (status: TikTok's text). */
export const handleTikTokStatus: RestHandler = async ({ ctx, params, body }) => {
  const { user } = requireSession(ctx);
  return ctx.services.uploads.tiktokStatus(user, params.id!, body);
};

/** POST /digests/{id}/youtube { title, description, tags, privacyStatus } → `{ videoId }`. */
export const handleUploadToYouTube: RestHandler = async ({ ctx, params, body, headers }) => {
  const { user } = requireSession(ctx);
  const upload = await ctx.services.uploads.request(user, params.id!, "youtube", body, headers.get("idempotency-key"));
  return ctx.services.uploads.execute(upload);
};
