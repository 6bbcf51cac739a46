import { NIL_UUID } from "../../lib/ids.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { withErrors } from "../../schema/errors.graphql.js";
import { rawId } from "../../schema/globalIds.js";
import { UserType } from "../users/users.graphql.js";
import type { CreatorInfo } from "./tiktokApi.js";
import { TIKTOK_PRIVACY_LEVELS, YOUTUBE_PRIVACY } from "./uploads.validation.js";

const PlatformEnum = builder.enumType("VideoUploadPlatform", { values: ["tiktok", "youtube"] as const });
const UploadStatusEnum = builder.enumType("VideoUploadStatus", { values: ["pending", "uploading", "completed", "failed"] as const });
const TikTokPrivacyEnum = builder.enumType("TikTokPrivacyLevel", { values: TIKTOK_PRIVACY_LEVELS });
const YouTubePrivacyEnum = builder.enumType("YouTubePrivacyStatus", { values: YOUTUBE_PRIVACY });

/** One request to post a digest's video (its owner's only), with where it stands and what the platform answered. */
export const VideoUploadType = builder.prismaNode("VideoUpload", {
  id: { field: "id" },
  findUnique: (id, ctx) => ({ id, userId: ctx.session?.user.id ?? NIL_UUID }),
  fields: (t) => ({
    platform: t.field({ type: PlatformEnum, resolve: (u) => u.platform as "tiktok" | "youtube" }),
    status: t.field({ type: UploadStatusEnum, resolve: (u) => u.status as "pending" | "uploading" | "completed" | "failed" }),
    publishId: t.exposeString("publishId", { nullable: true, description: "TikTok's publish id (its status is polled with it)." }),
    videoId: t.exposeString("videoId", { nullable: true, description: "YouTube's video id, once the upload is complete." }),
    errorMessage: t.exposeString("errorMessage", { nullable: true }),
    bytesSent: t.exposeInt("bytesSent"),
    totalBytes: t.exposeInt("totalBytes", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
  }),
});

const CreatorInfoType = builder.objectRef<CreatorInfo>("TikTokCreatorInfo").implement({
  description: "Spec part 3 section 3: short-video creator info, as TikTok answers it for the linked account now.",
  fields: (t) => ({
    creatorAvatarUrl: t.exposeString("creatorAvatarUrl", { nullable: true }),
    creatorNickname: t.exposeString("creatorNickname"),
    creatorUsername: t.exposeString("creatorUsername"),
    maxVideoPostDurationSeconds: t.exposeInt("maxVideoPostDurationSeconds"),
    privacyLevelOptions: t.exposeStringList("privacyLevelOptions"),
    commentDisabled: t.exposeBoolean("commentDisabled"),
    duetDisabled: t.exposeBoolean("duetDisabled"),
    stitchDisabled: t.exposeBoolean("stitchDisabled"),
  }),
});

builder.prismaObjectFields("Digest", (t) => ({
  viewerOwns: t.boolean({
    description: "Whether the viewer made this digest (only its owner may upload its video).",
    select: { userId: true },
    resolve: (d, _a, ctx) => Boolean(ctx.session && (d as { userId?: string }).userId === ctx.session.user.id),
  }),
  videoUploads: t.prismaField({
    type: [VideoUploadType],
    description: "The viewer's uploads of this digest's video, newest first (none for anyone else).",
    resolve: (query, d, _a, ctx) =>
      ctx.session ? ctx.db.videoUpload.findMany({ ...query, where: { digestId: d.id, userId: ctx.session.user.id }, orderBy: { createdAt: "desc" } }) : [],
  }),
}));

builder.objectField(UserType, "tiktokCreatorInfo", (t) =>
  t.field({
    type: CreatorInfoType,
    nullable: true,
    description: "The linked TikTok account's creator info (null when TikTok is not linked); read before every post.",
    resolve: async (user, _a, ctx) => {
      const linked = await ctx.db.oAuthIdentity.count({ where: { userId: user.id, service: "tiktok" } });
      return linked ? ctx.services.uploads.creatorInfo(user) : null;
    },
  }),
);

const TikTokInput = builder.inputType("UploadDigestToTikTokInput", {
  description: "POST /api_v1/digests/{id}/tiktok's body.",
  fields: (t) => ({
    digestId: t.id({ required: true }),
    title: t.string(),
    privacyLevel: t.field({ type: TikTokPrivacyEnum }),
    disableComment: t.boolean(),
    disableDuet: t.boolean(),
    disableStitch: t.boolean(),
    videoCoverTimestamp: t.int({ description: "Milliseconds into the video." }),
    brandContentToggle: t.boolean(),
    brandOrganicToggle: t.boolean(),
    isAIGC: t.boolean(),
    discloseContent: t.boolean({ description: "The form's disclosure switch: on, it needs brandContentToggle or brandOrganicToggle." }),
    idempotencyKey: t.string({ description: "Names the request (as the Idempotency-Key header does); without it the options do." }),
  }),
});
const YouTubeInput = builder.inputType("UploadDigestToYouTubeInput", {
  description: "POST /api_v1/digests/{id}/youtube's body.",
  fields: (t) => ({
    digestId: t.id({ required: true }),
    title: t.string(),
    description: t.string(),
    tags: t.stringList(),
    privacyStatus: t.field({ type: YouTubePrivacyEnum }),
    idempotencyKey: t.string(),
  }),
});
const StatusInput = builder.inputType("TikTokUploadStatusInput", { fields: (t) => ({ digestId: t.id({ required: true }), publishId: t.string({ required: true }) }) });

const TikTokPayload = builder.objectRef<{ id: string; publishId: string }>("UploadDigestToTikTokPayload").implement({
  fields: (t) => ({
    publishId: t.exposeString("publishId"),
    upload: t.prismaField({ type: VideoUploadType, resolve: (query, p, _a, ctx) => ctx.db.videoUpload.findUniqueOrThrow({ ...query, where: { id: p.id } }) }),
  }),
});
const YouTubePayload = builder.objectRef<{ id: string; videoId: string }>("UploadDigestToYouTubePayload").implement({
  fields: (t) => ({
    videoId: t.exposeString("videoId"),
    upload: t.prismaField({ type: VideoUploadType, resolve: (query, p, _a, ctx) => ctx.db.videoUpload.findUniqueOrThrow({ ...query, where: { id: p.id } }) }),
  }),
});
const StatusPayload = builder.objectRef<{ status: string; failReason: string | null }>("TikTokUploadStatusPayload").implement({
  fields: (t) => ({
    status: t.exposeString("status", { description: "TikTok's status text (PROCESSING_UPLOAD, PUBLISH_COMPLETE, FAILED, …)." }),
    failReason: t.exposeString("failReason", { nullable: true }),
  }),
});

/** A global or raw digest id. */
function digestId(id: string | number): string {
  try {
    return rawId(String(id), "Digest");
  } catch {
    return String(id);
  }
}

/** Drops GraphQL's nulls (an omitted field), so REST and GraphQL bodies read alike. */
const present = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

builder.mutationFields((t) => ({
  uploadDigestToTikTok: t.field({
    type: TikTokPayload,
    errors: withErrors,
    description: "Posts the digest's video to the viewer's linked TikTok account (a Temporal workflow; the same request twice posts once).",
    args: { input: t.arg({ type: TikTokInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const { digestId: id, idempotencyKey, ...body } = input;
      const upload = await ctx.services.uploads.request(user, digestId(id), "tiktok", present(body), idempotencyKey ?? null);
      const result = await ctx.services.uploads.execute(upload);
      return { id: upload.id, publishId: (result as { publishId: string }).publishId };
    },
  }),
  uploadDigestToYouTube: t.field({
    type: YouTubePayload,
    errors: withErrors,
    description: "Uploads the digest's video to the viewer's linked Google account's YouTube channel (resumable, on Temporal).",
    args: { input: t.arg({ type: YouTubeInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const { digestId: id, idempotencyKey, ...body } = input;
      const upload = await ctx.services.uploads.request(user, digestId(id), "youtube", present(body), idempotencyKey ?? null);
      const result = await ctx.services.uploads.execute(upload);
      return { id: upload.id, videoId: (result as { videoId: string }).videoId };
    },
  }),
  tiktokUploadStatus: t.field({
    type: StatusPayload,
    errors: withErrors,
    description: "TikTok's status of one of the viewer's uploads of a digest (spec: polled every 10 s until success, complete or fail).",
    args: { input: t.arg({ type: StatusInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      return ctx.services.uploads.tiktokStatus(user, digestId(input.digestId), { publishId: input.publishId });
    },
  }),
}));
