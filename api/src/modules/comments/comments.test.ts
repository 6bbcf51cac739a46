import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../../../../tests/factories.js";
import { startRedditStandIn, type RedditStandIn } from "../../../../tests/setup/redditServer.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { parseThread } from "./redditThread.js";
import { threadIdOf } from "./threadLink.js";

// GET /api_v1/content/{id}/comments and ContentItem.commentThread against a local server speaking Reddit's
// comments JSON (REDDIT_BASE_URL), through the guarded fetcher (127.0.0.1 allowed for the test only).

let reddit: RedditStandIn;
let t: TestApp;
let token: string;
let thread = 0;

beforeAll(async () => {
  reddit = await startRedditStandIn();
  t = await createTestApp({ REDDIT_BASE_URL: reddit.base, FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", COMMENTS_CACHE_SECONDS: "30" });
  token = (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token;
});
afterAll(async () => {
  await t?.close();
  await reddit?.close();
});

/** A new thread on the stand-in and an item linking to it (as Reddit's feeds do: commentsUrl is the thread). */
async function redditItem(opts: { link?: string | null; commentsUrl?: string | null } = {}) {
  const id = `t${(++thread).toString(36)}x`;
  reddit.addThread(id, { title: `Thread ${id}` });
  const url = `https://www.reddit.com/r/rivulet/comments/${id}/thread_${id}/`;
  const { itemIds } = await createFeedWithItems(t.db, `reddit-${id}`, [{ ageDays: 0.1, commentsUrl: opts.commentsUrl === undefined ? url : opts.commentsUrl }]);
  if (opts.link !== undefined) await t.db.contentItem.update({ where: { id: itemIds[0]! }, data: { link: opts.link } });
  return { threadId: id, itemId: itemIds[0]! };
}

const comments = (itemId: string, sort?: string, as: string | null = token) =>
  t.rest("GET", `/content/${itemId}/comments${sort ? `?sort=${sort}` : ""}`, { token: as });

describe("thread links", () => {
  it("takes the thread id from a Reddit address holding /comments/{id}, and nothing else", () => {
    expect(threadIdOf("https://www.reddit.com/r/news/comments/1abc2d/some_title/")).toBe("1abc2d");
    expect(threadIdOf("https://old.reddit.com/comments/XyZ9/")).toBe("xyz9");
    expect(threadIdOf("http://reddit.com/r/a/comments/q1")).toBe("q1");
    expect(threadIdOf("https://www.reddit.com/r/news/")).toBeNull();
    expect(threadIdOf("https://www.reddit.com/r/news/comments/")).toBeNull();
    // Another site's /comments/123 is not Reddit's thread 123.
    expect(threadIdOf("https://blog.example/2024/post/comments/123/")).toBeNull();
    expect(threadIdOf("https://reddit.com.evil.example/r/a/comments/q1/")).toBeNull();
    expect(threadIdOf("javascript:alert(1)//reddit.com/comments/q1/")).toBeNull();
    expect(threadIdOf("not a link")).toBeNull();
    expect(threadIdOf("http://127.0.0.1:9/r/a/comments/q1/", "127.0.0.1")).toBe("q1");
  });
});

describe("Reddit's comments JSON", () => {
  it("reads body_html entity-escaped (as Reddit sends it without raw_json) like the raw one", () => {
    const listing = (bodyHtml: string) => [
      { kind: "Listing", data: { children: [{ kind: "t3", data: { id: "p1", permalink: "/r/a/comments/p1/x/", title: "T", num_comments: 1 } }] } },
      { kind: "Listing", data: { children: [{ kind: "t1", data: { id: "c1", author: "a", body: "x", body_html: bodyHtml, created_utc: 1, score: 2, replies: "" } }] } },
    ];
    const escaped = parseThread(listing('&lt;!-- SC_OFF --&gt;&lt;div class="md"&gt;&lt;p&gt;it&amp;#39;s &lt;em&gt;fine&lt;/em&gt; &amp;amp; well&lt;/p&gt;\n&lt;/div&gt;&lt;!-- SC_ON --&gt;'), "top");
    const raw = parseThread(listing('<!-- SC_OFF --><div class="md"><p>it&#39;s <em>fine</em> &amp; well</p>\n</div><!-- SC_ON -->'), "top");
    expect(escaped.comments[0]!.body).toBe("<p>it's <em>fine</em> &amp; well</p>");
    expect(raw.comments[0]!.body).toBe(escaped.comments[0]!.body);
    expect(escaped.comments[0]!.link).toBe("https://www.reddit.com/r/a/comments/p1/x/c1/");
  });

  it("refuses anything that is not a comments listing", () => {
    for (const bad of [null, {}, [], [{}], { message: "Not Found", error: 404 }]) expect(() => parseThread(bad, "top")).toThrow();
  });
});

describe("GET /content/{id}/comments", () => {
  it("refuses an item without a Reddit comment thread link with the spec's message, and asks Reddit nothing", async () => {
    const before = reddit.requests().length;
    for (const links of [
      { commentsUrl: "https://blog.example/post#comments", link: "https://blog.example/post" },
      { commentsUrl: null, link: "https://www.reddit.com/r/rivulet/" },
      { commentsUrl: "https://news.example/item/comments/123", link: null },
    ]) {
      const { itemId } = await redditItem(links);
      const res = await comments(itemId);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "Invalid Reddit comment thread link", display_message_key: "INVALID_COMMENT_THREAD_LINK" });
    }
    expect(reddit.requests().length).toBe(before);
  });

  it("uses the item's own link when its comments link is missing (Reddit feeds' entries link to the thread)", async () => {
    const { threadId, itemId } = await redditItem({ commentsUrl: null });
    await t.db.contentItem.update({ where: { id: itemId }, data: { link: `https://www.reddit.com/r/rivulet/comments/${threadId}/x/` } });
    reddit.addComment(threadId, { body: "via the link" });
    const res = await comments(itemId);
    expect(res.status).toBe(200);
    expect(res.body.comments.map((c: any) => c.body)).toEqual(["<p>via the link</p>"]);
  });

  it("answers a thread as a tree in Top, each level by descendant count, asking Reddit for top 1000 at depth 5", async () => {
    const { threadId, itemId } = await redditItem();
    const a = reddit.addComment(threadId, { author: "ann", body: "A", score: 50, created: 1_700_000_000 });
    const b = reddit.addComment(threadId, { author: "bob", body: "B", score: 10, created: 1_700_000_100 });
    const b1 = reddit.addComment(threadId, { parentId: b, body: "B1", score: 1 });
    const b2 = reddit.addComment(threadId, { parentId: b, body: "B2", score: 5 });
    const b11 = reddit.addComment(threadId, { parentId: b1, body: "B11" });
    const res = await comments(itemId, "top");
    expect(res.status).toBe(200);
    const [request] = reddit.requests(threadId);
    expect(Object.fromEntries(request!.query)).toEqual({ sort: "top", limit: "1000", depth: "5", raw_json: "1" });
    expect(res.body.thread).toMatchObject({
      contentItemId: itemId,
      threadId,
      sort: "top",
      title: `Thread ${threadId}`,
      link: `https://www.reddit.com/r/rivulet/comments/${threadId}/thread_${threadId}/`,
      numComments: 5,
      hiddenCommentCount: 0,
    });
    // B has more replies below it than A (3 to 0), so it comes first despite its lower score; B1 (one reply) before B2.
    expect(res.body.comments.map((c: any) => [c.id, c.parentId, c.depth, c.descendantCount])).toEqual([
      [b, null, 0, 3],
      [b1, b, 1, 1],
      [b11, b1, 2, 0],
      [b2, b, 1, 0],
      [a, null, 0, 0],
    ]);
    expect(res.body.comments.at(-1)).toEqual({
      id: a,
      author: "ann",
      body: "<p>A</p>",
      parentId: null,
      created: new Date(1_700_000_000_000).toISOString(),
      score: 50,
      depth: 0,
      descendantCount: 0,
      hiddenReplyCount: 0,
      deleted: false,
      link: `https://www.reddit.com/r/rivulet/comments/${threadId}/thread_${threadId}/${a}/`,
    });
  });

  it("answers Live as the newest 250, oldest first, with what Reddit left out counted", async () => {
    const { threadId, itemId } = await redditItem();
    const start = 1_700_000_000;
    for (let i = 0; i < 260; i++) reddit.addComment(threadId, { body: `n${i}`, created: start + i });
    const res = await comments(itemId, "live");
    expect(res.status).toBe(200);
    expect(Object.fromEntries(reddit.requests(threadId).at(-1)!.query)).toEqual({ sort: "new", limit: "250", depth: "5", raw_json: "1" });
    const bodies = res.body.comments.map((c: any) => c.body);
    expect(bodies).toHaveLength(250);
    expect(bodies[0]).toBe("<p>n10</p>");
    expect(bodies.at(-1)).toBe("<p>n259</p>");
    expect(res.body.thread).toMatchObject({ sort: "live", numComments: 260, hiddenCommentCount: 10 });
  });

  it("sanitises every body: no script or handler survives, links are absolute and open safely", async () => {
    const { threadId, itemId } = await redditItem();
    reddit.addComment(threadId, {
      body: "x",
      html: '<p>Hi <a href="/r/other">r/other</a> <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">js</a></p>',
    });
    const [c] = (await comments(itemId)).body.comments;
    expect(c.body).not.toMatch(/script|onerror|javascript:/i);
    expect(c.body).toContain('href="https://www.reddit.com/r/other"');
    expect(c.body).toMatch(/<a href="https:\/\/www\.reddit\.com\/r\/other" target="_blank" rel="noopener noreferrer[^"]*">/);
  });

  it("keeps a deleted or removed comment as a placeholder while it has replies, and drops it without", async () => {
    const { threadId, itemId } = await redditItem();
    const parent = reddit.addComment(threadId, { body: "parent", created: 1_700_000_000 });
    const child = reddit.addComment(threadId, { parentId: parent, body: "child", created: 1_700_000_010 });
    const lone = reddit.addComment(threadId, { body: "lone", created: 1_700_000_020 });
    const removed = reddit.addComment(threadId, { body: "removed", created: 1_700_000_030 });
    reddit.addComment(threadId, { parentId: removed, body: "answer", created: 1_700_000_040 });
    reddit.deleteComment(threadId, parent, "deleted");
    reddit.deleteComment(threadId, lone, "deleted");
    reddit.deleteComment(threadId, removed, "removed");
    const res = await comments(itemId, "live");
    const byId = new Map(res.body.comments.map((c: any) => [c.id, c]));
    expect(byId.has(lone)).toBe(false);
    expect(byId.get(parent)).toMatchObject({ author: null, body: null, deleted: true, descendantCount: 1 });
    expect(byId.get(removed)).toMatchObject({ author: null, body: null, deleted: true });
    expect(byId.get(child)).toMatchObject({ parentId: parent, body: "<p>child</p>", deleted: false });
    expect(res.body.comments).toHaveLength(4);
  });

  it("reads a deep tree down to depth 5 and counts the rest as hidden replies of the last level", async () => {
    const { threadId, itemId } = await redditItem();
    let parentId: string | null = null;
    const chain: string[] = [];
    for (let d = 0; d < 12; d++) chain.push((parentId = reddit.addComment(threadId, { parentId, body: `level ${d}` })));
    const res = await comments(itemId, "top");
    expect(res.body.comments.map((c: any) => c.depth)).toEqual([0, 1, 2, 3, 4]);
    expect(res.body.comments[4]).toMatchObject({ id: chain[4], hiddenReplyCount: 1, descendantCount: 1 });
    expect(res.body.comments[0]).toMatchObject({ id: chain[0], descendantCount: 5 });
  });

  it("says 'Failed to fetch comments: 404' for a thread Reddit does not have", async () => {
    const { threadId, itemId } = await redditItem();
    await t.db.contentItem.update({ where: { id: itemId }, data: { commentsUrl: `https://www.reddit.com/r/rivulet/comments/${threadId}zz/gone/` } });
    const res = await comments(itemId);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Failed to fetch comments: 404", display_message_key: "COMMENT_THREAD_NOT_FOUND" });
  });

  it("says 'Failed to fetch comments: {status}' for Reddit's errors and for an answer that is not a thread", async () => {
    const { itemId } = await redditItem();
    reddit.failNext({ status: 503 });
    expect((await comments(itemId)).body).toEqual({ message: "Failed to fetch comments: 503", display_message_key: "COMMENTS_FETCH_FAILED" });
    const second = await redditItem();
    reddit.failNext({ status: 200, body: "<html>whoa there, pardner</html>" });
    const res = await comments(second.itemId);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: "Failed to fetch comments: 502", display_message_key: "COMMENTS_FETCH_FAILED" });
  });

  it("answers again from its short cache: two viewers within its age cost Reddit one request", async () => {
    const { threadId, itemId } = await redditItem();
    reddit.addComment(threadId, { body: "cached" });
    const [one, two] = await Promise.all([comments(itemId, "top"), comments(itemId, "top")]);
    const three = await comments(itemId, "top");
    expect([one.status, two.status, three.status]).toEqual([200, 200, 200]);
    expect(three.body).toEqual(one.body);
    expect(reddit.requests(threadId)).toHaveLength(1);
    // Each sort is its own request.
    await comments(itemId, "live");
    expect(reddit.requests(threadId)).toHaveLength(2);
  });

  it("needs a session, a known item and a known sort", async () => {
    const { itemId } = await redditItem();
    expect((await comments(itemId, undefined, null)).body).toEqual({ message: "No Token - Not logged in.", display_message_key: "NO_TOKEN" });
    expect((await comments(itemId, undefined, null)).status).toBe(401);
    expect((await comments(itemId, undefined, "not-a-token")).status).toBe(401);
    expect((await comments(itemId, undefined, "not-a-token")).body.display_message_key).toBe("INVALID_TOKEN");
    expect((await comments("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await comments("nope")).status).toBe(404);
    const bad = await comments(itemId, "hot");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ display_message_key: "VALIDATION_ERROR", fields: { sort: "sort must be top or live" } });
  });
});

