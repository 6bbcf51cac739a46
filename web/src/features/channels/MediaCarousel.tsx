import { Box, Heading, HStack, IconButton, Image } from "@chakra-ui/react";
import { useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../ui/icons";
import { useRotation } from "../../ui/useRotation";
import { MEDIA_CAROUSEL_MS } from "./channelOptions";

/**
 * The pictures shown while a digest's audio plays (its story's hero image, then its sources'): the next every 10 s
 * on wide screens unless hovered (spec part 3 section 4); arrows and dots choose one. Without pictures, the story's
 * title on the channel's colours.
 */
export function MediaCarousel(props: { images: string[]; title: string; wide: boolean; children?: React.ReactNode }) {
  const [hovered, setHovered] = useState(false);
  const [index, setIndex] = useRotation(props.images.length, MEDIA_CAROUSEL_MS, hovered || !props.wide);
  const many = props.images.length > 1;
  return (
    <Box
      as="section"
      position="relative"
      // Wide screens a little flatter, so the audio's controls stay on screen under the hero carousel.
      aspectRatio={{ base: 16 / 9, lg: 2 }}
      w="full"
      overflow="hidden"
      rounded="l3"
      bgGradient="to-br"
      gradientFrom="brand.solid"
      gradientTo="gray.900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      aria-roledescription="carousel"
      aria-label="Pictures of the story"
    >
      {props.images.map((src, i) => (
        <Image
          key={src}
          src={src}
          alt=""
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          opacity={i === index ? 1 : 0}
          transition="opacity 0.6s ease-in-out"
          _motionReduce={{ transition: "none" }}
        />
      ))}
      <Box position="absolute" insetX="0" bottom="0" p={{ base: "3", md: "5" }} bgGradient="to-t" gradientFrom="blackAlpha.800" gradientTo="transparent" pt="16">
        <Heading as="p" size={{ base: "md", md: "xl" }} color="white" lineClamp={3} textShadow="0 1px 3px rgba(0,0,0,0.6)">
          {props.title}
        </Heading>
        {props.children}
      </Box>
      {many && (
        <HStack position="absolute" top="2" right="2" gap="1">
          <IconButton size="xs" variant="solid" colorPalette="gray" aria-label="Previous picture" onClick={() => setIndex(index - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton size="xs" variant="solid" colorPalette="gray" aria-label="Next picture" onClick={() => setIndex(index + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </HStack>
      )}
    </Box>
  );
}
