import { Alert, Badge, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import { useLocation, useNavigate } from "react-router";
import type { LinkedAccountsTab_user$key } from "../../__generated__/LinkedAccountsTab_user.graphql";
import type { LinkedAccountsTabRefetchQuery } from "../../__generated__/LinkedAccountsTabRefetchQuery.graphql";
import { api, ApiError } from "../../session/api";
import { readSession } from "../../session/cookie";
import { notifyError, notifySuccess } from "../../ui/toaster";

const fragment = graphql`
  fragment LinkedAccountsTab_user on User @refetchable(queryName: "LinkedAccountsTabRefetchQuery") {
    linkedAccounts {
      service
      label
      purpose
      configured
      connected
      email
      providerUserId
      connectedAt
    }
  }
`;

/**
 * Settings #accounts (spec part 1 section 2.3): connect sends the browser to /api_v1/users/login/{service}?token=
 * (the provider's consent, then back here with ?linked= or ?oauthError=); disconnect is POST
 * /api_v1/users/logout/{provider}. A service without credentials on this server is shown, disabled, with why.
 */
export function LinkedAccountsTab({ user }: { user: LinkedAccountsTab_user$key }) {
  const [data, refetch] = useRefetchableFragment<LinkedAccountsTabRefetchQuery, LinkedAccountsTab_user$key>(fragment, user);
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const params = new URLSearchParams(search);
  const linked = params.get("linked");
  const error = params.get("oauthError");
  const [outcome] = useState({ linked, error });

  // The callback's result is shown once; the address goes back to plain /settings#accounts so a reload does not repeat it.
  useEffect(() => {
    if (linked || error) navigate({ search: "", hash }, { replace: true });
  }, [linked, error, hash, navigate]);

  function connect(service: string) {
    const token = readSession()?.token ?? "";
    setBusy(service);
    window.location.assign(`/api_v1/users/login/${service}?token=${encodeURIComponent(token)}`);
  }

  async function disconnect(service: string, label: string) {
    setBusy(service);
    try {
      await api(`/users/logout/${service}`, { method: "POST" });
      notifySuccess(`${label} disconnected`);
      refetch({}, { fetchPolicy: "network-only" });
    } catch (e) {
      notifyError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  }

  const linkedLabel = data.linkedAccounts.find((a) => a.service === outcome.linked)?.label;
  return (
    <Stack gap="6" maxW="2xl">
      <Text color="fg.muted">Link accounts to sign in with them and to upload digest videos. Disconnecting removes the link and the tokens we keep for it.</Text>
      {linkedLabel && (
        <Alert.Root status="success" aria-live="polite">
          <Alert.Indicator />
          <Alert.Title>{linkedLabel} connected</Alert.Title>
        </Alert.Root>
      )}
      {outcome.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{outcome.error}</Alert.Title>
        </Alert.Root>
      )}
      {data.linkedAccounts.map((a) => (
        <Card.Root key={a.service} size="sm" data-testid={`linked-${a.service}`}>
          <Card.Body>
            <HStack justify="space-between" gap="4" flexWrap="wrap">
              <Stack gap="1" minW="0">
                <HStack>
                  <Text fontWeight="semibold">{a.label}</Text>
                  {a.connected ? <Badge colorPalette="green">Connected</Badge> : <Badge>Not connected</Badge>}
                </HStack>
                <Text textStyle="sm" color="fg.muted">
                  {a.connected ? `Linked as ${a.email ?? a.providerUserId}${a.connectedAt ? ` since ${new Date(a.connectedAt).toLocaleDateString()}` : ""}` : a.configured ? a.purpose : `${a.label} is not configured on this server.`}
                </Text>
              </Stack>
              {a.connected ? (
                <Button variant="outline" size="sm" loading={busy === a.service} onClick={() => void disconnect(a.service, a.label)}>
                  Disconnect {a.label}
                </Button>
              ) : (
                <Button size="sm" disabled={!a.configured} loading={busy === a.service} onClick={() => connect(a.service)}>
                  Connect {a.label}
                </Button>
              )}
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
