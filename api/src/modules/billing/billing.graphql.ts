import type { TierLimits } from "../../config.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { withErrors } from "../../schema/errors.graphql.js";
import type { BillingDetails, PaidSubscriptionView } from "./billing.service.js";
import type { Plan } from "./plans.js";
import type { Usage } from "./usage.js";

const TierLimitsType = builder.objectRef<TierLimits>("TierLimits").implement({
  description: "One tier's limits from the configured tier table (TIER_LIMITS); null means unlimited.",
  fields: (t) => ({
    maxSubscriptions: t.exposeInt("maxSubscriptions", { nullable: true }),
    maxSubscriptionTags: t.exposeInt("maxSubscriptionTags", { nullable: true }),
    maxContentItemTags: t.exposeInt("maxContentItemTags", { nullable: true }),
    maxContentItemsTagged: t.exposeInt("maxContentItemsTagged", { nullable: true }),
    maxNewFeedsPerWeek: t.exposeInt("maxNewFeedsPerWeek", { nullable: true }),
    maxTextDigestCharactersPerMonth: t.exposeInt("maxTextDigestCharactersPerMonth", { nullable: true }),
    maxAudioDigestMinutesPerMonth: t.exposeInt("maxAudioDigestMinutesPerMonth", { nullable: true }),
    maxOutputFeeds: t.exposeInt("maxOutputFeeds", { nullable: true }),
    maxContentItemFilters: t.exposeInt("maxContentItemFilters", { nullable: true }),
    maxContentItemActions: t.exposeInt("maxContentItemActions", { nullable: true }),
    maxDigestsPerMonth: t.exposeInt("maxDigestsPerMonth", { nullable: true }),
    maxScheduledDigests: t.exposeInt("maxScheduledDigests", { nullable: true }),
    maxWebsiteFeeds: t.exposeInt("maxWebsiteFeeds", { nullable: true }),
  }),
});

const BillingPlanType = builder.objectRef<Plan>("BillingPlan").implement({
  description: "Free, Pro annual or Pro monthly (spec part 3 section 9).",
  fields: (t) => ({
    id: t.exposeString("id", { description: "free | annual | monthly" }),
    name: t.exposeString("name"),
    price: t.exposeString("price", { description: "As the spec writes it: $0, $49.99, $4.99." }),
    amountCents: t.exposeInt("amountCents"),
    interval: t.exposeString("interval", { nullable: true, description: "month | year; null for Free." }),
    note: t.exposeString("note", { nullable: true }),
    priceId: t.exposeString("priceId", { nullable: true, description: "Stripe's price id; null for Free or while billing is not configured." }),
    isPro: t.boolean({ resolve: (p) => p.tier === "pro" }),
    limits: t.field({ type: TierLimitsType, resolve: (p, _a, ctx) => ctx.config.tiers[p.tier] }),
  }),
});

const PaidSubscriptionType = builder.objectRef<PaidSubscriptionView>("PaidSubscription").implement({
  description: "A Stripe subscription as its latest webhook described it, or an administrator's gift.",
  fields: (t) => ({
    id: t.exposeString("id"),
    source: t.exposeString("source", { description: "stripe | gift" }),
    status: t.exposeString("status", { description: "Stripe's status (active, trialing, past_due, canceled, …)" }),
    plan: t.exposeString("plan", { nullable: true, description: "annual | monthly | gift" }),
    cancelAtPeriodEnd: t.exposeBoolean("cancelAtPeriodEnd"),
    currentPeriodEndAt: t.field({ type: "DateTime", resolve: (s) => s.currentPeriodEndAt }),
  }),
});

const BillingType = builder.objectRef<BillingDetails>("Billing").implement({
  fields: (t) => ({
    billingConfigured: t.exposeBoolean("billingConfigured", { description: "False without Stripe keys: checkout and portal are off." }),
    isPremium: t.exposeBoolean("isPremium"),
    premiumUntil: t.field({ type: "DateTime", nullable: true, description: "When Pro ends unless renewed; null while it renews.", resolve: (b) => b.premiumUntil }),
    latestPaidSubscriptionId: t.exposeString("latestPaidSubscriptionId", { nullable: true }),
    paidSubscriptions: t.field({ type: [PaidSubscriptionType], resolve: (b) => Object.values(b.paidSubscriptions) }),
  }),
});

const UsageType = builder.objectRef<Usage>("Usage").implement({
  description: "What the user has against each tier limit (spec part 1 section 3).",
  fields: (t) => ({
    subscriptionCount: t.exposeInt("subscriptionCount"),
    subscriptionTagCount: t.exposeInt("subscriptionTagCount"),
    contentItemTagCount: t.exposeInt("contentItemTagCount"),
    contentItemsTaggedCount: t.exposeInt("contentItemsTaggedCount"),
    newFeedsLastWeekCount: t.exposeInt("newFeedsLastWeekCount"),
    textDigestCharactersLastMonthCount: t.exposeInt("textDigestCharactersLastMonthCount"),
    audioDigestMinutesLastMonthCount: t.exposeInt("audioDigestMinutesLastMonthCount"),
    outputFeedCount: t.exposeInt("outputFeedCount"),
    contentItemFilterCount: t.exposeInt("contentItemFilterCount"),
    contentItemActionCount: t.exposeInt("contentItemActionCount"),
    digestsLastMonthCount: t.exposeInt("digestsLastMonthCount"),
    scheduledDigestCount: t.exposeInt("scheduledDigestCount"),
    websiteFeedCount: t.exposeInt("websiteFeedCount"),
  }),
});

builder.queryField("billingPlans", (t) =>
  t.field({
    type: [BillingPlanType],
    description: "Free, Pro annual and Pro monthly with their limits; public (the upgrade page).",
    resolve: (_r, _a, ctx) => ctx.services.billing.plans(),
  }),
);

builder.prismaObjectField("User", "billing", (t) =>
  t.field({ type: BillingType, resolve: (u, _a, ctx) => ctx.services.billing.details(u) }),
);

builder.prismaObjectField("User", "usage", (t) =>
  t.field({ type: UsageType, resolve: (u, _a, ctx) => ctx.services.billing.usage(u) }),
);

const SessionUrlPayload = builder.objectRef<{ url: string }>("BillingSessionPayload").implement({
  description: "Where the browser goes next: Stripe Checkout or the customer portal.",
  fields: (t) => ({ url: t.exposeString("url") }),
});

const CheckoutSessionInput = builder.inputType("CheckoutSessionInput", {
  fields: (t) => ({
    priceId: t.string({ required: true, description: "A Pro plan's priceId (billingPlans)." }),
    returnUrl: t.string({ description: "An address on this site; /settings#billing by default." }),
  }),
});

const PortalSessionInput = builder.inputType("PortalSessionInput", {
  fields: (t) => ({ returnUrl: t.string({ description: "An address on this site; /settings#billing by default." }) }),
});

builder.mutationField("createCheckoutSession", (t) =>
  t.field({
    type: SessionUrlPayload,
    errors: withErrors,
    description: "GET /billing/checkout_session over GraphQL: a Stripe Checkout page for a Pro plan.",
    args: { input: t.arg({ type: CheckoutSessionInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.billing.checkoutSession(sessionOf(ctx).user, input),
  }),
);

builder.mutationField("createBillingPortalSession", (t) =>
  t.field({
    type: SessionUrlPayload,
    errors: withErrors,
    description: "GET /billing/portal_session over GraphQL: Stripe's customer portal.",
    args: { input: t.arg({ type: PortalSessionInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.billing.portalSession(sessionOf(ctx).user, input),
  }),
);
