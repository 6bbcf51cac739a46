import type { Config } from "../../config.js";
import { markSubscriptionsRead, markTagRead, pruneReadStates, readFlags, setItemRead, type ItemReadFlags } from "../../core/readState.js";
import type { Db } from "../../db.js";
import { DomainError } from "../../errors.js";
import type { User } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import type { Logger } from "../../logger.js";
import type { Announce } from "../../realtime/announce.js";
import { recordContentItemView } from "../analytics/analytics.service.js";
import type { ContentTagsService } from "../contentTags/contentTags.service.js";
import { feedViews } from "../feeds/feeds.service.js";
import type { ReadingListService } from "../subscriptions/readingList.service.js";
import { presentContentItem } from "./content.present.js";
import type { ListInput, MarkReadInput } from "./content.validation.js";
import { loadPage } from "./contentPage.js";
import { resolveScope, subscriptionFilterSql, unavailable, type ResolvedScope } from "./contentScope.js";
import { searchPage } from "./contentSearch.js";
import { decodeCursor, encodeCursor, RELEVANCE, type ListSortBy } from "./contentSorts.js";

export interface ContentDeps {
  db: Db;
  config: Config;
  log: Logger;
  /** Tells live subscribers that a user's counts changed (the cross-process pub/sub). */
  announce: Announce;
  /** Items show the viewer's tags; read-state answers carry every tag's counts. */
  contentTags: Pick<ContentTagsService, "tagIdsOf" | "presentAll">;
  /** Read-state answers carry the reading list's counts. */
  readingList: Pick<ReadingListService, "response">;
}

/** One page of a list: item ids in order, each with its Relay cursor / pageKey. */
export interface ContentPage {
  scope: ResolvedScope;
  sortBy: ListSortBy;
  items: Array<{ id: string; cursor: string }>;
  hasMore: boolean;
  /** The next page's cursor / pageKey (null at the end): after the last item, or where a search stopped looking. */
  nextCursor: string | null;
}

const DAY_MS = 86_400_000;

export type ContentService = ReturnType<typeof createContentService>;

