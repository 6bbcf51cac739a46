import { Button, Stack, Text } from "@chakra-ui/react";
import { graphql, usePaginationFragment } from "react-relay";
import type { BundleFeedList_feedTag$key } from "../../__generated__/BundleFeedList_feedTag.graphql";
import type { BundleFeedListPaginationQuery } from "../../__generated__/BundleFeedListPaginationQuery.graphql";
import { FeedCard } from "./FeedCard";

/** A bundle's feeds in curated order, 25 at a time. */
export function BundleFeedList(props: { feedTag: BundleFeedList_feedTag$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<BundleFeedListPaginationQuery, BundleFeedList_feedTag$key>(
    graphql`
      fragment BundleFeedList_feedTag on FeedTag
      @refetchable(queryName: "BundleFeedListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
        feeds(first: $count, after: $cursor) @connection(key: "BundleFeedList_feeds") {
          edges {
            node {
              id
              ...FeedCard_feed
            }
          }
        }
      }
    `,
    props.feedTag,
  );
  const feeds = data.feeds.edges.map((e) => e.node);
  if (!feeds.length) return <Text color="fg.muted">This bundle has no feeds yet.</Text>;
  return (
    <Stack gap="3">
      {feeds.map((feed) => (
        <FeedCard key={feed.id} feed={feed} />
      ))}
      {hasNext && (
        <Button variant="outline" alignSelf="center" loading={isLoadingNext} onClick={() => loadNext(25)}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
