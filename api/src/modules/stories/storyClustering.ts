import type pg from "pg";
import { sqlPool, type Db } from "../../db.js";
import type { Logger } from "../../logger.js";
import { analyzeItems } from "../../nlp/analyze.js";
import { taggerThread } from "../../nlp/tagger.js";
import { selectItemTopics, type ItemTopic } from "../../nlp/itemTopics.js";
import { htmlToText } from "../../nlp/text.js";
import { utcText, uuid7s } from "../feeds/refreshSql.js";
import { addTopicPosts, refreshAgedTopicStats, storeItemTopics } from "../topics/topicStore.js";
import { CLUSTERING, ClusterSession, forgetIdf, idf, linkedGroups, profileOf, queryKeys, rareBound, type EngineStory, type StoredCandidate, type TermStats, type Vector } from "./clusterEngine.js";
import { siteKey } from "./siteKey.js";
import type { StoryModel } from "./storyModel.js";
import { firstStatement, meetsThreshold, summarizeStory, type StoryMember } from "./storySummary.js";
import { PRIVATE_FEED_TYPE } from "../../core/privateFeeds.js";

/** One lock for the whole clustering work (pg_try_advisory_lock): one process runs it at a time. */
export const STORY_WORK_LOCK = 0x52_49_56_53; // "RIVS"
const HOUR_MS = 3_600_000;
/** Characters of an item's text read for topics and clustering: a news item's lead says what it is about. */
const LEAD_CHARS = 1_200;
/** A story larger than this is not checked for a split (its items are compared pairwise). */
const MAX_SPLIT_CHECK = 150;
/** Postings read per looked-up term: the newest, which are the likeliest to share a story. */
const POSTINGS_PER_TERM = 40;
/**
 * Terms posted to the inverted index: those in at most this many times the share of the window's items a
 * look-up takes (queryKeys' rare bound). About half of an item's heaviest terms are commoner than that, and no
 * look-up reads their postings.
 */
const POSTED_RARE_FACTOR = 2;
/** Stories kept in the worker's copy between chunks (storyCache: about 2 KB each). */
const STORY_CACHE_SIZE = 8_000;

export interface ProcessOptions {
  now?: Date;
  /** Items handled per transaction. */
  chunkSize?: number;
  /** Stop after this many items (the rest wait for the next run). */
  maxItems?: number;
  /** Called after each chunk with how many items are done (activities heartbeat with it). */
  onProgress?: (done: number) => void;
}

export interface ProcessResult {
  /** False when another process holds the work: it will take the items this run found. */
  ran: boolean;
  items: number;
  topics: number;
  clustered: number;
  /** Stories that became visible in this run. */
  shown: number;
  /** Items still waiting (maxItems reached). */
  left: number;
}

interface PreparedItem {
  id: string;
  feedId: string;
  site: string;
  sortAt: Date;
  title: string | null;
  lead: string;
  /** The lead's first statement: a story's bullet candidate, what StoryItem.lead keeps. */
  statement: string | null;
  imageUrl: string | null;
  popularity: number;
  /** Items of private website feeds: no topics, no story (they never feed others' stories, Discover or topics). */
  isPublic: boolean;
  counts: Map<string, number>;
  topics: ItemTopic[];
  embedding: number[] | null;
}

/** A story's clustering state as the Story row stores it (dates as epoch ms), as loadStories reads it. */
interface CachedStory {
  id: string;
  shownAt: number | null;
  centroidTerms: string[];
  centroidWeights: Float64Array;
  entityKeys: string[];
  entityCounts: Int32Array;
  itemCount: number;
  firstItemAt: number;
  lastItemAt: number;
  /** The mean of its items' embeddings. */
  embedding: number[] | null;
  mergedIntoId: string | null;
}

interface ItemRow {
  id: string;
  feedId: string;
  title: string | null;
  description: string | null;
  contentHtml: string | null;
  imageUrl: string | null;
  popularity: number;
  sortAt: Date;
  feedType: string;
  feedLink: string | null;
  feedUrl: string;
}

export type StoryClustering = ReturnType<typeof createStoryClustering>;

