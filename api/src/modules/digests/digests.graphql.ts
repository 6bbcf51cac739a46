import { encodeGlobalID } from "@pothos/plugin-relay";
import { NIL_UUID } from "../../lib/ids.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { withErrors } from "../../schema/errors.graphql.js";
import { optionalRawId, rawId } from "../../schema/globalIds.js";
import { WithViewer } from "../../schema/withViewer.js";
import type { DigestFileKind } from "./digestFiles.js";
import { fileUrl, presentSeries } from "./digests.present.js";
import { nextRuns } from "./digestCron.js";

const DigestStatusEnum = builder.enumType("DigestStatus", { values: ["pending", "completed", "failed"] as const });

/** A scheduled digest (spec part 3 section 3), its owner's only. `properties` is the REST object (defaults filled in). */
export const ScheduledDigestType = builder.prismaNode("ScheduledDigest", {
  id: { field: "id" },
  findUnique: (id, ctx) => ({ id, userId: ctx.session?.user.id ?? NIL_UUID }),
  fields: (t) => ({
    scheduledDigestId: t.exposeString("id", { description: "The raw id used by REST (/api_v1/digests/series/{id})." }),
    name: t.exposeString("name"),
    cron: t.exposeString("cron", { description: "Five fields in UTC; minutes in multiples of 5." }),
    enabled: t.exposeBoolean("enabled"),
    subscription: t.relation("subscription", { nullable: true }),
    folder: t.relation("folder", { nullable: true }),
    contentItemTag: t.relation("contentItemTag", { nullable: true }),
    storyTopic: t.exposeString("storyTopic", { nullable: true, description: "A story topic source; \"\" means all stories." }),
    properties: t.field({ type: "JSON", resolve: (s, _a, ctx) => presentSeries(s, ctx.config, null).properties }),
    podcastUrl: t.string({ nullable: true, description: "The series' private podcast feed (series with audio).", resolve: (s, _a, ctx) => presentSeries(s, ctx.config, null).podcastUrl }),
    nextRunAt: t.field({ type: "DateTime", nullable: true, resolve: (s) => (s.enabled ? (nextRuns(s.cron, new Date())[0] ?? null) : null) }),
    digests: t.relatedConnection("digests", { cursor: "id", query: () => ({ orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }] }) }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

/** A generated digest (spec part 3 section 3): readable by anyone with its id, like GET /api_v1/digests/{id}. */
export const DigestType = builder.prismaNode("Digest", {
  id: { field: "id" },
  select: { id: true, scheduledDigest: { select: { feedKey: true } } },
  fields: (t) => {
    // Each URL from the few columns it needs (presentDigest reads every column, which a field's select does not load).
    const url = (kind: DigestFileKind, has: "hasText" | "hasAudio" | "hasTranscript" | "hasVideo") =>
      t.string({
        nullable: true,
        select: { hasText: true, hasAudio: true, hasTranscript: true, hasVideo: true },
        resolve: (d) => {
          const row = d as unknown as Record<typeof has, boolean> & { id: string; scheduledDigest?: { feedKey: string } | null };
          return row[has] ? fileUrl(row, row.scheduledDigest?.feedKey ?? null, kind) : null;
        },
      });
    return {
      digestId: t.exposeString("id"),
      name: t.exposeString("name"),
      status: t.field({ type: DigestStatusEnum, select: { status: true }, resolve: (d) => (d.status === "completed" || d.status === "failed" ? d.status : "pending") }),
      errorMessage: t.exposeString("errorMessage", { nullable: true }),
      generatedTextUrl: url("text", "hasText"),
      generatedAudioUrl: url("audio", "hasAudio"),
      generatedAudioTranscriptUrl: url("transcript", "hasTranscript"),
      generatedVideoUrl: url("video", "hasVideo"),
      audioDurationSeconds: t.exposeFloat("audioDurationSeconds", { nullable: true }),
      contentItemIds: t.exposeStringList("contentItemIds", { description: "Raw ids of the items it was made from, in order." }),
      scheduledDigest: t.relation("scheduledDigest", { nullable: true }),
      publishedAt: t.expose("publishedAt", { type: "DateTime", nullable: true }),
      createdAt: t.expose("createdAt", { type: "DateTime" }),
      updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    };
  },
});

builder.prismaObjectFields("User", (t) => ({
  scheduledDigests: t.relatedConnection("scheduledDigests", { cursor: "id", query: () => ({ orderBy: { createdAt: "asc" as const } }) }),
}));

// ---- mutations -------------------------------------------------------------------------------------------

const SeriesPayload = builder.objectRef<{ userId: string; id: string }>("ScheduledDigestPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    scheduledDigest: t.prismaField({ type: "ScheduledDigest", resolve: (query, p, _a, ctx) => ctx.db.scheduledDigest.findUniqueOrThrow({ ...query, where: { id: p.id } }) }),
  }),
});
const DeleteSeriesPayload = builder.objectRef<{ userId: string; id: string }>("DeleteScheduledDigestPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({ deletedScheduledDigestId: t.id({ resolve: (p) => encodeGlobalID("ScheduledDigest", p.id) }) }),
});
const StartPayload = builder.objectRef<{ userId: string; id: string }>("StartScheduledDigestPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({ digest: t.prismaField({ type: "Digest", resolve: (query, p, _a, ctx) => ctx.db.digest.findUniqueOrThrow({ ...query, where: { id: p.id } }) }) }),
});

