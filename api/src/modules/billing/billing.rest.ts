import { requireSession } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";

/** GET /billing: paidSubscriptions keyed by id and latestPaidSubscriptionId (spec part 1 section 7), plus plans. */
export const handleGetBilling: RestHandler = async ({ ctx }) => ctx.services.billing.details(requireSession(ctx).user);

/** GET /billing/checkout_session?priceId=&returnUrl=: `{ url }` of a Stripe Checkout page; the browser goes there. */
export const handleCheckoutSession: RestHandler = async ({ ctx, query }) =>
  ctx.services.billing.checkoutSession(requireSession(ctx).user, { priceId: query.get("priceId"), returnUrl: query.get("returnUrl") });

/** GET /billing/portal_session?returnUrl=: `{ url }` of Stripe's customer portal. */
export const handlePortalSession: RestHandler = async ({ ctx, query }) =>
  ctx.services.billing.portalSession(requireSession(ctx).user, { returnUrl: query.get("returnUrl") });

/** POST /billing/webhook: Stripe's events, signed (Stripe-Signature); no bearer token. */
export const handleBillingWebhook: RestHandler = async ({ ctx, rawBody, headers }) =>
  ctx.services.billing.handleWebhook(rawBody ?? "", headers?.get("stripe-signature") ?? null);
