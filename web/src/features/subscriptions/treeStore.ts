import type { RecordProxy, RecordSourceSelectorProxy } from "relay-runtime";

/**
 * Relay store edits shared by the reading-list mutations. The tree lives in two kinds of plural links:
 * `ReadingList.entries` (top level, topLevelOrder) and `Folder.subscriptions` (a folder's order, present only
 * once the folder has been opened). Optimistic updaters use these to move rows at once; updaters use them
 * for what a payload cannot say (a subscription leaving a folder, a deleted record).
 */

type Store = RecordSourceSelectorProxy;

function present(list: ReadonlyArray<RecordProxy | null | undefined> | null | undefined): RecordProxy[] | null {
  return list ? list.filter((r): r is RecordProxy => Boolean(r)) : null;
}

export function readingListRecord(store: Store, viewerId: string): RecordProxy | null {
  return store.get(viewerId)?.getLinkedRecord("readingList") ?? null;
}

/** Top-level entries, or null when the reading list is not in the store. */
export function topLevelEntries(store: Store, viewerId: string): RecordProxy[] | null {
  return present(readingListRecord(store, viewerId)?.getLinkedRecords("entries"));
}

export function setTopLevelEntries(store: Store, viewerId: string, entries: RecordProxy[]) {
  readingListRecord(store, viewerId)?.setLinkedRecords(entries, "entries");
}

/** A folder's subscriptions, or null while the folder has never been opened (nothing to keep in step). */
export function folderSubscriptions(store: Store, folderId: string): RecordProxy[] | null {
  return present(store.get(folderId)?.getLinkedRecords("subscriptions"));
}

export function setFolderSubscriptions(store: Store, folderId: string, subscriptions: RecordProxy[]) {
  store.get(folderId)?.setLinkedRecords(subscriptions, "subscriptions");
}

/** `list` with `record` moved (or added) before `beforeId`; null or an unknown id means at the end. */
export function placeBefore(list: RecordProxy[], record: RecordProxy, beforeId: string | null): RecordProxy[] {
  const id = record.getDataID();
  const rest = list.filter((r) => r.getDataID() !== id);
  const at = beforeId ? rest.findIndex((r) => r.getDataID() === beforeId) : -1;
  return at < 0 ? [...rest, record] : [...rest.slice(0, at), record, ...rest.slice(at)];
}

export function without(list: RecordProxy[], id: string): RecordProxy[] {
  return list.filter((r) => r.getDataID() !== id);
}

/** Folder records among the top-level entries (every folder is a top-level entry). */
export function folderRecords(store: Store, viewerId: string): RecordProxy[] {
  return (topLevelEntries(store, viewerId) ?? []).filter((r) => r.getType() === "Folder");
}

/** Takes a subscription out of every list that shows it, then deletes the record itself. */
export function deleteSubscriptionEverywhere(store: Store, viewerId: string, id: string) {
  const top = topLevelEntries(store, viewerId);
  if (top?.some((r) => r.getDataID() === id)) setTopLevelEntries(store, viewerId, without(top, id));
  for (const folder of folderRecords(store, viewerId)) {
    const subs = folderSubscriptions(store, folder.getDataID());
    if (subs?.some((r) => r.getDataID() === id)) setFolderSubscriptions(store, folder.getDataID(), without(subs, id));
  }
  store.delete(id);
}

/** Where a subscription row moves: the same choices as the moveSubscription / moveTopLevelEntry inputs. */
export interface TreeMove {
  id: string;
  /** Join (or reorder within) this folder before `beforeSubscriptionId` (null = end). */
  toFolderId?: string | null;
  beforeSubscriptionId?: string | null;
  fromFolderId?: string | null;
  /** true: join the top level before `topLevelBeforeId` (null = end); false: leave it. */
  topLevel?: boolean | null;
  topLevelBeforeId?: string | null;
}

/** Applies a move to the store the way the server will (optimistic updates). */
export function applyTreeMove(store: Store, viewerId: string, move: TreeMove) {
  const record = store.get(move.id);
  if (!record) return;
  if (move.toFolderId) {
    const subs = folderSubscriptions(store, move.toFolderId);
    if (subs) setFolderSubscriptions(store, move.toFolderId, placeBefore(subs, record, move.beforeSubscriptionId ?? null));
  }
  if (move.fromFolderId && move.fromFolderId !== move.toFolderId) {
    const subs = folderSubscriptions(store, move.fromFolderId);
    if (subs) setFolderSubscriptions(store, move.fromFolderId, without(subs, move.id));
  }
  const top = topLevelEntries(store, viewerId);
  if (top && move.topLevel === true) {
    setTopLevelEntries(store, viewerId, placeBefore(top, record, move.topLevelBeforeId ?? null));
    record.setValue(true, "isTopLevel");
  } else if (top && move.topLevel === false) {
    setTopLevelEntries(store, viewerId, without(top, move.id));
    record.setValue(false, "isTopLevel");
  }
}

/** Reorders a top-level entry (folder or subscription) before `beforeId` (null = end). */
export function applyTopLevelMove(store: Store, viewerId: string, id: string, beforeId: string | null) {
  const top = topLevelEntries(store, viewerId);
  const record = store.get(id);
  if (top && record) setTopLevelEntries(store, viewerId, placeBefore(top, record, beforeId));
}
