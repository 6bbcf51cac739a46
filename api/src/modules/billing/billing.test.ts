import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, ConfigError } from "../../config.js";
import { freePort } from "../../../../tests/setup/freePort.js";
import { signedEvent, startStripeMock, stripeEnv, subscriptionEvent, type StripeMock } from "../../../../tests/setup/stripeMock.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

const DAY = 86_400_000;
const ANNUAL = "price_rivulet_annual";
const MONTHLY = "price_rivulet_monthly";

let mock: StripeMock;
let t: TestApp;
let n = 0;

beforeAll(async () => {
  mock = await startStripeMock();
  t = await createTestApp({
    ...stripeEnv(mock.url),
    // Small numbers so a test can walk into a limit and see Pro lift it.
    TIER_LIMITS: JSON.stringify({ freeVerified: { maxSubscriptionTags: 1 }, pro: { maxSubscriptionTags: 3 } }),
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await mock?.stop();
});

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return { id: res.body.user.id as string, token: res.body.token as string };
}

async function member(opts: { verified?: boolean } = {}) {
  const k = `${Date.now()}${++n}`;
  const res = await t.rest("POST", "/users", { body: { username: `payer${k}`, email: `payer${k}@example.com`, password: "secret-pass" } });
  expect(res.status).toBe(200);
  const id = res.body.user.id as string;
  if (opts.verified !== false) await t.db.user.update({ where: { id }, data: { emailVerifiedAt: new Date() } });
  return { id, token: res.body.token as string };
}

function post(event: object) {
  const { body, headers } = signedEvent(event);
  return t.rest("POST", "/billing/webhook", { body, headers });
}

async function account(token: string) {
  return (await t.rest("GET", "/bootstrap", { token })).body.settings.accountSettings;
}

describe("GET /billing", () => {
  it("needs a token: 401 with the spec's keys", async () => {
    const none = await t.rest("GET", "/billing");
    expect(none.status).toBe(401);
    expect(none.body.display_message_key).toBe("NO_TOKEN");
    const bad = await t.rest("GET", "/billing", { token: "not-a-token" });
    expect(bad.status).toBe(401);
    expect(bad.body.display_message_key).toBe("INVALID_TOKEN");
  });

  it("answers paidSubscriptions and latestPaidSubscriptionId with the three plans and their configured price ids", async () => {
    const g = await guest();
    const res = await t.rest("GET", "/billing", { token: g.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ paidSubscriptions: {}, latestPaidSubscriptionId: null, billingConfigured: true, isPremium: false });
    expect(res.body.plans.map((p: { id: string; price: string; priceId: string | null }) => [p.id, p.price, p.priceId])).toEqual([
      ["free", "$0", null],
      ["annual", "$49.99", ANNUAL],
      ["monthly", "$4.99", MONTHLY],
    ]);
  });

  it("shows each user only their own subscriptions", async () => {
    const a = await member();
    const b = await member();
    await post(subscriptionEvent({ subscriptionId: `sub_own_${n}`, customerId: `cus_own_${n}`, userId: a.id, status: "active", periodEnd: new Date(Date.now() + 30 * DAY), created: new Date() }));
    expect(Object.keys((await t.rest("GET", "/billing", { token: a.token })).body.paidSubscriptions)).toEqual([`sub_own_${n}`]);
    expect((await t.rest("GET", "/billing", { token: b.token })).body.paidSubscriptions).toEqual({});
  });
});

describe("GET /billing/checkout_session through the Stripe SDK (stripe-mock)", () => {
  it("refuses guests and unverified emails with the upgrade button's text", async () => {
    const g = await guest();
    const res = await t.rest("GET", `/billing/checkout_session?priceId=${ANNUAL}`, { token: g.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ display_message_key: "VERIFY_EMAIL_TO_UPGRADE", message: "Verify Email to Upgrade" });
    const u = await member({ verified: false });
    const unverified = await t.rest("GET", `/billing/checkout_session?priceId=${ANNUAL}`, { token: u.token });
    expect(unverified.status).toBe(403);
    expect(unverified.body.display_message_key).toBe("VERIFY_EMAIL_TO_UPGRADE");
    expect((await t.rest("GET", `/billing/checkout_session?priceId=${ANNUAL}`)).status).toBe(401);
  });

  it("refuses a price that is not a Pro plan's and a return address on another site", async () => {
    const u = await member();
    const price = await t.rest("GET", "/billing/checkout_session?priceId=price_somebody_else", { token: u.token });
    expect(price.status).toBe(400);
    expect(price.body.display_message_key).toBe("VALIDATION_ERROR");
    expect(Object.keys(price.body.fields)).toEqual(["priceId"]);
    const away = await t.rest("GET", `/billing/checkout_session?priceId=${ANNUAL}&returnUrl=${encodeURIComponent("https://evil.example/steal")}`, { token: u.token });
    expect(away.status).toBe(400);
    expect(Object.keys(away.body.fields)).toEqual(["returnUrl"]);
  });

  it("answers the Checkout page's url for both Pro plans", async () => {
    const u = await member();
    for (const priceId of [ANNUAL, MONTHLY]) {
      const res = await t.rest("GET", `/billing/checkout_session?priceId=${priceId}&returnUrl=${encodeURIComponent("http://rivulet.test/settings#billing")}`, { token: u.token });
      expect(res.status).toBe(200);
      expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    }
  });

  it("refuses a second subscription while one renews, and allows one after cancelling", async () => {
    const u = await member();
    const sub = `sub_twice_${n}`;
    await post(subscriptionEvent({ subscriptionId: sub, customerId: `cus_twice_${n}`, userId: u.id, status: "active", periodEnd: new Date(Date.now() + 30 * DAY), created: new Date(Date.now() - 5000) }));
    const again = await t.rest("GET", `/billing/checkout_session?priceId=${MONTHLY}`, { token: u.token });
    expect(again.status).toBe(409);
    expect(again.body.display_message_key).toBe("ALREADY_SUBSCRIBED");
    await post(subscriptionEvent({ subscriptionId: sub, customerId: `cus_twice_${n}`, userId: u.id, status: "active", cancelAtPeriodEnd: true, periodEnd: new Date(Date.now() + 30 * DAY), created: new Date() }));
    expect((await t.rest("GET", `/billing/checkout_session?priceId=${MONTHLY}`, { token: u.token })).status).toBe(200);
  });

  it("over GraphQL too, with the error union for a guest", async () => {
    const u = await member();
    const q = `mutation ($input: CheckoutSessionInput!) { createCheckoutSession(input: $input) { __typename ... on BillingSessionPayload { url } ... on Error { message displayMessageKey } } }`;
    const ok = await t.gql(q, { input: { priceId: MONTHLY } }, u.token);
    expect(ok.data.createCheckoutSession.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const g = await guest();
    const refused = await t.gql(q, { input: { priceId: MONTHLY } }, g.token);
    expect(refused.data.createCheckoutSession).toMatchObject({ __typename: "UserError", displayMessageKey: "VERIFY_EMAIL_TO_UPGRADE" });
    const anonymous = await t.gql(q, { input: { priceId: MONTHLY } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("GraphQL", () => {
  it("billingPlans is public and carries each tier's configured limits", async () => {
    const res = await t.gql(`{ billingPlans { id price priceId isPro limits { maxSubscriptionTags maxSubscriptions } } }`);
    expect(res.data.billingPlans).toEqual([
      { id: "free", price: "$0", priceId: null, isPro: false, limits: { maxSubscriptionTags: 1, maxSubscriptions: t.config.tiers.freeVerified.maxSubscriptions } },
      { id: "annual", price: "$49.99", priceId: ANNUAL, isPro: true, limits: { maxSubscriptionTags: 3, maxSubscriptions: t.config.tiers.pro.maxSubscriptions } },
      { id: "monthly", price: "$4.99", priceId: MONTHLY, isPro: true, limits: { maxSubscriptionTags: 3, maxSubscriptions: t.config.tiers.pro.maxSubscriptions } },
    ]);
  });

  it("viewer.billing and viewer.usage are the viewer's own; the portal mutation answers its error union", async () => {
    const u = await member();
    const folder = await t.rest("POST", "/subscriptions/tags", { token: u.token, body: { name: "Mine" } });
    const folderId = Object.keys(folder.body.subscriptionTags ?? {})[0] ?? folder.body.id;
    // Filters and actions count as their limits do (every one, enabled or not).
    const filter = await t.rest("POST", "/filters", {
      token: u.token,
      body: { subscriptionTagId: folderId, filterType: "remove_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue: "sponsored" }] },
    });
    expect(filter.status).toBe(200);
    const q = `{ viewer { billing { billingConfigured isPremium latestPaidSubscriptionId paidSubscriptions { id } } usage { subscriptionTagCount subscriptionCount contentItemTagCount websiteFeedCount contentItemFilterCount contentItemActionCount outputFeedCount } } }`;
    const res = await t.gql(q, {}, u.token);
    expect(res.data.viewer).toEqual({
      billing: { billingConfigured: true, isPremium: false, latestPaidSubscriptionId: null, paidSubscriptions: [] },
      usage: { subscriptionTagCount: 1, subscriptionCount: 0, contentItemTagCount: 0, websiteFeedCount: 0, contentItemFilterCount: 1, contentItemActionCount: 0, outputFeedCount: 0 },
    });
    expect((await t.gql(q)).data.viewer).toBeNull();
    const portal = await t.gql(`mutation { createBillingPortalSession(input: {}) { __typename ... on Error { displayMessageKey } } }`, {}, u.token);
    expect(portal.data.createBillingPortalSession).toEqual({ __typename: "UserError", displayMessageKey: "BILLING_ACCOUNT_NOT_FOUND" });
  });
});

describe("GET /billing/portal_session", () => {
  it("needs a Stripe customer first, then answers the portal's url", async () => {
    const u = await member();
    const before = await t.rest("GET", "/billing/portal_session", { token: u.token });
    expect(before.status).toBe(404);
    expect(before.body.display_message_key).toBe("BILLING_ACCOUNT_NOT_FOUND");
    // A completed checkout (no subscription yet) links the customer to the user named by client_reference_id.
    const done = await post({
      id: `evt_checkout_${n}`, object: "event", type: "checkout.session.completed", created: Math.floor(Date.now() / 1000),
      data: { object: { id: `cs_test_${n}`, object: "checkout.session", client_reference_id: u.id, customer: `cus_portal_${n}`, subscription: null, metadata: {} } },
    });
    expect(done.status).toBe(200);
    const portal = await t.rest("GET", `/billing/portal_session?returnUrl=${encodeURIComponent("/settings#billing")}`, { token: u.token });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\//);
    expect((await t.rest("GET", "/billing/portal_session")).status).toBe(401);
  });
});

describe("POST /billing/webhook", () => {
  it("refuses an unsigned, wrongly signed or altered event and changes nothing", async () => {
    const u = await member();
    const event = subscriptionEvent({ subscriptionId: `sub_forged_${n}`, customerId: `cus_forged_${n}`, userId: u.id, status: "active", periodEnd: new Date(Date.now() + 30 * DAY), created: new Date() });
    const unsigned = await t.rest("POST", "/billing/webhook", { body: event });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.display_message_key).toBe("WEBHOOK_SIGNATURE_INVALID");
    const wrong = signedEvent(event, "whsec_not_ours");
    expect((await t.rest("POST", "/billing/webhook", wrong)).status).toBe(400);
    const good = signedEvent(event);
    const altered = good.body.replace('"active"', '"trialing"');
    expect((await t.rest("POST", "/billing/webhook", { body: altered, headers: good.headers })).status).toBe(400);
    expect((await account(u.token)).isPremium).toBe(false);
    expect(await t.db.billingEvent.count({ where: { id: event.id } })).toBe(0);
  });

  it("moves a user to Pro and back, and the tier's limits follow (TIER_LIMITS)", async () => {
    const u = await member();
    expect((await t.rest("POST", "/subscriptions/tags", { token: u.token, body: { name: "One" } })).status).toBe(200);
    const over = await t.rest("POST", "/subscriptions/tags", { token: u.token, body: { name: "Two" } });
    expect(over.status).toBe(403);
    expect(over.body.display_message_key).toBe("MAX_SUBSCRIPTION_TAGS_REACHED");

    const sub = `sub_tier_${n}`;
    const start = Date.now() - 60_000;
    const created = await post(subscriptionEvent({ type: "customer.subscription.created", subscriptionId: sub, customerId: `cus_tier_${n}`, userId: u.id, status: "active", periodEnd: new Date(Date.now() + 365 * DAY), created: new Date(start), priceId: ANNUAL }));
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ received: true, duplicate: false });
    const pro = await account(u.token);
    expect(pro).toMatchObject({ isPremium: true, tier: "pro", maxSubscriptionTags: 3 });
    expect((await t.rest("POST", "/subscriptions/tags", { token: u.token, body: { name: "Two" } })).status).toBe(200);
    const billing = (await t.rest("GET", "/billing", { token: u.token })).body;
    expect(billing.latestPaidSubscriptionId).toBe(sub);
    expect(billing.paidSubscriptions[sub]).toMatchObject({ status: "active", plan: "annual", cancelAtPeriodEnd: false, source: "stripe" });
    expect(billing.premiumUntil).toBeNull();

    await post(subscriptionEvent({ type: "customer.subscription.deleted", subscriptionId: sub, customerId: `cus_tier_${n}`, userId: u.id, status: "canceled", periodEnd: new Date(Date.now() - DAY), created: new Date(start + 10_000) }));
    expect(await account(u.token)).toMatchObject({ isPremium: false, tier: "freeVerified", maxSubscriptionTags: 1 });
    // Over the limit after the downgrade: what exists stays, nothing new until under it.
    expect((await t.rest("POST", "/subscriptions/tags", { token: u.token, body: { name: "Three" } })).body.display_message_key).toBe("MAX_SUBSCRIPTION_TAGS_REACHED");
  });

  it("applies a replayed event once and ignores an older event that arrives late", async () => {
    const u = await member();
    const sub = `sub_order_${n}`;
    const base = Date.now() - 60_000;
    const active = subscriptionEvent({ subscriptionId: sub, customerId: `cus_order_${n}`, userId: u.id, status: "active", periodEnd: new Date(Date.now() + 30 * DAY), created: new Date(base) });
    const deleted = subscriptionEvent({ type: "customer.subscription.deleted", subscriptionId: sub, customerId: `cus_order_${n}`, userId: u.id, status: "canceled", periodEnd: new Date(Date.now() + 30 * DAY), created: new Date(base + 5000) });
    expect((await post(deleted)).body.duplicate).toBe(false);
    expect((await post(active)).body.duplicate).toBe(false);
    expect((await account(u.token)).isPremium).toBe(false);
    expect((await post(deleted)).body).toEqual({ received: true, duplicate: true });
    expect(await t.db.paidSubscription.findUnique({ where: { id: sub } })).toMatchObject({ status: "canceled" });
  });

  it("keeps Pro to the end of the period after a cancellation, and not a moment past it", async () => {
    const u = await member();
    const sub = `sub_cancel_${n}`;
    const end = new Date(Date.now() + 10 * DAY);
    await post(subscriptionEvent({ subscriptionId: sub, customerId: `cus_cancel_${n}`, userId: u.id, status: "active", periodEnd: end, created: new Date(Date.now() - 2000) }));
    await post(subscriptionEvent({ subscriptionId: sub, customerId: `cus_cancel_${n}`, userId: u.id, status: "active", cancelAtPeriodEnd: true, periodEnd: end, created: new Date(Date.now() - 1000) }));
    const billing = (await t.rest("GET", "/billing", { token: u.token })).body;
    expect(billing).toMatchObject({ isPremium: true, premiumUntil: new Date(Math.floor(end.getTime() / 1000) * 1000).toISOString() });
    expect(billing.paidSubscriptions[sub].cancelAtPeriodEnd).toBe(true);
    expect((await account(u.token)).isPremium).toBe(true);
    // The period ends and Stripe's deletion event is late: Pro ends on time anyway.
    await t.db.user.update({ where: { id: u.id }, data: { premiumUntil: new Date(Date.now() - 1000) } });
    expect(await account(u.token)).toMatchObject({ isPremium: false, tier: "freeVerified" });
  });

  it("a completed checkout whose subscription has no event yet reads it from Stripe through the SDK", async () => {
    const u = await member();
    const sub = `sub_fetched_${n}`;
    const res = await post({
      id: `evt_checkout_sub_${n}`, object: "event", type: "checkout.session.completed", created: Math.floor(Date.now() / 1000),
      data: { object: { id: `cs_test_sub_${n}`, object: "checkout.session", client_reference_id: u.id, customer: `cus_fetched_${n}`, subscription: sub, metadata: { userId: u.id } } },
    });
    expect(res.status).toBe(200);
    // stripe-mock answers its fixture for the id asked: stored under that id, for this user.
    const row = await t.db.paidSubscription.findUnique({ where: { id: sub } });
    expect(row).toMatchObject({ userId: u.id, source: "stripe", status: "active" });
    expect((await t.db.user.findUnique({ where: { id: u.id } }))?.stripeCustomerId).toBe(`cus_fetched_${n}`);
  });

  it("acknowledges events that change no tier, and events for no known user", async () => {
    const other = await post({ id: `evt_invoice_${n}`, object: "event", type: "invoice.paid", created: Math.floor(Date.now() / 1000), data: { object: { id: "in_1", object: "invoice" } } });
    expect(other.status).toBe(200);
    const stranger = await post(subscriptionEvent({ subscriptionId: `sub_stranger_${n}`, customerId: `cus_stranger_${n}`, status: "active", periodEnd: new Date(Date.now() + DAY), created: new Date() }));
    expect(stranger.status).toBe(200);
    expect(await t.db.paidSubscription.count({ where: { id: `sub_stranger_${n}` } })).toBe(0);
  });
});

describe("grantPro (the administrators' gift)", () => {
  it("gives Pro until the end date and shows as a gift", async () => {
    const u = await member();
    const end = new Date(Date.now() + 30 * DAY);
    const gift = await t.app.services.billing.grantPro(u.id, end);
    expect(gift).toMatchObject({ source: "gift", plan: "gift", currentPeriodEndAt: end.toISOString() });
    const billing = (await t.rest("GET", "/billing", { token: u.token })).body;
    expect(billing).toMatchObject({ isPremium: true, premiumUntil: end.toISOString(), latestPaidSubscriptionId: gift.id });
    await expect(t.app.services.billing.grantPro(u.id, new Date(Date.now() - DAY))).rejects.toMatchObject({ key: "VALIDATION_ERROR" });
    await expect(t.app.services.billing.grantPro("00000000-0000-0000-0000-000000000000", end)).rejects.toMatchObject({ key: "NOT_FOUND" });
  });
});

describe("without Stripe", () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(async () => off?.close());

  it("says billing is not configured on every call that needs Stripe, and admins can still grant Pro", async () => {
    const res = await off.rest("POST", "/users", { body: { username: `off${n}`, email: `off${n}@example.com`, password: "secret-pass" } });
    const token = res.body.token as string;
    await off.db.user.update({ where: { id: res.body.user.id }, data: { emailVerifiedAt: new Date() } });
    const billing = await off.rest("GET", "/billing", { token });
    expect(billing.status).toBe(200);
    expect(billing.body).toMatchObject({ billingConfigured: false, paidSubscriptions: {} });
    expect(billing.body.plans.every((p: { priceId: string | null }) => p.priceId === null)).toBe(true);
    for (const path of ["/billing/checkout_session?priceId=price_x", "/billing/portal_session"]) {
      const r = await off.rest("GET", path, { token });
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ display_message_key: "BILLING_NOT_CONFIGURED", message: "Billing is not configured on this server" });
    }
    expect((await off.rest("POST", "/billing/webhook", { body: { id: "evt_x" } })).body.display_message_key).toBe("BILLING_NOT_CONFIGURED");
    await off.app.services.billing.grantPro(res.body.user.id, new Date(Date.now() + DAY));
    expect((await off.rest("GET", "/billing", { token })).body.isPremium).toBe(true);
  });
});

describe("Stripe unreachable", () => {
  it("answers 502 BILLING_PROVIDER_ERROR, not a 500", async () => {
    const down = await createTestApp(stripeEnv(`http://127.0.0.1:${await freePort()}`));
    try {
      const res = await down.rest("POST", "/users", { body: { username: `down${n}`, email: `down${n}@example.com`, password: "secret-pass" } });
      await down.db.user.update({ where: { id: res.body.user.id }, data: { emailVerifiedAt: new Date() } });
      const r = await down.rest("GET", `/billing/checkout_session?priceId=${ANNUAL}`, { token: res.body.token });
      expect(r.status).toBe(502);
      expect(r.body.display_message_key).toBe("BILLING_PROVIDER_ERROR");
    } finally {
      await down.close();
    }
  });
});

describe("configuration", () => {
  it("needs every Stripe setting once one is given", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(ConfigError);
    try {
      loadConfig({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PRICE_ID_ANNUAL: "price_a" });
    } catch (e) {
      expect((e as ConfigError).problems.map((p) => p.split(":")[0])).toEqual(["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_ID_MONTHLY"]);
    }
    expect(loadConfig(stripeEnv("http://127.0.0.1:12111")).billing.stripe?.priceIds).toEqual({ annual: ANNUAL, monthly: MONTHLY });
    expect(loadConfig({}).billing.stripe).toBeNull();
  });
});