const CreateInput = builder.inputType("CreateScheduledDigestInput", {
  description: "Exactly one source: subscriptionId, folderId, contentItemTagId or storyTopic.",
  fields: (t) => ({
    name: t.string(),
    cron: t.string({ description: "Five fields in UTC, minutes in multiples of 5." }),
    enabled: t.boolean(),
    subscriptionId: t.id(),
    folderId: t.id(),
    contentItemTagId: t.id({ description: "A content tag's global id, raw id or system slug." }),
    storyTopic: t.string(),
    properties: t.field({ type: "JSON", description: "The REST properties object (lookbackPeriodHours, sortBy, …)." }),
  }),
});
const UpdateInput = builder.inputType("UpdateScheduledDigestInput", {
  description: "What is given changes; a source named here replaces the series' source.",
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    cron: t.string(),
    enabled: t.boolean(),
    subscriptionId: t.id(),
    folderId: t.id(),
    contentItemTagId: t.id(),
    storyTopic: t.string(),
    properties: t.field({ type: "JSON" }),
  }),
});
const IdInput = builder.inputType("ScheduledDigestIdInput", { fields: (t) => ({ id: t.id({ required: true }) }) });

type SeriesArgs = { name?: string | null; cron?: string | null; enabled?: boolean | null; subscriptionId?: string | number | null; folderId?: string | number | null; contentItemTagId?: string | number | null; storyTopic?: string | null; properties?: unknown };

/** The REST body of a GraphQL input: global ids become raw ids; a source named here clears the others. */
function restBody(input: SeriesArgs) {
  const tag = input.contentItemTagId != null ? String(input.contentItemTagId) : null;
  let contentItemTagId = tag;
  if (tag) {
    try {
      contentItemTagId = rawId(tag, "ContentItemTag");
    } catch {
      // a raw id or a slug: the service checks it
    }
  }
  const namesSource = [input.subscriptionId, input.folderId, input.contentItemTagId, input.storyTopic].some((v) => v != null);
  return {
    ...(input.name != null ? { name: input.name } : {}),
    ...(input.cron != null ? { cron: input.cron } : {}),
    ...(input.enabled != null ? { enabled: input.enabled } : {}),
    ...(namesSource
      ? {
          subscriptionId: optionalRawId(input.subscriptionId != null ? String(input.subscriptionId) : null, "FeedSubscription"),
          subscriptionTagId: optionalRawId(input.folderId != null ? String(input.folderId) : null, "Folder"),
          contentItemTagId,
          storyTopic: input.storyTopic ?? null,
        }
      : {}),
    ...(input.properties != null ? { properties: input.properties } : {}),
  };
}

builder.mutationFields((t) => ({
  createScheduledDigest: t.field({
    type: SeriesPayload,
    errors: withErrors,
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const s = await ctx.services.digests.createSeries(user, restBody(input));
      return { userId: user.id, id: s.id };
    },
  }),
  updateScheduledDigest: t.field({
    type: SeriesPayload,
    errors: withErrors,
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const s = await ctx.services.digests.patchSeries(user, rawId(String(input.id), "ScheduledDigest"), restBody(input));
      return { userId: user.id, id: s.id };
    },
  }),
  deleteScheduledDigest: t.field({
    type: DeleteSeriesPayload,
    errors: withErrors,
    args: { input: t.arg({ type: IdInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      return { userId: user.id, id: await ctx.services.digests.removeSeries(user, rawId(String(input.id), "ScheduledDigest")) };
    },
  }),
  startScheduledDigest: t.field({
    type: StartPayload,
    errors: withErrors,
    description: "Generate Now: a new pending digest of the series, generated at once (a Temporal workflow).",
    args: { input: t.arg({ type: IdInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const d = await ctx.services.digests.start(user, rawId(String(input.id), "ScheduledDigest"));
      return { userId: user.id, id: d.id };
    },
  }),
}));
