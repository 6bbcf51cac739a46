import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import type { Config } from "../../config.js";
import type { Db, Tx } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";
import type { PaidSubscription, User } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import type { Logger } from "../../logger.js";
import { tierOf } from "../settings/settings.service.js";
import { ENTITLING_STATUSES, premiumOf, supersedes } from "./entitlement.js";
import { planForPriceId, plansOf, type Plan } from "./plans.js";
import { createStripeClient, stripeSdk } from "./stripeClient.js";
import { usageOf, type Usage } from "./usage.js";

/** One paid subscription as GET /billing presents it (spec: paidSubscriptions keyed by id). */
export interface PaidSubscriptionView {
  id: string;
  source: string;
  status: string;
  plan: Plan["id"] | "gift" | null;
  priceId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEndAt: string;
  createdAt: string;
}

/** GET /billing: the spec's billing details plus what the billing tab shows beside them. */
export interface BillingDetails {
  paidSubscriptions: Record<string, PaidSubscriptionView>;
  latestPaidSubscriptionId: string | null;
  /** False without Stripe keys: the tab says so and checkout and portal answer BILLING_NOT_CONFIGURED. */
  billingConfigured: boolean;
  isPremium: boolean;
  /** When Pro ends unless renewed (a cancelled subscription, a gift); null while it renews or for free users. */
  premiumUntil: string | null;
  plans: Plan[];
}

/** Where a checkout or portal returns to: on this site only (no open redirect), the settings billing tab by default. */
function returnUrlOf(config: Config, raw: string | null | undefined): URL {
  const site = new URL(config.publicUrl);
  if (!raw) return new URL("/settings#billing", site);
  let url: URL;
  try {
    url = new URL(raw, site);
  } catch {
    throw validationError({ returnUrl: "returnUrl must be an address on this site" });
  }
  if (url.origin !== site.origin) throw validationError({ returnUrl: "returnUrl must be an address on this site" });
  return url;
}

/** `url` with `checkout=<outcome>` added before its hash, so the page it returns to can say what happened. */
function withOutcome(url: URL, outcome: "success" | "cancelled"): string {
  const next = new URL(url);
  next.searchParams.set("checkout", outcome);
  return next.href;
}

/** The state one Stripe subscription object describes (the API moved the period to its items in 2025). */
function stateOfStripeSubscription(sub: Stripe.Subscription) {
  const item = sub.items?.data?.[0];
  const legacyEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
  const periodEnd = item?.current_period_end ?? legacyEnd ?? sub.ended_at ?? sub.created;
  // cancel_at (a set date) ends Pro then, even if that is before the period's end.
  const end = sub.cancel_at ? Math.min(sub.cancel_at, periodEnd) : periodEnd;
  return {
    status: sub.status,
    priceId: item?.price?.id ?? null,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end || sub.cancel_at),
    currentPeriodEndAt: new Date(end * 1000),
  };
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

/** Serialises billing changes of one user (two webhooks for the same user at once apply one after the other). */
async function lockUser(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
  return rows.length > 0;
}

export interface BillingDeps {
  db: Db;
  config: Config;
  log: Logger;
}

export type BillingService = ReturnType<typeof createBillingService>;

/**
 * Pro through Stripe: plans, checkout and portal sessions through the official SDK, and the signed webhook
 * that moves users between tiers. Limits themselves stay in the tier table (config TIER_LIMITS), read through
 * accountSettingsFor wherever a limit is enforced; this service only decides who is Pro.
 */
