import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { createFeedWithItems } from "../../../../tests/factories.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TIER_LIMITS: JSON.stringify({ guest: { maxSubscriptions: null, maxSubscriptionTags: null } }) });
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

/** Every page of a list, following nextPageKey; fails on a repeated item. */
async function allPages(token: string | null, query: string, limit = 3): Promise<any[]> {
  const items: any[] = [];
  let pageKey: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const res = await t.rest("GET", `/content?${query}&limit=${limit}${pageKey ? `&pageKey=${encodeURIComponent(pageKey)}` : ""}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ limit, pageKey });
    items.push(...res.body.contentItems);
    for (const item of res.body.contentItems) expect(res.body.feeds[item.feedId]).toBeTruthy();
    pageKey = res.body.meta.nextPageKey;
    if (!pageKey) break;
  }
  expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  return items;
}

/** Two feeds in a folder and one at the top level; items 0.5 to 40 days old. */
async function reader() {
  const user = await guest();
  const a = await createFeedWithItems(t.db, "a", [{ ageDays: 0.5, score: 5 }, { ageDays: 2.5 }, { ageDays: 10.5, score: 900 }, { ageDays: 40 }]);
  const b = await createFeedWithItems(t.db, "b", [{ ageDays: 0.2 }, { ageDays: 1.5, score: 50 }, { ageDays: 5.5 }]);
  const c = await createFeedWithItems(t.db, "c", [{ ageDays: 3.5 }, { ageDays: 8.5 }]);
  const folder = (await t.rest("POST", "/subscriptions/tags", { token: user.token, body: { name: "News" } })).body.id as string;
  const subA = await subscribe(user.token, a.feedId, folder);
  const subB = await subscribe(user.token, b.feedId, folder);
  const subC = await subscribe(user.token, c.feedId);
  return { ...user, a, b, c, folder, subA, subB, subC };
}

describe("content lists", () => {
  it("pages every list in every sort with opaque keys: each item once, in order, at any limit", async () => {
    const r = await reader();
    const newest = await allPages(r.token, "sortBy=newest&showRead=true");
    // The 40-day-old item is read by the 30-day window but still listed with showRead.
    expect(newest.map((i) => i.sortAt)).toEqual([...newest.map((i) => i.sortAt)].sort().reverse());
    expect(newest).toHaveLength(9);
    expect(newest.find((i) => i.id === r.a.itemIds[3]).isRead).toBe(true);
    const unread = await allPages(r.token, "sortBy=newest");
    expect(unread).toHaveLength(8);
    expect(unread.every((i) => i.isRead === false)).toBe(true);

    const oldest = await allPages(r.token, "sortBy=oldest&showRead=true", 4);
    expect(oldest.map((i) => i.id)).toEqual([...newest].reverse().map((i) => i.id));
    for (const sortBy of ["popular", "top-all", "top-week", "top-day", "top-year", "top-month", "top-hour"]) {
      const items = await allPages(r.token, `sortBy=${sortBy}&showRead=true`, 2);
      const windowDays = { "top-all": Infinity, "top-year": 365, "top-month": 30, "top-week": 7, "top-day": 1, "top-hour": 1 / 24, popular: Infinity }[sortBy]!;
      expect(items.map((i) => i.id).sort()).toEqual(newest.filter((i) => Date.now() - Date.parse(i.sortAt) < windowDays * 86_400_000).map((i) => i.id).sort());
    }
    const top = await allPages(r.token, "sortBy=top-all&showRead=true", 50);
    expect(top.slice(0, 3).map((i) => i.score)).toEqual([900, 50, 5]);
    // popular weighs recency: 12.5 hours of age cost as much as a tenfold score, so the 900-score item, 10 days
    // old, ranks below every item younger than 9 days.
    const popular = await allPages(r.token, "sortBy=popular&showRead=true", 50);
    const [a, b, c] = [r.a.itemIds, r.b.itemIds, r.c.itemIds];
    expect(popular.map((i) => i.id)).toEqual([a[0], b[0], b[1], a[1], c[0], b[2], c[1], a[2], a[3]]);
    // Popular is the default (spec part 2 section 2) on both transports when no sortBy is sent.
    expect((await allPages(r.token, "showRead=true", 4)).map((i) => i.id)).toEqual(popular.map((i) => i.id));
    const gql = await t.gql(`{ contentItems(first: 50, showRead: true) { edges { node { contentItemId } } } }`, {}, r.token);
    expect(gql.data.contentItems.edges.map((e: any) => e.node.contentItemId)).toEqual(popular.map((i) => i.id));

    expect((await allPages(r.token, `subscriptionId=${r.subC}&sortBy=newest`)).map((i) => i.id)).toEqual([...r.c.itemIds]);
    expect((await allPages(r.token, `subscriptionTagId=${r.folder}`)).map((i) => i.feedId).sort()).toEqual([...Array(3).fill(r.a.feedId), ...Array(3).fill(r.b.feedId)].sort());
  });

  it("lists a feed and all articles without a token (no read filter there)", async () => {
    const r = await reader();
    const feed = await allPages(null, `feedId=${r.a.feedId}`);
    expect(feed.map((i) => i.id)).toEqual(r.a.itemIds);
    expect(feed.every((i) => i.isRead === false && i.subscriptionId === null)).toBe(true);
    const mine = await allPages(r.token, `feedId=${r.a.feedId}&showRead=false`);
    expect(mine).toHaveLength(4);
    expect(mine.every((i) => i.subscriptionId === r.subA)).toBe(true);
    const articles = await t.rest("GET", "/content?articles=true&limit=5");
    expect(articles.status).toBe(200);
    expect(articles.body.contentItems).toHaveLength(5);
    expect((await t.rest("GET", "/content")).body.display_message_key).toBe("NO_TOKEN");
    expect((await t.rest("GET", "/content?feedId=00000000-0000-0000-0000-000000000000")).status).toBe(404);
  });

  it("shows no content for a disabled, removed or foreign list, and refuses bad parameters with 400", async () => {
    const r = await reader();
    const other = await guest();
    const unavailable = { status: 404, body: { display_message_key: "CONTENT_LIST_UNAVAILABLE", message: "Failed to load content list. It may have been disabled, removed, or made private" } };
    expect(await t.rest("GET", `/content?subscriptionId=${r.subC}`, { token: other.token })).toMatchObject(unavailable);
    expect(await t.rest("GET", `/content?subscriptionTagId=${r.folder}`, { token: other.token })).toMatchObject(unavailable);
    expect(await t.rest("GET", "/content?subscriptionId=nonsense", { token: r.token })).toMatchObject(unavailable);
    await t.rest("PATCH", `/subscriptions/${r.subC}`, { token: r.token, body: { enabled: false } });
    expect(await t.rest("GET", `/content?subscriptionId=${r.subC}`, { token: r.token })).toMatchObject(unavailable);
    // A disabled subscription's items leave "all" too; a disabled folder hides its list and its members.
    expect((await allPages(r.token, "")).some((i) => i.feedId === r.c.feedId)).toBe(false);
    await t.rest("PATCH", `/subscriptions/tags/${r.folder}`, { token: r.token, body: { enabled: false } });
    expect(await t.rest("GET", `/content?subscriptionTagId=${r.folder}`, { token: r.token })).toMatchObject(unavailable);
    expect(await t.rest("GET", `/content?subscriptionId=${r.subA}`, { token: r.token })).toMatchObject(unavailable);
    expect(await allPages(r.token, "showRead=true")).toEqual([]);

    for (const query of ["sortBy=best", "limit=0", "limit=101", "limit=abc", "showRead=maybe", `subscriptionId=${r.subA}&feedId=${r.a.feedId}`, "pageKey=garbage"]) {
      const res = await t.rest("GET", `/content?${query}`, { token: r.token });
      expect(res, query).toMatchObject({ status: 400, body: { display_message_key: "VALIDATION_ERROR" } });
    }
    // A page key only fits the sort it came from.
    const page = await t.rest("GET", `/content?feedId=${r.a.feedId}&limit=1`);
    const wrongSort = await t.rest("GET", `/content?feedId=${r.a.feedId}&sortBy=newest&pageKey=${page.body.meta.nextPageKey}`);
    expect(wrongSort.status).toBe(400);
    expect((await t.rest("GET", "/content", { token: "stale-token" })).body.display_message_key).toBe("INVALID_TOKEN");
  });
});

describe("one item", () => {
  it("is public by id; isRead, subscription and tags only with a token; the body and media are there", async () => {
    const r = await reader();
    const { itemIds } = await createFeedWithItems(t.db, "media", [{
      ageDays: 1,
      score: 12,
      commentsUrl: "https://reddit.example/r/x/comments/1",
      commentCount: 34,
      enclosures: [{ url: "https://cdn.example/a.mp3", type: "audio/mpeg", length: 10 }, { url: "https://cdn.example/v.mp4", type: null, length: null }, { url: "https://cdn.example/doc.pdf", type: "application/pdf", length: null }],
    }]);
    const anon = await t.rest("GET", `/content/${itemIds[0]}`);
    expect(anon.status).toBe(200);
    expect(anon.body.contentItem).toMatchObject({
      id: itemIds[0], title: "media item 0", creator: null, isRead: false, score: 12, engagementScore: 0, subscriptionId: null, contentItemTagIds: [],
      jesterContentEncoded: "<p>Body of media 0</p>", jesterContentEncodedUrl: `http://rivulet.test/api_v1/content/${itemIds[0]}/encoded`,
    });
    expect(anon.body.contentItem.media.map((m: any) => m.mediaType)).toEqual(["audio", "video", "document", "comments"]);
    expect(anon.body.contentItem.media[3]).toMatchObject({ link: "https://reddit.example/r/x/comments/1", properties: { score: 12, numComments: 34 } });
    expect(anon.body.feeds[anon.body.contentItem.feedId]).toBeTruthy();

    const encoded = await t.app.fetch(new Request(`http://rivulet.test/api_v1/content/${itemIds[0]}/encoded`));
    expect(encoded.headers.get("content-type")).toMatch(/^text\/html/);
    expect(encoded.headers.get("content-security-policy")).toMatch(/sandbox/);
    expect(await encoded.text()).toBe("<p>Body of media 0</p>");

    const mine = await t.rest("GET", `/content/${r.a.itemIds[0]}`, { token: r.token });
    expect(mine.body.contentItem).toMatchObject({ isRead: false, subscriptionId: r.subA });
    for (const id of ["00000000-0000-0000-0000-000000000000", "nope"]) {
      expect(await t.rest("GET", `/content/${id}`)).toMatchObject({ status: 404, body: { display_message_key: "NOT_FOUND", message: "Content Item Not Found" } });
    }
  });

  it("toggles read state with one row and answers every count that moved", async () => {
    const r = await reader();
    const item = r.a.itemIds[0]!;
    const before = (await t.rest("GET", "/subscriptions", { token: r.token })).body;
    expect(before.subscriptions[r.subA].unreadCount).toBe(3);
    const read = await t.rest("PATCH", `/content/${item}`, { token: r.token, body: { isRead: true } });
    expect(read.status).toBe(200);
    expect(read.body.contentItem).toMatchObject({ id: item, isRead: true });
    expect(read.body.subscriptions[r.subA].unreadCount).toBe(2);
    expect(read.body.subscriptionTags[r.folder].unreadCount).toBe(before.subscriptionTags[r.folder].unreadCount - 1);
    expect(read.body.allUnreadCount).toBe(before.allUnreadCount - 1);
    expect(Object.values(read.body.contentItemTags).length).toBeGreaterThan(0);
    expect(await t.db.contentItemReadState.count({ where: { userId: r.id } })).toBe(1);
    // Twice is the same; back to unread removes the row (the watermark already says unread).
    await t.rest("PATCH", `/content/${item}`, { token: r.token, body: { isRead: true } });
    expect(await t.db.contentItemReadState.count({ where: { userId: r.id } })).toBe(1);
    const unread = await t.rest("PATCH", `/content/${item}`, { token: r.token, body: { isRead: false } });
    expect(unread.body.subscriptions[r.subA].unreadCount).toBe(3);
    expect(await t.db.contentItemReadState.count({ where: { userId: r.id } })).toBe(0);
    // The 40-day-old item is read by the window: marking it unread writes an unread row and counts it.
    const old = await t.rest("PATCH", `/content/${r.a.itemIds[3]}`, { token: r.token, body: { isRead: false } });
    expect(old.body.subscriptions[r.subA].unreadCount).toBe(4);

    expect((await t.rest("PATCH", `/content/${item}`, { body: { isRead: true } })).body.display_message_key).toBe("NO_TOKEN");
    for (const body of [{}, { isRead: "yes" }, "[]"]) {
      expect((await t.rest("PATCH", `/content/${item}`, { token: r.token, body })).status).toBe(400);
    }
    expect((await t.rest("PATCH", "/content/00000000-0000-0000-0000-000000000000", { token: r.token, body: { isRead: true } })).status).toBe(404);
  });
});

