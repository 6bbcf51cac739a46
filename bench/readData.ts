import pg from "pg";

/** The shape bench/read builds (issue 5 section 3). */
export const SIZE = {
  feeds: 2000,
  itemsPerFeed: 500, // 1,000,000 items
  /** Items are dated uniformly over this many days: half of them fall inside the default 30-day window. */
  spreadDays: 60,
  subscriptions: 500,
  folders: 30,
  /** Subscriptions in folder 1: 200 × 500 = the 100,000-item folder. */
  bigFolderSubscriptions: 200,
  otherUsers: 1000,
  otherUserSubscriptions: 20,
  readRows: 5000,
  unreadRows: 200,
  tags: 5,
  itemsPerTag: 200,
};

/**
 * Text with the shape of real language for the search rows: ${VOCABULARY} made-up words (syllables, some
 * accented) drawn with Zipf's law (the word of rank r with probability about 1/(r ln V)), so a few words are in
 * nearly every item and most are rare, as in any corpus. Pools of titles, sentences, paragraphs and author names
 * are built once and items pick from them by hash, which keeps the load a single INSERT ... SELECT.
 */
export const VOCABULARY = 20_000;
const POOL = { titles: 50_000, sentences: 40_000, paragraphs: 20_000, authors: 400 };
const SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "ta", "ve", "zo", "shi", "pa", "re", "di", "go", "fu", "ba", "te", "si", "ko",
  "la", "me", "nu", "po", "ri", "sa", "to", "vi", "za", "he", "ju", "de", "wa", "bo", "rö", "mü", "ça", "ñi"];
/** SQL: the word of rank `r` (1-based), 2 syllables for the 1,295 most common, 3 after. */
export function benchWordSql(r: string): string {
  const s = `ARRAY[${SYLLABLES.map((x) => `'${x}'`).join(",")}]`;
  const n = SYLLABLES.length;
  return `(${s})[1 + ${r} % ${n}] || (${s})[1 + (${r} / ${n}) % ${n}] || CASE WHEN ${r} >= ${n * n} THEN (${s})[1 + (${r} / ${n * n}) % ${n}] ELSE '' END`;
}
const zipfRank = `least(${VOCABULARY}, floor(exp(random() * ln(${VOCABULARY + 1})))::int)`;
const wordsSql = (table: string, count: number, words: number, from = zipfRank) => `
  CREATE TABLE ${table} AS SELECT n, string_agg(v.w, ' ' ORDER BY k) AS text
  FROM (SELECT n, k, ${from} AS r FROM generate_series(1, ${count}) n, generate_series(1, ${words}) k) x
  JOIN bench_vocab v USING (r) GROUP BY n;
  CREATE UNIQUE INDEX ON ${table} (n);`;
const textPoolsSql = `
  CREATE TABLE bench_vocab AS SELECT r, ${benchWordSql("r")} AS w FROM generate_series(1, ${VOCABULARY}) r;
  ${wordsSql("bench_titles", POOL.titles, 7)}
  UPDATE bench_titles SET text = upper(left(text, 1)) || substr(text, 2);
  ${wordsSql("bench_sentences", POOL.sentences, 12)}
  CREATE TABLE bench_paragraphs AS SELECT p AS n, string_agg(s.text, '. ' ORDER BY j) || '.' AS text
  FROM generate_series(1, ${POOL.paragraphs}) p CROSS JOIN generate_series(1, 6) j
  JOIN bench_sentences s ON s.n = 1 + abs(hashint4(p * 6 + j)) % ${POOL.sentences} GROUP BY p;
  CREATE UNIQUE INDEX ON bench_paragraphs (n);
  ${wordsSql("bench_authors", POOL.authors, 2, `2000 + floor(random() * ${VOCABULARY - 2000})::int`)}
  UPDATE bench_authors SET text = initcap(text);`;

export const BENCH_USER = "00000000-0000-7000-8000-000000000001";
const feedId = (expr: string) => `('00000000-0000-7000-8001-' || lpad(to_hex(${expr}), 12, '0'))::uuid`;
const subId = (expr: string) => `('00000000-0000-7000-8002-' || lpad(to_hex(${expr}), 12, '0'))::uuid`;
const folderId = (expr: string) => `('00000000-0000-7000-8003-' || lpad(to_hex(${expr}), 12, '0'))::uuid`;
export const BIG_FOLDER = "00000000-0000-7000-8003-000000000001";
export const SMALL_FOLDER = "00000000-0000-7000-8003-000000000002";
/** A folder of 2 top-level subscriptions (1,000 items) with its data feed on (issue 14 section 5). */
export const DATAFEED_FOLDER = "00000000-0000-7000-8003-0000000000ff";
const subscriptionId = (n: number) => `00000000-0000-7000-8002-${n.toString(16).padStart(12, "0")}`;
/** The 50 subscriptions bench/read gives 3 keep/remove filters each: 20 inside the 100,000-item folder, 30 outside. */
export const FILTERED_SUBSCRIPTIONS = Array.from({ length: 50 }, (_, i) => subscriptionId(181 + i));

