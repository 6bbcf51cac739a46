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
}

/** Called once bootstrap has answered (main.tsx, through app.tsx) with its settings. */
export function rememberBootListDefaults(settings: BootSettings) {
  const { defaultLayoutView, defaultSortBy, defaultShowRead } = settings.appSettings as Partial<Record<keyof ListDefaults, unknown>>;
  if (typeof defaultLayoutView === "string" && typeof defaultSortBy === "string" && typeof defaultShowRead === "boolean") {
    bootDefaults = {
      defaultLayoutView,
      defaultSortBy,
      defaultShowRead,
      lists: {
        allSubscriptionsContentFeed: savedListView(settings.allSubscriptionsContentFeed),
        discoverAllContentFeed: savedListView(settings.discoverAllContentFeed),
      },
    };
  }
}

/** A list's view was saved: the next route loader starts its query with it, as the screen will ask for it. */
export function rememberListView(key: ListViewKey, view: SavedListView) {
  if (bootDefaults) bootDefaults = { ...bootDefaults, lists: { ...bootDefaults.lists, [key]: { ...bootDefaults.lists[key], ...view } } };
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
      }
    `,
    props.settings,
  );
  const a = settings?.appSettings;
  const all = settings?.allSubscriptionsContentFeed;
  const articles = settings?.discoverAllContentFeed;
  const value = useMemo(
    () =>
      a
        ? {
            defaultLayoutView: a.defaultLayoutView,
            defaultSortBy: a.defaultSortBy,
            defaultShowRead: a.defaultShowRead,
            lists: { allSubscriptionsContentFeed: savedListView(all), discoverAllContentFeed: savedListView(articles) },
          }
        : null,
    [a, all, articles],
  );
  return <ListDefaultsContext.Provider value={value}>{props.children}</ListDefaultsContext.Provider>;
}

/** The defaults, or null without a signed-in viewer (the spec's own defaults apply). */
export function useListDefaults(): ListDefaults | null {
  return useContext(ListDefaultsContext);
}
