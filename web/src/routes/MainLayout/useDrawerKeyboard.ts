import { useEffect, type RefObject } from "react";
import { DRAWER_ITEM_SELECTOR, moveDrawerFocus } from "../../features/subscriptions/drawerFocus";
import { DRAWER_KEYS, matchesCombo } from "../../features/shortcuts/keyboardShortcuts";
import { isTyping } from "./useShortcuts";

/**
 * Spec part 1 section 2.2: Shift+Up and Shift+Down move the selection within the drawer (from anywhere on
 * the page), Shift+Enter opens the selected entry (a folder toggles itself), Esc deselects. The selection
 * is keyboard focus, so it is visible (focus ring) and announced. Ignored while typing.
 */
export function useDrawerKeyboard(nav: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const root = nav.current;
      if (!root || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      const selected = document.activeElement instanceof HTMLElement && root.contains(document.activeElement) ? document.activeElement : null;
      if (matchesCombo(e, DRAWER_KEYS.down) || matchesCombo(e, DRAWER_KEYS.up)) {
        e.preventDefault();
        moveDrawerFocus(root, matchesCombo(e, DRAWER_KEYS.down) ? 1 : -1);
      } else if (matchesCombo(e, DRAWER_KEYS.open) && selected?.matches(DRAWER_ITEM_SELECTOR)) {
        // Without this, Shift+Enter on a link opens it in a new window.
        e.preventDefault();
        selected.click();
      } else if (matchesCombo(e, DRAWER_KEYS.deselect) && selected) {
        selected.blur();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [nav, enabled]);
}
