import { Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { fetchQuery, graphql, useLazyLoadQuery } from "react-relay";
import { createOperationDescriptor, getRequest } from "relay-runtime";
import { Link as RouterLink, useLocation, useNavigate, type LoaderFunctionArgs } from "react-router";
import type { StoriesPageQuery } from "../../__generated__/StoriesPageQuery.graphql";
import { bootListDefaults, useListDefaults } from "../../features/content/listDefaults";
import type { Sort } from "../../features/content/listOptions";
import { useSaveListView } from "../../features/content/useListPrefs";
import { StoriesToolbar } from "../../features/stories/StoriesToolbar";
import { StoryList } from "../../features/stories/StoryList";
import { storiesLoadFailed } from "../../features/stories/storyMessages";
import { resolveStoryPrefs, type StoryLayout, type StoryPrefs } from "../../features/stories/storyOptions";
import { topicDisplayName } from "../../features/topics/topicLabel";
import { environment } from "../../relay/environment";
import { requestErrorMessage } from "../../relay/fetchGraphQL";
import { PageSpinner } from "../../ui/PageSpinner";
import { notifyError } from "../../ui/toaster";
import { usePageTitle } from "../../ui/usePageTitle";
import { ListErrorBoundary } from "../ContentList/ListErrorBoundary";

const query = graphql`
  query StoriesPageQuery($sortBy: String, $topic: String) {
    ...StoryList_query @arguments(sortBy: $sortBy, topic: $topic)
  }
`;

function variables(prefs: StoryPrefs): StoriesPageQuery["variables"] {
  return { sortBy: prefs.sortBy, topic: prefs.topic };
}

/** The longest the route waits for its stories before rendering with a loading state instead. */
const PRELOAD_WAIT_MS = 2_000;

/** Starts the page's query as the route loads (with the sort and layout bootstrap's settings remember). */
export async function loader({ request }: LoaderFunctionArgs) {
  const prefs = resolveStoryPrefs(new URL(request.url).search, bootListDefaults()?.lists.discoverStoriesFeed);
  const vars = variables(prefs);
  const retained = environment.retain(createOperationDescriptor(getRequest(query), vars));
  setTimeout(() => retained.dispose(), 30_000);
  const answered = fetchQuery<StoriesPageQuery>(environment, query, vars, { fetchPolicy: "network-only" }).toPromise().catch(() => undefined);
  await Promise.race([answered, new Promise((r) => setTimeout(r, PRELOAD_WAIT_MS))]);
  return null;
}

/**
 * /stories and /stories?topic={name} (spec part 1 section 2.1, part 2 section 2): stories in a sort (top-day
 * first) and a layout (cards, cards large, magazine or compact; never list or article), 20 a page. The sort and
 * layout live in the URL (?sort=&layout=) and, for a signed-in reader, in discoverStoriesFeed, so the next visit
 * opens the same way.
 */
export function StoriesPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const defaults = useListDefaults();
  const saveView = useSaveListView();
  const prefs = resolveStoryPrefs(location.search, defaults?.lists.discoverStoriesFeed);
  const [refreshing, setRefreshing] = useState(false);
  const title = prefs.topic ? `Stories about ${topicDisplayName(prefs.topic)}` : "Stories";
  usePageTitle(title);

  const change = (next: { sortBy?: Sort; layout?: StoryLayout }) => {
    const params = new URLSearchParams(location.search);
    if (next.sortBy) params.set("sort", next.sortBy);
    if (next.layout) params.set("layout", next.layout);
    saveView("discoverStoriesFeed", { ...(next.sortBy ? { sortBy: next.sortBy } : {}), ...(next.layout ? { layoutView: next.layout } : {}) });
    void navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: true });
  };
  // The first page again: Relay replaces the list's stories with the answer (a failure keeps what is shown).
  const refresh = () => {
    setRefreshing(true);
    fetchQuery<StoriesPageQuery>(environment, query, variables(prefs), { fetchPolicy: "network-only" })
      .toPromise()
      .catch((e: unknown) => notifyError(storiesLoadFailed(requestErrorMessage(e, e instanceof Error ? e.message : String(e)))))
      .finally(() => setRefreshing(false));
  };

  return (
    <Stack gap="5" maxW={prefs.layout.startsWith("cards") ? "none" : "5xl"}>
      <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {prefs.topic ? (
              <>
                Events several sites report about this topic.{" "}
                <Link asChild color="brand.fg">
                  <RouterLink to="/stories">All stories</RouterLink>
                </Link>
              </>
            ) : (
              "Articles from different sites about the same event, grouped together."
            )}
          </Text>
        </Stack>
        <StoriesToolbar label="Story options" sortBy={prefs.sortBy} onSort={(sortBy) => change({ sortBy })} layout={prefs.layout} onLayout={(layout) => change({ layout })} onRefresh={refresh} refreshing={refreshing} />
      </HStack>
      <ListErrorBoundary resetKey={location.search} message={(e) => storiesLoadFailed(requestErrorMessage(e, e.message))}>
        {(attempt) => (
          <Suspense fallback={<PageSpinner />}>
            <StoriesResults prefs={prefs} attempt={attempt} />
          </Suspense>
        )}
      </ListErrorBoundary>
    </Stack>
  );
}

/** The list itself; a try after a failure (`attempt`) asks the server again. */
function StoriesResults(props: { prefs: StoryPrefs; attempt: number }) {
  const data = useLazyLoadQuery<StoriesPageQuery>(query, variables(props.prefs), {
    fetchPolicy: props.attempt > 0 ? "network-only" : "store-or-network",
    fetchKey: props.attempt,
  });
  // A new sort or topic is a new list: keyed so it starts at its first page.
  return <StoryList key={`${props.prefs.sortBy}:${props.prefs.topic ?? ""}`} query={data} layout={props.prefs.layout} />;
}
