import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems, DAY_MS } from "../../../../tests/factories.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { visibleAfterFilters } from "../../core/filterVisibility.js";
import { FILTER_SAVE_FAILED } from "./filters.validation.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TIER_LIMITS: JSON.stringify({ guest: { maxContentItemFilters: 6, maxSubscriptions: 20, maxSubscriptionTags: 5 } }) });
});
afterAll(async () => {
  await t?.close();
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
