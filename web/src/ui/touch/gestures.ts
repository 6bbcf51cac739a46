/**
 * Pure gesture arithmetic for the touch helpers (usePullToRefresh, useSwipeActions), kept apart from the DOM so
 * the spec's numbers are unit-tested.
 */

/** Spec part 2 section 2: the pull indicator shows after a 50 px drag… */
export const PULL_SHOW_PX = 50;
/** …and a refresh triggers beyond 100 px. */
export const PULL_REFRESH_PX = 100;

/** Spec part 1 section 9: a swiped row reveals 90 px of actions… */
export const SWIPE_REVEAL_PX = 90;
/** …and stays open when released past 50 px. */
export const SWIPE_OPEN_PX = 50;
/** Movement before a touch is read as horizontal or vertical (below it, a tap or a jitter). */
export const GESTURE_SLOP_PX = 10;

export type PullState = "idle" | "pulling" | "armed";

/** Where a pull of `distance` px stands: hidden below 50, shown from 50, armed (refresh on release) beyond 100. */
export function pullState(distance: number): PullState {
  if (distance > PULL_REFRESH_PX) return "armed";
  if (distance >= PULL_SHOW_PX) return "pulling";
  return "idle";
}

/** Spec part 2 section 9: a horizontal swipe counts from the smaller of 100 px and 25% of the width. */
export function swipeThreshold(width: number): number {
  return Math.max(0, Math.min(100, width * 0.25));
}

export type GestureAxis = "pending" | "horizontal" | "vertical";

/**
 * Which way a touch is going once it has moved past the slop: horizontal only when mostly so (|dx| > |dy|),
 * so a slightly slanted vertical scroll stays a scroll.
 */
export function gestureAxis(dx: number, dy: number, slop = GESTURE_SLOP_PX): GestureAxis {
  if (Math.hypot(dx, dy) < slop) return "pending";
  return Math.abs(dx) > Math.abs(dy) ? "horizontal" : "vertical";
}

/** A completed horizontal swipe (e.g. to the next or previous item), or null when too short or not horizontal. */
export function swipeDirection(dx: number, dy: number, width: number): "left" | "right" | null {
  if (gestureAxis(dx, dy) !== "horizontal" || Math.abs(dx) < swipeThreshold(width)) return null;
  return dx < 0 ? "left" : "right";
}

/**
 * A row's sides: "end" actions sit on the right and show when the row moves left (negative offset); "start"
 * actions on the left (positive offset). A side with fullSwipe commits its main action on a long swipe.
 */
export interface SwipeSides {
  start?: { fullSwipe?: boolean } | undefined;
  end?: { fullSwipe?: boolean } | undefined;
}

/** How far past the revealed actions a row must be swiped to commit a side's main action. */
export function fullSwipeDistance(width: number, reveal = SWIPE_REVEAL_PX): number {
  return reveal + swipeThreshold(width);
}

/**
 * The row's offset while dragging: zero towards a side without actions; past the reveal width it moves at a
 * third of the finger's pace (a rubber band) unless that side can be fully swiped, where it follows to
 * fullSwipeDistance and then rubber-bands.
 */
export function swipeOffset(raw: number, width: number, sides: SwipeSides, reveal = SWIPE_REVEAL_PX): number {
  const side = raw < 0 ? sides.end : sides.start;
  if (!side || raw === 0) return 0;
  const limit = side.fullSwipe ? fullSwipeDistance(width, reveal) : reveal;
  const distance = Math.abs(raw);
  const shown = distance <= limit ? distance : limit + (distance - limit) / 3;
  return Math.sign(raw) * Math.min(shown, Math.max(width, limit));
}

export type SwipeOutcome = { kind: "closed" } | { kind: "open" | "commit"; side: "start" | "end" };

/**
 * What a row does when the finger lifts at `offset`: commit the side's main action past fullSwipeDistance
 * (when enabled), open to the reveal width past 50 px, else close.
 */
export function swipeRelease(offset: number, width: number, sides: SwipeSides, reveal = SWIPE_REVEAL_PX): SwipeOutcome {
  const sideName = offset < 0 ? "end" : "start";
  const side = sides[sideName];
  const distance = Math.abs(offset);
  if (!side || distance === 0) return { kind: "closed" };
  if (side.fullSwipe && distance >= fullSwipeDistance(width, reveal)) return { kind: "commit", side: sideName };
  if (distance > SWIPE_OPEN_PX) return { kind: "open", side: sideName };
  return { kind: "closed" };
}
