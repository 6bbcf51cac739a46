import { useCallback, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";

/** What a Library tab keeps in the URL beside its hash: the search (spec: ?search=), the page and its filters. */
export interface LibraryParams {
  search: string;
  page: number;
  /** The Subscriptions tab's and the admin Feeds tab's status filter. */
  status: string;
  /** The Subscriptions tab's folder filter: folder ids and "top" for the top level. */
  folders: string[];
}

/** A change: the fields to set, or a function of the latest params (for toggles that build on the last one). */
export type LibraryParamsChange = Partial<LibraryParams> | ((latest: LibraryParams) => Partial<LibraryParams>);

export const TOP_LEVEL = "top";

/** Reads a query string ("?search=…&page=2" or "") into params; a bad page is page 1. */
export function parseLibraryParams(query: string): LibraryParams {
  const q = new URLSearchParams(query);
  const page = Number.parseInt(q.get("page") ?? "1", 10);
  return {
    search: q.get("search") ?? "",
    page: Number.isFinite(page) && page > 0 ? page : 1,
    status: q.get("status") ?? "",
    folders: (q.get("folders") ?? "").split(",").filter(Boolean),
  };
}

/**
 * Applies a change to the params and writes the query string ("" when nothing is set). A change that does not
 * name a page starts again at page 1: a new search or filter has its own pages.
 */
export function applyLibraryChange(latest: LibraryParams, change: LibraryParamsChange): { params: LibraryParams; query: string } {
  const fields = typeof change === "function" ? change(latest) : change;
  const next = { ...latest, ...fields };
  if (fields.page === undefined) next.page = 1;
  const q = new URLSearchParams();
  if (next.search) q.set("search", next.search);
  if (next.page > 1) q.set("page", String(next.page));
  if (next.status) q.set("status", next.status);
  if (next.folders.length) q.set("folders", next.folders.join(","));
  const query = q.toString();
  return { params: next, query: query ? `?${query}` : "" };
}

/**
 * Reads and writes the Library's query string, keeping the hash (the tab). Changes replace the history entry
 * (typing a search is not a place to go Back to).
 *
 * Tabs change their params inside a transition, so the location on screen stays the old one until the next
 * page is in. A second change made meanwhile (a second folder ticked in the open menu, a filter while a search
 * loads) must build on the first, not on what is rendered, or it would undo it: the hook keeps the last query it
 * wrote and builds on that until the location catches up (or moves elsewhere, as Back does). It returns the
 * params it wrote, for controls that show them before the transition ends.
 */
export function useLibraryParams(): [LibraryParams, (change: LibraryParamsChange) => LibraryParams] {
  const { search: query, hash } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseLibraryParams(query), [query]);
  const rendered = useRef(query);
  const written = useRef(query);
  if (rendered.current !== query) {
    // The location moved (our own write committed, or a navigation elsewhere): it is the latest again.
    rendered.current = query;
    written.current = query;
  }
  const update = useCallback(
    (change: LibraryParamsChange) => {
      const next = applyLibraryChange(parseLibraryParams(written.current), change);
      written.current = next.query;
      void navigate({ search: next.query, hash }, { replace: true });
      return next.params;
    },
    [navigate, hash],
  );
  return [params, update];
}
