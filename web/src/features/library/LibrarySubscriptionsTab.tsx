import { Badge, Box, Button, Checkbox, HStack, IconButton, Link, Menu, NativeSelect, Portal, Stack, Table, Text } from "@chakra-ui/react";
import { useMemo, useOptimistic, useState, useTransition } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link as RouterLink } from "react-router";
import type {
  LibrarySubscriptionStatus, LibrarySubscriptionsTabQuery, LibrarySubscriptionsTabQuery$data,
} from "../../__generated__/LibrarySubscriptionsTabQuery.graphql";
import { AppDialog } from "../../ui/AppDialog";
import { DebouncedSearchInput } from "../../ui/DebouncedSearchInput";
import { notifyUserError } from "../../ui/errorToast";
import { Favicon } from "../../ui/Favicon";
import { FolderIcon } from "../../ui/icons";
import { Pager } from "../../ui/Pager";
import { scheduleText } from "../../ui/scheduleText";
import { notifySuccess } from "../../ui/toaster";
import { feedStatus } from "../feeds/feedStatus";
import { hostOf } from "../feeds/formatDate";
import { DeleteSubscriptionDialog } from "../subscriptions/DeleteSubscriptionDialog";
import { SUBSCRIPTIONS_UPDATE_FAILED, SUBSCRIPTIONS_UPDATED } from "../subscriptions/messages";
import { LibraryEmpty } from "./LibraryEmpty";
import { type LibraryParamsChange, TOP_LEVEL, useLibraryParams } from "./libraryParams";
import { useLibrarySubscriptionMutations } from "./librarySubscriptionMutations";
import { PropertiesLink, TrashIcon } from "./rowActions";

type Page = NonNullable<LibrarySubscriptionsTabQuery$data["viewer"]>["librarySubscriptions"];
type Row = Page["subscriptions"][number];

/** Spec part 1 section 9: item search waits 500 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 500;

/** The status filter: what the status column shows (a disabled subscription, or an enabled one's feed status). */
const STATUS_OPTIONS: Array<{ value: LibrarySubscriptionStatus; label: string }> = [
  { value: "enabled", label: "Enabled" },
  { value: "disabled", label: "Disabled" },
  { value: "healthy", label: "Active" },
  { value: "error", label: "Error" },
  { value: "stale", label: "Stale" },
  { value: "paused", label: "Paused" },
  { value: "unknown", label: "Pending" },
  { value: "deleted", label: "Deleted" },
];

type Action = "" | "enable" | "disable" | "add" | "remove" | "delete";
const ACTIONS: Array<{ value: Exclude<Action, "">; label: string }> = [
  { value: "enable", label: "Enable" },
  { value: "disable", label: "Disable" },
  { value: "add", label: "Add to folder…" },
  { value: "remove", label: "Remove from folder…" },
  { value: "delete", label: "Delete" },
];

const query = graphql`
  query LibrarySubscriptionsTabQuery(
    $search: String
    $folderIds: [ID!]
    $topLevel: Boolean
    $status: LibrarySubscriptionStatus
    $page: Int!
  ) {
    viewer {
      id
      folders {
        id
        name
      }
      librarySubscriptions(search: $search, folderIds: $folderIds, topLevel: $topLevel, status: $status, page: $page) {
        totalCount
        page
        pageSize
        pageCount
        subscriptions {
          id
          subscriptionId
          title
          enabled
          isTopLevel
          folders {
            id
            folderId
            name
          }
          feed {
            url
            faviconUrl
            status
            job {
              cron
            }
          }
          ...DeleteSubscriptionDialog_subscription
        }
      }
    }
  }
`;

/**
 * The Library's Subscriptions tab (spec part 3 section 2): search by title, a folder filter (several folders
 * and Top Level), a status filter, 20 rows a page, a select-all for the page and bulk actions (enable, disable,
 * add to or remove from a folder or the top level, delete) on the selection. Columns: select, subscription,
 * folders, status, frequency, actions. Search, filters and page live in the URL.
 */
