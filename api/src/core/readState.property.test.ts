import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems, DAY_MS } from "../../../tests/factories.js";
import { createTestApp, type TestApp } from "../../../tests/setup/testApp.js";
import { DomainError } from "../errors.js";
import type { User } from "../generated/prisma/client.js";
import { parseMarkRead } from "../modules/content/content.validation.js";
import { pruneReadStates } from "./readState.js";

let t: TestApp;
const feeds: Array<{ feedId: string; itemIds: string[] }> = [];
const allItems: string[] = [];

// Ages sit half a day or more away from every boundary an operation can draw (keep-unread days 1-30, older than
// 1, 3 or 7 days), so the clock moving during a run never flips an item.
const AGES = [0.2, 0.6, 1.5, 2.5, 4.5, 6.5, 8.5, 12.5, 20.5, 29.5, 35.5];

beforeAll(async () => {
  t = await createTestApp({ TIER_LIMITS: JSON.stringify({ guest: { maxSubscriptions: null, maxSubscriptionTags: null, maxContentItemTags: null, maxContentItemsTagged: null } }) });
  for (let f = 0; f < 4; f++) {
    const ages = AGES.filter((_, i) => (i + f) % 2 === 0 || f === 3);
    const feed = await createFeedWithItems(t.db, `prop${f}`, ages.map((ageDays) => ({ ageDays })));
    feeds.push(feed);
    allItems.push(...feed.itemIds);
  }
});
afterAll(async () => {
  await t?.close();
});

const pick = fc.nat({ max: 40 });
const op = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("subscribe" as const), feed: pick, folder: fc.option(pick, { freq: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("createFolder" as const) }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant("setRead" as const), item: pick, isRead: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("markRead" as const), scope: fc.constantFrom("all", "folder", "subscription", "tag", "feed"), target: pick,
      olderThanDays: fc.constantFrom(undefined, 1, 3, 7),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("move" as const), sub: pick, folder: fc.option(pick), topLevel: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("enableSub" as const), sub: pick, enabled: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("enableFolder" as const), folder: pick, enabled: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("keepUnreadDays" as const), sub: pick, days: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("unsubscribe" as const), sub: pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("tag" as const), item: pick, tag: pick, untag: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("enableTag" as const), tag: pick, enabled: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("prune" as const) }) },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const at = <T,>(list: T[], i: number | null): T | null => (i === null || list.length === 0 ? null : list[i % list.length]!);

/** Everything a recount needs, straight from the tables. */
async function load(userId: string) {
  const [subs, folders, memberships, states, tags, taggings, items] = await Promise.all([
    t.db.feedSubscription.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    t.db.folder.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    t.db.folderMembership.findMany({ where: { folder: { userId } } }),
    t.db.contentItemReadState.findMany({ where: { userId } }),
    t.db.contentItemTag.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    t.db.contentItemTagging.findMany({ where: { userId } }),
    t.db.contentItem.findMany({ where: { id: { in: allItems } }, select: { id: true, feedId: true, sortAt: true } }),
  ]);
  return { subs, folders, memberships, states, tags, taggings, items };
}
type World = Awaited<ReturnType<typeof load>>;

/** The definition, item by item: what every count and list must agree with. */
function bruteForce(w: World, now = Date.now()) {
  const state = new Map(w.states.map((s) => [s.contentItemId, s.isRead]));
  const subByFeed = new Map(w.subs.map((s) => [s.feedId, s]));
  const unread = new Set(
    w.items
      .filter((i) => {
        if (state.has(i.id)) return !state.get(i.id);
        const s = subByFeed.get(i.feedId);
        if (!s) return true;
        const watermark = Math.max(s.markReadAfterAt?.getTime() ?? -Infinity, now - s.keepUnreadDays * DAY_MS);
        return i.sortAt.getTime() > watermark;
      })
      .map((i) => i.id),
  );
  const folderEnabled = new Map(w.folders.map((f) => [f.id, f.enabled]));
  const showing = (s: World["subs"][number]) => s.enabled && (s.topLevel || w.memberships.some((m) => m.subscriptionId === s.id && folderEnabled.get(m.folderId)));
  const subCount = new Map(w.subs.map((s) => [s.id, showing(s) ? w.items.filter((i) => i.feedId === s.feedId && unread.has(i.id)).length : 0]));
  const folderCount = new Map(
    w.folders.map((f) => [f.id, f.enabled ? w.memberships.filter((m) => m.folderId === f.id).reduce((n, m) => n + subCount.get(m.subscriptionId)!, 0) : 0]),
  );
  const tagged = (tagId: string) => w.taggings.filter((x) => x.tagId === tagId).map((x) => x.contentItemId);
  const tagCount = new Map(w.tags.map((tag) => [tag.id, { total: tagged(tag.id).length, unread: tag.enabled ? tagged(tag.id).filter((id) => unread.has(id)).length : 0 }]));
  const listed = w.items.filter((i) => unread.has(i.id) && w.subs.some((s) => s.feedId === i.feedId && showing(s))).map((i) => i.id);
  return { unread, subCount, folderCount, tagCount, all: [...subCount.values()].reduce((a, b) => a + b, 0), listed };
}

