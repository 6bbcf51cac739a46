import { createContext, useContext, useMemo, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { listDefaults_settings$key } from "../../__generated__/listDefaults_settings.graphql";
import { savedListView, type ListViewKey, type SavedListView } from "./listPrefs";
import { defaultsFrom, storeDefaults, type BootSettings, type ListDefaults } from "./storedListDefaults";

export type { BootSettings, ListDefaults } from "./storedListDefaults";
export { storedListDefaults } from "./storedListDefaults";

const ListDefaultsContext = createContext<ListDefaults | null>(null);

// The defaults as bootstrap returned them: a list's route loader starts the list query with them before the
// layout's query (which carries the same settings into the context below) has answered.
let bootDefaults: ListDefaults | null = null;

/** Called once bootstrap has answered (main.tsx, through app.tsx) with its settings. */
export function rememberBootListDefaults(settings: BootSettings) {
  const defaults = defaultsFrom(settings);
  if (defaults) {
    bootDefaults = defaults;
    storeDefaults(defaults);
  }
}

/** A list's view was saved: the next route loader starts its query with it, as the screen will ask for it. */
export function rememberListView(key: ListViewKey, view: SavedListView) {
  if (bootDefaults) {
    bootDefaults = { ...bootDefaults, lists: { ...bootDefaults.lists, [key]: { ...bootDefaults.lists[key], ...view } } };
    storeDefaults(bootDefaults);
  }
}

export function bootListDefaults(): ListDefaults | null {
  return bootDefaults;
}

/**
 * The user's list defaults (Settings: defaultLayoutView, defaultSortBy, defaultShowRead) and the views the
 * lists with their own key remember, for every list below. They come with the layout's own query, so opening
 * a list costs no extra round trip, and a change (Settings, or a list's header) reaches every list through the
 * store.
 */
export function ListDefaultsProvider(props: { settings: listDefaults_settings$key | null; children: ReactNode }) {
  const settings = useFragment(
    graphql`
      fragment listDefaults_settings on Settings {
        appSettings {
          defaultLayoutView
          defaultSortBy
          defaultShowRead
        }
        allSubscriptionsContentFeed
        discoverAllContentFeed
        discoverStoriesFeed
        discoverContentFeed
      }
    `,
    props.settings,
  );
  const a = settings?.appSettings;
  const all = settings?.allSubscriptionsContentFeed;
  const articles = settings?.discoverAllContentFeed;
  const stories = settings?.discoverStoriesFeed;
  const discover = settings?.discoverContentFeed;
  const value = useMemo(
    () =>
      a
        ? {
            defaultLayoutView: a.defaultLayoutView,
            defaultSortBy: a.defaultSortBy,
            defaultShowRead: a.defaultShowRead,
            lists: {
              allSubscriptionsContentFeed: savedListView(all),
              discoverAllContentFeed: savedListView(articles),
              discoverStoriesFeed: savedListView(stories),
              discoverContentFeed: savedListView(discover),
            },
          }
        : null,
    [a, all, articles, stories, discover],
  );
  return <ListDefaultsContext.Provider value={value}>{props.children}</ListDefaultsContext.Provider>;
}

/** The defaults, or null without a signed-in viewer (the spec's own defaults apply). */
export function useListDefaults(): ListDefaults | null {
  return useContext(ListDefaultsContext);
}