describe("mark all as read", () => {
  it("marks a subscription, a folder, a tag or everything, optionally only items older than 1, 3 or 7 days", async () => {
    const r = await reader();
    const counts = async () => (await t.rest("GET", "/subscriptions", { token: r.token })).body;
    expect((await counts()).allUnreadCount).toBe(8);

    // Keep one newer item explicitly read: older-than marks leave its state alone.
    await t.rest("PATCH", `/content/${r.b.itemIds[0]}`, { token: r.token, body: { isRead: true } });
    const week = await t.rest("POST", "/content/mark-read", { token: r.token, body: { subscriptionTagId: r.folder, olderThanDays: 7 } });
    expect(week.status).toBe(200);
    expect(week.body.subscriptionIds.sort()).toEqual([r.subA, r.subB].sort());
    expect(week.body.subscriptions[r.subA].unreadCount).toBe(2); // 10.5 days old went read
    expect(week.body.subscriptionTags[r.folder].unreadCount).toBe(4);
    const day = await t.rest("POST", "/content/mark-read", { token: r.token, body: { subscriptionId: r.subB, olderThanDays: 1 } });
    expect(day.body.subscriptions[r.subB].unreadCount).toBe(0); // 0.2 is read by its row, 1.5 and 5.5 by the watermark
    // The watermark never moves backwards: "older than 7 days" after "older than 1 day" changes nothing.
    await t.rest("POST", "/content/mark-read", { token: r.token, body: { subscriptionId: r.subB, olderThanDays: 7 } });
    await t.rest("PATCH", `/content/${r.b.itemIds[0]}`, { token: r.token, body: { isRead: false } });
    expect((await counts()).subscriptions[r.subB].unreadCount).toBe(1);

    const three = await t.rest("POST", "/content/mark-read", { token: r.token, body: { feedId: r.c.feedId, olderThanDays: 3 } });
    expect(three.body.subscriptions[r.subC].unreadCount).toBe(0);
    const all = await t.rest("POST", "/content/mark-read", { token: r.token, body: {} });
    expect(all.body.allUnreadCount).toBe(0);
    expect(await t.db.contentItemReadState.count({ where: { userId: r.id } })).toBe(0);

    for (const body of [{ olderThanDays: 2 }, { olderThanDays: "7" }, { subscriptionId: r.subA, subscriptionTagId: r.folder }]) {
      expect((await t.rest("POST", "/content/mark-read", { token: r.token, body })).status).toBe(400);
    }
    const other = await guest();
    expect((await t.rest("POST", "/content/mark-read", { token: other.token, body: { subscriptionId: r.subA } })).body.display_message_key).toBe("CONTENT_LIST_UNAVAILABLE");
    expect((await t.rest("POST", "/content/mark-read", { body: {} })).status).toBe(401);
  });

  it("marks a tag's items read with explicit rows, including items of feeds the user does not follow", async () => {
    const r = await reader();
    const stranger = await createFeedWithItems(t.db, "stranger", [{ ageDays: 0.3 }, { ageDays: 50 }]);
    for (const id of [r.a.itemIds[0], r.a.itemIds[3], ...stranger.itemIds]) {
      expect((await t.rest("POST", `/content/${id}/tags`, { token: r.token, body: { contentItemTagId: "read-later" } })).status).toBe(200);
    }
    const tags = (await t.rest("GET", "/content/tags", { token: r.token })).body.contentItemTags;
    const readLater = Object.values(tags).find((x: any) => x.slug === "read-later") as any;
    // a0 (unread), a3 (read by window), two strangers (unread without a subscription).
    expect(readLater).toMatchObject({ totalContentItems: 4, unreadCount: 3, isSystem: true });
    const list = await allPages(r.token, "contentItemTagId=read-later");
    expect(list.map((i) => i.id).sort()).toEqual([r.a.itemIds[0], ...stranger.itemIds].sort());

    const older = await t.rest("POST", "/content/mark-read", { token: r.token, body: { contentItemTagId: readLater.id, olderThanDays: 1 } });
    expect(older.body.contentItemTags[readLater.id].unreadCount).toBe(2);
    const res = await t.rest("POST", "/content/mark-read", { token: r.token, body: { contentItemTagId: readLater.id } });
    expect(res.body).toMatchObject({ contentItemTagId: readLater.id, subscriptionIds: [r.subA] });
    expect(res.body.contentItemTags[readLater.id].unreadCount).toBe(0);
    expect(res.body.subscriptions[r.subA].unreadCount).toBe(2);
    expect((await allPages(r.token, "contentItemTagId=read-later")).length).toBe(0);
  });
});

