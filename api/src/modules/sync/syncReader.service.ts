import type { Config } from "../../config.js";
import { notPrivateFeedSql } from "../../core/privateFeeds.js";
import { readFlags } from "../../core/readState.js";
import { countTags } from "../../core/tagCounts.js";
import { countUnread, notFilteredSql, showingSql, shownUnread } from "../../core/unreadCounts.js";
import type { Db } from "../../db.js";
import { DomainError } from "../../errors.js";
import { Prisma, type User } from "../../generated/prisma/client.js";
import type { ContentService } from "../content/content.service.js";
import { presentItemHtml } from "../content/content.present.js";
import type { ScopeInput } from "../content/contentScope.js";
import type { SortAtRange } from "../content/content.validation.js";
import type { ContentTagsService } from "../contentTags/contentTags.service.js";
import { READ_LATER_SLUG } from "../contentTags/systemTags.js";
import { tagNameKey } from "../contentTags/contentTags.validation.js";
import { isUuid } from "../../lib/ids.js";
import { feedPictures } from "../feeds/feeds.service.js";
import { subscriptionTitle } from "../subscriptions/subscriptions.present.js";

/**
 * What the sync APIs (Google Reader, Fever) read and change, in their terms: followed feeds with their folders
 * and counts, item pages, items by their 64-bit numbers, read and saved state. A thin layer over the services the
 * web app uses (content lists and read state, content tags, core counts), so filters, disabled subscriptions and
 * folders apply exactly as in the web app: only showing subscriptions are listed, a disabled folder is no folder,
 * items a filter hides never appear, and every change is announced to the user's open tabs.
 *
 * Numbers: items, feeds and folders carry a `syncId` from a database sequence (migration 20261127100000), kept as
 * decimal strings here (they may pass 2^53 one day; JSON and JavaScript numbers may not hold them).
 */

/** A showing subscription as sync apps see it: a feed in zero or more enabled folders. */
export interface SyncFeed {
  subscriptionId: string;
  feedId: string;
  feedSyncId: string;
  title: string;
  url: string;
  siteUrl: string | null;
  faviconUrl: string | null;
  folderIds: string[];
  unread: number;
  newestAt: Date | null;
  lastRefreshedAt: Date | null;
}

export interface SyncFolder {
  id: string;
  syncId: string;
  name: string;
  subscriptionIds: string[];
  unread: number;
  newestAt: Date | null;
}

export interface SyncTag {
  id: string;
  name: string;
  isReadLater: boolean;
  unread: number;
}

/** The user's reading list in one read: what subscription/list, tag/list, unread-count, groups and feeds answer from. */
export interface SyncLibrary {
  feeds: SyncFeed[];
  folders: SyncFolder[];
  /** Enabled content tags (read-later among them). */
  tags: SyncTag[];
  readLaterTagId: string;
  totalUnread: number;
  newestAt: Date | null;
}

/** One item with what both protocols show of it. */
export interface SyncItem {
  id: string;
  syncId: string;
  title: string | null;
  link: string | null;
  author: string | null;
  html: string;
  publishedAt: Date | null;
  sortAt: Date;
  firstSeenAt: Date;
  updatedAt: Date;
  enclosures: Array<{ url: string; type: string | null; length: number | null }>;
  feed: { id: string; syncId: string; title: string; url: string; siteUrl: string | null };
  isRead: boolean;
  tagIds: string[];
}

export interface PageRequest {
  scope: ScopeInput;
  /** Which items by read state: all, unread only, or read only. */
  read?: "all" | "unread" | "read";
  /** Keep only saved (read-later) items, or only unsaved ones. */
  saved?: boolean | null;
  oldestFirst: boolean;
  count: number;
  continuation: string | null;
  range?: SortAtRange | null;
}

/** How many list pages one sync page may scan when it filters what the lists cannot (read-only, saved). */
const MAX_SCANS = 5;

export type SyncReader = ReturnType<typeof createSyncReader>;

export interface SyncReaderDeps {
  db: Db;
  config: Config;
  content: Pick<ContentService, "list" | "setRead" | "markRead">;
  contentTags: Pick<ContentTagsService, "list" | "tagIdsOf" | "tagItem" | "untagItem" | "create" | "patch" | "remove">;
}

