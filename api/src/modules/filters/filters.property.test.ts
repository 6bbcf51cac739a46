import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "../../../../tests/factories.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { filterNewItems } from "../../core/filterEngine.js";
import { visibleAfterFilters } from "../../core/filterVisibility.js";
import type { User } from "../../generated/prisma/client.js";

/**
 * Filter semantics as a property (issue 14 section 6): random items, filters, folder moves, arrivals and read marks
 * on real PostgreSQL, and after every step each list (subscription, folder, all; read and unread), each count
 * and visibleAfterFilters must equal the definition applied item by item to everything stored.
 */
let t: TestApp;
const feeds: string[] = [];
const HOUR = 3_600_000;

// Titles, links and descriptions that collide in the ways filters care about: case, punctuation, white space, markup.
const TITLES = ["Rust news", "rust  NEWS!", "Go tips", "Ad: buy now", "ad - sell", "Weekly", "weekly.", "Zig", "Rust, news"];
const LINKS = ["https://a.example/1", "http://www.a.example/1/", "https://a.example/1#c", "https://b.example/2", "https://b.example/3"];
const DESCRIPTIONS = ["<p>Fast &amp; safe</p>", "<p>fast  &amp;  SAFE</p>", "<b>buy</b> now", null, "plain text"];
const WORDS = ["rust", "news", "ad", "weekly", "fast & safe", "a.example", "zig", "buy", "x"];
// First-seen ages (hours) half an hour or more from every window a filter can take (1, 5, 30, 720 hours).
const SEEN_HOURS = [0.5, 1.5, 2.5, 3.5, 6.5, 9.5, 20.5, 28.5, 33.5, 50.5];

async function addItems(feedId: string, specs: Array<{ title: string; link: string; description: string | null; seenHoursAgo?: number; ageDays: number }>, filter = false) {
  const now = Date.now();
  return t.db.$transaction(async (tx) => {
    const rows = await tx.contentItem.createManyAndReturn({
      data: specs.map((s) => ({
        feedId,
        guid: randomUUID(),
        title: s.title,
        link: s.link,
        description: s.description,
        contentHash: randomUUID(),
        sortAt: new Date(now - s.ageDays * DAY_MS),
        ...(s.seenHoursAgo !== undefined ? { firstSeenAt: new Date(now - s.seenHoursAgo * HOUR) } : {}),
      })),
      select: { id: true },
    });
    // What a refresh does: the subscribers' filters apply to new items in the transaction that stores them.
    if (filter) await filterNewItems(tx, feedId, rows.map((r) => r.id));
    return rows.map((r) => r.id);
  });
}

beforeAll(async () => {
  t = await createTestApp({ TIER_LIMITS: JSON.stringify({ guest: { maxContentItemFilters: null, maxSubscriptions: null, maxSubscriptionTags: null } }) });
  for (let f = 0; f < 4; f++) {
    const feed = await t.db.feed.create({ data: { url: `https://prop.example/${randomUUID()}.xml`, title: `P${f}`, status: "healthy", lastRunAt: new Date() } });
    feeds.push(feed.id);
    await addItems(
      feed.id,
      SEEN_HOURS.map((h, i) => ({
        title: TITLES[(i * 3 + f) % TITLES.length]!,
        link: LINKS[(i + f * 2) % LINKS.length]!,
        description: DESCRIPTIONS[(i + f) % DESCRIPTIONS.length]!,
        seenHoursAgo: h + f * 0.01,
        // Mostly unread; the oldest ones are past the 30-day keep-unread window.
        ageDays: i < 8 ? i * 2 + 0.5 : 40 + i,
      })),
    );
  }
});
afterAll(async () => {
  await t?.close();
});