export function createBillingService({ db, config, log }: BillingDeps) {
  const stripeConfig = config.billing.stripe;
  const stripe = stripeConfig ? createStripeClient(stripeConfig) : null;

  function requireStripe(): Stripe {
    if (!stripe) throw new DomainError("BILLING_NOT_CONFIGURED");
    return stripe;
  }

  /** A call to Stripe; its failures become BILLING_PROVIDER_ERROR (502) with the reason logged, never a 500. */
  async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof stripeSdk().errors.StripeError) {
        log.warn({ err: { type: err.type, code: err.code, message: err.message, statusCode: err.statusCode } }, `Stripe refused or failed: ${what}`);
        throw new DomainError("BILLING_PROVIDER_ERROR");
      }
      throw err;
    }
  }

  /** Makes the user row agree with its subscriptions at `now` (isPremium, premiumUntil). */
  async function recompute(tx: Tx, userId: string, now = new Date()): Promise<void> {
    const subs = await tx.paidSubscription.findMany({ where: { userId } });
    await tx.user.update({ where: { id: userId }, data: premiumOf(subs, now) });
  }

  /** Which user a Stripe subscription belongs to: its metadata (set at checkout), its customer, or an earlier row. */
  async function ownerOf(tx: Tx, sub: Stripe.Subscription): Promise<string | null> {
    const fromMetadata = sub.metadata?.userId;
    if (fromMetadata && isUuid(fromMetadata) && (await tx.user.findUnique({ where: { id: fromMetadata }, select: { id: true } }))) return fromMetadata;
    const customer = idOf(sub.customer);
    if (customer) {
      const user = await tx.user.findUnique({ where: { stripeCustomerId: customer }, select: { id: true } });
      if (user) return user.id;
    }
    const row = await tx.paidSubscription.findUnique({ where: { id: sub.id }, select: { userId: true } });
    return row?.userId ?? null;
  }

  /** Remembers the user's Stripe customer (for the portal) unless another user already has it. */
  async function linkCustomer(tx: Tx, userId: string, customerId: string | null): Promise<void> {
    if (!customerId) return;
    const taken = await tx.user.findUnique({ where: { stripeCustomerId: customerId }, select: { id: true } });
    if (taken) return;
    await tx.user.updateMany({ where: { id: userId, stripeCustomerId: null }, data: { stripeCustomerId: customerId } });
  }

  /** Stores what one event says of a subscription, unless a newer state is stored; then the user's tier follows. */
  async function applySubscription(tx: Tx, sub: Stripe.Subscription, at: Date): Promise<void> {
    const userId = await ownerOf(tx, sub);
    if (!userId) {
      log.warn({ subscription: sub.id }, "a Stripe subscription event names no user we know: ignored");
      return;
    }
    if (!(await lockUser(tx, userId))) return;
    await linkCustomer(tx, userId, idOf(sub.customer));
    const state = stateOfStripeSubscription(sub);
    const stored = await tx.paidSubscription.findUnique({ where: { id: sub.id } });
    if (supersedes(stored, { status: state.status, at })) {
      await tx.paidSubscription.upsert({
        where: { id: sub.id },
        create: { id: sub.id, userId, source: "stripe", ...state, stateAt: at },
        update: { ...state, stateAt: at },
      });
    }
    await recompute(tx, userId);
  }

  function present(row: PaidSubscription): PaidSubscriptionView {
    const plan = row.source === "gift" ? "gift" : (planForPriceId(config, row.priceId)?.id ?? null);
    return {
      id: row.id,
      source: row.source,
      status: row.status,
      plan,
      priceId: row.priceId,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      currentPeriodEndAt: row.currentPeriodEndAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    /** Whether Stripe is configured (checkout, portal and webhooks work). */
    configured: stripe !== null,

    /** Free, Pro annual and Pro monthly with their price ids. */
    plans(): Plan[] {
      return plansOf(config);
    },

    /** GET /billing: the user's paid subscriptions (Stripe's and gifts), newest last, and whether they are Pro. */
    async details(user: User): Promise<BillingDetails> {
      const rows = await db.paidSubscription.findMany({ where: { userId: user.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
      return {
        paidSubscriptions: Object.fromEntries(rows.map((r) => [r.id, present(r)])),
        latestPaidSubscriptionId: rows.at(-1)?.id ?? null,
        billingConfigured: stripe !== null,
        isPremium: tierOf(user) === "pro",
        premiumUntil: tierOf(user) === "pro" ? (user.premiumUntil?.toISOString() ?? null) : null,
        plans: plansOf(config),
      };
    },

    /** What the user has against every tier limit (the billing tab's usage bars). */
    usage(user: User): Promise<Usage> {
      return usageOf(db, user.id);
    },

    /**
     * GET /billing/checkout_session: a Stripe Checkout page for one of the Pro plans. Guests and unverified
     * emails cannot upgrade (spec: "Verify Email to Upgrade"); nor can someone whose subscription still renews.
     */
    async checkoutSession(user: User, input: { priceId?: string | null; returnUrl?: string | null }): Promise<{ url: string }> {
      const client = requireStripe();
      if (user.isGuest || !user.emailVerifiedAt) throw new DomainError("VERIFY_EMAIL_TO_UPGRADE");
      const plan = planForPriceId(config, input.priceId);
      if (!plan) throw validationError({ priceId: "priceId must be the price id of Pro annual or Pro monthly" });
      const back = returnUrlOf(config, input.returnUrl);
      const renewing = await db.paidSubscription.findFirst({
        where: { userId: user.id, source: "stripe", status: { in: [...ENTITLING_STATUSES] }, cancelAtPeriodEnd: false },
        select: { id: true },
      });
      if (renewing) throw new DomainError("ALREADY_SUBSCRIBED");
      const session = await callStripe("checkout session", () =>
        client.checkout.sessions.create({
          mode: "subscription",
          line_items: [{ price: plan.priceId!, quantity: 1 }],
          success_url: withOutcome(back, "success"),
          cancel_url: withOutcome(back, "cancelled"),
          client_reference_id: user.id,
          // A returning customer keeps one Stripe customer (and one portal); a new one is made from the email.
          ...(user.stripeCustomerId ? { customer: user.stripeCustomerId } : { customer_email: user.email ?? undefined }),
          metadata: { userId: user.id },
          // The subscription carries its user, so its events find them whatever order they arrive in.
          subscription_data: { metadata: { userId: user.id } },
        }),
      );
      if (!session.url) throw new DomainError("BILLING_PROVIDER_ERROR");
      return { url: session.url };
    },

    /** GET /billing/portal_session: Stripe's customer portal (cancel, change plan, card, invoices). */
    async portalSession(user: User, input: { returnUrl?: string | null }): Promise<{ url: string }> {
      const client = requireStripe();
      const back = returnUrlOf(config, input.returnUrl);
      if (!user.stripeCustomerId) throw new DomainError("BILLING_ACCOUNT_NOT_FOUND");
      const session = await callStripe("portal session", () =>
        client.billingPortal.sessions.create({ customer: user.stripeCustomerId!, return_url: back.href }),
      );
      return { url: session.url };
    },

    /**
     * POST /billing/webhook: one Stripe event, its signature checked with the SDK against the raw body. Each
     * event applies once (its id is recorded in the same transaction); subscription events carry the whole
     * subscription, and an older one never overwrites a newer state, so replays and any order end the same.
     */
    async handleWebhook(rawBody: string, signature: string | null): Promise<{ received: true; duplicate: boolean }> {
      const client = requireStripe();
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, signature ?? "", stripeConfig!.webhookSecret);
      } catch (err) {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, "a billing webhook failed its signature check");
        throw new DomainError("WEBHOOK_SIGNATURE_INVALID");
      }
      const at = new Date(event.created * 1000);

      // A completed checkout links the customer; its subscription is read from Stripe when no event has told us
      // of it yet (the subscription's own events may come later, or may have been lost). Read outside the
      // transaction: no row lock waits on the network.
      let fetched: Stripe.Subscription | null = null;
      if (event.type === "checkout.session.completed") {
        const subId = idOf(event.data.object.subscription);
        if (subId && !(await db.paidSubscription.findUnique({ where: { id: subId }, select: { id: true } }))) {
          fetched = await callStripe("subscription", () => client.subscriptions.retrieve(subId));
        }
      }

      return db.$transaction(async (tx) => {
        const inserted = await tx.billingEvent.createMany({ data: [{ id: event.id, type: event.type, createdAt: at }], skipDuplicates: true });
        if (inserted.count === 0) return { received: true as const, duplicate: true };
        switch (event.type) {
          case "customer.subscription.created":
          case "customer.subscription.updated":
          case "customer.subscription.deleted":
          case "customer.subscription.paused":
          case "customer.subscription.resumed":
            await applySubscription(tx, event.data.object, at);
            break;
          case "checkout.session.completed": {
            const session = event.data.object;
            const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
            if (userId && isUuid(userId) && (await lockUser(tx, userId))) await linkCustomer(tx, userId, idOf(session.customer));
            if (fetched) {
              // Metadata first; else the session's user (a subscription made before metadata was set).
              if (!fetched.metadata?.userId && userId) fetched = { ...fetched, metadata: { ...fetched.metadata, userId } };
              await applySubscription(tx, fetched, at);
            }
            break;
          }
          default:
            // Other events (invoices, customers) change no tier: acknowledged so Stripe stops sending them.
            break;
        }
        return { received: true as const, duplicate: false };
      });
    },

    /**
     * Gives a user Pro until `endsAt` (an administrator's gift, spec part 3: "giftProductEndDate", 30 days ahead
     * by default). Works without Stripe. Returns the gift as GET /billing shows it.
     */
    async grantPro(userId: string, endsAt: Date = new Date(Date.now() + 30 * 86_400_000)): Promise<PaidSubscriptionView> {
      if (!(endsAt.getTime() > Date.now())) throw validationError({ giftProductEndDate: "The gift must end in the future" });
      const row = await db.$transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) throw new DomainError("NOT_FOUND", { message: "User not found" });
        const now = new Date();
        const gift = await tx.paidSubscription.create({
          data: { id: `gift_${randomUUID()}`, userId, source: "gift", status: "active", cancelAtPeriodEnd: true, currentPeriodEndAt: endsAt, stateAt: now },
        });
        await recompute(tx, userId, now);
        return gift;
      });
      return present(row);
    },
  };
}
