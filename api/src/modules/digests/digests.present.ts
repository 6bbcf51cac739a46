import type { Config } from "../../config.js";
import type { Digest, ScheduledDigest } from "../../generated/prisma/client.js";
import { DIGEST_FILES, fileSignature, type DigestFileKind } from "./digestFiles.js";
import { defaultProperties, type DigestProperties } from "./digests.validation.js";

/** Stored properties over today's defaults: a series saved before a property existed reads its default. */
export function propertiesOf(s: Pick<ScheduledDigest, "properties">, appName: string): DigestProperties {
  return { ...defaultProperties(appName), ...(s.properties as Partial<DigestProperties>) };
}

/** The series' private podcast feed (RSS with iTunes tags): its key is the secret, like a calendar's private address. */
export const podcastPath = (s: Pick<ScheduledDigest, "id" | "feedKey">) => `/api_v1/digests/series/${s.id}/podcast.xml?key=${s.feedKey}`;

/**
 * A file's URL, signed with the series' key (players and podcast apps send no token). A channel's digest (no series,
 * feedKey null) is public, so its URLs carry no key.
 */
export function fileUrl(d: Pick<Digest, "id">, feedKey: string | null, kind: DigestFileKind, base = ""): string {
  const name = DIGEST_FILES[kind].name;
  const path = `${base}/api_v1/digests/${d.id}/files/${name}`;
  return feedKey === null ? path : `${path}?key=${fileSignature(feedKey, d.id, name)}`;
}

/** The spec's Scheduled digest (part 3 section 3) as REST answers it; the podcast link only to its owner. */
export function presentSeries(s: ScheduledDigest, config: Config, nextRunAt: Date | null) {
  return {
    id: s.id,
    name: s.name,
    cron: s.cron,
    enabled: s.enabled,
    subscriptionId: s.subscriptionId,
    subscriptionTagId: s.subscriptionTagId,
    contentItemTagId: s.contentItemTagId,
    storyTopic: s.storyTopic,
    properties: propertiesOf(s, config.appName),
    podcastUrl: propertiesOf(s, config.appName).generateAudioSummary ? `${config.publicUrl}${podcastPath(s)}` : null,
    nextRunAt: s.enabled ? (nextRunAt?.toISOString() ?? null) : null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
export type SeriesView = ReturnType<typeof presentSeries>;

/** The spec's Digest (part 3 section 3): file URLs (signed, relative to the API's origin) for the files it has. */
export function presentDigest(d: Digest, feedKey: string | null) {
  const url = (has: boolean, kind: DigestFileKind) => (has ? fileUrl(d, feedKey, kind) : null);
  const props = d.properties as { storyIds?: string[] };
  return {
    id: d.id,
    name: d.name,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    publishedAt: d.publishedAt?.toISOString() ?? null,
    status: d.status,
    errorMessage: d.errorMessage,
    generatedTextUrl: url(d.hasText, "text"),
    generatedAudioUrl: url(d.hasAudio, "audio"),
    generatedAudioTranscriptUrl: url(d.hasTranscript, "transcript"),
    generatedVideoUrl: url(d.hasVideo, "video"),
    audioDurationSeconds: d.audioDurationSeconds,
    scheduledDigestId: d.scheduledDigestId,
    channelId: d.channelId,
    storyId: d.storyId,
    properties: { storyIds: props.storyIds ?? [], audioDurationSeconds: d.audioDurationSeconds, contentItemIds: d.contentItemIds },
  };
}
export type DigestView = ReturnType<typeof presentDigest>;