/** Content lists and read state: pages in every sort, one item, read toggles and mark-all-read, and how REST shows them. */
export function createContentService({ db, config, log, announce, contentTags, readingList }: ContentDeps) {
  return {
    /**
     * A page of a list the viewer may read (subscription lists and tags need a token; feeds and articles do not),
     * or of its items matching a search (contentSearch.ts), with the same scope, read filter and authorisation.
     */
    async list(viewerId: string | null, input: ListInput, now = new Date()): Promise<ContentPage> {
      const scope = await resolveScope(db, viewerId, input.scope);
      const after = input.after ? decodeCursor(input.sortBy, input.after) : null;
      const request = { scope, showRead: input.showRead, limit: input.limit, after, now };
      const page = input.search
        ? await searchPage(db, { ...request, sortBy: input.sortBy, search: input.search.queries })
        : await loadPage(db, { ...request, sortBy: input.sortBy === RELEVANCE ? "newest" : input.sortBy });
      const items = page.items.map((i) => ({ id: i.id, cursor: encodeCursor(input.sortBy, i.key, i.id) }));
      return {
        scope,
        sortBy: input.sortBy,
        items,
        hasMore: page.hasMore,
        nextCursor: !page.hasMore ? null : page.resumeAfter ? encodeCursor(input.sortBy, page.resumeAfter.key, page.resumeAfter.id) : (items.at(-1)?.cursor ?? null),
      };
    },

    /** The item's id if it exists. Items are public by id (spec part 1 section 6). */
    async assertExists(id: string): Promise<string> {
      const item = isUuid(id) ? await db.contentItem.findUnique({ where: { id }, select: { id: true } }) : null;
      if (!item) throw new DomainError("NOT_FOUND", { message: "Content Item Not Found" });
      return item.id;
    },

    /** The item's sanitised HTML body (its jesterContentEncodedUrl); NOT_FOUND for an unknown item or one without a body. */
    async body(id: string): Promise<string> {
      const item = isUuid(id) ? await db.contentItem.findUnique({ where: { id }, select: { contentHtml: true } }) : null;
      if (!item) throw new DomainError("NOT_FOUND", { message: "Content Item Not Found" });
      if (item.contentHtml === null) throw new DomainError("NOT_FOUND", { message: "This item has no body" });
      return item.contentHtml;
    },

    /**
     * Items in the given order with the viewer's read flags and tags, and their feeds as a map (like every other
     * collection). `withBody` false leaves bodies out (lists): clients fetch them from jesterContentEncodedUrl.
     */
    async present(viewerId: string | null, ids: string[], withBody: boolean) {
      const [rows, flags, tags] = await Promise.all([
        db.contentItem.findMany({ where: { id: { in: ids } }, include: { feed: true } }),
        viewerId ? readFlags(db, viewerId, ids) : Promise.resolve(new Map<string, ItemReadFlags>()),
        viewerId ? contentTags.tagIdsOf(viewerId, ids) : Promise.resolve(new Map<string, string[]>()),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      const feeds = [...new Map(ordered.map((r) => [r.feedId, r.feed])).values()];
      return {
        contentItems: ordered.map((r) => presentContentItem(r, flags.get(r.id), tags.get(r.id) ?? [], { config, withBody })),
        feeds: await feedViews(db, feeds),
      };
    },

    /**
     * What every read-state call answers: the touched subscriptions, every folder and tag with counts, and
     * allUnreadCount (the reading list's shape), so a client can refresh every count from one response.
     */
    async counts(userId: string, subscriptionIds: string[]) {
      const [list, contentItemTags] = await Promise.all([readingList.response(userId, { subscriptionIds }), contentTags.presentAll(userId)]);
      return { ...list, contentItemTags };
    },

    /** isRead and the viewer's subscription for a batch of items (GraphQL's isRead, batched). */
    readFlags(userId: string, itemIds: string[]): Promise<Map<string, ItemReadFlags>> {
      return readFlags(db, userId, itemIds);
    },

    /** Marks one item read or unread for the user (one row written or removed). Returns the item's subscription. */
    async setRead(user: User, id: string, isRead: boolean): Promise<{ subscriptionId: string | null }> {
      const result = isUuid(id) ? await setItemRead(db, user.id, id, isRead) : null;
      if (!result) throw new DomainError("NOT_FOUND", { message: "Content Item Not Found" });
      announce(user.id, { subscriptionIds: result.subscriptionId ? [result.subscriptionId] : [] });
      return result;
    },

    /**
     * Mark-all-read of a list (spec: for a subscription, a folder, all, or a content tag), optionally only for
     * items older than 1, 3 or 7 days. One statement whatever the item count. A feed means the user's
     * subscription to it. Returns the subscriptions whose counts changed and the tag, if one was marked.
     */
    async markRead(user: User, input: MarkReadInput, now = new Date()): Promise<{ subscriptionIds: string[]; contentItemTagId: string | null }> {
      const cutoff = new Date(now.getTime() - (input.olderThanDays ?? 0) * DAY_MS);
      let subscriptionId = input.subscriptionId;
      if (input.feedId) {
        const sub = isUuid(input.feedId) ? await db.feedSubscription.findUnique({ where: { userId_feedId: { userId: user.id, feedId: input.feedId } } }) : null;
        if (!sub) throw unavailable();
        subscriptionId = sub.id;
      }
      const scope = await resolveScope(db, user.id, { subscriptionId, subscriptionTagId: input.subscriptionTagId, contentItemTagId: input.contentItemTagId });
      const result =
        scope.kind === "tag"
          ? { subscriptionIds: await markTagRead(db, user.id, scope.tagId, cutoff, now), contentItemTagId: scope.tagId }
          : { subscriptionIds: await markSubscriptionsRead(db, subscriptionFilterSql(scope as Extract<ResolvedScope, { kind: "subscriptions" }>), cutoff), contentItemTagId: null };
      announce(user.id, { subscriptionIds: result.subscriptionIds });
      return result;
    },

    /** Analytics: the user opened the item (once per user and item; feeds engagementScore). */
    recordView(userId: string, contentItemId: string): Promise<{ recorded: boolean; engagementScore: number }> {
      return recordContentItemView(db, userId, contentItemId);
    },

    /** Maintenance: drops read rows the watermarks made redundant (in batches); returns how many. */
    async pruneReadStates(): Promise<number> {
      const pruned = await pruneReadStates(db);
      if (pruned > 0) log.info({ pruned }, "redundant read rows pruned");
      return pruned;
    },
  };
}
