import { Box, Button, Field, Heading, HStack, Input, InputGroup, Skeleton, Stack, Tabs, Text } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { graphql, loadQuery, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from "react-relay";
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import type { FeedsPageQuery, FeedsPageQuery$variables } from "../../__generated__/FeedsPageQuery.graphql";
import { FEED_SEARCH_PAGE_SIZE, FeedSearchEmptyState, FeedSearchResults, looksLikeUrl } from "../../features/feeds/FeedSearchResults";
import { environment } from "../../relay/environment";
import { SearchIcon } from "../../ui/icons";
import { usePageTitle } from "../../ui/usePageTitle";

// The OPML parser (htmlparser2 + entity tables) is most of the import's weight: load it with the tab, not the page.
const OpmlImport = lazy(() => import("../../features/opml/OpmlImport").then((m) => ({ default: m.OpmlImport })));

const query = graphql`
  query FeedsPageQuery($search: String!, $domain: String, $showTopFeeds: Boolean, $limit: Int!, $withSearch: Boolean!) {
    feedSearch(search: $search, domain: $domain, showTopFeeds: $showTopFeeds, limit: $limit, pageKey: 1) @include(if: $withSearch) {
      ...FeedSearchResults_result
    }
    viewer {
      ...OpmlImport_viewer
    }
  }
`;

type Tab = "rss" | "reddit" | "import";
const TABS: ReadonlyArray<{ id: Tab; label: string }> = [
  { id: "rss", label: "Websites & RSS" },
  { id: "reddit", label: "Reddit" },
  { id: "import", label: "Import OPML" },
];
const REDDIT_DOMAIN = "reddit.com";
const DEBOUNCE_MS = 500; // spec part 1 section 4: the search is debounced by 500 ms except on first load

const tabOf = (hash: string): Tab => TABS.find((t) => `#${t.id}` === hash)?.id ?? "rss";

/**
 * The Reddit tab's shorthands (our choice; the spec only names the tab): "r/name" and "u/name" become the
 * Reddit page URLs the server's discovery maps straight to their feeds. Anything else is searched as typed.
 */
export function redditSearchFor(text: string): string {
  const m = /^\/?(r|u|user)\/([\w-]+)\/?$/i.exec(text.trim());
  if (!m) return text.trim();
  return `https://www.reddit.com/${m[1]!.toLowerCase() === "r" ? "r" : "user"}/${m[2]}`;
}

/**
 * The query's variables for a tab and the search text. Without text the Websites tab lists the top feeds
 * (showTopFeeds) and the Reddit tab the most followed Reddit feeds (a domain with no text browses it).
 */
function variablesFor(tab: Tab, text: string): FeedsPageQuery$variables {
  const search = tab === "reddit" ? redditSearchFor(text) : text.trim();
  return {
    search,
    domain: tab === "reddit" ? REDDIT_DOMAIN : null,
    showTopFeeds: tab === "rss" && !search ? true : null,
    limit: FEED_SEARCH_PAGE_SIZE,
    withSearch: tab !== "import",
  };
}

const sameVariables = (a: FeedsPageQuery$variables, b: FeedsPageQuery$variables) =>
  a.search === b.search && a.domain === b.domain && a.showTopFeeds === b.showTopFeeds && a.withSearch === b.withSearch;

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Loaders never see the hash. On the first page load window.location is the page being loaded, so its tab is
  // known; entering from another page assumes the first tab and the page corrects itself if the hash says otherwise.
  const hash = window.location.pathname === url.pathname ? window.location.hash : "";
  return loadQuery<FeedsPageQuery>(environment, query, variablesFor(tabOf(hash), url.searchParams.get("search") ?? ""), {
    fetchPolicy: "store-and-network",
  });
}

/** Search text and tab changes on /feeds reload the query inside the page (debounced), not through the loader. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * /feeds: tabs Websites & RSS, Reddit and Import OPML (hash rss, reddit, import). The search text lives in the
 * `search` query parameter: typing updates it after 500 ms, Enter at once; the first load searches straight
 * from the URL (spec part 1 sections 2.3 and 4).
 */
