import { Box, HStack, Spinner, Text } from "@chakra-ui/react";
import { Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { graphql, useFragment, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from "react-relay";
import { NavLink, useNavigate } from "react-router";
import type { DrawerFolderSubscriptionsQuery } from "../../__generated__/DrawerFolderSubscriptionsQuery.graphql";
import type { DrawerFolder_folder$key } from "../../__generated__/DrawerFolder_folder.graphql";
import { useContextMenuTrigger } from "../../ui/ContextMenu";
import { notifyUserError } from "../../ui/errorToast";
import { ChevronRightIcon } from "../../ui/icons";
import { InlineRename } from "../../ui/InlineRename";
import { notifySuccess } from "../../ui/toaster";
import { focusDrawerItem, moveDrawerFocus } from "../subscriptions/drawerFocus";
import { DrawerSubscriptionRow } from "../subscriptions/DrawerSubscriptionRow";
import { SUBSCRIPTIONS_UPDATED, SUBSCRIPTIONS_UPDATE_FAILED } from "../subscriptions/messages";
import { deleteFolderDialog, rowKey, useTree } from "../subscriptions/treeContext";
import { TREE_BLOCK, TREE_LINK, TREE_ROW, UnreadCount } from "../subscriptions/TreeRowParts";
import { FolderGlyph } from "./folderIcons";
import { useFolderMutations } from "./folderMutations";
import { newDigestPath } from "../digests/newDigestPath";

const OPEN_FOLDERS_KEY = "rivulet.drawer.openFolders";

function readOpenFolders(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OPEN_FOLDERS_KEY) ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : []);
  } catch {
    return new Set();
  }
}

/** Open or closed, remembered per folder in this browser (spec: folders in the tree are open or closed). */
function useFolderOpen(folderId: string): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(() => readOpenFolders().has(folderId));
  const setOpen = useCallback(
    (next: boolean) => {
      const all = readOpenFolders();
      if (next) all.add(folderId);
      else all.delete(folderId);
      localStorage.setItem(OPEN_FOLDERS_KEY, JSON.stringify([...all]));
      setOpenState(next);
    },
    [folderId],
  );
  return [open, setOpen];
}

// A folder's subscriptions load when it opens (spec: "opening one loads its subscriptions and shows a
// loading state"), so a reading list with many folders costs one small query per folder actually opened.
const subscriptionsQuery = graphql`
  query DrawerFolderSubscriptionsQuery($id: ID!) {
    node(id: $id) {
      ... on Folder {
        subscriptions {
          id
          ...DrawerSubscriptionRow_subscription
        }
      }
    }
  }
`;

