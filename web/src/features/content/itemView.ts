import { formatTimeAgo, hostOf } from "../feeds/formatDate";

/** What every layout draws for one item, read from the list fragment once. */
export interface ItemView {
  /** Relay id. */
  id: string;
  /** Raw id (the /content/{id} address). */
  contentItemId: string;
  title: string;
  link: string | null;
  snippet: string;
  source: string;
  faviconUrl: string | null;
  creator: string | null;
  when: string;
  /** The instant `when` counts from (ISO): its exact date is the age's tooltip, made on hover (items/ItemParts). */
  sortAt: string;
  imageUrl: string | null;
  score: number | null;
  comments: number | null;
  isRead: boolean;
  bodyHtml: string | null;
}

const TAG = /<[^>]*>/g;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/**
 * A plain-text teaser: tags dropped, common entities decoded, whitespace folded, cut at a word near `max`.
 * Rendered as text (never HTML), so this is about looks, not safety.
 */
export function toSnippet(text: string | null | undefined, max = 280): string {
  if (!text) return "";
  const plain = text
    .replace(TAG, " ")
    .replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name.toLowerCase()] ?? (name.startsWith("#") ? safeCodePoint(name.slice(1)) ?? m : m))
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

function safeCodePoint(code: string): string | null {
  const n = code.startsWith("x") || code.startsWith("X") ? parseInt(code.slice(1), 16) : parseInt(code, 10);
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : null;
}

export interface ItemSource {
  id: string;
  contentItemId: string;
  title?: string | null;
  link?: string | null;
  description?: string | null;
  creator?: string | null;
  sortAt: string;
  score?: number | null;
  isRead: boolean;
  jesterImageUrl?: string | null;
  jesterContentEncoded?: string | null;
  commentCount?: number | null;
  feedTitle?: string | null;
  subscriptionTitle?: string | null;
  faviconUrl?: string | null;
}

/** The layouts' view of an item; `now` fixes the clock for tests. */
export function toItemView(s: ItemSource, now: number = Date.now()): ItemView {
  return {
    id: s.id,
    contentItemId: s.contentItemId,
    title: s.title?.trim() || toSnippet(s.description, 80) || (s.link ? hostOf(s.link) : "Untitled"),
    link: s.link ?? null,
    snippet: toSnippet(s.description),
    source: s.subscriptionTitle || s.feedTitle || (s.link ? hostOf(s.link) : ""),
    faviconUrl: s.faviconUrl ?? null,
    creator: s.creator?.trim() || null,
    when: formatTimeAgo(s.sortAt, now),
    sortAt: s.sortAt,
    imageUrl: s.jesterImageUrl ?? null,
    score: s.score ?? null,
    comments: s.commentCount ?? null,
    isRead: s.isRead,
    bodyHtml: s.jesterContentEncoded ?? null,
  };
}
