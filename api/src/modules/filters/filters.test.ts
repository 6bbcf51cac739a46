import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems, DAY_MS } from "../../../../tests/factories.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { visibleAfterFilters } from "../../core/filterVisibility.js";
import { FILTER_SAVE_FAILED } from "./filters.validation.js";

let t: TestApp;
let server: Server;
let base: string;
/** What each local feed (/feed-{name}.xml) serves: titles, each with a guid, newest first. */
const served = new Map<string, Array<{ guid: string; title: string; link?: string }>>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const name = /^\/feed-([\w-]+)\.xml$/.exec(new URL(req.url ?? "/", "http://x").pathname)?.[1];
    const items = name ? served.get(name) : undefined;
    if (!items) return void res.writeHead(404).end();
    const body = items
      .map((i, n) => `<item><guid>${i.guid}</guid><title>${i.title}</title><link>${i.link ?? `https://site.example/${name}/${i.guid}`}</link><pubDate>${new Date(Date.now() - n * 3_600_000).toUTCString()}</pubDate></item>`)
      .join("");
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(`<rss version="2.0"><channel><title>Feed ${name}</title><link>https://site.example/</link>${body}</channel></rss>`);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
    TIER_LIMITS: JSON.stringify({ guest: { maxContentItemFilters: 6, maxSubscriptions: 20, maxSubscriptionTags: 5 } }),
  });
});
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return { token: res.body.token as string, id: res.body.user.id as string };
}

/** A feed of items with these titles (a day apart, newest first) and a subscription of the user to it. */
async function subscribed(token: string, titles: string[], opts: { folderId?: string; links?: string[]; descriptions?: string[] } = {}) {
  const feed = await createFeedWithItems(t.db, `f${randomUUID().slice(0, 6)}`, titles.map((title, i) => ({ ageDays: i + 0.5, title })));
  for (const [i, id] of feed.itemIds.entries()) {
    const data = { ...(opts.links ? { link: opts.links[i]! } : {}), ...(opts.descriptions ? { description: opts.descriptions[i]! } : {}) };
    if (Object.keys(data).length) await t.db.contentItem.update({ where: { id }, data });
  }
  const res = await t.rest("POST", "/subscriptions", { token, body: { feedId: feed.feedId, ...(opts.folderId ? { subscriptionTagId: opts.folderId } : {}) } });
  expect(res.status).toBe(200);
  const subscriptionId = Object.keys(res.body.subscriptions)[0]!;
  return { ...feed, subscriptionId };
}

async function folder(token: string, name: string) {
  const res = await t.rest("POST", "/subscriptions/tags", { token, body: { name } });
  return res.body.id as string;
}

async function listTitles(token: string, scope: string, showRead = true): Promise<string[]> {
  const res = await t.rest("GET", `/content?${scope}&sortBy=newest&showRead=${showRead}&limit=100`, { token });
  expect(res.status).toBe(200);
  return res.body.contentItems.map((i: any) => i.title);
}

