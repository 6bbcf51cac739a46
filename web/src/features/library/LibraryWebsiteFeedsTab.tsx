import { Badge, Button, HStack, IconButton, Link, Stack, Switch, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from "react-router";
import type { LibraryWebsiteFeedsTab_row$key } from "../../__generated__/LibraryWebsiteFeedsTab_row.graphql";
import type { LibraryWebsiteFeedsTabQuery } from "../../__generated__/LibraryWebsiteFeedsTabQuery.graphql";
import { PlusIcon, SlidersIcon } from "../../ui/icons";
import { notifyUserError } from "../../ui/errorToast";
import { notifySuccess } from "../../ui/toaster";
import { subscribedMessage } from "../subscriptions/messages";
import { useSubscriptionMutations } from "../subscriptions/subscriptionMutations";
import { useWebFeedMutations } from "../webfeeds/webFeedMutations";
import { WebsiteFeedEditor } from "../webfeeds/WebsiteFeedEditor";
import { LibraryEmpty } from "./LibraryEmpty";
import { PropertiesLink, TrashIcon } from "./rowActions";

const query = graphql`
  query LibraryWebsiteFeedsTabQuery {
    viewer {
      id
      websiteFeeds(first: 100) {
        edges {
          node {
            id
            ...LibraryWebsiteFeedsTab_row
            ...WebsiteFeedEditor_websiteFeed
          }
        }
      }
    }
  }
`;

/** The status column: the spec names none, so what a reader needs to act on (disabled, needs attention, failing). */
function statusOf(row: { enabled: boolean; needsAttention: boolean; feed: { failure: { message: string } | null | undefined; awaitingFirstFetch: boolean } }) {
  if (!row.enabled) return { label: "Disabled", palette: "gray" };
  if (row.needsAttention) return { label: "Needs attention", palette: "orange" };
  if (row.feed.failure) return { label: "Error", palette: "red", title: row.feed.failure.message };
  if (row.feed.awaitingFirstFetch) return { label: "Pending", palette: "gray" };
  return { label: "Active", palette: "green" };
}

/**
 * The Library's Website Feeds tab (spec part 3 section 2): Create New, and rows with name, url, status, an enabled
 * toggle, Subscribe, website feed properties (the editor), feed properties and delete. Its own query: opening
 * the tab loads the user's website feeds. ?webfeedUrl= opens the editor on that page (feed search's "Create Feed
 * from Website").
 */
export function LibraryWebsiteFeedsTab(props: { viewerId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<LibraryWebsiteFeedsTabQuery>(query, {}, { fetchPolicy: "store-and-network", fetchKey });
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const initialUrl = params.get("webfeedUrl");
  const [editing, setEditing] = useState<string | "new" | null>(initialUrl ? "new" : null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const edges = data.viewer?.websiteFeeds.edges ?? [];
  const reload = () => setFetchKey((k) => k + 1);
  const close = () => {
    setEditing(null);
    setDeleting(null);
    if (initialUrl) {
      // Drop the address from the URL but stay on this tab (setSearchParams would lose the hash).
      const next = new URLSearchParams(params);
      next.delete("webfeedUrl");
      void navigate({ search: next.size ? `?${next}` : "", hash }, { replace: true });
    }
  };
  const current = edges.find((e) => e.node.id === (editing ?? deleting))?.node ?? null;

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted" fontSize="sm">
          Turn any page with a list into a feed.
        </Text>
        <Button size="sm" colorPalette="brand" onClick={() => setEditing("new")}>
          <PlusIcon aria-hidden /> Create New
        </Button>
      </HStack>
      {edges.length === 0 ? (
        <LibraryEmpty title="No website feeds yet" description="A website feed follows a page that has no feed of its own. Create one with Create New." />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l2">
          <Table.Root size="sm" aria-label="Website feeds">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>URL</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Enabled</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {edges.map((e) => (
                <WebsiteFeedRow key={e.node.id} viewerId={props.viewerId} row={e.node} onChanged={reload} onEdit={() => setEditing(e.node.id)} onDelete={() => setDeleting(e.node.id)} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {editing === "new" && <WebsiteFeedEditor initialUrl={initialUrl ?? undefined} onClose={close} onSaved={reload} />}
      {current && editing && <WebsiteFeedEditor websiteFeed={current} onClose={close} onSaved={reload} />}
      {current && deleting && <WebsiteFeedEditor websiteFeed={current} confirmDelete onClose={close} onSaved={reload} />}
    </Stack>
  );
}

function WebsiteFeedRow(props: { viewerId: string; row: LibraryWebsiteFeedsTab_row$key; onChanged: () => void; onEdit: () => void; onDelete: () => void }) {
  const row = useFragment(
    graphql`
      fragment LibraryWebsiteFeedsTab_row on WebsiteFeed {
        id
        name
        url
        enabled
        needsAttention
        feed {
          id
          awaitingFirstFetch
          failure {
            message
          }
          viewerSubscription {
            id
            subscriptionId
          }
        }
      }
    `,
    props.row,
  );
  const webFeeds = useWebFeedMutations();
  const subscriptions = useSubscriptionMutations(props.viewerId);
  const [busy, setBusy] = useState(false);
  const status = statusOf(row);
  const subscription = row.feed.viewerSubscription;

  const toggle = async (enabled: boolean) => {
    const r = await webFeeds.update({ id: row.id, enabled });
    if (!r.ok) notifyUserError(r.error);
  };
  const subscribe = async () => {
    setBusy(true);
    const r = await subscriptions.subscribe({ feedId: row.feed.id, title: row.name });
    setBusy(false);
    if (!r.ok) return notifyUserError(r.error);
    notifySuccess(subscribedMessage(row.name, r.value?.alreadySubscribed ?? false));
    props.onChanged();
  };

  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
      <Table.Cell maxW="18rem">
        <Link href={row.url} target="_blank" rel="noopener noreferrer" fontSize="sm" color="fg.muted" truncate display="block">
          {row.url}
        </Link>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={status.palette} title={status.title}>
          {status.label}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <Switch.Root checked={row.enabled} onCheckedChange={(e) => void toggle(e.checked)} colorPalette="brand" size="sm">
          <Switch.HiddenInput aria-label={`${row.name} enabled`} />
          <Switch.Control />
        </Switch.Root>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack justify="end" gap="1">
          {subscription ? (
            <Button asChild size="xs" variant="outline">
              <RouterLink to={`/subscriptions/${subscription.subscriptionId}`}>Read</RouterLink>
            </Button>
          ) : (
            <Button size="xs" colorPalette="brand" variant="outline" loading={busy} onClick={() => void subscribe()}>
              Subscribe
            </Button>
          )}
          <IconButton size="sm" variant="ghost" aria-label={`${row.name} website feed properties`} title="Website feed properties" onClick={props.onEdit}>
            <SlidersIcon />
          </IconButton>
          {subscription && <PropertiesLink to={`/subscriptions/${subscription.subscriptionId}/properties`} name={`${row.name} feed`} />}
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${row.name}`} onClick={props.onDelete}>
            <TrashIcon />
          </IconButton>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
