import { Badge, Box, chakra, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import type { ChannelDigestItem_digest$key } from "../../__generated__/ChannelDigestItem_digest.graphql";
import { formatTimeAgo } from "../feeds/formatDate";
import { CircleCheckIcon, HeadphonesIcon, VideoIcon } from "../../ui/icons";

const duration = (s: number | null | undefined) => (s ? `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, "0")}` : null);

/** One digest in the channel's list: its story's picture and title, when it was made, how long, and viewed or playing. */
export function ChannelDigestItem(props: { digest: ChannelDigestItem_digest$key; selected: boolean; viewed: boolean; playing: boolean; onSelect: () => void }) {
  const d = useFragment(
    graphql`
      fragment ChannelDigestItem_digest on Digest {
        name
        createdAt
        audioDurationSeconds
        generatedVideoUrl
        story {
          title
          heroImage
        }
      }
    `,
    props.digest,
  );
  const title = d.story?.title ?? d.name;
  const length = duration(d.audioDurationSeconds);
  return (
    <Box as="li" listStyleType="none">
      <chakra.button
        type="button"
        onClick={props.onSelect}
        aria-current={props.selected ? "true" : undefined}
        w="full"
        textAlign="start"
        display="flex"
        gap="3"
        p="2"
        rounded="l2"
        cursor="pointer"
        bg={props.selected ? "brand.subtle" : "transparent"}
        _hover={{ bg: props.selected ? "brand.subtle" : "bg.subtle" }}
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px" }}
      >
        <Box flexShrink={0} w="20" aspectRatio={16 / 9} rounded="l1" overflow="hidden" bgGradient="to-br" gradientFrom="brand.solid" gradientTo="gray.900" position="relative">
          {d.story?.heroImage && <Image src={d.story.heroImage} alt="" w="full" h="full" objectFit="cover" />}
        </Box>
        <Stack gap="0.5" minW="0" flex="1">
          <Text fontWeight={props.viewed && !props.selected ? "normal" : "semibold"} color={props.viewed && !props.selected ? "fg.muted" : "fg"} lineClamp={2} fontSize="sm">
            {title}
          </Text>
          <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
            <time dateTime={d.createdAt}>{formatTimeAgo(d.createdAt)}</time>
            {length && (
              <HStack gap="1">
                {d.generatedVideoUrl ? <VideoIcon aria-hidden width="12" height="12" /> : <HeadphonesIcon aria-hidden width="12" height="12" />}
                <span>{length}</span>
              </HStack>
            )}
            {props.selected && props.playing ? (
              <Badge size="xs" colorPalette="brand" variant="solid">
                Playing
              </Badge>
            ) : props.viewed ? (
              <HStack gap="1">
                <CircleCheckIcon aria-hidden width="12" height="12" />
                <span>Viewed</span>
              </HStack>
            ) : null}
          </HStack>
        </Stack>
      </chakra.button>
    </Box>
  );
}