export function FeedsPage() {
  usePageTitle("Feeds");
  const [queryRef, loadPage] = useQueryLoader<FeedsPageQuery>(query, useLoaderData() as PreloadedQuery<FeedsPageQuery>);
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(location.hash);
  const urlSearch = new URLSearchParams(location.search).get("search") ?? "";
  const [text, setText] = useState(urlSearch);
  const pushed = useRef(urlSearch);

  const wanted = variablesFor(tab, urlSearch);
  useEffect(() => {
    if (!queryRef || !sameVariables(queryRef.variables, wanted)) loadPage(wanted, { fetchPolicy: "store-or-network" });
    // `wanted` is rebuilt on every render; its fields are what matter.
  }, [wanted.search, wanted.domain, wanted.showTopFeeds, wanted.withSearch]);

  // Back/forward (or the F shortcut) change the URL under the box: show what is being searched.
  useEffect(() => {
    if (urlSearch !== pushed.current) {
      pushed.current = urlSearch;
      setText(urlSearch);
    }
  }, [urlSearch]);

  const commit = (value: string) => {
    const trimmed = value.trim();
    pushed.current = trimmed;
    navigate({ search: trimmed ? `?${new URLSearchParams({ search: trimmed })}` : "", hash: location.hash }, { replace: true });
  };

  useEffect(() => {
    if (text.trim() === urlSearch) return;
    const timer = setTimeout(() => commit(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only text and URL changes re-arm the debounce; commit reads the current location when it fires.
  }, [text, urlSearch]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Enter on the text already searched runs it again (a site whose feed was down may answer now).
    if (text.trim() === urlSearch) loadPage(wanted, { fetchPolicy: "network-only" });
    else commit(text);
  };

  const searchPanel = (label: string, placeholder: string, hint: string) => (
    <Stack gap="5">
      <form role="search" onSubmit={submit}>
        <Field.Root>
          <Field.Label>{label}</Field.Label>
          <HStack w="full" gap="2">
            <InputGroup flex="1" startElement={<SearchIcon color="fg.muted" />}>
              <Input type="search" name="search" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} autoComplete="off" />
            </InputGroup>
            <Button type="submit" colorPalette="brand">
              Search
            </Button>
          </HStack>
          <Field.HelperText color="fg.muted">{hint}</Field.HelperText>
        </Field.Root>
      </form>
      <Suspense fallback={<ResultsLoading discovering={looksLikeUrl(wanted.search)} />}>
        {queryRef && <SearchResults queryRef={queryRef} tab={tab} />}
      </Suspense>
    </Stack>
  );

  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Feeds
        </Heading>
        <Text color="fg.muted">Find websites, RSS and Reddit feeds to follow, or bring your subscriptions from another reader.</Text>
      </Stack>
      <Tabs.Root value={tab} onValueChange={(e) => navigate({ search: location.search, hash: e.value }, { replace: true })} variant="line" lazyMount unmountOnExit>
        <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: "none" }}>
          {TABS.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id} flexShrink={0}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="rss" pt="6">
          {searchPanel("Search feeds", "Name, topic, or a website address", "Paste a website or feed address to find its feed, or search feeds people already follow.")}
        </Tabs.Content>
        <Tabs.Content value="reddit" pt="6">
          {searchPanel("Search Reddit", "r/name, u/name or a Reddit link", "Type r/name for a subreddit, u/name for a user, or paste any Reddit URL.")}
        </Tabs.Content>
        <Tabs.Content value="import" pt="6">
          <Suspense fallback={<ResultsLoading discovering={false} />}>{queryRef && <ImportTab queryRef={queryRef} />}</Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function SearchResults(props: { queryRef: PreloadedQuery<FeedsPageQuery>; tab: Tab }) {
  const data = usePreloadedQuery<FeedsPageQuery>(query, props.queryRef);
  const { search, domain, showTopFeeds } = props.queryRef.variables;
  if (!data.feedSearch) return null;
  const reddit = props.tab === "reddit";
  return (
    <FeedSearchResults
      // A new search is a new list: reset "Load more" pages and the focus handling with it.
      key={`${search}|${domain ?? ""}`}
      result={data.feedSearch}
      variables={{ search, domain: domain ?? null, showTopFeeds: showTopFeeds ?? null }}
      topHeading={reddit ? "Popular on Reddit" : "Popular feeds"}
      emptyState={
        <FeedSearchEmptyState
          title={reddit ? "Follow subreddits and people" : "Find something worth reading"}
          description={
            reddit
              ? "Search for a subreddit, or type r/name or u/name and we will fetch its feed."
              : "Search by name or topic, or paste the address of any website: we find its feed for you."
          }
        />
      }
    />
  );
}

function ImportTab(props: { queryRef: PreloadedQuery<FeedsPageQuery> }) {
  const data = usePreloadedQuery<FeedsPageQuery>(query, props.queryRef);
  return data.viewer ? <OpmlImport viewer={data.viewer} /> : null;
}

/** The loading state: card-shaped placeholders; a URL may take up to 10 s to fetch (spec part 1 section 4). */
function ResultsLoading(props: { discovering: boolean }) {
  return (
    <Stack gap="3" aria-busy="true" aria-live="polite">
      <Text color="fg.muted" fontSize="sm">
        {props.discovering ? "Looking for feeds on this site. New feeds can take up to 10 seconds…" : "Searching…"}
      </Text>
      {[0, 1, 2].map((i) => (
        <Box key={i} borderWidth="1px" borderColor="border" rounded="l3" p="4" bg="bg.panel">
          <HStack gap="4">
            <Skeleton boxSize="60px" rounded="md" />
            <Stack flex="1" gap="2">
              <Skeleton h="4" w="50%" />
              <Skeleton h="3" w="30%" />
              <Skeleton h="3" w="90%" />
            </Stack>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
