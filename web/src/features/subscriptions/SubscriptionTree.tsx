import { Box, Button, Flex, HStack, IconButton, Portal, Stack, Text } from "@chakra-ui/react";
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import { NavLink, useLocation } from "react-router";
import type { SubscriptionTreeRefetchQuery } from "../../__generated__/SubscriptionTreeRefetchQuery.graphql";
import type { SubscriptionTree_viewer$key } from "../../__generated__/SubscriptionTree_viewer.graphql";
import { useContextMenuTrigger, useOpenContextMenu, type ContextMenuSpec } from "../../ui/ContextMenu";
import { notifyUserError } from "../../ui/errorToast";
import { LayersIcon, MoreIcon, PlusIcon } from "../../ui/icons";
import { DrawerFolder } from "../folders/DrawerFolder";
import { focusDrawerEdge, moveDrawerFocus } from "./drawerFocus";
import { DrawerSubscriptionRow } from "./DrawerSubscriptionRow";
import { dropAction } from "./dropAction";
import { visibleEntries } from "./staleFolders";
import { useSubscriptionMutations } from "./subscriptionMutations";
import { rowKey, TreeContext, type DragSource, type TreeContextValue, type TreeDialog } from "./treeContext";
import { TREE_LINK, UnreadCount } from "./TreeRowParts";
import { useTreeDragAndDrop, type DropTarget } from "./useTreeDragAndDrop";

/**
 * The tree's dialogs load apart from it: the first screen never runs them, and with their mutations and Chakra's
 * form parts they were ~50 kB raw of the reader's chunk. The tree fetches them once the browser is idle after the
 * first paint (prefetchDialogs), so one opens as fast as before; one opened sooner waits for its chunk.
 */
const loadAdd = () => import("./AddSubscriptionDialog");
const loadNewFolder = () => import("../folders/NewFolderDialog");
const loadMove = () => import("./MoveSubscriptionDialog");
const loadUnsubscribe = () => import("./DeleteSubscriptionDialog");
const loadDeleteFolder = () => import("../folders/DeleteFolderDialog");
const AddSubscriptionDialog = lazy(() => loadAdd().then((m) => ({ default: m.AddSubscriptionDialog })));
const NewFolderDialog = lazy(() => loadNewFolder().then((m) => ({ default: m.NewFolderDialog })));
const MoveSubscriptionDialog = lazy(() => loadMove().then((m) => ({ default: m.MoveSubscriptionDialog })));
const DeleteSubscriptionDialog = lazy(() => loadUnsubscribe().then((m) => ({ default: m.DeleteSubscriptionDialog })));
const DeleteFolderDialog = lazy(() => loadDeleteFolder().then((m) => ({ default: m.DeleteFolderDialog })));
let dialogsPrefetched = false;
function prefetchDialogs() {
  if (dialogsPrefetched) return;
  dialogsPrefetched = true;
  // A failed fetch (offline) is retried by lazy() when the dialog opens.
  for (const load of [loadAdd, loadNewFolder, loadMove, loadUnsubscribe, loadDeleteFolder]) load().catch(() => undefined);
}

/** Spec part 1 section 9: while counts are recalculating, reload the list every 5 s. */
const RECALCULATION_POLL_MS = 5000;

/**
 * The drawer's reading list (spec part 1 section 2.2): "Subscriptions" with the total unread count, then
 * folders and subscriptions in topLevelOrder. Drag and drop reorders and moves entries; right-click or a
 * long press opens each entry's menu; the arrow keys walk the tree.
 */
