import { createContext, useContext, useMemo, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { listDefaults_settings$key } from "../../__generated__/listDefaults_settings.graphql";

export interface ListDefaults {
  defaultLayoutView: string;
  defaultSortBy: string;
  defaultShowRead: boolean;
}

const ListDefaultsContext = createContext<ListDefaults | null>(null);

// The defaults as bootstrap returned them: a list's route loader starts the list query with them before the
// layout's query (which carries the same settings into the context below) has answered.
let bootDefaults: ListDefaults | null = null;

/** Called once bootstrap has answered (main.tsx). */
export function rememberBootListDefaults(appSettings: object) {
  const { defaultLayoutView, defaultSortBy, defaultShowRead } = appSettings as Partial<Record<keyof ListDefaults, unknown>>;
  if (typeof defaultLayoutView === "string" && typeof defaultSortBy === "string" && typeof defaultShowRead === "boolean") {
    bootDefaults = { defaultLayoutView, defaultSortBy, defaultShowRead };
  }
}

export function bootListDefaults(): ListDefaults | null {
  return bootDefaults;
}

/**
 * The user's list defaults (Settings: defaultLayoutView, defaultSortBy, defaultShowRead) for every list
 * below. They come with the layout's own query, so opening a list costs no extra round trip, and a change
 * in Settings reaches every list through the store.
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
      }
    `,
    props.settings,
  );
  const a = settings?.appSettings;
  const value = useMemo(
    () => (a ? { defaultLayoutView: a.defaultLayoutView, defaultSortBy: a.defaultSortBy, defaultShowRead: a.defaultShowRead } : null),
    [a],
  );
  return <ListDefaultsContext.Provider value={value}>{props.children}</ListDefaultsContext.Provider>;
}

/** The defaults, or null without a signed-in viewer (the spec's own defaults apply). */
export function useListDefaults(): ListDefaults | null {
  return useContext(ListDefaultsContext);
}
