/**
 * The drawer's top-level entries with the user's hideStaleFolders setting applied (spec part 1 section 3,
 * appSettings.hideStaleFolders): a folder whose subscriptions all follow stale feeds (no item for a month;
 * the server's Folder.isStale, read by `isStale`) is left out while the setting is on. Subscriptions and
 * other folders stay, in order.
 */
export function visibleEntries<E>(entries: readonly E[], hideStaleFolders: boolean, isStale: (entry: E) => boolean | null | undefined): readonly E[] {
  return hideStaleFolders ? entries.filter((e) => isStale(e) !== true) : entries;
}
