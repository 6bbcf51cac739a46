import { useEffect, useRef } from "react";
import { isTyping } from "../../routes/MainLayout/useShortcuts";
import { listKeyAction } from "./listKeys";

interface Options {
  /** Off while an item is open over the list (the modal has its own keys). */
  enabled: boolean;
  selected: number;
  count: number;
  columns: number;
  onMove: (index: number) => void;
  onOpen: () => void;
  onToggleRead: () => void;
  onDeselect: () => void;
}

/**
 * The list's keys (spec part 2 section 2), ignored while typing and with modifiers (Shift+arrows move in the
 * drawer). Listens in the capture phase and marks handled keys, so "l" moves here instead of opening the
 * Library (the global shortcut skips handled events).
 */
export function useListKeyboard(options: Options) {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const o = latest.current;
      if (!o.enabled || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey || isTyping(e.target)) return;
      // Keys pressed inside a dialog, a menu or the drawer's tree (its own arrow keys) belong there.
      if ((e.target as HTMLElement | null)?.closest?.("[role=dialog],[role=menu],[role=listbox],[role=tree],nav")) return;
      const inFeed = Boolean((e.target as HTMLElement | null)?.closest?.("[role=feed]"));
      const action = listKeyAction(e.key, o.selected, o.count, o.columns, inFeed);
      if (!action) return;
      // Enter on a focused link or button does its own thing.
      if (action.kind === "open" && (e.target as HTMLElement | null)?.closest?.("a,button")) return;
      e.preventDefault();
      if (action.kind === "move") o.onMove(action.index);
      else if (action.kind === "open") o.onOpen();
      else if (action.kind === "toggleRead") o.onToggleRead();
      else o.onDeselect();
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, []);
}
