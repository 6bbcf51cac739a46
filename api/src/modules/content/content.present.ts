import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import type { ContentItem } from "../../generated/prisma/client.js";
import type { NormalisedEnclosure } from "../../reader/parse/types.js";
import { feedViews, readingListResponse } from "../subscriptions/subscriptions.present.js";
import { countTags, shownTagUnread } from "../contentTags/tagCounts.js";
import type { ContentTagsService } from "../contentTags/contentTags.service.js";
import { readFlags, type ItemReadFlags } from "./readState.js";

export type MediaType = "audio" | "video" | "image" | "document" | "comments";

/** Spec part 2 section 3: media of an item (from enclosures, plus its comments link). */
export interface MediaView {
  id: string;
  mediaType: MediaType;
  link: string;
  properties: { numComments?: number | null; score?: number | null; mimeType?: string | null; length?: number | null };
}

const EXTENSIONS: Array<[RegExp, MediaType]> = [
  [/\.(mp3|m4a|aac|ogg|oga|opus|wav|flac)(\?|$)/i, "audio"],
  [/\.(mp4|m4v|mov|webm|ogv|mkv)(\?|$)/i, "video"],
  [/\.(jpe?g|png|gif|webp|avif|svg)(\?|$)/i, "image"],
];

function mediaTypeOf(e: NormalisedEnclosure): MediaType {
  const major = e.type?.split("/")[0]?.toLowerCase();
  if (major === "audio" || major === "video" || major === "image") return major;
  return EXTENSIONS.find(([re]) => re.test(e.url))?.[1] ?? "document";
}

type MediaSource = Pick<ContentItem, "id" | "enclosures" | "commentsUrl" | "score" | "commentCount">;

/** Enclosures by their MIME type (else file extension), then the comments thread with the item's score. */
export function mediaOf(item: MediaSource): MediaView[] {
  const enclosures = Array.isArray(item.enclosures) ? (item.enclosures as unknown as NormalisedEnclosure[]) : [];
  const media: MediaView[] = enclosures
    .filter((e) => typeof e?.url === "string")
    .map((e, i) => ({ id: `${item.id}:${i}`, mediaType: mediaTypeOf(e), link: e.url, properties: { mimeType: e.type ?? null, length: e.length ?? null } }));
  if (item.commentsUrl) media.push({ id: `${item.id}:comments`, mediaType: "comments", link: item.commentsUrl, properties: { numComments: item.commentCount, score: item.score } });
  return media;
}

/** Where the item's HTML body can be fetched (spec: jesterContentEncodedUrl); lists leave the body out. */
export function encodedContentUrl(config: Config, id: string): string {
  return `${config.publicUrl}/api_v1/content/${id}/encoded`;
}

/** The spec's content item (part 2 section 3) as REST returns it. */
export function presentContentItem(item: ContentItem, flags: ItemReadFlags | undefined, tagIds: string[], opts: { config: Config; withBody: boolean }) {
  return {
    id: item.id,
    title: item.title,
    link: item.link,
    description: item.description,
    creator: item.author,
    publishedAt: item.publishedAt?.toISOString() ?? null,
    updatedAt: (item.itemUpdatedAt ?? item.lastChangedAt).toISOString(),
    sortAt: item.sortAt.toISOString(),
    isRead: flags?.isRead ?? false,
    score: item.score,
    engagementScore: item.engagementScore,
    jesterImageUrl: item.imageUrl,
    jesterContentEncoded: opts.withBody ? item.contentHtml : null,
    jesterContentEncodedUrl: item.contentHtml === null ? null : encodedContentUrl(opts.config, item.id),
    feedId: item.feedId,
    subscriptionId: flags?.subscriptionId ?? null,
    contentItemTagIds: tagIds,
    media: mediaOf(item),
    aliasedContentItem: null,
    topicAssociations: [] as Array<{ contentItemTopicId: string }>,
  };
}

export type ContentItemView = ReturnType<typeof presentContentItem>;

/**
 * Items in the given order with the viewer's read flags and tags, and their feeds as a map (like every other
 * collection). `withBody` false leaves bodies out (lists): clients fetch them from jesterContentEncodedUrl.
 */
export async function contentItemsResponse(
  deps: { db: Db; config: Config; contentTags: ContentTagsService },
  viewerId: string | null,
  ids: string[],
  withBody: boolean,
) {
  const { db } = deps;
  const [rows, flags, tags] = await Promise.all([
    db.contentItem.findMany({ where: { id: { in: ids } }, include: { feed: true } }),
    viewerId ? readFlags(db, viewerId, ids) : Promise.resolve(new Map<string, ItemReadFlags>()),
    viewerId ? deps.contentTags.tagIdsOf(viewerId, ids) : Promise.resolve(new Map<string, string[]>()),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const feeds = [...new Map(ordered.map((r) => [r.feedId, r.feed])).values()];
  return {
    contentItems: ordered.map((r) => presentContentItem(r, flags.get(r.id), tags.get(r.id) ?? [], { config: deps.config, withBody })),
    feeds: await feedViews(db, feeds),
  };
}

/** The spec's content item tag (part 2 section 3), with its unread count beside totalContentItems. */
export function presentTag(tag: { id: string; name: string; slug: string; enabled: boolean; isSystem: boolean; properties: unknown }, count: { total: number; unread: number } | undefined) {
  return {
    id: tag.id,
    name: tag.name,
    slug: tag.slug,
    enabled: tag.enabled,
    isSystem: tag.isSystem,
    totalContentItems: count?.total ?? 0,
    unreadCount: shownTagUnread(tag, count),
    properties: { icon: null, showInSidebar: false, enableDatafeed: false, ...(tag.properties as object) },
  };
}

/** Every tag of the user keyed by id, with counts (bootstrap and every tag or read-state call). */
export async function contentItemTagsMap(db: Db, contentTags: ContentTagsService, userId: string) {
  const [tags, counts] = await Promise.all([contentTags.list(userId), countTags(db, userId)]);
  return Object.fromEntries(tags.map((t) => [t.id, presentTag(t, counts.get(t.id))]));
}

/**
 * What every read-state call answers: the touched subscriptions, every folder and tag with counts, and
 * allUnreadCount (the reading list's shape), so a client can refresh every count from one response.
 */
export async function countsResponse(db: Db, contentTags: ContentTagsService, userId: string, subscriptionIds: string[]) {
  const [list, contentItemTags] = await Promise.all([readingListResponse(db, userId, { subscriptionIds }), contentItemTagsMap(db, contentTags, userId)]);
  return { ...list, contentItemTags };
}
