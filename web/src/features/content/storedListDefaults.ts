import { savedListView, type ListViewKey, type SavedListView } from "./listPrefs";

export interface ListDefaults {
  defaultLayoutView: string;
  defaultSortBy: string;
  defaultShowRead: boolean;
  /** Lists that remember their own view (listViewKey): what their key holds. */
  lists: Partial<Record<ListViewKey, SavedListView>>;
}

/** The settings bootstrap answers that lists start from. */
export interface BootSettings {
  appSettings: object;
  allSubscriptionsContentFeed?: unknown;
  discoverAllContentFeed?: unknown;
  discoverStoriesFeed?: unknown;
  discoverContentFeed?: unknown;
}

/** The list defaults in bootstrap's settings, or null when they are missing or malformed. */
export function defaultsFrom(settings: BootSettings): ListDefaults | null {
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
// is still on its way (routes/firstQueries.ts, ListHost's prefetchListEarly). Only a guess: the route loader
// still asks with what bootstrap answers, and a stale copy costs one wasted request, never a wrong list. Kept
// apart from listDefaults.tsx (React, Relay) so the first queries' small chunk can read it.
const STORED_DEFAULTS_KEY = "rv-list-defaults";

export function storeDefaults(defaults: ListDefaults) {
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
