import { Button, Field, Input, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { AppDialog } from "../../ui/AppDialog";
import { UserErrorAlert, type UserFacingError } from "../../ui/errorToast";
import { notifySuccess } from "../../ui/toaster";
import { useFolderMutations } from "./folderMutations";

/** New folder (spec part 1 sections 5 and 8): a name is required; success says 'Folder added successfully!'. */
export function NewFolderDialog(props: { viewerId: string; onClose: () => void }) {
  const mutations = useFolderMutations(props.viewerId);
  const [name, setName] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<UserFacingError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setFieldError("Folder name is required");
    setBusy(true);
    const r = await mutations.create(name.trim());
    setBusy(false);
    if (!r.ok) return setError(r.error);
    notifySuccess("Folder added successfully!");
    props.onClose();
  };

  return (
    <AppDialog
      title="New folder"
      onClose={props.onClose}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" form="new-folder" colorPalette="brand" loading={busy}>
            Create folder
          </Button>
        </>
      }
    >
      <form id="new-folder" noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="4">
          <Field.Root invalid={Boolean(fieldError)} required>
            <Field.Label>Folder name</Field.Label>
            <Input
              autoFocus
              name="name"
              autoComplete="off"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setFieldError(null);
                setError(null);
              }}
            />
            {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
          </Field.Root>
          <UserErrorAlert error={error} />
        </Stack>
      </form>
    </AppDialog>
  );
}
