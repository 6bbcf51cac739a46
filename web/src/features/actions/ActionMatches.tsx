import { Stack, Text } from "@chakra-ui/react";
import { useCallback } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { ActionMatchesPaginationQuery } from "../../__generated__/ActionMatchesPaginationQuery.graphql";
import type { ActionMatches_action$key } from "../../__generated__/ActionMatches_action.graphql";
import { ThresholdList } from "../../ui/ThresholdList";
import { MatchedItemRow } from "../content/MatchedItemRow";
import { FILTER_MATCHES_THRESHOLD } from "../filters/FilterMatches";

const PAGE_SIZE = 25;

/**
 * The action matching-items panel (spec part 2 section 2): the scope's items the saved action matches, through
 * its filters and match clauses, newest first; what a re-run acts on comes from the top of it. It loads ahead
 * with the filter matches list's threshold (the spec gives none of its own).
 */
export function ActionMatches(props: { action: ActionMatches_action$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ActionMatchesPaginationQuery, ActionMatches_action$key>(
    graphql`
      fragment ActionMatches_action on Action
      @refetchable(queryName: "ActionMatchesPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 25 }, after: { type: "String" }) {
        matchingContentItems(first: $first, after: $after) @connection(key: "ActionMatches_matchingContentItems") {
          totalCount
          edges {
            node {
              id
              ...MatchedItemRow_item
            }
          }
        }
      }
    `,
    props.action,
  );
  const more = useCallback(() => {
    if (!isLoadingNext) loadNext(PAGE_SIZE);
  }, [isLoadingNext, loadNext]);
  const { totalCount, edges } = data.matchingContentItems;
  return (
    <Stack as="section" aria-label="Matching items" gap="2" borderWidth="1px" borderColor="border.muted" rounded="md" p="3" bg="bg.subtle">
      <Text fontSize="sm" fontWeight="medium" role="status">
        {totalCount === 0 ? "No items match this action yet" : `${totalCount} matching ${totalCount === 1 ? "item" : "items"}`}
      </Text>
      {edges.length > 0 && (
        <ThresholdList label="Matching items" threshold={FILTER_MATCHES_THRESHOLD} hasNext={hasNext} loading={isLoadingNext} onLoadMore={more}>
          {edges.map((e) => (
            <MatchedItemRow key={e.node.id} item={e.node} />
          ))}
        </ThresholdList>
      )}
    </Stack>
  );
}
