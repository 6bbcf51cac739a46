import type { ContentListScreenQuery } from "../../__generated__/ContentListScreenQuery.graphql";
import type { ListPrefs } from "../../features/content/listPrefs";
import { scopeVariables, type ListScope } from "../../features/content/listScope";
import { toGlobalId } from "../../relay/globalId";

// Apart from ContentListScreen.tsx so the first queries' small chunk (routes/firstQueries.ts) can compute them
// without React, Chakra or Relay.

/** Layouts that show topic chips on their items (cards and magazine teasers; the item view shows them all). */
const TOPIC_LAYOUTS: ReadonlySet<string> = new Set(["cards", "cards-large", "magazine"]);

/** The screen query's variables for a list and its prefs (the component's, and the route loader's). */
export function listQueryVariables(scope: ListScope, prefs: ListPrefs): ContentListScreenQuery["variables"] {
  const nodeId = headerNodeId(scope);
  return {
    ...scopeVariables(scope),
    nodeId: nodeId ?? "",
    hasNode: nodeId !== null,
    bySlug: scope.kind === "readLater",
    tagSlug: "read-later",
    sortBy: prefs.sortBy,
    showRead: prefs.showRead,
    search: prefs.search || null,
    withBody: prefs.layout === "article",
    withTopics: TOPIC_LAYOUTS.has(prefs.layout),
    isAll: scope.kind === "all",
  };
}

function headerNodeId(scope: ListScope): string | null {
  if (scope.kind === "subscription") return toGlobalId("FeedSubscription", scope.id);
  if (scope.kind === "folder") return toGlobalId("Folder", scope.id);
  if (scope.kind === "tag") return toGlobalId("ContentItemTag", scope.id);
  if (scope.kind === "topic") return toGlobalId("Topic", scope.id);
  return null;
}

