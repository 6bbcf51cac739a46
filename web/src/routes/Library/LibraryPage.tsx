import { Heading, Stack, Tabs } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useLocation, useNavigate } from "react-router";
import type { LibraryPageQuery } from "../../__generated__/LibraryPageQuery.graphql";
import { LibraryDigestsTab } from "../../features/library/LibraryDigestsTab";
import { LibraryFoldersTab } from "../../features/library/LibraryFoldersTab";
import { tabFromHash, visibleTabs } from "../../features/library/libraryTabs";
import { LibraryTagsTab } from "../../features/library/LibraryTagsTab";
import { environment } from "../../relay/environment";
import { PageSpinner } from "../../ui/PageSpinner";
import { usePageTitle } from "../../ui/usePageTitle";

// Each table with its own query loads with its tab (lazyMount), and the admin tabs' code only for admins.
const LibrarySubscriptionsTab = lazy(() => import("../../features/library/LibrarySubscriptionsTab").then((m) => ({ default: m.LibrarySubscriptionsTab })));
const LibraryWebsiteFeedsTab = lazy(() => import("../../features/library/LibraryWebsiteFeedsTab").then((m) => ({ default: m.LibraryWebsiteFeedsTab })));
const AdminChannelsTab = lazy(() => import("../../features/admin/AdminChannelsTab").then((m) => ({ default: m.AdminChannelsTab })));
const AdminFeedsTab = lazy(() => import("../../features/admin/AdminFeedsTab").then((m) => ({ default: m.AdminFeedsTab })));
const AdminUsersTab = lazy(() => import("../../features/admin/AdminUsersTab").then((m) => ({ default: m.AdminUsersTab })));
const AdminTopicsTab = lazy(() => import("../../features/admin/AdminTopicsTab").then((m) => ({ default: m.AdminTopicsTab })));

const query = graphql`
  query LibraryPageQuery {
    viewer {
      id
      settings {
        accountSettings {
          isAdmin
        }
      }
      ...LibraryTagsTab_viewer
      ...LibraryFoldersTab_viewer
      ...LibraryDigestsTab_viewer
    }
  }
`;

export function loader() {
  return loadQuery<LibraryPageQuery>(environment, query, {}, { fetchPolicy: "store-and-network" });
}

/** /library (spec part 3 section 2): the page's query, loaded by its route. */
export function LibraryPage() {
  return <LibraryScreen queryRef={useLoaderData() as PreloadedQuery<LibraryPageQuery>} />;
}

/**
 * The Library: one place for tags, subscriptions, folders and system tags, and the administrator tabs. The URL
 * hash names the tab (#tags, #subscriptions, …); `tab` pins one instead (the users table stays under the user
 * properties modal at /users/{id}/properties). ?search= and each table's page and filters live in the query.
 */
export function LibraryScreen(props: { queryRef: PreloadedQuery<LibraryPageQuery>; tab?: string }) {
  usePageTitle("Library");
  const data = usePreloadedQuery<LibraryPageQuery>(query, props.queryRef);
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const viewer = data.viewer;
  if (!viewer) return <PageSpinner />;
  const isAdmin = viewer.settings.accountSettings.isAdmin;
  const current = props.tab ?? tabFromHash(hash, isAdmin);
  const tabs = visibleTabs(isAdmin);
  // A new tab starts on its first page with no filters; the search words go along (spec: ?search=).
  const open = (id: string) => {
    const words = new URLSearchParams(search).get("search");
    void navigate({ pathname: "/library", search: words ? `?search=${encodeURIComponent(words)}` : "", hash: id }, { replace: !props.tab });
  };

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Library
      </Heading>
      <Tabs.Root value={current} onValueChange={(e) => open(e.value)} variant="line" lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="tags" pt="6">
          <LibraryTagsTab viewer={viewer} system={false} />
        </Tabs.Content>
        <Tabs.Content value="subscriptions" pt="6">
          <Suspense fallback={<PageSpinner />}>
            <LibrarySubscriptionsTab viewerId={viewer.id} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="folders" pt="6">
          <LibraryFoldersTab viewer={viewer} />
        </Tabs.Content>
        <Tabs.Content value="digests" pt="6">
          <LibraryDigestsTab viewer={viewer} />
        </Tabs.Content>
        <Tabs.Content value="websites" pt="6">
          <Suspense fallback={<PageSpinner />}>
            <LibraryWebsiteFeedsTab viewerId={viewer.id} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="system-tags" pt="6">
          <LibraryTagsTab viewer={viewer} system />
        </Tabs.Content>
        {isAdmin && (
          <>
            <Tabs.Content value="channels" pt="6">
              <Suspense fallback={<PageSpinner />}>
                <AdminChannelsTab />
              </Suspense>
            </Tabs.Content>
            <Tabs.Content value="feeds" pt="6">
              <Suspense fallback={<PageSpinner />}>
                <AdminFeedsTab />
              </Suspense>
            </Tabs.Content>
            <Tabs.Content value="users" pt="6">
              <Suspense fallback={<PageSpinner />}>
                <AdminUsersTab />
              </Suspense>
            </Tabs.Content>
            <Tabs.Content value="topics" pt="6">
              <Suspense fallback={<PageSpinner />}>
                <AdminTopicsTab />
              </Suspense>
            </Tabs.Content>
          </>
        )}
      </Tabs.Root>
    </Stack>
  );
}
