import { formatDateTime, formatTimeAgo } from "../feeds/formatDate";

/** Spec part 2 section 8: an audio or video item that fails to play. The link follows this text. */
export const MEDIA_ERROR_PREFIX = "There was a problem loading the media item. Try playing from the source at ";

/** The whole media error message for one link (toasts and tests; the view renders the link as a link). */
export function mediaErrorMessage(link: string): string {
  return `${MEDIA_ERROR_PREFIX}${link}`;
}

/**
 * The date shown in the details row: published, else the date the item is sorted by (the server's: updated,
 * else first seen), and never a date in the future (a post-dated entry shows when it was seen, as its list row
 * does). `ago` is the compact form (spec part 1 section 9), `full` the local date and time for the tooltip.
 */
export function itemDate(publishedAt: string | null | undefined, sortAt: string, now: number = Date.now()): { iso: string; ago: string; full: string } {
  const iso = publishedAt && Date.parse(publishedAt) <= now ? publishedAt : sortAt;
  return { iso, ago: formatTimeAgo(iso, now), full: formatDateTime(iso) };
}

/**
 * Whether the hero image should show above the body: not when there is none, and not when the body already
 * starts with the same picture (feeds often repeat their lead image in the body; showing it twice looks broken).
 */
export function showHero(imageUrl: string | null | undefined, bodyHtml: string | null | undefined): boolean {
  if (!imageUrl) return false;
  if (!bodyHtml) return true;
  return !bodyHtml.includes(imageUrl) && !bodyHtml.includes(imageUrl.replace(/&/g, "&amp;"));
}

/** The app's own address of an item (/content/{id}): what Copy link gives for an item without a link. */
export function itemAppUrl(origin: string, contentItemId: string): string {
  return `${origin}/content/${encodeURIComponent(contentItemId)}`;
}

/** The address Copy link and Share hand out: the source when there is one, else the app's page. */
export function shareUrl(link: string | null | undefined, origin: string, contentItemId: string): string {
  return link || itemAppUrl(origin, contentItemId);
}
