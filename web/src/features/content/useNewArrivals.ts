import { useCallback, useEffect, useState, type RefObject } from "react";
import { onItemsArrived, type ArrivedItem } from "../live/arrivals";
import type { ListScope } from "./listScope";

/**
 * Counts items that arrived live (viewerUpdates) and belong in this list, for the "N new articles" button.
 * Subscription lists match by subscription; a folder by its subscriptions; all subscriptions take every
 * followed item. Tag lists never gain items by arrival. Items the list already shows (`shownIds`, Relay ids)
 * are not new: the stream's catch-up names what arrived since the page started, some of it loaded with the list.
 */
export function useNewArrivals(scope: ListScope, subscriptionIds: ReadonlySet<string> | null, shownIds: RefObject<ReadonlySet<string>>): [number, () => void] {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const belongs = (item: ArrivedItem) => {
      if (!item.subscriptionId || shownIds.current.has(item.id)) return false;
      if (scope.kind === "all") return true;
      if (scope.kind === "subscription" || scope.kind === "folder") return subscriptionIds?.has(item.subscriptionId) ?? false;
      return false;
    };
    return onItemsArrived((items) => {
      const n = items.filter(belongs).length;
      if (n) setCount((c) => c + n);
    });
  }, [scope, subscriptionIds, shownIds]);
  const clear = useCallback(() => setCount(0), []);
  return [count, clear];
}
