import { Center, Image } from "@chakra-ui/react";
import { useState } from "react";
import { FeedIcon } from "../../ui/icons";

/** Spec part 1 section 9: feed default image size 60. */
export const FEED_IMAGE_SIZE = "60px";

/**
 * A feed's picture at the spec's 60 px: its image, else its favicon centred on a tile, else the feed icon. A
 * picture that fails to load falls back to the next one (spec part 2 section 2: failed images get a placeholder).
 */
export function FeedImage(props: { imageUrl: string | null | undefined; faviconUrl: string | null | undefined; size?: string }) {
  const size = props.size ?? FEED_IMAGE_SIZE;
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const fail = (src: string) => setFailed((s) => new Set(s).add(src));
  const image = props.imageUrl && !failed.has(props.imageUrl) ? props.imageUrl : null;
  const favicon = props.faviconUrl && !failed.has(props.faviconUrl) ? props.faviconUrl : null;
  if (image) {
    return (
      <Image src={image} alt="" boxSize={size} flexShrink={0} rounded="md" objectFit="cover" loading="lazy" referrerPolicy="no-referrer" onError={() => fail(image)} />
    );
  }
  return (
    <Center boxSize={size} flexShrink={0} rounded="md" bg="bg.muted" color="fg.muted" fontSize="2xl" aria-hidden="true">
      {favicon ? (
        <Image src={favicon} alt="" boxSize="50%" loading="lazy" referrerPolicy="no-referrer" onError={() => fail(favicon)} />
      ) : (
        <FeedIcon />
      )}
    </Center>
  );
}