describe("the host's budget", () => {
  it("passes Reddit's 429 on with its Retry-After, and sends Reddit nothing more until then", async () => {
    // An app of its own: the pause would hold every later test of this file.
    const own = await createTestApp({ REDDIT_BASE_URL: reddit.base, FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" });
    try {
      const guest = (await own.rest("POST", "/users", { body: { isGuest: true } })).body.token;
      const itemIds: string[] = [];
      for (const id of ["slow1", "slow2"]) {
        reddit.addThread(id);
        itemIds.push((await createFeedWithItems(own.db, id, [{ ageDays: 0.1, commentsUrl: `https://www.reddit.com/r/x/comments/${id}/` }])).itemIds[0]!);
      }
      reddit.failNext({ status: 429, headers: { "retry-after": "37" } });
      const res = await own.rest("GET", `/content/${itemIds[0]}/comments`, { token: guest });
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("37");
      expect(res.body).toEqual({ message: "Failed to fetch comments: 429", display_message_key: "COMMENT_THREAD_RATE_LIMITED" });
      const before = reddit.requests().length;
      const next = await own.rest("GET", `/content/${itemIds[1]}/comments`, { token: guest });
      expect(next.status).toBe(429);
      expect(Number(next.headers.get("retry-after"))).toBeGreaterThan(30);
      expect(Number(next.headers.get("retry-after"))).toBeLessThanOrEqual(37);
      expect(reddit.requests().length).toBe(before);
    } finally {
      await own.close();
    }
  });

  it("spends at most REDDIT_FETCH_BUDGET requests, then answers the last copy or 429 with Retry-After", async () => {
    const own = await createTestApp({ REDDIT_BASE_URL: reddit.base, FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", COMMENTS_CACHE_SECONDS: "0", REDDIT_FETCH_BUDGET: "2/600" });
    try {
      const guest = (await own.rest("POST", "/users", { body: { isGuest: true } })).body.token;
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const id = `budget${i}`;
        reddit.addThread(id);
        reddit.addComment(id, { body: `b${i}` });
        ids.push((await createFeedWithItems(own.db, `budget-${i}`, [{ ageDays: 0.1, commentsUrl: `https://www.reddit.com/r/x/comments/${id}/` }])).itemIds[0]!);
      }
      const get = (itemId: string) => own.rest("GET", `/content/${itemId}/comments`, { token: guest });
      expect((await get(ids[0]!)).status).toBe(200);
      expect((await get(ids[1]!)).status).toBe(200);
      // The budget is spent: the thread read before answers from its copy; one never read is 429.
      const again = await get(ids[0]!);
      expect(again.status).toBe(200);
      expect(again.body.comments[0].body).toBe("<p>b0</p>");
      const refused = await get(ids[2]!);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(reddit.requests("budget0")).toHaveLength(1);
      expect(reddit.requests("budget2")).toHaveLength(0);
    } finally {
      await own.close();
    }
  });
});

describe("GraphQL ContentItem.commentThread", () => {
  const query = `query($id: ID!, $sort: CommentSort) {
    node(id: $id) { ... on ContentItem { commentThreadLink commentThread(sort: $sort) {
      __typename
      ... on CommentThread { threadId sort link comments { id author body parentId created score descendantCount deleted } }
      ... on Error { message displayMessageKey }
    } } }
  }`;

  it("answers the same thread as REST, and the spec's messages as a UserError", async () => {
    const { threadId, itemId } = await redditItem();
    reddit.addComment(threadId, { author: "gq", body: "over GraphQL", score: 3, created: 1_700_000_000 });
    const id = encodeGlobalID("ContentItem", itemId);
    const res = await t.gql(query, { id, sort: "LIVE" }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data.node.commentThreadLink).toBe(`https://www.reddit.com/r/rivulet/comments/${threadId}/thread_${threadId}/`);
    expect(res.data.node.commentThread).toMatchObject({ __typename: "CommentThread", threadId, sort: "LIVE" });
    expect(res.data.node.commentThread.comments).toEqual([
      { id: expect.any(String), author: "gq", body: "<p>over GraphQL</p>", parentId: null, created: new Date(1_700_000_000_000).toISOString(), score: 3, descendantCount: 0, deleted: false },
    ]);

    const plain = await redditItem({ commentsUrl: "https://blog.example/post#comments" });
    const invalid = await t.gql(query, { id: encodeGlobalID("ContentItem", plain.itemId) }, token);
    expect(invalid.data.node).toEqual({
      commentThreadLink: null,
      commentThread: { __typename: "UserError", message: "Invalid Reddit comment thread link", displayMessageKey: "INVALID_COMMENT_THREAD_LINK" },
    });
  });

  it("needs a session", async () => {
    const { itemId } = await redditItem();
    const res = await t.gql(query, { id: encodeGlobalID("ContentItem", itemId) }, null);
    expect(res.errors?.[0]).toMatchObject({ message: "No Token - Not logged in.", extensions: { code: "UNAUTHENTICATED", display_message_key: "NO_TOKEN" } });
  });
});
