/** Every entry of the navigation drawer that keyboard walking visits (links and tree rows). */
export const DRAWER_ITEM_SELECTOR = "[data-drawer-item]";

function visibleItems(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(DRAWER_ITEM_SELECTOR)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Moves the drawer's selection (its focused entry) by `delta`. From outside the drawer it starts at the
 * current page's entry, else at the first (down) or last (up) one.
 */
export function moveDrawerFocus(root: HTMLElement, delta: number) {
  const items = visibleItems(root);
  if (!items.length) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    at === -1
      ? (items.find((el) => el.getAttribute("aria-current") === "page") ?? (delta > 0 ? items[0] : items[items.length - 1]))
      : items[Math.min(items.length - 1, Math.max(0, at + delta))];
  focusDrawerItem(next);
}

/** Focuses the first (or last) entry of the drawer. */
export function focusDrawerEdge(root: HTMLElement, edge: "first" | "last", within?: HTMLElement) {
  const items = visibleItems(within ?? root);
  focusDrawerItem(edge === "first" ? items[0] : items[items.length - 1]);
}

export function focusDrawerItem(el: HTMLElement | undefined | null) {
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: "nearest" });
}
