import { requireSession } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";
import { presentDigest } from "./digests.present.js";

// Spec part 3 section 7. Series answers carry a `scheduledDigests` map keyed by id, like the spec's other
// collections; digest lists are arrays (their order is the list's) with paging meta.

const seriesMap = (views: Array<{ id: string }>) => Object.fromEntries(views.map((v) => [v.id, v]));

/** GET /digests/series: `{ scheduledDigests }`. */
export const handleListSeries: RestHandler = async ({ ctx }) => {
  const { user } = requireSession(ctx);
  const rows = await ctx.services.digests.listSeries(user.id);
  return { scheduledDigests: seriesMap(rows.map(ctx.services.digests.view)) };
};

/** POST /digests/series { name, cron, subscriptionId|subscriptionTagId|contentItemTagId|storyTopic, enabled, properties }. */
export const handleCreateSeries: RestHandler = async ({ ctx, body }) => {
  const { user } = requireSession(ctx);
  const s = await ctx.services.digests.createSeries(user, body);
  return { id: s.id, scheduledDigests: seriesMap([ctx.services.digests.view(s)]) };
};

/** GET /digests/series/{id}. */
export const handleGetSeries: RestHandler = async ({ ctx, params }) => {
  const { user } = requireSession(ctx);
  const s = await ctx.services.digests.ownSeries(user.id, params.id!);
  return { id: s.id, scheduledDigests: seriesMap([ctx.services.digests.view(s)]) };
};

/** PATCH /digests/series/{id}: the create payload; what is given changes. */
export const handlePatchSeries: RestHandler = async ({ ctx, params, body }) => {
  const { user } = requireSession(ctx);
  const s = await ctx.services.digests.patchSeries(user, params.id!, body);
  return { id: s.id, scheduledDigests: seriesMap([ctx.services.digests.view(s)]) };
};

/** DELETE /digests/series/{id}: `{ deletedScheduledDigestId, scheduledDigests: {} }`. */
export const handleDeleteSeries: RestHandler = async ({ ctx, params }) => {
  const { user } = requireSession(ctx);
  return { deletedScheduledDigestId: await ctx.services.digests.removeSeries(user, params.id!), scheduledDigests: {} };
};

/** POST /digests/series/{id}: Generate Now; `{ id, digests: [digest] }` with the new (pending) digest. */
export const handleStartSeries: RestHandler = async ({ ctx, params }) => {
  const { user } = requireSession(ctx);
  const s = await ctx.services.digests.ownSeries(user.id, params.id!);
  const d = await ctx.services.digests.start(user, s.id);
  return { id: d.id, digests: [presentDigest(d, s.feedKey)] };
};

/** GET /digests/series/{id}/podcast.xml?key=: the private podcast feed (no token: the key is the secret). */
export const handlePodcast: RestHandler = async ({ ctx, params, query }) => {
  const xml = await ctx.services.digests.podcast(params.id!, query.get("key"));
  return new Response(xml, { headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "private, max-age=300", "x-content-type-options": "nosniff" } });
};

/** GET /digests?scheduledDigestId=&limit=&pageKey=: `{ digests: [...], meta: { limit, pageKey, nextPageKey } }`. */
export const handleListDigests: RestHandler = async ({ ctx, query }) => {
  const { user } = requireSession(ctx);
  return ctx.services.digests.listDigests(user.id, Object.fromEntries(query));
};

/**
 * GET /digests/{id}?includeDigestContent=: no token needed (spec part 3 section 6: the id is the link a user shares).
 * `{ id, digests: [digest], stories, contentItems, feeds }`; with includeDigestContent=true also `content: { text,
 * transcript }`, the text summary's items and the audio transcript's segments.
 */
export const handleGetDigest: RestHandler = async ({ ctx, params, query }) => {
  const { digest, series } = await ctx.services.digests.digestById(params.id!);
  const items = await ctx.services.content.present(ctx.session?.user.id ?? null, digest.contentItemIds, false);
  const include = ["true", "1"].includes(query.get("includeDigestContent") ?? "");
  return {
    id: digest.id,
    digests: [presentDigest(digest, series?.feedKey ?? null)],
    stories: await ctx.services.stories.views((digest.properties as { storyIds?: string[] }).storyIds ?? []),
    ...items,
    ...(include ? { content: await ctx.services.digestGeneration.content(digest) } : {}),
  };
};

/** GET /digests/{id}/files/{text.json|audio.mp3|transcript.json|video.mp4}?key=: byte ranges, validators, cache headers. */
export const handleDigestFile: RestHandler = async ({ ctx, params, query, headers }) =>
  ctx.services.digests.file(params.id!, params.file!, query.get("key"), ctx.session?.user.id ?? null, headers);
