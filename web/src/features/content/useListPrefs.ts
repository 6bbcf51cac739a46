import { useCallback } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import { useNavigate } from "react-router";
import { commitMutation, type Environment } from "relay-runtime";
import type { useListPrefsSaveViewMutation } from "../../__generated__/useListPrefsSaveViewMutation.graphql";
import { rememberListView, useListDefaults } from "./listDefaults";
import { listViewChange, listViewKey, resolvePrefs, type ListPrefs, type ListViewKey, type SavedListView } from "./listPrefs";
import { RELEVANCE } from "./listOptions";
import type { ListScope } from "./listScope";

export { resolvePrefs, searchable, unknownLayout, type ListPrefs } from "./listPrefs";

// The payload's Settings node replaces the store's copy: every list (and the loader's defaults) follows.
const saveViewMutation = graphql`
  mutation useListPrefsSaveViewMutation($input: UpdateSettingInput!) {
    updateSetting(input: $input) {
      __typename
      ... on SettingsPayload {
        settings {
          ...listDefaults_settings
        }
      }
    }
  }
`;

/**
 * Saves a list's view to its key (PUT /users/{id}/settings/{key} as GraphQL; object settings merge, so only
 * what changed is sent). A failed save costs nothing the user sees: the choice is in the URL already.
 */
function saveListView(environment: Environment, key: ListViewKey, view: SavedListView) {
  rememberListView(key, view);
  commitMutation<useListPrefsSaveViewMutation>(environment, { mutation: saveViewMutation, variables: { input: { key, value: view } } });
}

/** Saves a view to a list's key from a screen of its own (stories, Discover); signed-in viewers only. */
export function useSaveListView(): (key: ListViewKey, view: SavedListView) => void {
  const environment = useRelayEnvironment();
  const signedIn = useListDefaults() !== null;
  return useCallback((key: ListViewKey, view: SavedListView) => signedIn && saveListView(environment, key, view), [environment, signedIn]);
}

/**
 * A list's layout, sort and read filter (resolvePrefs: URL, then the list's saved view, then the user's
 * defaults). The header's choices go into the URL (?layout=&sort=&showRead=) so they survive a reload, can be
 * shared, and Back undoes them; a list with its own settings key (all subscriptions, all articles) also saves
 * the sort and layout there, so the next visit without them in the URL opens the same way. A search
 * (?search=) starts in relevance order; the sort picked for it stays until the search is cleared.
 */
export function useListPrefs(scope: ListScope, location: { pathname: string; search: string }): [ListPrefs, (change: Partial<ListPrefs>) => void] {
  // The list's own location: while an item is open over it the URL is /content/{id}, the list's is kept.
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const defaults = useListDefaults();
  const prefs = resolvePrefs(scope, location.search, defaults);
  const { pathname, search } = location;
  const key = listViewKey(scope);
  const signedIn = defaults !== null;
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
      const view = key && signedIn ? listViewChange(next, Boolean(p.get("search"))) : null;
      if (key && view) saveListView(environment, key, view);
      void navigate({ pathname, search: `?${p.toString()}` }, { replace: true });
    },
    [navigate, environment, key, signedIn, pathname, search],
  );
  return [prefs, change];
}
