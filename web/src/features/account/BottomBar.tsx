import { Box, Button, CloseButton, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import { Link as RouterLink, useLocation } from "react-router";
import type { BottomBar_viewer$key } from "../../__generated__/BottomBar_viewer.graphql";
import type { BottomBarClaimMutation } from "../../__generated__/BottomBarClaimMutation.graphql";
import type { BottomBarResendMutation } from "../../__generated__/BottomBarResendMutation.graphql";
import { BOTTOM_INSET_VAR, notifyError, notifySuccess } from "../../ui/toaster";
import { onClaimRequest } from "./claimRequest";

const DISMISS_KEY = "rivulet.bottomBarDismissed";
const DAY_MS = 86_400_000;
const UNKNOWN = "An unknown error occurred, please try again.";

function useMinutesLeft(expiresAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return expiresAt ? Math.max(0, Math.floor((new Date(expiresAt).getTime() - now) / 60_000)) : null;
}

/**
 * Tells the page how much of the viewport's bottom this element covers (CSS variable BOTTOM_INSET_VAR on the
 * root), so toasts stand above it rather than on it.
 */
function useBottomInset() {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    // Its height, plus its distance from the bottom edge (the floating button's 1rem).
    const gap = () => Number.parseFloat(getComputedStyle(el).bottom) || 0;
    const observer = new ResizeObserver(() => root.style.setProperty(BOTTOM_INSET_VAR, `${Math.ceil(el.offsetHeight + gap())}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BOTTOM_INSET_VAR);
    };
  });
  return ref;
}

/**
 * The upsell/claim bar (spec part 1 section 4): guests claim an email, unverified users resend their link,
 * verified free users see Pro. Dismissed, it leaves a floating Register or Upgrade button. It is one compact
 * line on phones (about 6% of a 844 px screen) and two short lines on wider screens; it sticks to the
 * viewport's bottom while the page scrolls and sits after the footer at the end, and toasts stand above it.
 */
export function BottomBar(props: { viewer: BottomBar_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment BottomBar_viewer on User {
        email
        isGuest
        hasVerifiedEmail
        settings {
          accountSettings {
            isPremium
            guestExpiresAt
          }
        }
      }
    `,
    props.viewer,
  );
  const { pathname, hash } = useLocation();
  const variant = viewer.settings.accountSettings.isPremium
    ? null
    : viewer.isGuest && !viewer.email
      ? "claim"
      : viewer.email && !viewer.hasVerifiedEmail
        ? "verify"
        : viewer.isGuest
          ? null
          : "upsell";
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISS_KEY) === variant);
  useEffect(() => setDismissed(localStorage.getItem(DISMISS_KEY) === variant), [variant]);
  // "Save my account" (the guest logout warning): the claim form comes back, focused, wherever the user is.
  const [claimRequested, setClaimRequested] = useState(0);
  useEffect(
    () =>
      onClaimRequest(() => {
        localStorage.removeItem(DISMISS_KEY);
        setDismissed(false);
        setClaimRequested((n) => n + 1);
      }),
    [],
  );
  const inset = useBottomInset();

  if (!variant || (pathname === "/settings" && hash === "#billing" && !claimRequested)) return null;
  if (dismissed) {
    const guest = viewer.isGuest;
    return (
      <Box ref={inset} position="fixed" bottom="4" right="4" zIndex="docked">
        <Button asChild colorPalette="brand" shadow="lg" rounded="full">
          <RouterLink to={guest ? "/pages/register" : "/pages/upgrade"}>{guest ? "Register" : "Upgrade"}</RouterLink>
        </Button>
      </Box>
    );
  }
  const dismiss = () => {
    localStorage.setItem(DISMISS_KEY, variant);
    setDismissed(true);
  };
  return (
    <Box
      ref={inset}
      as="aside"
      aria-label="Account notice"
      data-testid="bottom-bar"
      position="sticky"
      bottom="0"
      zIndex="docked"
      bg="bg.panel"
      borderTopWidth="1px"
      borderColor="border"
      px={{ base: "3", md: "6" }}
      py={{ base: "2", md: "3" }}
    >
      <HStack justify="space-between" align="center" gap={{ base: "2", md: "3" }}>
        {variant === "claim" && <ClaimForm expiresAt={viewer.settings.accountSettings.guestExpiresAt} focusRequest={claimRequested} />}
        {variant === "verify" && <ResendPrompt email={viewer.email ?? ""} />}
        {variant === "upsell" && (
          <HStack gap="3" flex="1" minW="0">
            <Text truncate flex={{ base: "1", md: "initial" }} minW="0" fontSize={{ base: "sm", md: "md" }}>
              <Box as="span" display={{ base: "none", md: "inline" }}>
                Go Pro for more subscriptions, folders, digests and no ads.
              </Box>
              <Box as="span" display={{ base: "inline", md: "none" }}>
                Go Pro: more feeds, no ads
              </Box>
            </Text>
            <Button asChild size="sm" colorPalette="brand" flexShrink={0}>
              <RouterLink to="/pages/upgrade">Upgrade to PRO</RouterLink>
            </Button>
          </HStack>
        )}
        <CloseButton size="sm" aria-label="Dismiss" onClick={dismiss} flexShrink={0} />
      </HStack>
    </Box>
  );
}

