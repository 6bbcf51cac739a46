import { NIL_UUID } from "../../lib/ids.js";
import { PRIVATE_FEED_TYPE } from "../../core/privateFeeds.js";
import { randomUUID } from "node:crypto";
import type { Config } from "../../config.js";
import { markSubscriptionsRead, markTagRead, pruneReadStates, readFlags, setItemRead, type ItemReadFlags } from "../../core/readState.js";
import { pruneReadUndos, undoMarkRead } from "../../core/readUndo.js";
import type { Db } from "../../db.js";
import { DomainError } from "../../errors.js";
import type { User } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import type { Logger } from "../../logger.js";
import type { Announce } from "../../realtime/announce.js";
import { htmlMentions } from "../../reader/images/insecureImages.js";
import { recordContentItemView } from "../analytics/analytics.service.js";
import type { ContentTagsService } from "../contentTags/contentTags.service.js";
import { feedViews } from "../feeds/feeds.service.js";
import type { ImageProxy, ServedImage } from "../images/imageProxy.js";
import type { ReadingListService } from "../subscriptions/readingList.service.js";
import { presentContentItem, presentItemHtml } from "./content.present.js";
import type { ProPictures } from "../images/pictureProxy.js";
import type { ListInput, MarkReadInput } from "./content.validation.js";
import { loadPage, offersReadFilter } from "./contentPage.js";
import { countHiddenRead } from "./hiddenReadCount.js";
import { topicAssociations } from "./itemTopics.js";
import { resolveScope, subscriptionFilterSql, unavailable, type ResolvedScope } from "./contentScope.js";
import { searchPage } from "./contentSearch.js";
import { decodeCursor, encodeCursor, RELEVANCE, SORTS, type ListSortBy } from "./contentSorts.js";

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
  /** Fetches the pictures an item shows for GET /content/{id}/images. */
  images: ImageProxy;
}

/** One page of a list: item ids in order, each with its Relay cursor / pageKey. */
export interface ContentPage {
  scope: ResolvedScope;
  sortBy: ListSortBy;
  items: Array<{ id: string; cursor: string }>;
  hasMore: boolean;
  /**
   * On a first page the unread-only filter leaves empty: how many read items it hides (see countHiddenRead),
   * so the list can offer them. Null on any other page, and for searches, where counting would cost every load.
   */
  hiddenReadCount: number | null;
  /** The next page's cursor / pageKey (null at the end): after the last item, or where a search stopped looking. */
  nextCursor: string | null;
}

const DAY_MS = 86_400_000;

/**
 * How long a mark-all-read can be undone. The web's undo toast lives 10 s; the server allows a little longer
 * so a click in the toast's last moment still lands on a slow connection.
 */
export const MARK_READ_UNDO_MS = 15_000;

/** What a mark-all-read changed, and the token that undoes it (within MARK_READ_UNDO_MS). */
export interface MarkReadResult {
  subscriptionIds: string[];
  contentItemTagId: string | null;
  undoToken: string | null;
}

export type ContentService = ReturnType<typeof createContentService>;

