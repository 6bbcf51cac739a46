import { Box, Button, CloseButton, Field, HStack, Input, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import { Link as RouterLink, useLocation } from "react-router";
import type { BottomBar_viewer$key } from "../../__generated__/BottomBar_viewer.graphql";
import type { BottomBarClaimMutation } from "../../__generated__/BottomBarClaimMutation.graphql";
import type { BottomBarResendMutation } from "../../__generated__/BottomBarResendMutation.graphql";
import { notifyError, notifySuccess } from "../../ui/toaster";
import { Form } from "../../ui/Form";
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
 * The upsell/claim bar (spec part 1 section 4): guests claim an email, unverified users resend their link,
 * verified free users see Pro. Dismissed, it leaves a floating Register or Upgrade button.
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

  if (!variant || (pathname === "/settings" && hash === "#billing" && !claimRequested)) return null;
  if (dismissed) {
    const guest = viewer.isGuest;
    return (
      <Box position="fixed" bottom="4" right="4" zIndex="docked">
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
      as="aside"
      aria-label="Account notice"
      position="sticky"
      bottom="0"
      zIndex="docked"
      bg="bg.panel"
      borderTopWidth="1px"
      borderColor="border"
      px={{ base: "3", md: "6" }}
      py="3"
    >
      <HStack justify="space-between" align="start" gap="3">
        {variant === "claim" && <ClaimForm expiresAt={viewer.settings.accountSettings.guestExpiresAt} focusRequest={claimRequested} />}
        {variant === "verify" && <ResendPrompt email={viewer.email ?? ""} />}
        {variant === "upsell" && (
          <HStack gap="3" flexWrap="wrap">
            <Text>Go Pro for more subscriptions, folders, digests and no ads.</Text>
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to="/pages/upgrade">Upgrade to PRO</RouterLink>
            </Button>
          </HStack>
        )}
        <CloseButton size="sm" aria-label="Dismiss" onClick={dismiss} />
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
  const left = minutes === null ? null : minutes * 60_000;
  const color = left !== null && left < DAY_MS ? "fg.error" : left !== null && left < 3 * DAY_MS ? "fg.warning" : "fg.muted";
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
  return (
    <Form gap="2" flex="1" onSubmit={submit}>
      <Text fontWeight="medium">Keep your reading list: add your email to claim this account.</Text>
      <Text fontSize="sm" color={color} aria-live="polite">
        Guest accounts expire after one week{minutes !== null ? ` — ${minutes.toLocaleString()} minutes left` : ""}.
      </Text>
      <HStack align="start" maxW="lg">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label srOnly>Claim email</Field.Label>
          <Input ref={input} size="sm" type="email" placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.target.value)} />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Button size="sm" type="submit" colorPalette="brand" loading={busy}>
          Claim
        </Button>
      </HStack>
    </Form>
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
    <HStack gap="3" flexWrap="wrap" flex="1">
      <Text>Please verify {email} to unlock upgrades and higher limits.</Text>
      <Button size="sm" variant="outline" onClick={resend} loading={busy}>
        Resend verification email
      </Button>
    </HStack>
  );
}
