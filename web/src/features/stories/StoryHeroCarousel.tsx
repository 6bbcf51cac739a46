import { Box, Grid, Heading, List, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { StoryHeroCarousel_stories$key } from "../../__generated__/StoryHeroCarousel_stories.graphql";
import { ItemImage } from "../content/items/ItemParts";
import { TopicChips } from "../topics/TopicChips";
import { CarouselControls } from "./CarouselControls";
import { HERO_INTERVAL_MS, HERO_STORIES } from "./storyOptions";
import { storyMeta, storyPath, storyTitle } from "./storyText";
import { useCarousel } from "./useCarousel";
import "../content/items/items.css";
import "./stories.css";

/**
 * Discover's top stories (spec part 2 section 9): the first 10 in a carousel that advances every 8 s on wide
 * screens unless hovered or a video plays (useCarousel; also held by keyboard focus, Pause and reduced motion).
 * The WAI-ARIA carousel pattern: a labelled region with its controls first, slides as labelled groups, and a
 * polite live region once it no longer turns by itself.
 */
export function StoryHeroCarousel(props: { stories: StoryHeroCarousel_stories$key }) {
  const stories = useFragment(
    graphql`
      fragment StoryHeroCarousel_stories on Story @relay(plural: true) {
        id
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
      }
    `,
    props.stories,
  ).slice(0, HERO_STORIES);
  const carousel = useCarousel(stories.length, HERO_INTERVAL_MS, { wideOnly: true });
  if (stories.length === 0) return null;
  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Top stories"
      data-testid="hero-carousel"
      data-advancing={carousel.advancing ? "" : undefined}
      {...carousel.rootProps}
    >
      <Stack gap="2">
        <CarouselControls
          count={stories.length}
          index={carousel.index}
          paused={carousel.paused}
          onTogglePaused={carousel.togglePaused}
          onPrev={carousel.prev}
          onNext={carousel.next}
          onPick={carousel.go}
          noun="story"
          pickerLabel={(i) => `Story ${i + 1}: ${storyTitle(stories[i]?.title)}`}
        />
        <div aria-live={carousel.advancing ? "off" : "polite"} aria-atomic="false">
          {stories.map((s, i) => {
            const title = storyTitle(s.title);
            const active = i === carousel.index;
            return (
              <Grid
                key={s.id}
                className="rv-slide"
                data-active={active ? "" : undefined}
                hidden={!active}
                display={active ? "grid" : "none"}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${stories.length}`}
                templateColumns={{ base: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" }}
                gap={{ base: "3", md: "6" }}
                alignItems="start"
                data-testid="hero-slide"
              >
                <RouterLink to={storyPath(s.storyId)} tabIndex={-1} aria-hidden="true">
                  <ItemImage src={s.heroImage ?? null} className="rv-story-image rv-story-image--hero" />
                </RouterLink>
                <Stack gap="3" minW="0" py={{ base: "0", md: "2" }}>
                  <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="brand.fg">
                    Top story
                  </Text>
                  <Heading as="h3" fontSize={{ base: "read.lg", md: "read.2xl" }} lineHeight="1.2" wordBreak="break-word" css={{ "& a:hover": { textDecoration: "underline" } }}>
                    <RouterLink to={storyPath(s.storyId)} data-testid="hero-story-link">
                      {title}
                    </RouterLink>
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {storyMeta({ contentItemCount: s.contentItemCount, publisherCount: s.publisherCount, lastItemAt: s.lastItemAt })}
                  </Text>
                  {s.summary.length > 0 && (
                    <List.Root gap="1.5" ps="4" fontSize="read.sm" lineHeight="read" color="fg.muted">
                      {s.summary.slice(0, 3).map((b, n) => (
                        <List.Item key={n} lineClamp={3}>
                          {b}
                        </List.Item>
                      ))}
                    </List.Root>
                  )}
                  <TopicChips topics={s.topics} size="medium" max={4} label={`Topics of ${title}`} />
                </Stack>
              </Grid>
            );
          })}
        </div>
      </Stack>
    </Box>
  );
}