describe("read rows", () => {
  it("maintenance prunes only the read rows the watermark makes redundant, and no item changes state", async () => {
    await t.app.services.content.pruneReadStates(); // what earlier tests left, so the counts below are this reader's
    const r = await reader();
    const d = await createFeedWithItems(t.db, "d", [{ ageDays: 35 }, { ageDays: 1 }]);
    const e = await createFeedWithItems(t.db, "e", [{ ageDays: 35 }]);
    const read = (id: string, isRead = true) => t.rest("PATCH", `/content/${id}`, { token: r.token, body: { isRead } });
    for (const id of r.a.itemIds.slice(0, 3)) await read(id);
    await read(r.a.itemIds[3]!, false); // explicitly unread, 40 days old
    await read(d.itemIds[0]!); // read before following d (through a tag, say)…
    await subscribe(r.token, d.feedId); // …then followed: the row joins the subscription, 35 days old
    await read(e.itemIds[0]!); // read in a feed never followed: only the row says so
    // An earlier mark-all-read moved a's watermark to five days ago (the 10.5-day-old item's row is now redundant).
    await t.db.feedSubscription.update({ where: { id: r.subA }, data: { markReadAfterAt: new Date(Date.now() - 5 * 86_400_000) } });

    const items = [...r.a.itemIds, ...r.b.itemIds, ...r.c.itemIds, ...d.itemIds, ...e.itemIds];
    const snapshot = async () => ({
      counts: (await t.rest("GET", "/subscriptions", { token: r.token })).body.allUnreadCount as number,
      isRead: await Promise.all(items.map(async (id) => (await t.rest("GET", `/content/${id}`, { token: r.token })).body.contentItem.isRead as boolean)),
    });
    const before = await snapshot();
    expect(await t.db.contentItemReadState.count({ where: { userId: r.id } })).toBe(6);

    expect(await t.app.services.content.pruneReadStates()).toBe(2);
    expect(await snapshot()).toEqual(before);
    const left = await t.db.contentItemReadState.findMany({ where: { userId: r.id }, select: { contentItemId: true, isRead: true } });
    expect(new Map(left.map((x) => [x.contentItemId, x.isRead]))).toEqual(
      new Map([
        [r.a.itemIds[0]!, true],
        [r.a.itemIds[1]!, true],
        [r.a.itemIds[3]!, false],
        [e.itemIds[0]!, true],
      ]),
    );
    // Nothing is left to prune, and raising keep-unread days later cannot bring a pruned item back.
    expect(await t.app.services.content.pruneReadStates()).toBe(0);
    await t.rest("PATCH", `/subscriptions/${r.subA}`, { token: r.token, body: { keepUnreadDays: 30 } });
    expect(await snapshot()).toEqual(before);
  });
});

