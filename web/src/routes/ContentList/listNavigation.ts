import { createContext, useContext } from "react";
import type { ListItemRef } from "../../features/content/ContentList";

/**
 * The list under an open item: its items in order and how to load more, so the item modal's previous and
 * next walk the list the user opened it from (loading the next page at its end).
 */
export interface ListNavigation {
  items: ReadonlyArray<ListItemRef>;
  loadMore: () => void;
  hasNext: boolean;
  /** The list's address, where closing an item opened by a shared link goes. */
  listPath: string;
}

export const ListNavigationContext = createContext<ListNavigation | null>(null);

export function useListNavigation(): ListNavigation | null {
  return useContext(ListNavigationContext);
}

/**
 * Loads the list under a modal anew (its first page, as now): a properties modal whose change alters what the
 * list shows (a filter saved, turned off or deleted) calls it, so the list behind follows without a reload.
 * Resolves at once when no list is shown.
 */
export const ListRefreshContext = createContext<() => Promise<void>>(() => Promise.resolve());

export function useListRefresh(): () => Promise<void> {
  return useContext(ListRefreshContext);
}

/** Where the list was when an item was opened over it (router location state). */
export interface BackgroundState {
  background: { pathname: string; search: string };
}

export function backgroundOf(state: unknown): BackgroundState["background"] | null {
  const bg = (state as Partial<BackgroundState> | null)?.background;
  return bg && typeof bg.pathname === "string" ? { pathname: bg.pathname, search: typeof bg.search === "string" ? bg.search : "" } : null;
}
