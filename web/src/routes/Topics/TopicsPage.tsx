import { Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Suspense, useTransition } from "react";
import { fetchQuery, graphql, useLazyLoadQuery } from "react-relay";
import { createOperationDescriptor, getRequest } from "relay-runtime";
import { useLocation, useNavigate, type LoaderFunctionArgs } from "react-router";
import type { TopicsPageQuery } from "../../__generated__/TopicsPageQuery.graphql";
import { TopicIndex } from "../../features/topics/TopicIndex";
import { environment } from "../../relay/environment";
import { DebouncedSearchInput } from "../../ui/DebouncedSearchInput";
import { PageSpinner } from "../../ui/PageSpinner";
import { usePageTitle } from "../../ui/usePageTitle";
import { ListErrorBoundary } from "../ContentList/ListErrorBoundary";

/** Our choice (the spec gives admin searches 1 s): the public index follows typing sooner. */
const SEARCH_DEBOUNCE_MS = 400;

const query = graphql`
  query TopicsPageQuery($search: String) {
    ...TopicIndex_query @arguments(search: $search)
  }
`;

function searchOf(search: string): string {
  return new URLSearchParams(search).get("search")?.trim() ?? "";
}

/** Starts the index's query as the route loads (waits up to 2 s, then renders anyway). */
export async function loader({ request }: LoaderFunctionArgs) {
  const variables = { search: searchOf(new URL(request.url).search) || null };
  const retained = environment.retain(createOperationDescriptor(getRequest(query), variables));
  setTimeout(() => retained.dispose(), 30_000);
  const answered = fetchQuery<TopicsPageQuery>(environment, query, variables, { fetchPolicy: "store-or-network" }).toPromise().catch(() => undefined);
  await Promise.race([answered, new Promise((r) => setTimeout(r, 2_000))]);
  return null;
}

/**
 * /content/topics (spec part 1 section 2.1: the topic search index): every topic by score, searched by name as the
 * reader types (kept in ?search=, so Back and a shared link keep it). The list on screen stays while the next
 * answer is on its way.
 */
export function TopicsPage() {
  usePageTitle("Topics");
  const location = useLocation();
  const navigate = useNavigate();
  const search = searchOf(location.search);
  const [pending, startTransition] = useTransition();
  const setSearch = (text: string) =>
    startTransition(() => {
      void navigate({ pathname: location.pathname, search: text ? `?search=${encodeURIComponent(text)}` : "" }, { replace: true });
    });
  return (
    <Stack gap="5" maxW="5xl">
      <HStack justify="space-between" align="end" gap="3" flexWrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Topics
          </Heading>
          <Text color="fg.muted">People, places, organisations and subjects in the news, the busiest first.</Text>
        </Stack>
        <DebouncedSearchInput label="Search topics" value={search} onChange={setSearch} delayMs={SEARCH_DEBOUNCE_MS} />
      </HStack>
      <ListErrorBoundary resetKey={location.search} message="There was a problem loading topics. Please try again later.">
        {(attempt) => (
          <Suspense fallback={<PageSpinner />}>
            <TopicResults search={search} attempt={attempt} busy={pending} />
          </Suspense>
        )}
      </ListErrorBoundary>
    </Stack>
  );
}

function TopicResults(props: { search: string; attempt: number; busy: boolean }) {
  const data = useLazyLoadQuery<TopicsPageQuery>(
    query,
    { search: props.search || null },
    { fetchPolicy: props.attempt > 0 ? "network-only" : "store-or-network", fetchKey: props.attempt },
  );
  return <TopicIndex key={props.search} query={data} search={props.search} busy={props.busy} />;
}
