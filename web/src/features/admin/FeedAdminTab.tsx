import { Badge, Button, Checkbox, Field, HStack, Input, NativeSelect, Separator, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import type { AdminFeedStatus, AdminUpdateFeedInput, FeedAdminTabMutation } from "../../__generated__/FeedAdminTabMutation.graphql";
import type { FeedAdminTabQuery, FeedAdminTabQuery$data } from "../../__generated__/FeedAdminTabQuery.graphql";
import type { FeedAdminTab_feed$data, FeedAdminTab_feed$key } from "../../__generated__/FeedAdminTab_feed.graphql";
import { notifyError, notifySuccess } from "../../ui/toaster";
import { commitAsPromise } from "../subscriptions/commitAsPromise";
import { feedStatus } from "../feeds/feedStatus";
import { AuditLogList } from "./AuditLogList";

/** Spec part 2 section 8: the admin feed update's toasts. */
export const FEED_UPDATED = "Feed updated successfully.";
export const feedUpdateFailed = (message: string) => `Failed to update feed. ${message}`;

const STATUSES: AdminFeedStatus[] = ["healthy", "stale", "paused", "error", "unknown", "deleted"];

/** Spec part 2 section 5: "Admin reputation is parsed as an integer, defaulting to 0". */
export function parseReputation(text: string): number {
  const n = Number.parseInt(text.trim(), 10);
  return Number.isFinite(n) ? n : 0;
}

const query = graphql`
  query FeedAdminTabQuery($id: ID!) {
    node(id: $id) {
      ... on Feed @alias(as: "feed") {
        ...FeedAdminTab_feed
      }
    }
    feedTags {
      id
      name
    }
  }
`;

const mutation = graphql`
  mutation FeedAdminTabMutation($input: AdminUpdateFeedInput!) {
    adminUpdateFeed(input: $input) {
      __typename
      ... on AdminFeedPayload {
        message
        feed {
          ...FeedAdminTab_feed
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

type Feed = FeedAdminTab_feed$data;

interface FormState {
  title: string;
  description: string;
  link: string;
  url: string;
  imageUrl: string;
  reputation: string;
  status: AdminFeedStatus;
  feedTagIds: string[];
}

function formOf(feed: Feed): FormState {
  return {
    title: feed.title ?? "",
    description: feed.description ?? "",
    link: feed.link ?? "",
    url: feed.url,
    imageUrl: feed.imageUrl ?? "",
    reputation: String(feed.analytics.reputation),
    status: (STATUSES as string[]).includes(feed.status) ? (feed.status as AdminFeedStatus) : "unknown",
    feedTagIds: feed.feedTags.map((t) => t.id),
  };
}

/** Only what the admin changed: an emptied text field is sent as null (the publisher's value comes back). */
function changesOf(before: FormState, after: FormState): Omit<AdminUpdateFeedInput, "id"> {
  const out: Omit<AdminUpdateFeedInput, "id"> = {};
  for (const key of ["title", "description", "link", "imageUrl"] as const) {
    if (after[key].trim() !== before[key].trim()) out[key] = after[key].trim() || null;
  }
  if (after.url.trim() !== before.url) out.url = after.url.trim();
  if (parseReputation(after.reputation) !== parseReputation(before.reputation)) out.reputation = parseReputation(after.reputation);
  if (after.status !== before.status) out.status = after.status;
  if ([...after.feedTagIds].sort().join() !== [...before.feedTagIds].sort().join()) out.feedTagIds = after.feedTagIds;
  return out;
}

/**
 * The feed page's Admin tab (spec part 2 sections 2 and 6; admins only): edit the feed's fields, reputation
 * (an integer), status and bundles, fetch it now, and see who changed what. Text fields an admin sets stay
 * through refreshes until emptied; a pause holds until another status is chosen.
 */
export function FeedAdminTab(props: { feedGlobalId: string }) {
  const data = useLazyLoadQuery<FeedAdminTabQuery>(query, { id: props.feedGlobalId }, { fetchPolicy: "store-and-network" });
  if (!data.node?.feed) return <Text color="fg.muted">Feed not found</Text>;
  return <FeedAdminFormHost feed={data.node.feed} bundles={data.feedTags} />;
}

function FeedAdminFormHost(props: { feed: FeedAdminTab_feed$key; bundles: FeedAdminTabQuery$data["feedTags"] }) {
  const feed = useFragment(
    graphql`
      fragment FeedAdminTab_feed on Feed {
        id
        title
        description
        link
        url
        imageUrl
        status
        adminPinnedFields
        analytics {
          reputation
        }
        feedTags {
          id
        }
        auditLog {
          ...AuditLogList_entries
        }
      }
    `,
    props.feed,
  );
  // A new form for each stored version of the feed: what the server answered is what the form starts from.
  return <FeedAdminForm key={JSON.stringify(formOf(feed))} feed={feed} bundles={props.bundles} />;
}

function FeedAdminForm(props: { feed: Feed; bundles: FeedAdminTabQuery$data["feedTags"] }) {
  const { feed } = props;
  const environment = useRelayEnvironment();
  const initial = formOf(feed);
  const [form, setForm] = useState(initial);
  const [busy, setBusy] = useState<"save" | "fetch" | null>(null);
  const changes = changesOf(initial, form);
  const dirty = Object.keys(changes).length > 0;
  const pinned = new Set(feed.adminPinnedFields);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const send = async (input: Omit<AdminUpdateFeedInput, "id">, which: "save" | "fetch") => {
    setBusy(which);
    const r = await commitAsPromise<FeedAdminTabMutation, string>(
      environment,
      { mutation, variables: { input: { id: feed.id, ...input } } },
      (res) => ({ result: res.adminUpdateFeed, value: res.adminUpdateFeed.message ?? FEED_UPDATED }),
    );
    setBusy(null);
    if (r.ok) notifySuccess(which === "fetch" ? `${r.value} A fetch is on its way.` : r.value);
    else notifyError(feedUpdateFailed(r.error.message ?? ""));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (dirty) void send(changes, "save");
  };
  const label = (text: string, field?: string) => (
    <Field.Label>
      {text}
      {field && pinned.has(field) && (
        <Badge size="sm" colorPalette="purple" ms="2" title="Set by an admin: refreshes keep it. Empty it to use the publisher's again.">
          Kept
        </Badge>
      )}
    </Field.Label>
  );
  const paused = form.status === "paused" || form.status === "deleted";

  return (
    <Stack gap="8" maxW="3xl">
      <form onSubmit={submit} aria-label="Feed admin">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root>
              {label("Title", "title")}
              <Input value={form.title} onChange={(e) => set("title", e.target.value)} placeholder="The publisher's title" />
            </Field.Root>
            <Field.Root>
              {label("Feed URL")}
              <Input type="url" value={form.url} onChange={(e) => set("url", e.target.value)} required />
            </Field.Root>
            <Field.Root>
              {label("Site link", "link")}
              <Input type="url" value={form.link} onChange={(e) => set("link", e.target.value)} placeholder="https://" />
            </Field.Root>
            <Field.Root>
              {label("Image URL", "imageUrl")}
              <Input type="url" value={form.imageUrl} onChange={(e) => set("imageUrl", e.target.value)} placeholder="https://" />
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            {label("Description", "description")}
            <Textarea value={form.description} onChange={(e) => set("description", e.target.value)} rows={3} />
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root>
              {label("Reputation")}
              <Input inputMode="numeric" value={form.reputation} onChange={(e) => set("reputation", e.target.value)} />
              <Field.HelperText>A whole number; anything else counts as 0.</Field.HelperText>
            </Field.Root>
            <Field.Root>
              {label("Status")}
              <NativeSelect.Root>
                <NativeSelect.Field value={form.status} onChange={(e) => set("status", e.target.value as AdminFeedStatus)}>
                  {STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {feedStatus(s).label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>
                {form.status === "paused"
                  ? "Paused by an admin: not fetched until another status is chosen."
                  : "Refreshes set the status again from what they find; Paused and Deleted hold."}
              </Field.HelperText>
            </Field.Root>
          </SimpleGrid>
          {props.bundles.length > 0 && (
            <Field.Root as="fieldset">
              <Field.Label as="legend">Bundles</Field.Label>
              <HStack wrap="wrap" gap="4" pt="2">
                {props.bundles.map((b) => (
                  <Checkbox.Root
                    key={b.id}
                    size="sm"
                    checked={form.feedTagIds.includes(b.id)}
                    onCheckedChange={(e) => set("feedTagIds", e.checked ? [...form.feedTagIds, b.id] : form.feedTagIds.filter((x) => x !== b.id))}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{b.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
            </Field.Root>
          )}
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" disabled={!dirty} loading={busy === "save"}>
              Save changes
            </Button>
            <Button type="button" variant="outline" disabled={dirty || paused} loading={busy === "fetch"} onClick={() => void send({ fetchNow: true }, "fetch")}>
              Fetch now
            </Button>
            {dirty && (
              <Button type="button" variant="ghost" onClick={() => setForm(initial)}>
                Discard
              </Button>
            )}
          </HStack>
          {paused && (
            <Text fontSize="sm" color="fg.muted">
              A {feedStatus(form.status).label.toLowerCase()} feed is not fetched.
            </Text>
          )}
        </Stack>
      </form>
      <Separator />
      <AuditLogList entries={feed.auditLog} />
    </Stack>
  );
}