const pick = fc.nat({ max: 40 });
const clause = fc.record({
  matchField: fc.constantFrom("title", "creator", "link", "description"),
  matchType: fc.constantFrom("contains", "not_contains", "equals", "not_equals"),
  matchValue: fc.constantFrom(...WORDS, ...TITLES.slice(0, 3)),
});
const filterSpec = fc.record({
  filterType: fc.constantFrom("keep_on_match", "remove_on_match", "mark_duplicate", "mark_duplicate"),
  clauseType: fc.constantFrom("and", "or"),
  windowHours: fc.constantFrom(1, 5, 30, 720),
  enabled: fc.boolean(),
  clauses: fc.array(clause, { minLength: 1, maxLength: 3 }),
});
const op = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("create" as const), onFolder: fc.boolean(), target: pick, spec: filterSpec }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("patch" as const), filter: pick, spec: filterSpec, keepClauses: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("delete" as const), filter: pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("move" as const), sub: pick, folder: pick, join: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("arrive" as const), feed: pick, titles: fc.array(fc.nat({ max: TITLES.length - 1 }), { minLength: 1, maxLength: 3 }), link: fc.nat({ max: LINKS.length - 1 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("read" as const), item: pick, isRead: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("unsubscribe" as const), sub: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("subscribe" as const), feed: pick, folder: fc.option(pick) }) },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
const at = <T,>(list: T[], i: number | null): T | null => (i === null || !list.length ? null : list[i % list.length]!);

// ---- the definition, item by item --------------------------------------------------------------------------

