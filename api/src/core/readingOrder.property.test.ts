import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/testApp.js";
import { DomainError } from "../errors.js";
import type { User } from "../generated/prisma/client.js";
import { orderProblems, walkFolder } from "./readingOrder.js";

let t: TestApp;
const feedIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ TIER_LIMITS: JSON.stringify({ guest: { maxSubscriptions: null, maxSubscriptionTags: null } }) });
  for (let i = 0; i < 6; i++) {
    const feed = await t.db.feed.create({ data: { url: `https://example.org/prop-${i}.xml`, title: `Feed ${i}`, lastRunAt: new Date(), status: "healthy" } });
    feedIds.push(feed.id);
  }
});
afterAll(async () => {
  await t?.close();
});

// Operations pick subscriptions and folders by index into what exists at that moment (modulo its size), so
// every generated sequence is meaningful whatever came before it.
const pick = fc.nat({ max: 20 });
// Weighted so sequences build up real trees (subscriptions in folders) before they get moved around.
const op = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("subscribe" as const), feed: pick, folder: fc.option(pick, { freq: 3 }), before: fc.option(pick) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("createFolder" as const), name: fc.stringMatching(/^[a-z]{1,6}$/) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("move" as const), sub: pick, to: fc.option(pick), before: fc.option(pick), from: fc.option(pick),
      topLevel: fc.option(fc.boolean(), { freq: 2 }), topBefore: fc.option(pick),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("moveTop" as const), entry: pick, before: fc.option(pick) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("setTopOrder" as const), picks: fc.array(pick, { maxLength: 8 }), garbage: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("leaveFolder" as const), sub: pick, folder: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("unsubscribe" as const), sub: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("deleteFolder" as const), folder: pick, mode: fc.constantFrom("top", "other", "include") }) },
);

async function state(userId: string) {
  const [subs, folders] = await Promise.all([
    t.db.feedSubscription.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    t.db.folder.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
  ]);
  return { subs: subs.map((s) => s.id), folders: folders.map((f) => f.id) };
}

const at = <T,>(list: T[], i: number | null): T | null => (i === null || list.length === 0 ? null : list[i % list.length]!);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function apply(user: User, o: Op) {
  const { subscriptions, folders } = t.app.services;
  const s = await state(user.id);
  switch (o.kind) {
    case "subscribe": {
      const folder = at(s.folders, o.folder);
      const feed = await t.db.feed.findUniqueOrThrow({ where: { id: feedIds[o.feed % feedIds.length]! } });
      return subscriptions.subscribeToFeed(user, feed, { folderId: folder, beforeSubscriptionId: folder ? at(s.subs, o.before) : null });
    }
    case "createFolder":
      return folders.create(user, { name: o.name });
    case "move": {
      const sub = at(s.subs, o.sub);
      if (!sub) return;
      return subscriptions.move(user, sub, {
        toFolderId: at(s.folders, o.to), beforeSubscriptionId: at(s.subs, o.before), fromFolderId: at(s.folders, o.from),
        topLevel: o.topLevel, topLevelBeforeId: at([...s.subs, ...s.folders], o.topBefore),
      });
    }
    case "moveTop": {
      const all = [...s.subs, ...s.folders];
      const entry = at(all, o.entry);
      return entry ? subscriptions.moveTopLevelEntry(user, entry, at(all, o.before)) : undefined;
    }
    case "setTopOrder": {
      const all = [...s.subs, ...s.folders];
      const order = o.picks.map((p: number) => at(all, p)).filter(Boolean) as string[];
      return subscriptions.setTopLevelOrder(user, o.garbage ? [...order, "garbage", crypto.randomUUID()] : order);
    }
    case "leaveFolder": {
      const sub = at(s.subs, o.sub);
      const folder = at(s.folders, o.folder);
      return sub && folder ? subscriptions.removeAssociation(user, sub, folder) : undefined;
    }
    case "unsubscribe": {
      const sub = at(s.subs, o.sub);
      return sub ? subscriptions.remove(user, sub) : undefined;
    }
    case "deleteFolder": {
      const folder = at(s.folders, o.folder);
      if (!folder) return;
      const other = s.folders.find((f) => f !== folder) ?? null;
      return folders.remove(user, folder, o.mode === "include" ? { includeSubscriptions: true } : { newSubscriptionTagId: o.mode === "other" ? other : "top" });
    }
  }
}

/** The stored order as lists: the top level and each folder's linked list. */
async function storedOrder(userId: string) {
  const [memberships, setting] = await Promise.all([
    t.db.folderMembership.findMany({ where: { folder: { userId } } }),
    t.db.userSetting.findUnique({ where: { userId_key: { userId, key: "topLevelOrder" } } }),
  ]);
  const folders = new Map<string, string[]>();
  for (const id of new Set(memberships.map((m) => m.folderId))) folders.set(id, walkFolder(memberships.filter((m) => m.folderId === id)).order);
  return { topLevel: ((setting?.value as { order?: string[] } | undefined)?.order ?? []) as string[], folders };
}

