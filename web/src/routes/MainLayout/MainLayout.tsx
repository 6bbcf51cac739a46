import { Box, Flex } from "@chakra-ui/react";
import { Suspense, useEffect, useState } from "react";
import { fetchQuery, graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { createOperationDescriptor, getRequest } from "relay-runtime";
import { Outlet, useLoaderData, useLocation } from "react-router";
import type { MainLayoutQuery } from "../../__generated__/MainLayoutQuery.graphql";
import { BottomBar } from "../../features/account/BottomBar";
import { UserMenu } from "../../features/account/UserMenu";
import { ViewerUpdates } from "../../features/live/useViewerUpdates";
import { ListDefaultsProvider } from "../../features/content/listDefaults";
import { AppearanceSync } from "../../features/settings/AppearanceSync";
import { ShortcutsSheet } from "../../features/shortcuts/ShortcutsSheet";
import { environment } from "../../relay/environment";
import { ContextMenuProvider } from "../../ui/ContextMenu";
import { useRemoveBootSkeleton } from "../../ui/bootSkeleton";
import { useToastNavigator } from "../../ui/errorToast";
import { PageSpinner } from "../../ui/PageSpinner";
import { Footer } from "./Footer";
import { NavDrawer } from "./NavDrawer";
import { TopBar } from "./TopBar";
import { useIsNarrow } from "./useIsNarrow";
import { useShortcuts } from "./useShortcuts";

const query = graphql`
  query MainLayoutQuery {
    viewer {
      ...UserMenu_viewer
      ...BottomBar_viewer
      ...NavDrawer_viewer
      settings {
        ...AppearanceSync_settings
        ...listDefaults_settings
      }
    }
  }
`;

/**
 * The first page load of a returning reader (main.tsx): the frame's query goes out in parallel with bootstrap;
 * the loader's store-or-network then finds its answer in the store (retained until then) or joins the request.
 */
export function prefetchFrame() {
  const retained = environment.retain(createOperationDescriptor(getRequest(query), {}));
  setTimeout(() => retained.dispose(), 30_000);
  fetchQuery<MainLayoutQuery>(environment, query, {}, { fetchPolicy: "network-only" }).subscribe({ error: () => undefined });
}

export function loader() {
  return loadQuery<MainLayoutQuery>(environment, query, {}, { fetchPolicy: "store-or-network" });
}

const RELOAD_DEBOUNCE_MS = 300;
let reloadTimer: number | undefined;

/**
 * The reading list changed in some tab or device (live stream): the frame's query runs again, once for a burst,
 * and Relay updates the drawer in place. Optimistic changes still in flight here stay layered on top.
 */
function reloadFrame() {
  window.clearTimeout(reloadTimer);
  reloadTimer = window.setTimeout(() => {
    fetchQuery<MainLayoutQuery>(environment, query, {}, { fetchPolicy: "network-only" }).subscribe({ error: () => undefined });
  }, RELOAD_DEBOUNCE_MS);
}

/** The reader's frame: top bar, navigation drawer, page, footer, bottom bar. */
export function MainLayout() {
  const data = usePreloadedQuery<MainLayoutQuery>(query, useLoaderData() as PreloadedQuery<MainLayoutQuery>);
  const narrow = useIsNarrow();
  const [drawerOpen, setDrawerOpen] = useState(!narrow);
  const { pathname } = useLocation();
  useShortcuts();
  useToastNavigator();
  useRemoveBootSkeleton();
  // Spec: the drawer is open by default above the mobile breakpoint and closes on navigation on narrow screens.
  useEffect(() => setDrawerOpen(!narrow), [narrow]);
  useEffect(() => {
    if (narrow) setDrawerOpen(false);
  }, [pathname, narrow]);

  const viewer = data.viewer;
  // One context menu for the whole frame (drawer entries today; content items and tags with their issues).
  return (
    <ContextMenuProvider>
      <Flex direction="column" minH="100dvh">
        {viewer && <AppearanceSync settings={viewer.settings} />}
        {viewer && <ViewerUpdates onReadingListChanged={reloadFrame} />}
        <TopBar onToggleDrawer={() => setDrawerOpen((o) => !o)} drawerOpen={drawerOpen}>
          {viewer && <UserMenu viewer={viewer} />}
        </TopBar>
        <Flex flex="1" minH="0">
          <NavDrawer viewer={viewer ?? null} open={drawerOpen} narrow={narrow} onClose={() => setDrawerOpen(false)} />
          <Flex as="main" id="main" direction="column" flex="1" minW="0">
            <Box flex="1" px={{ base: "4", md: "8" }} py="6">
              <Suspense fallback={<PageSpinner />}>
                <ListDefaultsProvider settings={viewer?.settings ?? null}>
                  <Outlet />
                </ListDefaultsProvider>
              </Suspense>
            </Box>
            <Footer />
          </Flex>
        </Flex>
        {viewer && <BottomBar viewer={viewer} />}
        <ShortcutsSheet />
      </Flex>
    </ContextMenuProvider>
  );
}
