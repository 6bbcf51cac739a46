import { Alert, Badge, Box, Button, FileUpload, Heading, HStack, Progress, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay";
import type { Environment } from "relay-runtime";
import { decodeOpml, parseOpml } from "../../../../api/src/reader/opml/index";
import type { OpmlImport_viewer$key } from "../../__generated__/OpmlImport_viewer.graphql";
import type { OpmlImportCreateFolderMutation } from "../../__generated__/OpmlImportCreateFolderMutation.graphql";
import type { OpmlImportFirstFetchQuery } from "../../__generated__/OpmlImportFirstFetchQuery.graphql";
import type { OpmlImportSubscribeBatchMutation, SubscribeBatchFeedInput } from "../../__generated__/OpmlImportSubscribeBatchMutation.graphql";
import { isTierLimit, UNKNOWN_ERROR, UserErrorAlert, type UserFacingError } from "../../ui/errorToast";
import { FeedIcon, FolderIcon } from "../../ui/icons";
import { notifySuccess } from "../../ui/toaster";
import { commitAsPromise, type MutationOutcome } from "../subscriptions/commitAsPromise";
import { chunk, planOpmlImport, type OpmlImportPlan, type OpmlTreeNode } from "./opmlImportPlan";

/** Spec part 1 sections 4, 5, 8 and 9. */
export const OPML_BATCH_SIZE = 10;
export const NO_FILE_SELECTED = "No file selected";
export const FAILED_TO_PARSE = "Failed to parse OPML";
export const IMPORT_COMPLETE = "Import complete";
export const MISMATCHED_URL = "Mismatched URL in the batch response: the server answered for a different feed than was sent";

type ImportPhase = "pending" | "loading" | "success";

interface ItemStatus {
  /** checking: subscribed, waiting for the feed's first fetch to say whether it can be read. */
  state: "pending" | "loading" | "checking" | "success" | "error";
  /** The per-item error, or the thrown message of a failed batch (spec part 1 section 8). */
  message?: string;
  /** Already subscribed: nothing new was created. */
  skipped?: boolean;
  /** A tier-limit refusal, shown once with the "Upgrade your account" link. */
  limit?: UserFacingError;
  /** Subscribed, but its first fetch failed: it is in the reading list, marked as failing, with Retry on its page. */
  failing?: boolean;
}

const createFolderMutation = graphql`
  mutation OpmlImportCreateFolderMutation($input: CreateFolderInput!) {
    createFolder(input: $input) {
      __typename
      ... on FolderPayload {
        folder {
          id
        }
        viewer {
          ...OpmlImport_viewer
          ...SubscriptionTree_viewer
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const subscribeBatchMutation = graphql`
  mutation OpmlImportSubscribeBatchMutation($input: SubscribeBatchInput!, $refreshDrawer: Boolean!) {
    subscribeBatch(input: $input) {
      __typename
      ... on SubscribeBatchPayload {
        results {
          url
          error
          errorKey
          skipped
          subscription {
            id
          }
        }
        # The whole reading list is re-read once, with the last batch, not after each of a big file's batches.
        viewer @include(if: $refreshDrawer) {
          ...SubscriptionTree_viewer
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

// What became of each new subscription's feed: "Subscribed" is only said once its first fetch has worked.
const firstFetchQuery = graphql`
  query OpmlImportFirstFetchQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on FeedSubscription {
        id
        feed {
          awaitingFirstFetch
          failure {
            message
          }
        }
      }
    }
  }
`;

/** How often the import asks after first fetches still running (each takes at most 15 s; a queue runs a few at a time). */
const FIRST_FETCH_POLL_MS = 2_000;

/** createFolder as a promise of the new folder's id or the user-facing error. */
function createFolder(environment: Environment, name: string): Promise<MutationOutcome<string>> {
  return commitAsPromise<OpmlImportCreateFolderMutation, string>(environment, { mutation: createFolderMutation, variables: { input: { name } } }, ({ createFolder: r }) => ({
    result: r,
    value: r.folder?.id ?? "",
  }));
}

type BatchResult = { url: string; error: string | null; errorKey: string | null; skipped: boolean; subscriptionId: string | null };

/** subscribeBatch as a promise of its results (in request order) or the error that failed the whole batch. */
function subscribeBatch(environment: Environment, feeds: SubscribeBatchFeedInput[], refreshDrawer: boolean): Promise<MutationOutcome<readonly BatchResult[]>> {
  return commitAsPromise<OpmlImportSubscribeBatchMutation, readonly BatchResult[]>(
    environment,
    { mutation: subscribeBatchMutation, variables: { input: { feeds }, refreshDrawer } },
    ({ subscribeBatch: r }) => ({
      result: r,
      value: (r.results ?? []).map((x) => ({ url: x.url, error: x.error ?? null, errorKey: x.errorKey ?? null, skipped: x.skipped, subscriptionId: x.subscription?.id ?? null })),
    }),
  );
}

/**
 * Follows new subscriptions until each feed's first fetch has run, calling `settle` with each one's outcome
 * (null: it works; else the plain sentence for why not). Stops when all have settled or `cancelled()` says so.
 */
async function followFirstFetches(
  environment: Environment,
  pending: Map<string, number[]>,
  settle: (indexes: number[], failure: string | null) => void,
  cancelled: () => boolean,
): Promise<void> {
  while (pending.size && !cancelled()) {
    const data = await fetchQuery<OpmlImportFirstFetchQuery>(environment, firstFetchQuery, { ids: [...pending.keys()] }, { fetchPolicy: "network-only" })
      .toPromise()
      .catch(() => null);
    for (const node of data?.nodes ?? []) {
      if (!node?.id || !node.feed || node.feed.awaitingFirstFetch) continue;
      settle(pending.get(node.id) ?? [], node.feed.failure?.message ?? null);
      pending.delete(node.id);
    }
    // A subscription gone meanwhile (unsubscribed in another tab) has nothing left to report.
    if (data) for (const id of [...pending.keys()]) if (!data.nodes.some((n) => n?.id === id)) pending.delete(id);
    if (pending.size) await new Promise((r) => setTimeout(r, FIRST_FETCH_POLL_MS));
  }
}

/**
 * OPML import (spec part 1 section 4): the file is parsed in the browser with the server's own OPML module,
 * every outline is listed with its state, then missing folders are created (existing ones are reused by name,
 * case-insensitively as the server compares them) and feeds are subscribed 10 at a time through subscribeBatch.
 * A batch whose answer does not list the requested URLs in order fails as a whole (spec part 1 section 5).
 * Feeds already followed come back as skipped, so importing a file twice duplicates nothing. A new feed is only
 * "Subscribed" once its first fetch has worked: the import follows each until then and shows the plain sentence
 * for any that fails (a 404, an unknown host, not a feed), so a dead feed is not reported as a success.
 */
export function OpmlImport(props: { viewer: OpmlImport_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment OpmlImport_viewer on User {
        folders {
          id
          name
        }
      }
    `,
    props.viewer,
  );
  const environment = useRelayEnvironment();
  const [fileName, setFileName] = useState<string | null>(null);
  const [plan, setPlan] = useState<OpmlImportPlan | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [phase, setPhase] = useState<ImportPhase>("pending");
  const [items, setItems] = useState<ItemStatus[]>([]);
  // Batches still being sent (leaving would drop the rest); following first fetches afterwards loses nothing.
  const [sending, setSending] = useState(false);

  // Leaving stops following first fetches (the feeds are subscribed either way).
  const unmounted = useRef(false);
  useEffect(
    () => () => {
      unmounted.current = true;
    },
    [],
  );

  // Leaving mid-import would stop sending the remaining batches; the browser asks first.
  useEffect(() => {
    if (!sending) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [sending]);

  const handleFiles = async (files: File[]) => {
    const file = files[0];
    setPhase("pending");
    setPlan(null);
    setItems([]);
    setFileName(file?.name ?? null);
    if (!file) return setFileError(NO_FILE_SELECTED);
    try {
      const parsed = planOpmlImport(parseOpml(decodeOpml(await file.arrayBuffer())));
      setPlan(parsed);
      setItems(parsed.entries.map(() => ({ state: "pending" })));
      setFileError(null);
    } catch {
      setFileError(FAILED_TO_PARSE);
    }
  };

  const update = (indexes: number[], status: ItemStatus) =>
    setItems((prev) => {
      const next = [...prev];
      for (const i of indexes) next[i] = status;
      return next;
    });

  const runImport = async () => {
    if (!plan || phase !== "pending") return;
    setPhase("loading");
    setSending(true);
    const folderIds = new Map(viewer.folders.map((f) => [f.name.toLowerCase(), f.id]));
    const folderErrors = new Map<string, UserFacingError>();
    for (const name of plan.folderNames) {
      if (folderIds.has(name.toLowerCase())) continue;
      const created = await createFolder(environment, name);
      if (created.ok) folderIds.set(name.toLowerCase(), created.value);
      else folderErrors.set(name.toLowerCase(), created.error);
    }

    const toSend: number[] = [];
    plan.entries.forEach((entry, i) => {
      const folderError = entry.folderName ? folderErrors.get(entry.folderName.toLowerCase()) : undefined;
      // A folder that could not be created (a tier limit, most likely) fails its feeds rather than quietly
      // dropping them at the top level: the user sees why and can import again after upgrading.
      if (folderError) update([i], failure(folderError));
      else toSend.push(i);
    });

    const batches = chunk(toSend, OPML_BATCH_SIZE);
    // Each batch's new feeds are followed until their first fetch has run, while later batches are sent.
    const follows: Array<Promise<void>> = [];
    const settle = (indexes: number[], why: string | null) => update(indexes, why ? { state: "error", message: why, failing: true } : { state: "success" });
    for (const [n, batch] of batches.entries()) {
      update(batch, { state: "loading" });
      const feeds = batch.map((i): SubscribeBatchFeedInput => {
        const entry = plan.entries[i]!;
        const folderId = entry.folderName ? folderIds.get(entry.folderName.toLowerCase()) : undefined;
        return { url: entry.url, ...(entry.title ? { title: entry.title } : {}), ...(folderId ? { folderId } : {}) };
      });
      const answer = await subscribeBatch(environment, feeds, n === batches.length - 1);
      if (!answer.ok) {
        update(batch, failure(answer.error));
        continue;
      }
      const results = answer.value;
      if (results.length !== feeds.length || results.some((r, j) => r.url !== feeds[j]!.url)) {
        update(batch, { state: "error", message: MISMATCHED_URL });
        continue;
      }
      // Subscription id → the entries it answers (one feed may be listed twice in a file).
      const checking = new Map<string, number[]>();
      const statuses = batch.map((i, j): ItemStatus => {
        const r = results[j]!;
        if (r.error) return failure({ message: r.error, displayMessageKey: r.errorKey });
        if (r.skipped || !r.subscriptionId) return { state: "success", skipped: r.skipped };
        checking.set(r.subscriptionId, [...(checking.get(r.subscriptionId) ?? []), i]);
        return { state: "checking" };
      });
      setItems((prev) => {
        const next = [...prev];
        batch.forEach((i, j) => (next[i] = statuses[j]!));
        return next;
      });
      follows.push(followFirstFetches(environment, checking, settle, () => unmounted.current));
    }
    setSending(false);
    await Promise.all(follows);
    if (unmounted.current) return;
    setPhase("success");
    notifySuccess(IMPORT_COMPLETE);
  };

  const total = items.length;
  const checkingCount = items.filter((s) => s.state === "checking").length;
  const finished = items.filter((s) => s.state === "success" || s.state === "error").length;
  const failed = items.filter((s) => s.state === "error" && !s.failing).length;
  const failing = items.filter((s) => s.state === "error" && s.failing).length;
  const skipped = items.filter((s) => s.state === "success" && s.skipped).length;
  const limit = items.find((s) => s.limit)?.limit;

  return (
    <Stack gap="5" maxW="4xl">
      <Stack gap="1">
        <Heading as="h2" size="md">
          Import OPML
        </Heading>
        <Text color="fg.muted">
          Bring your subscriptions from another reader. Folders are created as needed and feeds you already follow are skipped.
        </Text>
      </Stack>

      <FileUpload.Root
        maxFiles={1}
        onFileChange={(d) => void handleFiles(d.acceptedFiles)}
        disabled={phase === "loading"}
        gap="2"
        // The drop zone is a button named by what it says: no aria-label (its default, "dropzone", is not on screen).
        translations={{ dropzone: "" }}
      >
        <FileUpload.HiddenInput data-testid="opml-file-input" />
        <FileUpload.Label>OPML file</FileUpload.Label>
        <FileUpload.Dropzone minH="28" w="full" bg="bg.subtle" borderColor="border" _hover={{ borderColor: "brand.solid" }}>
          <FileUpload.DropzoneContent>
            <HStack gap="2" color="fg">
              <FeedIcon color="brand.fg" />
              <Text fontWeight="semibold">Choose an OPML file</Text>
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              or drop it here (.opml or .xml)
            </Text>
          </FileUpload.DropzoneContent>
        </FileUpload.Dropzone>
        <Text fontSize="sm" color="fg.muted" data-testid="opml-file-name">
          {fileName ?? NO_FILE_SELECTED}
        </Text>
      </FileUpload.Root>

      {fileError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{fileError}</Alert.Title>
        </Alert.Root>
      )}

      {plan && (
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text>
              {plan.title ? <strong>{plan.title}: </strong> : null}
              {plan.entries.length} {plan.entries.length === 1 ? "feed" : "feeds"}
              {plan.folderNames.length ? ` in ${plan.folderNames.length} ${plan.folderNames.length === 1 ? "folder" : "folders"}` : ""}
            </Text>
            <Button colorPalette="brand" onClick={() => void runImport()} disabled={phase !== "pending" || plan.entries.length === 0} loading={phase === "loading"} loadingText="Importing…">
              Import
            </Button>
          </HStack>
          {plan.entries.length === 0 && <Text color="fg.muted">This file lists no feeds to import.</Text>}

          {phase !== "pending" && (
            <Progress.Root value={finished} max={Math.max(total, 1)} colorPalette="brand" size="sm" aria-label="Import progress">
              <HStack justify="space-between" mb="1">
                <Progress.Label>
                  {phase === "success" ? "Done" : checkingCount ? `Reading ${checkingCount} new ${checkingCount === 1 ? "feed" : "feeds"} for the first time…` : "Importing…"}
                </Progress.Label>
                <Progress.ValueText>
                  {finished} of {total}
                </Progress.ValueText>
              </HStack>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}

          {phase === "success" && (
            <Alert.Root status={failed || failing ? "warning" : "success"} role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{IMPORT_COMPLETE}</Alert.Title>
                <Alert.Description>
                  {total - failed - failing - skipped} subscribed, {skipped} already subscribed, {failed} failed
                  {failing ? `, ${failing} subscribed but cannot be read (marked in your reading list, with Retry on each one's page)` : ""}.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {limit && <UserErrorAlert error={limit} />}

          <Box as="ul" aria-label="Outlines in the file" listStyleType="none" borderWidth="1px" borderColor="border" rounded="md" bg="bg.panel" py="1">
            {plan.roots.map((node) => (
              <OutlineRow key={node.key} node={node} items={items} depth={0} />
            ))}
          </Box>
        </Stack>
      )}
    </Stack>
  );
}

function failure(error: UserFacingError): ItemStatus {
  return { state: "error", message: error.message || UNKNOWN_ERROR, ...(isTierLimit(error) ? { limit: error } : {}) };
}

/**
 * One outline with its state; a folder shows how many of the feeds below it succeeded and failed. Plain nested
 * lists rather than an ARIA tree: the rows are not interactive, and screen readers announce list nesting.
 */
function OutlineRow(props: { node: OpmlTreeNode; items: ItemStatus[]; depth: number }) {
  const { node, items, depth } = props;
  const status = node.entryIndex !== null ? items[node.entryIndex] : undefined;
  const below = node.descendantEntries.map((i) => items[i]);
  const ok = below.filter((s) => s?.state === "success").length;
  const bad = below.filter((s) => s?.state === "error").length;
  return (
    <Box as="li">
      <HStack px="3" py="1.5" ps={`calc(var(--chakra-spacing-3) + ${depth * 1.25}rem)`} gap="2" align="start" _hover={{ bg: "bg.subtle" }} data-state={status?.state}>
        <Box color="fg.muted" pt="0.5" flexShrink={0}>
          {node.kind === "feed" ? <FeedIcon /> : <FolderIcon />}
        </Box>
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight={node.kind === "folder" ? "semibold" : "normal"} color={node.kind === "other" ? "fg.muted" : "fg"} truncate>
            {node.label}
          </Text>
          {node.xmlUrl && (
            <Text fontSize="xs" color="fg.muted" truncate display={{ base: "none", md: "block" }}>
              {node.xmlUrl}
            </Text>
          )}
          {status?.state === "error" && (
            <Text fontSize="sm" color="fg.error">
              {status.message}
            </Text>
          )}
        </Stack>
        <HStack gap="1.5" flexShrink={0}>
          {node.descendantEntries.length > 0 && (ok > 0 || bad > 0) && (
            <>
              <Badge colorPalette="green" variant="subtle" aria-label={`${ok} succeeded`}>
                {ok} ok
              </Badge>
              {bad > 0 && (
                <Badge colorPalette="red" variant="subtle" aria-label={`${bad} failed`}>
                  {bad} failed
                </Badge>
              )}
            </>
          )}
          {status && <StateBadge status={status} />}
          {node.kind === "other" && (
            <Badge variant="outline" colorPalette="gray">
              Not a feed
            </Badge>
          )}
        </HStack>
      </HStack>
      {node.children.length > 0 && (
        <Box as="ul" listStyleType="none">
          {node.children.map((child) => (
            <OutlineRow key={child.key} node={child} items={items} depth={depth + 1} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function StateBadge({ status }: { status: ItemStatus }) {
  switch (status.state) {
    case "pending":
      return <Badge variant="outline">Pending</Badge>;
    case "loading":
      return (
        <Badge variant="subtle" colorPalette="blue">
          <Spinner size="xs" /> Importing
        </Badge>
      );
    case "checking":
      return (
        <Badge variant="subtle" colorPalette="blue">
          <Spinner size="xs" /> Reading feed
        </Badge>
      );
    case "success":
      return (
        <Badge variant="subtle" colorPalette="green">
          {status.skipped ? "Already subscribed" : "Subscribed"}
        </Badge>
      );
    case "error":
      return (
        <Badge variant="subtle" colorPalette={status.failing ? "orange" : "red"}>
          {status.failing ? "Subscribed, failing" : "Failed"}
        </Badge>
      );
  }
}