export function LibrarySubscriptionsTab(props: { viewerId: string }) {
  const [params, setParamsNow] = useLibraryParams();
  const [pending, startTransition] = useTransition();
  const [fetchKey, setFetchKey] = useState(0);
  // Filters and pages change in a transition: the table on screen stays until the next one is in.
  // The folder menu shows what was ticked at once, while the table for it loads in the transition.
  const [shownFolders, showFolders] = useOptimistic(params.folders, (_: string[], next: string[]) => next);
  const setParams = (change: LibraryParamsChange) => startTransition(() => showFolders(setParamsNow(change).folders));
  const folderIds = params.folders.filter((f) => f !== TOP_LEVEL);
  const status = STATUS_OPTIONS.some((o) => o.value === params.status) ? (params.status as LibrarySubscriptionStatus) : null;
  const data = useLazyLoadQuery<LibrarySubscriptionsTabQuery>(
    query,
    {
      search: params.search || null,
      folderIds: folderIds.length ? folderIds : null,
      topLevel: params.folders.includes(TOP_LEVEL) || null,
      status,
      page: params.page,
    },
    { fetchPolicy: "store-and-network", fetchKey },
  );
  const viewer = data.viewer;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState<Row | null>(null);
  if (!viewer) return null;
  const page = viewer.librarySubscriptions;
  // An unsubscribe deletes its record from the store before the page is asked again: skip the gap it leaves.
  const rows = (page.subscriptions as ReadonlyArray<Row | null | undefined>).filter((r): r is Row => r != null);
  // Selection is of the page on screen (spec: select-all applies to the current page only).
  const selectedHere = rows.filter((r) => selected.has(r.id));
  const filtered = Boolean(params.search || params.folders.length || status);

  const toggleAll = (on: boolean) => setSelected(on ? new Set(rows.map((r) => r.id)) : new Set());
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const done = () => {
    setSelected(new Set());
    setFetchKey((k) => k + 1);
  };
  const goTo = (change: LibraryParamsChange) => {
    setSelected(new Set());
    setParams(change);
  };
  // Built on the latest folders, not the rendered ones: a second tick while the first loads keeps the first.
  const flipFolder = (id: string, on: boolean) =>
    goTo((latest) => {
      const others = latest.folders.filter((f) => f !== id);
      return { folders: on ? [...others, id] : others };
    });

  return (
    <Stack gap="4">
      <HStack wrap="wrap" gap="3">
        <DebouncedSearchInput label="Search subscriptions by title" placeholder="Search by title" value={params.search} onChange={(search) => goTo({ search })} delayMs={SEARCH_DEBOUNCE_MS} />
        <FolderFilter folders={viewer.folders} value={shownFolders} onFlip={flipFolder} onClear={() => goTo({ folders: [] })} />
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Status" value={status ?? ""} onChange={(e) => goTo({ status: e.target.value })}>
            <option value="">All statuses</option>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>

      <BulkActions viewerId={props.viewerId} folders={viewer.folders} selected={selectedHere} onDone={done} />

      {rows.length === 0 ? (
        <LibraryEmpty
          title={filtered ? "No subscriptions match" : "No subscriptions yet"}
          description={
            filtered ? (
              "Try other words or filters."
            ) : (
              <>
                Find feeds to follow on the{" "}
                <Link asChild color="brand.fg">
                  <RouterLink to="/feeds">Feeds</RouterLink>
                </Link>{" "}
                page, or import an OPML file.
              </>
            )
          }
        />
      ) : (
        <Box opacity={pending ? 0.6 : 1} transition="opacity 0.15s">
          <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l2">
            <Table.Root size="sm" aria-label="Subscriptions" aria-busy={pending}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="1">
                    <Checkbox.Root
                      size="sm"
                      checked={selectedHere.length === rows.length ? true : selectedHere.length ? "indeterminate" : false}
                      onCheckedChange={(e) => toggleAll(e.checked === true)}
                    >
                      <Checkbox.HiddenInput aria-label="Select all on this page" />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>Subscription</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">Folders</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="lg">Frequency</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <SubscriptionRow key={row.id} row={row} selected={selected.has(row.id)} onSelect={(on) => toggle(row.id, on)} onDelete={() => setDeleting(row)} />
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Box>
      )}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text fontSize="sm" color="fg.muted">
          {page.totalCount === 0
            ? ""
            : `${(page.page - 1) * page.pageSize + 1}–${(page.page - 1) * page.pageSize + rows.length} of ${page.totalCount.toLocaleString()} subscription${page.totalCount === 1 ? "" : "s"}`}
        </Text>
        <Pager label="Subscription pages" page={page.page} pageCount={page.pageCount} hasNextPage={page.page < page.pageCount} onPage={(p) => goTo({ page: p })} />
      </HStack>
      {deleting && (
        <DeleteSubscriptionDialog
          viewerId={props.viewerId}
          subscription={deleting}
          onClose={() => {
            setDeleting(null);
            done();
          }}
        />
      )}
    </Stack>
  );
}