describe("analytics", () => {
  it("records a view once per user and item and feeds engagementScore (token required)", async () => {
    const r = await reader();
    const other = await guest();
    const id = r.a.itemIds[1]!;
    const first = await t.rest("POST", "/analytics?type=contentItemView", { token: r.token, body: { contentItemId: id } });
    expect(first).toMatchObject({ status: 200, body: { contentItemId: id, recorded: true, engagementScore: 1 } });
    expect((await t.rest("POST", "/analytics?type=contentItemView", { token: r.token, body: { contentItemId: id } })).body).toMatchObject({ recorded: false, engagementScore: 1 });
    expect((await t.rest("POST", "/analytics?type=contentItemView", { token: other.token, body: { contentItemId: id } })).body.engagementScore).toBe(2);
    const item = await t.db.contentItem.findUniqueOrThrow({ where: { id } });
    expect(item).toMatchObject({ engagementScore: 2, popularity: 2 });

    expect(await t.rest("POST", "/analytics?type=contentItemView", { body: { contentItemId: id } })).toMatchObject({ status: 401, body: { display_message_key: "NO_TOKEN", message: "No Token - Not logged in." } });
    expect((await t.rest("POST", "/analytics?type=pageView", { token: r.token, body: { contentItemId: id } })).status).toBe(400);
    expect((await t.rest("POST", "/analytics?type=contentItemView", { token: r.token, body: {} })).status).toBe(400);
    expect((await t.rest("POST", "/analytics?type=contentItemView", { token: r.token, body: { contentItemId: "00000000-0000-0000-0000-000000000000" } })).status).toBe(404);
  });
});

