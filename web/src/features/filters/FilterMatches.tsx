import { HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { Suspense, useCallback, useEffect, useRef, useState, useTransition } from "react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import type { FilterMatchesPaginationQuery } from "../../__generated__/FilterMatchesPaginationQuery.graphql";
import type { FilterMatchesQuery, FilterPreviewInput } from "../../__generated__/FilterMatchesQuery.graphql";
import type { FilterMatches_query$key } from "../../__generated__/FilterMatches_query.graphql";
import { QuietErrorBoundary } from "../../ui/QuietErrorBoundary";
import { ThresholdList } from "../../ui/ThresholdList";
import { MatchedItemRow } from "../content/MatchedItemRow";

/** Spec part 2 section 9: the filter matches list loads its next page 15 rows before its end. */
export const FILTER_MATCHES_THRESHOLD = 15;
const PAGE_SIZE = 25;

const query = graphql`
  query FilterMatchesQuery($input: FilterPreviewInput!) {
    ...FilterMatches_query @arguments(input: $input)
  }
`;

/**
 * The filter matches panel (spec part 2 section 2): what the filter being edited would do to the scope's items
 * of its window, before it is saved (Query.filterPreview takes the editor's draft). A new draft is fetched in a
 * transition, so the last answer stays in place, dimmed, until the next one is in. A failure is only logged
 * (spec part 2 section 7): the panel says the matches are unavailable and the editor stays usable.
 */
export function FilterMatches(props: { input: FilterPreviewInput | null; filterType: string; windowHours: number | null }) {
  if (!props.input) {
    return (
      <Panel>
        <Text fontSize="sm" color="fg.muted">
          Fill in every clause to see what this filter matches.
        </Text>
      </Panel>
    );
  }
  return (
    <Panel>
      <QuietErrorBoundary
        resetKey={JSON.stringify(props.input)}
        fallback={
          <Text fontSize="sm" color="fg.muted">
            The matches could not be loaded.
          </Text>
        }
      >
        <Suspense fallback={<Spinner size="sm" color="fg.muted" aria-label="Loading matches" />}>
          <MatchesQuery input={props.input} filterType={props.filterType} windowHours={props.windowHours} />
        </Suspense>
      </QuietErrorBoundary>
    </Panel>
  );
}

function Panel(props: { children: React.ReactNode }) {
  return (
    <Stack as="section" aria-label="Filter matches" gap="2" borderWidth="1px" borderColor="border.muted" rounded="md" p="3" bg="bg.subtle">
      {props.children}
    </Stack>
  );
}

function MatchesQuery(props: { input: FilterPreviewInput; filterType: string; windowHours: number | null }) {
  // The first draft is the query's; later drafts refetch the fragment (keeping this component, and its answer, mounted).
  const [first] = useState(props.input);
  const data = useLazyLoadQuery<FilterMatchesQuery>(query, { input: first }, { fetchPolicy: "network-only" });
  return <MatchesList query={data} {...props} />;
}

function MatchesList(props: { query: FilterMatches_query$key; input: FilterPreviewInput; filterType: string; windowHours: number | null }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<FilterMatchesPaginationQuery, FilterMatches_query$key>(
    graphql`
      fragment FilterMatches_query on Query
      @refetchable(queryName: "FilterMatchesPaginationQuery")
      @argumentDefinitions(input: { type: "FilterPreviewInput!" }, first: { type: "Int", defaultValue: 25 }, after: { type: "String" }) {
        filterPreview(input: $input, first: $first, after: $after) @connection(key: "FilterMatches_filterPreview", filters: ["input"]) {
          totalCount
          edges {
            node {
              id
              ...MatchedItemRow_item
            }
            duplicateOf {
              title
            }
          }
        }
      }
    `,
    props.query,
  );
  const [pending, startTransition] = useTransition();
  const shown = useRef(JSON.stringify(props.input));
  useEffect(() => {
    const key = JSON.stringify(props.input);
    if (key === shown.current) return;
    shown.current = key;
    startTransition(() => {
      refetch({ input: props.input }, { fetchPolicy: "network-only" });
    });
  }, [props.input, refetch]);
  const more = useCallback(() => {
    if (!isLoadingNext) loadNext(PAGE_SIZE);
  }, [isLoadingNext, loadNext]);

  const { totalCount, edges } = data.filterPreview;
  return (
    <Stack gap="2" opacity={pending ? 0.6 : 1} aria-busy={pending}>
      <HStack justify="space-between" gap="2">
        <Text fontSize="sm" fontWeight="medium" role="status" aria-live="polite">
          {summary(props.filterType, totalCount, props.windowHours)}
        </Text>
        {pending && <Spinner size="xs" color="fg.muted" aria-label="Updating matches" />}
      </HStack>
      {edges.length > 0 && (
        <ThresholdList label="Matching items" threshold={FILTER_MATCHES_THRESHOLD} hasNext={hasNext} loading={isLoadingNext} onLoadMore={more}>
          {edges.map((e) => (
            <MatchedItemRow key={e.node.id} item={e.node} repeats={props.filterType === "mark_duplicate" ? (e.duplicateOf?.title ?? "") : null} />
          ))}
        </ThresholdList>
      )}
    </Stack>
  );
}

function summary(filterType: string, n: number, windowHours: number | null): string {
  const items = `${n} ${n === 1 ? "item" : "items"}`;
  const window = windowHours ? ` in the last ${windowHours} ${windowHours === 1 ? "hour" : "hours"}` : "";
  if (filterType === "keep_on_match") return `Keeps ${items}${window}; hides the rest`;
  if (filterType === "mark_duplicate") return `Hides ${n} ${n === 1 ? "duplicate" : "duplicates"}${window}`;
  return `Hides ${items}${window}`;
}
