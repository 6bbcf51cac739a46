import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { startE2e, type E2eHarness } from "../setup/e2eHarness.js";
import { signedEvent, startStripeMock, stripeEnv, subscriptionEvent, type StripeMock } from "../setup/stripeMock.js";

// A verified free user upgrades through Stripe Checkout: the app creates the session through the real SDK
// against stripe-mock, the browser leaves for Checkout's address (answered here, as Stripe is not reachable),
// Stripe's signed webhooks are posted by the test, and back on the billing tab the user sees Pro and its limits.

const SHOTS = process.env.E2E_SCREENSHOTS ?? "test-results/screenshots";
const DAY = 86_400_000;

let h: E2eHarness;
let page: Page;
let mock: StripeMock;
const creds = { username: `payer${Date.now()}`, email: `payer${Date.now()}@example.com`, password: "secret-pass" };
let userId: string;

async function shot(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function post(event: object) {
  const { body, headers } = signedEvent(event);
  const res = await fetch(`${h.base}/api_v1/billing/webhook`, { method: "POST", body, headers });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  mock = await startStripeMock();
  h = await startE2e({ width: 1280, height: 900 }, stripeEnv(mock.url));
  page = h.page;
  const res = await h.t.rest("POST", "/users", { body: creds });
  userId = res.body.user.id;
  await h.t.db.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
}, 120_000);

afterAll(async () => {
  await h?.close();
  await mock?.stop();
});

describe("upgrading to Pro", () => {
  it("a guest sees the plans with 'Verify Email to Upgrade'", async () => {
    await page.goto(`${h.base}/pages/upgrade`);
    await expect.poll(() => page.getByTestId("plan-annual").getByRole("button").textContent()).toBe("Verify Email to Upgrade");
    expect(await page.getByTestId("plan-monthly").getByRole("button").isDisabled()).toBe(true);
    await expect.poll(() => page.getByText("Ask for a full refund within 14 days of a payment.").count()).toBe(1);
    expect(await page.getByText("Pro stays until the end of the billing cycle you paid for").count()).toBe(1);
    await page.goto(`${h.base}/settings#billing`);
    await expect.poll(() => page.getByRole("heading", { name: "Your plan: Guest" }).count()).toBe(1);
    const buttons = page.getByRole("button", { name: "Verify Email to Upgrade" });
    expect(await buttons.count()).toBe(1);
    expect(await buttons.first().isDisabled()).toBe(true);
  });

  it("a verified free user sees the upsell, the menu entry, and the billing tab's Free limits", async () => {
    await page.goto(`${h.base}/pages/login`);
    await page.getByLabel("Email").fill(creds.email);
    await page.getByLabel("Password", { exact: true }).fill(creds.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL(`${h.base}/`);
    await expect.poll(() => page.getByTestId("bottom-bar").getByRole("link", { name: "Upgrade to PRO" }).count()).toBe(1);
    await page.getByRole("button", { name: /user menu/ }).click();
    await expect.poll(() => page.getByRole("menuitem", { name: "Upgrade to PRO" }).count()).toBe(1);
    await page.keyboard.press("Escape");

    await page.goto(`${h.base}/settings#billing`);
    await expect.poll(() => page.getByRole("heading", { name: "Your plan: Free" }).count()).toBe(1);
    const free = h.t.config.tiers.freeVerified;
    expect(await page.getByTestId("usage-maxSubscriptionTags").textContent()).toBe(`0 / ${free.maxSubscriptionTags}`);
    expect(await page.getByTestId("usage-maxSubscriptions").textContent()).toBe(`0 / ${free.maxSubscriptions}`);
    // The bar is hidden on the billing tab itself (spec part 1 section 4).
    expect(await page.getByTestId("bottom-bar").count()).toBe(0);
    await expectNoSeriousViolations(page);
    await shot("billing-free-desktop");
  });

  it("checks out with Stripe, and after Stripe's webhooks sees Pro and Pro's limits", async () => {
    await page.route("https://checkout.stripe.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Stripe Checkout</title><h1>Stripe Checkout (test)</h1>" }),
    );
    await page.getByRole("button", { name: "Pro annual: $49.99 per year" }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\//);

    // What Stripe sends once the card is paid: the completed session, and the subscription it made.
    const now = Date.now();
    await post({
      id: `evt_e2e_checkout_${now}`, object: "event", type: "checkout.session.completed", created: Math.floor(now / 1000) - 2,
      data: { object: { id: "cs_test_e2e", object: "checkout.session", client_reference_id: userId, customer: "cus_e2e", subscription: "sub_e2e", metadata: { userId } } },
    });
    await post(subscriptionEvent({
      type: "customer.subscription.created", eventId: `evt_e2e_sub_${now}`, subscriptionId: "sub_e2e", customerId: "cus_e2e", userId,
      status: "active", periodEnd: new Date(now + 365 * DAY), created: new Date(now), priceId: "price_rivulet_annual",
    }));

    // Stripe's success_url.
    await page.goto(`${h.base}/settings?checkout=success#billing`);
    await expect.poll(() => page.getByRole("heading", { name: "Your plan: Pro annual" }).count()).toBe(1);
    await expect.poll(() => page.getByText("Welcome to Pro!").count()).toBe(1);
    const pro = h.t.config.tiers.pro;
    expect(await page.getByTestId("usage-maxSubscriptionTags").textContent()).toBe(`0 / ${pro.maxSubscriptionTags}`);
    expect(await page.getByTestId("usage-maxTextDigestCharactersPerMonth").textContent()).toBe(`0 / ${pro.maxTextDigestCharactersPerMonth!.toLocaleString("en-US")}`);
    expect(await page.getByRole("button", { name: "Manage billing" }).count()).toBe(1);
    await page.getByRole("button", { name: /user menu/ }).click();
    await expect.poll(() => page.getByRole("menuitem", { name: "Settings" }).count()).toBe(1);
    expect(await page.getByRole("menuitem", { name: "Upgrade to PRO" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await expectNoSeriousViolations(page);
    await shot("billing-pro-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot("billing-pro-phone");
  });

  it("the upgrade page compares the plans; the Pro user is sent to manage theirs", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${h.base}/pages/upgrade`);
    await expect.poll(() => page.getByTestId("plan-annual").getByRole("link", { name: "Manage your plan" }).count()).toBe(1);
    const row = page.getByRole("row", { name: /Folders/ });
    expect(await row.textContent()).toContain(String(h.t.config.tiers.pro.maxSubscriptionTags));
    expect(await page.getByRole("row", { name: /Anonymous image proxy/ }).count()).toBe(1);
    await expectNoSeriousViolations(page);
    await shot("upgrade-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot("upgrade-phone");
  });
});

describe("without Stripe keys", () => {
  it("the billing tab says billing is not configured", async () => {
    const off = await startE2e({ width: 390, height: 844 });
    try {
      await off.page.goto(`${off.base}/settings#billing`);
      await expect.poll(() => off.page.getByText("Billing is not configured on this server").count()).toBe(1);
      expect(await off.page.getByTestId("usage").getByRole("listitem").count()).toBe(13);
      await expectNoSeriousViolations(off.page);
      mkdirSync(SHOTS, { recursive: true });
      await off.page.screenshot({ path: path.join(SHOTS, "billing-not-configured-phone.png"), fullPage: true });
    } finally {
      await off.close();
    }
  });
});
