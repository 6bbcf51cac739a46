import { Button, HStack, IconButton, Link, Stack, Switch, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { LibraryDigestsTab_viewer$data, LibraryDigestsTab_viewer$key } from "../../__generated__/LibraryDigestsTab_viewer.graphql";
import { AppDialog } from "../../ui/AppDialog";
import { notifyUserError } from "../../ui/errorToast";
import { PlusIcon } from "../../ui/icons";
import { notifySuccess } from "../../ui/toaster";
import { useDigestMutations } from "../digests/digestMutations";
import { describeSchedule } from "../digests/scheduleBuilder";
import { LibraryEmpty } from "./LibraryEmpty";
import { PropertiesLink, TrashIcon } from "./rowActions";

type Series = LibraryDigestsTab_viewer$data["scheduledDigests"]["edges"][number]["node"];

/**
 * The Library's Digests tab (spec part 3 section 2): Create New, and per series its name (a link to its page),
 * the in-navigation toggle (showInSidebar), the schedule in local time, the enabled toggle, properties and delete.
 */
export function LibraryDigestsTab(props: { viewer: LibraryDigestsTab_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment LibraryDigestsTab_viewer on User {
        scheduledDigests(first: 100) {
          edges {
            node {
              id
              scheduledDigestId
              name
              cron
              enabled
              properties
            }
          }
        }
      }
    `,
    props.viewer,
  );
  const mutations = useDigestMutations();
  const [deleting, setDeleting] = useState<Series | null>(null);
  const [busy, setBusy] = useState(false);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  const rows = viewer.scheduledDigests.edges.map((e) => e.node);

  const patch = async (s: Series, input: { enabled?: boolean; properties?: object }) => {
    const r = await mutations.update({ id: s.id, ...input });
    if (!r.ok) notifyUserError(r.error);
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const r = await mutations.remove(deleting.id);
    setBusy(false);
    if (!r.ok) return notifyUserError(r.error);
    notifySuccess("Digest deleted successfully!");
    setDeleting(null);
  };

  return (
    <Stack gap="4">
      <HStack justify="end">
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to="/digests/series/new">
            <PlusIcon aria-hidden /> Create New
          </RouterLink>
        </Button>
      </HStack>
      {rows.length === 0 ? (
        <LibraryEmpty title="No digests yet" description="A digest turns a subscription, folder or tag into a text and audio briefing on a schedule. Create one with Create New." />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l2">
          <Table.Root size="sm" aria-label="Digests">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Digest</Table.ColumnHeader>
                <Table.ColumnHeader>In navigation</Table.ColumnHeader>
                <Table.ColumnHeader>Schedule</Table.ColumnHeader>
                <Table.ColumnHeader>Enabled</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((s) => {
                const inNav = Boolean((s.properties as { showInSidebar?: boolean } | null)?.showInSidebar);
                return (
                  <Table.Row key={s.id}>
                    <Table.Cell>
                      <Link asChild fontWeight="medium">
                        <RouterLink to={`/digests/series/${s.scheduledDigestId}`}>{s.name}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      <Switch.Root size="sm" colorPalette="brand" checked={inNav} onCheckedChange={(e) => void patch(s, { properties: { showInSidebar: e.checked } })}>
                        <Switch.HiddenInput aria-label={`Show ${s.name} in navigation`} />
                        <Switch.Control />
                      </Switch.Root>
                    </Table.Cell>
                    <Table.Cell>
                      <Text fontSize="sm">{describeSchedule(s.cron, zone)}</Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Switch.Root size="sm" colorPalette="brand" checked={s.enabled} onCheckedChange={(e) => void patch(s, { enabled: e.checked })}>
                        <Switch.HiddenInput aria-label={`${s.name} enabled`} />
                        <Switch.Control />
                      </Switch.Root>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack justify="end" gap="1">
                        <PropertiesLink to={`/digests/series/${s.scheduledDigestId}/properties`} name={s.name} />
                        <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${s.name}`} onClick={() => setDeleting(s)}>
                          <TrashIcon />
                        </IconButton>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {deleting && (
        <AppDialog
          title={`Delete ${deleting.name}?`}
          onClose={() => setDeleting(null)}
          size="sm"
          footer={
            <>
              <Button variant="outline" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={busy} onClick={() => void remove()}>
                Delete
              </Button>
            </>
          }
        >
          <Text>The series stops, and its digests and their files are deleted.</Text>
        </AppDialog>
      )}
    </Stack>
  );
}
