import { Badge, Button, HStack, IconButton, Link, Stack, Table } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { LibraryFoldersTab_viewer$data, LibraryFoldersTab_viewer$key } from "../../__generated__/LibraryFoldersTab_viewer.graphql";
import { DebouncedSearchInput } from "../../ui/DebouncedSearchInput";
import { UNKNOWN_ERROR } from "../../ui/errorToast";
import { PlusIcon } from "../../ui/icons";
import { notifyError } from "../../ui/toaster";
import { DeleteFolderDialog } from "../folders/DeleteFolderDialog";
import { NewFolderDialog } from "../folders/NewFolderDialog";
import { downloadOpml } from "../opml/downloadOpml";
import { LibraryEmpty } from "./LibraryEmpty";
import { useLibraryParams } from "./libraryParams";
import { DownloadIcon, PropertiesLink, TrashIcon } from "./rowActions";

type Folder = LibraryFoldersTab_viewer$data["folders"][number];

/**
 * The Library's Folders tab (spec part 3 section 2): each folder with a link to its list, how many
 * subscriptions it holds, an OPML export of just that folder (the file carries the folder's name), properties
 * and delete (which asks where its subscriptions go), and a New folder button.
 */
export function LibraryFoldersTab(props: { viewer: LibraryFoldersTab_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment LibraryFoldersTab_viewer on User {
        id
        folders {
          id
          folderId
          name
          enabled
          subscriptionCount
          ...DeleteFolderDialog_folder
        }
        ...DeleteFolderDialog_viewer
      }
    `,
    props.viewer,
  );
  const environment = useRelayEnvironment();
  const [params, setParams] = useLibraryParams();
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState<string | null>(null);
  const words = params.search.toLowerCase();
  const folders = viewer.folders.filter((f) => !words || f.name.toLowerCase().includes(words));

  const exportFolder = async (folder: Folder) => {
    setExporting(folder.id);
    try {
      await downloadOpml(environment, folder.id);
    } catch {
      notifyError(UNKNOWN_ERROR);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="4">
      <HStack wrap="wrap" gap="3" justify="space-between">
        <DebouncedSearchInput label="Search folders" value={params.search} onChange={(search) => setParams({ search })} delayMs={500} />
        <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden /> New folder
        </Button>
      </HStack>
      {folders.length === 0 ? (
        <LibraryEmpty
          title={words ? `No folders match “${params.search}”` : "No folders yet"}
          description={words ? "Try other words." : "Folders group your subscriptions in the navigation. Create one with New folder."}
        />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l2">
          <Table.Root size="sm" aria-label="Folders">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Folder</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Subscriptions</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {folders.map((folder) => (
                <Table.Row key={folder.id}>
                  <Table.Cell>
                    <HStack gap="2">
                      <Link asChild fontWeight="medium">
                        <RouterLink to={`/folders/${folder.folderId}`}>{folder.name}</RouterLink>
                      </Link>
                      {!folder.enabled && <Badge colorPalette="gray">Disabled</Badge>}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{folder.subscriptionCount}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack justify="end" gap="1">
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={`Export ${folder.name} as OPML`}
                        title="Export OPML"
                        loading={exporting === folder.id}
                        onClick={() => void exportFolder(folder)}
                      >
                        <DownloadIcon />
                      </IconButton>
                      <PropertiesLink to={`/folders/${folder.folderId}/properties`} name={folder.name} />
                      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${folder.name}`} onClick={() => setDeleting(folder)}>
                        <TrashIcon />
                      </IconButton>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {deleting && <DeleteFolderDialog viewer={viewer} folder={deleting} onClose={() => setDeleting(null)} />}
      {creating && <NewFolderDialog viewerId={viewer.id} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
