import type pg from "pg";
import type { ItemTopic } from "../../nlp/itemTopics.js";
import { utcText, uuid7s } from "../feeds/refreshSql.js";

const DAY_MS = 86_400_000;

/**
 * A topic's score: 10 × its posts of the last day plus its posts of the last week (our choice; the spec only
 * divides topic scores by 10 for its colour bands), so today's news ranks first and a busy week still counts.
 */
export const TOPIC_SCORE_SQL = `10 * c.day + c.week`;

/**
 * Stores the topics of a chunk's items (inside the clustering transaction): new topics by key (a concurrent
 * writer's row wins and is used), then one association per item and topic. Returns, per item, the topic ids it
 * now has with their weights, aliases resolved to their targets (what stories and counts use).
 */
export async function storeItemTopics(
  client: pg.PoolClient,
  items: Array<{ id: string; sortAt: Date; topics: ItemTopic[] }>,
): Promise<{ byItem: Map<string, Array<{ topicId: string; weight: number }>>; posts: Array<{ topicId: string; sortAt: Date }> }> {
  const byKey = new Map<string, ItemTopic>();
  for (const item of items) for (const t of item.topics) if (!byKey.has(t.key)) byKey.set(t.key, t);
  const byItem = new Map<string, Array<{ topicId: string; weight: number }>>();
  if (byKey.size === 0) return { byItem, posts: [] };
  const topics = [...byKey.values()];
  await client.query({
    name: "rv_topics_insert",
    text: `INSERT INTO "Topic" (id, key, name, kind)
           SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) ON CONFLICT (key) DO NOTHING`,
    values: [uuid7s(topics.length), topics.map((t) => t.key), topics.map((t) => t.name), topics.map((t) => t.kind)],
  });
  const { rows } = await client.query<{ id: string; key: string; target: string }>({
    name: "rv_topics_by_key",
    text: `SELECT id, key, COALESCE("aliasedToId", id) AS target FROM "Topic" WHERE key = ANY($1::text[])`,
    values: [topics.map((t) => t.key)],
  });
  const idOf = new Map(rows.map((r) => [r.key, r]));
  const assoc = { item: [] as string[], topic: [] as string[], weight: [] as number[], sortAt: [] as Array<string | null> };
  const posts: Array<{ topicId: string; sortAt: Date }> = [];
  for (const item of items) {
    const list: Array<{ topicId: string; weight: number }> = [];
    const seen = new Set<string>();
    const counted = new Set<string>();
    for (const t of item.topics) {
      const row = idOf.get(t.key);
      if (!row || seen.has(row.id)) continue;
      seen.add(row.id);
      assoc.item.push(item.id);
      assoc.topic.push(row.id);
      assoc.weight.push(t.weight);
      assoc.sortAt.push(utcText(item.sortAt));
      list.push({ topicId: row.target, weight: t.weight });
      // A post for the topic and, when it is an alias, for its target (each once per item).
      for (const id of [row.id, row.target]) {
        if (counted.has(id)) continue;
        counted.add(id);
        posts.push({ topicId: id, sortAt: item.sortAt });
      }
    }
    byItem.set(item.id, list);
  }
  await client.query({
    name: "rv_topics_assoc",
    text: `INSERT INTO "ContentItemTopic" ("contentItemId", "topicId", weight, "sortAt")
           SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::float8[], $4::timestamp[]) ON CONFLICT DO NOTHING`,
    values: [assoc.item, assoc.topic, assoc.weight, assoc.sortAt],
  });
  return { byItem, posts };
}

/**
 * Adds a chunk's new posts to their topics' counts and scores in one statement (TopicStats: a topic the chunk
 * stored gets its row here, with these counts). The counts are exact for the posts added; that older posts leave
 * the day, week and month is the hourly recount's job (refreshAgedTopicStats), which these increments do not
 * postpone.
 */
