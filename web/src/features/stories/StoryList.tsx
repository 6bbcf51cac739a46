import { Box, Button, Grid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { StoryList_query$key } from "../../__generated__/StoryList_query.graphql";
import type { StoryListPaginationQuery } from "../../__generated__/StoryListPaginationQuery.graphql";
import { requestErrorMessage } from "../../relay/fetchGraphQL";
import { notifyError } from "../../ui/toaster";
import { StoryCard } from "./StoryCard";
import { NO_STORIES, storiesLoadFailed } from "./storyMessages";
import { STORY_CARD_LARGE_WIDTH_PX, STORY_CARD_WIDTH_PX, STORY_PAGE_SIZE, type StoryLayout } from "./storyOptions";

/** How far below the viewport the next page starts loading (about one row of cards). */
const PRELOAD_MARGIN = "600px";

/** Cards fill the width in columns of at least the spec's 350 px (cards-large 520 px), one on a phone. */
function gridColumns(layout: StoryLayout): string | undefined {
  if (layout === "cards") return `repeat(auto-fill, minmax(min(${STORY_CARD_WIDTH_PX}px, 100%), 1fr))`;
  if (layout === "cards-large") return `repeat(auto-fill, minmax(min(${STORY_CARD_LARGE_WIDTH_PX}px, 100%), 1fr))`;
  return undefined;
}

/**
 * Stories in a sort, optionally of one topic (spec: /stories, /stories?topic={name}), 20 a page: the next page
 * loads as the end comes near (and with Load more, for keyboards and tall screens). Empty: 'No stories found.'.
 */
export function StoryList(props: { query: StoryList_query$key; layout: StoryLayout }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<StoryListPaginationQuery, StoryList_query$key>(
    graphql`
      fragment StoryList_query on Query
      @refetchable(queryName: "StoryListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, sortBy: { type: "String" }, topic: { type: "String" }) {
        stories(first: $first, after: $after, sortBy: $sortBy, topic: $topic) @connection(key: "StoryList_stories") {
          edges {
            node {
              id
              ...StoryCard_story
            }
          }
        }
      }
    `,
    props.query,
  );
  const edges = data.stories.edges;
  const loadMore = () => {
    if (!hasNext || isLoadingNext) return;
    loadNext(STORY_PAGE_SIZE, {
      onComplete: (error) => {
        if (error) notifyError(storiesLoadFailed(requestErrorMessage(error, error.message)));
      },
    });
  };
  const latestLoad = useRef(loadMore);
  latestLoad.current = loadMore;

  // The next page as the list's end comes within a row of the viewport.
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNext) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latestLoad.current(), { rootMargin: PRELOAD_MARGIN });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNext, edges.length]);

  if (edges.length === 0) {
    return (
      <Stack align="center" py="12" gap="2" textAlign="center" data-testid="stories-empty">
        <Text fontSize="lg" fontWeight="semibold">
          {NO_STORIES}
        </Text>
        <Text color="fg.muted">Stories appear when several sites report the same event.</Text>
      </Stack>
    );
  }
  const columns = gridColumns(props.layout);
  return (
    <Stack gap="0">
      <Grid as="section" aria-label="Stories" aria-busy={isLoadingNext} templateColumns={columns ?? "minmax(0, 1fr)"} gap={columns ? "4" : "0"} data-testid="story-list" data-layout={props.layout}>
        {edges.map((e) => (
          <StoryCard key={e.node.id} story={e.node} layout={props.layout} />
        ))}
      </Grid>
      <Box ref={sentinel} aria-hidden="true" h="1px" />
      {isLoadingNext ? (
        <Stack align="center" py="8">
          <Spinner aria-label="Loading more stories" />
        </Stack>
      ) : hasNext ? (
        <Stack align="center" py="8">
          <Button variant="outline" size="sm" onClick={loadMore}>
            Load more
          </Button>
        </Stack>
      ) : (
        <Text textAlign="center" color="fg.muted" py="8" data-testid="stories-end">
          That's every story for now
        </Text>
      )}
    </Stack>
  );
}
