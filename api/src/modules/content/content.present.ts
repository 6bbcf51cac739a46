import type { Config } from "../../config.js";
import type { ItemReadFlags } from "../../core/readState.js";
import type { ContentItem } from "../../generated/prisma/client.js";
import { isWebImageUrl, rewriteImages, rewriteInsecureImages, secureImageUrl } from "../../reader/images/insecureImages.js";
import type { NormalisedEnclosure } from "../../reader/parse/types.js";
import { sanitizeFeedBody, SANITIZER_VERSION } from "../../reader/sanitize/sanitizeFeedHtml.js";
import type { ProPictures } from "../images/pictureProxy.js";

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

/**
 * Where the item's HTML body can be fetched (spec: jesterContentEncodedUrl); lists leave the body out. A Pro
 * reader's address is signed, and its pictures come through the anonymous proxy.
 */
export function encodedContentUrl(config: Config, id: string, pro: ProPictures | null = null): string {
  return `${config.publicUrl}/api_v1/content/${id}/encoded${pro ? `?proxy=${pro.encodedSignature(id)}` : ""}`;
}

/** Where one of an item's pictures is served from our origin: GET /api_v1/content/{id}/images?url= (content.rest.ts). */
export function itemImageUrl(config: Config, itemId: string, url: string): string {
  return `${config.publicUrl}/api_v1/content/${itemId}/images?url=${encodeURIComponent(url)}`;
}

/**
 * The item's picture (jesterImageUrl) as clients get it: an http:// one through our image endpoint, and for a
 * Pro reader any one through the anonymous proxy.
 */
export function presentItemImage(config: Config, item: Pick<ContentItem, "id" | "imageUrl">, pro: ProPictures | null = null): string | null {
  if (pro) return secureImageUrl(item.imageUrl, pro.image, isWebImageUrl);
  return secureImageUrl(item.imageUrl, (url) => itemImageUrl(config, item.id, url));
}

/**
 * What the rules of version 1 let through and version 2 removes or changes (attributes they dropped, styles,
 * <tt>, FeedFlare): a stored fragment without any of it comes out of the current sanitiser unchanged, so it
 * need not pay for a second pass (a list page in the article layout shows 25 bodies).
 */
const CLEANED_DIFFERENTLY = /\s(style|tabindex|role|align|valign|width|height|border|color|face|size|hspace|vspace|cellpadding|cellspacing|frame|rules|nowrap|clear|compact|hidden|cols|rows)[=\s/>]|<tt\b|feedburner\.com\/~ff\//i;

/**
 * Stored item HTML (the body or the description) as it leaves the server. A row cleaned by older sanitiser rules
 * (htmlVersion, e.g. one stored while publishers' styling was kept) is cleaned again first when it holds anything
 * those rules treated differently: SQL cannot run the sanitiser, so old rows are fixed on the way out, and each
 * is rewritten as soon as a refresh sees it again. Then http:// pictures go through our image endpoint, so they
 * load on an https deployment and under the app's Content-Security-Policy. Rewritten here rather than stored:
 * the address depends on the deployment (PUBLIC_URL) and the reader: a Pro reader's pictures, https ones too, all
 * go through the anonymous proxy.
 */
export function presentItemHtml(config: Config, item: Pick<ContentItem, "id" | "link" | "htmlVersion">, html: string | null, pro: ProPictures | null = null): string | null {
  if (!html) return html;
  const clean = item.htmlVersion < SANITIZER_VERSION && CLEANED_DIFFERENTLY.test(html) ? sanitizeFeedBody(html, { baseUrl: item.link }).html : html;
  if (pro) return rewriteImages(clean, pro.image, isWebImageUrl);
  return rewriteInsecureImages(clean, (url) => itemImageUrl(config, item.id, url));
}

/** The spec's content item (part 2 section 3) as REST returns it. */
export function presentContentItem(item: ContentItem, flags: ItemReadFlags | undefined, tagIds: string[], opts: { config: Config; withBody: boolean; pro?: ProPictures | null }) {
  const pro = opts.pro ?? null;
  return {
    id: item.id,
    title: item.title,
    link: item.link,
    description: presentItemHtml(opts.config, item, item.description, pro),
    creator: item.author,
    publishedAt: item.publishedAt?.toISOString() ?? null,
    updatedAt: (item.itemUpdatedAt ?? item.lastChangedAt).toISOString(),
    sortAt: item.sortAt.toISOString(),
    isRead: flags?.isRead ?? false,
    score: item.score,
    engagementScore: item.engagementScore,
    jesterImageUrl: presentItemImage(opts.config, item, pro),
    jesterContentEncoded: opts.withBody ? presentItemHtml(opts.config, item, item.contentHtml, pro) : null,
    jesterContentEncodedUrl: item.contentHtml === null ? null : encodedContentUrl(opts.config, item.id, pro),
    feedId: item.feedId,
    subscriptionId: flags?.subscriptionId ?? null,
    contentItemTagIds: tagIds,
    media: mediaOf(item),
    aliasedContentItem: null,
    /** Filled by the content service (itemTopics.ts). */
    topicAssociations: [] as Array<{ contentItemTopicId: string; name: string }>,
  };
}

export type ContentItemView = ReturnType<typeof presentContentItem>;
