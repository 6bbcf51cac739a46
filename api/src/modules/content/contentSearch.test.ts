import { readFileSync } from "node:fs";
import path from "node:path";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../../../../tests/factories.js";
import { CORPUS_DIR } from "../../../../tests/setup/corpus.js";
import { serveLocally } from "../../../../tests/setup/e2eHarness.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { matchSql, searchPage, type SearchPageRequest } from "./contentSearch.js";
import { resolveScope, type ScopeInput } from "./contentScope.js";
import { decodeCursor, encodeCursor } from "./contentSorts.js";
import { parseSearch, toTsQueries } from "./searchQuery.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" });
});
afterAll(async () => {
  await t?.close();
});

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return { token: res.body.token as string, id: res.body.user.id as string };
}

async function subscribe(token: string, feedId: string, subscriptionTagId?: string): Promise<string> {
  const res = await t.rest("POST", "/subscriptions", { token, body: { feedId, ...(subscriptionTagId ? { subscriptionTagId } : {}) } });
  expect(res.status).toBe(200);
  return Object.values(res.body.subscriptions as Record<string, { id: string; feedId: string }>).find((s) => s.feedId === feedId)!.id;
}

/** Every page of a searched list (following nextPageKey, failing on a repeat), as item ids in order. */
async function search(token: string | null, query: string, limit = 2): Promise<string[]> {
  const ids: string[] = [];
  let pageKey: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const res = await t.rest("GET", `/content?${query}&limit=${limit}${pageKey ? `&pageKey=${encodeURIComponent(pageKey)}` : ""}`, { token });
    expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.contentItems.length).toBeLessThanOrEqual(limit);
    ids.push(...res.body.contentItems.map((i: { id: string }) => i.id));
    pageKey = res.body.meta.nextPageKey;
    if (!pageKey) break;
  }
  expect(new Set(ids).size, query).toBe(ids.length);
  return ids;
}
const q = (text: string) => `search=${encodeURIComponent(text)}`;
const sorted = (ids: string[]) => [...ids].sort();

/**
 * A reader with two feeds in a folder and one at the top level, each item with its own words; another user
 * follows a feed the reader does not.
 */
async function library() {
  const reader = await guest();
  const a = await createFeedWithItems(t.db, "astro", [
    {
      ageDays: 0.5,
      title: "Space station launch delayed",
      author: "Jane Smith",
      description: "The crew waits another week.",
      contentHtml: '<p>Engineers found a <a href="https://cdn.example/zebrafish.png">leak</a> in the cooling loop.</p>',
    },
    { ageDays: 1.5, title: "Launch window for the station", author: "John Doe", description: "Moon rocks and green cheese", contentHtml: "<p>Café culture in orbit: crème brûlée for astronauts.</p>" },
    { ageDays: 2.5, title: "Garden diary", author: "Jane Smith", description: "Tomatoes", contentHtml: "<p>My space station model stands in the garden.</p>" },
  ]);
  const b = await createFeedWithItems(t.db, "rockets", [
    { ageDays: 3.5, title: "Rocket report", author: "Eric Berger", description: "Station keeping", contentHtml: "<p>Green cheese is not on the menu.</p>" },
  ]);
  const c = await createFeedWithItems(t.db, "shop", [
    { ageDays: 4.5, title: "Stationery sale", author: "Shop", description: "Pens and a cheese knife", contentHtml: "<p>Paper</p>" },
  ]);
  const folder = (await t.rest("POST", "/subscriptions/tags", { token: reader.token, body: { name: "Science" } })).body.id as string;
  const subA = await subscribe(reader.token, a.feedId, folder);
  const subB = await subscribe(reader.token, b.feedId, folder);
  const subC = await subscribe(reader.token, c.feedId);
  const other = await guest();
  const x = await createFeedWithItems(t.db, "secret", [{ ageDays: 0.1, title: "Space station secrets", description: "Only for the other reader" }]);
  const subX = await subscribe(other.token, x.feedId);
  const [a0, a1, a2] = a.itemIds as [string, string, string];
  return { reader, other, a, b, c, x, folder, subA, subB, subC, subX, a0, a1, a2, b0: b.itemIds[0]!, c0: c.itemIds[0]!, x0: x.itemIds[0]! };
}

