import { Alert, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { AppPasswordsSection_user$key } from "../../__generated__/AppPasswordsSection_user.graphql";
import type { AppPasswordsSectionCreateMutation } from "../../__generated__/AppPasswordsSectionCreateMutation.graphql";
import type { AppPasswordsSectionDeleteMutation } from "../../__generated__/AppPasswordsSectionDeleteMutation.graphql";
import { CopyField } from "../../ui/CopyField";
import { Form } from "../../ui/Form";
import { FormAlert } from "../../ui/FormAlert";
import { TextField } from "../../ui/TextField";
import { notifyError, notifySuccess } from "../../ui/toaster";

const fragment = graphql`
  fragment AppPasswordsSection_user on User {
    email
    appPasswords {
      id
      name
      createdAt
      lastUsedAt
    }
    syncServer {
      googleReaderUrl
      feverUrl
      username
    }
  }
`;

const UNKNOWN = "An unknown error occurred, please try again.";

function when(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "never";
}

/**
 * Settings #accounts, "Sync apps" (issue 20): the addresses a Google Reader or Fever app asks for, the user name,
 * and app passwords: made for one app each, shown once with a copy button, listed by name with when they were last
 * used, revoked with a confirmation. An account without an email (a guest) is told to add one first.
 */
export function AppPasswordsSection(props: { user: AppPasswordsSection_user$key }) {
  const user = useFragment(fragment, props.user);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState<{ name: string; password: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const [create, creating] = useMutation<AppPasswordsSectionCreateMutation>(graphql`
    mutation AppPasswordsSectionCreateMutation($input: CreateAppPasswordInput!) {
      createAppPassword(input: $input) {
        __typename
        ... on CreateAppPasswordPayload {
          password
          appPassword {
            name
          }
          viewer {
            ...AppPasswordsSection_user
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fields {
            field
            message
          }
        }
      }
    }
  `);
  const [remove, removing] = useMutation<AppPasswordsSectionDeleteMutation>(graphql`
    mutation AppPasswordsSectionDeleteMutation($input: DeleteAppPasswordInput!) {
      deleteAppPassword(input: $input) {
        __typename
        ... on DeleteAppPasswordPayload {
          viewer {
            ...AppPasswordsSection_user
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError("Name the app this password is for");
    setError(undefined);
    create({
      variables: { input: { name: name.trim() } },
      onCompleted: ({ createAppPassword: r }) => {
        if (r.__typename === "CreateAppPasswordPayload" && r.appPassword && r.password) {
          setShown({ name: r.appPassword.name, password: r.password });
          setName("");
        } else if (r.__typename === "ValidationError") setError(r.fields?.[0]?.message ?? r.message);
        else setError("message" in r && r.message ? r.message : UNKNOWN);
      },
      onError: () => setError(UNKNOWN),
    });
  };

  const revoke = (id: string, appName: string) =>
    remove({
      variables: { input: { id } },
      onCompleted: ({ deleteAppPassword: r }) => {
        setConfirming(null);
        if (r.__typename === "DeleteAppPasswordPayload") notifySuccess(`App password for ${appName} revoked`);
        else notifyError("message" in r && r.message ? r.message : UNKNOWN);
      },
      onError: () => notifyError(UNKNOWN),
    });

  return (
    <Stack gap="5" maxW="2xl" as="section" aria-labelledby="sync-apps-heading" id="app-passwords">
      <Stack gap="1">
        <Heading as="h2" size="md" id="sync-apps-heading">
          Sync apps
        </Heading>
        <Text color="fg.muted">
          Read on your phone or desktop in an app you like: Reeder, NetNewsWire, ReadKit, FeedMe, FocusReader, Fluent Reader or newsboat. Choose the app's
          &quot;FreshRSS&quot; or &quot;Google Reader&quot; account type (or Fever), paste the server address, and sign in with your email and an app password,
          never your account password. Read state, stars (Read Later) and tags stay in step with this site.
        </Text>
      </Stack>
      <Stack gap="3">
        <CopyField label="Google Reader / FreshRSS server address" value={user.syncServer.googleReaderUrl} />
        <CopyField label="Fever server address" value={user.syncServer.feverUrl} />
        {user.syncServer.username && <CopyField label="User name (your email)" value={user.syncServer.username} />}
      </Stack>

      {!user.email ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Add an email under Profile first: sync apps sign in with it and an app password.</Alert.Title>
        </Alert.Root>
      ) : (
        <Form onSubmit={submit} gap="3">
          <FormAlert message={error} />
          <HStack align="end" gap="3" flexWrap="wrap">
            <Stack flex="1" minW="14rem">
              <TextField label="App name" name="appPasswordName" value={name} onChange={setName} />
            </Stack>
            <Button type="submit" colorPalette="brand" loading={creating}>
              Create app password
            </Button>
          </HStack>
        </Form>
      )}

      {shown && (
        <Alert.Root status="success" aria-live="polite" data-testid="new-app-password">
          <Alert.Content gap="3" w="full">
            <Alert.Title>Copy this password into {shown.name} now: it will not be shown again.</Alert.Title>
            <CopyField label={`App password for ${shown.name}`} value={shown.password} />
            <Button size="sm" variant="outline" alignSelf="start" onClick={() => setShown(null)}>
              Done
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}

      {/* The empty state sits outside the list: a list may hold only its items (axe: list). */}
      {user.appPasswords.length === 0 && <Text color="fg.muted">No app passwords yet.</Text>}
      <Stack gap="2" as="ul" listStyleType="none" aria-label="App passwords" hidden={user.appPasswords.length === 0}>
        {user.appPasswords.map((p) => (
          <Card.Root key={p.id} size="sm" as="li">
            <Card.Body>
              <HStack justify="space-between" gap="4" flexWrap="wrap">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold" truncate>
                    {p.name}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    Created {when(p.createdAt)} · Last used {when(p.lastUsedAt)}
                  </Text>
                </Stack>
                {confirming === p.id ? (
                  <HStack gap="2">
                    <Button size="sm" colorPalette="red" loading={removing} onClick={() => revoke(p.id, p.name)}>
                      Revoke {p.name}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                      Cancel
                    </Button>
                  </HStack>
                ) : (
                  <Button size="sm" variant="outline" aria-label={`Revoke the app password for ${p.name}`} onClick={() => setConfirming(p.id)}>
                    Revoke
                  </Button>
                )}
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
