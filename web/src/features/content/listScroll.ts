/**
 * Where the reader was in each list, by history entry (the router location's key): a new list starts at the
 * top, and Back or Forward to an entry puts the list where it was. A virtualised list cannot be restored by
 * its pixel offset (rows above the viewport were never measured again, so their heights are estimates), so the
 * position is the item at the top of the viewport and how far into it the reader had scrolled.
 */
export interface ListAnchor {
  /**
   * The item at the top of the viewport, under the top bar (its raw id): found again by id, since an unread
   * list no longer holds the items read on the way down when it loads again.
   */
  itemId: string | null;
  /** Its position then, used when the item is no longer in the list. */
  index: number;
  /** Pixels of that item already scrolled past. */
  offset: number;
}

/** Entries kept: a long session does not grow without bound (the oldest go first). */
const MAX_ENTRIES = 100;
const anchors = new Map<string, ListAnchor>();

export function rememberListAnchor(entryKey: string, anchor: ListAnchor): void {
  anchors.delete(entryKey);
  anchors.set(entryKey, anchor);
  if (anchors.size > MAX_ENTRIES) anchors.delete(anchors.keys().next().value!);
}

/** The position saved for a history entry, if the reader scrolled there before. */
export function listAnchorOf(entryKey: string): ListAnchor | null {
  return anchors.get(entryKey) ?? null;
}
