import { LIST_KEYS, normalKey } from "../shortcuts/keyboardShortcuts";

/**
 * Spec part 2 section 2 (keyboard): arrows or h/j/k/l move the selection, by the column count in cards
 * layouts; Enter opens, Escape closes or deselects, y toggles read. The keys are LIST_KEYS (the `?` sheet's).
 */
export type ListKeyAction = { kind: "move"; index: number } | { kind: "open" } | { kind: "toggleRead" } | { kind: "deselect" };

/**
 * What a key does to a list of `count` items laid out in `columns` columns, with `selected` the current
 * index (-1 for none). Null: not a list key (let it through). `inFeed`: keyboard focus is inside the list, where
 * Page Down and Page Up move to the next and previous item (WAI-ARIA feed pattern); elsewhere they scroll.
 */
export function listKeyAction(key: string, selected: number, count: number, columns: number, inFeed = false): ListKeyAction | null {
  if (count === 0) return null;
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i));
  // With nothing selected, any move starts at the first item.
  const from = (step: number) => ({ kind: "move" as const, index: selected < 0 ? 0 : clamp(selected + step) });
  // Letters count whatever Caps Lock says (with Shift held the caller lets the key through).
  const k = normalKey(key);
  const is = (keys: readonly string[]) => keys.includes(k);
  if (is(LIST_KEYS.down)) return from(columns);
  if (is(LIST_KEYS.up)) return from(-columns);
  if (is(LIST_KEYS.right)) return from(1);
  if (is(LIST_KEYS.left)) return from(-1);
  if (is(LIST_KEYS.pageDown)) return inFeed ? from(columns) : null;
  if (is(LIST_KEYS.pageUp)) return inFeed ? from(-columns) : null;
  if (is(LIST_KEYS.open)) return selected >= 0 ? { kind: "open" } : null;
  if (is(LIST_KEYS.toggleRead)) return selected >= 0 ? { kind: "toggleRead" } : null;
  if (is(LIST_KEYS.deselect)) return selected >= 0 ? { kind: "deselect" } : null;
  return null;
}
