import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";
import { Prisma } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import { presentItemImage } from "../content/content.present.js";
import type { ContentService } from "../content/content.service.js";
import { SORTS, sortSql, type SortBy } from "../content/contentSorts.js";
import { feedViews, type FeedView } from "../feeds/feeds.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import type { TopicsService, TopicView } from "../topics/topics.service.js";
import { PRIVATE_FEED_TYPE } from "../../core/privateFeeds.js";

/** Spec part 2 section 9: story page size 20, the top-stories hero uses the first 10, topic chips 12. */
export const STORY_PAGE_SIZE = 20;
export const MAX_STORY_PAGE = 100;
export const HERO_STORIES = 10;
export const TOPIC_CHIPS = 12;
/** Spec part 2 section 2: the stories list sorts top-day unless told otherwise. */
export const DEFAULT_STORY_SORT: SortBy = "top-day";
/** Items of each story a list carries (a card shows its lead items); the story page carries all. */
const ITEMS_PER_LISTED_STORY = 3;
const POPULAR_ITEMS = 20;
const TRENDING_FEEDS = 10;
const TRENDING_STORIES = 200;
const HOUR_MS = 3_600_000;

/** A story as REST shows it (spec part 2 section 3: id, content.heroImage, updatedAt, contentItemCount, topicAssociations). */
export interface StoryView {
  id: string;
  title: string | null;
  /** Bullets: extractive, or the configured model's. */
  summary: string[];
  content: { heroImage: string | null };
  heroContentItemId: string | null;
  updatedAt: string;
  firstItemAt: string;
  lastItemAt: string;
  contentItemCount: number;
  /** Distinct sites among its items. */
  publisherCount: number;
  score: number;
  topicAssociations: Array<{ contentItemTopicId: string; name: string }>;
  /** Its items in this answer's contentItems, most central first. */
  contentItemIds: string[];
}

type StoryRow = {
  id: string; title: string | null; summary: unknown; heroContentItemId: string | null; heroImageUrl: string | null; updatedAt: Date;
  firstItemAt: Date; lastItemAt: Date; itemCount: number; siteCount: number; score: number; hotRank: number; shownAt: Date | null;
  mergedIntoId: string | null;
};

/** How stories order for each of the spec's sorts: top-* by score among stories with an item in the window. */
function storySort(sortBy: SortBy): { column: "score" | "hotRank" | "lastItemAt"; descending: boolean; windowHours: number | null } {
  const spec = SORTS[sortBy];
  if (spec.key === "popularity") return { column: "score", descending: true, windowHours: spec.windowHours };
  if (spec.key === "hotRank") return { column: "hotRank", descending: true, windowHours: null };
  return { column: "lastItemAt", descending: spec.descending, windowHours: null };
}

function encodeCursor(sortBy: SortBy, key: number | Date, id: string): string {
  return Buffer.from(JSON.stringify([sortBy, key instanceof Date ? key.toISOString() : key, id])).toString("base64url");
}

function decodeCursor(sortBy: SortBy, raw: string): { key: number | Date; id: string } {
  const bad = () => validationError({ pageKey: "pageKey is not a valid page key for this list and sort" });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed[0] !== sortBy || typeof parsed[2] !== "string" || !isUuid(parsed[2])) throw bad();
  if (storySort(sortBy).column === "lastItemAt") {
    const date = typeof parsed[1] === "string" ? new Date(parsed[1]) : null;
    if (!date || Number.isNaN(date.getTime())) throw bad();
    return { key: date, id: parsed[2] };
  }
  if (typeof parsed[1] !== "number" || !Number.isFinite(parsed[1])) throw bad();
  return { key: parsed[1], id: parsed[2] };
}

export interface StoryListInput {
  /** A topic's name (spaces or underscores) or id: only stories about it (its aliases included). */
  topic?: string | null;
  sortBy: SortBy;
  limit: number;
  pageKey?: string | null;
}

export interface StoriesDeps {
  db: Db;
  config: Config;
  topics: Pick<TopicsService, "resolve" | "top">;
  /** Items and their feeds as every content answer shows them. */
  content: Pick<ContentService, "present">;
  settings: Pick<SettingsService, "get">;
}

export type StoriesService = ReturnType<typeof createStoriesService>;

