import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { matchPath, Outlet, useLocation, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import { bootListDefaults, storedListDefaults } from "../../features/content/listDefaults";
import { resolvePrefs } from "../../features/content/useListPrefs";
import type { ListItemRef } from "../../features/content/ContentList";
import { scopeFromPath, scopeKey, type ListScope } from "../../features/content/listScope";
import { TopicNotFound } from "../../features/topics/TopicNotFound";
import { isRawId } from "../../relay/globalId";
import { PageSpinner } from "../../ui/PageSpinner";
import { ContentListScreen, preloadList } from "./ContentListScreen";
import { hostedPageFromPath, hostKey, type HostedPage } from "./hostedPages";
import { ListErrorBoundary } from "./ListErrorBoundary";
import { storiesLoadFailed, STORY_FETCH_FAILED } from "../../features/stories/storyMessages";
import { requestErrorMessage } from "../../relay/fetchGraphQL";
import { backgroundOf, ListNavigationContext, ListRefreshContext, type ListNavigation } from "./listNavigation";

// The pages items open over besides lists (hostedPages.ts), each its own chunk.
const DiscoverScreen = lazy(() => import("../Discover/DiscoverPage").then((m) => ({ default: m.DiscoverScreen })));
const StoryScreen = lazy(() => import("../Story/StoryScreen").then((m) => ({ default: m.StoryScreen })));

/** A topic id that cannot name a topic is 'Topic ID not found' without asking the server. */
function unknownTopic(scope: ListScope | null): boolean {
  return scope?.kind === "topic" && !isRawId(scope.id);
}

/**
 * Runs the list's query as the route loads (in parallel with the layout's query) and waits for it; a hosted
 * page (Discover, a story) starts its own query.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const scope = scopeFromPath(url.pathname);
  if (scope && !unknownTopic(scope)) await preloadList(scope, resolvePrefs(scope, url.search, bootListDefaults()));
  const page = scope ? null : hostedPageFromPath(url.pathname);
  if (page?.kind === "discover") await import("../Discover/DiscoverPage").then((m) => m.preloadDiscover(url.search));
  if (page?.kind === "story") await import("../Story/StoryScreen").then((m) => m.preloadStory(page.id));
  return null;
}

/**
 * The first page load of a returning reader (main.tsx): starts the list's query with the defaults this browser
 * saw last, in parallel with bootstrap, instead of after it and the app's first render. The route loader then
 * finds the answer in the store, or joins the request in flight, when bootstrap's defaults are the same.
 */
export function prefetchListEarly() {
  const defaults = storedListDefaults();
  const scope = scopeFromPath(window.location.pathname);
  if (defaults && scope && !unknownTopic(scope)) void preloadList(scope, resolvePrefs(scope, window.location.search, defaults));
}

/**
 * Loads again only for another list or other prefs: opening or closing an item or a properties modal over
 * the same list keeps what it has loaded (a reload there would drop the pages scrolled through).
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const next = hostKey(nextUrl.pathname);
  if (!next) return false;
  const current = hostKey(currentUrl.pathname);
  if (!current) return !matchPath("/content/:id/*", currentUrl.pathname);
  return current !== next || currentUrl.search !== nextUrl.search;
}

/**
 * Hosts every item list (/subscriptions/all, /subscriptions/{id}, /folders/{id}, /content, /content/tags/…,
 * /content/topics/{id}), the pages items open over (Discover, a story: hostedPages.ts) and the item route
 * /content/{id}. An item opened from a list pushes /content/{id} with the list's location
 * as `background`: this host keeps rendering that same list (same component, scroll position, selection and
 * loaded pages) while the child route draws the item modal over it. Opened directly, /content/{id} is a page.
 * Modal routes on a list (/folders/{id}/properties) keep the list underneath the same way.
 */
export function ListHost() {
  const location = useLocation();
  const background = backgroundOf(location.state);
  const listLocation = background ?? { pathname: location.pathname, search: location.search };
  const scope = scopeFromPath(listLocation.pathname);
  const page = scope ? null : hostedPageFromPath(listLocation.pathname);
  const openItemId = background ? (matchPath("/content/:id/*", location.pathname)?.params.id ?? null) : null;

  const [nav, setNav] = useState<Omit<ListNavigation, "listPath">>({ items: [], loadMore: () => {}, hasNext: false });
  const onItems = useCallback((items: ListItemRef[], loadMore: () => void, hasNext: boolean) => setNav({ items, loadMore, hasNext }), []);
  const value = useMemo(() => ({ ...nav, listPath: `${listLocation.pathname}${listLocation.search}` }), [nav, listLocation.pathname, listLocation.search]);
  const refreshList = useRef<(() => Promise<void>) | null>(null);
  const onRefreshReady = useCallback((refresh: () => Promise<void>) => {
    refreshList.current = refresh;
  }, []);
  const refresh = useCallback(() => refreshList.current?.() ?? Promise.resolve(), []);
  // Lists put themselves back where the reader was (listScroll.ts); the browser's own restoration, which
  // runs before the list has rendered, would only fight it.
  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = "manual";
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  return (
    <ListNavigationContext.Provider value={scope || page ? value : null}>
      <ListRefreshContext.Provider value={refresh}>
        {unknownTopic(scope) && <TopicNotFound />}
        {scope && !unknownTopic(scope) && (
          <ListErrorBoundary key={scopeKey(scope)} resetKey={listLocation.search}>
            {(attempt) => (
              <Suspense fallback={<PageSpinner />}>
                <ContentListScreen key={scopeKey(scope)} scope={scope} listLocation={listLocation} openItemId={openItemId} onItems={onItems} onRefreshReady={onRefreshReady} attempt={attempt} />
              </Suspense>
            )}
          </ListErrorBoundary>
        )}
        {page && (
          <HostedPageView key={hostKey(listLocation.pathname)} page={page} listLocation={listLocation} openItemId={openItemId} onItems={onItems} />
        )}
        <Suspense fallback={scope || page ? null : <PageSpinner />}>
          <Outlet />
        </Suspense>
      </ListRefreshContext.Provider>
    </ListNavigationContext.Provider>
  );
}

/** A hosted page (Discover, a story) under its error boundary: a failed query says so in place of the page. */
function HostedPageView(props: {
  page: HostedPage;
  listLocation: { pathname: string; search: string };
  openItemId: string | null;
  onItems: (items: ListItemRef[], loadMore: () => void, hasNext: boolean) => void;
}) {
  const { page } = props;
  return (
    // Spec part 2 section 8: a story's failure is 'An unknown error occurred while fetching the story.'; Discover,
    // which stories lead, says 'Error loading stories: {message}'.
    <ListErrorBoundary
      resetKey={props.listLocation.search}
      message={page.kind === "story" ? STORY_FETCH_FAILED : (e) => storiesLoadFailed(requestErrorMessage(e, e.message))}
    >
      {(attempt) => (
        <Suspense fallback={<PageSpinner />}>
          {page.kind === "discover" ? (
            <DiscoverScreen listLocation={props.listLocation} openItemId={props.openItemId} onItems={props.onItems} attempt={attempt} />
          ) : (
            <StoryScreen storyId={page.id} listLocation={props.listLocation} openItemId={props.openItemId} onItems={props.onItems} attempt={attempt} />
          )}
        </Suspense>
      )}
    </ListErrorBoundary>
  );
}