/** Content lists and read state: pages in every sort, one item, read toggles and mark-all-read, and how REST shows them. */
export function createContentService({ db, config, log, announce, contentTags, readingList, images }: ContentDeps) {
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
        : await loadPage(db, { ...request, sortBy: input.sortBy === RELEVANCE ? "newest" : input.sortBy, sortAtRange: input.sortAtRange ?? null });
      const items = page.items.map((i) => ({ id: i.id, cursor: encodeCursor(input.sortBy, i.key, i.id) }));
      const emptyUnread = !input.search && input.sortBy !== RELEVANCE && !input.showRead && offersReadFilter(scope) && !after && items.length === 0;
      return {
        scope,
        sortBy: input.sortBy,
        items,
        hasMore: page.hasMore,
        hiddenReadCount: emptyUnread && input.sortBy !== RELEVANCE ? await countHiddenRead(db, scope, SORTS[input.sortBy], now) : null,
        nextCursor: !page.hasMore ? null : page.resumeAfter ? encodeCursor(input.sortBy, page.resumeAfter.key, page.resumeAfter.id) : (items.at(-1)?.cursor ?? null),
      };
    },

    /** The item's id if it exists. Items are public by id (spec part 1 section 6). */
    /** The item's id, or NOT_FOUND: unknown, or an item of another user's website feed (core/privateFeeds.ts). */
    async assertExists(id: string, viewerId: string | null): Promise<string> {
      const item = isUuid(id)
        ? await db.contentItem.findUnique({
            where: { id, feed: { OR: [{ type: { not: PRIVATE_FEED_TYPE } }, { websiteFeed: { userId: viewerId ?? NIL_UUID } }] } },
            select: { id: true },
          })
        : null;
      if (!item) throw new DomainError("NOT_FOUND", { message: "Content Item Not Found" });
      return item.id;
    },

    /** The item's sanitised HTML body (its jesterContentEncodedUrl); NOT_FOUND for an unknown item or one without a body. */
    async body(id: string, pro: ProPictures | null = null): Promise<string> {
      const item = isUuid(id) ? await db.contentItem.findUnique({ where: { id }, select: { id: true, link: true, htmlVersion: true, contentHtml: true } }) : null;
      if (!item) throw new DomainError("NOT_FOUND", { message: "Content Item Not Found" });
      if (item.contentHtml === null) throw new DomainError("NOT_FOUND", { message: "This item has no body" });
      return presentItemHtml(config, item, item.contentHtml, pro) ?? "";
    },

    /**
     * One of the item's pictures, fetched from its source for our origin (GET /content/{id}/images?url=). Only
     * an address the item shows (its image, or a picture in its body, description or stored full article) is fetched, so the endpoint
     * is no open proxy for any address a visitor makes up.
     */
    async image(id: string, url: string): Promise<ServedImage> {
      const item = isUuid(id)
        ? await db.contentItem.findUnique({ where: { id }, select: { imageUrl: true, contentHtml: true, description: true, fullArticle: { select: { html: true } } } })
        : null;
      if (!item) throw new DomainError("NOT_FOUND", { message: "Content Item Not Found" });
      // Its stored full article shows pictures too (issue 20 section 2).
      const shown = item.imageUrl === url || htmlMentions(item.contentHtml, url) || htmlMentions(item.description, url) || htmlMentions(item.fullArticle?.html ?? null, url);
      if (!shown) throw new DomainError("IMAGE_NOT_SHOWN");
      return images.fetch(url);
    },

    /**
     * Items in the given order with the viewer's read flags and tags, and their feeds as a map (like every other
     * collection). `withBody` false leaves bodies out (lists): clients fetch them from jesterContentEncodedUrl.
     */
    async present(viewerId: string | null, ids: string[], withBody: boolean, pro: ProPictures | null = null) {
      const [rows, flags, tags, topics] = await Promise.all([
        db.contentItem.findMany({ where: { id: { in: ids } }, include: { feed: true } }),
        viewerId ? readFlags(db, viewerId, ids) : Promise.resolve(new Map<string, ItemReadFlags>()),
        viewerId ? contentTags.tagIdsOf(viewerId, ids) : Promise.resolve(new Map<string, string[]>()),
        topicAssociations(db, ids),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      const feeds = [...new Map(ordered.map((r) => [r.feedId, r.feed])).values()];
      return {
        contentItems: ordered.map((r) => ({ ...presentContentItem(r, flags.get(r.id), tags.get(r.id) ?? [], { config, withBody, pro }), topicAssociations: topics.get(r.id) ?? [] })),
        feeds: await feedViews(db, config.publicUrl, feeds),
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
     * items older than 1, 3 or 7 days. One statement whatever the item count, which also keeps what it changed
     * so `undoMarkRead` can put it back. A feed means the user's subscription to it. `opts.before` marks only items
     * dated before that moment instead (sync apps: what the app had shown). Returns the subscriptions whose counts
     * changed, the tag, if one was marked, and the undo token.
     */
    async markRead(user: User, input: MarkReadInput, now = new Date(), opts: { before?: Date | null } = {}): Promise<MarkReadResult> {
      // `before`: the sync APIs' moment (Google Reader's ts, Fever's before), never later than now.
      const cutoff = opts.before && opts.before < now ? opts.before : new Date(now.getTime() - (input.olderThanDays ?? 0) * DAY_MS);
      let subscriptionId = input.subscriptionId;
      if (input.feedId) {
        const sub = isUuid(input.feedId) ? await db.feedSubscription.findUnique({ where: { userId_feedId: { userId: user.id, feedId: input.feedId } } }) : null;
        if (!sub) throw unavailable();
        subscriptionId = sub.id;
      }
      const scope = await resolveScope(db, user.id, { subscriptionId, subscriptionTagId: input.subscriptionTagId, contentItemTagId: input.contentItemTagId });
      const undo = { id: randomUUID(), userId: user.id, markedAt: now, expiresAt: new Date(now.getTime() + MARK_READ_UNDO_MS) };
      const result =
        scope.kind === "tag"
          ? { subscriptionIds: await markTagRead(db, user.id, scope.tagId, cutoff, undo), contentItemTagId: scope.tagId }
          : { subscriptionIds: await markSubscriptionsRead(db, subscriptionFilterSql(scope as Extract<ResolvedScope, { kind: "subscriptions" }>), cutoff, undo), contentItemTagId: null };
      announce(user.id, { subscriptionIds: result.subscriptionIds });
      return { ...result, undoToken: undo.id };
    },

    /**
     * Undoes the user's latest mark-all-read within MARK_READ_UNDO_MS: the watermarks and explicit rows are
     * exactly as before it (what the user changed since stays). UNDO_EXPIRED when it is too late, already undone,
     * replaced by a newer mark, or not this user's.
     */
    async undoMarkRead(user: User, undoToken: string, now = new Date()): Promise<Omit<MarkReadResult, "undoToken">> {
      const undone = isUuid(undoToken) ? await undoMarkRead(db, user.id, undoToken, now) : null;
      if (!undone) throw new DomainError("UNDO_EXPIRED");
      announce(user.id, { subscriptionIds: undone.subscriptionIds });
      return { subscriptionIds: undone.subscriptionIds, contentItemTagId: undone.tagId };
    },

    /** Analytics: the user opened the item (once per user and item; feeds engagementScore). */
    recordView(userId: string, contentItemId: string): Promise<{ recorded: boolean; engagementScore: number }> {
      return recordContentItemView(db, userId, contentItemId);
    },

    /** Maintenance: drops read rows the watermarks made redundant (in batches); returns how many. */
    async pruneReadStates(): Promise<number> {
      const pruned = await pruneReadStates(db);
      if (pruned > 0) log.info({ pruned }, "redundant read rows pruned");
      await pruneReadUndos(db);
      return pruned;
    },
  };
}
