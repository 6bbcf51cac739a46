import type { WebsiteFeed } from "../../generated/prisma/client.js";

/** The spec's Website feed (part 3 section 3), as REST answers it; needsAttention is ours (self-healing). */
export function presentWebFeed(w: WebsiteFeed) {
  const selectors = (w.cssSelectors as { contentSelectors?: unknown } | null)?.contentSelectors;
  return {
    id: w.id,
    name: w.name,
    url: w.url,
    feedId: w.feedId,
    enabled: w.enabled,
    jsEnabled: w.jsEnabled,
    pageSettings: (w.pageSettings ?? {}) as Record<string, unknown>,
    cssSelectors: { contentSelectors: Array.isArray(selectors) ? (selectors as string[]) : [] },
    /** Not in the spec: three refreshes in a row extracted nothing (the site's layout probably changed). */
    needsAttention: w.needsAttention,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

export type WebFeedView = ReturnType<typeof presentWebFeed>;