/** Stories and Discover: lists in the spec's sorts, one story with its items and publishers, the Discover page. */
export function createStoriesService({ db, config, topics, content, settings }: StoriesDeps) {
  async function topicIdsOf(topic: string): Promise<string[] | null> {
    const found = await topics.resolve(topic);
    if (!found) return null;
    const aliases = await db.topic.findMany({ where: { aliasedToId: found.id }, select: { id: true } });
    return [found.id, ...aliases.map((a) => a.id)];
  }

  /**
   * A digest's "story topic" source (spec part 3: a blank topic means all stories): the best-scored visible stories
   * that moved within the period, about the topic (its aliases included), each told by its most central item.
   */
  async function pickForDigest(topic: string, since: Date, until: Date, limit: number): Promise<Array<{ storyId: string; contentItemId: string }>> {
    const conditions: Prisma.Sql[] = [Prisma.sql`s.visible`, Prisma.sql`s."lastItemAt" >= ${since}`, Prisma.sql`s."firstItemAt" <= ${until}`];
    if (topic.trim()) {
      const ids = await topicIdsOf(topic.trim());
      if (!ids) return [];
      conditions.push(Prisma.sql`s.id IN (SELECT st."storyId" FROM "StoryTopic" st WHERE st."topicId" = ANY(${ids}::uuid[]))`);
    }
    return db.$queryRaw<Array<{ storyId: string; contentItemId: string }>>`
      SELECT s.id AS "storyId", lead."contentItemId"
      FROM "Story" s
      CROSS JOIN LATERAL (SELECT si."contentItemId" FROM "StoryItem" si WHERE si."storyId" = s.id ORDER BY si.centrality DESC, si."sortAt" DESC LIMIT 1) lead
      WHERE ${Prisma.join(conditions, " AND ")}
      ORDER BY s.score DESC, s.id LIMIT ${limit}`;
  }

  /**
   * A channel's candidates (issue 19): the best-scored visible stories that moved since `since`, about any of
   * `topicIds` when given (their aliases included). Each with its title and bullets, for a model to rank when one
   * is configured.
   */
  async function pickForChannel(input: { topicIds: string[] | null; since: Date; limit: number }): Promise<Array<{ storyId: string; title: string | null; summary: string[] }>> {
    const conditions: Prisma.Sql[] = [Prisma.sql`s.visible`, Prisma.sql`s."lastItemAt" >= ${input.since}`];
    if (input.topicIds) {
      if (!input.topicIds.length) return [];
      conditions.push(Prisma.sql`s.id IN (SELECT st."storyId" FROM "StoryTopic" st JOIN "Topic" t ON t.id = st."topicId"
        WHERE t.id = ANY(${input.topicIds}::uuid[]) OR t."aliasedToId" = ANY(${input.topicIds}::uuid[]))`);
    }
    const rows = await db.$queryRaw<Array<{ storyId: string; title: string | null; summary: unknown }>>`
      SELECT s.id AS "storyId", s.title, s.summary FROM "Story" s
      WHERE ${Prisma.join(conditions, " AND ")}
      ORDER BY s.score DESC, s.id LIMIT ${input.limit}`;
    return rows.map((r) => ({ storyId: r.storyId, title: r.title, summary: Array.isArray(r.summary) ? r.summary.filter((b): b is string => typeof b === "string") : [] }));
  }

  /** One page of visible stories' ids in a sort, keyset-paged. */
  async function page(input: StoryListInput, now = new Date()): Promise<{ rows: StoryRow[]; cursors: string[]; nextPageKey: string | null }> {
    const sort = storySort(input.sortBy);
    const column = Prisma.raw(`s."${sort.column}"`);
    const dir = Prisma.raw(sort.descending ? "DESC" : "ASC");
    const conditions: Prisma.Sql[] = [Prisma.sql`s.visible`];
    if (sort.windowHours !== null) conditions.push(Prisma.sql`s."lastItemAt" > ${new Date(now.getTime() - sort.windowHours * HOUR_MS)}::timestamp`);
    if (input.topic) {
      const ids = await topicIdsOf(input.topic);
      if (!ids) return { rows: [], cursors: [], nextPageKey: null };
      conditions.push(Prisma.sql`s.id IN (SELECT st."storyId" FROM "StoryTopic" st WHERE st."topicId" = ANY(${ids}::uuid[]))`);
    }
    if (input.pageKey) {
      const c = decodeCursor(input.sortBy, input.pageKey);
      const key = c.key instanceof Date ? Prisma.sql`${c.key}::timestamp` : Prisma.sql`${c.key}::float8`;
      conditions.push(Prisma.sql`(${column}, s.id) ${Prisma.raw(sort.descending ? "<" : ">")} (${key}, ${c.id}::uuid)`);
    }
    const rows = await db.$queryRaw<StoryRow[]>`
      SELECT s.id, s.title, s.summary, s."heroContentItemId", s."heroImageUrl", s."updatedAt", s."firstItemAt", s."lastItemAt", s."itemCount",
        s."siteCount", s.score, s."hotRank", s."shownAt", s."mergedIntoId"
      FROM "Story" s WHERE ${Prisma.join(conditions, " AND ")}
      ORDER BY ${column} ${dir}, s.id ${dir} LIMIT ${input.limit + 1}`;
    const pageRows = rows.slice(0, input.limit);
    const keyOf = (r: StoryRow) => (sort.column === "lastItemAt" ? r.lastItemAt : sort.column === "score" ? r.score : r.hotRank);
    const cursors = pageRows.map((r) => encodeCursor(input.sortBy, keyOf(r), r.id));
    return { rows: pageRows, cursors, nextPageKey: rows.length > input.limit ? (cursors.at(-1) ?? null) : null };
  }

  /** Each story's items by centrality (at most `perStory` each, all when null). */
  async function itemIds(storyIds: string[], perStory: number | null): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>();
    if (!storyIds.length) return map;
    const rows = await db.$queryRaw<Array<{ storyId: string; id: string }>>`
      SELECT x."storyId", x.id FROM unnest(${storyIds}::uuid[]) AS q("storyId")
      CROSS JOIN LATERAL (
        SELECT si."storyId", si."contentItemId" AS id FROM "StoryItem" si WHERE si."storyId" = q."storyId"
        ORDER BY si.centrality DESC, si."sortAt" DESC ${perStory === null ? Prisma.empty : Prisma.sql`LIMIT ${perStory}`}
      ) x`;
    for (const r of rows) map.set(r.storyId, [...(map.get(r.storyId) ?? []), r.id]);
    return map;
  }

  async function storyTopics(storyIds: string[]): Promise<Map<string, Array<{ contentItemTopicId: string; name: string }>>> {
    const map = new Map<string, Array<{ contentItemTopicId: string; name: string }>>();
    if (!storyIds.length) return map;
    const rows = await db.$queryRaw<Array<{ storyId: string; id: string; name: string }>>`
      SELECT st."storyId", t.id, t.name FROM "StoryTopic" st JOIN "Topic" t ON t.id = st."topicId"
      WHERE st."storyId" = ANY(${storyIds}::uuid[]) ORDER BY st."storyId", st.weight DESC, t.name`;
    for (const r of rows) map.set(r.storyId, [...(map.get(r.storyId) ?? []), { contentItemTopicId: r.id, name: r.name }]);
    return map;
  }

  function view(row: StoryRow, items: string[], topicList: Array<{ contentItemTopicId: string; name: string }>): StoryView {
    return {
      id: row.id,
      title: row.title,
      summary: Array.isArray(row.summary) ? row.summary.filter((b): b is string => typeof b === "string") : [],
      content: { heroImage: row.heroContentItemId ? presentItemImage(config, { id: row.heroContentItemId, imageUrl: row.heroImageUrl }) : null },
      heroContentItemId: row.heroContentItemId,
      updatedAt: row.updatedAt.toISOString(),
      firstItemAt: row.firstItemAt.toISOString(),
      lastItemAt: row.lastItemAt.toISOString(),
      contentItemCount: row.itemCount,
      publisherCount: row.siteCount,
      score: row.score,
      topicAssociations: topicList,
      contentItemIds: items,
    };
  }

  /** Stories with their items (perStory each) and those items' feeds, as the REST answers carry them. */
  async function withItems(viewerId: string | null, rows: StoryRow[], perStory: number | null) {
    const ids = rows.map((r) => r.id);
    const [items, topicMap] = await Promise.all([itemIds(ids, perStory), storyTopics(ids)]);
    const all = [...new Set([...items.values()].flat())];
    const presented = await content.present(viewerId, all, false);
    return { stories: rows.map((r) => view(r, items.get(r.id) ?? [], topicMap.get(r.id) ?? [])), ...presented };
  }

  /** A story by id, following merges; shown stories only (others are no story yet). */
  async function find(id: string): Promise<{ row: StoryRow; mergedFrom: string | null } | null> {
    let current = isUuid(id) ? id : null;
    for (let hop = 0; current && hop < 10; hop++) {
      const [row] = await db.$queryRaw<StoryRow[]>`
        SELECT s.id, s.title, s.summary, s."heroContentItemId", s."heroImageUrl", s."updatedAt", s."firstItemAt", s."lastItemAt", s."itemCount",
          s."siteCount", s.score, s."hotRank", s."shownAt", s."mergedIntoId"
        FROM "Story" s WHERE s.id = ${current}::uuid`;
      if (!row?.shownAt) return null;
      if (!row.mergedIntoId) return { row, mergedFrom: row.id === id ? null : id };
      current = row.mergedIntoId;
    }
    return null;
  }

  return {
    pickForDigest,
    pickForChannel,
    page,

    /** Stories by id in the order given, as lists show them (a digest's stories); ones never shown are left out. */
    async views(ids: string[]): Promise<StoryView[]> {
      if (!ids.length) return [];
      // The three reads at once: a channel page answers its stories with them (bench/channels).
      const [rows, items, topicMap] = await Promise.all([
        db.$queryRaw<StoryRow[]>`
          SELECT s.id, s.title, s.summary, s."heroContentItemId", s."heroImageUrl", s."updatedAt", s."firstItemAt", s."lastItemAt", s."itemCount",
            s."siteCount", s.score, s."hotRank", s."shownAt", s."mergedIntoId"
          FROM "Story" s WHERE s.id = ANY(${ids}::uuid[]) AND s."shownAt" IS NOT NULL`,
        itemIds(ids, ITEMS_PER_LISTED_STORY),
        storyTopics(ids),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const r = byId.get(id);
        return r ? [view(r, items.get(id) ?? [], topicMap.get(id) ?? [])] : [];
      });
    },
    itemIds,
    storyTopics,

    /** GET /stories: a page of stories with their lead items and feeds (spec shape `{ stories, contentItems, feeds, meta }`). */
    async list(viewerId: string | null, input: StoryListInput, now = new Date()) {
      const { rows, nextPageKey } = await page(input, now);
      const body = await withItems(viewerId, rows, ITEMS_PER_LISTED_STORY);
      return { ...body, meta: { limit: input.limit, pageKey: input.pageKey ?? null, nextPageKey, sortBy: input.sortBy, topic: input.topic ?? null } };
    },

    /**
     * GET /stories/{id}: the story with all its items (most central first), their feeds, and its publishers (sites,
     * their feeds and items). A story merged into another answers that one (mergedFromStoryId says so); one never
     * shown is the spec's 'Story Not Found'.
     */
    async get(viewerId: string | null, id: string) {
      const found = await find(id);
      if (!found) throw new DomainError("NOT_FOUND", { message: "Story Not Found" });
      const body = await withItems(viewerId, [found.row], null);
      const sites = await db.storyItem.findMany({ where: { storyId: found.row.id }, select: { site: true, feedId: true, contentItemId: true } });
      const bySite = new Map<string, { site: string; feedIds: Set<string>; contentItemIds: string[] }>();
      for (const s of sites) {
        const entry = bySite.get(s.site) ?? { site: s.site, feedIds: new Set<string>(), contentItemIds: [] };
        entry.feedIds.add(s.feedId);
        entry.contentItemIds.push(s.contentItemId);
        bySite.set(s.site, entry);
      }
      const publishers = [...bySite.values()]
        .map((p) => ({ site: p.site, feedIds: [...p.feedIds], contentItemCount: p.contentItemIds.length, contentItemIds: p.contentItemIds }))
        .sort((a, b) => b.contentItemCount - a.contentItemCount || a.site.localeCompare(b.site));
      return { story: { ...body.stories[0]!, mergedFromStoryId: found.mergedFrom }, contentItems: body.contentItems, feeds: body.feeds, publishers };
    },

    /** The id of a shown story (following merges), or null: GraphQL's story(id). */
    async shownId(id: string): Promise<string | null> {
      return (await find(id))?.row.id ?? null;
    },

    /** The sort Discover uses: the query's, else the viewer's discoverContentFeed.sortBy, else popular. */
    async discoverSort(viewerId: string | null, requested: SortBy | null): Promise<SortBy> {
      if (requested) return requested;
      if (!viewerId) return "popular";
      const stored = (await settings.get(viewerId, "discoverContentFeed")) as { sortBy?: SortBy } | null;
      return stored?.sortBy ?? "popular";
    },

    /** Popular items for Discover in a sort: public feeds' items only (a private website feed's never). */
    async popularItemIds(sortBy: SortBy, limit: number, now = new Date()): Promise<string[]> {
      const sort = SORTS[sortBy];
      const s = sortSql(sort);
      const window = sort.windowHours === null ? Prisma.empty : Prisma.sql`AND ci."sortAt" > ${new Date(now.getTime() - sort.windowHours * HOUR_MS)}::timestamp`;
      const rows = await db.$queryRaw<Array<{ id: string }>>`
        SELECT ci.id FROM "ContentItem" ci
        WHERE NOT EXISTS (SELECT 1 FROM "Feed" f WHERE f.id = ci."feedId" AND f.type = ${PRIVATE_FEED_TYPE}) ${window}
        ORDER BY ${s.orderBy} LIMIT ${limit}`;
      return rows.map((r) => r.id);
    },

    /**
     * Trending feeds: the feeds with the most items in the top 200 stories (by score) of the last two days (ties:
     * the higher story score); when there are not enough stories yet, the most followed public feeds fill the
     * list. Bounded: one index range of stories and their items, whatever the window holds.
     */
    async trendingFeedIds(limit: number, now = new Date()): Promise<string[]> {
      const since = new Date(now.getTime() - 48 * HOUR_MS);
      const rows = await db.$queryRaw<Array<{ feedId: string }>>`
        WITH top AS (
          SELECT s.id, s.score FROM "Story" s WHERE s.visible AND s."lastItemAt" > ${since}::timestamp
          ORDER BY s.score DESC, s.id DESC LIMIT ${TRENDING_STORIES}
        )
        SELECT si."feedId" FROM top JOIN "StoryItem" si ON si."storyId" = top.id
        GROUP BY si."feedId" ORDER BY count(*) DESC, max(top.score) DESC, si."feedId" LIMIT ${limit}`;
      const ids = rows.map((r) => r.feedId);
      if (ids.length >= limit) return ids;
      const more = await db.$queryRaw<Array<{ feedId: string }>>`
        SELECT fs."feedId" FROM "FeedSubscription" fs JOIN "Feed" f ON f.id = fs."feedId"
        WHERE f.type <> ${PRIVATE_FEED_TYPE} AND f.status <> 'deleted' AND NOT (fs."feedId" = ANY(${ids}::uuid[]))
        GROUP BY fs."feedId" ORDER BY count(*) DESC, fs."feedId" LIMIT ${limit - ids.length}`;
      return [...ids, ...more.map((r) => r.feedId)];
    },

    /**
     * GET /discover (no token needed): the top stories (the hero's 10) with their lead items, popular items, 12
     * topic chips and trending feeds, in the viewer's discoverContentFeed sort (or `sortBy`). Collections as
     * elsewhere: stories, contentItems and contentItemTopics in order, feeds as a map; the order of popular items
     * and trending feeds in popularContentItemIds and trendingFeedIds.
     */
    async discover(viewerId: string | null, requested: SortBy | null, now = new Date()) {
      const sortBy = await this.discoverSort(viewerId, requested);
      const [top, popular, chips, trending] = await Promise.all([
        page({ sortBy, limit: HERO_STORIES }, now),
        this.popularItemIds(sortBy, POPULAR_ITEMS, now),
        topics.top(TOPIC_CHIPS),
        this.trendingFeedIds(TRENDING_FEEDS, now),
      ]);
      const ids = top.rows.map((r) => r.id);
      const [items, topicMap] = await Promise.all([itemIds(ids, ITEMS_PER_LISTED_STORY), storyTopics(ids)]);
      const allItems = [...new Set([...[...items.values()].flat(), ...popular])];
      const presented = await content.present(viewerId, allItems, false);
      const missingFeeds = trending.filter((f) => !presented.feeds[f]);
      const feedRows = missingFeeds.length ? await db.feed.findMany({ where: { id: { in: missingFeeds } } }) : [];
      const feeds: Record<string, FeedView> = { ...presented.feeds, ...(await feedViews(db, config.publicUrl, feedRows)) };
      return {
        stories: top.rows.map((r) => view(r, items.get(r.id) ?? [], topicMap.get(r.id) ?? [])),
        contentItems: presented.contentItems,
        popularContentItemIds: popular,
        contentItemTopics: chips satisfies TopicView[],
        trendingFeedIds: trending.filter((f) => feeds[f]),
        feeds,
        meta: { sortBy },
      };
    },
  };
}
