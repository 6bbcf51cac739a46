/**
 * Spec part 2 section 2 (keyboard): arrows or h/j/k/l move the selection, by the column count in cards
 * layouts; Enter opens, Escape closes or deselects, y toggles read.
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
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case "j":
    case "ArrowDown":
      return from(columns);
    case "k":
    case "ArrowUp":
      return from(-columns);
    case "l":
    case "ArrowRight":
      return from(1);
    case "h":
    case "ArrowLeft":
      return from(-1);
    case "PageDown":
      return inFeed ? from(columns) : null;
    case "PageUp":
      return inFeed ? from(-columns) : null;
    case "Enter":
      return selected >= 0 ? { kind: "open" } : null;
    case "y":
      return selected >= 0 ? { kind: "toggleRead" } : null;
    case "Escape":
      return selected >= 0 ? { kind: "deselect" } : null;
    default:
      return null;
  }
}
