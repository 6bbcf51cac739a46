import { Box, Grid, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo, type ReactNode } from "react";
import { fetchQuery, graphql, useLazyLoadQuery } from "react-relay";
import { createOperationDescriptor, getRequest } from "relay-runtime";
import { Link as RouterLink, useNavigate, type Location } from "react-router";
import type { DiscoverPageQuery } from "../../__generated__/DiscoverPageQuery.graphql";
import type { ListItemRef } from "../../features/content/ContentList";
import { ContentListItem } from "../../features/content/ContentListItem";
import { ItemButtons } from "../../features/content/ItemButtons";
import { isSort, type Sort } from "../../features/content/listOptions";
import { useSaveListView } from "../../features/content/useListPrefs";
import { FeedCard } from "../../features/feeds/FeedCard";
import { StoriesToolbar } from "../../features/stories/StoriesToolbar";
import { StoryHeroCarousel } from "../../features/stories/StoryHeroCarousel";
import { NO_STORIES } from "../../features/stories/storyMessages";
import { TopicChips } from "../../features/topics/TopicChips";
import { environment } from "../../relay/environment";
import { usePageTitle } from "../../ui/usePageTitle";
import "../../features/content/items/items.css";

const query = graphql`
  query DiscoverPageQuery($sortBy: String) {
    viewer {
      id
    }
    discover(sortBy: $sortBy) {
      sortBy
      stories {
        ...StoryHeroCarousel_stories
      }
      topics {
        ...TopicChips_topics
      }
      popularContentItems {
        id
        contentItemId
        ...ContentListItem_item @arguments(withTopics: true)
        ...ItemButtons_item
      }
      trendingFeeds {
        id
        ...FeedCard_feed
      }
    }
  }
`;

/** The sort the URL names (?sort=), else none: the server then takes the viewer's discoverContentFeed sort. */
function sortFrom(search: string): Sort | null {
  const sort = new URLSearchParams(search).get("sort");
  return isSort(sort) ? sort : null;
}

/** ListHost's loader: the page's query, started as the route loads (waits up to 2 s, then renders anyway). */
export async function preloadDiscover(search: string): Promise<void> {
  const variables = { sortBy: sortFrom(search) };
  const retained = environment.retain(createOperationDescriptor(getRequest(query), variables));
  setTimeout(() => retained.dispose(), 30_000);
  const answered = fetchQuery<DiscoverPageQuery>(environment, query, variables, { fetchPolicy: "store-or-network" }).toPromise().catch(() => undefined);
  await Promise.race([answered, new Promise((r) => setTimeout(r, 2_000))]);
}

const noop = () => undefined;

/**
 * Discover at / ("Discover New Content", spec part 1 section 2.1), for visitors and readers alike: the top stories
 * in the hero carousel, trending topics (12 chips), popular articles and trending feeds, all in the viewer's
 * discoverContentFeed sort (the sort menu changes it: in the URL, and saved for the next visit). Popular articles
 * open over the page (ListHost keeps it mounted), previous and next walking them.
 */
export function DiscoverScreen(props: {
  listLocation: Pick<Location, "pathname" | "search">;
  openItemId: string | null;
  onItems: (items: ListItemRef[], loadMore: () => void, hasNext: boolean) => void;
  attempt: number;
}) {
  usePageTitle("Discover New Content");
  const { listLocation, onItems } = props;
  const data = useLazyLoadQuery<DiscoverPageQuery>(
    query,
    { sortBy: sortFrom(listLocation.search) },
    { fetchPolicy: props.attempt > 0 ? "network-only" : "store-or-network", fetchKey: props.attempt },
  );
  const navigate = useNavigate();
  const saveView = useSaveListView();
  const discover = data.discover;
  const viewerId = data.viewer?.id ?? null;
  const items = useMemo(() => discover.popularContentItems.map((i) => ({ id: i.id, contentItemId: i.contentItemId })), [discover.popularContentItems]);
  useEffect(() => onItems(items, noop, false), [items, onItems]);

  const setSort = (sortBy: Sort) => {
    saveView("discoverContentFeed", { sortBy });
    const params = new URLSearchParams(listLocation.search);
    params.set("sort", sortBy);
    void navigate({ pathname: "/", search: `?${params.toString()}` }, { replace: true });
  };
  const open = useCallback(
    (index: number) => {
      const item = items[index];
      if (item) void navigate(`/content/${item.contentItemId}`, { state: { background: { pathname: listLocation.pathname, search: listLocation.search } } });
    },
    [items, navigate, listLocation.pathname, listLocation.search],
  );
  const sortBy = isSort(discover.sortBy) ? discover.sortBy : "popular";

  return (
    <Stack gap="10" maxW="7xl" data-testid="discover">
      <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h1" size="2xl">
            Discover New Content
          </Heading>
          <Text color="fg.muted">What the sites Rivulet reads are reporting: stories, topics, articles and feeds. Press F to find feeds.</Text>
        </Stack>
        <StoriesToolbar label="Discover options" sortBy={sortBy} onSort={setSort} />
      </HStack>

      <Section title="Top stories" id="discover-stories" more={{ to: "/stories", label: "All stories" }} landmark={discover.stories.length === 0}>
        {discover.stories.length > 0 ? (
          <StoryHeroCarousel stories={discover.stories} />
        ) : (
          <Text color="fg.muted" data-testid="stories-empty">
            {NO_STORIES} Stories appear when several sites report the same event.
          </Text>
        )}
      </Section>

      <Section title="Trending topics" id="discover-topics" more={{ to: "/content/topics", label: "All topics" }}>
        {discover.topics.length > 0 ? <TopicChips topics={discover.topics} size="large" label="Trending topics" /> : <Text color="fg.muted">No topics yet.</Text>}
      </Section>

      <Section title="Popular articles" id="discover-popular" more={{ to: "/content", label: "All articles" }}>
        {items.length > 0 ? (
          <Grid role="feed" aria-label="Popular articles" aria-busy={false} templateColumns="repeat(auto-fill, minmax(min(16rem, 100%), 1fr))" gap="4" data-layout="cards">
            {discover.popularContentItems.map((item, index) => (
              <ContentListItem
                key={item.id}
                item={item}
                layout="cards"
                selected={item.contentItemId === props.openItemId}
                index={index}
                setSize={items.length}
                onOpen={open}
                onSelect={noop}
                actions={<ItemButtons item={item} viewerId={viewerId} />}
              />
            ))}
          </Grid>
        ) : (
          <Text color="fg.muted">No articles yet.</Text>
        )}
      </Section>

      {discover.trendingFeeds.length > 0 && (
        <Section title="Trending feeds" id="discover-feeds" more={{ to: "/feeds", label: "Find feeds" }}>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
            {discover.trendingFeeds.map((f) => (
              <FeedCard key={f.id} feed={f} />
            ))}
          </SimpleGrid>
        </Section>
      )}
    </Stack>
  );
}

/**
 * A titled part of the page with a link to its full list: a region landmark, unless what it holds is one already
 * (the carousel is a region of its own, named the same).
 */
function Section(props: { title: string; id: string; more: { to: string; label: string }; children: ReactNode; landmark?: boolean }) {
  const landmark = props.landmark ?? true;
  return (
    <Box as={landmark ? "section" : "div"} aria-labelledby={landmark ? props.id : undefined}>
      <HStack justify="space-between" align="baseline" mb="3" gap="3">
        <Heading as="h2" size="lg" id={props.id}>
          {props.title}
        </Heading>
        <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium">
          <RouterLink to={props.more.to}>{props.more.label}</RouterLink>
        </Link>
      </HStack>
      {props.children}
    </Box>
  );
}
