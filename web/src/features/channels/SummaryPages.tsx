import { Box, chakra, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useRotation } from "../../ui/useRotation";
import { SUMMARY_FADE_MS, SUMMARY_ROTATION_MS } from "./channelOptions";
import { useFadeSwap } from "./useFadeSwap";

export interface SummaryPage {
  title: string;
  summary: string;
}

/**
 * A digest's text summary one page at a time (spec part 3 section 4): the next page every 10 s with a 400 ms fade,
 * held while the pointer or focus is on it (time to read, WCAG 2.2.2); the dots below choose a page.
 */
export function SummaryPages(props: { pages: SummaryPage[] }) {
  const [held, setHeld] = useState(false);
  const [index, setIndex] = useRotation(props.pages.length, SUMMARY_ROTATION_MS, held);
  const { shown, opacity } = useFadeSwap(index, SUMMARY_FADE_MS);
  const page = props.pages[Math.min(shown, props.pages.length - 1)];
  if (!page) return null;
  return (
    <Stack
      as="section"
      gap="3"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      aria-roledescription="carousel"
      aria-label="Text summary"
    >
      <Box
        minH="32"
        opacity={opacity}
        transition={`opacity ${SUMMARY_FADE_MS}ms ease-in-out`}
        _motionReduce={{ transition: "none" }}
        aria-live={held ? "polite" : "off"}
        data-page={shown}
      >
        <Text fontWeight="semibold" mb="1">
          {page.title}
        </Text>
        <Text>{page.summary}</Text>
      </Box>
      {props.pages.length > 1 && (
        <HStack gap="1" role="group" aria-label="Summary pages">
          {props.pages.map((p, i) => (
            <chakra.button
              type="button"
              key={i}
              onClick={() => setIndex(i)}
              aria-label={`Page ${i + 1}: ${p.title}`}
              aria-current={i === index ? "true" : undefined}
              w="6"
              h="6"
              display="grid"
              placeItems="center"
              cursor="pointer"
              rounded="full"
              _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing" }}
            >
              <Box w="2" h="2" rounded="full" bg={i === index ? "brand.solid" : "border.emphasized"} />
            </chakra.button>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