describe("searching a list", () => {
  it("matches words (the last as a prefix), phrases, exclusions, intitle: and author:, ignoring case, accents and markup", async () => {
    const l = await library();
    const all = async (text: string, sortBy = "newest") => search(l.reader.token, `${q(text)}&showRead=true&sortBy=${sortBy}`);
    expect(await all("space station")).toEqual([l.a0, l.a2]);
    expect(await all("STAT")).toEqual([l.a0, l.a1, l.a2, l.b0, l.c0]);
    // Only the last word is a prefix.
    expect(await all("stat launch")).toEqual([]);
    expect(await all("stat laun")).toEqual([]);
    expect(await all("station laun")).toEqual([l.a0, l.a1]);
    expect(await all('"space station"')).toEqual([l.a0, l.a2]);
    expect(await all('"station space"')).toEqual([]);
    expect(await all("\u201Claunch window\u201D")).toEqual([l.a1]);
    expect(await all("station -launch")).toEqual([l.a2, l.b0]);
    expect(await all('cheese -"green cheese"')).toEqual([l.c0]);
    expect(await all("intitle:station")).toEqual([l.a0, l.a1, l.c0]);
    expect(await all('intitle:"space station"')).toEqual([l.a0]);
    expect(await all("station -intitle:station")).toEqual([l.a2, l.b0]);
    expect(await all("author:smith")).toEqual([l.a0, l.a2]);
    expect(await all('author:"jane smith" garden')).toEqual([l.a2]);
    expect(await all('author:"smith jane"')).toEqual([]);
    expect(await all("author:jan")).toEqual([l.a0, l.a2]);
    expect(await all("cafe")).toEqual([l.a1]);
    expect(await all("CRÈME brulee")).toEqual([l.a1]);
    expect(await all("cooling")).toEqual([l.a0]);
    // Link and image addresses are markup, not text.
    expect(await all("zebrafish")).toEqual([]);
    // Another user's subscription never shows, whatever the words.
    expect(await all("secrets")).toEqual([]);
    // Operators a user might type are words, never tsquery syntax.
    expect(await all("station & !launch | (moon)")).toEqual([l.a1]);
    expect(await all("o'brien\\ station")).toEqual([]);
  });

  it("orders by relevance by default (title hits first) and in any list sort on request", async () => {
    const l = await library();
    // Title hits (a tie, newest first), then the description's, then the body's.
    const relevance = await search(l.reader.token, `${q('"station"')}&showRead=true`);
    expect(relevance).toEqual([l.a1, l.a0, l.b0, l.a2]);
    expect(await search(l.reader.token, `${q('"station"')}&showRead=true&sortBy=relevance`, 3)).toEqual(relevance);
    expect(await search(l.reader.token, `${q("station")}&showRead=true&sortBy=oldest`)).toEqual([l.c0, l.b0, l.a2, l.a1, l.a0]);
    expect(await search(l.reader.token, `${q("stat")}&showRead=true&sortBy=top-day`)).toEqual([l.a0]);
  });

  it("keeps to the list: each scope, the read filter, and the reader's own lists only", async () => {
    const l = await library();
    const token = l.reader.token;
    expect(await search(token, `${q("stat")}&subscriptionId=${l.subC}`)).toEqual([l.c0]);
    expect(sorted(await search(token, `${q("stat")}&subscriptionTagId=${l.folder}`))).toEqual(sorted([l.a0, l.a1, l.a2, l.b0]));
    // Feeds and all articles are public lists: anyone may search them.
    expect(await search(null, `${q("secrets")}&feedId=${l.x.feedId}`)).toEqual([l.x0]);
    expect(await search(null, `${q("secrets")}&articles=true`)).toContain(l.x0);
    expect(await search(null, `${q("secrets")}&feedId=${l.a.feedId}`)).toEqual([]);
    await t.rest("POST", `/content/${l.a1}/tags`, { token, body: { contentItemTagId: "read-later" } });
    expect(await search(token, `${q("launch")}&contentItemTagId=read-later`)).toEqual([l.a1]);
    expect(await search(token, `${q("garden")}&contentItemTagId=read-later`)).toEqual([]);

    // Unread only by default, as the list: a read item leaves the results, and comes back with showRead.
    await t.rest("PATCH", `/content/${l.a0}`, { token, body: { isRead: true } });
    expect(sorted(await search(token, q('"station"')))).toEqual(sorted([l.a1, l.a2, l.b0]));
    expect(sorted(await search(token, `${q('"station"')}&showRead=true`))).toEqual(sorted([l.a0, l.a1, l.a2, l.b0]));
    // A disabled subscription's items leave "all".
    await t.rest("PATCH", `/subscriptions/${l.subC}`, { token, body: { enabled: false } });
    expect(await search(token, `${q("stationery")}&showRead=true`)).toEqual([]);

    const unavailable = { status: 404, body: { display_message_key: "CONTENT_LIST_UNAVAILABLE" } };
    expect(await t.rest("GET", `/content?${q("stat")}&subscriptionId=${l.subA}`, { token: l.other.token })).toMatchObject(unavailable);
    expect(await t.rest("GET", `/content?${q("stat")}&subscriptionTagId=${l.folder}`, { token: l.other.token })).toMatchObject(unavailable);
    expect(await search(l.other.token, `${q("station")}&showRead=true`)).toEqual([l.x0]);
    expect(await t.rest("GET", `/content?${q("stat")}`)).toMatchObject({ status: 401, body: { display_message_key: "NO_TOKEN" } });
  });

  it("refuses a search with nothing to look for, relevance without a search, and a page key of another sort, with 400", async () => {
    const l = await library();
    const cases: Array<[string, string]> = [
      [q("-launch"), "Add a word to search for: a search cannot only exclude words."],
      [q('-"green cheese" -intitle:moon'), "Add a word to search for: a search cannot only exclude words."],
      [q("   "), "Type a word to search for."],
      [q('"" !!!'), "Type a word to search for."],
      [q("x".repeat(501)), "The search is too long (at most 500 characters)."],
      ["sortBy=relevance", "sortBy relevance needs a search"],
      [`${q("station")}&sortBy=best`, "sortBy must be one of popular, top-all, top-year, top-month, top-week, top-day, top-hour, newest, oldest or (with a search) relevance"],
    ];
    for (const [query, message] of cases) {
      expect(await t.rest("GET", `/content?${query}`, { token: l.reader.token }), query).toMatchObject({
        status: 400,
        body: { display_message_key: "VALIDATION_ERROR", message },
      });
    }
    const newestPage = await t.rest("GET", `/content?${q("stat")}&sortBy=newest&showRead=true&limit=1`, { token: l.reader.token });
    const wrongKey = await t.rest("GET", `/content?${q("stat")}&showRead=true&limit=1&pageKey=${newestPage.body.meta.nextPageKey}`, { token: l.reader.token });
    expect(wrongKey).toMatchObject({ status: 400, body: { display_message_key: "VALIDATION_ERROR" } });
    // Relevance's page key holds a rank, or a date once past the ranked matches; nothing else.
    const id = l.a0;
    expect(decodeCursor("relevance", encodeCursor("relevance", 0.25, id))).toEqual({ key: 0.25, id });
    expect(decodeCursor("relevance", encodeCursor("relevance", new Date("2026-11-01T00:00:00Z"), id))).toEqual({ key: new Date("2026-11-01T00:00:00Z"), id });
    expect(() => decodeCursor("relevance", Buffer.from(JSON.stringify(["relevance", "soon", id])).toString("base64url"))).toThrow();
    // An empty search is no search (browsers send empty fields).
    expect((await t.rest("GET", "/content?search=&showRead=true", { token: l.reader.token })).body.contentItems).toHaveLength(5);
  });

  it("pages a long result in every order, each item once, relevance keeping title hits first", async () => {
    const reader = await guest();
    const items = Array.from({ length: 14 }, (_, i) => ({
      ageDays: 0.1 + i,
      title: i % 3 === 0 ? `Orbit notes ${i}` : `Notes ${i}`,
      contentHtml: `<p>${i % 3 === 0 ? "" : "We reached orbit. "}Entry ${i}</p>`,
    }));
    const feed = await createFeedWithItems(t.db, "log", items);
    await subscribe(reader.token, feed.feedId);
    const titled = feed.itemIds.filter((_, i) => i % 3 === 0);
    for (const limit of [1, 3, 25]) {
      const relevance = await search(reader.token, q("orbit"), limit);
      expect(relevance).toHaveLength(14);
      expect(sorted(relevance.slice(0, titled.length))).toEqual(sorted(titled));
      expect(await search(reader.token, `${q("orbit")}&sortBy=newest`, limit)).toEqual(feed.itemIds);
      expect(await search(reader.token, `${q("orbit")}&sortBy=oldest`, limit)).toEqual([...feed.itemIds].reverse());
    }
  });

  it("finds the same items whether it walks the list or uses the index, and when a walk runs out of budget", async () => {
    const reader = await guest();
    const words = ["alpha", "beta", "gamma", "delta"];
    const feeds = await Promise.all(
      [0, 1, 2].map((f) =>
        createFeedWithItems(
          t.db,
          `mix${f}`,
          Array.from({ length: 20 }, (_, i) => ({ ageDays: 0.05 + i * 0.7 + f * 0.2, title: `${words[(i + f) % 4]} ${words[(i * 3) % 4]} item`, score: (i * 7) % 5 })),
        ),
      ),
    );
    for (const f of feeds) await subscribe(reader.token, f.feedId);
    const read = feeds[0]!.itemIds.slice(0, 5);
    for (const id of read) await t.rest("PATCH", `/content/${id}`, { token: reader.token, body: { isRead: true } });
    const scope = await resolveScope(t.db, reader.id, {} satisfies ScopeInput);
    const newestFirst = async (ids: string[]) => {
      const rows = await t.db.contentItem.findMany({ where: { id: { in: ids } }, select: { id: true, sortAt: true } });
      return rows.sort((a, b) => b.sortAt.getTime() - a.sortAt.getTime() || (a.id < b.id ? 1 : -1)).map((r) => r.id);
    };
    const pages = async (text: string, sortBy: SearchPageRequest["sortBy"], showRead: boolean, force?: SearchPageRequest["force"]) => {
      const parsed = parseSearch(text);
      if (!parsed.ok) throw new Error(parsed.message);
      const ids: string[] = [];
      let after: SearchPageRequest["after"] = null;
      for (let guard = 0; guard < 200; guard++) {
        const p = await searchPage(t.db, { scope, sortBy, showRead, limit: 4, after, search: toTsQueries(parsed.terms), ...(force ? { force } : {}) });
        ids.push(...p.items.map((i) => i.id));
        if (!p.hasMore) break;
        // A walk out of budget answers a short page and where it stopped looking.
        after = p.resumeAfter ?? { key: p.items.at(-1)!.key, id: p.items.at(-1)!.id };
      }
      return ids;
    };
    expect(await pages("item", "newest", true)).toEqual(expect.arrayContaining(read));
    // Relevance ranks the newest matches (3 here) and lists the older ones after them, newest first.
    for (const strategy of ["walk", "bitmap"] as const) {
      const all = await pages("alpha", "newest", true, { strategy });
      const relevance = await pages("alpha", "relevance", true, { strategy, relevancePool: 3 });
      expect(sorted(relevance.slice(0, 3)), strategy).toEqual(sorted(all.slice(0, 3)));
      expect(relevance.slice(3), strategy).toEqual(all.slice(3));
      expect(await newestFirst(relevance.slice(3))).toEqual(relevance.slice(3));
    }
    for (const text of ["alpha", "beta -gamma", "item", '"alpha beta"']) {
      for (const sortBy of ["newest", "oldest", "popular", "top-all", "relevance"] as const) {
        for (const showRead of [true, false]) {
          const bitmap = await pages(text, sortBy, showRead, { strategy: "bitmap" });
          expect(bitmap.length, text).toBeGreaterThan(0);
          if (!showRead) expect(bitmap.filter((id) => read.includes(id))).toEqual([]);
          const walked = await pages(text, sortBy, showRead, { strategy: "walk" });
          const shortWalk = await pages(text, sortBy, showRead, { strategy: "walk", walkBudget: 3 });
          const smallPool = await pages(text, sortBy, showRead, { strategy: "walk", relevancePool: 3 });
          const label = `${text} ${sortBy} ${showRead}`;
          if (sortBy === "relevance") {
            // Which newest matches are ranked depends on the way; every match is listed once whatever the way.
            for (const other of [walked, shortWalk, smallPool]) expect(sorted(other), label).toEqual(sorted(bitmap));
          } else {
            for (const other of [walked, shortWalk, smallPool]) expect(other, label).toEqual(bitmap);
          }
          expect(await pages(text, sortBy, showRead), `${text} ${sortBy} auto`).toEqual(bitmap);
        }
      }
    }
  });

  it("searches feeds in other languages fetched from a feed server: German without umlauts, Japanese runs", async () => {
    const reader = await guest();
    const files: Record<string, string> = {
      "/heise.xml": "miniflux__parser__testdata__rdf_UTF8.xml",
      "/japanese.xml": "feed-rs__rss1__rss_1.0_example_1.xml",
    };
    const server = await serveLocally((req, res) => {
      const file = files[req.url ?? ""];
      if (!file) return void res.writeHead(404).end();
      res.writeHead(200, { "content-type": "application/xml" }).end(readFileSync(path.join(CORPUS_DIR, "feeds", file)));
    });
    try {
      for (const url of Object.keys(files)) {
        const res = await t.rest("POST", "/subscriptions", { token: reader.token, body: { url: `${server.base}${url}` } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    } finally {
      await server.close();
    }
    const titles = async (text: string) => {
      const res = await t.rest("GET", `/content?${q(text)}&showRead=true&sortBy=newest&limit=100`, { token: reader.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.contentItems.map((i: { title: string }) => i.title);
    };
    expect(await titles("ibm ubernimmt")).toEqual(["Mega-Deal: IBM übernimmt Red Hat"]);
    expect(await titles("Übernimmt \"red hat\"")).toEqual(["Mega-Deal: IBM übernimmt Red Hat"]);
    // unaccent also spells ß as ss.
    expect(await titles("intitle:vorsichtsmassnahmen")).toEqual(["OLED-TVs: Vorsichtsmaßnahmen gegen Einbrennen"]);
    expect(await titles("intitle:einbrennen -intitle:oled")).toEqual([]);
    expect(await titles("Vorsichtsmaß")).toEqual(["OLED-TVs: Vorsichtsmaßnahmen gegen Einbrennen"]);
    // Runs of Japanese text are not split into words: a whole run, or its beginning as the last word.
    expect(await titles("記事1のタイトル")).toEqual(["記事1のタイトル"]);
    expect(await titles("記事2")).toEqual(["記事2のタイトル"]);
    expect(await titles("author:記事1の作者名")).toEqual(["記事1のタイトル"]);
  });
});

describe("the search indexes", () => {
  it("answer words from the document's index and intitle:/author: from the title and creator's", async () => {
    const plan = async (text: string) => {
      const parsed = parseSearch(text);
      if (!parsed.ok) throw new Error(parsed.message);
      // A handful of test rows would be read whole: forbid that to see which index the condition can use.
      const [, rows] = await t.db.$transaction([
        t.db.$executeRaw`SET LOCAL enable_seqscan = off`,
        t.db.$queryRaw<Array<{ "QUERY PLAN": string }>>`EXPLAIN SELECT ci.id FROM "ContentItem" ci WHERE ${matchSql(toTsQueries(parsed.terms))}`,
      ]);
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    };
    expect(await plan("moon landing")).toContain("ContentItem_searchVector_idx");
    expect(await plan("intitle:moon author:smith")).toContain("ContentItem_searchHead_idx");
    expect(await plan('author:"jane smith"')).not.toContain("ContentItem_searchVector_idx");
  });
});

describe("searching through GraphQL", () => {
  it("takes search on contentItems with the same sorts, scopes and errors", async () => {
    const l = await library();
    const PAGE = `query ($search: String, $sortBy: String, $folder: ID, $first: Int, $after: String) {
      contentItems(search: $search, sortBy: $sortBy, folderId: $folder, showRead: true, first: $first, after: $after) {
        edges { node { contentItemId } } pageInfo { hasNextPage endCursor }
      }
    }`;
    const ids = async (vars: Record<string, unknown>) => {
      const res = await t.gql(PAGE, vars, l.reader.token);
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      return res.data.contentItems.edges.map((e: any) => e.node.contentItemId);
    };
    expect(await ids({ search: "space station", sortBy: "newest" })).toEqual([l.a0, l.a2]);
    expect(await ids({ search: "stat", sortBy: "oldest", folder: encodeGlobalID("Folder", l.folder) })).toEqual([l.b0, l.a2, l.a1, l.a0]);
    const first = await t.gql(PAGE, { search: "station", first: 1 }, l.reader.token);
    const second = await t.gql(PAGE, { search: "station", first: 1, after: first.data.contentItems.pageInfo.endCursor }, l.reader.token);
    expect(second.data.contentItems.edges[0].node.contentItemId).not.toBe(first.data.contentItems.edges[0].node.contentItemId);
    const bad = await t.gql(PAGE, { search: "-launch" }, l.reader.token);
    expect(bad.errors?.[0]).toMatchObject({ message: "Add a word to search for: a search cannot only exclude words.", extensions: { code: "VALIDATION_ERROR" } });
    const subscription = await t.gql(
      `query ($id: ID!) { node(id: $id) { ... on FeedSubscription { contentItems(search: "launch", showRead: true) { edges { node { contentItemId } } } } } }`,
      { id: encodeGlobalID("FeedSubscription", l.subA) },
      l.reader.token,
    );
    expect(subscription.data.node.contentItems.edges.map((e: any) => e.node.contentItemId).sort()).toEqual(sorted([l.a0, l.a1]));
  });
});