/**
 * Fills an empty, migrated database with INSERT ... SELECT generate_series (no row crosses the wire). The
 * ContentItem indexes are dropped during the load and rebuilt after it, exactly as the migrations define them.
 */
export async function buildReadDataset(url: string, log: (line: string) => void): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const step = async (label: string, sql: string) => {
    const t0 = performance.now();
    await c.query(sql);
    log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    await c.query("SET synchronous_commit = off");
    const { rows: indexes } = await c.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'ContentItem' AND indexname <> 'ContentItem_pkey'`,
    );
    for (const i of indexes) await c.query(`DROP INDEX "${i.indexname}"`);
    await step("users", `
      INSERT INTO "User" (id, username, "updatedAt") VALUES ('${BENCH_USER}', 'bench', now());
      INSERT INTO "User" (id, "isGuest", "updatedAt") SELECT gen_random_uuid(), true, now() FROM generate_series(1, ${SIZE.otherUsers});`);
    await step("feeds", `
      INSERT INTO "Feed" (id, url, title, link, "updatedAt", "lastRunAt", status)
      SELECT ${feedId("g")}, 'https://bench.example/' || g || '.xml', 'Feed ' || g, 'https://bench.example/' || g, now(), now(), 'healthy'
      FROM generate_series(1, ${SIZE.feeds}) g;`);
    await step("text pools", textPoolsSql);
    // 20% of items carry a feed score (Reddit-like, heavy-tailed), 10% some views. Text comes from the pools
    // (title 7 words, description 12, body 144 in two paragraphs, one of 3 authors per feed), picked by hash.
    const pick = (salt: number, n: number) => `1 + abs(hashint4(f * ${SIZE.itemsPerFeed} + i + ${salt})) % ${n}`;
    await step(`${SIZE.feeds * SIZE.itemsPerFeed} items`, `
      INSERT INTO "ContentItem" (id, "feedId", guid, title, link, description, "contentHtml", author, "contentHash", "sortAt", "publishedAt", "firstSeenAt", score, "engagementScore")
      SELECT gen_random_uuid(), ${feedId("f")}, 'g' || i, t.text, 'https://bench.example/' || f || '/' || i,
        d.text, '<p>' || p1.text || '</p><p>' || p2.text || '</p>', a.text, md5(f || ':' || i), ts, ts, ts,
        CASE WHEN random() < 0.2 THEN LEAST(floor(power(random(), -1.5)), 1000000000)::int END,
        CASE WHEN random() < 0.1 THEN floor(random() * 20) ELSE 0 END
      FROM (SELECT f, i, date_trunc('milliseconds', now() - random() * interval '${SIZE.spreadDays} days') AS ts
            FROM generate_series(1, ${SIZE.feeds}) f, generate_series(1, ${SIZE.itemsPerFeed}) i) x
      JOIN bench_titles t ON t.n = ${pick(1, POOL.titles)}
      JOIN bench_sentences d ON d.n = ${pick(2, POOL.sentences)}
      JOIN bench_paragraphs p1 ON p1.n = ${pick(3, POOL.paragraphs)}
      JOIN bench_paragraphs p2 ON p2.n = ${pick(4, POOL.paragraphs)}
      JOIN bench_authors a ON a.n = 1 + (f * 3 + i % 3) % ${POOL.authors};`);
    const t0 = performance.now();
    await Promise.all(
      indexes.map(async (i) => {
        const ic = new pg.Client({ connectionString: url });
        await ic.connect();
        await ic.query("SET maintenance_work_mem = '256MB'");
        await ic.query(i.indexdef);
        await ic.end();
      }),
    );
    log(`  ${indexes.length} ContentItem indexes: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // The bench user follows every 4th feed; other users add noise to the subscription table.
    await step("subscriptions and folders", `
      INSERT INTO "FeedSubscription" (id, "userId", "feedId", "updatedAt", "topLevel")
      SELECT ${subId("g")}, '${BENCH_USER}', ${feedId("g * 4")}, now(), g > ${SIZE.subscriptions - 30} FROM generate_series(1, ${SIZE.subscriptions}) g;
      INSERT INTO "FeedSubscription" (id, "userId", "feedId", "updatedAt")
      SELECT gen_random_uuid(), u.id, ${feedId(`1 + (abs(hashtext(u.id::text || k)) % ${SIZE.feeds})`)}, now()
      FROM "User" u, generate_series(1, ${SIZE.otherUserSubscriptions}) k WHERE u.id <> '${BENCH_USER}'
      ON CONFLICT DO NOTHING;
      INSERT INTO "Folder" (id, "userId", name, "updatedAt")
      SELECT ${folderId("g")}, '${BENCH_USER}', 'Folder ' || g, now() FROM generate_series(1, ${SIZE.folders}) g;
      INSERT INTO "FolderMembership" ("subscriptionId", "folderId", "nextSubscriptionId", "isHead")
      SELECT sid, fid, lead(sid) OVER (PARTITION BY fid ORDER BY sid), row_number() OVER (PARTITION BY fid ORDER BY sid) = 1
      FROM (SELECT ${subId("g")} AS sid, ${folderId(`CASE WHEN g <= ${SIZE.bigFolderSubscriptions} THEN 1 ELSE 2 + (g % ${SIZE.folders - 1}) END`)} AS fid
            FROM generate_series(1, ${SIZE.subscriptions - 30}) g) m;
      INSERT INTO "UserSetting" ("userId", key, value, "updatedAt")
      SELECT '${BENCH_USER}', 'topLevelOrder', jsonb_build_object('order',
        (SELECT jsonb_agg(id ORDER BY name) FROM "Folder" WHERE "userId" = '${BENCH_USER}') ||
        (SELECT jsonb_agg(id ORDER BY id) FROM "FeedSubscription" WHERE "userId" = '${BENCH_USER}' AND "topLevel")), now();`);
    // Explicit exceptions: the user read some items by scrolling and marked a few old ones unread.
    await step("read state rows", `
      INSERT INTO "ContentItemReadState" ("userId", "contentItemId", "subscriptionId", "isRead", "sortAt")
      SELECT s."userId", ci.id, s.id, true, ci."sortAt" FROM "FeedSubscription" s
      CROSS JOIN LATERAL (SELECT id, "sortAt" FROM "ContentItem" WHERE "feedId" = s."feedId" ORDER BY "sortAt" DESC LIMIT ${SIZE.readRows / SIZE.subscriptions}) ci
      WHERE s."userId" = '${BENCH_USER}';
      INSERT INTO "ContentItemReadState" ("userId", "contentItemId", "subscriptionId", "isRead", "sortAt")
      SELECT s."userId", ci.id, s.id, false, ci."sortAt" FROM "FeedSubscription" s
      CROSS JOIN LATERAL (SELECT id, "sortAt" FROM "ContentItem" WHERE "feedId" = s."feedId" ORDER BY "sortAt" ASC LIMIT 1) ci
      WHERE s."userId" = '${BENCH_USER}' AND s.id <= ${subId(String(SIZE.unreadRows))};`);
    await step("content tags", `
      INSERT INTO "ContentItemTag" (id, "userId", name, slug, "nameKey", "isSystem", properties, "updatedAt")
      VALUES (gen_random_uuid(), '${BENCH_USER}', 'Read Later', 'read-later', 'read-later', true, '{"showInSidebar": true}', now());
      INSERT INTO "ContentItemTag" (id, "userId", name, "nameKey", "updatedAt")
      SELECT gen_random_uuid(), '${BENCH_USER}', 'Tag ' || g, 'tag-' || g, now() FROM generate_series(1, ${SIZE.tags - 1}) g;
      INSERT INTO "ContentItemTagging" ("tagId", "contentItemId", "userId")
      SELECT t.id, ci.id, t."userId" FROM "ContentItemTag" t
      CROSS JOIN LATERAL (SELECT ci.id FROM "ContentItem" ci TABLESAMPLE SYSTEM (0.1) LIMIT ${SIZE.itemsPerTag}) ci
      WHERE t."userId" = '${BENCH_USER}' ON CONFLICT DO NOTHING;`);
    await step("vacuum analyze", "VACUUM ANALYZE");
  } finally {
    await c.end();
  }
}

