import type { DragSource } from "./treeContext";
import type { TreeMove } from "./treeStore";
import { siblingIds, type DropTarget } from "./useTreeDragAndDrop";

/** What a drop asks of the server: a top-level reorder (moveTopLevelEntry) or a move (moveSubscription). */
export type DropAction = { kind: "topLevel"; id: string; beforeId: string | null } | { kind: "move"; move: TreeMove };

/** Leaving the row's current place: a drag moves a subscription, it never copies it. */
function leave(source: DragSource, folderId: string): Pick<TreeMove, "topLevel" | "fromFolderId"> {
  if (source.parentId === "top") return { topLevel: false };
  return source.parentId === folderId ? {} : { fromFolderId: source.parentId };
}

/**
 * Turns a drop into the mutation that performs it, or null when the row would land where it already is.
 * `root` is the drawn tree: "after X" means before X's next sibling as the user sees them.
 */
export function dropAction(root: ParentNode, source: DragSource, target: DropTarget): DropAction | null {
  if (target.position === "inside") {
    if (source.kind !== "subscription") return null;
    const inFolder = siblingIds(root, target.id);
    if (source.parentId === target.id && inFolder[inFolder.length - 1] === source.id) return null;
    return { kind: "move", move: { id: source.id, toFolderId: target.id, beforeSubscriptionId: null, ...leave(source, target.id) } };
  }
  const shown = siblingIds(root, target.parentId);
  const others = shown.filter((id) => id !== source.id);
  const beforeId = target.position === "before" ? target.id : (others[others.indexOf(target.id) + 1] ?? null);
  if (source.parentId === target.parentId && (shown[shown.indexOf(source.id) + 1] ?? null) === beforeId) return null;

  if (target.parentId === "top") {
    if (source.parentId === "top") return { kind: "topLevel", id: source.id, beforeId };
    return { kind: "move", move: { id: source.id, fromFolderId: source.parentId, topLevel: true, topLevelBeforeId: beforeId } };
  }
  if (source.kind === "folder") return null;
  return {
    kind: "move",
    move: { id: source.id, toFolderId: target.parentId, beforeSubscriptionId: beforeId, ...leave(source, target.parentId) },
  };
}
