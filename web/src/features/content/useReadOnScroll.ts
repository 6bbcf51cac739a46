import type { Virtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, type RefObject } from "react";
import { isTyping } from "../../routes/MainLayout/useShortcuts";

/** A scroll this soon after a wheel turn, touch, scrolling key or scrollbar press is the user's. */
const USER_SCROLL_WINDOW_MS = 1500;
const SCROLL_KEYS = new Set([" ", "PageDown", "PageUp", "ArrowDown", "ArrowUp", "End", "Home"]);

interface Options {
  /** Only a viewer with a session records reads (spec: read marking requires a token). */
  enabled: boolean;
  /** True while the list puts itself back where the reader was (Back): that scrolling reads nothing. */
  paused?: RefObject<boolean>;
  virtualizer: Virtualizer<Window, Element>;
  columns: number;
  items: ReadonlyArray<{ id: string; isRead: boolean }>;
  /** Pixels covered by the sticky top bar. */
  topOffset: number;
  markRead: (id: string) => void;
}

/**
 * Spec part 2 section 4: an unread item becomes read once it scrolls into view. We read "into view" as
 * "seen and scrolled past": a row counts once the user has scrolled and its bottom edge has gone under the
 * top bar. Items only glanced at on arrival are not marked (the page opening is not reading), and the list
 * end leaves room so the last items can scroll past too. Only the user's own scrolling counts (wheel,
 * touch, scrolling keys, scrollbar): the virtualiser's own adjustments, the browser's scroll anchoring after a
 * click and scroll restoration read nothing. Each item is sent once.
 */
export function useReadOnScroll({ enabled, paused, virtualizer, columns, items, topOffset, markRead }: Options) {
  const sent = useRef(new Set<string>());
  const latest = useRef({ items, columns, markRead, enabled, paused });
  latest.current = { items, columns, markRead, enabled, paused };

  useEffect(() => {
    let frame = 0;
    let lastY = window.scrollY;
    // Not 0: performance.now() starts at the page load, so a scroll in its first moments (a restore, the
    // browser's anchoring) would look like the user's.
    let lastIntent = Number.NEGATIVE_INFINITY;
    // What can scroll the page: the wheel, a finger, scrolling keys outside fields, and a press on the
    // scrollbar (its target is the document element). A click on a button (a toast's Undo, a menu) is not one:
    // the page growing or the browser's scroll anchoring after it must not read anything.
    const intent = (e: Event) => {
      if (e.type === "pointerdown" && e.target !== document.documentElement) return;
      if (e instanceof KeyboardEvent && (!SCROLL_KEYS.has(e.key) || isTyping(e.target))) return;
      lastIntent = performance.now();
    };
    const check = () => {
      frame = 0;
      const { items, columns, markRead, enabled, paused } = latest.current;
      const y = window.scrollY;
      const scrolledDown = y > lastY;
      lastY = y;
      if (!enabled || paused?.current || !scrolledDown || performance.now() - lastIntent > USER_SCROLL_WINDOW_MS) return;
      const line = y + topOffset;
      for (const row of virtualizer.getVirtualItems()) {
        if (row.end > line) break;
        for (let i = row.index * columns; i < (row.index + 1) * columns && i < items.length; i += 1) {
          const item = items[i]!;
          if (item.isRead || sent.current.has(item.id)) continue;
          sent.current.add(item.id);
          markRead(item.id);
        }
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const intents = ["wheel", "touchmove", "keydown", "pointerdown"] as const;
    for (const type of intents) window.addEventListener(type, intent, { passive: true, capture: true });
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      for (const type of intents) window.removeEventListener(type, intent, { capture: true });
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [virtualizer, topOffset]);
}