const NEEDS_ESCAPE = /["\\]/;

/**
 * A text[] parameter written as PostgreSQL's array literal in one join (what the driver writes for an array,
 * element by element with a string concatenation each: tens of thousands of terms a chunk).
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => (NEEDS_ESCAPE.test(v) ? `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"` : `"${v}"`)).join(",")}}`;
}

/**
 * Topics and stories for newly stored items: the work the worker runs after each ingest batch. Items come from
 * StoryPending (a trigger queues every new item), so the work is idempotent: an item leaves the queue in the
 * transaction that stores its topics and story, a run that finds nothing changes nothing, and an item queued
 * again is skipped.
 */
export function createStoryClustering({ db, log, model }: { db: Db; log: Logger; model: StoryModel | null }) {
  const pool = () => sqlPool(db);

  /**
   * Reads and analyses items. The analysis (compromise's tagger above all) is the work's largest share of the
   * worker's CPU and needs nothing of the database but the items, so it runs while the previous chunk is
   * clustered and written (processPending): the tagging in the process's tagger thread, the rest here in slices
   * that let the previous chunk's statements go out as soon as PostgreSQL answers.
   */
  async function prepare(client: pg.Pool | pg.PoolClient, ids: string[]): Promise<PreparedItem[]> {
    const { rows } = await client.query<ItemRow>({
      name: "rv_stories_items",
      text: `SELECT ci.id, ci."feedId", ci.title, left(ci.description, 6000) AS description, left(ci."contentHtml", 12000) AS "contentHtml",
               ci."imageUrl", COALESCE(ci.popularity, 0)::float8 AS popularity, ci."sortAt" AT TIME ZONE 'UTC' AS "sortAt",
               f.type AS "feedType", f.link AS "feedLink", f.url AS "feedUrl"
             FROM "ContentItem" ci JOIN "Feed" f ON f.id = ci."feedId" WHERE ci.id = ANY($1::uuid[])`,
      values: [ids],
    });
    const leads = rows.map((r) => {
      const description = htmlToText(r.description, LEAD_CHARS * 2);
      // The description is the lead when it says something; a feed that repeats the body there or has none
      // gives the body's beginning instead.
      return (description.length >= 80 ? description : htmlToText(r.contentHtml, LEAD_CHARS * 2) || description).slice(0, LEAD_CHARS);
    });
    const analyses = await analyzeItems(rows.map((r, n) => ({ title: r.title, text: leads[n]! })), taggerThread);
    return rows.map((r, n) => {
      const lead = leads[n]!;
      const analysis = analyses[n]!;
      return {
        id: r.id, feedId: r.feedId, site: siteKey(r.feedLink, r.feedUrl), sortAt: r.sortAt, title: r.title, lead, statement: firstStatement(lead), imageUrl: r.imageUrl,
        popularity: r.popularity, isPublic: r.feedType !== PRIVATE_FEED_TYPE, counts: analysis.terms, topics: selectItemTopics(analysis), embedding: null,
      };
    });
  }

  async function embed(items: PreparedItem[]): Promise<void> {
    if (!model?.embeddings || items.length === 0) return;
    try {
      const vectors = await model.embed(items.map((i) => `${i.title ?? ""}. ${i.lead.slice(0, 500)}`));
      vectors?.forEach((v, n) => (items[n]!.embedding = v));
    } catch (err) {
      log.warn({ err }, "the embeddings model failed: these items are clustered without embeddings");
    }
  }

  async function applyChunk(client: pg.PoolClient, ids: string[], prepared: PreparedItem[], now: Date) {
    const { rows: claimed } = await client.query<{ id: string }>({
      name: "rv_stories_claim",
      text: `DELETE FROM "StoryPending" WHERE "contentItemId" = ANY($1::uuid[]) RETURNING "contentItemId" AS id`,
      values: [ids],
    });
    // Items stay while we write about them (a feed deleted meanwhile waits for this transaction).
    const { rows: present } = await client.query<{ id: string }>({
      name: "rv_stories_lock_items",
      text: `SELECT id FROM "ContentItem" WHERE id = ANY($1::uuid[]) FOR KEY SHARE`,
      values: [claimed.map((c) => c.id)],
    });
    const live = new Set(present.map((r) => r.id));
    const items = prepared.filter((p) => live.has(p.id) && p.isPublic);
    const nothing = { stories: [] as CachedStory[], gone: [] as string[] };
    if (items.length === 0) return { items: claimed.length, topics: 0, clustered: 0, shown: [] as string[], visible: [] as string[], written: nothing };

    const { rows: doneRows } = await client.query<{ id: string; clustered: boolean; topics: boolean }>({
      name: "rv_stories_done",
      text: `SELECT i.id, EXISTS (SELECT 1 FROM "StoryItem" s WHERE s."contentItemId" = i.id) AS clustered,
               EXISTS (SELECT 1 FROM "ContentItemTopic" x WHERE x."contentItemId" = i.id) AS topics
             FROM unnest($1::uuid[]) AS i(id)`,
      values: [items.map((i) => i.id)],
    });
    const done = new Map(doneRows.map((r) => [r.id, r]));
    const fresh = items.filter((i) => !done.get(i.id)?.topics);
    const { byItem, posts } = await storeItemTopics(client, fresh.map((i) => ({ id: i.id, sortAt: i.sortAt, topics: i.topics })));

    const windowStart = now.getTime() - CLUSTERING.windowHours * HOUR_MS;
    const toCluster = items
      .filter((i) => !done.get(i.id)?.clustered && i.sortAt.getTime() >= windowStart && i.sortAt.getTime() <= now.getTime() + HOUR_MS)
      .sort((a, b) => a.sortAt.getTime() - b.sortAt.getTime() || (a.id < b.id ? -1 : 1));
    const { shown, visible, written } = toCluster.length ? await cluster(client, toCluster, byItem, now) : { shown: [], visible: [], written: nothing };
    await addTopicPosts(client, posts, now);
    return { items: claimed.length, topics: fresh.length, clustered: toCluster.length, shown, visible, written };
  }

  /** Topics of items stored before this chunk (their story's summary counts them), aliases resolved. */
  async function topicsOf(client: pg.PoolClient, itemIds: string[]): Promise<Map<string, Array<{ topicId: string; weight: number }>>> {
    const map = new Map<string, Array<{ topicId: string; weight: number }>>();
    if (!itemIds.length) return map;
    const { rows } = await client.query<{ itemId: string; topicId: string; weight: number }>({
      name: "rv_stories_member_topics",
      text: `SELECT x."contentItemId" AS "itemId", COALESCE(t."aliasedToId", t.id) AS "topicId", x.weight
             FROM "ContentItemTopic" x JOIN "Topic" t ON t.id = x."topicId" WHERE x."contentItemId" = ANY($1::uuid[])`,
      values: [itemIds],
    });
    for (const r of rows) map.set(r.itemId, [...(map.get(r.itemId) ?? []), { topicId: r.topicId, weight: r.weight }]);
    return map;
  }

  async function cluster(
    client: pg.PoolClient,
    items: PreparedItem[],
    newTopics: Map<string, Array<{ topicId: string; weight: number }>>,
    now: Date,
  ): Promise<{ shown: string[]; visible: string[]; written: { stories: CachedStory[]; gone: string[] } }> {
    const stats = frequencies.stats;
    const allTerms = new Set<string>();
    for (const i of items) for (const t of i.counts.keys()) allTerms.add(t);
    await knowDf(client, allTerms);

    // The chunk's rare terms, with the window's statistics as they stand before it.

    const profiles = new Map(items.map((i) => [i.id, profileOf(i.counts)]));
    const windowMs = CLUSTERING.windowHours * HOUR_MS;
    const from = new Date(items[0]!.sortAt.getTime() - windowMs);
    const to = new Date(items.at(-1)!.sortAt.getTime() + windowMs);
    const stored = await storedCandidates(client, items, profiles, from, to);
    const stories = await loadStories(client, [...new Set([...stored.values()].flatMap((list) => list.map((c) => c.storyId)))]);

    const centroidTerms = new Set<string>();
    for (const story of stories.values()) for (const t of story.centroid.keys()) centroidTerms.add(t);
    await knowDf(client, centroidTerms);
    const session = new ClusterSession(stats, stories, stored, () => uuid7s(1)[0]!);
    const byId = new Map(items.map((i) => [i.id, i]));
    for (const item of items) session.add({ id: item.id, sortAt: item.sortAt, counts: item.counts, embedding: item.embedding, profile: profiles.get(item.id) });
    session.settle();

    // Recompute every story the chunk touched from its items (exact centroid, split check, summary).
    const touched = [...session.touched];
    const existingIds = touched.filter((id) => !session.stories.get(id)!.isNew);
    const { rows: memberRows } = existingIds.length
      ? await client.query<{ id: string; storyId: string; site: string; at: number; title: string | null; lead: string | null; imageUrl: string | null; popularity: number; terms: string[]; weights: number[]; entities: string[]; embedding: number[] | null }>({
          name: "rv_stories_members",
          text: `SELECT "contentItemId" AS id, "storyId", site, (extract(epoch FROM "sortAt") * 1000)::float8 AS at, title, lead, "imageUrl", popularity,
                   to_json(terms[1:coalesce(array_length(weights, 1), 0)]) AS terms, to_json(weights) AS weights, to_json(entities) AS entities,
                   to_json(embedding) AS embedding
                 FROM "StoryItem" WHERE "storyId" = ANY($1::uuid[])`,
          values: [existingIds],
        })
      : { rows: [] };
    const oldTopics = await topicsOf(client, memberRows.map((r) => r.id));
    const members = new Map<string, StoryMember[]>();
    const memberOf = (storyId: string, m: StoryMember) => {
      const id = session.resolve(storyId);
      const list = members.get(id);
      if (list) list.push(m);
      else members.set(id, [m]);
    };
    const previousStory = new Map(memberRows.map((r) => [r.id, r.storyId]));
    for (const r of memberRows) {
      const profile: Vector = new Map();
      r.terms.forEach((t, n) => {
        const w = r.weights[n] ?? 0;
        if (w > 0) profile.set(t, w);
      });
      memberOf(r.storyId, {
        id: r.id, site: r.site, sortAt: new Date(r.at), title: r.title, lead: r.lead, imageUrl: r.imageUrl, popularity: r.popularity, profile,
        entities: r.entities, embedding: r.embedding?.length ? r.embedding : null, topics: oldTopics.get(r.id) ?? [],
      });
    }
    const decisionOf = new Map(session.decisions.map((d) => [d.itemId, d]));
    for (const d of session.decisions) {
      const i = byId.get(d.itemId)!;
      memberOf(d.storyId, {
        id: i.id, site: i.site, sortAt: i.sortAt, title: i.title, lead: i.statement, imageUrl: i.imageUrl, popularity: i.popularity, profile: d.profile,
        entities: [...i.counts.keys()].filter((t) => t.startsWith("e:")), embedding: i.embedding, topics: newTopics.get(i.id) ?? [],
      });
    }

    // Older members' terms are weighed with the window's statistics too.
    const memberTerms = new Set<string>();
    for (const list of members.values()) for (const m of list) for (const t of m.profile.keys()) memberTerms.add(t);
    await knowDf(client, memberTerms);

    // Split what only the centroid held together: the largest linked group keeps the story's id.

    const finalStories = new Map<string, StoryMember[]>();
    for (const [storyId, list] of members) {
      const groups = list.length > 1 && list.length <= MAX_SPLIT_CHECK ? linkedGroups(list, stats) : [list.map((m) => m.id)];
      const byMember = new Map(list.map((m) => [m.id, m]));
      groups.forEach((group, n) => {
        const id = n === 0 ? storyId : uuid7s(1)[0]!;
        if (n > 0) session.stories.set(id, { ...session.stories.get(storyId)!, id, isNew: true, shownAt: null, mergedInto: null });
        finalStories.set(id, group.map((g) => byMember.get(g)!));
      });
    }

    const shown: string[] = [];
    const visible: string[] = [];
    const storyRows: unknown[] = [];
    const topicRows = { story: [] as string[], topic: [] as string[], weight: [] as number[] };
    const itemMoves: Array<{ id: string; storyId: string; centrality: number }> = [];
    const moved: Array<{ id: string; storyId: string }> = [];
    const newItems: unknown[] = [];
    // What the statements below write of each story's clustering state, for the copy of stories (storyCache).
    const written: CachedStory[] = [];
    for (const [storyId, list] of finalStories) {
      const engine = session.stories.get(storyId)!;
      const summary = summarizeStory(list, true, stats);
      const shownAt = engine.shownAt ?? (meetsThreshold(summary.itemCount, summary.siteCount) ? now : null);
      if (!engine.shownAt && shownAt) shown.push(storyId);
      if (shownAt && summary.visible) visible.push(storyId);
      const centroidTerms: string[] = [];
      const centroidWeights: number[] = [];
      summary.centroid.forEach((w, t) => {
        centroidTerms.push(t);
        centroidWeights.push(w);
      });
      const entities = [...summary.entityCounts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 40);
      storyRows.push({
        id: storyId, title: summary.title, summary: summary.bullets, heroContentItemId: summary.heroContentItemId, heroImageUrl: summary.heroImageUrl,
        itemCount: summary.itemCount, siteCount: summary.siteCount, score: summary.score, hotRank: summary.hotRank,
        firstItemAt: utcText(summary.firstItemAt), lastItemAt: utcText(summary.lastItemAt), shownAt: utcText(shownAt),
        visible: !!shownAt && summary.visible, centroidTerms, centroidWeights,
        entityKeys: entities.map(([e]) => e), entityCounts: entities.map(([, n]) => n), embedding: summary.embedding ?? [],
      });
      written.push({
        id: storyId, shownAt: shownAt?.getTime() ?? null, centroidTerms: internAll(centroidTerms),
        centroidWeights: Float64Array.from(centroidWeights), entityKeys: internAll(entities.map(([e]) => e)),
        entityCounts: Int32Array.from(entities, ([, n]) => n), itemCount: summary.itemCount, firstItemAt: summary.firstItemAt.getTime(),
        lastItemAt: summary.lastItemAt.getTime(), embedding: summary.embedding?.length ? summary.embedding : null, mergedIntoId: null,
      });
      for (const t of summary.topics) {
        topicRows.story.push(storyId);
        topicRows.topic.push(t.topicId);
        topicRows.weight.push(t.weight);
      }
      for (const m of list) {
        const centrality = summary.centrality.get(m.id) ?? 0;
        const decision = decisionOf.get(m.id);
        if (!decision) {
          itemMoves.push({ id: m.id, storyId, centrality });
          if (previousStory.get(m.id) !== storyId) moved.push({ id: m.id, storyId });
          continue;
        }
        const item = byId.get(m.id)!;
        // The profile's terms first, with their weights; the item's other terms after them (the statistics count
        // them, and take them back when it leaves the window).
        const profileTerms = [...decision.profile.keys()];
        const terms = [...profileTerms, ...[...item.counts.keys()].filter((t) => !decision.profile.has(t))];
        newItems.push({
          contentItemId: m.id, storyId, feedId: item.feedId, site: item.site, sortAt: utcText(item.sortAt), title: item.title, lead: item.statement,
          imageUrl: item.imageUrl, popularity: item.popularity, terms, weights: profileTerms.map((t) => decision.profile.get(t)!),
          entities: m.entities, embedding: item.embedding ?? [], centrality,
        });
      }
    }
    const gone = touched.filter((id) => session.stories.get(id)!.mergedInto);

    await client.query({
      name: "rv_stories_upsert",
      text: `INSERT INTO "Story" (id, title, summary, "heroContentItemId", "heroImageUrl", "itemCount", "siteCount", score, "hotRank",
               "firstItemAt", "lastItemAt", "shownAt", visible, "centroidTerms", "centroidWeights", "entityKeys", "entityCounts", embedding, "updatedAt")
             SELECT x.id, x.title, x.summary, x."heroContentItemId", x."heroImageUrl", x."itemCount", x."siteCount", x.score, x."hotRank",
               x."firstItemAt", x."lastItemAt", x."shownAt", x.visible, x."centroidTerms", x."centroidWeights", x."entityKeys", x."entityCounts", x.embedding, $2::timestamp
             FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, title text, summary jsonb, "heroContentItemId" uuid, "heroImageUrl" text, "itemCount" int,
               "siteCount" int, score float8, "hotRank" float8, "firstItemAt" timestamp, "lastItemAt" timestamp, "shownAt" timestamp, visible boolean,
               "centroidTerms" text[], "centroidWeights" float8[], "entityKeys" text[], "entityCounts" int[], embedding float8[])
             ON CONFLICT (id) DO UPDATE SET
               title = CASE WHEN "Story"."summarySource" = 'model' THEN "Story".title ELSE EXCLUDED.title END,
               summary = CASE WHEN "Story"."summarySource" = 'model' THEN "Story".summary ELSE EXCLUDED.summary END,
               "heroContentItemId" = EXCLUDED."heroContentItemId", "heroImageUrl" = EXCLUDED."heroImageUrl", "itemCount" = EXCLUDED."itemCount",
               "siteCount" = EXCLUDED."siteCount", score = EXCLUDED.score, "hotRank" = EXCLUDED."hotRank", "firstItemAt" = EXCLUDED."firstItemAt",
               "lastItemAt" = EXCLUDED."lastItemAt", "shownAt" = COALESCE("Story"."shownAt", EXCLUDED."shownAt"), visible = EXCLUDED.visible,
               "mergedIntoId" = NULL, "centroidTerms" = EXCLUDED."centroidTerms", "centroidWeights" = EXCLUDED."centroidWeights",
               "entityKeys" = EXCLUDED."entityKeys", "entityCounts" = EXCLUDED."entityCounts", embedding = EXCLUDED.embedding, "updatedAt" = EXCLUDED."updatedAt"`,
      values: [JSON.stringify(storyRows), utcText(now)],
    });
    if (itemMoves.length) {
      await client.query({
        name: "rv_stories_move_items",
        text: `UPDATE "StoryItem" s SET "storyId" = x."storyId", centrality = x.centrality
               FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, "storyId" uuid, centrality float8) WHERE s."contentItemId" = x.id`,
        values: [JSON.stringify(itemMoves)],
      });
    }
    if (moved.length) {
      // Through the postings' key (term, sortAt, contentItemId): an item's posted terms are among its profile's
      // terms, which its StoryItem row keeps first (terms[1:length of weights]), with its date. (An index on
      // contentItemId for this alone cost every posting inserted a third index entry.)
      await client.query({
        name: "rv_stories_move_postings",
        text: `UPDATE "StoryTermPosting" p SET "storyId" = x."storyId"
               FROM (
                 SELECT m.id, m."storyId", si."sortAt", unnest(si.terms[1:coalesce(array_length(si.weights, 1), 0)]) AS term
                 FROM unnest($1::uuid[], $2::uuid[]) AS m(id, "storyId") JOIN "StoryItem" si ON si."contentItemId" = m.id
               ) x
               WHERE p.term = x.term AND p."sortAt" = x."sortAt" AND p."contentItemId" = x.id`,
        values: [moved.map((m) => m.id), moved.map((m) => m.storyId)],
      });
    }
    if (newItems.length) {
      await client.query({
        name: "rv_stories_insert_items",
        text: `INSERT INTO "StoryItem" ("contentItemId", "storyId", "feedId", site, "sortAt", title, lead, "imageUrl", popularity, terms, weights, entities, embedding, centrality)
               SELECT * FROM jsonb_to_recordset($1::jsonb) AS x("contentItemId" uuid, "storyId" uuid, "feedId" uuid, site text, "sortAt" timestamp,
                 title text, lead text, "imageUrl" text, popularity float8, terms text[], weights float8[], entities text[], embedding float8[], centrality float8)
               ON CONFLICT DO NOTHING`,
        values: [JSON.stringify(newItems)],
      });
    }
    if (gone.length) {
      // A story shown before keeps its row, leading to the one it joined; one never shown simply goes.
      const target = gone.map((id) => session.resolve(id));
      await client.query({
        name: "rv_stories_merged",
        text: `WITH g AS (SELECT * FROM unnest($1::uuid[], $2::uuid[]) AS g(id, target))
               UPDATE "Story" s SET "mergedIntoId" = g.target, visible = false, "itemCount" = 0, "updatedAt" = $3::timestamp
               FROM g WHERE (s.id = g.id AND s."shownAt" IS NOT NULL) OR s."mergedIntoId" = g.id`,
        values: [gone, target, utcText(now)],
      });
      await client.query({ name: "rv_stories_drop_unshown", text: `DELETE FROM "Story" WHERE id = ANY($1::uuid[]) AND "shownAt" IS NULL`, values: [gone] });
    }
    const rewritten = [...finalStories.keys(), ...gone];
    await client.query({ name: "rv_stories_topics_clear", text: `DELETE FROM "StoryTopic" WHERE "storyId" = ANY($1::uuid[])`, values: [rewritten] });
    if (topicRows.story.length) {
      await client.query({
        name: "rv_stories_topics",
        text: `INSERT INTO "StoryTopic" ("storyId", "topicId", weight) SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::float8[]) ON CONFLICT DO NOTHING`,
        values: [topicRows.story, topicRows.topic, topicRows.weight],
      });
    }

    // The inverted index and the window's term statistics now count the chunk's items. Postings go as each
    // item's date, id and story once with its terms numbered after it (20 terms an item: the driver wrote and
    // PostgreSQL parsed each date and id 20 times), terms as one array literal.
    const posting = { term: [] as string[], item: [] as number[], sortAt: [] as Array<string | null>, id: [] as string[], story: [] as string[] };
    const finalStoryOf = new Map<string, string>();
    for (const [storyId, list] of finalStories) for (const m of list) finalStoryOf.set(m.id, storyId);
    const increments = new Map<string, number>([["", session.decisions.length]]);
    // Only terms a look-up can take are posted: in at most POSTED_RARE_FACTOR × the rare bound of the window's
    // items (with this chunk counted). A term above it is looked up only if it falls back below the bound, and
    // then the items that carried it while it was common are missing from its postings: a margin of 2 keeps
    // that to terms whose items halve within the window (a burst that is over).
    const postBound = POSTED_RARE_FACTOR * rareBound(stats);
    session.decisions.forEach((d, n) => {
      const item = byId.get(d.itemId)!;
      posting.sortAt.push(utcText(item.sortAt));
      posting.id.push(d.itemId);
      posting.story.push(finalStoryOf.get(d.itemId)!);
      for (const t of d.posted) {
        if ((stats.df.get(t) ?? 0) > postBound) continue;
        posting.term.push(t);
        posting.item.push(n + 1);
      }
      item.counts.forEach((_, t) => increments.set(t, (increments.get(t) ?? 0) + 1));
    });
    await client.query({
      name: "rv_stories_postings_insert",
      text: `INSERT INTO "StoryTermPosting" (term, "sortAt", "contentItemId", "storyId")
             SELECT t.term, i.at, i.id, i.story
             FROM unnest($1::text[], $2::int[]) AS t(term, n)
             JOIN unnest($3::timestamp[], $4::uuid[], $5::uuid[]) WITH ORDINALITY AS i(at, id, story, n) ON i.n = t.n
             ON CONFLICT DO NOTHING`,
      values: [textArray(posting.term), posting.item, posting.sortAt, posting.id, posting.story],
    });
    await client.query({
      name: "rv_stories_df_add",
      text: `INSERT INTO "StoryTermStat" (term, df) SELECT * FROM unnest($1::text[], $2::int[])
             ON CONFLICT (term) DO UPDATE SET df = "StoryTermStat".df + EXCLUDED.df`,
      values: [textArray([...increments.keys()]), [...increments.values()]],
    });
    return { shown, visible, written: { stories: written, gone } };
  }

  /**
   * Each item's best candidate stories in the window (CLUSTERING.candidates), found in the database: the postings
   * of its rare terms (the 40 newest per term), one per story and term, dated within the window of the item, the
   * stories sharing the most (by IDF, with the window's statistics before the chunk) first. One statement for the
   * chunk, answering a few rows per item: PostgreSQL matches and ranks, the worker reads only what it compares
   * (reading every posting cost more, in the driver's parsing and in garbage, than the engine's own work).
   */
  async function storedCandidates(
    client: pg.PoolClient, items: PreparedItem[], profiles: Map<string, Vector>, from: Date, to: Date,
  ): Promise<Map<string, StoredCandidate[]>> {
    const stats = frequencies.stats;
    const q = { item: [] as number[], at: [] as number[], term: [] as string[], weight: [] as number[] };
    items.forEach((item, n) => {
      for (const key of queryKeys(profiles.get(item.id)!, stats)) {
        // A term no item of the window carries has no postings (the chunk's own are the engine's).
        if (!stats.df.get(key)) continue;
        q.item.push(n);
        q.at.push(item.sortAt.getTime());
        q.term.push(key);
        q.weight.push(idf(stats, key));
      }
    });
    const out = new Map<string, StoredCandidate[]>();
    if (q.item.length === 0) return out;
    // Dates travel as epoch milliseconds: the driver's text parser for timestamps costs more than the work.
    const { rows } = await client.query<{ item: number; storyId: string; terms: string }>({
      name: "rv_stories_candidates",
      // One row per story and term first (a story's newest posting of the term, grouped within each term's
      // 40), then per item and story; dates compared as timestamps (numeric epoch arithmetic per row cost more).
      text: `WITH q AS (
               SELECT item, to_timestamp(at / 1000) AT TIME ZONE 'UTC' AS at, term, weight
               FROM unnest($1::int[], $2::float8[], $3::text[], $4::float8[]) AS q(item, at, term, weight)
             ),
             p AS (
               SELECT k.term, p."storyId", p.at
               FROM (SELECT DISTINCT term FROM q) k
               CROSS JOIN LATERAL (
                 SELECT x."storyId", max(x."sortAt") AS at FROM (
                   SELECT "storyId", "sortAt" FROM "StoryTermPosting"
                   WHERE term = k.term AND "sortAt" >= $5::timestamp AND "sortAt" <= $6::timestamp
                   ORDER BY "sortAt" DESC LIMIT ${POSTINGS_PER_TERM}
                 ) x GROUP BY x."storyId"
               ) p
             ),
             s AS (
               SELECT q.item, p."storyId", sum(q.weight) AS shared, string_agg(q.term, E'\\n') AS terms
               FROM q JOIN p ON p.term = q.term
                 AND p.at BETWEEN q.at - $7::float8 * interval '1 millisecond' AND q.at + $7::float8 * interval '1 millisecond'
               GROUP BY q.item, p."storyId"
             )
             SELECT item, "storyId", terms FROM (
               SELECT s.*, row_number() OVER (PARTITION BY item ORDER BY shared DESC, "storyId") AS n FROM s
             ) r WHERE n <= $8::int`,
      values: [q.item, q.at, q.term, q.weight, utcText(from), utcText(to), CLUSTERING.windowHours * HOUR_MS, CLUSTERING.candidates],
    });
    for (const r of rows) {
      const id = items[r.item]!.id;
      const list = out.get(id);
      const candidate = { storyId: r.storyId, terms: r.terms.split("\n") };
      if (list) list.push(candidate);
      else out.set(id, [candidate]);
    }
    return out;
  }

  /**
   * The window's document frequencies, read as they are needed and kept between chunks and runs: only the
   * process holding the work writes them, and each write bumps a generation (term "#gen"), so a run that finds
   * the generation it left knows its copy is exact, and one that does not starts a new copy. A term read and
   * not found is known to be in no item (0).
   */
  const frequencies: { generation: number | null; stats: TermStats } = { generation: null, stats: { docs: 0, df: new Map() } };

  async function startFrequencies(client: pg.PoolClient): Promise<void> {
    const { rows } = await client.query<{ term: string; df: number }>({
      name: "rv_stories_generation",
      text: `SELECT term, df FROM "StoryTermStat" WHERE term IN ('', '#gen')`,
    });
    const generation = rows.find((r) => r.term === "#gen")?.df ?? 0;
    if (generation === frequencies.generation && frequencies.stats.df.size < 2_000_000) return;
    frequencies.generation = generation;
    frequencies.stats = { docs: rows.find((r) => r.term === "")?.df ?? 0, df: new Map() };
    storyCache.clear();
    terms.clear();
  }

  async function knowDf(client: pg.PoolClient, terms: Iterable<string>): Promise<void> {
    const stats = frequencies.stats;
    const missing = [...terms].filter((t) => !stats.df.has(t));
    for (let i = 0; i < missing.length; i += 20_000) {
      const slice = missing.slice(i, i + 20_000);
      const { rows } = await client.query<{ term: string; df: number }>({
        name: "rv_stories_df",
        text: `SELECT term, df FROM "StoryTermStat" WHERE term = ANY($1::text[])`,
        values: [slice],
      });
      for (const t of slice) stats.df.set(t, 0);
      for (const r of rows) stats.df.set(r.term, r.df);
      forgetIdf(stats, slice);
    }
  }

  /** Marks the statistics written (inside the transaction that wrote them); the copy is current once it commits. */
  async function bumpGeneration(client: pg.PoolClient): Promise<number> {
    const { rows } = await client.query<{ df: number }>({
      name: "rv_stories_bump",
      text: `INSERT INTO "StoryTermStat" (term, df) VALUES ('#gen', 1) ON CONFLICT (term) DO UPDATE SET df = "StoryTermStat".df + 1 RETURNING df`,
    });
    return rows[0]!.df;
  }

  /**
   * Stories' clustering state as stored (what loadStories reads), kept between chunks and runs like the
   * frequencies: the work is the only writer of these columns, it puts what it wrote here once committed, and a
   * generation that is not the one it left (another process wrote, or a chunk failed) empties it. Bounded: the
   * least recently used go first. Terms are shared with one string per term (a story's centroid holds 100-200).
   * Chunks of a backlog keep meeting the same stories (bench/stories: three loads in four were of a story an
   * earlier chunk loaded or wrote).
   */
  const storyCache = new Map<string, CachedStory>();
  const terms = new Map<string, string>();

  function internAll(list: string[]): string[] {
    if (terms.size > 1_000_000) terms.clear();
    return list.map((t) => {
      const known = terms.get(t);
      if (known !== undefined) return known;
      terms.set(t, t);
      return t;
    });
  }

  function cacheStory(story: CachedStory): void {
    storyCache.delete(story.id);
    if (story.mergedIntoId !== null) return;
    storyCache.set(story.id, story);
    // The least recently used tenth goes at once: a Map keeps deleted entries until it rehashes, and finding the
    // first live key one eviction at a time walked past every earlier deletion.
    if (storyCache.size > STORY_CACHE_SIZE) {
      let n = STORY_CACHE_SIZE / 10;
      for (const id of storyCache.keys()) {
        if (n-- <= 0) break;
        storyCache.delete(id);
      }
    }
  }

  async function loadStories(client: pg.PoolClient, ids: string[]): Promise<Map<string, EngineStory>> {
    const map = new Map<string, EngineStory>();
    const missing = ids.filter((id) => !storyCache.has(id));
    const { rows } = missing.length
      ? await client.query<{
          id: string; shownAt: number | null; centroidTerms: string[]; centroidWeights: number[]; entityKeys: string[]; entityCounts: number[];
          itemCount: number; firstItemAt: number; lastItemAt: number; embedding: number[] | null; mergedIntoId: string | null;
        }>({
          name: "rv_stories_load",
          text: `SELECT id, (extract(epoch FROM "shownAt") * 1000)::float8 AS "shownAt", to_json("centroidTerms") AS "centroidTerms",
                   to_json("centroidWeights") AS "centroidWeights", to_json("entityKeys") AS "entityKeys", to_json("entityCounts") AS "entityCounts",
                   "itemCount", (extract(epoch FROM "firstItemAt") * 1000)::float8 AS "firstItemAt", (extract(epoch FROM "lastItemAt") * 1000)::float8 AS "lastItemAt",
                   to_json(embedding) AS embedding, "mergedIntoId"
                 FROM "Story" WHERE id = ANY($1::uuid[])`,
          values: [missing],
        })
      : { rows: [] };
    const loaded = new Map<string, CachedStory>();
    for (const r of rows) {
      loaded.set(r.id, {
        id: r.id, shownAt: r.shownAt, centroidTerms: internAll(r.centroidTerms), centroidWeights: Float64Array.from(r.centroidWeights),
        entityKeys: internAll(r.entityKeys), entityCounts: Int32Array.from(r.entityCounts), itemCount: r.itemCount, firstItemAt: r.firstItemAt,
        lastItemAt: r.lastItemAt, embedding: r.embedding?.length ? r.embedding : null, mergedIntoId: r.mergedIntoId,
      });
    }
    for (const id of ids) {
      const s = loaded.get(id) ?? storyCache.get(id);
      if (!s) continue;
      cacheStory(s);
      const centroid: Vector = new Map();
      s.centroidTerms.forEach((t, n) => centroid.set(t, s.centroidWeights[n] ?? 0));
      const entities = new Map<string, number>();
      s.entityKeys.forEach((e, n) => entities.set(e, s.entityCounts[n] ?? 0));
      map.set(id, {
        id, isNew: false, shownAt: s.shownAt === null ? null : new Date(s.shownAt), centroid, entities, itemCount: s.itemCount,
        firstItemAt: new Date(s.firstItemAt), lastItemAt: new Date(s.lastItemAt),
        embeddingSum: s.embedding ? s.embedding.map((v) => v * s.itemCount) : null, mergedInto: s.mergedIntoId,
      });
    }
    return map;
  }

  /**
   * Items that left the window: their terms no longer count in the statistics, and their postings go. Their
   * stories stay (lists pick stories by date), as do the items' places in them.
   */
  /** Returns whether the statistics changed. */
  async function prune(client: pg.PoolClient, now: Date): Promise<boolean> {
    const cutoff = utcText(new Date(now.getTime() - CLUSTERING.windowHours * HOUR_MS));
    const { rows } = await client.query<{ term: string; df: number }>({
      name: "rv_stories_prune_stats",
      text: `WITH gone AS (UPDATE "StoryItem" SET "inWindow" = false WHERE "inWindow" AND "sortAt" < $1::timestamp RETURNING terms),
             dec AS (
               SELECT t AS term, count(*)::int AS n FROM gone CROSS JOIN LATERAL unnest(gone.terms) AS t GROUP BY t
               UNION ALL SELECT '', count(*)::int FROM gone
             )
             UPDATE "StoryTermStat" s SET df = s.df - dec.n FROM dec WHERE s.term = dec.term AND dec.n > 0 RETURNING s.term, s.df`,
      values: [cutoff],
    });
    // The copy of the statistics follows (see frequencies).
    for (const r of rows) {
      if (r.term === "") frequencies.stats.docs = Math.max(0, r.df);
      else frequencies.stats.df.set(r.term, Math.max(0, r.df));
    }
    forgetIdf(frequencies.stats, rows.map((r) => r.term));
    await client.query({ name: "rv_stories_prune_terms", text: `DELETE FROM "StoryTermStat" WHERE df <= 0 AND term <> ''` });
    await client.query({ name: "rv_stories_prune_postings", text: `DELETE FROM "StoryTermPosting" WHERE "sortAt" < $1::timestamp`, values: [cutoff] });
    return rows.length > 0;
  }

  /**
   * Writes the model's title and bullets for visible stories the run changed that it has not written yet, or
   * that grew by half since it did (a story's headline should not change with every item).
   */
  async function summarizeWithModel(storyIds: string[]): Promise<void> {
    if (!model?.chat || storyIds.length === 0) return;
    const { rows } = await pool().query<{ id: string }>({
      name: "rv_stories_model_due",
      text: `SELECT id FROM "Story" WHERE id = ANY($1::uuid[]) AND visible
               AND ("summarySource" = 'extractive' OR "itemCount" * 2 >= "summaryItemCount" * 3)
             ORDER BY "lastItemAt" DESC LIMIT 20`,
      values: [[...new Set(storyIds)]],
    });
    for (const { id } of rows) {
      const { rows: items } = await pool().query<{ title: string | null; lead: string | null; site: string; count: number }>({
        name: "rv_stories_model_items",
        text: `SELECT title, lead, site, count(*) OVER ()::int AS count FROM "StoryItem" WHERE "storyId" = $1::uuid ORDER BY centrality DESC LIMIT 12`,
        values: [id],
      });
      try {
        const written = await model.summarize(items);
        if (!written) continue;
        await pool().query({
          name: "rv_stories_model_write",
          text: `UPDATE "Story" SET title = $2, summary = $3::jsonb, "summarySource" = 'model', "summaryItemCount" = "itemCount" WHERE id = $1::uuid`,
          values: [id, written.title, JSON.stringify(written.bullets)],
        });
      } catch (err) {
        log.warn({ err, storyId: id }, "the story model failed: the story keeps its extractive title and bullets");
      }
    }
  }

  return {
    /**
     * Runs the work over queued items, chunk by chunk (each one transaction), then takes items that left the
     * window out of the statistics and recounts topics whose counts aged. Another process already running it
     * makes this call return at once ({ ran: false }): that process takes the queue as it finds it.
     */
    async processPending(opts: ProcessOptions = {}): Promise<ProcessResult> {
      const chunkSize = opts.chunkSize ?? 1_000;
      const maxItems = opts.maxItems ?? 20_000;
      const result: ProcessResult = { ran: false, items: 0, topics: 0, clustered: 0, shown: 0, left: 0 };
      const client = await pool().connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>({ name: "rv_stories_lock", text: `SELECT pg_try_advisory_lock($1) AS locked`, values: [STORY_WORK_LOCK] });
        if (!rows[0]?.locked) return result;
        result.ran = true;
        try {
          await startFrequencies(client);
          const visible: string[] = [];
          // The next chunk is read and analysed (on another connection) while this one is clustered and written:
          // the queue's next items after this chunk's, which its transaction takes out of the queue.
          const readChunk = async (limit: number, after: string[]) => {
            if (limit <= 0) return null;
            const { rows: pending } = await pool().query<{ id: string }>({
              name: "rv_stories_pending",
              text: `SELECT "contentItemId" AS id FROM "StoryPending" WHERE NOT ("contentItemId" = ANY($2::uuid[]))
                     ORDER BY "createdAt", "contentItemId" LIMIT $1`,
              values: [limit, after],
            });
            if (pending.length === 0) return null;
            const now = opts.now ?? new Date();
            const ids = pending.map((p) => p.id);
            const prepared = await prepare(pool(), ids);
            await embed(prepared.filter((p) => p.isPublic && p.sortAt.getTime() >= now.getTime() - CLUSTERING.windowHours * HOUR_MS));
            return { ids, prepared, now };
          };
          let next = readChunk(Math.min(chunkSize, maxItems), []);
          while (result.items < maxItems) {
            const chunk = await next;
            if (!chunk) break;
            const { ids, prepared, now } = chunk;
            next = readChunk(Math.min(chunkSize, maxItems - result.items - ids.length), ids);
            // Awaited at the next turn; a failure there is reported then (or dropped when this chunk fails first).
            next.catch(() => {});
            await client.query("BEGIN");
            try {
              const outcome = await applyChunk(client, ids, prepared, now);
              const generation = outcome.clustered > 0 ? await bumpGeneration(client) : null;
              await client.query("COMMIT");
              if (generation !== null) frequencies.generation = generation;
              for (const story of outcome.written.stories) cacheStory(story);
              for (const id of outcome.written.gone) storyCache.delete(id);
              result.items += outcome.items;
              result.topics += outcome.topics;
              result.clustered += outcome.clustered;
              result.shown += outcome.shown.length;
              visible.push(...outcome.visible);
            } catch (err) {
              await client.query("ROLLBACK");
              // The copy may hold what was rolled back: the next run reads afresh.
              frequencies.generation = null;
              throw err;
            }
            opts.onProgress?.(result.items);
          }
          const now = opts.now ?? new Date();
          await client.query("BEGIN");
          try {
            const generation = (await prune(client, now)) ? await bumpGeneration(client) : null;
            await client.query("COMMIT");
            if (generation !== null) frequencies.generation = generation;
          } catch (err) {
            await client.query("ROLLBACK");
            frequencies.generation = null;
            throw err;
          }
          await refreshAgedTopicStats(pool(), now);
          await summarizeWithModel(visible);
          const { rows: left } = await client.query<{ n: number }>({ name: "rv_stories_left", text: `SELECT count(*)::int AS n FROM "StoryPending"` });
          result.left = left[0]?.n ?? 0;
          if (result.items > 0) log.info(result, "topics and stories updated");
          return result;
        } finally {
          await client.query({ name: "rv_stories_unlock", text: `SELECT pg_advisory_unlock($1)`, values: [STORY_WORK_LOCK] });
        }
      } finally {
        client.release();
      }
    },
  };
}
