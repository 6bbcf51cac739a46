import { graphql, useMutation } from "react-relay";
import type { useCheckoutMutation } from "../../__generated__/useCheckoutMutation.graphql";
import type { useCheckoutPortalMutation } from "../../__generated__/useCheckoutPortalMutation.graphql";
import { notifyError } from "../../ui/toaster";

const UNKNOWN = "An unknown error occurred. If this persists, try refreshing the page.";
// Relative: the server resolves it against its public address and refuses any other site.
const RETURN_URL = "/settings#billing";

/** Starts Stripe Checkout for a Pro plan's price: the browser leaves for Stripe and comes back to the billing tab. */
export function useCheckout(): [(priceId: string) => void, boolean] {
  const [commit, busy] = useMutation<useCheckoutMutation>(graphql`
    mutation useCheckoutMutation($input: CheckoutSessionInput!) {
      createCheckoutSession(input: $input) {
        __typename
        ... on BillingSessionPayload {
          url
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const start = (priceId: string) =>
    commit({
      variables: { input: { priceId, returnUrl: RETURN_URL } },
      onCompleted: ({ createCheckoutSession: r }) =>
        r.__typename === "BillingSessionPayload" && r.url ? window.location.assign(r.url) : notifyError("message" in r && r.message ? r.message : UNKNOWN),
      onError: () => notifyError(UNKNOWN),
    });
  return [start, busy];
}

/** Opens Stripe's customer portal (cancel, switch plan, card, invoices). */
export function usePortal(): [() => void, boolean] {
  const [commit, busy] = useMutation<useCheckoutPortalMutation>(graphql`
    mutation useCheckoutPortalMutation($input: PortalSessionInput!) {
      createBillingPortalSession(input: $input) {
        __typename
        ... on BillingSessionPayload {
          url
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const open = () =>
    commit({
      variables: { input: { returnUrl: RETURN_URL } },
      onCompleted: ({ createBillingPortalSession: r }) =>
        r.__typename === "BillingSessionPayload" && r.url ? window.location.assign(r.url) : notifyError("message" in r && r.message ? r.message : UNKNOWN),
      onError: () => notifyError(UNKNOWN),
    });
  return [open, busy];
}
