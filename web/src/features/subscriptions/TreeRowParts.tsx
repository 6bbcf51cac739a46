import { formatCount } from "../../ui/formatCount";
import { AlertTriangleIcon } from "../../ui/icons";
import "../../ui/plain.css";
import "./tree.css";

// The drawer's rows are plain elements with the classes of tree.css: a reading list draws dozens of them, and a
// Chakra element resolves and hashes its styles on every render.

/**
 * A failing feed's mark in the drawer: a warning sign (not colour alone) with the word "failing" for screen
 * readers; the row's description and tooltip carry the sentence saying why.
 */
export function FailureMarker() {
  return (
    <span className="rv-failure-marker" data-testid="failure-marker">
      <AlertTriangleIcon />
      <span className="rv-sr-only">(failing)</span>
    </span>
  );
}

/** An unread count, abbreviated (1.2k); screen readers hear "N unread". Zero shows nothing. */
export function UnreadCount({ count, strong = false }: { count: number; strong?: boolean }) {
  if (count <= 0) return null;
  return (
    <span className="rv-unread" data-strong={strong ? "" : undefined} data-testid="unread-count">
      {formatCount(count)}
      <span className="rv-sr-only"> unread</span>
    </span>
  );
}

/**
 * A row's block (the row and, for a folder, its children). Drag and drop marks blocks with `data-drop`
 * (before / after / inside) and `data-dragging`; tree.css draws the marks.
 */
export const TREE_BLOCK = "rv-tree-block";

/** The row itself: a flex line that takes pointer presses for drags and context menus. */
export const TREE_ROW = "rv-tree-row";

/**
 * The link inside a row: the tree item that takes focus, highlighted when its page is open. `data-top` makes a
 * top-level entry (indented, larger text), `data-indent` one of Discover's children, `data-hover-bg` a link that
 * is its own row (no row around it to highlight).
 */
export const TREE_LINK = "rv-tree-link";
