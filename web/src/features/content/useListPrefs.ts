import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useListDefaults, type ListDefaults } from "./listDefaults";
import { parseSearch } from "../../../../api/src/modules/content/searchQuery";
import { DEFAULT_LAYOUT, DEFAULT_SORT, isLayout, isSort, RELEVANCE, type Layout, type ListSort } from "./listOptions";
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
 * A list's layout, sort, read filter and search. The user's defaults (settings: defaultLayoutView, defaultSortBy,
 * defaultShowRead) apply to every list; the header's choices live in the URL (?layout=&sort=&showRead=&search=)
 * so they survive a reload, can be shared, and Back undoes them. Read Later shows read items too unless the
 * user says otherwise: a saved item should not vanish because it was read. A search sorts by relevance unless
 * the URL names another sort (`sort=relevance` is what the absence means, so it is never written).
 */
export function useListPrefs(scope: ListScope, location: { pathname: string; search: string }): [ListPrefs, (change: Partial<ListPrefs>) => void] {
  // The list's own location: while an item is open over it the URL is /content/{id}, the list's is kept.
  const navigate = useNavigate();
  const defaults = useListDefaults();
  const prefs = resolvePrefs(scope, location.search, defaults);
  const { pathname, search } = location;
  const change = useCallback(
    (next: Partial<ListPrefs>) => {
      const p = new URLSearchParams(search);
      if (next.layout) p.set("layout", next.layout);
      if (next.sortBy === RELEVANCE) p.delete("sort");
      else if (next.sortBy) p.set("sort", next.sortBy);
      if (next.showRead !== undefined) p.set("showRead", next.showRead ? "1" : "0");
      if (next.search !== undefined) {
        const was = p.get("search")?.trim() ?? "";
        const text = next.search.trim();
        if (text) p.set("search", text);
        else p.delete("search");
        // A new search starts in relevance order; the sort picked for it then stays until the search is cleared.
        if (!was && text) p.delete("sort");
      }
      void navigate({ pathname, search: `?${p.toString()}` }, { replace: true });
    },
    [navigate, pathname, search],
  );
  return [prefs, change];
}

/** The `?layout=` of a list's URL when it names no layout (spec: an unknown layout type is an error), else null. */
export function unknownLayout(search: string): string | null {
  const layout = new URLSearchParams(search).get("layout");
  return layout !== null && !isLayout(layout) ? layout : null;
}

/** A list's prefs from its URL's search and the user's defaults (the hook's, and the route loader's). */
export function resolvePrefs(scope: ListScope, search: string, defaults: ListDefaults | null): ListPrefs {
  const params = new URLSearchParams(search);
  const layoutParam = params.get("layout");
  const sortParam = params.get("sort");
  const showReadParam = params.get("showRead");
  const searchText = params.get("search")?.trim() ?? "";
  const searching = searchable(searchText);
  return {
    layout: isLayout(layoutParam) ? layoutParam : isLayout(defaults?.defaultLayoutView) ? defaults.defaultLayoutView : DEFAULT_LAYOUT,
    sortBy: isSort(sortParam) ? sortParam : searching ? RELEVANCE : isSort(defaults?.defaultSortBy) ? defaults.defaultSortBy : DEFAULT_SORT,
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