export function SubscriptionTree(props: { viewer: SubscriptionTree_viewer$key }) {
  const [data, refetch] = useRefetchableFragment<SubscriptionTreeRefetchQuery, SubscriptionTree_viewer$key>(
    graphql`
      fragment SubscriptionTree_viewer on User @refetchable(queryName: "SubscriptionTreeRefetchQuery") {
        id
        settings {
          appSettings {
            hideStaleFolders
          }
        }
        readingList {
          allUnreadCount
          recalculatingUnreadCount
          entries {
            ... on FeedSubscription {
              id
            }
            ... on Folder {
              id
              isStale
            }
            ...DrawerSubscriptionRow_subscription @alias
            ...DrawerFolder_folder @alias
          }
        }
        ...AddSubscriptionDialog_viewer
        ...MoveSubscriptionDialog_viewer
        ...DeleteFolderDialog_viewer
      }
    `,
    props.viewer,
  );
  const viewerId = data.id;
  const { allUnreadCount, recalculatingUnreadCount } = data.readingList;
  // Settings: "hide stale folders" leaves out folders whose feeds have all gone quiet (Folder.isStale).
  const entries = visibleEntries(data.readingList.entries, data.settings.appSettings.hideStaleFolders, (e) => e.isStale);
  const [dialog, setDialog] = useState<TreeDialog | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [refreshTick, setRefreshTick] = useState(0);
  const [focused, setFocused] = useState<string | null>(null);
  const treeRef = useRef<HTMLDivElement | null>(null);
  const mutations = useSubscriptionMutations(viewerId);
  const { pathname } = useLocation();
  // A link inside a dialog (e.g. "Upgrade your account") leaves the page: the dialog goes with it.
  useEffect(() => setDialog(null), [pathname]);
  const openDialog = useCallback((next: TreeDialog, loading?: Promise<unknown>) => {
    // A failed fetch (offline) shows up when lazy() loads the dialog again; nothing to report here.
    loading?.catch(() => undefined);
    setDialog(next);
  }, []);
  // The dialogs' chunk, once the browser is idle after the first screen: opening one stays instant.
  useEffect(() => {
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(prefetchDialogs, 2000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(prefetchDialogs, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, []);

  useEffect(() => {
    if (!recalculatingUnreadCount) return;
    const timer = window.setTimeout(() => {
      startTransition(() => {
        refetch({}, { fetchPolicy: "network-only" });
        setRefreshTick((t) => t + 1);
      });
    }, RECALCULATION_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [recalculatingUnreadCount, refreshTick, refetch]);

  const handleDrop = useCallback(
    (source: DragSource, target: DropTarget) => {
      const root = treeRef.current;
      const action = root ? dropAction(root, source, target) : null;
      if (!action) return;
      const pending = action.kind === "topLevel" ? mutations.moveTopLevel(action.id, action.beforeId) : mutations.move(action.move);
      void pending.then((r) => !r.ok && notifyUserError(r.error));
    },
    [mutations],
  );
  const { drag, overlayRef, beginDrag } = useTreeDragAndDrop({
    root: () => treeRef.current,
    scrollContainer: () => treeRef.current?.closest("nav") ?? null,
    onDrop: handleDrop,
  });

  const firstId = entries[0]?.id;
  const firstKey = firstId ? rowKey("top", firstId) : null;
  // The key of a row that no longer exists must not leave the tree without a tab stop.
  const tabStop = focused && treeRef.current?.querySelector(`[data-row-key="${CSS.escape(focused)}"]`) ? focused : firstKey;
  const context = useMemo<TreeContextValue>(
    () => ({ viewerId, openDialog, renaming, setRenaming, tabStop, beginDrag, refreshTick }),
    [viewerId, openDialog, renaming, tabStop, beginDrag, refreshTick],
  );

  const allMenu: ContextMenuSpec = {
    label: "Subscriptions actions",
    items: [
      { value: "add", label: "Add subscription…", onSelect: () => setDialog({ kind: "add", folderId: null }) },
      { value: "folder", label: "New folder…", onSelect: () => setDialog({ kind: "newFolder" }) },
    ],
  };
  const headerMenu = useContextMenuTrigger(() => allMenu);
  const openMenu = useOpenContextMenu();

  const onTreeKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if ((e.target as HTMLElement).getAttribute("role") !== "treeitem") return;
    const nav = e.currentTarget.closest("nav") ?? document.body;
    const within = e.currentTarget;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      moveDrawerFocus(nav, e.key === "ArrowDown" ? 1 : -1);
    } else if (e.key === "Home" || e.key === "End") {
      e.preventDefault();
      focusDrawerEdge(nav, e.key === "Home" ? "first" : "last", within);
    }
  };

  return (
    <TreeContext.Provider value={context}>
      <Stack gap="0.5">
        <HStack gap="0" data-testid="all-subscriptions" {...headerMenu}>
          <NavLink className={TREE_LINK} data-top="" data-hover-bg="" to="/subscriptions/all" end data-drawer-item="">
            <LayersIcon color="fg.muted" />
            <span className="rv-tree-label">Subscriptions</span>
            <UnreadCount count={allUnreadCount} strong />
          </NavLink>
          <IconButton
            variant="ghost"
            size="xs"
            aria-label="Subscription actions"
            aria-haspopup="menu"
            onClick={(e) => {
              const rect = e.currentTarget.getBoundingClientRect();
              openMenu(allMenu, rect.left, rect.bottom, e.currentTarget);
            }}
          >
            <MoreIcon />
          </IconButton>
        </HStack>

        <Box
          ref={treeRef}
          role="tree"
          aria-label="Subscriptions and folders"
          onKeyDown={onTreeKeyDown}
          onFocus={(e) => {
            const key = (e.target as HTMLElement).closest<HTMLElement>("[data-row-key]")?.dataset.rowKey;
            if (key) setFocused(key);
          }}
          css={{ "& [data-tree-row]": { minH: "8" } }}
        >
          {entries.map(({ id, DrawerSubscriptionRow_subscription: subscription, DrawerFolder_folder: folder }) =>
            !id ? null : (
              <RowKey key={id} k={rowKey("top", id)}>
                {subscription ? (
                  <DrawerSubscriptionRow subscription={subscription} parentId="top" level={1} />
                ) : folder ? (
                  <DrawerFolder folder={folder} />
                ) : null}
              </RowKey>
            ),
          )}
        </Box>
        {data.readingList.entries.length === 0 && (
          <Stack px="3" py="2" gap="2" align="start">
            <Text fontSize="sm" color="fg.muted">
              Follow a feed to build your reading list.
            </Text>
            <Button size="xs" variant="outline" onClick={() => setDialog({ kind: "add", folderId: null })}>
              <PlusIcon />
              Add subscription
            </Button>
          </Stack>
        )}
      </Stack>

      {drag && (
        <Portal>
          <Flex
            ref={overlayRef}
            position="fixed"
            top="0"
            left="0"
            zIndex="tooltip"
            pointerEvents="none"
            transform={`translate(${drag.x + 14}px, ${drag.y + 10}px)`}
            bg="bg.panel"
            borderWidth="1px"
            borderColor="brand.solid"
            shadow="lg"
            rounded="md"
            px="3"
            py="1"
            fontSize="sm"
            maxW="60"
            aria-hidden="true"
          >
            <Text truncate>{drag.source.label}</Text>
          </Flex>
        </Portal>
      )}

      <Suspense fallback={null}>
        {dialog?.kind === "add" && <AddSubscriptionDialog viewer={data} folderId={dialog.folderId} onClose={() => setDialog(null)} />}
        {dialog?.kind === "newFolder" && <NewFolderDialog viewerId={viewerId} onClose={() => setDialog(null)} />}
        {dialog?.kind === "move" && <MoveSubscriptionDialog viewer={data} subscription={dialog.subscription} onClose={() => setDialog(null)} />}
        {dialog?.kind === "unsubscribe" && (
          <DeleteSubscriptionDialog viewerId={viewerId} subscription={dialog.subscription} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === "deleteFolder" && <DeleteFolderDialog viewer={data} folder={dialog.folder} onClose={() => setDialog(null)} />}
      </Suspense>
    </TreeContext.Provider>
  );
}

/** Marks a top-level block with its row key, for the roving tab stop. */
function RowKey({ k, children }: { k: string; children: ReactNode }) {
  return <Box data-row-key={k}>{children}</Box>;
}
