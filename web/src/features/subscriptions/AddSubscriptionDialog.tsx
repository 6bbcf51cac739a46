import { Badge, Box, Button, Field, HStack, Input, NativeSelect, Spinner, Stack, Text } from "@chakra-ui/react";
import { Suspense, useDeferredValue, useEffect, useState, type FormEvent } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import type { AddSubscriptionDialogSearchQuery } from "../../__generated__/AddSubscriptionDialogSearchQuery.graphql";
import type { AddSubscriptionDialog_viewer$key } from "../../__generated__/AddSubscriptionDialog_viewer.graphql";
import type { SubscribeInput } from "../../__generated__/subscriptionMutationsSubscribeMutation.graphql";
import { AppDialog } from "../../ui/AppDialog";
import { notifyUserError } from "../../ui/errorToast";
import { Favicon } from "../../ui/Favicon";
import { notifySuccess } from "../../ui/toaster";
import { subscribedMessage } from "./messages";
import { useSubscriptionMutations } from "./subscriptionMutations";

/** Spec part 1 section 9: item searches are debounced by 500 ms. */
const SEARCH_DEBOUNCE_MS = 500;
const TOP = "";

/** A pasted address (with or without a scheme) rather than words to search for. */
export function looksLikeUrl(text: string): boolean {
  const t = text.trim();
  return /^https?:\/\//i.test(t) || (!/\s/.test(t) && /^[^/\s]+\.[a-z]{2,}(?:[:/?#]|$)/i.test(t));
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
 * Add subscription: paste a feed or page URL (a page is discovered), or type words to search known feeds
 * and pick one. The dialog closes at once; the drawer shows the optimistic entry while the server works.
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
  const [error, setError] = useState<string | null>(null);
  const isUrl = looksLikeUrl(text);
  const search = useDebounced(isUrl ? "" : text.trim(), SEARCH_DEBOUNCE_MS);
  const deferredSearch = useDeferredValue(search);

  const subscribe = (input: Pick<SubscribeInput, "url" | "feedId">) => {
    props.onClose();
    void mutations.subscribe({ ...input, folderId: folderId || null }).then((r) => {
      if (!r.ok) notifyUserError(r.error);
      else if (r.value) notifySuccess(subscribedMessage(r.value.title, r.value.alreadySubscribed));
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError("Enter a feed or website URL, or search for a feed");
    if (!isUrl) return setError("Pick a feed from the results, or enter its URL");
    subscribe({ url: text.trim() });
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
          <Button type="submit" form="add-subscription" colorPalette="brand" disabled={!isUrl}>
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
              placeholder="https://example.com or a topic"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
            />
            {error ? (
              <Field.ErrorText>{error}</Field.ErrorText>
            ) : (
              <Field.HelperText>A website's address works too: its feed is found for you.</Field.HelperText>
            )}
          </Field.Root>
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
              <SearchResults search={deferredSearch} stale={deferredSearch !== search} onPick={(feedId) => subscribe({ feedId })} />
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
