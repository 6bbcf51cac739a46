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
/** Ids already announced: a resubscribed or reconnected stream names its catch-up again. Bounded, oldest out. */
const announced = new Set<string>();
const MAX_REMEMBERED = 2_000;
/**
 * Items announced while no list listened (the stream's catch-up can beat the first list's mount): handed to
 * the next listener that comes within HOLD_MS, then dropped.
 */
let held: { items: ArrivedItem[]; until: number } | null = null;
const HOLD_MS = 10_000;

/**
 * Hears of new items as the live stream (useViewerUpdates) reports them, newest first, one call per batch.
 * Lists use it to offer "N new items"; returns the unsubscribe function.
 */
export function onItemsArrived(listener: ItemsArrivedListener, now = Date.now()): () => void {
  listeners.add(listener);
  if (held && held.until >= now) deliver(listener, held.items);
  held = null;
  return () => void listeners.delete(listener);
}

/**
 * Hands a batch to every listener. Items announced before are left out, an empty batch is not announced, and
 * one failing listener never stops the rest.
 */
export function emitItemsArrived(items: ReadonlyArray<ArrivedItem>, now = Date.now()): void {
  const fresh = items.filter((item) => !announced.has(item.id));
  if (!fresh.length) return;
  for (const item of fresh) announced.add(item.id);
  for (const id of announced) {
    if (announced.size <= MAX_REMEMBERED) break;
    announced.delete(id);
  }
  if (!listeners.size) {
    held = { items: [...fresh, ...(held && held.until >= now ? held.items : [])], until: now + HOLD_MS };
    return;
  }
  for (const listener of [...listeners]) deliver(listener, fresh);
}

function deliver(listener: ItemsArrivedListener, items: ReadonlyArray<ArrivedItem>) {
  try {
    listener(items);
  } catch (error) {
    console.error("an onItemsArrived listener failed", error);
  }
}

/** For tests: forgets announced and held items. */
export function resetArrivals(): void {
  announced.clear();
  held = null;
}
