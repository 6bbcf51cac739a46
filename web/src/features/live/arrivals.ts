/** An item that just arrived in one of the viewer's showing subscriptions (ids are Relay global ids). */
export interface ArrivedItem {
  /** The ContentItem's Relay id. */
  id: string;
  /** The raw id the REST API and routes use. */
  contentItemId: string;
  /** The viewer's subscription to the item's feed (Relay id), or null if it went meanwhile. */
  subscriptionId: string | null;
  /** The Feed's Relay id. */
  feedId: string;
  /** ISO date the lists sort by. */
  sortAt: string;
}

export type ItemsArrivedListener = (items: ReadonlyArray<ArrivedItem>) => void;

const listeners = new Set<ItemsArrivedListener>();

/**
 * Hears of new items as the live stream (useViewerUpdates) reports them, newest first, one call per batch.
 * Lists use it to offer "N new items"; returns the unsubscribe function.
 */
export function onItemsArrived(listener: ItemsArrivedListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Hands a batch to every listener; an empty batch is not announced, and one failing listener never stops the rest. */
export function emitItemsArrived(items: ReadonlyArray<ArrivedItem>): void {
  if (!items.length) return;
  for (const listener of [...listeners]) {
    try {
      listener(items);
    } catch (error) {
      console.error("an onItemsArrived listener failed", error);
    }
  }
}
