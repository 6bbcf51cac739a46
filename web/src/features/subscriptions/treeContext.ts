import { createContext, useContext, type PointerEvent } from "react";
import type { DeleteFolderDialog_folder$key } from "../../__generated__/DeleteFolderDialog_folder.graphql";
import type { DeleteSubscriptionDialog_subscription$key } from "../../__generated__/DeleteSubscriptionDialog_subscription.graphql";
import type { MoveSubscriptionDialog_subscription$key } from "../../__generated__/MoveSubscriptionDialog_subscription.graphql";

/** The parent of a tree row: "top" or a folder's Relay id. */
export type TreeParent = "top" | (string & {});

export type DragKind = "subscription" | "folder";

export interface DragSource {
  id: string;
  kind: DragKind;
  parentId: TreeParent;
  label: string;
}

/** The tree's dialogs: one of each at a time, opened from context menus. */
export type TreeDialog =
  | { kind: "add"; folderId: string | null }
  | { kind: "newFolder" }
  | { kind: "move"; subscription: MoveSubscriptionDialog_subscription$key }
  | { kind: "unsubscribe"; subscription: DeleteSubscriptionDialog_subscription$key }
  | { kind: "deleteFolder"; folder: DeleteFolderDialog_folder$key };

/**
 * Ask the drawer tree to open a dialog for a subscription or folder (the tree hosts one dialog at a time).
 * Here, not beside the dialogs: rows build these on the first screen, the dialogs load later (treeDialogs.tsx).
 */
export function moveSubscriptionDialog(subscription: MoveSubscriptionDialog_subscription$key): TreeDialog {
  return { kind: "move", subscription };
}
export function deleteSubscriptionDialog(subscription: DeleteSubscriptionDialog_subscription$key): TreeDialog {
  return { kind: "unsubscribe", subscription };
}
export function deleteFolderDialog(folder: DeleteFolderDialog_folder$key): TreeDialog {
  return { kind: "deleteFolder", folder };
}

export interface TreeContextValue {
  viewerId: string;
  /**
   * Opens a dialog. A row passes the import() of the dialog's module: the dialogs load apart from the tree
   * (SubscriptionTree.tsx), and picking the menu item starts the fetch if the idle prefetch has not yet.
   */
  openDialog: (dialog: TreeDialog, loading?: Promise<unknown>) => void;
  /** Key (parent/id) of the row being renamed in place, if any. */
  renaming: string | null;
  setRenaming: (key: string | null) => void;
  /** Roving tab stop: the one row reachable with Tab (the tree is walked with the arrow keys). */
  tabStop: string | null;
  /** Starts watching a pointer press that may become a drag (after 5 px). */
  beginDrag: (e: PointerEvent<HTMLElement>, source: DragSource) => void;
  /** Bumped when the tree reloads counts; open folders reload their lists with it. */
  refreshTick: number;
}

export const TreeContext = createContext<TreeContextValue | null>(null);

export function useTree(): TreeContextValue {
  const tree = useContext(TreeContext);
  if (!tree) throw new Error("useTree outside SubscriptionTree");
  return tree;
}

/** A row's identity in the tree: a subscription can appear at the top level and in several folders. */
export function rowKey(parentId: TreeParent, id: string): string {
  return `${parentId}/${id}`;
}
