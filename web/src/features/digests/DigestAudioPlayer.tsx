import { Box, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { SourceCard, type DigestSourceItem } from "./DigestSources";
import { segmentAt, segmentStarts, type Segment } from "./transcript";

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, "0")}`;

/**
 * The digest's audio (spec part 3 section 2): the browser's own controls (keyboard and screen-reader friendly), the
 * source card of the segment playing, and a progress bar with a divider between sources; clicking a segment of the
 * bar seeks to it (the file is served with byte ranges).
 */
export function DigestAudioPlayer(props: { src: string; segments: Segment[]; items: Map<string, DigestSourceItem>; feeds: Map<string, string> }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(0);
  const [length, setLength] = useState(0);
  const { starts, total } = segmentStarts(props.segments);
  const whole = length || total || 1;
  const index = segmentAt(props.segments, time);
  const current = index >= 0 ? props.segments[index] : undefined;
  const source = current?.sourceIds.map((id) => props.items.get(id)).find(Boolean);

  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    const tick = () => setTime(el.currentTime);
    const meta = () => Number.isFinite(el.duration) && setLength(el.duration);
    el.addEventListener("timeupdate", tick);
    el.addEventListener("loadedmetadata", meta);
    return () => {
      el.removeEventListener("timeupdate", tick);
      el.removeEventListener("loadedmetadata", meta);
    };
  }, []);

  const seek = (at: number) => {
    const el = audio.current;
    if (!el) return;
    el.currentTime = at;
    void el.play().catch(() => undefined);
  };

  return (
    <Stack gap="3">
      <Stack gap="1" aria-live="polite">
        <Text fontSize="sm" color="fg.muted">
          {current ? `Now: ${current.title}` : "Ready to play"}
        </Text>
        {source && <SourceCard item={source} feedTitle={props.feeds.get(source.feedId)} highlighted />}
      </Stack>
      <Box position="relative" h="3" rounded="full" bg="bg.muted" overflow="hidden" role="group" aria-label="Progress by source">
        <Box position="absolute" insetY="0" left="0" bg="brand.solid" style={{ width: `${Math.min(100, (time / whole) * 100)}%` }} />
        {starts.slice(1).map((s, i) => (
          <Box key={i} data-testid="segment-divider" position="absolute" insetY="0" w="2px" bg="bg" style={{ left: `${(s / whole) * 100}%` }} />
        ))}
      </Box>
      <HStack gap="1" wrap="wrap">
        {props.segments.map((s, i) => (
          <IconButton
            key={i}
            size="2xs"
            variant={i === index ? "solid" : "outline"}
            colorPalette={i === index ? "brand" : "gray"}
            aria-label={`${i + 1} Play from ${s.title} (${clock(starts[i]!)})`}
            title={`${s.title} · ${clock(starts[i]!)}`}
            onClick={() => seek(starts[i]!)}
          >
            <Text fontSize="2xs">{i + 1}</Text>
          </IconButton>
        ))}
      </HStack>
      <audio ref={audio} src={props.src} controls preload="metadata" style={{ width: "100%" }} aria-label="Digest audio" />
      <Text fontSize="xs" color="fg.muted">
        {clock(time)} / {clock(whole)}
      </Text>
    </Stack>
  );
}
