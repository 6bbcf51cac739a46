/**
 * The Library's tabs in the spec's order (part 3 section 2), each named by the URL hash. Tabs whose feature has
 * not arrived yet keep their place here (`arrives`) and are not shown; the four administrator tabs show to
 * admins only.
 */
export interface LibraryTab {
  id: string;
  label: string;
  admin?: boolean;
  /** Not shown until its issue builds it (the tab's place in the order is kept). */
  arrives?: string;
}

export const LIBRARY_TABS: readonly LibraryTab[] = [
  { id: "tags", label: "Tags" },
  { id: "subscriptions", label: "Subscriptions" },
  { id: "folders", label: "Folders" },
  { id: "digests", label: "Digests" },
  { id: "websites", label: "Website Feeds" },
  { id: "system-tags", label: "System Tags" },
  { id: "channels", label: "Channels", admin: true },
  { id: "feeds", label: "Feeds", admin: true },
  { id: "users", label: "Users", admin: true },
  { id: "topics", label: "Topics", admin: true },
];

/** The tabs this viewer sees, in order. */
export function visibleTabs(isAdmin: boolean): LibraryTab[] {
  return LIBRARY_TABS.filter((t) => !t.arrives && (isAdmin || !t.admin));
}

/** The tab a hash names, or the first one this viewer sees (an admin tab's hash opens the first tab for others). */
export function tabFromHash(hash: string, isAdmin: boolean): string {
  const tabs = visibleTabs(isAdmin);
  return tabs.find((t) => `#${t.id}` === hash)?.id ?? tabs[0]!.id;
}
