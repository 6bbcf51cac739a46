import { Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { StoryCoverage_story$key } from "../../__generated__/StoryCoverage_story.graphql";
import type { StoryCoveragePaginationQuery } from "../../__generated__/StoryCoveragePaginationQuery.graphql";
import { Favicon } from "../../ui/Favicon";
import type { ListItemRef } from "../content/ContentList";
import { ContentListItem } from "../content/ContentListItem";
import { ItemButtons } from "../content/ItemButtons";
import { groupByPublisher } from "./storyCoverage";
import "../content/items/items.css";

/** Items a page of the coverage loads (the API's most a page). */
const COVERAGE_PAGE = 100;

/**
 * A story's items grouped by publisher (spec part 2 section 2, the story page): one section per site, the most
 * items first, each item in the compact layout with its buttons. Items open over the page (ListHost); the order
 * shown is the order previous / next walk (`onItems`). A story larger than a page loads the rest on demand.
 */
export function StoryCoverage(props: {
  story: StoryCoverage_story$key;
  viewerId: string | null;
  openItemId: string | null;
  onOpen: (item: ListItemRef) => void;
  onItems: (items: ListItemRef[], loadMore: () => void, hasNext: boolean) => void;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<StoryCoveragePaginationQuery, StoryCoverage_story$key>(
    graphql`
      fragment StoryCoverage_story on Story
      @refetchable(queryName: "StoryCoveragePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        contentItemCount
        publisherCount
        publishers {
          site
          contentItemCount
          feeds {
            feedId
            faviconUrl
          }
        }
        contentItems(first: $first, after: $after) @connection(key: "StoryCoverage_contentItems") {
          edges {
            node {
              id
              contentItemId
              feed {
                feedId
                title
              }
              ...ContentListItem_item
              ...ItemButtons_item
            }
          }
        }
      }
    `,
    props.story,
  );
  const publishers = useMemo(() => data.publishers.map((p) => ({ site: p.site, feedIds: p.feeds.map((f) => f.feedId), contentItemCount: p.contentItemCount })), [data.publishers]);
  const groups = useMemo(
    () => groupByPublisher(publishers, data.contentItems.edges.map((e) => ({ node: e.node, feedId: e.node.feed.feedId, feedTitle: e.node.feed.title ?? null }))),
    [publishers, data.contentItems.edges],
  );
  const ordered = useMemo(() => groups.flatMap((g) => g.items.map((i) => ({ id: i.node.id, contentItemId: i.node.contentItemId }))), [groups]);
  const loadMore = useCallback(() => {
    if (hasNext && !isLoadingNext) loadNext(COVERAGE_PAGE);
  }, [hasNext, isLoadingNext, loadNext]);
  const { onItems } = props;
  useEffect(() => onItems(ordered, loadMore, hasNext), [ordered, loadMore, hasNext, onItems]);
  const favicons = new Map(data.publishers.map((p) => [p.site, p.feeds.find((f) => f.faviconUrl)?.faviconUrl ?? null]));
  const countOf = new Map(data.publishers.map((p) => [p.site, p.contentItemCount]));
  const indexOf = new Map(ordered.map((o, n) => [o.id, n]));

  return (
    <Stack gap="6" as="section" aria-labelledby="story-coverage">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="story-coverage">
          Coverage
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {data.contentItemCount} {data.contentItemCount === 1 ? "article" : "articles"} from {data.publisherCount} {data.publisherCount === 1 ? "source" : "sources"}, the closest to the story first
        </Text>
      </Stack>
      {groups.map((g) => {
        const headingId = `publisher-${g.site.replace(/[^a-z0-9]+/gi, "-")}`;
        const count = countOf.get(g.site) ?? g.items.length;
        return (
          <Box key={g.site} as="section" aria-labelledby={headingId} data-testid="publisher">
            <HStack gap="2" mb="1" px="3">
              <Favicon src={favicons.get(g.site)} />
              <Heading as="h3" size="sm" id={headingId}>
                {g.site}
              </Heading>
              <Text as="span" fontSize="sm" color="fg.muted">
                {count} {count === 1 ? "article" : "articles"}
              </Text>
            </HStack>
            <div role="feed" aria-labelledby={headingId} aria-busy={false}>
              {g.items.map((i, n) => (
                <ContentListItem
                  key={i.node.id}
                  item={i.node}
                  layout="compact"
                  selected={i.node.contentItemId === props.openItemId}
                  index={n}
                  setSize={g.items.length}
                  onOpen={() => {
                    const at = indexOf.get(i.node.id);
                    if (at !== undefined) props.onOpen(ordered[at]!);
                  }}
                  onSelect={() => undefined}
                  actions={<ItemButtons item={i.node} viewerId={props.viewerId} />}
                />
              ))}
            </div>
          </Box>
        );
      })}
      {hasNext && (
        <Button alignSelf="center" variant="outline" size="sm" loading={isLoadingNext} onClick={loadMore}>
          Show more articles
        </Button>
      )}
    </Stack>
  );
}