export function createSyncReader({ db, config, content, contentTags }: SyncReaderDeps) {
  async function readLaterTag(userId: string) {
    const tags = await contentTags.list(userId);
    return { tags, readLater: tags.find((t) => t.slug === READ_LATER_SLUG)! };
  }

  /** syncId (decimal text) of each item, by item id. */
  async function syncIdsOf(itemIds: string[]): Promise<Map<string, string>> {
    if (!itemIds.length) return new Map();
    const rows = await db.$queryRaw<Array<{ id: string; syncId: string }>>`
      SELECT id, "syncId"::text AS "syncId" FROM "ContentItem" WHERE id = ANY(${itemIds}::uuid[])`;
    return new Map(rows.map((r) => [r.id, r.syncId]));
  }

  return {
    readLaterTag,
    syncIdsOf,

    /**
     * A label's name as the user's folder (compared as the web app compares folder names, case aside), else their
     * content tag of that name (compared as tag names are), else null. A folder wins a clash: labels name folders
     * first in Google Reader's model, and tag/list lists both.
     */
    async resolveLabel(userId: string, name: string): Promise<{ folderId: string } | { tagId: string } | null> {
      const folder = await db.folder.findFirst({ where: { userId, name: { equals: name.trim(), mode: "insensitive" } }, select: { id: true } });
      if (folder) return { folderId: folder.id };
      const key = tagNameKey(name);
      const tag = key ? await db.contentItemTag.findUnique({ where: { userId_nameKey: { userId, nameKey: key } }, select: { id: true } }) : null;
      return tag ? { tagId: tag.id } : null;
    },

    /** The user's subscription to a feed given by our feed id or by its URL (a subscribe's `feed/{url}`), or null. */
    async subscriptionFor(userId: string, feedRef: string): Promise<{ subscriptionId: string; feedId: string } | null> {
      const feed = isUuid(feedRef) ? { id: feedRef } : await db.feed.findUnique({ where: { url: feedRef }, select: { id: true } });
      if (!feed) return null;
      const sub = await db.feedSubscription.findUnique({ where: { userId_feedId: { userId, feedId: feed.id } }, select: { id: true } });
      return sub ? { subscriptionId: sub.id, feedId: feed.id } : null;
    },

    /** A feed by its syncId (Fever's feed ids): the user's subscription to it, or null. */
    async subscriptionForFeedSyncId(userId: string, feedSyncId: string): Promise<string | null> {
      if (!/^\d{1,19}$/.test(feedSyncId)) return null;
      const [row] = await db.$queryRaw<Array<{ id: string }>>`
        SELECT s.id FROM "FeedSubscription" s JOIN "Feed" f ON f.id = s."feedId"
        WHERE s."userId" = ${userId}::uuid AND f."syncId" = ${feedSyncId}::bigint`;
      return row?.id ?? null;
    },

    /** A folder by its syncId (Fever's group ids), the user's own only, or null. */
    async folderForSyncId(userId: string, folderSyncId: string): Promise<string | null> {
      if (!/^\d{1,19}$/.test(folderSyncId)) return null;
      const [row] = await db.$queryRaw<Array<{ id: string }>>`
        SELECT id FROM "Folder" WHERE "userId" = ${userId}::uuid AND "syncId" = ${folderSyncId}::bigint`;
      return row?.id ?? null;
    },

    /** The user's showing subscriptions, enabled folders and enabled tags with unread counts (as the web's drawer counts). */
    async library(userId: string): Promise<SyncLibrary> {
      const [subs, folders, counts, { tags, readLater }, tagCounts] = await Promise.all([
        db.$queryRaw<
          Array<{ id: string; feedId: string; feedSyncId: string; title: string | null; feedTitle: string | null; url: string; link: string | null; imageUrl: string | null; iconHash: string | null; newestAt: Date | null; lastRunAt: Date | null }>
        >`
          SELECT s.id, s."feedId", f."syncId"::text AS "feedSyncId", s.title, f.title AS "feedTitle", f.url, f.link, f."imageUrl", f."iconHash",
            (SELECT ci."sortAt" FROM "ContentItem" ci WHERE ci."feedId" = s."feedId" ORDER BY ci."sortAt" DESC LIMIT 1) AS "newestAt",
            f."lastRunAt"
          FROM "FeedSubscription" s JOIN "Feed" f ON f.id = s."feedId"
          WHERE s."userId" = ${userId}::uuid AND ${showingSql("s")}
          ORDER BY lower(COALESCE(s.title, f.title, f.url)), s.id`,
        db.$queryRaw<Array<{ id: string; syncId: string; name: string; subscriptionIds: string[] }>>`
          SELECT fo.id, fo."syncId"::text AS "syncId", fo.name,
            COALESCE(array_agg(m."subscriptionId") FILTER (WHERE m."subscriptionId" IS NOT NULL), ARRAY[]::uuid[])::text[] AS "subscriptionIds"
          FROM "Folder" fo LEFT JOIN "FolderMembership" m ON m."folderId" = fo.id
          WHERE fo."userId" = ${userId}::uuid AND fo.enabled
          GROUP BY fo.id ORDER BY lower(fo.name), fo.id`,
        countUnread(db, userId),
        readLaterTag(userId),
        countTags(db, userId),
      ]);
      const showing = new Set(subs.map((s) => s.id));
      const folderViews: SyncFolder[] = folders.map((f) => {
        const members = f.subscriptionIds.filter((id) => showing.has(id));
        return { id: f.id, syncId: f.syncId, name: f.name, subscriptionIds: members, unread: 0, newestAt: null };
      });
      const feeds: SyncFeed[] = subs.map((s) => ({
        subscriptionId: s.id,
        feedId: s.feedId,
        feedSyncId: s.feedSyncId,
        title: subscriptionTitle(s, { title: s.feedTitle, url: s.url }),
        url: s.url,
        siteUrl: s.link,
        faviconUrl: feedPictures(config.publicUrl, { id: s.feedId, imageUrl: s.imageUrl, iconHash: s.iconHash }).faviconUrl,
        folderIds: folderViews.filter((f) => f.subscriptionIds.includes(s.id)).map((f) => f.id),
        unread: shownUnread(counts.get(s.id)),
        newestAt: s.newestAt,
        lastRefreshedAt: s.lastRunAt,
      }));
      const later = (a: Date | null, b: Date | null) => (a && (!b || a > b) ? a : b);
      for (const folder of folderViews) {
        for (const feed of feeds.filter((x) => folder.subscriptionIds.includes(x.subscriptionId))) {
          folder.unread += feed.unread;
          folder.newestAt = later(feed.newestAt, folder.newestAt);
        }
      }
      return {
        feeds,
        folders: folderViews,
        tags: tags.filter((t) => t.enabled).map((t) => ({ id: t.id, name: t.name, isReadLater: t.id === readLater.id, unread: tagCounts.get(t.id)?.unread ?? 0 })),
        readLaterTagId: readLater.id,
        totalUnread: feeds.reduce((n, f) => n + f.unread, 0),
        newestAt: feeds.reduce<Date | null>((d, f) => later(f.newestAt, d), null),
      };
    },

    /**
     * One page of a list in date order (newest first unless `oldestFirst`), as item ids with their syncIds, and
     * the continuation for the next page (null at the end). The web app's list pages underneath: a list that does
     * not show (a disabled folder, a subscription in disabled folders only, another user's) is an empty page.
     * Read-only and saved filters, which the lists do not offer, are applied to what a few list pages hold, so a
     * page may come back short with a continuation; clients follow continuations until there is none.
     */
    async page(user: User, req: PageRequest): Promise<{ items: Array<{ id: string; syncId: string }>; continuation: string | null }> {
      const read = req.read ?? "all";
      const postFilter = read === "read" || (req.saved !== undefined && req.saved !== null);
      const savedTagId = postFilter && req.saved !== undefined && req.saved !== null ? (await readLaterTag(user.id)).readLater.id : null;
      const ids: string[] = [];
      let after = req.continuation;
      for (let scan = 0; scan < (postFilter ? MAX_SCANS : 1); scan++) {
        let page;
        try {
          page = await content.list(user.id, {
            scope: req.scope,
            sortBy: req.oldestFirst ? "oldest" : "newest",
            showRead: read !== "unread",
            limit: req.count - ids.length,
            after,
            sortAtRange: req.range ?? null,
          });
        } catch (e) {
          if (e instanceof DomainError && (e.key === "CONTENT_LIST_UNAVAILABLE" || e.key === "NOT_FOUND")) return { items: [], continuation: null };
          throw e;
        }
        let pageIds = page.items.map((i) => i.id);
        if (read === "read" && pageIds.length) {
          const flags = await readFlags(db, user.id, pageIds);
          pageIds = pageIds.filter((id) => flags.get(id)?.isRead);
        }
        if (savedTagId && pageIds.length) {
          const tagged = await contentTags.tagIdsOf(user.id, pageIds);
          pageIds = pageIds.filter((id) => (tagged.get(id) ?? []).includes(savedTagId) === req.saved);
        }
        ids.push(...pageIds);
        after = page.nextCursor;
        if (!after || ids.length >= req.count) break;
      }
      const syncIds = await syncIdsOf(ids);
      return { items: ids.flatMap((id) => (syncIds.has(id) ? [{ id, syncId: syncIds.get(id)! }] : [])), continuation: after };
    },

    /**
     * Item ids for syncIds (decimal text), in the order asked, leaving out unknown numbers and items of another
     * user's website feed (private to its owner, as in the web app).
     */
    async itemIdsFor(userId: string, syncIds: string[]): Promise<string[]> {
      const wanted = [...new Set(syncIds.filter((s) => /^\d{1,19}$/.test(s)))];
      if (!wanted.length) return [];
      const rows = await db.$queryRaw<Array<{ id: string; syncId: string }>>`
        SELECT ci.id, ci."syncId"::text AS "syncId" FROM "ContentItem" ci
        WHERE ci."syncId" = ANY(${wanted}::bigint[]) AND ${notPrivateFeedSql(Prisma.sql`ci."feedId"`, userId)}`;
      const bySyncId = new Map(rows.map((r) => [r.syncId, r.id]));
      return wanted.flatMap((s) => bySyncId.get(s) ?? []);
    },

    /** The items with what both protocols show, in the order given; the body is sanitised HTML as the web app serves it. */
    async items(userId: string, itemIds: string[]): Promise<SyncItem[]> {
      if (!itemIds.length) return [];
      const [rows, flags, tags, syncIds] = await Promise.all([
        db.contentItem.findMany({ where: { id: { in: itemIds } }, include: { feed: true } }),
        readFlags(db, userId, itemIds),
        contentTags.tagIdsOf(userId, itemIds),
        syncIdsOf(itemIds),
      ]);
      const feedIds = [...new Set(rows.map((r) => r.feedId))];
      const [feedSyncIds, subs] = await Promise.all([
        db.$queryRaw<Array<{ id: string; syncId: string }>>`SELECT id, "syncId"::text AS "syncId" FROM "Feed" WHERE id = ANY(${feedIds}::uuid[])`,
        db.feedSubscription.findMany({ where: { userId, feedId: { in: feedIds } }, select: { feedId: true, title: true } }),
      ]);
      const feedSyncId = new Map(feedSyncIds.map((f) => [f.id, f.syncId]));
      const ownTitle = new Map(subs.map((s) => [s.feedId, s.title]));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return itemIds.flatMap((id) => {
        const r = byId.get(id);
        if (!r) return [];
        const enclosures = Array.isArray(r.enclosures) ? (r.enclosures as Array<{ url?: unknown; type?: unknown; length?: unknown }>) : [];
        return [{
          id: r.id,
          syncId: syncIds.get(r.id) ?? "0",
          title: r.title,
          link: r.link,
          author: r.author,
          html: presentItemHtml(config, r, r.contentHtml ?? r.description) ?? "",
          publishedAt: r.publishedAt,
          sortAt: r.sortAt,
          firstSeenAt: r.firstSeenAt,
          updatedAt: r.itemUpdatedAt ?? r.lastChangedAt,
          enclosures: enclosures.flatMap((e) => (typeof e?.url === "string" ? [{ url: e.url, type: typeof e.type === "string" ? e.type : null, length: typeof e.length === "number" ? e.length : null }] : [])),
          feed: {
            id: r.feedId,
            syncId: feedSyncId.get(r.feedId) ?? "0",
            title: subscriptionTitle({ title: ownTitle.get(r.feedId) ?? null }, r.feed),
            url: r.feed.url,
            siteUrl: r.feed.link,
          },
          isRead: flags.get(r.id)?.isRead ?? false,
          tagIds: tags.get(r.id) ?? [],
        }];
      });
    },

    /** Marks items read or unread (one row each, as the web app's toggle writes); announced to the user's tabs. */
    async setRead(user: User, itemIds: string[], isRead: boolean): Promise<void> {
      for (const id of itemIds) await content.setRead(user, id, isRead);
    },

    /** Puts items in a tag or takes them out (read-later for starred / saved, a user tag for a label). */
    async setTagged(user: User, itemIds: string[], tagId: string, tagged: boolean): Promise<void> {
      for (const id of itemIds) {
        if (tagged) await contentTags.tagItem(user, id, { contentItemTagId: tagId });
        else await contentTags.untagItem(user, id, tagId);
      }
    },

    /** Mark-all-read of a list (all, a folder, a subscription or a tag) for items dated before `before` (or all). */
    async markAllRead(user: User, scope: ScopeInput, before: Date | null): Promise<void> {
      try {
        await content.markRead(user, { subscriptionId: scope.subscriptionId ?? undefined, subscriptionTagId: scope.subscriptionTagId ?? undefined, contentItemTagId: scope.contentItemTagId ?? undefined }, new Date(), { before });
      } catch (e) {
        // A list that does not show has nothing unread to mark (the web app cannot mark it either).
        if (e instanceof DomainError && e.key === "CONTENT_LIST_UNAVAILABLE") return;
        throw e;
      }
    },

    /**
     * Fever's item pages: items of showing subscriptions (less what their filters hide) after `sinceId` in
     * ascending order, or before `maxId` in descending order, at most `limit`. One short index range per
     * subscription on ContentItem(feedId, syncId), merged.
     */
    async itemIdsBySyncOrder(userId: string, opts: { sinceId?: string | null; maxId?: string | null; limit: number }): Promise<string[]> {
      const ascending = opts.maxId == null;
      const bound = ascending ? Prisma.sql`ci."syncId" > ${opts.sinceId ?? "0"}::bigint` : Prisma.sql`ci."syncId" < ${opts.maxId}::bigint`;
      const dir = Prisma.raw(ascending ? "ASC" : "DESC");
      const rows = await db.$queryRaw<Array<{ id: string }>>`
        SELECT c.id FROM "FeedSubscription" s
        CROSS JOIN LATERAL (
          SELECT ci.id, ci."syncId" FROM "ContentItem" ci
          WHERE ci."feedId" = s."feedId" AND ${bound} AND ${notFilteredSql(Prisma.sql`s.id`, Prisma.sql`ci.id`)}
          ORDER BY ci."syncId" ${dir} LIMIT ${opts.limit}
        ) c
        WHERE s."userId" = ${userId}::uuid AND ${showingSql("s")}
        ORDER BY c."syncId" ${dir} LIMIT ${opts.limit}`;
      return rows.map((r) => r.id);
    },

    /** When a feed the user follows was last fetched (Fever's last_refreshed_on_time). */
    async lastRefreshedAt(userId: string): Promise<Date | null> {
      const [row] = await db.$queryRaw<[{ at: Date | null }]>`
        SELECT max(f."lastRunAt") AS at FROM "FeedSubscription" s JOIN "Feed" f ON f.id = s."feedId" WHERE s."userId" = ${userId}::uuid`;
      return row.at;
    },

    /** How many items the user's showing subscriptions hold, less what filters hide (Fever's total_items). */
    async totalItems(userId: string): Promise<number> {
      const [row] = await db.$queryRaw<[{ n: number }]>`
        SELECT (COALESCE(sum((SELECT COALESCE(sum(d.items), 0) FROM "FeedItemDay" d WHERE d."feedId" = s."feedId")
          - (SELECT COALESCE(sum(d.items), 0) FROM "FilteredItemDay" d WHERE d."subscriptionId" = s.id)), 0))::int AS n
        FROM "FeedSubscription" s WHERE s."userId" = ${userId}::uuid AND ${showingSql("s")}`;
      return row.n;
    },

    /** Every unread item's syncId in the user's showing subscriptions (the web app's unread lists, page after page). */
    async unreadSyncIds(user: User): Promise<string[]> {
      const ids: string[] = [];
      let after: string | null = null;
      do {
        const page = await content.list(user.id, { scope: {}, sortBy: "newest", showRead: false, limit: 5000, after });
        ids.push(...page.items.map((i) => i.id));
        after = page.nextCursor;
      } while (after);
      const syncIds = await syncIdsOf(ids);
      return ids.flatMap((id) => syncIds.get(id) ?? []);
    },

    /** The syncIds of every item in a tag (saved items: the read-later tag). */
    async taggedSyncIds(tagId: string): Promise<string[]> {
      const rows = await db.$queryRaw<Array<{ syncId: string }>>`
        SELECT ci."syncId"::text AS "syncId" FROM "ContentItemTagging" tg JOIN "ContentItem" ci ON ci.id = tg."contentItemId"
        WHERE tg."tagId" = ${tagId}::uuid ORDER BY ci."syncId" DESC`;
      return rows.map((r) => r.syncId);
    },

    /** Stored site icons of the user's showing subscriptions' feeds (Fever's favicons), by feed syncId. */
    async icons(userId: string): Promise<Array<{ feedSyncId: string; contentType: string; bytes: Uint8Array }>> {
      return db.$queryRaw`
        SELECT f."syncId"::text AS "feedSyncId", i."contentType", i.bytes
        FROM "FeedSubscription" s JOIN "Feed" f ON f.id = s."feedId" JOIN "FeedIcon" i ON i."feedId" = f.id
        WHERE s."userId" = ${userId}::uuid AND ${showingSql("s")}`;
    },
  };
}
