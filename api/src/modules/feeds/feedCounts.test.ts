import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { createFeedWithItems, DAY_MS } from "../../../../tests/factories.js";
import { feedCounts } from "./feedCounts.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("feedCounts", () => {
  it("counts subscribers, those who subscribed in the last 30 days and the items dated in them, to the millisecond at the cutoff", async () => {
    const now = new Date();
    // Random ages around the 30-day cutoff, and two items a millisecond either side of it.
    const ages = [...Array.from({ length: 80 }, () => Math.random() * 40), 30 - 1 / DAY_MS, 30 + 1 / DAY_MS];
    const busy = await createFeedWithItems(t.db, "counts", ages.map((ageDays) => ({ ageDays })), now);
    const quiet = await createFeedWithItems(t.db, "quiet", [{ ageDays: 31 }], now);
    // Five subscribers: two joined within the month (one a millisecond inside it), three before it.
    const joinedDaysAgo = [0, 30 - 1 / DAY_MS, 30 + 1 / DAY_MS, 45, 400];
    for (const days of joinedDaysAgo) {
      const user = await t.db.user.create({ data: { isGuest: true } });
      await t.db.feedSubscription.create({ data: { userId: user.id, feedId: busy.feedId, createdAt: new Date(now.getTime() - days * DAY_MS) } });
    }

    const counts = await feedCounts(t.db, [busy.feedId, quiet.feedId, busy.feedId], now);
    expect(counts.get(busy.feedId)).toEqual({ subscribers: 5, subscribersLastMonth: 2, lastMonth: ages.filter((a) => a <= 30).length });
    expect(counts.get(quiet.feedId)).toEqual({ subscribers: 0, subscribersLastMonth: 0, lastMonth: 0 });
    expect(await feedCounts(t.db, [])).toEqual(new Map());
  });
});
