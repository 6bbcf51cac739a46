import { formatTimeAgo } from "../feeds/formatDate";

/** A story's title, or a neutral one while it has none (a story is named by its most central item's title). */
export function storyTitle(title: string | null | undefined): string {
  return title?.trim() || "Untitled story";
}

/** "12 articles · 5 sources · 2h ago": how big a story is and how fresh its newest item. */
export function storyMeta(s: { contentItemCount: number; publisherCount: number; lastItemAt: string }, now = Date.now()): string {
  const articles = `${s.contentItemCount} ${s.contentItemCount === 1 ? "article" : "articles"}`;
  const sources = `${s.publisherCount} ${s.publisherCount === 1 ? "source" : "sources"}`;
  return `${articles} · ${sources} · ${formatTimeAgo(s.lastItemAt, now)}`;
}

/** The story page (spec: /stories/{id}). */
export function storyPath(storyId: string): string {
  return `/stories/${encodeURIComponent(storyId)}`;
}
