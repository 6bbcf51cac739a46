import { Alert, Badge, Box, Button, Field, HStack, Input, Link, NativeSelect, Spinner, Stack, Text } from "@chakra-ui/react";
import { Suspense, useDeferredValue, useEffect, useRef, useState, type FormEvent } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import { Link as RouterLink } from "react-router";
import { looksLikeAddress } from "../../../../api/src/reader/discover/looksLikeAddress";
import type { AddSubscriptionDialogSearchQuery } from "../../__generated__/AddSubscriptionDialogSearchQuery.graphql";
import type { AddSubscriptionDialog_viewer$key } from "../../__generated__/AddSubscriptionDialog_viewer.graphql";
import type { SubscribeInput } from "../../__generated__/subscriptionMutationsSubscribeMutation.graphql";
import { AppDialog } from "../../ui/AppDialog";
import { isTierLimit, notifyUserError, UNKNOWN_ERROR, UserErrorAlert, type UserFacingError } from "../../ui/errorToast";
import { Favicon } from "../../ui/Favicon";
import { notifySuccess } from "../../ui/toaster";
import { subscribedMessage } from "./messages";
import { useSubscriptionMutations } from "./subscriptionMutations";

/** Spec part 1 section 9: item searches are debounced by 500 ms. */
const SEARCH_DEBOUNCE_MS = 500;
const TOP = "";

/** A pasted or typed address (with or without a scheme, a bare host, an IP and port) rather than words. */
export const looksLikeUrl = looksLikeAddress;

