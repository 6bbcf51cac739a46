import type { SyncFeed, SyncItem, SyncLibrary } from "../syncReader.service.js";
import { LABEL_PREFIX, longItemId, READ, READING_LIST, STARRED } from "./greaderIds.js";

/**
 * Google Reader's JSON shapes, as FreshRSS and Miniflux write them (the apps were tested against those): a
 * subscription with its folders as categories, tags, unread counts, and items with their state as categories.
 */

const label = (name: string) => `${LABEL_PREFIX}${name}`;
const usec = (d: Date | null) => (d ? String(d.getTime() * 1000) : "0");
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function presentSubscriptions(library: SyncLibrary) {
  const folderName = new Map(library.folders.map((f) => [f.id, f.name]));
  return {
    subscriptions: library.feeds.map((f) => ({
      id: `feed/${f.feedId}`,
      title: f.title,
      categories: f.folderIds.map((id) => ({ id: label(folderName.get(id)!), label: folderName.get(id)!, type: "folder" })),
      sortid: f.feedSyncId,
      firstitemmsec: "0",
      url: f.url,
      htmlUrl: f.siteUrl ?? "",
      iconUrl: f.faviconUrl ?? "",
    })),
  };
}

/** Starred (read-later) first, then folders (type folder) and the user's own tags (type tag), as Inoreader marks them. */
export function presentTags(library: SyncLibrary) {
  return {
    tags: [
      { id: STARRED },
      ...library.folders.map((f) => ({ id: label(f.name), label: f.name, type: "folder", unread_count: f.unread })),
      ...library.tags.filter((t) => !t.isReadLater).map((t) => ({ id: label(t.name), label: t.name, type: "tag", unread_count: t.unread })),
    ],
  };
}

export function presentUnreadCounts(library: SyncLibrary) {
  const count = (id: string, n: number, newest: Date | null) => ({ id, count: n, newestItemTimestampUsec: usec(newest) });
  const unreadcounts = [
    ...library.feeds.map((f: SyncFeed) => count(`feed/${f.feedId}`, f.unread, f.newestAt)),
    ...library.folders.map((f) => count(label(f.name), f.unread, f.newestAt)),
    ...library.tags.filter((t) => !t.isReadLater).map((t) => count(label(t.name), t.unread, null)),
    count(READING_LIST, library.totalUnread, library.newestAt),
  ];
  return { max: Math.max(1000, library.totalUnread), unreadcounts };
}

/** An item's categories: the reading list, its subscription's folders, read and starred state, and its tags as labels. */
export function itemCategories(item: SyncItem, library: SyncLibrary): string[] {
  const feed = library.feeds.find((f) => f.feedId === item.feed.id);
  const folderName = new Map(library.folders.map((f) => [f.id, f.name]));
  const tagName = new Map(library.tags.map((t) => [t.id, t.name]));
  return [
    READING_LIST,
    ...(feed?.folderIds ?? []).map((id) => label(folderName.get(id)!)),
    ...(item.isRead ? [READ] : []),
    ...(item.tagIds.includes(library.readLaterTagId) ? [STARRED] : []),
    ...item.tagIds.filter((id) => id !== library.readLaterTagId && tagName.has(id)).map((id) => label(tagName.get(id)!)),
  ];
}

export function presentItem(item: SyncItem, library: SyncLibrary) {
  const link = item.link ?? "";
  return {
    id: longItemId(item.syncId),
    crawlTimeMsec: String(item.firstSeenAt.getTime()),
    timestampUsec: usec(item.sortAt),
    published: seconds(item.publishedAt ?? item.sortAt),
    updated: seconds(item.updatedAt),
    title: item.title ?? "",
    author: item.author ?? "",
    canonical: [{ href: link }],
    alternate: [{ href: link, type: "text/html" }],
    categories: itemCategories(item, library),
    origin: { streamId: `feed/${item.feed.id}`, title: item.feed.title, htmlUrl: item.feed.siteUrl ?? "", feedUrl: item.feed.url },
    summary: { direction: "ltr", content: item.html },
    content: { direction: "ltr", content: item.html },
    enclosure: item.enclosures.map((e) => ({ href: e.url, url: e.url, type: e.type ?? "", ...(e.length ? { length: e.length } : {}) })),
  };
}

/** stream/contents and stream/items/contents: the items, the stream they came from, and the continuation. */
export function presentStream(opts: { id: string; title: string; selfUrl: string; items: SyncItem[]; library: SyncLibrary; continuation: string | null; author: string }) {
  return {
    direction: "ltr",
    id: opts.id,
    title: opts.title,
    author: opts.author,
    self: [{ href: opts.selfUrl }],
    updated: seconds(new Date()),
    items: opts.items.map((i) => presentItem(i, opts.library)),
    ...(opts.continuation ? { continuation: opts.continuation } : {}),
  };
}
