import type { ListDefaults } from "./listDefaults";
import { DEFAULT_LAYOUT, DEFAULT_SORT, isLayout, isSort, type Layout, type Sort } from "./listOptions";
import { offersReadFilter, type ListScope } from "./listScope";

export interface ListPrefs {
  layout: Layout;
  sortBy: Sort;
  showRead: boolean;
}

/**
 * The keyed settings that remember one list's view (spec part 1 section 3: "allSubscriptionsContentFeed,
 * discoverAllContentFeed, discoverStoriesFeed, discoverContentFeed (each holding sortBy and layoutView where
 * applicable)"; part 3 section 7 saves them with PUT /users/{id}/settings/{key}). All subscriptions and the
 * all-articles list under Discover have theirs; discoverStoriesFeed and discoverContentFeed wait for the
 * stories and discover screens. Other lists (a subscription, a folder, a tag) follow the user's defaults.
 */
export const LIST_VIEW_KEYS = ["allSubscriptionsContentFeed", "discoverAllContentFeed"] as const;
export type ListViewKey = (typeof LIST_VIEW_KEYS)[number];

/** What a list's key holds: the sort and layout last chosen in its header. */
export interface SavedListView {
  sortBy?: Sort;
  layoutView?: Layout;
}

/** The key that remembers this list's view, or null for lists without one. */
export function listViewKey(scope: ListScope): ListViewKey | null {
  if (scope.kind === "all") return "allSubscriptionsContentFeed";
  if (scope.kind === "articles") return "discoverAllContentFeed";
  return null;
}

/** A stored value (JSON from the server) as a view: known sorts and layouts only, anything else ignored. */
export function savedListView(value: unknown): SavedListView {
  const v = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  return { ...(isSort(v.sortBy) ? { sortBy: v.sortBy } : {}), ...(isLayout(v.layoutView) ? { layoutView: v.layoutView } : {}) };
}

/** What a header change saves to the list's key: its sort and layout (the read filter stays in the URL), or null. */
export function listViewChange(change: Partial<ListPrefs>): SavedListView | null {
  const view: SavedListView = { ...(change.sortBy ? { sortBy: change.sortBy } : {}), ...(change.layout ? { layoutView: change.layout } : {}) };
  return view.sortBy || view.layoutView ? view : null;
}

/** The `?layout=` of a list's URL when it names no layout (spec: an unknown layout type is an error), else null. */
export function unknownLayout(search: string): string | null {
  const layout = new URLSearchParams(search).get("layout");
  return layout !== null && !isLayout(layout) ? layout : null;
}

/**
 * A list's prefs (the hook's, and the route loader's). Each comes from the first of: the URL
 * (?layout=&sort=&showRead=), the list's saved view (its key, for sort and layout), the user's defaults
 * (defaultLayoutView, defaultSortBy, defaultShowRead), the spec's defaults. Read Later shows read items too
 * unless the user says otherwise: a saved item should not vanish because it was read.
 */
export function resolvePrefs(scope: ListScope, search: string, defaults: ListDefaults | null): ListPrefs {
  const params = new URLSearchParams(search);
  const layoutParam = params.get("layout");
  const sortParam = params.get("sort");
  const showReadParam = params.get("showRead");
  const key = listViewKey(scope);
  const saved = key ? (defaults?.lists[key] ?? {}) : {};
  return {
    layout: isLayout(layoutParam) ? layoutParam : (saved.layoutView ?? (isLayout(defaults?.defaultLayoutView) ? defaults.defaultLayoutView : DEFAULT_LAYOUT)),
    sortBy: isSort(sortParam) ? sortParam : (saved.sortBy ?? (isSort(defaults?.defaultSortBy) ? defaults.defaultSortBy : DEFAULT_SORT)),
    showRead: !offersReadFilter(scope)
      ? true
      : showReadParam === "1" || showReadParam === "0"
        ? showReadParam === "1"
        : scope.kind === "readLater"
          ? true
          : (defaults?.defaultShowRead ?? false),
  };
}