export async function addTopicPosts(client: pg.PoolClient, posts: Array<{ topicId: string; sortAt: Date }>, now: Date): Promise<void> {
  if (posts.length === 0) return;
  await client.query({
    name: "rv_topics_add_posts",
    // Ordered by topic, so two writers never wait on each other's rows in opposite orders.
    text: `INSERT INTO "TopicStats" AS s ("topicId", "postsLastDay", "postsLastWeek", "postsLastMonth", score)
           SELECT inc.id, inc.day, inc.week, inc.month, 10 * inc.day + inc.week FROM (
             SELECT x.id,
               count(*) FILTER (WHERE x.at > $3::timestamp)::int AS day,
               count(*) FILTER (WHERE x.at > $4::timestamp)::int AS week,
               count(*) FILTER (WHERE x.at > $5::timestamp)::int AS month
             FROM unnest($1::uuid[], $2::timestamp[]) AS x(id, at) GROUP BY x.id ORDER BY x.id
           ) inc
           ON CONFLICT ("topicId") DO UPDATE SET "postsLastDay" = s."postsLastDay" + EXCLUDED."postsLastDay",
             "postsLastWeek" = s."postsLastWeek" + EXCLUDED."postsLastWeek", "postsLastMonth" = s."postsLastMonth" + EXCLUDED."postsLastMonth",
             score = 10 * (s."postsLastDay" + EXCLUDED."postsLastDay") + s."postsLastWeek" + EXCLUDED."postsLastWeek"`,
    values: [
      posts.map((p) => p.topicId),
      posts.map((p) => utcText(p.sortAt)),
      utcText(new Date(now.getTime() - DAY_MS)),
      utcText(new Date(now.getTime() - 7 * DAY_MS)),
      utcText(new Date(now.getTime() - 30 * DAY_MS)),
    ],
  });
}

/**
 * Recounts topics' posts of the last day, week and month and their score. A target counts its aliases' items
 * too (each item once); an alias keeps its own counts. One statement for any number of topics.
 */
export async function refreshTopicStats(client: pg.Pool | pg.PoolClient, topicIds: string[], now: Date): Promise<void> {
  if (topicIds.length === 0) return;
  await client.query({
    name: "rv_topics_stats",
    text: `WITH targets AS (SELECT DISTINCT unnest($1::uuid[]) AS id),
           members AS (
             SELECT tg.id AS target, m.id AS member FROM targets tg JOIN "Topic" m ON m.id = tg.id
             UNION SELECT tg.id, m.id FROM targets tg JOIN "Topic" m ON m."aliasedToId" = tg.id
               WHERE NOT EXISTS (SELECT 1 FROM "Topic" t WHERE t.id = tg.id AND t."aliasedToId" IS NOT NULL)
           ),
           c AS (
             SELECT tg.id,
               count(DISTINCT x."contentItemId") FILTER (WHERE x."sortAt" > $2::timestamp) AS day,
               count(DISTINCT x."contentItemId") FILTER (WHERE x."sortAt" > $3::timestamp) AS week,
               count(DISTINCT x."contentItemId") AS month
             FROM targets tg
             LEFT JOIN members mb ON mb.target = tg.id
             LEFT JOIN "ContentItemTopic" x ON x."topicId" = mb.member AND x."sortAt" > $4::timestamp
             GROUP BY tg.id
           )
           INSERT INTO "TopicStats" AS s ("topicId", "postsLastDay", "postsLastWeek", "postsLastMonth", score, "statsUpdatedAt")
           SELECT c.id, c.day, c.week, c.month, ${TOPIC_SCORE_SQL}, $5::timestamp FROM c JOIN "Topic" t ON t.id = c.id
           ON CONFLICT ("topicId") DO UPDATE SET "postsLastDay" = EXCLUDED."postsLastDay", "postsLastWeek" = EXCLUDED."postsLastWeek",
             "postsLastMonth" = EXCLUDED."postsLastMonth", score = EXCLUDED.score, "statsUpdatedAt" = EXCLUDED."statsUpdatedAt"`,
    values: [
      topicIds,
      utcText(new Date(now.getTime() - DAY_MS)),
      utcText(new Date(now.getTime() - 7 * DAY_MS)),
      utcText(new Date(now.getTime() - 30 * DAY_MS)),
      utcText(now),
    ],
  });
}

/**
 * Topics whose counts may have aged (counted more than an hour ago and not yet zero): recounted in batches, so
 * a topic nobody mentions any more slides down the index within the hour. Returns how many were recounted.
 */
export async function refreshAgedTopicStats(pool: pg.Pool, now: Date, limit = 2_000): Promise<number> {
  const { rows } = await pool.query<{ id: string }>({
    name: "rv_topics_aged",
    text: `SELECT "topicId" AS id FROM "TopicStats" WHERE "statsUpdatedAt" < $1::timestamp AND ("postsLastMonth" > 0 OR score > 0)
           ORDER BY "statsUpdatedAt" LIMIT $2`,
    values: [utcText(new Date(now.getTime() - 3_600_000)), limit],
  });
  await refreshTopicStats(pool, rows.map((r) => r.id), now);
  return rows.length;
}
