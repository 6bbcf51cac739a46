import { Button, Checkbox, Field, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useLocation, useNavigate } from "react-router";
import type { DeleteFolderDialog_folder$key } from "../../__generated__/DeleteFolderDialog_folder.graphql";
import type { DeleteFolderDialog_viewer$key } from "../../__generated__/DeleteFolderDialog_viewer.graphql";
import { AppDialog } from "../../ui/AppDialog";
import { notifyUserError } from "../../ui/errorToast";
import { notifySuccess } from "../../ui/toaster";
import { useFolderMutations } from "./folderMutations";

const TOP = "top";

/**
 * Delete folder (spec part 1 section 4 "Folder deletion"): move its subscriptions to another folder or the
 * top level, or delete them all. Delete stays disabled until one is chosen; "delete all" disables the picker.
 * An empty folder has nothing to move: no question, Delete is ready at once.
 */
export function DeleteFolderDialog(props: { viewer: DeleteFolderDialog_viewer$key; folder: DeleteFolderDialog_folder$key; onClose: () => void }) {
  const viewer = useFragment(
    graphql`
      fragment DeleteFolderDialog_viewer on User {
        id
        folders {
          id
          name
        }
      }
    `,
    props.viewer,
  );
  const live = useFragment(
    graphql`
      fragment DeleteFolderDialog_folder on Folder {
        id
        folderId
        name
        subscriptionCount
      }
    `,
    props.folder,
  );
  // The deletion removes the record while this dialog is still closing: keep showing the folder as it was.
  const [captured] = useState(live);
  const folder = (live as typeof live | null) ?? captured;
  const mutations = useFolderMutations(viewer.id);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [target, setTarget] = useState("");
  const [deleteAll, setDeleteAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = folder.subscriptionCount;
  const empty = count === 0;
  const chosen = empty || deleteAll || target !== "";

  const confirm = async () => {
    setBusy(true);
    const r = await mutations.remove(folder.id, deleteAll && !empty ? { includeSubscriptions: true } : { moveToFolderId: empty || target === TOP ? null : target });
    setBusy(false);
    if (!r.ok) return notifyUserError(r.error);
    notifySuccess(`Deleted ${folder.name}`);
    props.onClose();
    if (pathname.startsWith(`/folders/${folder.folderId}`)) navigate("/subscriptions/all", { replace: true });
  };

  return (
    <AppDialog
      title={`Delete ${folder.name}?`}
      onClose={props.onClose}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button colorPalette="red" disabled={!chosen} loading={busy} onClick={() => void confirm()}>
            Delete
          </Button>
        </>
      }
    >
      {empty ? (
        <Text>This folder is empty. Deleting it removes nothing else.</Text>
      ) : (
        <Stack gap="4">
          <Text>{`What should happen to the ${count === 1 ? "subscription" : `${count} subscriptions`} in this folder?`}</Text>
          <Field.Root disabled={deleteAll}>
            <Field.Label>Move subscriptions to</Field.Label>
            <NativeSelect.Root disabled={deleteAll}>
              <NativeSelect.Field value={target} onChange={(e) => setTarget(e.target.value)}>
                <option value="" disabled>
                  Choose a folder…
                </option>
                <option value={TOP}>Top Level</option>
                {viewer.folders
                  .filter((f) => f.id !== folder.id)
                  .map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.name}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Checkbox.Root checked={deleteAll} onCheckedChange={(e) => setDeleteAll(e.checked === true)} colorPalette="red">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Delete all its subscriptions instead</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      )}
    </AppDialog>
  );
}
