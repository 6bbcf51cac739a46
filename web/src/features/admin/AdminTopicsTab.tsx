import { Box, Button, HStack, Stack } from "@chakra-ui/react";
import { useTransition } from "react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import type { AdminTopicsTab_query$key } from "../../__generated__/AdminTopicsTab_query.graphql";
import type { AdminTopicsTabPaginationQuery } from "../../__generated__/AdminTopicsTabPaginationQuery.graphql";
import type { AdminTopicsTabQuery } from "../../__generated__/AdminTopicsTabQuery.graphql";
import { requestErrorMessage } from "../../relay/fetchGraphQL";
import { DebouncedSearchInput } from "../../ui/DebouncedSearchInput";
import { notifyError } from "../../ui/toaster";
import { LibraryEmpty } from "../library/LibraryEmpty";
import { useLibraryParams } from "../library/libraryParams";
import { PropertiesLink } from "../library/rowActions";
import { topicDisplayName } from "../topics/topicLabel";
import { TopicTable } from "../topics/TopicTable";
import { ADMIN_SEARCH_DEBOUNCE_MS } from "./AdminFeedsTab";

/** Spec part 3 section 9: admin tables show 25 rows a page. */
const ADMIN_PAGE = 25;

const query = graphql`
  query AdminTopicsTabQuery($search: String) {
    ...AdminTopicsTab_query @arguments(search: $search)
  }
`;

/**
 * The administrators' Topics tab (spec part 3 section 2): every topic by score, aliases included, 25 at a time,
 * searched by name 1 s after the last key; each opens the admin topic modal at /admin/topics/{id}.
 */
export function AdminTopicsTab() {
  const [params, setParamsNow] = useLibraryParams();
  const [pending, startTransition] = useTransition();
  const data = useLazyLoadQuery<AdminTopicsTabQuery>(query, { search: params.search || null }, { fetchPolicy: "store-and-network" });
  return (
    <Stack gap="4">
      <HStack>
        <DebouncedSearchInput
          label="Search topics by name"
          value={params.search}
          onChange={(search) => startTransition(() => void setParamsNow({ search }))}
          delayMs={ADMIN_SEARCH_DEBOUNCE_MS}
        />
      </HStack>
      <AdminTopicRows key={params.search} query={data} searching={Boolean(params.search)} busy={pending} />
    </Stack>
  );
}

function AdminTopicRows(props: { query: AdminTopicsTab_query$key; searching: boolean; busy: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AdminTopicsTabPaginationQuery, AdminTopicsTab_query$key>(
    graphql`
      fragment AdminTopicsTab_query on Query
      @refetchable(queryName: "AdminTopicsTabPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 25 }, after: { type: "String" }, search: { type: "String" }) {
        adminTopics(first: $first, after: $after, search: $search) @connection(key: "AdminTopicsTab_adminTopics") {
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
  const rows = data.adminTopics.edges.map((e) => e.node);
  if (rows.length === 0) {
    return props.searching ? (
      <LibraryEmpty title="No topics match" description="Try other words." />
    ) : (
      <LibraryEmpty title="No topics yet" description="Topics are found in articles as feeds publish them." />
    );
  }
  return (
    <Stack gap="4">
      <Box opacity={props.busy ? 0.6 : 1} transition="opacity 0.15s">
        <TopicTable
          topics={rows}
          label="Topics"
          busy={props.busy || isLoadingNext}
          linkTo={(t) => `/admin/topics/${t.topicId}`}
          actions={(t) => <PropertiesLink to={`/admin/topics/${t.topicId}`} name={topicDisplayName(t.name)} />}
        />
      </Box>
      {hasNext && (
        <Button
          alignSelf="center"
          size="sm"
          variant="outline"
          loading={isLoadingNext}
          onClick={() => loadNext(ADMIN_PAGE, { onComplete: (e) => e && notifyError(requestErrorMessage(e, "There was a problem loading more topics. Please try again.")) })}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
