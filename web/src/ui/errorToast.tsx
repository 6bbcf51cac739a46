import { Alert, Link } from "@chakra-ui/react";
import { useEffect, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { notifyError, toaster } from "./toaster";

/** Spec part 1 section 8: the fallback for anything the user cannot act on. */
export const UNKNOWN_ERROR = "An unknown error occurred. If this persists, try refreshing the page.";
export const BILLING_PATH = "/settings#billing";

/** What a GraphQL `Error` union member (UserError / ValidationError) or a REST error body carries. */
export interface UserFacingError {
  displayMessageKey?: string | null;
  message?: string | null;
  upgradeUrl?: string | null;
}

/** Tier-limit keys (MAX_SUBSCRIPTIONS_REACHED, MAX_SUBSCRIPTION_TAGS_REACHED, MAX_NEW_FEEDS_REACHED, …). */
export function isTierLimit(error: UserFacingError | null | undefined): boolean {
  return Boolean(error?.displayMessageKey && /^MAX_.*_REACHED$/.test(error.displayMessageKey));
}

// The Toaster renders beside the router, outside its context, so a toast's link cannot use <RouterLink>.
// The layout registers the router's navigate here; without it the link falls back to a full page load.
let navigateFromToast: ((to: string) => void) | null = null;

/** Lets links inside toasts navigate client-side. Call once in a layout rendered inside the router. */
export function useToastNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateFromToast = (to) => void navigate(to);
    return () => {
      navigateFromToast = null;
    };
  }, [navigate]);
}

/** The spec's "Upgrade your account" link to /settings#billing (rich tier-limit message). */
export function UpgradeLink({ href = BILLING_PATH, onNavigate }: { href?: string; onNavigate?: () => void }) {
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0 || !navigateFromToast) return;
    e.preventDefault();
    onNavigate?.();
    navigateFromToast(href);
  };
  return (
    <Link href={href} onClick={follow} color="inherit" textDecoration="underline" fontWeight="semibold">
      Upgrade your account
    </Link>
  );
}

/**
 * Shows a mutation's user-facing error as a toast: tier limits get the spec's message plus the
 * "Upgrade your account" link; anything else its message, or `fallback` when it has none.
 */
export function notifyUserError(error: UserFacingError | null | undefined, fallback: string = UNKNOWN_ERROR) {
  if (error && isTierLimit(error)) {
    const id = toaster.create({
      type: "error",
      title: error.message || fallback,
      description: <UpgradeLink href={error.upgradeUrl ?? BILLING_PATH} onNavigate={() => toaster.dismiss(id)} />,
      duration: 30_000,
      closable: true,
    });
    return;
  }
  notifyError(error?.message || fallback);
}

/** The same message inline (dialogs keep it next to the form that caused it; `onNavigate` closes one when its link is followed). */
export function UserErrorAlert({ error, onNavigate }: { error: UserFacingError | null | undefined; onNavigate?: () => void }) {
  if (!error) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{error.message || UNKNOWN_ERROR}</Alert.Title>
        {isTierLimit(error) && (
          <Alert.Description>
            <UpgradeLink href={error.upgradeUrl ?? BILLING_PATH} {...(onNavigate ? { onNavigate } : {})} />
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
