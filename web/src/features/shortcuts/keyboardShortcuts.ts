/**
 * Every keyboard shortcut in one table: the key handlers read their keys from here (useShortcuts,
 * useDrawerKeyboard, listKeys, itemKeys) and the `?` sheet lists the same entries, so the sheet cannot drift
 * from what the keys do. A key is a KeyboardEvent.key value, letters in lower case (they work whatever Caps
 * Lock says); a combination is "Shift+<key>".
 */

/** Opens the sheet (Shift is how most layouts type it, so it is not a modifier here). */
export const SHEET_KEY = "?";

/** Spec part 1 section 2.2: D discover, S subscriptions, L library, F feeds, T topics. */
export const PAGE_KEYS = [
  { key: "d", to: "/", label: "Discover" },
  { key: "s", to: "/subscriptions/all", label: "Subscriptions" },
  { key: "l", to: "/library", label: "Library" },
  { key: "f", to: "/feeds", label: "Feeds" },
  { key: "t", to: "/content/topics", label: "Topics" },
] as const;

/** Spec part 1 section 2.2: the drawer, from anywhere on the page. */
export const DRAWER_KEYS = {
  down: "Shift+ArrowDown",
  up: "Shift+ArrowUp",
  open: "Shift+Enter",
  deselect: "Escape",
} as const;

/** Spec part 2 section 2: lists (moves go by the column count in cards layouts). */
export const LIST_KEYS = {
  down: ["ArrowDown", "j"],
  up: ["ArrowUp", "k"],
  right: ["ArrowRight", "l"],
  left: ["ArrowLeft", "h"],
  /** Only while keyboard focus is inside the list (elsewhere they scroll the page). */
  pageDown: ["PageDown"],
  pageUp: ["PageUp"],
  open: ["Enter"],
  toggleRead: ["y"],
  deselect: ["Escape"],
} as const;

/** The open item (modal or page): j/k step like they move in a list, h/l like left/right. */
export const ITEM_KEYS = {
  prev: ["ArrowLeft", "h", "k"],
  next: ["ArrowRight", "l", "j"],
  toggleRead: ["y"],
  close: ["Escape"],
} as const;

/** A key as the handlers compare it: single characters in lower case. */
export function normalKey(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

/** Whether a plain key (no Ctrl, Alt or Meta) matches "Shift+X" or "X" as written in this table. */
export function matchesCombo(e: Pick<KeyboardEvent, "key" | "shiftKey">, combo: string): boolean {
  const shift = combo.startsWith("Shift+");
  const key = shift ? combo.slice("Shift+".length) : combo;
  return e.shiftKey === shift && normalKey(e.key) === normalKey(key);
}

export interface ShortcutRow {
  /** Alternatives, each one key or a Shift combination. */
  keys: readonly string[];
  label: string;
}

export interface ShortcutGroup {
  title: string;
  rows: ShortcutRow[];
  note?: string;
}

/** What the `?` sheet lists, built from the tables above. */
export const SHORTCUT_GROUPS: ShortcutGroup[] = [
  {
    title: "Anywhere",
    rows: [
      ...PAGE_KEYS.map((p) => ({ keys: [p.key], label: `Go to ${p.label}` })),
      { keys: [SHEET_KEY], label: "Show keyboard shortcuts" },
    ],
    note: "Ignored while typing in a field.",
  },
  {
    title: "Navigation drawer",
    rows: [
      { keys: [DRAWER_KEYS.down], label: "Next entry" },
      { keys: [DRAWER_KEYS.up], label: "Previous entry" },
      { keys: [DRAWER_KEYS.open], label: "Open the entry, or open or close a folder" },
      { keys: [DRAWER_KEYS.deselect], label: "Leave the drawer" },
    ],
  },
  {
    title: "Article lists",
    rows: [
      { keys: LIST_KEYS.down, label: "Next article (the row below in cards)" },
      { keys: LIST_KEYS.up, label: "Previous article (the row above in cards)" },
      { keys: LIST_KEYS.right, label: "Next article (right in cards)" },
      { keys: LIST_KEYS.left, label: "Previous article (left in cards)" },
      { keys: LIST_KEYS.pageDown, label: "Next article, while the list has focus" },
      { keys: LIST_KEYS.pageUp, label: "Previous article, while the list has focus" },
      { keys: LIST_KEYS.open, label: "Open the selected article" },
      { keys: LIST_KEYS.toggleRead, label: "Mark read or unread" },
      { keys: LIST_KEYS.deselect, label: "Close the inline article, or clear the selection" },
    ],
    note: "In a list, L moves the selection; elsewhere it opens the Library.",
  },
  {
    title: "Open article",
    rows: [
      { keys: ITEM_KEYS.prev, label: "Previous article" },
      { keys: ITEM_KEYS.next, label: "Next article" },
      { keys: ITEM_KEYS.toggleRead, label: "Mark read or unread" },
      { keys: ITEM_KEYS.close, label: "Close" },
    ],
  },
];

const KEY_NAMES: Record<string, string> = {
  ArrowDown: "↓",
  ArrowUp: "↑",
  ArrowLeft: "←",
  ArrowRight: "→",
  Escape: "Esc",
  Enter: "Enter",
  PageDown: "Page Down",
  PageUp: "Page Up",
};

const SPOKEN: Record<string, string> = {
  ArrowDown: "Down arrow",
  ArrowUp: "Up arrow",
  ArrowLeft: "Left arrow",
  ArrowRight: "Right arrow",
  Escape: "Escape",
  PageDown: "Page Down",
  PageUp: "Page Up",
  "?": "Question mark",
};

/** The keys of a combination as shown on key caps ("Shift", "↓"). */
export function keyCaps(combo: string): string[] {
  return combo.split("+").map((k) => KEY_NAMES[k] ?? (k.length === 1 ? k.toUpperCase() : k));
}

/** A combination as a screen reader should say it ("Shift Down arrow"). */
export function spokenCombo(combo: string): string {
  return combo
    .split("+")
    .map((k) => SPOKEN[k] ?? (k.length === 1 ? k.toUpperCase() : k))
    .join(" ");
}
