import { HStack, IconButton, Link, Stack, Switch, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { LibraryTagsTab_viewer$data, LibraryTagsTab_viewer$key } from "../../__generated__/LibraryTagsTab_viewer.graphql";
import { DebouncedSearchInput } from "../../ui/DebouncedSearchInput";
import { notifyUserError } from "../../ui/errorToast";
import { notifySuccess } from "../../ui/toaster";
import { useContentTagMutations } from "../contentTags/contentTagMutations";
import { contentTagPath } from "../contentTags/contentTagPaths";
import { DeleteContentTagDialog } from "../contentTags/DeleteContentTagDialog";
import { TAG_UPDATE_FAILED, TAG_UPDATED } from "../contentTags/tagMessages";
import { LibraryEmpty } from "./LibraryEmpty";
import { useLibraryParams } from "./libraryParams";
import { PropertiesLink, TrashIcon } from "./rowActions";

type Tag = LibraryTagsTab_viewer$data["contentItemTags"][number];

/** Spec part 1 section 9: item search (a name filter here) waits 500 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * The Library's Tags tab (the user's own tags: no slug) or System Tags tab (tags with a slug, such as read-later)
 * (spec part 3 section 2). Each row: the tag (a link to its items), how many items it holds, the "show in nav"
 * toggle, properties, and delete, which system tags do not have.
 */
export function LibraryTagsTab(props: { viewer: LibraryTagsTab_viewer$key; system: boolean }) {
  const viewer = useFragment(
    graphql`
      fragment LibraryTagsTab_viewer on User {
        contentItemTags {
          id
          contentItemTagId
          slug
          name
          showInSidebar
          totalContentItems
          ...DeleteContentTagDialog_tag
        }
      }
    `,
    props.viewer,
  );
  const [params, setParams] = useLibraryParams();
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const mutations = useContentTagMutations();
  const words = params.search.toLowerCase();
  const tags = viewer.contentItemTags.filter((t) => Boolean(t.slug) === props.system && (!words || t.name.toLowerCase().includes(words)));
  const what = props.system ? "system tags" : "tags";

  const toggleNav = async (tag: Tag, showInSidebar: boolean) => {
    const r = await mutations.update({ id: tag.id, showInSidebar });
    if (r.ok) notifySuccess(TAG_UPDATED);
    else notifyUserError(r.error, TAG_UPDATE_FAILED);
  };

  return (
    <Stack gap="4">
      <HStack wrap="wrap" gap="3">
        <DebouncedSearchInput label={`Search ${what}`} value={params.search} onChange={(search) => setParams({ search })} delayMs={SEARCH_DEBOUNCE_MS} />
      </HStack>
      {props.system && <Text color="fg.muted">Built-in tags every account has. They can be hidden from the navigation but not deleted.</Text>}
      {tags.length === 0 ? (
        <LibraryEmpty
          title={words ? `No ${what} match “${params.search}”` : `No ${what} yet`}
          description={words ? "Try other words." : "Tag an article from its menu to create a tag; it shows here."}
        />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l2">
          <Table.Root size="sm" aria-label={props.system ? "System tags" : "Tags"}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Tag</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Items</Table.ColumnHeader>
                <Table.ColumnHeader>Show in nav</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tags.map((tag) => (
                <Table.Row key={tag.id}>
                  <Table.Cell>
                    <Link asChild fontWeight="medium">
                      <RouterLink to={contentTagPath({ contentItemTagId: tag.contentItemTagId, slug: tag.slug })}>{tag.name}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{tag.totalContentItems}</Table.Cell>
                  <Table.Cell>
                    <Switch.Root size="sm" colorPalette="brand" checked={tag.showInSidebar} onCheckedChange={(e) => void toggleNav(tag, e.checked)}>
                      <Switch.HiddenInput aria-label={`Show ${tag.name} in the navigation`} />
                      <Switch.Control />
                    </Switch.Root>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack justify="end" gap="1">
                      <PropertiesLink to={`${contentTagPath(tag)}/properties`} name={tag.name} />
                      {!props.system && (
                        <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${tag.name}`} onClick={() => setDeleting(tag)}>
                          <TrashIcon />
                        </IconButton>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {deleting && <DeleteContentTagDialog tag={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