async function listAll(userId: string, scope: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  do {
    const page = await t.app.services.content.list(userId, { scope, sortBy: "popular", showRead: false, limit: 7, after });
    ids.push(...page.items.map((i) => i.id));
    after = page.hasMore ? page.items.at(-1)!.cursor : null;
  } while (after);
  return ids;
}

/** Counts as the API answers them must equal the recount; the unread lists must hold exactly the unread items. */
async function checkCounts(user: User) {
  const w = await load(user.id);
  const expected = bruteForce(w);
  const [list, tags] = await Promise.all([t.app.services.readingList.response(user.id), t.app.services.contentTags.presentAll(user.id)]);
  expect(Object.fromEntries(Object.values(list.subscriptions).map((s) => [s.id, s.unreadCount]))).toEqual(Object.fromEntries(expected.subCount));
  expect(Object.fromEntries(Object.values(list.subscriptionTags).map((f) => [f.id, f.unreadCount]))).toEqual(Object.fromEntries(expected.folderCount));
  expect(list.allUnreadCount).toBe(expected.all);
  expect(Object.fromEntries(Object.values(tags).map((x) => [x.id, { total: x.totalContentItems, unread: x.unreadCount }]))).toEqual(Object.fromEntries(expected.tagCount));
  expect((await listAll(user.id, {})).sort()).toEqual(expected.listed.sort());
  for (const tag of w.tags.filter((x) => x.enabled)) {
    expect((await listAll(user.id, { contentItemTagId: tag.id })).sort()).toEqual(w.taggings.filter((x) => x.tagId === tag.id && expected.unread.has(x.contentItemId)).map((x) => x.contentItemId).sort());
  }
  return { w, expected };
}

