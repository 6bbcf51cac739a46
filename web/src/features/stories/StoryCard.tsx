import { Box, Heading, HStack, LinkBox, LinkOverlay, List, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { StoryCard_story$key } from "../../__generated__/StoryCard_story.graphql";
import { Favicon } from "../../ui/Favicon";
import { ItemImage } from "../content/items/ItemParts";
import { TopicChips } from "../topics/TopicChips";
import type { StoryLayout } from "./storyOptions";
import { storyMeta, storyPath, storyTitle } from "./storyText";
import "../content/items/items.css";
import "./stories.css";

/** Bullets and topic chips each layout shows (the story page shows them all). */
const SHOWN: Record<StoryLayout, { bullets: number; topics: number }> = {
  cards: { bullets: 2, topics: 3 },
  "cards-large": { bullets: 4, topics: 5 },
  magazine: { bullets: 3, topics: 5 },
  compact: { bullets: 1, topics: 0 },
};

/**
 * One story in a list (spec part 2 section 2: stories in cards, magazine or compact, never list or article): its
 * picture, title (the link to /stories/{id}; the whole card is its target), size and freshness, first bullets, the
 * sites of its lead items and its topics. Topic chips stay links of their own above the card's link.
 */
export function StoryCard(props: { story: StoryCard_story$key; layout: StoryLayout; headingLevel?: "h2" | "h3" }) {
  const story = useFragment(
    graphql`
      fragment StoryCard_story on Story {
        storyId
        title
        summary
        heroImage
        contentItemCount
        publisherCount
        lastItemAt
        topics {
          ...TopicChips_topics
        }
        contentItems(first: 3) {
          edges {
            node {
              feed {
                title
                faviconUrl
              }
            }
          }
        }
      }
    `,
    props.story,
  );
  const { layout } = props;
  const shown = SHOWN[layout];
  const title = storyTitle(story.title);
  const titleId = `story-title-${story.storyId}`;
  const bullets = story.summary.slice(0, shown.bullets);
  // The lead items' sites, each once (a site may publish twice about one event).
  const sources = [...new Map(story.contentItems.edges.map((e) => [e.node.feed.title ?? "", e.node.feed])).values()].filter((f) => f.title);
  const magazine = layout === "magazine";
  const compact = layout === "compact";
  const large = layout === "cards-large";

  const text = (
    <Stack gap="2" minW="0" flex="1" p={compact || magazine ? "0" : "4"}>
      <Heading as={props.headingLevel ?? "h2"} id={titleId} fontSize={large || magazine ? "read.lg" : "read.md"} lineHeight="short" lineClamp={3} wordBreak="break-word">
        <LinkOverlay asChild>
          <RouterLink to={storyPath(story.storyId)} data-testid="story-link">
            {title}
          </RouterLink>
        </LinkOverlay>
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {storyMeta({ contentItemCount: story.contentItemCount, publisherCount: story.publisherCount, lastItemAt: story.lastItemAt })}
      </Text>
      {bullets.length > 0 && (
        <List.Root gap="1" ps="4" fontSize="read.sm" color="fg.muted" lineHeight="read">
          {bullets.map((b, i) => (
            <List.Item key={i} lineClamp={compact ? 1 : 3}>
              {b}
            </List.Item>
          ))}
        </List.Root>
      )}
      {sources.length > 0 && !compact && (
        <HStack gap="2" fontSize="xs" color="fg.muted" minW="0" flexWrap="wrap">
          {sources.map((f) => (
            <HStack key={f.title} gap="1" minW="0">
              <Favicon src={f.faviconUrl} />
              <Text as="span" truncate maxW="12rem">
                {f.title}
              </Text>
            </HStack>
          ))}
        </HStack>
      )}
      {shown.topics > 0 && (
        <Box position="relative" zIndex="1" mt="auto" pt="1">
          <TopicChips topics={story.topics} size={large ? "medium" : "small"} max={shown.topics} label={`Topics of ${title}`} />
        </Box>
      )}
    </Stack>
  );

  if (compact) {
    return (
      <LinkBox as="article" aria-labelledby={titleId} display="flex" gap="3" py="3" px="3" borderBottomWidth="1px" borderColor="border.muted" _hover={{ bg: "bg.subtle" }} data-testid="story-card">
        {text}
        {story.heroImage && <ItemImage src={story.heroImage ?? null} className="rv-story-image rv-story-image--thumb" />}
      </LinkBox>
    );
  }
  if (magazine) {
    return (
      <LinkBox
        as="article"
        aria-labelledby={titleId}
        display="grid"
        gridTemplateColumns={{ base: "1fr", sm: "minmax(0, 2fr) minmax(0, 3fr)" }}
        gap="4"
        py="4"
        px="3"
        borderBottomWidth="1px"
        borderColor="border.muted"
        _hover={{ bg: "bg.subtle" }}
        data-testid="story-card"
      >
        <ItemImage src={story.heroImage ?? null} className="rv-story-image rv-story-image--magazine" />
        {text}
      </LinkBox>
    );
  }
  return (
    <LinkBox
      as="article"
      aria-labelledby={titleId}
      display="flex"
      flexDirection="column"
      h="full"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      overflow="hidden"
      _hover={{ borderColor: "border.emphasized" }}
      data-testid="story-card"
    >
      <ItemImage src={story.heroImage ?? null} className="rv-story-image rv-story-image--card" />
      {text}
    </LinkBox>
  );
}
