import { useCallback, useEffect, useRef, useState } from "react";
import { pullState, type PullState } from "./gestures";

export interface PullToRefresh {
  /** Attach to the element that takes the pull (usually the list's container). */
  ref: (element: HTMLElement | null) => void;
  /** How far the finger has pulled down, in px (0 when not pulling). */
  pullDistance: number;
  state: PullState;
  refreshing: boolean;
}

/** Whether the page, and every scrollable box between the touch and the pulled element, is at its top. */
function atTop(target: EventTarget | null, root: HTMLElement): boolean {
  if ((document.scrollingElement?.scrollTop ?? window.scrollY) > 0) return false;
  for (let el = target instanceof Element ? target : null; el && el !== root.parentElement; el = el.parentElement) {
    if (el.scrollTop > 0) return false;
  }
  return true;
}

/**
 * Spec part 2 section 2 "Touch": pull-to-refresh. A one-finger drag down that starts with the window (and any
 * scrolled box under the finger) at the top is claimed as a pull: the indicator shows from 50 px, and lifting
 * the finger beyond 100 px runs `onRefresh` (refreshing stays true until it settles; showing a failure is the
 * caller's business). Any other touch (up,
 * sideways, mid-page) is left to the browser, so scrolling and horizontal swipes work as usual. While mounted
 * the page's own overscroll (Chrome's pull-to-reload, the bounce) is turned off so the two never compete.
 */
export function usePullToRefresh(onRefresh: () => Promise<void> | void, options: { disabled?: boolean } = {}): PullToRefresh {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [pullDistance, setPullDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  // The listeners live as long as the element; they read the newest callback and flags from here.
  const latest = useRef({ onRefresh, disabled: options.disabled ?? false, refreshing });
  useEffect(() => {
    latest.current = { onRefresh, disabled: options.disabled ?? false, refreshing };
  });

  useEffect(() => {
    if (!element) return;
    const html = document.documentElement;
    const previousOverscroll = html.style.overscrollBehaviorY;
    html.style.overscrollBehaviorY = "contain";

    let start: { x: number; y: number } | null = null;
    let claimed = false;
    let distance = 0;
    const reset = () => {
      start = null;
      claimed = false;
      distance = 0;
      setPullDistance(0);
    };

    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (e.touches.length !== 1 || !touch || latest.current.disabled || latest.current.refreshing || !atTop(e.target, element)) {
        start = null;
        return;
      }
      start = { x: touch.clientX, y: touch.clientY };
      claimed = false;
    };
    const onMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (!claimed) {
        if (dx === 0 && dy === 0) return;
        // The first movement decides: down and mostly vertical is a pull; anything else belongs to the browser.
        if (dy <= 0 || Math.abs(dx) >= dy) {
          start = null;
          return;
        }
        claimed = true;
      }
      if (e.cancelable) e.preventDefault();
      distance = Math.max(0, dy);
      setPullDistance(distance);
    };
    const onEnd = (e: TouchEvent) => {
      if (!start) return;
      const release = claimed && e.type === "touchend" && pullState(distance) === "armed";
      reset();
      if (!release) return;
      setRefreshing(true);
      void Promise.resolve()
        .then(() => latest.current.onRefresh())
        .catch(() => undefined)
        .finally(() => setRefreshing(false));
    };

    element.addEventListener("touchstart", onStart, { passive: true });
    // Not passive: a claimed pull must stop the browser scrolling or overscrolling the page.
    element.addEventListener("touchmove", onMove, { passive: false });
    element.addEventListener("touchend", onEnd);
    element.addEventListener("touchcancel", onEnd);
    return () => {
      element.removeEventListener("touchstart", onStart);
      element.removeEventListener("touchmove", onMove);
      element.removeEventListener("touchend", onEnd);
      element.removeEventListener("touchcancel", onEnd);
      html.style.overscrollBehaviorY = previousOverscroll;
    };
  }, [element]);

  const ref = useCallback((el: HTMLElement | null) => setElement(el), []);
  return { ref, pullDistance, state: pullState(pullDistance), refreshing };
}