/**
 * What filters need on top of the reading dataset: the same stories across the 100,000-item folder's feeds (every
 * 10th item of each of its 200 feeds is one of 50 wire stories, first seen at random over the 60 days) for its
 * mark_duplicate, and the data feed folder.
 */
export async function addDuplicateStories(url: string, log: (line: string) => void): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const t0 = performance.now();
    const { rowCount } = await c.query(`
      UPDATE "ContentItem" ci SET title = 'Wire story ' || (substring(ci.guid from 2)::int / 10) || ' that every feed carries'
      FROM "FolderMembership" m JOIN "FeedSubscription" s ON s.id = m."subscriptionId"
      WHERE m."folderId" = '${BIG_FOLDER}' AND ci."feedId" = s."feedId" AND substring(ci.guid from 2)::int % 10 = 0`);
    await c.query(`
      INSERT INTO "Folder" (id, "userId", name, properties, "updatedAt") VALUES ('${DATAFEED_FOLDER}', '${BENCH_USER}', 'Data feed', '{"enableDatafeed": true}', now());
      INSERT INTO "FolderMembership" ("subscriptionId", "folderId", "nextSubscriptionId", "isHead")
      VALUES ('${subscriptionId(SIZE.subscriptions)}', '${DATAFEED_FOLDER}', '${subscriptionId(SIZE.subscriptions - 1)}', true),
             ('${subscriptionId(SIZE.subscriptions - 1)}', '${DATAFEED_FOLDER}', NULL, false);
      ANALYZE "ContentItem";`);
    log(`  ${rowCount} items retitled as wire stories, data feed folder made: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await c.end();
  }
}
