import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedEvent, stripeEnv, subscriptionEvent } from "../../../../tests/setup/stripeMock.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

// The billing state machine as a property: whatever order Stripe's subscription events arrive in, however often
// each is delivered, and however many arrive at once, the user ends on the tier the latest event of each of their
// subscriptions implies. Subscription events need no call to Stripe, so the API base is a closed port.

const DAY = 86_400_000;
const STATUSES = ["active", "trialing", "past_due", "unpaid", "incomplete", "paused", "canceled", "incomplete_expired"] as const;
const TERMINAL = new Set(["canceled", "incomplete_expired"]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(stripeEnv("http://127.0.0.1:9"));
});
afterAll(async () => t?.close());

interface StateSpec {
  status: (typeof STATUSES)[number];
  cancelAtPeriodEnd: boolean;
  /** Days from now to the period's end: negative is already over. */
  periodEndDays: number;
  /** Seconds after the previous event of the same subscription. */
  gapSeconds: number;
}

const stateArb: fc.Arbitrary<StateSpec> = fc.record({
  status: fc.constantFrom(...STATUSES),
  cancelAtPeriodEnd: fc.boolean(),
  periodEndDays: fc.oneof(fc.integer({ min: -40, max: -1 }), fc.integer({ min: 1, max: 400 })),
  gapSeconds: fc.integer({ min: 1, max: 600 }),
});

/** A subscription's life as Stripe could tell it: states in time, none after a terminal one. */
const lifeArb = fc.array(stateArb, { minLength: 1, maxLength: 5 }).map((states) => {
  const end = states.findIndex((s) => TERMINAL.has(s.status));
  return end === -1 ? states : states.slice(0, end + 1);
});

const scenarioArb = fc.record({
  lives: fc.array(lifeArb, { minLength: 1, maxLength: 3 }),
  /** A sort key per delivery (a shuffle), and extra deliveries of events already sent (replays). */
  order: fc.array(fc.integer(), { minLength: 20, maxLength: 20 }),
  replays: fc.array(fc.nat(), { maxLength: 6 }),
  /** How many deliveries go out at once (Stripe sends concurrently). */
  parallel: fc.integer({ min: 1, max: 3 }),
});

/** The model: Pro while the latest state of some subscription is paying and not past a cancellation's end. */
function modelIsPro(latest: StateSpec[], now: number): boolean {
  return latest.some((s) => ["active", "trialing", "past_due"].includes(s.status) && (!s.cancelAtPeriodEnd || s.periodEndDays * DAY + now > now));
}

let run = 0;

describe("billing webhooks as a state machine", () => {
  it("ends on the tier implied by the latest event of each subscription, whatever the order, replays and concurrency", async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ lives, order, replays, parallel }) => {
        run += 1;
        const reg = await t.rest("POST", "/users", { body: { username: `prop${run}x${Date.now()}`, email: `prop${run}x${Date.now()}@example.com`, password: "secret-pass" } });
        const userId = reg.body.user.id as string;
        const token = reg.body.token as string;
        await t.db.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });

        const now = Date.now();
        const start = now - 3 * 3600_000;
        const events = lives.flatMap((life, i) => {
          let at = start;
          return life.map((s, j) => {
            at += s.gapSeconds * 1000;
            return subscriptionEvent({
              type: j === 0 ? "customer.subscription.created" : TERMINAL.has(s.status) ? "customer.subscription.deleted" : "customer.subscription.updated",
              eventId: `evt_prop_${run}_${i}_${j}`,
              subscriptionId: `sub_prop_${run}_${i}`,
              customerId: `cus_prop_${run}`,
              userId,
              status: s.status,
              cancelAtPeriodEnd: s.cancelAtPeriodEnd,
              periodEnd: new Date(now + s.periodEndDays * DAY),
              created: new Date(at),
            });
          });
        });
        const deliveries = events
          .map((e, i) => ({ e, key: order[i % order.length]! * 1000 + i }))
          .concat(replays.map((r, i) => ({ e: events[r % events.length]!, key: order[(r + i) % order.length]! * 1000 + events.length + i })))
          .sort((a, b) => a.key - b.key)
          .map((d) => d.e);

        for (let i = 0; i < deliveries.length; i += parallel) {
          const batch = deliveries.slice(i, i + parallel).map((e) => {
            const { body, headers } = signedEvent(e);
            return t.rest("POST", "/billing/webhook", { body, headers });
          });
          for (const res of await Promise.all(batch)) expect(res.status).toBe(200);
        }

        const latest = lives.map((life) => life.at(-1)!);
        const expectPro = modelIsPro(latest, now);
        const account = (await t.rest("GET", "/bootstrap", { token })).body.settings.accountSettings;
        expect(account.tier).toBe(expectPro ? "pro" : "freeVerified");
        const billing = (await t.rest("GET", "/billing", { token })).body;
        expect(billing.isPremium).toBe(expectPro);
        expect(lives.map((_, i) => billing.paidSubscriptions[`sub_prop_${run}_${i}`]?.status)).toEqual(latest.map((s) => s.status));
        expect(await t.db.billingEvent.count({ where: { id: { startsWith: `evt_prop_${run}_` } } })).toBe(events.length);
      }),
      { numRuns: 40 },
    );
  }, 180_000);
});
