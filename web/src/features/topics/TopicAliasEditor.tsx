import { Box, Heading, HStack, Link, Spinner, Stack, Switch, Text } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { TopicAliasEditor_topic$key } from "../../__generated__/TopicAliasEditor_topic.graphql";
import type { TopicAliasEditorSearchQuery } from "../../__generated__/TopicAliasEditorSearchQuery.graphql";
import { DebouncedSearchInput } from "../../ui/DebouncedSearchInput";
import { QuietErrorBoundary } from "../../ui/QuietErrorBoundary";
import { topicDisplayName, topicPath } from "./topicLabel";
import { useSetTopicAliases } from "./topicMutations";

/** Spec part 3 section 9: admin searches, 25 a page, 1 s after the last key. */
const ADMIN_SEARCH_DEBOUNCE_MS = 1000;
const ADMIN_PAGE = 25;

/**
 * A topic's aliases (spec part 2 sections 4 and 6: admins toggle topic aliasing). One level: a topic aliased to
 * another shows that link alone (switch it off to undo); any other topic lists the topics aliased to it, each a
 * switch, and a search for more to alias to it (a topic that has aliases of its own cannot be one; an alias of
 * another topic moves here). `editable` false (a reader, not an admin) shows the same without switches.
 */
export function TopicAliasEditor(props: { topic: TopicAliasEditor_topic$key; editable: boolean }) {
  const topic = useFragment(
    graphql`
      fragment TopicAliasEditor_topic on Topic {
        id
        topicId
        name
        aliasedTo {
          id
          topicId
          name
          aliasedFrom {
            id
          }
        }
        aliasedFrom {
          id
          topicId
          name
          aliasedTo {
            id
          }
        }
      }
    `,
    props.topic,
  );
  const setAliases = useSetTopicAliases();
  const [busy, setBusy] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const name = topicDisplayName(topic.name);
  const aliasIds = topic.aliasedFrom.map((a) => a.id);

  const run = async (key: string, targetId: string, ids: string[], removed: string[]) => {
    setBusy(key);
    await setAliases(targetId, ids, removed);
    setBusy(null);
  };

  if (topic.aliasedTo) {
    const target = topic.aliasedTo;
    return (
      <Stack gap="3" data-testid="topic-aliases">
        <Heading as="h3" size="sm">
          Alias
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {name} is an alias of{" "}
          <Link asChild color="brand.fg">
            <RouterLink to={topicPath(target.topicId)}>{topicDisplayName(target.name)}</RouterLink>
          </Link>
          : its articles count and list there, and its chips lead there.
        </Text>
        {props.editable && (
          <AliasSwitch
            label={`Aliased to ${topicDisplayName(target.name)}`}
            checked
            busy={busy === target.id}
            onChange={() =>
              void run(
                target.id,
                target.id,
                target.aliasedFrom.map((a) => a.id).filter((id) => id !== topic.id),
                [topic.id],
              )
            }
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="4" data-testid="topic-aliases">
      <Stack gap="1">
        <Heading as="h3" size="sm">
          Aliases
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Topics aliased to {name} count as {name}: their articles list here and their chips lead here.
        </Text>
      </Stack>
      {topic.aliasedFrom.length === 0 ? (
        <Text fontSize="sm">No topic is aliased to {name}.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={`Aliases of ${name}`}>
          {topic.aliasedFrom.map((a) => (
            <li key={a.id}>
              {props.editable ? (
                <AliasSwitch
                  label={topicDisplayName(a.name)}
                  checked
                  busy={busy === a.id}
                  onChange={() => void run(a.id, topic.id, aliasIds.filter((id) => id !== a.id), [a.id])}
                />
              ) : (
                <Link asChild color="brand.fg" fontSize="sm">
                  <RouterLink to={topicPath(a.topicId)}>{topicDisplayName(a.name)}</RouterLink>
                </Link>
              )}
            </li>
          ))}
        </Stack>
      )}
      {props.editable && (
        <Stack gap="3" borderTopWidth="1px" borderColor="border" pt="4">
          <Heading as="h3" size="sm">
            Alias another topic to {name}
          </Heading>
          {/* In a row: the input grows along a row (flex-basis 16rem), which in this column would be its height. */}
          <HStack>
            <DebouncedSearchInput label="Find topics to alias" value={search} onChange={setSearch} delayMs={ADMIN_SEARCH_DEBOUNCE_MS} />
          </HStack>
          {search && (
            <QuietErrorBoundary resetKey={search} fallback={<Text color="fg.error">There was a problem searching topics. Please try again.</Text>}>
              <Suspense fallback={<Spinner size="sm" aria-label="Searching topics" />}>
                <AliasCandidates
                  search={search}
                  topicId={topic.id}
                  aliasIds={aliasIds}
                  busy={busy}
                  onAlias={(candidateId) => void run(candidateId, topic.id, [...aliasIds, candidateId], [])}
                />
              </Suspense>
            </QuietErrorBoundary>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function AliasCandidates(props: { search: string; topicId: string; aliasIds: string[]; busy: string | null; onAlias: (id: string) => void }) {
  const data = useLazyLoadQuery<TopicAliasEditorSearchQuery>(
    graphql`
      query TopicAliasEditorSearchQuery($search: String, $first: Int!) {
        adminTopics(search: $search, first: $first) {
          edges {
            node {
              id
              name
              postsLastWeek
              aliasedTo {
                name
              }
              aliasedFrom {
                id
              }
            }
          }
        }
      }
    `,
    { search: props.search, first: ADMIN_PAGE },
    { fetchPolicy: "store-and-network" },
  );
  const candidates = data.adminTopics.edges.map((e) => e.node).filter((t) => t.id !== props.topicId && !props.aliasIds.includes(t.id));
  if (candidates.length === 0) return <Text fontSize="sm" color="fg.muted">No other topic matches "{props.search}".</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Topics to alias" data-testid="alias-candidates">
      {candidates.map((t) => {
        const hasAliases = t.aliasedFrom.length > 0;
        const note = hasAliases
          ? "has aliases of its own, so it cannot be one"
          : t.aliasedTo
            ? `now an alias of ${topicDisplayName(t.aliasedTo.name)}: switching it on moves it here`
            : `${t.postsLastWeek} ${t.postsLastWeek === 1 ? "post" : "posts"} this week`;
        return (
          <li key={t.id}>
            <HStack justify="space-between" gap="3" flexWrap="wrap">
              <AliasSwitch label={topicDisplayName(t.name)} checked={false} busy={props.busy === t.id} disabled={hasAliases} onChange={() => props.onAlias(t.id)} />
              <Text fontSize="xs" color="fg.muted">
                {note}
              </Text>
            </HStack>
          </li>
        );
      })}
    </Stack>
  );
}

/** One alias toggle: on while the topic is aliased; a spinner while the change is on its way. */
function AliasSwitch(props: { label: string; checked: boolean; busy: boolean; disabled?: boolean; onChange: () => void }) {
  return (
    <HStack gap="2">
      <Switch.Root checked={props.checked} onCheckedChange={props.onChange} disabled={props.disabled || props.busy} colorPalette="brand" size="sm" data-testid="alias-switch">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{props.label}</Switch.Label>
      </Switch.Root>
      {props.busy && (
        <Box as="span" display="inline-flex">
          <Spinner size="xs" aria-label="Saving" />
        </Box>
      )}
    </HStack>
  );
}
