import { Box, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { NavLink, useNavigate } from "react-router";
import type { DeleteContentTagDialog_tag$key } from "../../__generated__/DeleteContentTagDialog_tag.graphql";
import type { DrawerTagList_viewer$data, DrawerTagList_viewer$key } from "../../__generated__/DrawerTagList_viewer.graphql";
import { useContextMenuTrigger } from "../../ui/ContextMenu";
import { InlineRename } from "../../ui/InlineRename";
import { TREE_LINK, UnreadCount } from "../subscriptions/TreeRowParts";
import { useContentTagMutations } from "./contentTagMutations";
import { contentTagPath } from "./contentTagPaths";
import { DeleteContentTagDialog } from "./DeleteContentTagDialog";
import { notifyTagRenamed } from "./tagMessages";
import { TagGlyph } from "./TagGlyph";
import { truncateTagLabel } from "./truncateTagLabel";
import { newDigestPath } from "../digests/newDigestPath";

type DrawerTag = DrawerTagList_viewer$data["contentItemTags"][number];

/**
 * The drawer's content tags (spec part 1 section 2.2: "content tags flagged showInSidebar", between Library
 * and Subscriptions): each links to its page with its unread count. Right-click, a long press or the
 * ContextMenu key opens the contentItemTag menu: Open, Settings, Rename (in place) and Delete (confirmed);
 * the built-in read-later tag can be neither renamed nor deleted.
 */
export function DrawerTagList(props: { viewer: DrawerTagList_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment DrawerTagList_viewer on User {
        contentItemTags {
          id
          contentItemTagId
          slug
          name
          icon
          isSystem
          showInSidebar
          enabled
          unreadCount
          ...DeleteContentTagDialog_tag
        }
      }
    `,
    props.viewer,
  );
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DeleteContentTagDialog_tag$key | null>(null);
  const shown = viewer.contentItemTags.filter((t) => t.showInSidebar);
  return (
    <>
      {shown.length > 0 && (
        <Box role="group" aria-label="Tags">
          {shown.map((t) => (
            <DrawerTagRow
              key={t.id}
              tag={t}
              renaming={renaming === t.id}
              onRename={(on) => setRenaming(on ? t.id : null)}
              onDelete={() => setDeleting(t)}
            />
          ))}
        </Box>
      )}
      {deleting && <DeleteContentTagDialog tag={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function DrawerTagRow(props: { tag: DrawerTag; renaming: boolean; onRename: (on: boolean) => void; onDelete: () => void }) {
  const t = props.tag;
  const navigate = useNavigate();
  const mutations = useContentTagMutations();
  const path = contentTagPath({ contentItemTagId: t.contentItemTagId, slug: t.slug });

  const rename = async (name: string) => {
    props.onRename(false);
    notifyTagRenamed(await mutations.update({ id: t.id, name }));
  };

  const menu = useContextMenuTrigger(() =>
    props.renaming
      ? null
      : {
          label: `${t.name} actions`,
          items: [
            { value: "open", label: "Open", onSelect: () => void navigate(path) },
            { value: "settings", label: "Settings", onSelect: () => void navigate(`${path}/properties`) },
            { value: "digest", label: "Create digest…", onSelect: () => void navigate(newDigestPath({ contentItemTagId: t.contentItemTagId }, t.name)) },
            // The built-in tag keeps its name and cannot go (spec: system tags); the entries stay, disabled.
            { value: "rename", label: "Rename", disabled: t.isSystem, onSelect: () => props.onRename(true) },
            { value: "delete", label: "Delete tag…", danger: true, separated: true, disabled: t.isSystem, onSelect: props.onDelete },
          ],
        },
  );

  return (
    <HStack gap="0" rounded="md" _hover={{ bg: "bg.muted" }} data-kind="contentItemTag" data-id={t.id} {...menu}>
      {props.renaming ? (
        <HStack gap="2" flex="1" ps="3" py="1" pe="1">
          <TagGlyph icon={t.icon} slug={t.slug} />
          <InlineRename value={t.name} label="Tag name" onCommit={(name) => void rename(name)} onCancel={() => props.onRename(false)} />
        </HStack>
      ) : (
        <NavLink
          className={TREE_LINK}
          data-top=""
          to={path}
          end
          data-drawer-item=""
          data-disabled={t.enabled ? undefined : ""}
          title={t.enabled ? t.name : `${t.name} (disabled)`}
          draggable={false}
        >
          <TagGlyph icon={t.icon} slug={t.slug} />
          <TagLabel name={t.name} />
          {!t.enabled && <span className="rv-sr-only">(disabled)</span>}
          <UnreadCount count={t.unreadCount} />
        </NavLink>
      )}
    </HStack>
  );
}

/** The name cut per spec (20 characters, then '..'); when cut, screen readers still get the whole name. */
function TagLabel({ name }: { name: string }) {
  const label = truncateTagLabel(name, "large");
  return label === name ? (
    <Text as="span" truncate flex="1">
      {name}
    </Text>
  ) : (
    <>
      <Text as="span" truncate flex="1" aria-hidden="true">
        {label}
      </Text>
      <VisuallyHidden>{name}</VisuallyHidden>
    </>
  );
}
