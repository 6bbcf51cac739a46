import { useCallback, useEffect, useRef, useState, type CSSProperties, type MouseEvent, type PointerEvent } from "react";
import { gestureAxis, swipeOffset, swipeRelease, SWIPE_REVEAL_PX, type SwipeSides } from "./gestures";

export type SwipeSide = "start" | "end";

export interface SwipeActionsOptions {
  /** Actions on the left, shown by swiping right. `onFullSwipe` makes a long swipe run the main action. */
  start?: { onFullSwipe?: () => void };
  /** Actions on the right, shown by swiping left. */
  end?: { onFullSwipe?: () => void };
  /** Width of the revealed actions (spec part 1 section 9: 90 px). */
  revealWidth?: number;
  disabled?: boolean;
}

export interface SwipeActions {
  /** The row's horizontal offset in px: negative shows the end actions, positive the start ones. */
  offset: number;
  /** The side left open after a swipe, or null. */
  openSide: SwipeSide | null;
  /** A finger is moving the row (no transition). */
  dragging: boolean;
  close(): void;
  /** Spread on the element that slides (the row's content, above its actions). */
  rowProps: {
    ref: (element: HTMLElement | null) => void;
    onPointerDown: (e: PointerEvent<HTMLElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLElement>) => void;
    onPointerUp: (e: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (e: PointerEvent<HTMLElement>) => void;
    onClickCapture: (e: MouseEvent<HTMLElement>) => void;
    style: CSSProperties;
  };
}

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  /** The offset when the finger went down (an open row starts from its reveal width). */
  base: number;
  width: number;
  claimed: boolean;
}

/**
 * Swipe-to-reveal for a list row, by touch or pen (a mouse keeps selecting, dragging and clicking). A drag
 * that is mostly horizontal once past a 10 px slop is claimed: the row follows the finger towards a side with
 * actions; released past 50 px it stays open showing 90 px of actions, past the reveal width plus the spec's
 * swipe threshold (the smaller of 100 px and 25% of the row's width) it runs that side's `onFullSwipe`, else it
 * closes. Mostly vertical drags are never claimed, and the row's `touch-action: pan-y` leaves vertical
 * scrolling to the browser. The click that ends a swipe is swallowed; a tap on an open row, or a touch
 * anywhere else, closes it.
 *
 * Layout: a relative container holding the action buttons (absolutely placed at the side, revealWidth wide)
 * and, above them, the row content with `rowProps` spread on it.
 */
export function useSwipeActions(options: SwipeActionsOptions = {}): SwipeActions {
  const reveal = options.revealWidth ?? SWIPE_REVEAL_PX;
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const swallowClick = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const sides = (): SwipeSides => {
    const { start, end, disabled } = latest.current;
    if (disabled) return {};
    return {
      start: start ? { fullSwipe: Boolean(start.onFullSwipe) } : undefined,
      end: end ? { fullSwipe: Boolean(end.onFullSwipe) } : undefined,
    };
  };
  const openSide: SwipeSide | null = dragging || offset === 0 ? null : offset < 0 ? "end" : "start";
  const close = useCallback(() => {
    gesture.current = null;
    setDragging(false);
    setOffset(0);
  }, []);

  // An open row closes when a touch starts anywhere outside it.
  useEffect(() => {
    if (!openSide || !element) return;
    const onOutside = (e: Event) => {
      if (!(e.target instanceof Node) || !element.contains(e.target)) close();
    };
    document.addEventListener("pointerdown", onOutside, true);
    return () => document.removeEventListener("pointerdown", onOutside, true);
  }, [openSide, element, close]);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    // A swipe by touch ends without a click: a flag left from it must not eat this gesture's click.
    swallowClick.current = false;
    if (e.pointerType === "mouse" || !e.isPrimary || latest.current.disabled) return;
    gesture.current = {
      pointerId: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      base: offset,
      width: e.currentTarget.getBoundingClientRect().width,
      claimed: false,
    };
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    const dx = e.clientX - g.x;
    if (!g.claimed) {
      const axis = gestureAxis(dx, e.clientY - g.y);
      if (axis === "pending") return;
      if (axis === "vertical") {
        gesture.current = null;
        return;
      }
      g.claimed = true;
      e.currentTarget.setPointerCapture?.(e.pointerId);
      setDragging(true);
    }
    setOffset(swipeOffset(g.base + dx, g.width, sides(), reveal));
  };

  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    gesture.current = null;
    if (!g.claimed) {
      // A tap on an open row closes it instead of opening the item.
      if (offset !== 0) {
        swallowClick.current = true;
        setOffset(0);
      }
      return;
    }
    swallowClick.current = true;
    setDragging(false);
    const current = swipeOffset(g.base + (e.clientX - g.x), g.width, sides(), reveal);
    const outcome = swipeRelease(current, g.width, sides(), reveal);
    if (outcome.kind === "commit") {
      setOffset(0);
      latest.current[outcome.side]?.onFullSwipe?.();
    } else if (outcome.kind === "open") {
      setOffset(outcome.side === "end" ? -reveal : reveal);
    } else {
      setOffset(0);
    }
  };

  const onPointerCancel = (e: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    // The browser took the touch (it is scrolling): put the row back where the gesture found it.
    gesture.current = null;
    setDragging(false);
    setOffset(g.base);
  };

  const onClickCapture = (e: MouseEvent<HTMLElement>) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    e.preventDefault();
    e.stopPropagation();
  };

  return {
    offset,
    openSide,
    dragging,
    close,
    rowProps: {
      ref: setElement,
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel,
      onClickCapture,
      style: {
        touchAction: "pan-y",
        transform: offset ? `translateX(${offset}px)` : undefined,
        transition: dragging ? "none" : "transform 0.2s ease-out",
      },
    },
  };
}