/** A folder in the drawer tree: open/close, unread count, its subscriptions; drag, menu, inline rename. */
export function DrawerFolder(props: { folder: DrawerFolder_folder$key }) {
  const f = useFragment(
    graphql`
      fragment DrawerFolder_folder on Folder {
        id
        folderId
        name
        enabled
        icon
        unreadCount
        ...DeleteFolderDialog_folder
      }
    `,
    props.folder,
  );
  const tree = useTree();
  const navigate = useNavigate();
  const mutations = useFolderMutations(tree.viewerId);
  const [open, setOpen] = useFolderOpen(f.folderId);
  const [queryRef, loadSubscriptions] = useQueryLoader<DrawerFolderSubscriptionsQuery>(subscriptionsQuery);
  const loadedOnce = useRef(false);
  const key = rowKey("top", f.id);
  const renaming = tree.renaming === key;
  const path = `/folders/${f.folderId}`;
  const groupId = `drawer-folder-${f.folderId}`;

  // First opening: from the store if a mutation already brought the list, else the network. Later openings
  // and count reloads show what is known at once and refresh it behind.
  useEffect(() => {
    if (!open) return;
    loadSubscriptions({ id: f.id }, { fetchPolicy: loadedOnce.current ? "store-and-network" : "store-or-network" });
    loadedOnce.current = true;
  }, [open, f.id, tree.refreshTick, loadSubscriptions]);

  const update = async (input: { name?: string; enabled?: boolean }, messages: { ok: string; failed: string }) => {
    const r = await mutations.update({ id: f.id, ...input });
    if (r.ok) notifySuccess(messages.ok);
    else notifyUserError(r.error, messages.failed);
  };
  // Spec part 1 section 8: a folder (subscription tag) rename says "Tag updated" / "Failed to update tag".
  const rename = (name: string) => {
    tree.setRenaming(null);
    void update({ name }, { ok: "Tag updated", failed: "Failed to update tag" });
  };

  const menu = useContextMenuTrigger(() =>
    renaming
      ? null
      : {
          label: `${f.name} actions`,
          items: [
            { value: "open", label: "Open", onSelect: () => navigate(path) },
            { value: "rename", label: "Rename", onSelect: () => tree.setRenaming(key) },
            { value: "properties", label: "Properties", onSelect: () => navigate(`${path}/properties`) },
            { value: "digest", label: "Create digest…", onSelect: () => navigate(newDigestPath({ folderId: f.folderId }, f.name)) },
            {
              value: "toggle",
              label: f.enabled ? "Disable" : "Enable",
              onSelect: () => void update({ enabled: !f.enabled }, { ok: SUBSCRIPTIONS_UPDATED, failed: SUBSCRIPTIONS_UPDATE_FAILED }),
            },
            {
              value: "delete",
              label: "Delete folder…",
              danger: true,
              separated: true,
              onSelect: () => tree.openDialog(deleteFolderDialog(f), import("./DeleteFolderDialog")),
            },
          ],
        },
  );

  const onLinkKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.shiftKey && e.key === "Enter") {
      // Spec: Shift+Enter toggles a folder (the drawer's own handler opens other entries).
      e.preventDefault();
      setOpen(!open);
    } else if (e.key === "ArrowRight" && !e.shiftKey) {
      e.preventDefault();
      if (!open) setOpen(true);
      else moveDrawerFocus(e.currentTarget.closest("nav") ?? document.body, 1);
    } else if (e.key === "ArrowLeft" && !e.shiftKey && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  return (
    // Plain block, row and link with tree.css classes (TreeRowParts), like the subscription rows.
    <div className={TREE_BLOCK} data-tree-block="" data-id={f.id} data-parent="top">
      <div
        className={TREE_ROW}
        data-tree-row=""
        data-kind="folder"
        data-id={f.id}
        data-parent="top"
        data-expanded={open ? "true" : "false"}
        style={{ paddingInlineStart: "var(--chakra-spacing-1)" }}
        {...menu}
        onPointerDown={(e) => {
          menu.onPointerDown(e);
          if (!renaming) tree.beginDrag(e, { id: f.id, kind: "folder", parentId: "top", label: f.name });
        }}
      >
        {/* The chevron is for the mouse alone: inside a tree only tree items may be interactive (WAI-ARIA tree
            pattern), and the keyboard opens and closes the folder on its tree item (Right, Left, Shift+Enter). */}
        <Box
          as="span"
          aria-hidden="true"
          data-folder-toggle=""
          title={open ? `Close folder ${f.name}` : `Open folder ${f.name}`}
          display="grid"
          placeItems="center"
          flexShrink={0}
          boxSize="6"
          rounded="sm"
          color="fg.muted"
          cursor="pointer"
          _hover={{ bg: "bg.muted", color: "fg" }}
          onClick={(e) => {
            setOpen(!open);
            // Keep keyboard focus on the folder's row, where the arrow keys continue.
            focusDrawerItem(e.currentTarget.parentElement?.querySelector<HTMLElement>("[data-drawer-item]"));
          }}
        >
          <ChevronRightIcon style={{ transform: open ? "rotate(90deg)" : undefined, transition: "transform 0.15s" }} />
        </Box>
        {renaming ? (
          <HStack gap="2" flex="1" py="1" pe="1" role="treeitem" aria-level={1} aria-label={f.name} aria-expanded={open} aria-owns={open ? groupId : undefined}>
            <FolderGlyph icon={f.icon} open={open} />
            <InlineRename value={f.name} label="Folder name" onCommit={rename} onCancel={() => tree.setRenaming(null)} />
          </HStack>
        ) : (
          <NavLink
            className={TREE_LINK}
            to={path}
            end
            role="treeitem"
            aria-level={1}
            aria-expanded={open}
            // The folder's subscriptions sit beside its link (a link cannot hold them): owning them makes them the
            // tree item's children, as in the WAI-ARIA navigation treeview example.
            aria-owns={open ? groupId : undefined}
            // Named by its own line only: a name from content would take in the owned subscriptions too.
            aria-labelledby={`${groupId}-label`}
            data-drawer-item=""
            data-disabled={f.enabled ? undefined : ""}
            tabIndex={tree.tabStop === key ? 0 : -1}
            draggable={false}
            onKeyDown={onLinkKeyDown}
            title={f.enabled ? f.name : `${f.name} (disabled)`}
          >
            <span id={`${groupId}-label`} style={{ display: "contents" }}>
              <FolderGlyph icon={f.icon} open={open} />
              <span className="rv-truncate rv-tree-label">{f.name}</span>
              {!f.enabled && <span className="rv-sr-only">(disabled)</span>}
              <UnreadCount count={f.unreadCount} />
            </span>
          </NavLink>
        )}
      </div>
      {open && (
        <Box id={groupId} role="group" aria-label={`${f.name} subscriptions`} opacity={f.enabled ? undefined : 0.6}>
          {queryRef ? (
            <Suspense fallback={<FolderLoading />}>
              <FolderSubscriptions queryRef={queryRef} folderId={f.id} />
            </Suspense>
          ) : (
            <FolderLoading />
          )}
        </Box>
      )}
    </div>
  );
}

function FolderLoading() {
  return (
    <HStack ps="50px" py="1.5" gap="2" color="fg.muted" fontSize="sm" aria-busy="true" role="status">
      <Spinner size="xs" />
      <Text>Loading…</Text>
    </HStack>
  );
}

function FolderSubscriptions({ queryRef, folderId }: { queryRef: PreloadedQuery<DrawerFolderSubscriptionsQuery>; folderId: string }) {
  const data = usePreloadedQuery<DrawerFolderSubscriptionsQuery>(subscriptionsQuery, queryRef);
  const subscriptions = data.node?.subscriptions ?? [];
  if (!subscriptions.length) {
    return (
      <Text ps="50px" py="1.5" fontSize="sm" color="fg.muted">
        No subscriptions yet
      </Text>
    );
  }
  return (
    <>
      {subscriptions.map((s) => (
        <DrawerSubscriptionRow key={s.id} subscription={s} parentId={folderId} level={2} />
      ))}
    </>
  );
}