function ClaimForm({ expiresAt, focusRequest }: { expiresAt: string | null; focusRequest: number }) {
  const minutes = useMinutesLeft(expiresAt);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusRequest) return;
    input.current?.scrollIntoView({ block: "nearest" });
    input.current?.focus();
  }, [focusRequest]);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useMutation<BottomBarClaimMutation>(graphql`
    mutation BottomBarClaimMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ... on AuthPayload {
          user {
            email
            hasVerifiedEmail
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const leftMs = minutes === null ? null : minutes * 60_000;
  const color = leftMs !== null && leftMs < DAY_MS ? "fg.error" : leftMs !== null && leftMs < 3 * DAY_MS ? "fg.warning" : "fg.muted";
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError("Check your email and try again");
    setError(null);
    commit({
      variables: { input: { email: email.trim() } },
      onCompleted: ({ updateProfile: r }) => {
        if (r.__typename === "AuthPayload") notifySuccess("Verification email sent, please check your email inbox");
        else setError("message" in r && r.message ? r.message : UNKNOWN);
      },
      onError: () => setError(UNKNOWN),
    });
  };
  const left = minutes === null ? null : `${minutes.toLocaleString()} minutes left`;
  return (
    <form noValidate onSubmit={submit} style={{ display: "contents" }} aria-label="Claim this account">
      <Stack direction="row" align="center" gap={{ base: "2", md: "4" }} flex="1" minW="0" flexWrap={{ base: "nowrap", md: "wrap" }}>
        <Stack gap="0" minW="0" flexShrink={{ base: 1, md: 0 }} maxW={{ md: "md" }}>
          <Text fontWeight="medium" display={{ base: "none", md: "block" }}>
            Keep your reading list: add your email to claim this account.
          </Text>
          {/* Phones: the countdown alone, in the warning colour when time runs short. */}
          <Text fontSize={{ base: "xs", md: "sm" }} color={color} aria-live="polite" lineClamp={{ base: 2, md: "none" }}>
            <Box as="span" display={{ base: "none", md: "inline" }}>
              Guest accounts expire after one week{left ? ` — ${left}` : ""}.
            </Box>
            <Box as="span" display={{ base: "inline", md: "none" }}>
              {left ? `Guest: ${left.replace(" minutes", " min")}` : "Guest account"}
            </Box>
          </Text>
        </Stack>
        <HStack align="start" gap="2" flex={{ base: "1", md: "initial" }} minW={{ base: "36", md: "xs" }}>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label srOnly>Claim email</Field.Label>
            <Input ref={input} size="sm" type="email" placeholder="Your email" value={email} onChange={(e) => setEmail(e.target.value)} />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Button size="sm" type="submit" colorPalette="brand" loading={busy} flexShrink={0}>
            Claim
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function ResendPrompt({ email }: { email: string }) {
  const [commit, busy] = useMutation<BottomBarResendMutation>(graphql`
    mutation BottomBarResendMutation {
      resendVerification {
        __typename
        ... on MessagePayload {
          message
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const resend = () =>
    commit({
      variables: {},
      onCompleted: ({ resendVerification: r }) =>
        r.__typename === "MessagePayload" ? notifySuccess("Verification email sent") : notifyError("message" in r && r.message ? r.message : UNKNOWN),
      onError: () => notifyError(UNKNOWN),
    });
  return (
    <HStack gap="3" flex="1" minW="0">
      <Text truncate minW="0" flex={{ base: "1", md: "initial" }} fontSize={{ base: "sm", md: "md" }}>
        <Box as="span" display={{ base: "none", md: "inline" }}>
          Please verify {email} to unlock upgrades and higher limits.
        </Box>
        <Box as="span" display={{ base: "inline", md: "none" }}>
          Verify {email}
        </Box>
      </Text>
      <Button size="sm" variant="outline" onClick={resend} loading={busy} flexShrink={0} aria-label="Resend verification email">
        <Box as="span" display={{ base: "none", md: "inline" }}>
          Resend verification email
        </Box>
        <Box as="span" display={{ base: "inline", md: "none" }}>
          Resend
        </Box>
      </Button>
    </HStack>
  );
}
