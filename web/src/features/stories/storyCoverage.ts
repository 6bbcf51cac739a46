/**
 * A story's items grouped by publisher (spec part 2: the story page shows its items and publishers): the sites
 * in the server's order (the most items first), each with its items in the story's order (the most central
 * first). Items of a feed the publishers do not name (a page loaded before a publisher's count caught up) go
 * under their feed's own title.
 */
export interface Publisher {
  site: string;
  feedIds: readonly string[];
  contentItemCount: number;
}

export interface GroupedItem {
  feedId: string;
  feedTitle: string | null;
}

export function groupByPublisher<T extends GroupedItem>(publishers: readonly Publisher[], items: readonly T[]): Array<{ site: string; items: T[] }> {
  const siteOfFeed = new Map<string, string>();
  for (const p of publishers) for (const f of p.feedIds) siteOfFeed.set(f, p.site);
  const groups = new Map<string, T[]>(publishers.map((p) => [p.site, []]));
  for (const item of items) {
    const site = siteOfFeed.get(item.feedId) ?? item.feedTitle ?? "Other sites";
    const group = groups.get(site) ?? [];
    group.push(item);
    groups.set(site, group);
  }
  return [...groups].filter(([, list]) => list.length > 0).map(([site, list]) => ({ site, items: list }));
}
