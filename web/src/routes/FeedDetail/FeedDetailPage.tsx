import { Button, Heading, Stack, Tabs, Text } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link as RouterLink, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from "react-router";
import type { FeedDetailPageQuery } from "../../__generated__/FeedDetailPageQuery.graphql";
import { FeedFetchLog } from "../../features/feeds/FeedFetchLog";
import { FeedArticles } from "../../features/feeds/FeedArticles";
import { FeedGeneral } from "../../features/feeds/FeedGeneral";
import { FeedHeader } from "../../features/feeds/FeedHeader";
import { environment } from "../../relay/environment";
import { toGlobalId } from "../../relay/globalId";
import { PageSpinner } from "../../ui/PageSpinner";
import { usePageTitle } from "../../ui/usePageTitle";

// The Admin tab's form and its own query load only when an admin opens it.
const FeedAdminTab = lazy(() => import("../../features/admin/FeedAdminTab").then((m) => ({ default: m.FeedAdminTab })));

const query = graphql`
  query FeedDetailPageQuery($id: ID!) {
    viewer {
      settings {
        accountSettings {
          isAdmin
        }
      }
    }
    node(id: $id) {
      # An aliased inline fragment: node.feed is set only when the node is a Feed.
      ... on Feed @alias(as: "feed") {
        id
        title
        url
        ...FeedHeader_feed
        ...FeedGeneral_feed
        ...FeedFetchLog_feed
      }
    }
  }
`;

/** Feed ids are UUIDs; anything else cannot be a feed, so it is "Feed not found" without asking the server. */
const FEED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!FEED_ID.test(id)) return null;
  return loadQuery<FeedDetailPageQuery>(environment, query, { id: toGlobalId("Feed", id) }, { fetchPolicy: "store-and-network" });
}

// Spec part 2 section 2: tabs General, Fetch Log and, for admins only, Admin; tied to the hash.
const TABS = [
  { id: "general", label: "General", admin: false },
  { id: "fetchLog", label: "Fetch Log", admin: false },
  { id: "admin", label: "Admin", admin: true },
] as const;

/** /feeds/{feedId}: the feed page. */
export function FeedDetailPage() {
  const ref = useLoaderData() as PreloadedQuery<FeedDetailPageQuery> | null;
  return ref ? <FeedDetail queryRef={ref} /> : <FeedNotFound />;
}

function FeedDetail(props: { queryRef: PreloadedQuery<FeedDetailPageQuery> }) {
  const data = usePreloadedQuery<FeedDetailPageQuery>(query, props.queryRef);
  const feed = data.node?.feed ?? null;
  const { hash } = useLocation();
  const navigate = useNavigate();
  usePageTitle(feed ? (feed.title ?? feed.url) : "Feed not found");
  if (!feed) return <FeedNotFound />;
  const isAdmin = data.viewer?.settings.accountSettings.isAdmin === true;
  const tabs = TABS.filter((t) => isAdmin || !t.admin);
  const current = tabs.find((t) => `#${t.id}` === hash)?.id ?? "general";
  return (
    <Stack gap="6" maxW="5xl">
      <FeedHeader feed={feed} />
      <Tabs.Root value={current} onValueChange={(e) => navigate({ hash: e.value }, { replace: true })} variant="line" lazyMount>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="general" pt="6">
          <Stack gap="8">
            <FeedGeneral feed={feed} />
            <Suspense fallback={<PageSpinner />}>
              <FeedArticles feedId={feed.id} />
            </Suspense>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="fetchLog" pt="6">
          <FeedFetchLog feed={feed} />
        </Tabs.Content>
        {isAdmin && (
          <Tabs.Content value="admin" pt="6">
            <Suspense fallback={<PageSpinner />}>
              <FeedAdminTab feedGlobalId={feed.id} />
            </Suspense>
          </Tabs.Content>
        )}
      </Tabs.Root>
    </Stack>
  );
}

/** Spec part 2 section 2: 'Feed not found'. */
function FeedNotFound() {
  usePageTitle("Feed not found");
  return (
    <Stack align="center" justify="center" textAlign="center" minH="50vh" gap="4">
      <Heading as="h1" size="2xl">
        Feed not found
      </Heading>
      <Text color="fg.muted">This feed does not exist, or it was removed.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/feeds">Find feeds</RouterLink>
      </Button>
    </Stack>
  );
}
