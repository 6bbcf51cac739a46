import { matchPath } from "react-router";
import { scopeFromPath, scopeKey } from "../../features/content/listScope";

/**
 * Pages besides the item lists that items open over (ListHost): Discover (/) with its popular items, and a story
 * page (/stories/{id}) with its items. Opening one pushes /content/{id} with the page as `background`; the host
 * keeps the page mounted (scroll position, carousel) under the item's modal, whose previous / next walk the
 * page's items.
 */
export type HostedPage = { kind: "discover" } | { kind: "story"; id: string };

export function hostedPageFromPath(pathname: string): HostedPage | null {
  if (pathname === "/" || pathname === "") return { kind: "discover" };
  const story = matchPath("/stories/:id", pathname);
  if (story?.params.id) return { kind: "story", id: story.params.id };
  return null;
}

/** One key per hosted screen (a list or a page): the host keeps one React tree per key. */
export function hostKey(pathname: string): string | null {
  const scope = scopeFromPath(pathname);
  if (scope) return scopeKey(scope);
  const page = hostedPageFromPath(pathname);
  if (!page) return null;
  return page.kind === "discover" ? "/" : `/stories/${page.id}`;
}
