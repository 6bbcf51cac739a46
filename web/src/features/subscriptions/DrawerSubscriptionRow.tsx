import { Flex, Spinner, Text } from "@chakra-ui/react";
import type { KeyboardEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { NavLink, useNavigate } from "react-router";
import type { DrawerSubscriptionRow_subscription$key } from "../../__generated__/DrawerSubscriptionRow_subscription.graphql";
import { useContextMenuTrigger } from "../../ui/ContextMenu";
import { notifyUserError } from "../../ui/errorToast";
import { Favicon } from "../../ui/Favicon";
import { InlineRename } from "../../ui/InlineRename";
import { notifySuccess } from "../../ui/toaster";
import { focusDrawerItem } from "./drawerFocus";
import { SUBSCRIPTIONS_UPDATED, SUBSCRIPTIONS_UPDATE_FAILED } from "./messages";
import { isTemporaryId, useSubscriptionMutations } from "./subscriptionMutations";
import { deleteSubscriptionDialog, moveSubscriptionDialog, rowKey, useTree, type TreeParent } from "./treeContext";
import { FailureMarker, TREE_BLOCK, TREE_LINK, TREE_ROW, UnreadCount } from "./TreeRowParts";
import { newDigestPath } from "../digests/newDigestPath";

/** One subscription in the drawer tree: favicon, title, unread count; drag, context menu, inline rename. */
export function DrawerSubscriptionRow(props: { subscription: DrawerSubscriptionRow_subscription$key; parentId: TreeParent; level: 1 | 2 }) {
  const s = useFragment(
    graphql`
      fragment DrawerSubscriptionRow_subscription on FeedSubscription {
        id
        subscriptionId
        title
        enabled
        unreadCount
        feed {
          faviconUrl
          failure {
            message
          }
        }
        ...MoveSubscriptionDialog_subscription
        ...DeleteSubscriptionDialog_subscription
      }
    `,
    props.subscription,
  );
  const tree = useTree();
  const navigate = useNavigate();
  const mutations = useSubscriptionMutations(tree.viewerId);
  const key = rowKey(props.parentId, s.id);
  // A subscription still being created has no page, menu or place to drag to yet.
  const temporary = isTemporaryId(s.id);
  const renaming = tree.renaming === key;
  const path = `/subscriptions/${s.subscriptionId}`;
  // A disabled subscription is not fetched for its reader: its dimmed row says enough.
  const failure = s.enabled ? (s.feed.failure?.message ?? null) : null;
  const failureId = `drawer-failure-${s.subscriptionId}`;

  const setEnabled = async (enabled: boolean) => {
    const r = await mutations.update({ id: s.id, enabled });
    if (r.ok) notifySuccess(SUBSCRIPTIONS_UPDATED);
    else notifyUserError(r.error, SUBSCRIPTIONS_UPDATE_FAILED);
  };
  const rename = async (title: string) => {
    tree.setRenaming(null);
    const r = await mutations.update({ id: s.id, title });
    if (r.ok) notifySuccess(SUBSCRIPTIONS_UPDATED);
    else notifyUserError(r.error, SUBSCRIPTIONS_UPDATE_FAILED);
  };

  const menu = useContextMenuTrigger(() =>
    temporary || renaming
      ? null
      : {
          label: `${s.title} actions`,
          items: [
            { value: "open", label: "Open", onSelect: () => navigate(path) },
            { value: "rename", label: "Rename", onSelect: () => tree.setRenaming(key) },
            { value: "move", label: "Move to folders…", onSelect: () => tree.openDialog(moveSubscriptionDialog(s), import("./MoveSubscriptionDialog")) },
            { value: "properties", label: "Properties", onSelect: () => navigate(`${path}/properties`) },
            { value: "digest", label: "Create digest…", onSelect: () => navigate(newDigestPath({ subscriptionId: s.subscriptionId }, s.title)) },
            { value: "toggle", label: s.enabled ? "Disable" : "Enable", onSelect: () => void setEnabled(!s.enabled) },
            {
              value: "unsubscribe",
              label: "Unsubscribe",
              danger: true,
              separated: true,
              onSelect: () => tree.openDialog(deleteSubscriptionDialog(s), import("./DeleteSubscriptionDialog")),
            },
          ],
        },
  );

  const onLinkKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    // Inside a folder, Left goes back up to the folder (tree keyboard pattern).
    if (e.key === "ArrowLeft" && !e.shiftKey && props.parentId !== "top") {
      e.preventDefault();
      const folder = e.currentTarget.closest("[role=tree]")?.querySelector<HTMLElement>(
        `[data-tree-row][data-kind=folder][data-id="${CSS.escape(props.parentId)}"] [data-drawer-item]`,
      );
      focusDrawerItem(folder);
    }
  };

  // Plain elements with tree.css classes (TreeRowParts): the drawer draws one of these per subscription.
  return (
    <div className={TREE_BLOCK} data-tree-block="" data-id={s.id} data-parent={props.parentId}>
      <div
        className={TREE_ROW}
        data-tree-row={temporary ? undefined : ""}
        data-kind="subscription"
        data-id={s.id}
        data-parent={props.parentId}
        // Favicons line up with the folder icons (after the folders' chevron column); a folder's children sit
        // one step further in, under the folder's name.
        style={{ paddingInlineStart: props.level === 2 ? "50px" : "var(--chakra-spacing-7)" }}
        {...menu}
        onPointerDown={(e) => {
          menu.onPointerDown(e);
          if (!temporary && !renaming) tree.beginDrag(e, { id: s.id, kind: "subscription", parentId: props.parentId, label: s.title });
        }}
      >
        {renaming ? (
          <Flex align="center" gap="2" flex="1" py="1" pe="1" role="treeitem" aria-level={props.level} aria-label={s.title}>
            <Favicon src={s.feed.faviconUrl} />
            <InlineRename value={s.title} label="Subscription name" onCommit={(t) => void rename(t)} onCancel={() => tree.setRenaming(null)} />
          </Flex>
        ) : temporary ? (
          <div className={TREE_LINK} role="treeitem" aria-level={props.level} aria-busy="true" aria-disabled="true" data-drawer-item="" tabIndex={-1}>
            <Favicon src={null} />
            <Text as="span" truncate flex="1" fontStyle="italic" color="fg.muted">
              {s.title}
            </Text>
            <Spinner size="xs" color="fg.muted" />
          </div>
        ) : (
          <NavLink
            className={TREE_LINK}
            to={path}
            end
            role="treeitem"
            aria-level={props.level}
            data-drawer-item=""
            data-disabled={s.enabled ? undefined : ""}
            tabIndex={tree.tabStop === key ? 0 : -1}
            draggable={false}
            onKeyDown={onLinkKeyDown}
            title={[s.title, !s.enabled && "(disabled)", failure && `— failing: ${failure}`].filter(Boolean).join(" ")}
            aria-describedby={failure ? failureId : undefined}
            data-failing={failure ? "" : undefined}
          >
            <Favicon src={s.feed.faviconUrl} />
            <span className="rv-truncate rv-tree-label">{s.title}</span>
            {!s.enabled && <span className="rv-sr-only">(disabled)</span>}
            {failure && <FailureMarker />}
            <UnreadCount count={s.unreadCount} />
          </NavLink>
        )}
        {/* The sentence itself, read as the row's description (the title tooltip shows it on hover). */}
        {failure && !temporary && !renaming && (
          <span id={failureId} hidden>
            {failure}
          </span>
        )}
      </div>
    </div>
  );
}
