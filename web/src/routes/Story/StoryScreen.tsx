import { Box, Button, Grid, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState } from "react";
import { fetchQuery, graphql, useLazyLoadQuery } from "react-relay";
import { createOperationDescriptor, getRequest } from "relay-runtime";
import { Link as RouterLink, useNavigate, useNavigationType, type Location } from "react-router";
import type { StoryScreenQuery } from "../../__generated__/StoryScreenQuery.graphql";
import type { ListItemRef } from "../../features/content/ContentList";
import { formatDateTime, formatTimeAgo } from "../../features/feeds/formatDate";
import { StoryCoverage } from "../../features/stories/StoryCoverage";
import { StoryMedia } from "../../features/stories/StoryMedia";
import { STORY_NOT_FOUND } from "../../features/stories/storyMessages";
import { storyPath, storyTitle } from "../../features/stories/storyText";
import { TopicChips } from "../../features/topics/TopicChips";
import { environment } from "../../relay/environment";
import { isRawId } from "../../relay/globalId";
import { ChevronLeftIcon } from "../../ui/icons";
import { usePageTitle } from "../../ui/usePageTitle";

const query = graphql`
  query StoryScreenQuery($id: ID!) {
    viewer {
      id
    }
    story(id: $id) {
      storyId
      title
      summary
      contentItemCount
      publisherCount
      firstItemAt
      lastItemAt
      topics {
        ...TopicChips_topics
      }
      ...StoryMedia_story
      ...StoryCoverage_story
    }
  }
`;

/** ListHost's loader: the story's query, started as the route loads (waits up to 2 s, then renders anyway). */
export async function preloadStory(id: string): Promise<void> {
  if (!isRawId(id)) return;
  const variables = { id };
  const retained = environment.retain(createOperationDescriptor(getRequest(query), variables));
  setTimeout(() => retained.dispose(), 30_000);
  const answered = fetchQuery<StoryScreenQuery>(environment, query, variables, { fetchPolicy: "store-or-network" }).toPromise().catch(() => undefined);
  await Promise.race([answered, new Promise((r) => setTimeout(r, 2_000))]);
}

/**
 * /stories/{id} (spec part 2 section 2, the story page): title, when it happened, its summary bullets, its
 * pictures (the hero first, a media carousel when there are several), topics, and its items grouped by publisher,
 * each opening over the page. An unknown id, or a story never shown, is 'Story Not Found'; a story merged into
 * another answers with the survivor, whose address then replaces this one.
 */
export function StoryScreen(props: {
  storyId: string;
  listLocation: Pick<Location, "pathname" | "search">;
  openItemId: string | null;
  onItems: (items: ListItemRef[], loadMore: () => void, hasNext: boolean) => void;
  attempt: number;
}) {
  if (!isRawId(props.storyId)) return <StoryNotFound />;
  return <StoryLoaded {...props} />;
}

function StoryLoaded(props: Parameters<typeof StoryScreen>[0]) {
  const data = useLazyLoadQuery<StoryScreenQuery>(
    query,
    { id: props.storyId },
    { fetchPolicy: props.attempt > 0 ? "network-only" : "store-or-network", fetchKey: props.attempt },
  );
  const story = data.story;
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const { listLocation } = props;
  usePageTitle(story ? storyTitle(story.title) : STORY_NOT_FOUND);

  // A new story starts at the top; Back to it keeps the browser's place.
  const [arrivedBy] = useState(navigationType);
  useEffect(() => {
    if (arrivedBy !== "POP") window.scrollTo({ top: 0 });
  }, [arrivedBy]);
  // A merged story's old address leads to the survivor's.
  const survivor = story?.storyId;
  useEffect(() => {
    if (survivor && survivor !== props.storyId) void navigate(storyPath(survivor), { replace: true });
  }, [survivor, props.storyId, navigate]);

  const openItem = useCallback(
    (contentItemId: string) => void navigate(`/content/${contentItemId}`, { state: { background: { pathname: listLocation.pathname, search: listLocation.search } } }),
    [navigate, listLocation.pathname, listLocation.search],
  );
  if (!story) return <StoryNotFound />;
  const title = storyTitle(story.title);

  return (
    <Stack as="article" aria-labelledby="story-title" gap="8" maxW="6xl" data-testid="story-page">
      <Stack gap="3">
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="start">
          <RouterLink to="/stories">
            <ChevronLeftIcon aria-hidden /> Stories
          </RouterLink>
        </Link>
        <Heading as="h1" id="story-title" fontSize={{ base: "read.2xl", md: "read.title" }} lineHeight="1.2" wordBreak="break-word">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {story.contentItemCount} {story.contentItemCount === 1 ? "article" : "articles"} from {story.publisherCount}{" "}
          {story.publisherCount === 1 ? "source" : "sources"} · first reported{" "}
          <time dateTime={story.firstItemAt} title={formatDateTime(story.firstItemAt)}>
            {formatTimeAgo(story.firstItemAt)}
          </time>{" "}
          · updated{" "}
          <time dateTime={story.lastItemAt} title={formatDateTime(story.lastItemAt)}>
            {formatTimeAgo(story.lastItemAt)}
          </time>
        </Text>
        <TopicChips topics={story.topics} size="large" label={`Topics of ${title}`} />
      </Stack>
      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap={{ base: "6", lg: "8" }} alignItems="start">
        <StoryMedia story={story} title={title} onOpenItem={openItem} />
        <Box as="section" aria-labelledby="story-summary">
          <Heading as="h2" size="lg" id="story-summary" mb="3">
            Summary
          </Heading>
          {story.summary.length > 0 ? (
            <List.Root gap="3" ps="5" fontSize="read.md" lineHeight="read" data-testid="story-bullets">
              {story.summary.map((b, i) => (
                <List.Item key={i}>{b}</List.Item>
              ))}
            </List.Root>
          ) : (
            <Text color="fg.muted">No summary yet: read the coverage below.</Text>
          )}
        </Box>
      </Grid>
      <StoryCoverage
        story={story}
        viewerId={data.viewer?.id ?? null}
        openItemId={props.openItemId}
        onOpen={(item) => openItem(item.contentItemId)}
        onItems={props.onItems}
      />
    </Stack>
  );
}

/** Spec part 2 section 2: 'Story Not Found'. */
function StoryNotFound() {
  usePageTitle(STORY_NOT_FOUND);
  return (
    <Stack align="center" justify="center" textAlign="center" minH="40vh" gap="4" data-testid="story-not-found">
      <Heading as="h1" size="2xl">
        {STORY_NOT_FOUND}
      </Heading>
      <Text color="fg.muted">This story does not exist, or it was merged away long ago.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/stories">Browse stories</RouterLink>
      </Button>
    </Stack>
  );
}
