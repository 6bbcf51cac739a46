import { useCallback, useMemo } from "react";
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

export const TOP_LEVEL = "top";

/**
 * Reads and writes the Library's query string, keeping the hash (the tab). Changes replace the history entry
 * (typing a search is not a place to go Back to) and a new search or filter starts again at page 1.
 */
export function useLibraryParams(): [LibraryParams, (change: Partial<LibraryParams>) => void] {
  const { search: query, hash } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => {
    const q = new URLSearchParams(query);
    const page = Number.parseInt(q.get("page") ?? "1", 10);
    return {
      search: q.get("search") ?? "",
      page: Number.isFinite(page) && page > 0 ? page : 1,
      status: q.get("status") ?? "",
      folders: (q.get("folders") ?? "").split(",").filter(Boolean),
    };
  }, [query]);
  const update = useCallback(
    (change: Partial<LibraryParams>) => {
      const next = { ...params, ...change };
      if (change.page === undefined) next.page = 1;
      const q = new URLSearchParams();
      if (next.search) q.set("search", next.search);
      if (next.page > 1) q.set("page", String(next.page));
      if (next.status) q.set("status", next.status);
      if (next.folders.length) q.set("folders", next.folders.join(","));
      const search = q.toString();
      void navigate({ search: search ? `?${search}` : "", hash }, { replace: true });
    },
    [params, navigate, hash],
  );
  return [params, update];
}
