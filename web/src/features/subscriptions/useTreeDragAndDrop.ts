import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { DragKind, DragSource, TreeParent } from "./treeContext";

/** Spec part 1 section 9: a drag starts after 5 px of movement (a shorter press stays a click). */
export const DRAG_ACTIVATION_PX = 5;
const AUTOSCROLL_EDGE_PX = 32;
const AUTOSCROLL_STEP_PX = 14;

export type DropPosition = "before" | "after" | "inside";

export interface DropTarget {
  id: string;
  kind: DragKind;
  parentId: TreeParent;
  position: DropPosition;
}

export interface ActiveDrag {
  source: DragSource;
  x: number;
  y: number;
}

function attr(value: string): string {
  return CSS.escape(value);
}

/** The block (row plus, for a folder, its children) that shows a drop indicator or the dragged state. */
export function treeBlock(root: ParentNode, id: string, parentId: TreeParent): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-tree-block][data-parent="${attr(parentId)}"][data-id="${attr(id)}"]`);
}

/** Ids of the rows under `parentId`, in the order shown. */
export function siblingIds(root: ParentNode, parentId: TreeParent): string[] {
  return [...root.querySelectorAll<HTMLElement>(`[data-tree-row][data-parent="${attr(parentId)}"]`)].map((el) => el.dataset.id ?? "");
}

/**
 * Where a drop at (x, y) would land. Rows describe themselves with data attributes, so this reads the DOM
 * rather than the store: the tree as drawn is exactly what the user aims at.
 * - A folder moves only among top-level entries (it carries its children); a row inside a folder stands
 *   for "after that folder".
 * - A subscription goes before or after any row (top half / bottom half), or into a folder (the middle of
 *   its row; its top and bottom quarters mean before and after the folder itself, while it is closed).
 */
export function dropTargetAt(x: number, y: number, source: DragSource): DropTarget | null {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-tree-row]");
  if (!row) return null;
  const { id, kind, parent } = row.dataset;
  if (!id || !parent || (kind !== "subscription" && kind !== "folder")) return null;
  const rect = row.getBoundingClientRect();
  const rel = rect.height ? (y - rect.top) / rect.height : 0.5;
  const half: DropPosition = rel < 0.5 ? "before" : "after";

  if (source.kind === "folder") {
    if (parent !== "top") return parent === source.id ? null : { id: parent, kind: "folder", parentId: "top", position: "after" };
    return id === source.id ? null : { id, kind, parentId: "top", position: half };
  }
  if (kind === "folder") {
    if (rel < 0.25) return { id, kind, parentId: "top", position: "before" };
    if (rel > 0.75 && row.dataset.expanded !== "true") return { id, kind, parentId: "top", position: "after" };
    return { id, kind, parentId: "top", position: "inside" };
  }
  if (id === source.id && parent === source.parentId) return null;
  return { id, kind, parentId: parent, position: half };
}

function autoScroll(container: HTMLElement | null, y: number) {
  if (!container) return;
  const rect = container.getBoundingClientRect();
  if (y < rect.top + AUTOSCROLL_EDGE_PX) container.scrollTop -= AUTOSCROLL_STEP_PX;
  else if (y > rect.bottom - AUTOSCROLL_EDGE_PX) container.scrollTop += AUTOSCROLL_STEP_PX;
}

/** The click that ends a drag lands on the row it started from: it must not also open that row. */
function swallowNextClick() {
  const swallow = (e: MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
  };
  window.addEventListener("click", swallow, { capture: true, once: true });
  window.setTimeout(() => window.removeEventListener("click", swallow, { capture: true }), 0);
}

/**
 * Pointer-based drag and drop for the drawer tree (mouse and pen; on touch a press scrolls the drawer or,
 * held, opens the context menu, whose "Move to folders…" does the same job). Indicators are data attributes
 * on the row blocks (`data-drop`, `data-dragging`), so a pointer move never re-renders the tree.
 */
export function useTreeDragAndDrop(opts: {
  root: () => HTMLElement | null;
  scrollContainer: () => HTMLElement | null;
  onDrop: (source: DragSource, target: DropTarget) => void;
}) {
  const [drag, setDrag] = useState<ActiveDrag | null>(null);
  const overlayRef = useRef<HTMLDivElement | null>(null);
  const latest = useRef(opts);
  latest.current = opts;

  const beginDrag = useCallback((e: ReactPointerEvent<HTMLElement>, source: DragSource) => {
    if (e.button !== 0 || e.pointerType === "touch" || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    const start = { x: e.clientX, y: e.clientY };
    let active = false;
    let target: DropTarget | null = null;
    let marked: HTMLElement | null = null;
    let sourceBlock: HTMLElement | null = null;

    const mark = (t: DropTarget | null) => {
      const root = latest.current.root();
      const el = t && root ? treeBlock(root, t.id, t.parentId) : null;
      if (marked && marked !== el) delete marked.dataset.drop;
      marked = el;
      if (el && t) el.dataset.drop = t.position;
    };
    const move = (ev: PointerEvent) => {
      if (!active) {
        if (Math.hypot(ev.clientX - start.x, ev.clientY - start.y) < DRAG_ACTIVATION_PX) return;
        active = true;
        window.getSelection()?.removeAllRanges();
        const root = latest.current.root();
        sourceBlock = root ? treeBlock(root, source.id, source.parentId) : null;
        if (sourceBlock) sourceBlock.dataset.dragging = "true";
        document.body.style.cursor = "grabbing";
        setDrag({ source, x: ev.clientX, y: ev.clientY });
      }
      ev.preventDefault();
      if (overlayRef.current) overlayRef.current.style.transform = `translate(${ev.clientX + 14}px, ${ev.clientY + 10}px)`;
      target = dropTargetAt(ev.clientX, ev.clientY, source);
      mark(target);
      autoScroll(latest.current.scrollContainer(), ev.clientY);
    };
    const finish = (drop: boolean) => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
      window.removeEventListener("keydown", onKey, true);
      mark(null);
      if (!active) return;
      if (sourceBlock) delete sourceBlock.dataset.dragging;
      document.body.style.cursor = "";
      setDrag(null);
      swallowNextClick();
      if (drop && target) latest.current.onDrop(source, target);
    };
    const onUp = () => finish(true);
    const onCancel = () => finish(false);
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key !== "Escape" || !active) return;
      ev.preventDefault();
      ev.stopPropagation();
      finish(false);
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onCancel);
    window.addEventListener("keydown", onKey, true);
  }, []);

  return { drag, overlayRef, beginDrag };
}
