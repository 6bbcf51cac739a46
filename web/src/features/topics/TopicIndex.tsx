import { Box, Button, Stack } from "@chakra-ui/react";
import { graphql, usePaginationFragment } from "react-relay";
import type { TopicIndex_query$key } from "../../__generated__/TopicIndex_query.graphql";
import type { TopicIndexPaginationQuery } from "../../__generated__/TopicIndexPaginationQuery.graphql";
import { requestErrorMessage } from "../../relay/fetchGraphQL";
import { notifyError } from "../../ui/toaster";
import { LibraryEmpty } from "../library/LibraryEmpty";
import { TopicTable } from "./TopicTable";

/** Topics a page of the index loads. */
export const TOPIC_INDEX_PAGE = 50;

/**
 * The topic search index (spec: /content/topics): topics by score, or those whose names hold the search, each
 * opening its topic page; more on demand. Aliases are left out (their items count for their targets).
 */
export function TopicIndex(props: { query: TopicIndex_query$key; search: string; busy: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<TopicIndexPaginationQuery, TopicIndex_query$key>(
    graphql`
      fragment TopicIndex_query on Query
      @refetchable(queryName: "TopicIndexPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }, search: { type: "String" }) {
        topics(first: $first, after: $after, search: $search) @connection(key: "TopicIndex_topics") {
          edges {
            node {
              ...TopicTable_topics
            }
          }
        }
      }
    `,
    props.query,
  );
  const rows = data.topics.edges.map((e) => e.node);
  if (rows.length === 0) {
    return props.search ? (
      <LibraryEmpty title="No topics match" description={`Nothing is called "${props.search}" yet. Try fewer or other words.`} />
    ) : (
      <LibraryEmpty title="No topics yet" description="Topics are found in articles as feeds publish them." />
    );
  }
  return (
    <Stack gap="4">
      <Box opacity={props.busy ? 0.6 : 1} transition="opacity 0.15s">
        <TopicTable topics={rows} label={props.search ? `Topics matching ${props.search}` : "Topics by score"} busy={props.busy || isLoadingNext} />
      </Box>
      {hasNext && (
        <Button
          alignSelf="center"
          variant="outline"
          size="sm"
          loading={isLoadingNext}
          onClick={() =>
            loadNext(TOPIC_INDEX_PAGE, { onComplete: (e) => e && notifyError(requestErrorMessage(e, "There was a problem loading more topics. Please try again.")) })
          }
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
