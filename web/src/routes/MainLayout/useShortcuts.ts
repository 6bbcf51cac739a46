import { useEffect } from "react";
import { useNavigate } from "react-router";
import { normalKey, PAGE_KEYS } from "../../features/shortcuts/keyboardShortcuts";

/** Whether a key press belongs to a text field (shortcuts are ignored while typing). */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName)));
}

/**
 * Whether a modal (an item, a properties dialog, a confirmation) or a menu is open: page shortcuts then stay
 * quiet, so a letter never throws the reader out of what they are looking at.
 */
export function isInOverlay(target: EventTarget | null): boolean {
  const el = target as Element | null;
  if (el?.closest?.('[role="dialog"], [role="alertdialog"], [role="menu"]')) return true;
  return document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]') !== null;
}

/** Spec part 1 section 2.2: D discover, S subscriptions, L library, F feeds, T topics. */
export function useShortcuts() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A list on screen claims h/j/k/l first (capture phase) and marks the event handled: "l" moves the
      // selection there and opens the Library everywhere else.
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey || isTyping(e.target) || isInOverlay(e.target)) return;
      const to = PAGE_KEYS.find((p) => p.key === normalKey(e.key))?.to;
      if (to) {
        e.preventDefault();
        navigate(to);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate]);
}