const matchText = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim().toLowerCase();
const htmlText = (s: string | null) =>
  matchText((s ?? "").replace(/<[^>]*>/g, " ").replaceAll("&nbsp;", " ").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&"));
const titleKey = (s: string | null) => (s ?? "").toLowerCase().replace(/[\s!-/:-@[-`{-~]+/g, " ").trim() || null;
const linkKey = (s: string | null) =>
  (s ?? "").trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\/(www\.)?/, "").replace(/#.*$/, "").replace(/\/+$/, "") || null;

async function load(userId: string) {
  const [subs, memberships, filters, states, items] = await Promise.all([
    t.db.feedSubscription.findMany({ where: { userId } }),
    t.db.folderMembership.findMany({ where: { folder: { userId } } }),
    t.db.contentItemFilter.findMany({ where: { userId }, include: { clauses: { orderBy: { position: "asc" } } } }),
    t.db.contentItemReadState.findMany({ where: { userId } }),
    t.db.contentItem.findMany({ where: { feedId: { in: feeds } }, select: { id: true, feedId: true, title: true, link: true, author: true, description: true, firstSeenAt: true, sortAt: true } }),
  ]);
  const folders = await t.db.folder.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  return { subs, memberships, filters, states, items, folders };
}
type World = Awaited<ReturnType<typeof load>>;
type Item = World["items"][number];

function expected(w: World, now = Date.now()) {
  const matches = (f: World["filters"][number], i: Item) => {
    const results = f.clauses.map((c) => {
      const text = c.matchField === "description" ? htmlText(i.description) : matchText(c.matchField === "creator" ? i.author : (i[c.matchField as "title" | "link"] as string | null));
      const value = matchText(c.matchValue);
      return { contains: text.includes(value), not_contains: !text.includes(value), equals: text === value, not_equals: text !== value }[c.matchType as "contains"];
    });
    return f.clauseType === "or" ? results.some(Boolean) : results.every(Boolean);
  };
  const membersOf = (folderId: string) => w.memberships.filter((m) => m.folderId === folderId).map((m) => w.subs.find((s) => s.id === m.subscriptionId)!);
  const isDuplicate = (f: World["filters"][number], i: Item, scopeFeeds: Set<string>) => {
    const windowMs = f.windowHours * HOUR;
    const fields = [...new Set(f.clauses.map((c) => c.matchField))] as Array<"title" | "link">;
    const groups = f.clauseType === "or" ? fields.map((x) => [x]) : [fields];
    const keyOf = (x: Item, g: Array<"title" | "link">) => {
      const parts = g.map((field) => (field === "title" ? titleKey(x.title) : linkKey(x.link)));
      return parts.some((p) => p === null) ? null : parts.join("\u0000");
    };
    const before = (a: Item, b: Item) => a.firstSeenAt.getTime() < b.firstSeenAt.getTime() || (a.firstSeenAt.getTime() === b.firstSeenAt.getTime() && a.id < b.id);
    return groups.some((g) => {
      const key = keyOf(i, g);
      if (key === null) return false;
      const earlier = w.items.filter((x) => scopeFeeds.has(x.feedId) && keyOf(x, g) === key && before(x, i));
      const nearest = Math.max(...earlier.map((x) => x.firstSeenAt.getTime()));
      return earlier.length > 0 && nearest >= i.firstSeenAt.getTime() - windowMs;
    });
  };
  const hides = (f: World["filters"][number], s: World["subs"][number], i: Item) => {
    if (!f.enabled || i.firstSeenAt.getTime() < f.createdAt.getTime() - f.windowHours * HOUR) return false;
    if (f.filterType === "keep_on_match") return !matches(f, i);
    if (f.filterType === "remove_on_match") return matches(f, i);
    const scope = f.subscriptionId ? [s] : membersOf(f.folderId!);
    return isDuplicate(f, i, new Set(scope.map((x) => x.feedId)));
  };
  const filtersOf = (s: World["subs"][number]) => {
    const folderIds = new Set(w.memberships.filter((m) => m.subscriptionId === s.id).map((m) => m.folderId));
    return w.filters.filter((f) => f.subscriptionId === s.id || (f.folderId && folderIds.has(f.folderId)));
  };
  const state = new Map(w.states.map((x) => [x.contentItemId, x.isRead]));
  const unread = (i: Item) => (state.has(i.id) ? !state.get(i.id) : i.sortAt.getTime() > now - 30 * DAY_MS);
  const visible = new Map(w.subs.map((s) => [s.id, w.items.filter((i) => i.feedId === s.feedId && !filtersOf(s).some((f) => hides(f, s, i))).map((i) => i.id)]));
  const unreadIds = new Set(w.items.filter(unread).map((i) => i.id));
  return { visible, unreadIds };
}

// ---- what the API answers ----------------------------------------------------------------------------------

async function listAll(userId: string, scope: Record<string, string>, showRead: boolean): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  do {
    const page = await t.app.services.content.list(userId, { scope, sortBy: showRead ? "newest" : "popular", showRead, limit: 9, after });
    ids.push(...page.items.map((i) => i.id));
    after = page.hasMore ? page.items.at(-1)!.cursor : null;
  } while (after);
  return ids.sort();
}

async function check(user: User) {
  const w = await load(user.id);
  const { visible, unreadIds } = expected(w);
  const list = await t.app.services.readingList.response(user.id);
  const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort();
  for (const s of w.subs) {
    const mine = visible.get(s.id)!;
    expect(await listAll(user.id, { subscriptionId: s.id }, true), `list of ${s.id}`).toEqual(sorted(mine));
    expect(await listAll(user.id, { subscriptionId: s.id }, false), `unread list of ${s.id}`).toEqual(sorted(mine.filter((id) => unreadIds.has(id))));
    expect(list.subscriptions[s.id]!.unreadCount, `count of ${s.id}`).toBe(mine.filter((id) => unreadIds.has(id)).length);
    expect(sorted(await visibleAfterFilters(t.db, { userId: user.id, subscriptionId: s.id }, w.items.map((i) => i.id)))).toEqual(sorted(mine));
  }
  for (const f of w.folders) {
    const members = w.memberships.filter((m) => m.folderId === f.id).map((m) => m.subscriptionId);
    const all = members.flatMap((id) => visible.get(id)!);
    expect(await listAll(user.id, { subscriptionTagId: f.id }, true), `list of folder ${f.id}`).toEqual(sorted(all));
    expect(list.subscriptionTags[f.id]!.unreadCount).toBe(all.filter((id) => unreadIds.has(id)).length);
    expect(sorted(await visibleAfterFilters(t.db, { userId: user.id, folderId: f.id }, w.items.map((i) => i.id)))).toEqual(sorted(all));
  }
  const everything = w.subs.flatMap((s) => visible.get(s.id)!);
  expect(await listAll(user.id, {}, false), "all subscriptions, unread").toEqual(sorted(everything.filter((id) => unreadIds.has(id))));
  expect(list.allUnreadCount).toBe(everything.filter((id) => unreadIds.has(id)).length);
  return w;
}

async function apply(user: User, o: Op, w: World) {
  const { filters, subscriptions, content } = t.app.services;
  switch (o.kind) {
    case "create": {
      const scope = o.onFolder ? { subscriptionTagId: at(w.folders, o.target)?.id } : { subscriptionId: at(w.subs, o.target)?.id };
      if (!Object.values(scope)[0]) return;
      const spec = o.spec.filterType === "mark_duplicate" ? { ...o.spec, clauses: o.spec.clauses.map((c, i) => ({ matchField: i % 2 ? "link" : c.matchField === "link" ? "link" : "title" })) } : o.spec;
      return filters.create(user, { ...scope, ...spec });
    }
    case "patch": {
      const f = at(w.filters, o.filter);
      if (!f) return;
      const duplicate = o.spec.filterType === "mark_duplicate";
      const clauses = o.keepClauses
        ? [{ id: f.clauses[0]!.id, matchField: duplicate ? "title" : f.clauses[0]!.matchField, matchType: duplicate ? "equals" : f.clauses[0]!.matchType, matchValue: f.clauses[0]!.matchValue || "rust" }]
        : [{ id: f.clauses[0]!.id, ...(duplicate ? { matchField: "link" } : o.spec.clauses[0]!) }, ...(duplicate ? [{ matchField: "title" }] : o.spec.clauses.slice(1))];
      return filters.patch(user, f.id, { filterType: o.spec.filterType, clauseType: o.spec.clauseType, windowHours: o.spec.windowHours, enabled: o.spec.enabled, clauses });
    }
    case "delete": {
      const f = at(w.filters, o.filter);
      return f ? filters.remove(user, f.id) : undefined;
    }
    case "move": {
      const s = at(w.subs, o.sub);
      const folder = at(w.folders, o.folder);
      if (!s || !folder) return;
      return o.join ? subscriptions.move(user, s.id, { toFolderId: folder.id }) : subscriptions.move(user, s.id, { fromFolderId: folder.id });
    }
    case "arrive": {
      const feedId = at(feeds, o.feed)!;
      return addItems(feedId, o.titles.map((n, i) => ({ title: TITLES[n]!, link: LINKS[(o.link + i) % LINKS.length]!, description: DESCRIPTIONS[n % DESCRIPTIONS.length]!, ageDays: 0.1 })), true);
    }
    case "read": {
      const item = at(w.items, o.item)!;
      return content.setRead(user, item.id, o.isRead);
    }
    case "unsubscribe": {
      const s = at(w.subs, o.sub);
      return s && w.subs.length > 1 ? subscriptions.remove(user, s.id) : undefined;
    }
    case "subscribe": {
      const folder = at(w.folders, o.folder);
      return subscriptions.create(user, { feedId: at(feeds, o.feed)!, subscriptionTagId: folder?.id ?? null });
    }
  }
}

describe("filters under random items, filters, moves and arrivals", () => {
  it("keeps every list, count and visibleAfterFilters equal to the definition applied to every stored item", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const res = await t.rest("POST", "/users", { body: { isGuest: true } });
        const user = await t.db.user.findUniqueOrThrow({ where: { id: res.body.user.id } });
        const { folders, subscriptions } = t.app.services;
        const [f0, f1] = [await folders.create(user, { name: "zero" }), await folders.create(user, { name: "one" })];
        for (const [i, folder] of [f0.id, f0.id, f1.id, null].entries()) await subscriptions.create(user, { feedId: feeds[i]!, subscriptionTagId: folder });
        let w = await check(user);
        for (const o of ops) {
          await apply(user, o, w);
          w = await check(user);
        }
      }),
      { numRuns: 40 },
    );
  }, 900_000);
});