function SubscriptionRow(props: { row: Row; selected: boolean; onSelect: (on: boolean) => void; onDelete: () => void }) {
  const { row } = props;
  const state = row.enabled ? feedStatus(row.feed.status) : { label: "Disabled", palette: "gray" };
  return (
    <Table.Row data-selected={props.selected ? "" : undefined}>
      <Table.Cell>
        <Checkbox.Root size="sm" checked={props.selected} onCheckedChange={(e) => props.onSelect(e.checked === true)}>
          <Checkbox.HiddenInput aria-label={`Select ${row.title}`} />
          <Checkbox.Control />
        </Checkbox.Root>
      </Table.Cell>
      <Table.Cell maxW={{ base: "12rem", md: "24rem" }}>
        <HStack gap="2" minW="0">
          <Favicon src={row.feed.faviconUrl} />
          <Stack gap="0" minW="0">
            <Link asChild fontWeight="medium" truncate>
              <RouterLink to={`/subscriptions/${row.subscriptionId}`}>{row.title}</RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted" truncate>
              {hostOf(row.feed.url)}
            </Text>
          </Stack>
        </HStack>
      </Table.Cell>
      <Table.Cell hideBelow="md">
        <HStack gap="1" wrap="wrap">
          {row.isTopLevel && <Badge variant="outline">Top Level</Badge>}
          {row.folders.map((f) => (
            <Badge key={f.id} variant="subtle" colorPalette="brand" asChild>
              <RouterLink to={`/folders/${f.folderId}`}>{f.name}</RouterLink>
            </Badge>
          ))}
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={state.palette}>{state.label}</Badge>
      </Table.Cell>
      <Table.Cell hideBelow="lg" color="fg.muted">
        {scheduleText(row.feed.job.cron)}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack justify="end" gap="1">
          <PropertiesLink to={`/subscriptions/${row.subscriptionId}/properties`} name={row.title} />
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Unsubscribe from ${row.title}`} onClick={props.onDelete}>
            <TrashIcon />
          </IconButton>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

/** The folder filter: any of several folders and/or Top Level (spec: multi-select, including top level). */
function FolderFilter(props: {
  folders: ReadonlyArray<{ id: string; name: string }>;
  value: string[];
  onFlip: (id: string, on: boolean) => void;
  onClear: () => void;
}) {
  const chosen = new Set(props.value);
  const names = [...(chosen.has(TOP_LEVEL) ? ["Top Level"] : []), ...props.folders.filter((f) => chosen.has(f.id)).map((f) => f.name)];
  const label = names.length === 0 ? "All folders" : names.length === 1 ? names[0]! : `${names.length} folders`;
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={`Folder filter: ${label}`}>
          <FolderIcon aria-hidden /> {label}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="20rem" overflowY="auto">
            <Menu.CheckboxItem value={TOP_LEVEL} checked={chosen.has(TOP_LEVEL)} onCheckedChange={(on) => props.onFlip(TOP_LEVEL, on)}>
              Top Level
              <Menu.ItemIndicator />
            </Menu.CheckboxItem>
            {props.folders.map((f) => (
              <Menu.CheckboxItem key={f.id} value={f.id} checked={chosen.has(f.id)} onCheckedChange={(on) => props.onFlip(f.id, on)}>
                {f.name}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
            {props.value.length > 0 && (
              <>
                <Menu.Separator />
                <Menu.Item value="clear" onClick={props.onClear}>
                  Show all folders
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The bulk action selector (spec part 3 section 5: needs at least one selected subscription and an action).
 * Adding and removing ask where: a folder or Top Level. Delete asks to confirm.
 */
function BulkActions(props: { viewerId: string; folders: ReadonlyArray<{ id: string; name: string }>; selected: Row[]; onDone: () => void }) {
  const mutations = useLibrarySubscriptionMutations(props.viewerId);
  const [action, setAction] = useState<Action>("");
  const [target, setTarget] = useState("");
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const needsTarget = action === "add" || action === "remove";
  const count = props.selected.length;
  const ready = count > 0 && action !== "" && (!needsTarget || target !== "");
  const ids = useMemo(() => props.selected.map((r) => r.id), [props.selected]);

  const apply = async () => {
    if (action === "delete") return setConfirming(true);
    setBusy(true);
    const top = target === TOP_LEVEL;
    const r = await mutations.update({
      ids,
      ...(action === "enable" ? { enabled: true } : {}),
      ...(action === "disable" ? { enabled: false } : {}),
      ...(action === "add" ? (top ? { addToTopLevel: true } : { addToFolderId: target }) : {}),
      ...(action === "remove" ? (top ? { removeFromTopLevel: true } : { removeFromFolderId: target }) : {}),
    });
    setBusy(false);
    if (!r.ok) return notifyUserError(r.error, SUBSCRIPTIONS_UPDATE_FAILED);
    notifySuccess(SUBSCRIPTIONS_UPDATED);
    setAction("");
    setTarget("");
    props.onDone();
  };

  const remove = async () => {
    setBusy(true);
    const r = await mutations.remove(ids);
    setBusy(false);
    setConfirming(false);
    if (!r.ok) return notifyUserError(r.error, SUBSCRIPTIONS_UPDATE_FAILED);
    notifySuccess(r.value === 1 ? "Unsubscribed from 1 subscription" : `Unsubscribed from ${r.value} subscriptions`);
    setAction("");
    props.onDone();
  };

  return (
    <HStack wrap="wrap" gap="3" role="group" aria-label="Bulk actions" p="3" rounded="l2" bg="bg.subtle">
      <Text fontSize="sm" fontWeight="medium" minW="7rem" aria-live="polite">
        {count === 0 ? "None selected" : `${count} selected`}
      </Text>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label="Bulk action"
          value={action}
          onChange={(e) => {
            setAction(e.target.value as Action);
            setTarget("");
          }}
        >
          <option value="">Choose an action…</option>
          {ACTIONS.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {needsTarget && (
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label={action === "add" ? "Add to" : "Remove from"} value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">{action === "add" ? "Add to…" : "Remove from…"}</option>
            <option value={TOP_LEVEL}>Top Level</option>
            {props.folders.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <Button size="sm" colorPalette={action === "delete" ? "red" : "brand"} disabled={!ready} loading={busy && !confirming} onClick={() => void apply()}>
        Apply
      </Button>
      {confirming && (
        <AppDialog
          title={count === 1 ? "Unsubscribe from 1 subscription?" : `Unsubscribe from ${count} subscriptions?`}
          onClose={() => setConfirming(false)}
          size="sm"
          footer={
            <>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={busy} onClick={() => void remove()}>
                Unsubscribe
              </Button>
            </>
          }
        >
          <Text>Their filters and actions go too. Articles you tagged stay in their tags.</Text>
        </AppDialog>
      )}
    </HStack>
  );
}
