import { Box, Button, Heading, HStack, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { ChannelHeroCarousel_digests$key } from "../../__generated__/ChannelHeroCarousel_digests.graphql";
import { ChevronLeftIcon, ChevronRightIcon, PlayIcon } from "../../ui/icons";
import { useRotation } from "../../ui/useRotation";
import { HERO_CAROUSEL_MS } from "./channelOptions";

/** Stories the hero carousel shows at most (the newest digests'). */
const HERO_SLIDES = 8;

/**
 * The story hero carousel (spec part 3 section 4): on wide screens, the newest digests' stories with their hero
 * pictures, the next every 8 s unless hovered, focused or while something plays; Play starts that story's digest.
 */
export function ChannelHeroCarousel(props: { digests: ChannelHeroCarousel_digests$key; playing: boolean; onPlay: (digestId: string) => void }) {
  const digests = useFragment(
    graphql`
      fragment ChannelHeroCarousel_digests on Digest @relay(plural: true) {
        digestId
        name
        story {
          title
          heroImage
          summary
        }
      }
    `,
    props.digests,
  );
  const slides = digests.slice(0, HERO_SLIDES);
  const [held, setHeld] = useState(false);
  const [index, setIndex] = useRotation(slides.length, HERO_CAROUSEL_MS, held || props.playing);
  if (!slides.length) return null;
  return (
    <Box
      as="section"
      position="relative"
      h="56"
      rounded="l3"
      overflow="hidden"
      bgGradient="to-r"
      gradientFrom="gray.900"
      gradientTo="brand.solid"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      aria-roledescription="carousel"
      aria-label="Top stories"
    >
      {slides.map((d, i) => {
        const title = d.story?.title ?? d.name;
        return (
          <Box
            key={d.digestId}
            position="absolute"
            inset="0"
            opacity={i === index ? 1 : 0}
            visibility={i === index ? "visible" : "hidden"}
            transition="opacity 0.7s ease-in-out, visibility 0.7s"
            _motionReduce={{ transition: "none" }}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${title}`}
          >
            {d.story?.heroImage && <Image src={d.story.heroImage} alt="" position="absolute" inset="0" w="full" h="full" objectFit="cover" />}
            <Box position="absolute" inset="0" bgGradient="to-r" gradientFrom="blackAlpha.800" gradientVia="blackAlpha.600" gradientTo="transparent" />
            <Stack position="absolute" insetY="0" left="0" maxW="2xl" justify="center" gap="3" p="8">
              <Heading as="h2" size="2xl" color="white" lineClamp={2}>
                {title}
              </Heading>
              {d.story?.summary[0] && (
                <Text color="whiteAlpha.900" lineClamp={2}>
                  {d.story.summary[0]}
                </Text>
              )}
              <HStack>
                <Button size="sm" colorPalette="brand" onClick={() => props.onPlay(d.digestId)} aria-label={`Play ${title}`}>
                  <PlayIcon aria-hidden /> Play
                </Button>
              </HStack>
            </Stack>
          </Box>
        );
      })}
      {slides.length > 1 && (
        <HStack position="absolute" bottom="3" right="3" gap="1">
          <IconButton size="xs" variant="solid" colorPalette="gray" aria-label="Previous story" onClick={() => setIndex(index - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Text fontSize="xs" color="white" px="1" aria-hidden>
            {index + 1} / {slides.length}
          </Text>
          <IconButton size="xs" variant="solid" colorPalette="gray" aria-label="Next story" onClick={() => setIndex(index + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </HStack>
      )}
    </Box>
  );
}
