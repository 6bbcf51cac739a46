import { toGlobalId } from "../../relay/globalId";

/**
 * Which items a list shows. Ids are the raw ids in the URL; `scopeVariables` turns them into the
 * GraphQL arguments of `Query.contentItems` (Relay ids).
 */
export type ListScope =
  | { kind: "all" }
  | { kind: "articles" }
  | { kind: "subscription"; id: string }
  | { kind: "folder"; id: string }
  | { kind: "tag"; id: string }
  | { kind: "readLater" }
  /** A topic's items (spec: /content/topics/{id}): public, the reading list's sorts and layouts, no read filter. */
  | { kind: "topic"; id: string };

export const READ_LATER_SLUG = "read-later";

export interface ScopeVariables {
  subscriptionId: string | null;
  folderId: string | null;
  contentItemTagId: string | null;
  contentItemTagSlug: string | null;
  articles: boolean | null;
  contentItemTopicId: string | null;
}

export function scopeVariables(scope: ListScope): ScopeVariables {
  const none: ScopeVariables = { subscriptionId: null, folderId: null, contentItemTagId: null, contentItemTagSlug: null, articles: null, contentItemTopicId: null };
  switch (scope.kind) {
    case "all":
      return none;
    case "articles":
      return { ...none, articles: true };
    case "subscription":
      return { ...none, subscriptionId: toGlobalId("FeedSubscription", scope.id) };
    case "folder":
      return { ...none, folderId: toGlobalId("Folder", scope.id) };
    case "tag":
      return { ...none, contentItemTagId: toGlobalId("ContentItemTag", scope.id) };
    case "readLater":
      return { ...none, contentItemTagSlug: READ_LATER_SLUG };
    case "topic":
      return { ...none, contentItemTopicId: toGlobalId("Topic", scope.id) };
  }
}

/**
 * The list a path shows (its own page, or a modal route on top of it such as /folders/3/properties), or
 * null for any other page.
 */
export function scopeFromPath(pathname: string): ListScope | null {
  const parts = pathname.split("/").filter(Boolean);
  const [a, b, c, d] = parts;
  if (a === "subscriptions" && b === "all" && !c) return { kind: "all" };
  if (a === "subscriptions" && b && b !== "all") return { kind: "subscription", id: decodeURIComponent(b) };
  if (a === "folders" && b) return { kind: "folder", id: decodeURIComponent(b) };
  if (a === "content" && !b) return { kind: "articles" };
  if (a === "content" && b === "topics") return c && (!d || d === "properties") ? { kind: "topic", id: decodeURIComponent(c) } : null;
  if (a === "content" && b === "tags" && c === READ_LATER_SLUG && (!d || d === "properties")) return { kind: "readLater" };
  if (a === "content" && b === "tags" && c) return { kind: "tag", id: decodeURIComponent(c) };
  return null;
}

/** The list's own address. */
export function scopePath(scope: ListScope): string {
  switch (scope.kind) {
    case "all":
      return "/subscriptions/all";
    case "articles":
      return "/content";
    case "subscription":
      return `/subscriptions/${scope.id}`;
    case "folder":
      return `/folders/${scope.id}`;
    case "tag":
      return `/content/tags/${scope.id}`;
    case "readLater":
      return `/content/tags/${READ_LATER_SLUG}`;
    case "topic":
      return `/content/topics/${scope.id}`;
  }
}

/** A stable key per list (one React tree, one scroll position and selection per list). */
export function scopeKey(scope: ListScope): string {
  return scopePath(scope);
}

/** Spec part 2 section 9: no read filter on feed, topic, discover, articles or stories views. */
export function offersReadFilter(scope: ListScope): boolean {
  return scope.kind !== "articles" && scope.kind !== "topic";
}

/** Mark-all-read applies to the viewer's own read state: subscriptions, folders and tags. */
export function offersMarkAllRead(scope: ListScope): boolean {
  return scope.kind !== "articles" && scope.kind !== "topic";
}
