import { Record as RecordModule, type DataID, type Environment, type RecordProxy, type RecordSourceProxy } from "relay-runtime";

// The store side of tagging, apart from the mutations (and their graphql tags) so it can be unit tested
// against a plain Relay store.

// relay-runtime's Record module reads committed records (optimistic changes included). @types/relay-runtime
// declares its functions as instance methods of a class, so name the three used here with their real shape.
type StoreRecordData = NonNullable<ReturnType<ReturnType<ReturnType<Environment["getStore"]>["getSource"]>["get"]>>;
export const StoreRecord = RecordModule as unknown as {
  getType(record: StoreRecordData): string;
  getValue(record: StoreRecordData, key: string): unknown;
  getLinkedRecordIDs(record: StoreRecordData, key: string): DataID[] | null | undefined;
};

/** A tag as tagging names it: its Relay id, or its slug (read-later) when the caller has no record at hand. */
export type TagTarget = { id: string } | { slug: string };

/** The store's record of the target tag: by id, else by slug among the viewer's tags or the item's own. */
function findTag(store: RecordSourceProxy, item: RecordProxy, target: TagTarget): RecordProxy | null {
  if ("id" in target) return store.get(target.id) ?? null;
  const candidates = [
    ...(store.getRoot().getLinkedRecord("viewer")?.getLinkedRecords("contentItemTags") ?? []),
    ...(item.getLinkedRecords("contentItemTags") ?? []),
  ];
  return candidates.find((t) => t?.getValue("slug") === target.slug) ?? null;
}

function bump(record: RecordProxy, field: string, delta: number) {
  const value = record.getValue(field);
  if (typeof value === "number") record.setValue(Math.max(0, value + delta), field);
}

/**
 * Shows a tagging at once (spec part 1 section 9: "the UI updates first"): the item's tag list gains or loses
 * the tag, and the tag's total (and unread count, for an unread item in an enabled tag) moves by one. Relay
 * rolls this back by itself if the server refuses.
 */
export function applyTagging(store: RecordSourceProxy, itemId: string, target: TagTarget, tagged: boolean) {
  const item = store.get(itemId);
  // An item whose tag list was never read: nothing on screen shows its tags, so there is nothing to change.
  const current = item?.getLinkedRecords("contentItemTags");
  if (!item || !current) return;
  const tag = findTag(store, item, target);
  if (!tag) return;
  const has = current.some((t) => t?.getDataID() === tag.getDataID());
  if (has === tagged) return; // already as asked
  const others = current.filter((t): t is RecordProxy => Boolean(t) && t?.getDataID() !== tag.getDataID());
  item.setLinkedRecords(tagged ? [...others, tag] : others, "contentItemTags");
  const delta = tagged ? 1 : -1;
  bump(tag, "totalContentItems", delta);
  if (item.getValue("isRead") === false && tag.getValue("enabled") !== false) bump(tag, "unreadCount", delta);
}

/** Whether the store shows the item in the tag (read from the optimistic state, so quick repeats alternate). */
export function isTaggedInStore(environment: Environment, itemId: string, target: TagTarget): boolean {
  const source = environment.getStore().getSource();
  const item = source.get(itemId);
  const tagIds = item ? (StoreRecord.getLinkedRecordIDs(item, "contentItemTags") ?? []) : [];
  return tagIds.some((id) => {
    if (!id) return false;
    if ("id" in target) return id === target.id;
    const tag = source.get(id);
    return Boolean(tag && StoreRecord.getValue(tag, "slug") === target.slug);
  });
}

