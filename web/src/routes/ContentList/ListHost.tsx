import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { matchPath, Outlet, useLocation, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import { bootListDefaults, storedListDefaults } from "../../features/content/listDefaults";
import { resolvePrefs } from "../../features/content/useListPrefs";
import type { ListItemRef } from "../../features/content/ContentList";
import { scopeFromPath, scopeKey } from "../../features/content/listScope";
import { PageSpinner } from "../../ui/PageSpinner";
import { ContentListScreen, preloadList } from "./ContentListScreen";
import { ListErrorBoundary } from "./ListErrorBoundary";
import { backgroundOf, ListNavigationContext, ListRefreshContext, type ListNavigation } from "./listNavigation";

/** Runs the list's query as the route loads (in parallel with the layout's query) and waits for it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const scope = scopeFromPath(url.pathname);
  if (scope) await preloadList(scope, resolvePrefs(scope, url.search, bootListDefaults()));
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
  if (defaults && scope) void preloadList(scope, resolvePrefs(scope, window.location.search, defaults));
}

/**
 * Loads again only for another list or other prefs: opening or closing an item or a properties modal over
 * the same list keeps what it has loaded (a reload there would drop the pages scrolled through).
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const next = scopeFromPath(nextUrl.pathname);
  if (!next) return false;
  const current = scopeFromPath(currentUrl.pathname);
  if (!current) return !matchPath("/content/:id/*", currentUrl.pathname);
  return scopeKey(current) !== scopeKey(next) || currentUrl.search !== nextUrl.search;
}

/**
 * Hosts every item list (/subscriptions/all, /subscriptions/{id}, /folders/{id}, /content, /content/tags/…)
 * and the item route /content/{id}. An item opened from a list pushes /content/{id} with the list's location
 * as `background`: this host keeps rendering that same list (same component, scroll position, selection and
 * loaded pages) while the child route draws the item modal over it. Opened directly, /content/{id} is a page.
 * Modal routes on a list (/folders/{id}/properties) keep the list underneath the same way.
 */
export function ListHost() {
  const location = useLocation();
  const background = backgroundOf(location.state);
  const listLocation = background ?? { pathname: location.pathname, search: location.search };
  const scope = scopeFromPath(listLocation.pathname);
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
    <ListNavigationContext.Provider value={scope ? value : null}>
      <ListRefreshContext.Provider value={refresh}>
        {scope && (
          <ListErrorBoundary key={scopeKey(scope)} resetKey={listLocation.search}>
            {(attempt) => (
              <Suspense fallback={<PageSpinner />}>
                <ContentListScreen key={scopeKey(scope)} scope={scope} listLocation={listLocation} openItemId={openItemId} onItems={onItems} onRefreshReady={onRefreshReady} attempt={attempt} />
              </Suspense>
            )}
          </ListErrorBoundary>
        )}
        <Suspense fallback={scope ? null : <PageSpinner />}>
          <Outlet />
        </Suspense>
      </ListRefreshContext.Provider>
    </ListNavigationContext.Provider>
  );
}