/** Where Subscribe will look: https:// is assumed for an address typed without a scheme (the server may fall back to http://). */
function addressShown(text: string): string {
  const t = text.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(t) ? t : `https://${t}`;
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Add subscription: paste a feed or page address (a page is discovered; "example.com" means https://example.com),
 * or type words to search known feeds and pick one. The dialog stays open while the server looks (spec: new
 * feeds can take up to 10 seconds) and keeps what was typed: a failure is said next to the field in one plain
 * sentence, and a feed already followed says so. Only success closes it.
 */
export function AddSubscriptionDialog(props: { viewer: AddSubscriptionDialog_viewer$key; folderId: string | null; onClose: () => void }) {
  const viewer = useFragment(
    graphql`
      fragment AddSubscriptionDialog_viewer on User {
        id
        folders {
          id
          name
        }
      }
    `,
    props.viewer,
  );
  const mutations = useSubscriptionMutations(viewer.id);
  const [text, setText] = useState("");
  const [folderId, setFolderId] = useState(props.folderId ?? TOP);
  const [error, setError] = useState<UserFacingError | null>(null);
  const [already, setAlready] = useState<{ title: string; subscriptionId: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // A subscribe still running when the dialog is closed reports as before, with a toast.
  const open = useRef(true);
  useEffect(
    () => () => {
      open.current = false;
    },
    [],
  );
  const isUrl = looksLikeUrl(text);
  const search = useDebounced(isUrl ? "" : text.trim(), SEARCH_DEBOUNCE_MS);
  const deferredSearch = useDeferredValue(search);

  const subscribe = async (input: Pick<SubscribeInput, "url" | "feedId">) => {
    setBusy(true);
    setError(null);
    setAlready(null);
    const r = await mutations.subscribe({ ...input, folderId: folderId || null });
    if (!open.current) {
      if (!r.ok) notifyUserError(r.error);
      else if (r.value) notifySuccess(subscribedMessage(r.value.title, r.value.alreadySubscribed));
      return;
    }
    setBusy(false);
    if (!r.ok) return setError(r.error);
    if (r.value?.alreadySubscribed) return setAlready({ title: r.value.title, subscriptionId: r.value.subscriptionId });
    if (r.value) notifySuccess(subscribedMessage(r.value.title, false));
    props.onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!text.trim()) return setError({ message: "Enter a feed or website address, or search for a feed" });
    if (!isUrl) return setError({ message: "Pick a feed from the results, or enter its address" });
    void subscribe({ url: text.trim() });
  };

  return (
    <AppDialog
      title="Add subscription"
      onClose={props.onClose}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" form="add-subscription" colorPalette="brand" disabled={!isUrl} loading={busy} loadingText="Looking for a feed…">
            Subscribe
          </Button>
        </>
      }
    >
      <form id="add-subscription" noValidate onSubmit={submit}>
        <Stack gap="4">
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>Feed URL or search</Field.Label>
            <Input
              autoFocus
              name="feed"
              inputMode="url"
              autoComplete="off"
              placeholder="example.com, a feed's address, or a topic"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
                setAlready(null);
              }}
            />
            {error && !isTierLimit(error) ? (
              <Field.ErrorText>{error.message || UNKNOWN_ERROR}</Field.ErrorText>
            ) : busy ? (
              <Field.HelperText>New feeds can take up to 10 seconds to find and read.</Field.HelperText>
            ) : isUrl ? (
              <Field.HelperText>
                Subscribe looks for a feed at <Text as="span" fontWeight="medium" wordBreak="break-all">{addressShown(text)}</Text>.
              </Field.HelperText>
            ) : (
              <Field.HelperText>A website's address works too: its feed is found for you. Words search the feeds others follow.</Field.HelperText>
            )}
          </Field.Root>
          {error && isTierLimit(error) && <UserErrorAlert error={error} onNavigate={props.onClose} />}
          {already && (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>You already follow {already.title}.</Alert.Title>
                <Alert.Description>
                  <Link asChild fontWeight="semibold" color="inherit" textDecoration="underline">
                    <RouterLink to={`/subscriptions/${already.subscriptionId}`} onClick={props.onClose}>
                      Open it
                    </RouterLink>
                  </Link>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Field.Root>
            <Field.Label>Add to</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={folderId} onChange={(e) => setFolderId(e.target.value)}>
                <option value={TOP}>Top Level</option>
                {viewer.folders.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {deferredSearch.length >= 2 && (
            <Suspense fallback={<Searching />}>
              <SearchResults search={deferredSearch} stale={deferredSearch !== search} onPick={(feedId) => void subscribe({ feedId })} />
            </Suspense>
          )}
        </Stack>
      </form>
    </AppDialog>
  );
}

function Searching() {
  return (
    <HStack color="fg.muted" gap="2" role="status">
      <Spinner size="sm" />
      <Text>Searching…</Text>
    </HStack>
  );
}

function SearchResults(props: { search: string; stale: boolean; onPick: (feedId: string) => void }) {
  const data = useLazyLoadQuery<AddSubscriptionDialogSearchQuery>(
    graphql`
      query AddSubscriptionDialogSearchQuery($search: String!) {
        feedSearch(search: $search, limit: 10) {
          feeds {
            id
            title
            url
            faviconUrl
            viewerSubscription {
              id
            }
          }
          searchError {
            message
          }
        }
      }
    `,
    { search: props.search },
    { fetchPolicy: "store-or-network" },
  );
  const { feeds, searchError } = data.feedSearch;
  if (searchError) return <Text color="fg.error">{searchError.message}</Text>;
  if (!feeds.length) return <Text color="fg.muted">No results found</Text>;
  return (
    <Stack as="ul" gap="1" aria-label="Search results" aria-busy={props.stale} opacity={props.stale ? 0.6 : 1} listStyleType="none">
      {feeds.map((feed) => (
        <Box as="li" key={feed.id}>
          <HStack gap="3" p="2" rounded="md" _hover={{ bg: "bg.muted" }}>
            <Favicon src={feed.faviconUrl} />
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="medium" truncate>
                {feed.title ?? feed.url}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {feed.url}
              </Text>
            </Stack>
            {feed.viewerSubscription ? (
              <Badge variant="subtle">Subscribed</Badge>
            ) : (
              <Button size="xs" variant="outline" onClick={() => props.onPick(feed.id)} aria-label={`Subscribe to ${feed.title ?? feed.url}`}>
                Subscribe
              </Button>
            )}
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
