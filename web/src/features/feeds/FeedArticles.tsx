import { Heading, Stack, Text } from "@chakra-ui/react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { useNavigate } from "react-router";
import type { FeedArticlesQuery } from "../../__generated__/FeedArticlesQuery.graphql";
import { ContentList } from "../content/ContentList";

const query = graphql`
  query FeedArticlesQuery($feedId: ID!) {
    ...ContentList_query @arguments(feedId: $feedId, sortBy: "newest", showRead: true)
  }
`;

const noop = () => undefined;

/**
 * The feed's latest items on its public page (spec: {host}/feeds/{id}, viewable without an account), newest
 * first, read and unread alike: a preview before subscribing. A read-only list (no read marking: following the
 * feed is what makes its items the reader's); an item opens as its page.
 */
export function FeedArticles(props: { feedId: string }) {
  const data = useLazyLoadQuery<FeedArticlesQuery>(query, { feedId: props.feedId });
  const navigate = useNavigate();
  return (
    <Stack gap="3" as="section" aria-labelledby="feed-articles-heading">
      <Heading as="h2" size="md" id="feed-articles-heading">
        Latest articles
      </Heading>
      <ContentList
        query={data}
        layout="compact"
        viewerId={null}
        openItemId={null}
        onOpen={(item) => void navigate(`/content/${item.contentItemId}`)}
        onItems={noop}
        onRefetchReady={noop}
        empty={() => <Text color="fg.muted">This feed has no articles yet.</Text>}
        renderInline={() => null}
      />
    </Stack>
  );
}