const duplicates = (fields: string[], extra: object = {}) => ({ filterType: "mark_duplicate", clauses: fields.map((matchField) => ({ matchField })), ...extra });
const counts = async (token: string) => {
  const body = (await t.rest("GET", "/subscriptions", { token })).body;
  return {
    all: body.allUnreadCount as number,
    subscriptions: Object.fromEntries(Object.values(body.subscriptions as Record<string, any>).map((s) => [s.id, s.unreadCount])),
    folders: Object.fromEntries(Object.values(body.subscriptionTags as Record<string, any>).map((f) => [f.id, f.unreadCount])),
  };
};
const remove = (value: string, extra: object = {}) => ({ filterType: "remove_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue: value }], ...extra });

describe("filters of a subscription", () => {
  it("remove_on_match hides matching items from lists and counts at once, and disabling or deleting brings them back", async () => {
    const { token } = await guest();
    const sub = await subscribed(token, ["Rust 2.0 released", "Sponsored: buy this", "Go news", "SPONSORED again"]);
    expect((await t.rest("GET", "/subscriptions", { token })).body.allUnreadCount).toBe(4);

    const created = await t.rest("POST", "/filters", { token, body: remove("sponsored", { subscriptionId: sub.subscriptionId }) });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    expect(created.body.filters[id]).toMatchObject({
      id, subscriptionId: sub.subscriptionId, subscriptionTagId: null, contentItemTagId: null, filterType: "remove_on_match", clauseType: "and",
      windowHours: 720, enabled: true, clauses: [{ contentItemFilterId: id, matchField: "title", matchType: "contains", matchValue: "sponsored" }],
    });
    expect(created.body.subscriptions[sub.subscriptionId].unreadCount).toBe(2);
    expect(created.body.allUnreadCount).toBe(2);
    expect(await listTitles(token, `subscriptionId=${sub.subscriptionId}`)).toEqual(["Rust 2.0 released", "Go news"]);
    expect(await listTitles(token, "")).toEqual(["Rust 2.0 released", "Go news"]);
    expect(await listTitles(token, "", false)).toEqual(["Rust 2.0 released", "Go news"]);
    // The subscription's answer carries its filters.
    expect(Object.keys((await t.rest("GET", `/subscriptions/${sub.subscriptionId}`, { token })).body.filters)).toEqual([id]);

    const disabled = await t.rest("PATCH", `/filters/${id}`, { token, body: { enabled: false } });
    expect(disabled.body).toMatchObject({ allUnreadCount: 4, filters: { [id]: { enabled: false } } });
    expect(await listTitles(token, `subscriptionId=${sub.subscriptionId}`)).toHaveLength(4);
    expect((await t.rest("PATCH", `/filters/${id}`, { token, body: { enabled: true } })).body.allUnreadCount).toBe(2);

    const deleted = await t.rest("DELETE", `/filters/${id}`, { token });
    expect(deleted.body).toMatchObject({ deletedFilterId: id, allUnreadCount: 4, filters: {} });
    expect(await listTitles(token, "")).toHaveLength(4);
  });
});

describe("filters of a subscription (more)", () => {
  it("keep_on_match shows only matching items; or / and clauses; creator, link and description fields; case-insensitive", async () => {
    const { token } = await guest();
    const sub = await subscribed(token, ["Rust weekly", "Go weekly", "Zig monthly", "rust  NEWS"], {
      descriptions: ["<p>About <b>memory</b> safety &amp; speed</p>", "<p>Goroutines</p>", "<p>Comptime</p>", "<p>plain</p>"],
      links: ["https://a.example/rust/1", "https://a.example/go/2", "https://b.example/zig/3", "https://a.example/rust/4"],
    });
    const keep = await t.rest("POST", "/filters", {
      token,
      body: { subscriptionId: sub.subscriptionId, filterType: "keep_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue: "RUST" }] },
    });
    expect(keep.body.subscriptions[sub.subscriptionId].unreadCount).toBe(2);
    expect(await listTitles(token, `subscriptionId=${sub.subscriptionId}`)).toEqual(["Rust weekly", "rust  NEWS"]);
    const id = keep.body.id;
    const patch = (body: object) => t.rest("PATCH", `/filters/${id}`, { token, body });
    const firstClause = keep.body.filters[id].clauses[0].id;
    // or: either clause keeps an item. Text runs of white space compare as one space; descriptions lose their tags.
    await patch({ clauseType: "or", clauses: [{ id: firstClause, matchField: "title", matchType: "equals", matchValue: "rust news" }, { matchField: "description", matchType: "contains", matchValue: "memory safety & speed" }] });
    expect(await listTitles(token, `subscriptionId=${sub.subscriptionId}`)).toEqual(["Rust weekly", "rust  NEWS"]);
    await patch({ clauseType: "and", clauses: [{ id: firstClause, matchField: "link", matchType: "contains", matchValue: "a.example" }, { matchField: "title", matchType: "not_contains", matchValue: "go" }] });
    expect(await listTitles(token, `subscriptionId=${sub.subscriptionId}`)).toEqual(["Rust weekly", "rust  NEWS"]);
    await patch({ clauses: [{ id: firstClause, matchField: "title", matchType: "not_equals", matchValue: "go weekly" }] });
    expect(await listTitles(token, `subscriptionId=${sub.subscriptionId}`)).toEqual(["Rust weekly", "Zig monthly", "rust  NEWS"]);
    const creator = await patch({ filterType: "remove_on_match", clauses: [{ id: firstClause, matchField: "creator", matchType: "equals", matchValue: "nobody" }] });
    expect(creator.body.filters[id]).toMatchObject({ filterType: "remove_on_match", clauses: [{ id: firstClause, matchField: "creator" }] });
    expect(await listTitles(token, `subscriptionId=${sub.subscriptionId}`)).toHaveLength(4);
  });

  it("a subscription's mark_duplicate hides an item whose title or link an earlier item had within the window", async () => {
    const { token } = await guest();
    const sub = await subscribed(token, ["Big story!", "Other", "big  STORY", "Third"], {
      links: ["https://x.example/1", "https://x.example/same", "https://x.example/3", "http://www.x.example/same/#top"],
    });
    // Items are first seen in creation order: the later copy is the duplicate.
    const byTitle = await t.rest("POST", "/filters", { token, body: duplicates(["title"], { subscriptionId: sub.subscriptionId }) });
    expect(byTitle.status).toBe(200);
    expect(await listTitles(token, `subscriptionId=${sub.subscriptionId}`)).toEqual(["Big story!", "Other", "Third"]);
    await t.rest("PATCH", `/filters/${byTitle.body.id}`, { token, body: { clauses: [{ id: byTitle.body.filters[byTitle.body.id].clauses[0].id, matchField: "link" }] } });
    expect(await listTitles(token, `subscriptionId=${sub.subscriptionId}`)).toEqual(["Big story!", "Other", "big  STORY"]);
    const both = await t.rest("PATCH", `/filters/${byTitle.body.id}`, {
      token,
      body: { clauseType: "or", clauses: [{ id: byTitle.body.filters[byTitle.body.id].clauses[0].id, matchField: "link" }, { matchField: "title" }] },
    });
    expect(both.body.subscriptions[sub.subscriptionId].unreadCount).toBe(2);
    // and: both keys must repeat, which no pair here does.
    expect((await t.rest("PATCH", `/filters/${byTitle.body.id}`, { token, body: { clauseType: "and" } })).body.subscriptions[sub.subscriptionId].unreadCount).toBe(4);
  });

  it("a duplicate counts only when the earlier item was first seen within windowHours before it; a filter reaches back windowHours from its creation", async () => {
    const { token } = await guest();
    const sub = await subscribed(token, ["Same", "Same", "Same"]);
    const [a, b, c] = sub.itemIds as [string, string, string];
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await t.db.contentItem.update({ where: { id: a }, data: { firstSeenAt: hoursAgo(23) } });
    await t.db.contentItem.update({ where: { id: b }, data: { firstSeenAt: hoursAgo(20) } });
    await t.db.contentItem.update({ where: { id: c }, data: { firstSeenAt: hoursAgo(1) } });
    const ids = async () => (await t.rest("GET", `/content?subscriptionId=${sub.subscriptionId}&showRead=true`, { token })).body.contentItems.map((i: any) => i.id).sort();
    const f = await t.rest("POST", "/filters", { token, body: duplicates(["title"], { subscriptionId: sub.subscriptionId, windowHours: 10 }) });
    // Made now with a 10-hour window, it reaches items first seen in the last 10 hours: c, whose earlier copy b is 19 hours older.
    expect(await ids()).toEqual([a, b, c].sort());
    // Made two days ago, it reaches all three: b is 3 hours after a (a duplicate), c 19 hours after b (not one).
    await t.db.contentItemFilter.update({ where: { id: f.body.id }, data: { createdAt: hoursAgo(48) } });
    await t.rest("PATCH", `/filters/${f.body.id}`, { token, body: { windowHours: 10 } });
    expect(await ids()).toEqual([a, c].sort());
    await t.rest("PATCH", `/filters/${f.body.id}`, { token, body: { windowHours: 20 } });
    expect(await ids()).toEqual([a]);
  });
});

describe("filters of a folder", () => {
  it("apply to every subscription of the folder wherever it is read, and leave with it", async () => {
    const { token } = await guest();
    const folderId = await folder(token, "Tech");
    const a = await subscribed(token, ["Ad: buy", "Real A"], { folderId });
    const b = await subscribed(token, ["Real B", "ad: sell"], { folderId });
    const outside = await subscribed(token, ["ad: elsewhere"]);
    const created = await t.rest("POST", "/filters", { token, body: remove("ad:", { subscriptionTagId: folderId }) });
    expect(created.body.filters[created.body.id]).toMatchObject({ subscriptionId: null, subscriptionTagId: folderId });
    expect(Object.keys(created.body.subscriptions).sort()).toEqual([a.subscriptionId, b.subscriptionId].sort());
    expect(await counts(token)).toEqual({ all: 3, subscriptions: { [a.subscriptionId]: 1, [b.subscriptionId]: 1, [outside.subscriptionId]: 1 }, folders: { [folderId]: 2 } });
    expect((await listTitles(token, `subscriptionTagId=${folderId}`)).sort()).toEqual(["Real A", "Real B"]);
    expect(await listTitles(token, `subscriptionId=${a.subscriptionId}`)).toEqual(["Real A"]);
    expect((await listTitles(token, "")).sort()).toEqual(["Real A", "Real B", "ad: elsewhere"]);
    expect(Object.keys((await t.rest("GET", `/subscriptions/tags/${folderId}`, { token })).body.filters)).toEqual([created.body.id]);

    // Moving a subscription out of the folder takes it out of the folder's filters; moving one in applies them.
    await t.rest("DELETE", `/subscriptions/${a.subscriptionId}/associations?subscriptionTagId=${folderId}`, { token });
    expect((await counts(token)).subscriptions[a.subscriptionId]).toBe(2);
    await t.rest("POST", `/subscriptions/${outside.subscriptionId}/associations`, { token, body: { subscriptionTagId: folderId } });
    expect((await counts(token)).subscriptions[outside.subscriptionId]).toBe(0);

    // Deleting the folder deletes its filters: everything shows again.
    await t.rest("DELETE", `/subscriptions/tags/${folderId}`, { token });
    expect((await counts(token)).all).toBe(5);
    expect(await t.db.contentItemFilter.count({ where: { folderId } })).toBe(0);
  });

  it("mark_duplicate compares across the folder's feeds: the copy first seen later is hidden, in the folder and on its own", async () => {
    const { token } = await guest();
    const folderId = await folder(token, "Wire");
    const first = await subscribed(token, ["Quake hits city", "Only here"], { folderId });
    const second = await subscribed(token, ["QUAKE hits city.", "Other story"], { folderId, links: ["https://other.example/q", "https://other.example/o"] });
    await t.rest("POST", "/filters", { token, body: duplicates(["title"], { subscriptionTagId: folderId }) });
    expect((await listTitles(token, `subscriptionTagId=${folderId}`)).sort()).toEqual(["Only here", "Other story", "Quake hits city"]);
    expect(await listTitles(token, `subscriptionId=${second.subscriptionId}`)).toEqual(["Other story"]);
    expect((await counts(token)).folders[folderId]).toBe(3);
    // Unsubscribing from the earlier copy's feed brings the later copy back: nothing it repeats is left.
    await t.rest("DELETE", `/subscriptions/${first.subscriptionId}`, { token });
    expect((await listTitles(token, `subscriptionTagId=${folderId}`)).sort()).toEqual(["Other story", "QUAKE hits city."]);
  });
});

describe("new items", () => {
  it("a refresh applies every subscriber's filters to the items it stores, before they are counted or announced", async () => {
    const { token, id: userId } = await guest();
    served.set("live-a", [{ guid: "a1", title: "First post" }]);
    served.set("live-b", [{ guid: "b1", title: "Hello" }]);
    const folderId = await folder(token, "Live");
    const subA = (await t.rest("POST", "/subscriptions", { token, body: { url: `${base}/feed-live-a.xml`, subscriptionTagId: folderId } })).body;
    const subB = (await t.rest("POST", "/subscriptions", { token, body: { url: `${base}/feed-live-b.xml`, subscriptionTagId: folderId } })).body;
    const [feedA, feedB] = [Object.values(subA.subscriptions as Record<string, any>)[0].feedId, Object.values(subB.subscriptions as Record<string, any>)[0].feedId];
    await t.rest("POST", "/filters", { token, body: remove("promo", { subscriptionTagId: folderId }) });
    await t.rest("POST", "/filters", { token, body: duplicates(["title"], { subscriptionTagId: folderId }) });
    expect((await counts(token)).all).toBe(2);

    const stream = t.app.services.live.viewerUpdates(userId, async () => true)[Symbol.asyncIterator]();
    expect(((await stream.next()).value as any).allUnreadCount).toBe(2);
    served.set("live-a", [{ guid: "a3", title: "Breaking: quake" }, { guid: "a2", title: "PROMO today" }, { guid: "a1", title: "First post" }]);
    await t.app.services.feeds.refresh(feedA);
    const event = (await stream.next()).value as any;
    const a3 = await t.db.contentItem.findFirstOrThrow({ where: { feedId: feedA, guid: "a3" } });
    expect(event.addedContentItemIds).toEqual([a3.id]);
    expect(event.allUnreadCount).toBe(3);
    // The same story from the other feed, later: a duplicate, never shown nor counted nor announced.
    served.set("live-b", [{ guid: "b2", title: "breaking - quake" }, { guid: "b1", title: "Hello" }]);
    await t.app.services.feeds.refresh(feedB);
    expect((await listTitles(token, `subscriptionTagId=${folderId}`)).sort()).toEqual(["Breaking: quake", "First post", "Hello"]);
    expect((await counts(token)).all).toBe(3);
    await stream.return?.();
  });
});

describe("preview: GET /filters/{id}/matches", () => {
  it("pages through what a filter hides (or keeps) in its window, with the item each duplicate repeats", async () => {
    const { token } = await guest();
    const folderId = await folder(token, "Preview");
    await subscribed(token, ["Alpha", "Beta", "Gamma", "Delta"], { folderId });
    await subscribed(token, ["alpha", "Epsilon", "beta!"], { folderId });
    const keep = await t.rest("POST", "/filters", { token, body: { subscriptionTagId: folderId, filterType: "keep_on_match", enabled: false, clauses: [{ matchField: "title", matchType: "contains", matchValue: "a" }] } });
    const kept = await t.rest("GET", `/filters/${keep.body.id}/matches?limit=3`, { token });
    expect(kept.status).toBe(200);
    // Disabled, the filter still previews: the 6 items containing "a", latest arrivals first, 3 a page.
    expect(kept.body.meta).toMatchObject({ limit: 3, pageKey: null, totalItems: 6 });
    expect(kept.body.matchesByParent).toEqual({});
    const next = await t.rest("GET", `/filters/${keep.body.id}/matches?limit=3&pageKey=${kept.body.meta.nextPageKey}`, { token });
    expect(next.body.meta).toMatchObject({ nextPageKey: null, totalItems: 6 });
    const titles = [...kept.body.contentItems, ...next.body.contentItems].map((i: any) => i.title);
    expect(titles.sort()).toEqual(["Alpha", "Beta", "Delta", "Gamma", "alpha", "beta!"].sort());
    expect(Object.keys(kept.body.feeds)).toHaveLength(2);

    const dup = await t.rest("POST", "/filters", { token, body: duplicates(["title"], { subscriptionTagId: folderId }) });
    const m = await t.rest("GET", `/filters/${dup.body.id}/matches`, { token });
    expect(m.body.contentItems.map((i: any) => i.title).sort()).toEqual(["alpha", "beta!"]);
    const byTitle = Object.fromEntries(m.body.contentItems.map((i: any) => [i.title, i.id]));
    expect(m.body.matchesByParent[byTitle.alpha].title).toBe("Alpha");
    expect(m.body.matchesByParent[byTitle["beta!"]].title).toBe("Beta");
    expect(m.body.meta).toMatchObject({ limit: 25, totalItems: 2, nextPageKey: null });

    for (const q of ["limit=0", "limit=101", "limit=x", "pageKey=nonsense"]) {
      expect((await t.rest("GET", `/filters/${dup.body.id}/matches?${q}`, { token })).body.display_message_key).toBe("VALIDATION_ERROR");
    }
  });
});

describe("validation, limits and authorisation", () => {
  it("refuses bad filters with the spec's save message and a message per field", async () => {
    const { token } = await guest();
    const folderId = await folder(token, "V");
    const sub = await subscribed(token, ["x"]);
    const cases: Array<[object, string]> = [
      [{ subscriptionId: sub.subscriptionId, filterType: "remove_on_match", clauses: [] }, "clauses"],
      [{ subscriptionId: sub.subscriptionId, filterType: "remove_on_match" }, "clauses"],
      [{ filterType: "remove_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue: "x" }] }, "subscriptionId"],
      [{ subscriptionId: sub.subscriptionId, subscriptionTagId: folderId, filterType: "remove_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue: "x" }] }, "subscriptionId"],
      [{ subscriptionId: sub.subscriptionId, filterType: "hide", clauses: [{ matchField: "title", matchType: "contains", matchValue: "x" }] }, "filterType"],
      [remove("x", { subscriptionId: sub.subscriptionId, windowHours: 0 }), "windowHours"],
      [remove("x", { subscriptionId: sub.subscriptionId, windowHours: 721 }), "windowHours"],
      [remove("x", { subscriptionId: sub.subscriptionId, windowHours: 1.5 }), "windowHours"],
      [remove("x", { subscriptionId: sub.subscriptionId, clauseType: "xor" }), "clauseType"],
      [{ subscriptionId: sub.subscriptionId, filterType: "remove_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue: "  " }] }, "clauses.0.matchValue"],
      [{ subscriptionId: sub.subscriptionId, filterType: "keep_on_match", clauses: [{ matchField: "title", matchValue: "x" }] }, "clauses.0.matchType"],
      [{ subscriptionId: sub.subscriptionId, filterType: "keep_on_match", clauses: [{ matchField: "body", matchType: "contains", matchValue: "x" }] }, "clauses.0.matchField"],
      [{ subscriptionId: sub.subscriptionId, filterType: "keep_on_match", clauses: [{ matchField: "title", matchType: "like", matchValue: "x" }] }, "clauses.0.matchType"],
      [duplicates(["creator"], { subscriptionId: sub.subscriptionId }), "clauses.0.matchField"],
      [{ subscriptionId: sub.subscriptionId, filterType: "mark_duplicate", clauses: [{ matchField: "title", matchType: "contains" }] }, "clauses.0.matchType"],
    ];
    for (const [body, field] of cases) {
      const res = await t.rest("POST", "/filters", { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ display_message_key: "VALIDATION_ERROR", message: FILTER_SAVE_FAILED });
      expect(Object.keys(res.body.fields), JSON.stringify(body)).toContain(field);
    }
    expect(await t.db.contentItemFilter.count({ where: { subscriptionId: sub.subscriptionId } })).toBe(0);

    const ok = await t.rest("POST", "/filters", { token, body: { ...remove("x", { subscriptionId: sub.subscriptionId }), clauses: [{ matchField: "title", matchType: "contains", matchValue: "x" }, { matchField: "creator", matchType: "contains", matchValue: "y" }] } });
    const [first, second] = ok.body.filters[ok.body.id].clauses;
    const patch = (body: object) => t.rest("PATCH", `/filters/${ok.body.id}`, { token, body });
    expect((await patch({ clauses: [{ id: second.id, matchField: "creator", matchType: "contains", matchValue: "y" }] })).body).toMatchObject({
      display_message_key: "VALIDATION_ERROR", message: FILTER_SAVE_FAILED, fields: { clauses: "The first clause cannot be deleted" },
    });
    expect((await patch({ clauses: [] })).body.fields.clauses).toBeTruthy();
    expect((await patch({ clauses: [{ id: randomUUID(), matchField: "title", matchType: "contains", matchValue: "z" }] })).body.fields["clauses.0.id"]).toBeTruthy();
    expect((await patch({ filterType: "mark_duplicate" })).body.fields["clauses.1.matchField"]).toBe("Duplicate filters compare title or link");
    // A later clause can go; the first stays first even when sent after a new one.
    const trimmed = await patch({ clauses: [{ matchField: "creator", matchType: "equals", matchValue: "z" }, { id: first.id, matchField: "title", matchType: "contains", matchValue: "x2" }] });
    expect(trimmed.body.filters[ok.body.id].clauses.map((c: any) => [c.id === first.id, c.matchValue])).toEqual([[true, "x2"], [false, "z"]]);
  });

  it("caps filters per account tier (MAX_CONTENT_ITEM_FILTERS_REACHED) and deletes a subscription's filters with it", async () => {
    const { token } = await guest();
    const sub = await subscribed(token, ["a"]);
    for (let i = 0; i < 6; i++) expect((await t.rest("POST", "/filters", { token, body: remove(`v${i}`, { subscriptionId: sub.subscriptionId, enabled: i % 2 === 0 }) })).status).toBe(200);
    expect(await t.rest("POST", "/filters", { token, body: remove("more", { subscriptionId: sub.subscriptionId }) })).toMatchObject({
      status: 403,
      body: { display_message_key: "MAX_CONTENT_ITEM_FILTERS_REACHED", message: "You have reached the maximum number of filters for this account tier" },
    });
    expect(Object.keys((await t.rest("GET", `/filters?subscriptionId=${sub.subscriptionId}`, { token })).body.filters)).toHaveLength(6);
    await t.rest("DELETE", `/subscriptions/${sub.subscriptionId}`, { token });
    expect((await t.rest("GET", "/filters", { token })).body.filters).toEqual({});
    expect((await t.rest("POST", "/filters", { token, body: remove("again", { subscriptionId: sub.subscriptionId }) })).status).toBe(404);
  });

  it("keeps every user's filters, matches and scopes to that user", async () => {
    const owner = await guest();
    const other = await guest();
    const folderId = await folder(owner.token, "Mine");
    const sub = await subscribed(owner.token, ["a"], { folderId });
    const f = (await t.rest("POST", "/filters", { token: owner.token, body: remove("a", { subscriptionId: sub.subscriptionId }) })).body.id;
    const asOther = (method: string, path: string, body?: object) => t.rest(method, path, { token: other.token, ...(body ? { body } : {}) });
    for (const res of [
      await asOther("PATCH", `/filters/${f}`, { enabled: false }),
      await asOther("DELETE", `/filters/${f}`),
      await asOther("GET", `/filters/${f}/matches`),
      await asOther("GET", `/filters?subscriptionId=${sub.subscriptionId}`),
      await asOther("GET", `/filters?subscriptionTagId=${folderId}`),
      await asOther("POST", "/filters", remove("x", { subscriptionId: sub.subscriptionId })),
      await asOther("POST", "/filters", remove("x", { subscriptionTagId: folderId })),
      await asOther("PATCH", "/filters/not-an-id", { enabled: false }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.display_message_key).toBe("NOT_FOUND");
    }
    expect((await asOther("GET", "/filters")).body.filters).toEqual({});
    expect((await t.rest("GET", "/filters")).body.display_message_key).toBe("NO_TOKEN");
    expect((await t.rest("POST", "/filters", { body: remove("x", { subscriptionId: sub.subscriptionId }) })).status).toBe(401);
    expect((await t.db.contentItemFilter.findUniqueOrThrow({ where: { id: f } })).enabled).toBe(true);
  });
});

describe("visibleAfterFilters", () => {
  it("keeps the items a subscription, folder or tag shows, in the order given", async () => {
    const { token, id: userId } = await guest();
    const folderId = await folder(token, "News");
    const sub = await subscribed(token, ["keep me", "drop me", "keep too"], { folderId });
    await t.rest("POST", "/filters", { token, body: remove("drop", { subscriptionTagId: folderId }) });
    const [a, b, c] = sub.itemIds as [string, string, string];
    expect(await visibleAfterFilters(t.db, { userId, subscriptionId: sub.subscriptionId }, [c, b, a, c])).toEqual([c, a]);
    expect(await visibleAfterFilters(t.db, { userId, folderId }, [b, a])).toEqual([a]);
    const other = await guest();
    expect(await visibleAfterFilters(t.db, { userId: other.id, subscriptionId: sub.subscriptionId }, [a])).toEqual([]);
    const tag = (await t.rest("POST", "/content/tags", { token, body: { name: "Saved" } })).body.id as string;
    await t.rest("POST", `/content/${b}/tags`, { token, body: { contentItemTagId: tag } });
    // Tags have no filters: what is in the tag passes.
    expect(await visibleAfterFilters(t.db, { userId, contentItemTagId: tag }, [a, b])).toEqual([b]);
    void DAY_MS;
  });
});
