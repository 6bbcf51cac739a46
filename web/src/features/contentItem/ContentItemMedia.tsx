import { Box, Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { ContentItemMedia_item$key } from "../../__generated__/ContentItemMedia_item.graphql";
import { HeadphonesIcon, VideoIcon } from "../../ui/icons";
import { MEDIA_ERROR_PREFIX } from "./itemDetails";

/**
 * The audio / video toggles and players (spec part 2 section 2). A player appears when its toggle is
 * pressed, so a podcast item does not start loading a large file just by being opened; both use the
 * browser's own controls. A file that cannot play shows the spec's message with a link to the source.
 */
export function ContentItemMedia(props: { item: ContentItemMedia_item$key }) {
  const item = useFragment(
    graphql`
      fragment ContentItemMedia_item on ContentItem {
        media {
          mediaType
          link
          mimeType
        }
      }
    `,
    props.item,
  );
  // One player of each kind: the first audio and the first video enclosure.
  const audio = item.media.find((m) => m.mediaType === "audio");
  const video = item.media.find((m) => m.mediaType === "video");
  const [open, setOpen] = useState<"audio" | "video" | null>(null);
  if (!audio && !video) return null;
  const shown = open === "audio" ? audio : open === "video" ? video : null;
  const toggle = (kind: "audio" | "video") => setOpen((o) => (o === kind ? null : kind));
  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap">
        {audio && (
          <Button size="sm" variant={open === "audio" ? "solid" : "outline"} colorPalette="brand" aria-pressed={open === "audio"} aria-controls="item-player" onClick={() => toggle("audio")}>
            <HeadphonesIcon />
            Audio
          </Button>
        )}
        {video && (
          <Button size="sm" variant={open === "video" ? "solid" : "outline"} colorPalette="brand" aria-pressed={open === "video"} aria-controls="item-player" onClick={() => toggle("video")}>
            <VideoIcon />
            Video
          </Button>
        )}
      </HStack>
      {shown && open && (
        <Box id="item-player">
          {/* Keyed by link: a new item (or kind) gets a fresh element and a fresh error state. */}
          <MediaPlayer key={shown.link} kind={open} link={shown.link} mimeType={shown.mimeType} />
        </Box>
      )}
    </Stack>
  );
}

function MediaPlayer(props: { kind: "audio" | "video"; link: string; mimeType: string | null | undefined }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Text role="alert" color="fg.muted" fontSize="sm" data-testid="media-error">
        {MEDIA_ERROR_PREFIX}
        <Link href={props.link} target="_blank" rel="noopener noreferrer" color="brand.fg" wordBreak="break-all">
          {props.link}
        </Link>
      </Text>
    );
  }
  // A <source> with the type lets the browser skip a file it cannot play; its error event stands for the element's.
  // Only a real audio/video type: a generic one (application/octet-stream) would make the browser skip a playable file.
  const type = props.mimeType && /^(audio|video)\//i.test(props.mimeType) ? props.mimeType : undefined;
  const source = <source src={props.link} type={type} onError={() => setFailed(true)} />;
  return props.kind === "audio" ? (
    <audio controls preload="metadata" style={{ width: "100%" }} onError={() => setFailed(true)}>
      {source}
    </audio>
  ) : (
    <video controls preload="metadata" playsInline style={{ width: "100%", maxHeight: "70vh", borderRadius: "8px", background: "black" }} onError={() => setFailed(true)}>
      {source}
    </video>
  );
}