/** What each operation promises, checked against the stored order right after it succeeded. */
async function expectPostcondition(user: User, o: Op, before: { subs: string[]; folders: string[] }) {
  const after = await storedOrder(user.id);
  const inFolder = (f: string | null, id: string) => Boolean(f && after.folders.get(f)?.includes(id));
  const folderCount = (id: string) => [...after.folders.values()].filter((l) => l.includes(id)).length;
  const nextTo = (list: string[] | undefined, id: string, next: string) => list && list.indexOf(next) === list.indexOf(id) + 1;
  if (o.kind === "move") {
    const sub = at(before.subs, o.sub)!;
    const to = at(before.folders, o.to);
    const from = at(before.folders, o.from);
    if (to) expect(inFolder(to, sub), "joined the folder").toBe(true);
    const beforeSub = at(before.subs, o.before);
    if (to && beforeSub && beforeSub !== sub && inFolder(to, beforeSub)) expect(nextTo(after.folders.get(to), sub, beforeSub), "placed before").toBe(true);
    if (from && from !== to) expect(inFolder(from, sub), "left the folder").toBe(false);
    if (o.topLevel === true) expect(after.topLevel).toContain(sub);
    if (o.topLevel === false && folderCount(sub) > 0) expect(after.topLevel).not.toContain(sub);
  }
  if (o.kind === "leaveFolder") expect(inFolder(at(before.folders, o.folder), at(before.subs, o.sub)!)).toBe(false);
  if (o.kind === "unsubscribe") {
    const sub = at(before.subs, o.sub)!;
    expect([...after.topLevel, ...[...after.folders.values()].flat()]).not.toContain(sub);
  }
  if (o.kind === "moveTop") {
    const all = [...before.subs, ...before.folders];
    const entry = at(all, o.entry)!;
    const next = at(all, o.before);
    expect(after.topLevel).toContain(entry);
    if (next && next !== entry && after.topLevel.includes(next)) expect(nextTo(after.topLevel, entry, next), "moved before").toBe(true);
  }
  if (o.kind === "setTopOrder") {
    const all = [...before.subs, ...before.folders];
    const asked = [...new Set(o.picks.map((p) => at(all, p)).filter((x): x is string => Boolean(x)))];
    // The client's order survives as a subsequence of what is stored.
    expect(after.topLevel.filter((id) => asked.includes(id))).toEqual(asked);
  }
}

/** What the database holds must be a valid reading order: clean linked lists, a valid top level, flags in step. */
async function expectConsistent(userId: string) {
  const [subs, folders, memberships, setting] = await Promise.all([
    t.db.feedSubscription.findMany({ where: { userId } }),
    t.db.folder.findMany({ where: { userId } }),
    t.db.folderMembership.findMany({ where: { folder: { userId } } }),
    t.db.userSetting.findUnique({ where: { userId_key: { userId, key: "topLevelOrder" } } }),
  ]);
  const known = { subscriptionIds: new Set(subs.map((s) => s.id)), folderIds: new Set(folders.map((f) => f.id)) };
  const folderOrders = new Map<string, string[]>();
  for (const f of folders) {
    const walked = walkFolder(memberships.filter((m) => m.folderId === f.id));
    expect(walked.repaired, `folder ${f.id} has a broken linked list`).toBe(false);
    folderOrders.set(f.id, walked.order);
  }
  const topLevel = ((setting?.value as { order?: string[] } | undefined)?.order ?? []) as string[];
  expect(orderProblems({ topLevel, folders: folderOrders }, known)).toEqual([]);
  for (const s of subs) expect(s.topLevel, `topLevel flag of ${s.id}`).toBe(topLevel.includes(s.id));
  expect(memberships.every((m) => known.subscriptionIds.has(m.subscriptionId))).toBe(true);
}

describe("reading order under random operation sequences", () => {
  it("keeps folder linked lists and topLevelOrder consistent, and never orphans a subscription", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), async (ops) => {
        const user = await t.db.user.create({ data: { isGuest: true } });
        for (const o of ops) {
          const before = await state(user.id);
          try {
            await apply(user, o);
          } catch (e) {
            // Refusals (not found, circular, duplicate name, validation) are fine; anything else is a bug.
            if (!(e instanceof DomainError)) throw e;
            continue;
          }
          if (before.subs.length || o.kind === "subscribe") await expectPostcondition(user, o, before);
        }
        if ((await state(user.id)).subs.length || (await state(user.id)).folders.length) await expectConsistent(user.id);
      }),
      { numRuns: 100 },
    );
  }, 180_000);
});
