import { Alert, Button, Center, EmptyState, Heading, Spinner, Stack, Text, VStack } from "@chakra-ui/react";
import { looksLikeAddress } from "../../../../api/src/reader/discover/looksLikeAddress";
import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import type { FeedSearchResults_page$key } from "../../__generated__/FeedSearchResults_page.graphql";
import type { FeedSearchResults_result$key } from "../../__generated__/FeedSearchResults_result.graphql";
import type { FeedSearchResultsMoreQuery } from "../../__generated__/FeedSearchResultsMoreQuery.graphql";
import { SearchIcon } from "../../ui/icons";
import { notifyError, toaster } from "../../ui/toaster";
import { Link as RouterLink } from "react-router";
import { FeedCard } from "./FeedCard";

/** A searched address as the website feed editor takes it (an address typed without a scheme is https). */
function webfeedUrl(search: string): string {
  const s = search.trim();
  return /^https?:\/\//i.test(s) ? s : `https://${s}`;
}

/** The arguments of one feed search; a page number is added per page. */
export interface FeedSearchVariables {
  search: string;
  domain: string | null;
  showTopFeeds: boolean | null;
}

/** Spec part 1 section 9: feed search page size 25. Both queries of the page use it. */
export const FEED_SEARCH_PAGE_SIZE = 25;

/** Spec part 1 section 8, feed search screen messages. */
export const NO_RESULTS = "No results found";
export const NO_FEED_FOR_URL = "No feed results found for this URL. If this site does not have a feed, create one here:";

/** The server's own rule (its feed search imports the same module): an address is discovered, not searched. */
export const looksLikeUrl = looksLikeAddress;

type Outcome = { kind: "feeds" } | { kind: "empty" } | { kind: "message"; status: "info" | "warning" | "error"; text: string };

/**
 * The results of one search: the first page's feeds (more pages on "Load more"), or the spec's message, shown
 * inline and as a toast (spec part 1 section 8): the search error, "No feed results found for this URL…" for a
 * URL that leads to no feed, or "No results found". Without search text the list is the top feeds under
 * `topHeading`, or `emptyState` when there are none.
 */
export function FeedSearchResults(props: {
  result: FeedSearchResults_result$key;
  variables: FeedSearchVariables;
  topHeading: string;
  emptyState: ReactNode;
}) {
  const result = useFragment(
    graphql`
      fragment FeedSearchResults_result on FeedSearchResult {
        feeds {
          __typename
        }
        searchError {
          message
        }
        ...FeedSearchResults_page
      }
    `,
    props.result,
  );
  const { search } = props.variables;
  const outcome: Outcome = result.searchError
    ? { kind: "message", status: "error", text: result.searchError.message }
    : result.feeds.length
      ? { kind: "feeds" }
      : !search
        ? { kind: "empty" }
        : looksLikeUrl(search)
          ? // The spec pairs this message with a "Create Feed from Website" action: the Library's Website Feeds
            // tab opens the website feed editor on the address (?webfeedUrl=).
            { kind: "message", status: "warning", text: NO_FEED_FOR_URL }
          : { kind: "message", status: "info", text: NO_RESULTS };

  // One toast per answer: the fragment's data object is new for each result, stable across re-renders.
  const toasted = useRef<object | null>(null);
  useEffect(() => {
    if (outcome.kind !== "message" || toasted.current === result) return;
    toasted.current = result;
    if (outcome.status === "error") notifyError(outcome.text);
    else toaster.create({ type: outcome.status, title: outcome.text });
  }, [result, outcome]);

  if (outcome.kind === "empty") return <>{props.emptyState}</>;
  if (outcome.kind === "message") {
    return (
      <Alert.Root status={outcome.status} variant="subtle" role={outcome.status === "error" ? "alert" : "status"}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{outcome.text}</Alert.Title>
          {outcome.text === NO_FEED_FOR_URL && (
            <Button asChild size="sm" colorPalette="brand" mt="2" alignSelf="start">
              <RouterLink to={`/library?webfeedUrl=${encodeURIComponent(webfeedUrl(search))}#websites`}>Create Feed from Website</RouterLink>
            </Button>
          )}
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="3">
      {!search && (
        <Heading as="h2" size="md">
          {props.topHeading}
        </Heading>
      )}
      <Stack gap="3" aria-live="polite">
        <FeedResultPage page={result} variables={props.variables} focusFirst={false} />
      </Stack>
    </Stack>
  );
}

/** One page of feed cards, then "Load more" while the server has a next page (its nextPageKey). */
function FeedResultPage(props: { page: FeedSearchResults_page$key; variables: FeedSearchVariables; focusFirst: boolean }) {
  const page = useFragment(
    graphql`
      fragment FeedSearchResults_page on FeedSearchResult {
        feeds {
          id
          ...FeedCard_feed
        }
        nextPageKey
      }
    `,
    props.page,
  );
  const [showMore, setShowMore] = useState(false);
  const firstTitle = useRef<HTMLAnchorElement>(null);
  // "Load more" disappears when it is used; keyboard users continue from the first new card instead of the page top.
  useEffect(() => {
    if (props.focusFirst) firstTitle.current?.focus();
  }, [props.focusFirst]);
  return (
    <>
      {page.feeds.map((feed, i) => (
        <FeedCard key={feed.id} feed={feed} titleRef={i === 0 ? firstTitle : undefined} />
      ))}
      {page.nextPageKey != null &&
        (showMore ? (
          <LoadMoreBoundary onRetry={() => setShowMore(false)}>
            <Suspense
              fallback={
                <Center py="4" aria-busy="true">
                  <Spinner color="brand.solid" />
                </Center>
              }
            >
              <NextPage variables={props.variables} pageKey={page.nextPageKey} />
            </Suspense>
          </LoadMoreBoundary>
        ) : (
          <Button variant="outline" alignSelf="center" onClick={() => setShowMore(true)}>
            Load more
          </Button>
        ))}
    </>
  );
}

/**
 * A further page, fetched when asked for. feedSearch pages by pageKey rather than a Relay connection (the
 * REST meta.nextPageKey contract), so each page is its own small query chained after the route's first page.
 */
function NextPage(props: { variables: FeedSearchVariables; pageKey: number }) {
  const data = useLazyLoadQuery<FeedSearchResultsMoreQuery>(
    graphql`
      query FeedSearchResultsMoreQuery($search: String!, $domain: String, $showTopFeeds: Boolean, $pageKey: Int!, $limit: Int!) {
        feedSearch(search: $search, domain: $domain, showTopFeeds: $showTopFeeds, limit: $limit, pageKey: $pageKey) {
          ...FeedSearchResults_page
        }
      }
    `,
    { ...props.variables, pageKey: props.pageKey, limit: FEED_SEARCH_PAGE_SIZE },
    { fetchPolicy: "store-or-network" },
  );
  return <FeedResultPage page={data.feedSearch} variables={props.variables} focusFirst />;
}

/** A failed "Load more" offers another try instead of taking the whole page down. */
class LoadMoreBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <VStack py="2" gap="2">
        <Text color="fg.muted">Could not load more results.</Text>
        <Button variant="outline" size="sm" onClick={this.props.onRetry}>
          Try again
        </Button>
      </VStack>
    );
  }
}

/** The inviting empty state of a search tab (no search text and nothing to list yet). */
export function FeedSearchEmptyState(props: { title: string; description: ReactNode }) {
  return (
    <EmptyState.Root size="md" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">
          <SearchIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title>{props.title}</EmptyState.Title>
          <EmptyState.Description color="fg.muted">{props.description}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
