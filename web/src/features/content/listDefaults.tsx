import { createContext, useContext, useMemo, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { listDefaults_settings$key } from "../../__generated__/listDefaults_settings.graphql";
import { savedListView, type ListViewKey, type SavedListView } from "./listPrefs";

export interface ListDefaults {
  defaultLayoutView: string;
  defaultSortBy: string;
  defaultShowRead: boolean;
  /** Lists that remember their own view (listViewKey): what their key holds. */
  lists: Partial<Record<ListViewKey, SavedListView>>;
}

const ListDefaultsContext = createContext<ListDefaults | null>(null);

// The defaults as bootstrap returned them: a list's route loader starts the list query with them before the
// layout's query (which carries the same settings into the context below) has answered.
let bootDefaults: ListDefaults | null = null;

/** The settings bootstrap answers that lists start from. */
export interface BootSettings {
  appSettings: object;
  allSubscriptionsContentFeed?: unknown;
  discoverAllContentFeed?: unknown;
  discoverStoriesFeed?: unknown;
  discoverContentFeed?: unknown;
}

/** The list defaults in bootstrap's settings, or null when they are missing or malformed. */
function defaultsFrom(settings: BootSettings): ListDefaults | null {
  const { defaultLayoutView, defaultSortBy, defaultShowRead } = settings.appSettings as Partial<Record<keyof ListDefaults, unknown>>;
  if (typeof defaultLayoutView !== "string" || typeof defaultSortBy !== "string" || typeof defaultShowRead !== "boolean") return null;
  return {
    defaultLayoutView,
    defaultSortBy,
    defaultShowRead,
    lists: {
      allSubscriptionsContentFeed: savedListView(settings.allSubscriptionsContentFeed),
      discoverAllContentFeed: savedListView(settings.discoverAllContentFeed),
      discoverStoriesFeed: savedListView(settings.discoverStoriesFeed),
      discoverContentFeed: savedListView(settings.discoverContentFeed),
    },
  };
}

// A copy of the last defaults this browser saw, so the next page load can start its list query while bootstrap
// is still on its way (ListHost's prefetchListEarly). Only a guess: the route loader still asks with what
// bootstrap answers, and a stale copy costs one wasted request, never a wrong list.
const STORED_DEFAULTS_KEY = "rv-list-defaults";

function storeDefaults(defaults: ListDefaults) {
  try {
    localStorage.setItem(STORED_DEFAULTS_KEY, JSON.stringify(defaults));
  } catch {
    // Storage full or denied: the next load simply waits for bootstrap.
  }
}

/** The defaults this browser last saw (see STORED_DEFAULTS_KEY), or null. */
export function storedListDefaults(): ListDefaults | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORED_DEFAULTS_KEY) ?? "null") as ListDefaults | null;
    return parsed && typeof parsed.defaultSortBy === "string" && typeof parsed.defaultLayoutView === "string" && typeof parsed.defaultShowRead === "boolean"
      ? { ...parsed, lists: parsed.lists ?? {} }
      : null;
  } catch {
    return null;
  }
}

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