describe("day counters behind unread counts", () => {
  it("stay equal to the items whatever writes them: bulk inserts, edits, moved dates, deletes", async () => {
    const { feedId, itemIds } = await createFeedWithItems(t.db, "days", [{ ageDays: 0.1 }, { ageDays: 1.2 }, { ageDays: 1.3 }, { ageDays: 9 }]);
    const check = async () => {
      const [days, items] = await Promise.all([
        t.db.feedItemDay.findMany({ where: { feedId, items: { not: 0 } }, orderBy: { day: "asc" } }),
        t.db.$queryRaw<Array<{ day: Date; n: number }>>`SELECT "sortAt"::date AS day, count(*)::int AS n FROM "ContentItem" WHERE "feedId" = ${feedId}::uuid GROUP BY 1 ORDER BY 1`,
      ]);
      expect(days.map((d) => [d.day.toISOString(), d.items])).toEqual(items.map((i) => [i.day.toISOString(), i.n]));
    };
    await check();
    await t.db.contentItem.createMany({ data: [3, 3, 20].map((days, i) => ({ feedId, guid: `bulk-${i}`, contentHash: "h", sortAt: new Date(Date.now() - days * 86_400_000) })) });
    await check();
    await t.db.contentItem.updateMany({ where: { feedId }, data: { engagementScore: { increment: 1 }, title: "edited" } });
    await t.db.contentItem.update({ where: { id: itemIds[3]! }, data: { sortAt: new Date(Date.now() - 2 * 86_400_000) } });
    await check();
    await t.db.contentItem.deleteMany({ where: { id: { in: itemIds.slice(0, 2) } } });
    await check();
    await t.db.feed.delete({ where: { id: feedId } });
    expect(await t.db.feedItemDay.count({ where: { feedId } })).toBe(0);
  });
});
