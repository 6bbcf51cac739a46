import { parseSearch } from "../../../../api/src/modules/content/searchQuery";
import type { ListDefaults } from "./listDefaults";
import { DEFAULT_LAYOUT, DEFAULT_SORT, isLayout, isSort, RELEVANCE, type Layout, type ListSort, type Sort } from "./listOptions";
import { offersReadFilter, type ListScope } from "./listScope";

export interface ListPrefs {
  layout: Layout;
  sortBy: ListSort;
  showRead: boolean;
  /** The search the list shows the matches of ("" for none): `?search=` as typed, trimmed. */
  search: string;
}

/** Whether a search has something to look for (the server's own rule): one that has not is not sent. */
export function searchable(search: string): boolean {
  return search !== "" && parseSearch(search).ok;
}

/**
 * The keyed settings that remember one list's view (spec part 1 section 3: "allSubscriptionsContentFeed,
 * discoverAllContentFeed, discoverStoriesFeed, discoverContentFeed (each holding sortBy and layoutView where
 * applicable)"; part 3 section 7 saves them with PUT /users/{id}/settings/{key}). All subscriptions and the
 * all-articles list under Discover have theirs; the stories list keeps its sort and layout in discoverStoriesFeed
 * and Discover its sort in discoverContentFeed (features/stories). Other lists (a subscription, a folder, a tag,
 * a topic) follow the user's defaults.
 */
export const LIST_VIEW_KEYS = ["allSubscriptionsContentFeed", "discoverAllContentFeed", "discoverStoriesFeed", "discoverContentFeed"] as const;
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

/**
 * What a header change saves to the list's key: its sort and layout (the read filter and a search stay in the
 * URL), or null. A sort picked for a search (relevance, or any other while searching) is the search's, not the list's.
 */
export function listViewChange(change: Partial<ListPrefs>, searching = false): SavedListView | null {
  const sortBy = !searching && change.sortBy && change.sortBy !== RELEVANCE ? change.sortBy : null;
  const view: SavedListView = { ...(sortBy ? { sortBy } : {}), ...(change.layout ? { layoutView: change.layout } : {}) };
  return view.sortBy || view.layoutView ? view : null;
}

/** The `?layout=` of a list's URL when it names no layout (spec: an unknown layout type is an error), else null. */
export function unknownLayout(search: string): string | null {
  const layout = new URLSearchParams(search).get("layout");
  return layout !== null && !isLayout(layout) ? layout : null;
}

/**
 * A list's prefs (the hook's, and the route loader's). Each comes from the first of: the URL
 * (?layout=&sort=&showRead=&search=), the list's saved view (its key, for sort and layout), the user's defaults
 * (defaultLayoutView, defaultSortBy, defaultShowRead), the spec's defaults. Read Later shows read items too
 * unless the user says otherwise: a saved item should not vanish because it was read. A search sorts by
 * relevance unless the URL names another sort (`sort=relevance` is what the absence means, so it is never
 * written); without a search relevance is no sort at all.
 */
export function resolvePrefs(scope: ListScope, search: string, defaults: ListDefaults | null): ListPrefs {
  const params = new URLSearchParams(search);
  const layoutParam = params.get("layout");
  const sortParam = params.get("sort");
  const showReadParam = params.get("showRead");
  const searchText = params.get("search")?.trim() ?? "";
  const searching = searchable(searchText);
  const key = listViewKey(scope);
  const saved = key ? (defaults?.lists[key] ?? {}) : {};
  const listSort: Sort = saved.sortBy ?? (isSort(defaults?.defaultSortBy) ? defaults.defaultSortBy : DEFAULT_SORT);
  return {
    layout: isLayout(layoutParam) ? layoutParam : (saved.layoutView ?? (isLayout(defaults?.defaultLayoutView) ? defaults.defaultLayoutView : DEFAULT_LAYOUT)),
    sortBy: isSort(sortParam) ? sortParam : searching ? RELEVANCE : listSort,
    search: searching ? searchText : "",
    showRead: !offersReadFilter(scope)
      ? true
      : showReadParam === "1" || showReadParam === "0"
        ? showReadParam === "1"
        : scope.kind === "readLater"
          ? true
          : (defaults?.defaultShowRead ?? false),
  };
}
