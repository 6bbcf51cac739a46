import { Button, Checkbox, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { MoveSubscriptionDialog_subscription$key } from "../../__generated__/MoveSubscriptionDialog_subscription.graphql";
import type { MoveSubscriptionDialog_viewer$key } from "../../__generated__/MoveSubscriptionDialog_viewer.graphql";
import { AppDialog } from "../../ui/AppDialog";
import { notifyUserError } from "../../ui/errorToast";
import { PlusIcon } from "../../ui/icons";
import { notifySuccess } from "../../ui/toaster";
import { useFolderMutations } from "../folders/folderMutations";
import { useSubscriptionMutations } from "./subscriptionMutations";

const TOP = "top";

/**
 * Move subscription to folders (spec part 1 section 2.3): search folders (case-insensitive substring), toggle
 * membership per folder, a Top Level entry, and add a new folder. Each toggle is saved at once; a
 * subscription left in no place returns to the top level (the server's rule), and the list shows it.
 */
export function MoveSubscriptionDialog(props: {
  viewer: MoveSubscriptionDialog_viewer$key;
  subscription: MoveSubscriptionDialog_subscription$key;
  onClose: () => void;
}) {
  const viewer = useFragment(
    graphql`
      fragment MoveSubscriptionDialog_viewer on User {
        id
        folders {
          id
          name
        }
      }
    `,
    props.viewer,
  );
  const subscription = useFragment(
    graphql`
      fragment MoveSubscriptionDialog_subscription on FeedSubscription {
        id
        title
        isTopLevel
        folders {
          id
        }
      }
    `,
    props.subscription,
  );
  const subscriptions = useSubscriptionMutations(viewer.id);
  const folderMutations = useFolderMutations(viewer.id);
  const [search, setSearch] = useState("");
  const [busy, setBusy] = useState<string | null>(null);

  const member = new Set(subscription.folders.map((f) => f.id));
  const needle = search.trim().toLowerCase();
  const shown = viewer.folders.filter((f) => f.name.toLowerCase().includes(needle));
  const exact = viewer.folders.some((f) => f.name.toLowerCase() === needle);

  const run = async (key: string, work: () => Promise<{ ok: boolean; error?: Parameters<typeof notifyUserError>[0] }>) => {
    setBusy(key);
    const r = await work();
    setBusy(null);
    if (!r.ok) notifyUserError(r.error);
  };
  // Spec part 1 section 4: 'top' toggles top-level membership; any other folder toggles association with it.
  const toggle = (folderId: string) =>
    run(folderId, () =>
      folderId === TOP
        ? subscriptions.move({ id: subscription.id, topLevel: !subscription.isTopLevel })
        : member.has(folderId)
          ? subscriptions.move({ id: subscription.id, fromFolderId: folderId })
          : subscriptions.move({ id: subscription.id, toFolderId: folderId, beforeSubscriptionId: null }),
    );
  const addFolder = () =>
    run("new", async () => {
      const created = await folderMutations.create(search.trim());
      if (!created.ok || !created.value) return created;
      notifySuccess("Folder added successfully!");
      setSearch("");
      return subscriptions.move({ id: subscription.id, toFolderId: created.value.id, beforeSubscriptionId: null });
    });

  return (
    <AppDialog
      title={`Move ${subscription.title} to folders`}
      onClose={props.onClose}
      footer={
        <Button colorPalette="brand" onClick={props.onClose}>
          Done
        </Button>
      }
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Search folders</Field.Label>
          <Input
            autoFocus
            value={search}
            placeholder="Folder name"
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && needle && !exact) {
                e.preventDefault();
                void addFolder();
              }
            }}
          />
        </Field.Root>
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Folders">
          <li>
            <MembershipToggle label="Top Level" checked={subscription.isTopLevel} busy={busy === TOP} onToggle={() => void toggle(TOP)} />
          </li>
          {shown.map((f) => (
            <li key={f.id}>
              <MembershipToggle label={f.name} checked={member.has(f.id)} busy={busy === f.id} onToggle={() => void toggle(f.id)} />
            </li>
          ))}
        </Stack>
        {needle && !shown.length && <Text color="fg.muted">No folder matches “{search.trim()}”.</Text>}
        {needle && !exact && (
          <HStack>
            <Button variant="outline" size="sm" loading={busy === "new"} onClick={() => void addFolder()}>
              <PlusIcon />
              Add folder “{search.trim()}”
            </Button>
          </HStack>
        )}
      </Stack>
    </AppDialog>
  );
}

function MembershipToggle(props: { label: string; checked: boolean; busy: boolean; onToggle: () => void }) {
  return (
    <Checkbox.Root
      checked={props.checked}
      disabled={props.busy}
      onCheckedChange={props.onToggle}
      w="full"
      px="2"
      py="1.5"
      rounded="md"
      _hover={{ bg: "bg.muted" }}
      colorPalette="brand"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{props.label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