async function apply(user: User, o: Op, w: World, before: Set<string>) {
  const { subscriptions, folders, content, contentTags } = t.app.services;
  const sub = (i: number) => at(w.subs, i);
  switch (o.kind) {
    case "subscribe": {
      const feed = feeds[o.feed % feeds.length]!;
      return subscriptions.create(user, { feedId: feed.feedId, subscriptionTagId: at(w.folders, o.folder)?.id ?? null });
    }
    case "createFolder":
      return folders.create(user, { name: `f${w.folders.length}-${Math.random().toString(36).slice(2, 6)}` });
    case "setRead": {
      const item = at(allItems, o.item)!;
      await content.setRead(user, item, o.isRead);
      const after = bruteForce(await load(user.id)).unread;
      // The promise: this item has the wanted state, and nothing else moved.
      expect(after.has(item)).toBe(!o.isRead);
      expect([...after].filter((id) => id !== item).sort()).toEqual([...before].filter((id) => id !== item).sort());
      return;
    }
    case "markRead": {
      const scopeId =
        o.scope === "folder" ? at(w.folders, o.target)?.id : o.scope === "subscription" ? sub(o.target)?.id : o.scope === "tag" ? at(w.tags, o.target)?.id : o.scope === "feed" ? at(feeds, o.target)!.feedId : undefined;
      if (o.scope !== "all" && !scopeId) return;
      const key = { folder: "subscriptionTagId", subscription: "subscriptionId", tag: "contentItemTagId", feed: "feedId", all: "" }[o.scope];
      const input = parseMarkRead({ ...(key ? { [key]: scopeId } : {}), olderThanDays: o.olderThanDays });
      const scopeItems = new Set((await listScope(user.id, key ? { [key]: scopeId! } : {}).catch(() => null)) ?? []);
      try {
        await content.markRead(user, input);
      } catch (e) {
        if (e instanceof DomainError && e.key === "CONTENT_LIST_UNAVAILABLE") return;
        throw e;
      }
      const after = bruteForce(await load(user.id)).unread;
      const cutoff = Date.now() - (o.olderThanDays ?? 0) * DAY_MS;
      const sortAt = new Map(w.items.map((i) => [i.id, i.sortAt.getTime()]));
      for (const id of allItems) {
        // Items the list showed and that are older than the cutoff are read now; everything else kept its state.
        if (scopeItems.has(id) && sortAt.get(id)! <= cutoff) expect(after.has(id), `item ${id} read`).toBe(false);
        else expect(after.has(id), `item ${id} unchanged`).toBe(before.has(id));
      }
      return;
    }
    case "move": {
      const s = sub(o.sub);
      if (!s) return;
      const folder = at(w.folders, o.folder);
      return subscriptions.move(user, s.id, folder ? { toFolderId: folder.id, topLevel: o.topLevel ? null : false } : { topLevel: o.topLevel });
    }
    case "enableSub": {
      const s = sub(o.sub);
      return s ? subscriptions.patch(user, s.id, { enabled: o.enabled }) : undefined;
    }
    case "enableFolder": {
      const f = at(w.folders, o.folder);
      return f ? folders.patch(user, f.id, { enabled: o.enabled }) : undefined;
    }
    case "keepUnreadDays": {
      const s = sub(o.sub);
      return s ? subscriptions.patch(user, s.id, { keepUnreadDays: o.days }) : undefined;
    }
    case "unsubscribe": {
      const s = sub(o.sub);
      return s ? subscriptions.remove(user, s.id) : undefined;
    }
    case "tag": {
      const tags = w.tags.length < 2 ? [...w.tags, await contentTags.create(user, { name: "Second" })] : w.tags;
      const tag = at(tags, o.tag)!;
      const item = at(allItems, o.item)!;
      return o.untag ? contentTags.untagItem(user, item, tag.id) : contentTags.tagItem(user, item, { contentItemTagId: tag.id });
    }
    case "enableTag": {
      const tag = at(w.tags, o.tag);
      return tag ? contentTags.patch(user, tag.id, { enabled: o.enabled }) : undefined;
    }
    case "prune": {
      // Maintenance drops only rows the watermark makes redundant: no item changes state.
      await pruneReadStates(t.db);
      expect([...bruteForce(await load(user.id)).unread].sort()).toEqual([...before].sort());
      return;
    }
  }
}

/** Every item a scope's mark-all-read applies to (what its list shows with showRead). */
async function listScope(userId: string, scope: Record<string, string>): Promise<string[]> {
  const resolved = { ...scope };
  if (scope.feedId) {
    const s = await t.db.feedSubscription.findUnique({ where: { userId_feedId: { userId, feedId: scope.feedId } } });
    if (!s) return [];
    delete resolved.feedId;
    resolved.subscriptionId = s.id;
  }
  const ids: string[] = [];
  let after: string | null = null;
  do {
    const page = await t.app.services.content.list(userId, { scope: resolved, sortBy: "newest", showRead: true, limit: 50, after });
    ids.push(...page.items.map((i) => i.id));
    after = page.hasMore ? page.items.at(-1)!.cursor : null;
  } while (after);
  return ids;
}

describe("read state and counts under random operation sequences", () => {
  it("keeps every count (subscription, folder, tag, all) and every unread list equal to a recount over all items", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const res = await t.rest("POST", "/users", { body: { isGuest: true } });
        const user = await t.db.user.findUniqueOrThrow({ where: { id: res.body.user.id } });
        // Start from a real tree (two folders, a subscription at the top level) so every operation has targets.
        const { folders, subscriptions, contentTags } = t.app.services;
        const [f0, f1] = [await folders.create(user, { name: "zero" }), await folders.create(user, { name: "one" })];
        for (const [i, folder] of [f0.id, f0.id, f1.id, null].entries()) await subscriptions.create(user, { feedId: feeds[i]!.feedId, subscriptionTagId: folder });
        await contentTags.list(user.id);
        for (const o of ops) {
          const { w, expected } = await checkCounts(user);
          await apply(user, o, w, expected.unread);
        }
        await checkCounts(user);
      }),
      { numRuns: 100 },
    );
  }, 600_000);
});
