import { Badge, Box, Button, HStack, IconButton, Link, Stack, Switch, Table, Text } from "@chakra-ui/react";
import { useState, useTransition } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { AdminChannelsTabQuery } from "../../__generated__/AdminChannelsTabQuery.graphql";
import { DebouncedSearchInput } from "../../ui/DebouncedSearchInput";
import { notifyUserError } from "../../ui/errorToast";
import { PencilIcon, PlayIcon, PlusIcon } from "../../ui/icons";
import { Pager } from "../../ui/Pager";
import { notifySuccess } from "../../ui/toaster";
import { useChannelMutations } from "../channels/channelMutations";
import { formatDateTime } from "../feeds/formatDate";
import { LibraryEmpty } from "../library/LibraryEmpty";
import { type LibraryParamsChange, useLibraryParams } from "../library/libraryParams";
import { ADMIN_SEARCH_DEBOUNCE_MS } from "./AdminFeedsTab";

const query = graphql`
  query AdminChannelsTabQuery($search: String, $page: Int!) {
    adminChannels(search: $search, page: $page) {
      page
      hasNextPage
      channels {
        id
        channelId
        name
        description
        enabled
        nextRunAt
        digestCounts {
          completed
          pending
          failed
        }
      }
    }
  }
`;

const timeOfDay = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });

/**
 * The administrators' Channels tab (spec part 3 section 2): channels by name, 25 a page, searched by name (1 s after
 * the last key). Create New opens /channels/create, Edit /channels/{id}/edit; each row has its enabled switch, its
 * digests by status, its next run and Run now.
 */
export function AdminChannelsTab() {
  const [params, setParamsNow] = useLibraryParams();
  const [pending, startTransition] = useTransition();
  const setParams = (change: LibraryParamsChange) => startTransition(() => void setParamsNow(change));
  const data = useLazyLoadQuery<AdminChannelsTabQuery>(query, { search: params.search || null, page: params.page }, { fetchPolicy: "store-and-network" });
  const { channels, page, hasNextPage } = data.adminChannels;
  const mutations = useChannelMutations();
  const [running, setRunning] = useState<string | null>(null);

  const toggle = async (id: string, enabled: boolean) => {
    const r = await mutations.update({ id, enabled });
    if (!r.ok) notifyUserError(r.error);
  };
  const runNow = async (id: string) => {
    setRunning(id);
    const r = await mutations.run(id);
    setRunning(null);
    if (r.ok) notifySuccess("The channel is running: new digests appear as they are made.");
    else notifyUserError(r.error);
  };

  return (
    <Stack gap="4">
      <HStack wrap="wrap" gap="3" justify="space-between">
        <DebouncedSearchInput label="Search channels by name" placeholder="Search channels" value={params.search} onChange={(search) => setParams({ search })} delayMs={ADMIN_SEARCH_DEBOUNCE_MS} />
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to="/channels/create">
            <PlusIcon aria-hidden /> Create New
          </RouterLink>
        </Button>
      </HStack>
      {channels.length === 0 ? (
        <LibraryEmpty
          title={params.search ? "No channels match" : "No channels yet"}
          description="A channel turns the day's top stories into a stream of short digests anyone can watch. Create one with Create New."
        />
      ) : (
        <Box opacity={pending ? 0.6 : 1} transition="opacity 0.15s">
          <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l2">
            <Table.Root size="sm" aria-label="Channels" aria-busy={pending}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Channel</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">Digests</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">Next run</Table.ColumnHeader>
                  <Table.ColumnHeader>Enabled</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" hideBelow="sm">
                    Actions
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {channels.map((c) => (
                  <Table.Row key={c.id}>
                    <Table.Cell maxW={{ base: "12rem", md: "26rem" }}>
                      <Stack gap="0" minW="0">
                        <Link asChild fontWeight="medium" truncate>
                          <RouterLink to={`/channels/${c.channelId}`}>{c.name}</RouterLink>
                        </Link>
                        {c.description && (
                          <Text fontSize="xs" color="fg.muted" truncate>
                            {c.description}
                          </Text>
                        )}
                      </Stack>
                    </Table.Cell>
                    <Table.Cell hideBelow="md">
                      <HStack gap="1" wrap="wrap">
                        <Badge colorPalette="green" variant="subtle">
                          {c.digestCounts.completed} ready
                        </Badge>
                        {c.digestCounts.pending > 0 && <Badge colorPalette="yellow">{c.digestCounts.pending} generating</Badge>}
                        {c.digestCounts.failed > 0 && <Badge colorPalette="red">{c.digestCounts.failed} failed</Badge>}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell hideBelow="md" color="fg.muted">
                      {c.nextRunAt ? <time dateTime={c.nextRunAt} title={formatDateTime(c.nextRunAt)}>{timeOfDay(c.nextRunAt)}</time> : "Paused"}
                    </Table.Cell>
                    <Table.Cell>
                      <Switch.Root size="sm" checked={c.enabled} onCheckedChange={(e) => void toggle(c.id, e.checked)} colorPalette="brand">
                        <Switch.HiddenInput aria-label={`${c.name} enabled`} />
                        <Switch.Control />
                      </Switch.Root>
                    </Table.Cell>
                    <Table.Cell textAlign="end" hideBelow="sm">
                      <HStack gap="1" justify="end">
                        <IconButton size="sm" variant="ghost" aria-label={`Run ${c.name} now`} title="Run now" disabled={!c.enabled} loading={running === c.id} onClick={() => void runNow(c.id)}>
                          <PlayIcon />
                        </IconButton>
                        <IconButton asChild size="sm" variant="ghost" aria-label={`Edit ${c.name}`} title="Edit">
                          <RouterLink to={`/channels/${c.channelId}/edit`}>
                            <PencilIcon />
                          </RouterLink>
                        </IconButton>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Box>
      )}
      <Pager label="Channel pages" page={page} hasNextPage={hasNextPage} onPage={(p) => setParams({ page: p })} />
    </Stack>
  );
}
