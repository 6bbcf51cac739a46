import { Button, Field, Heading, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import type { OpmlExport_viewer$key } from "../../__generated__/OpmlExport_viewer.graphql";
import { UNKNOWN_ERROR } from "../../ui/errorToast";
import { notifyError } from "../../ui/toaster";
import { downloadOpml } from "./downloadOpml";

/**
 * OPML export: everything, or one folder, downloaded as the server names it ({username}-opml-export.opml).
 * The server builds the file with the same buildOpml the import's parser round-trips, in the reader's order;
 * fetched on click (network-only) so the file is never an old copy from the store.
 */
export function OpmlExport(props: { viewer: OpmlExport_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment OpmlExport_viewer on User {
        folders {
          id
          name
        }
      }
    `,
    props.viewer,
  );
  const environment = useRelayEnvironment();
  const [folderId, setFolderId] = useState("");
  const [busy, setBusy] = useState<"all" | "folder" | null>(null);

  const download = async (which: "all" | "folder") => {
    setBusy(which);
    try {
      await downloadOpml(environment, which === "folder" ? folderId : null);
    } catch {
      notifyError(UNKNOWN_ERROR);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="4" maxW="4xl">
      <Stack gap="1">
        <Heading as="h2" size="md">
          Export OPML
        </Heading>
        <Text color="fg.muted">Download your subscriptions as an OPML file that any feed reader can import.</Text>
      </Stack>
      <HStack>
        <Button colorPalette="brand" variant="outline" onClick={() => void download("all")} loading={busy === "all"}>
          Export all subscriptions
        </Button>
      </HStack>
      {viewer.folders.length > 0 && (
        <HStack align="end" gap="3" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>Folder</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={folderId} onChange={(e) => setFolderId(e.target.value)}>
                <option value="">Choose a folder</option>
                {viewer.folders.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button variant="outline" onClick={() => void download("folder")} disabled={!folderId} loading={busy === "folder"}>
            Export folder
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
