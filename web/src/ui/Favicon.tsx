import { Box, Image } from "@chakra-ui/react";
import { useState } from "react";
import { FeedIcon } from "./icons";

/**
 * A feed's favicon at 16 px (spec image preset "favicon"), or the feed icon when there is none or it fails to
 * load. Never draggable: a native image drag would steal the pointer from the drawer's drag and drop.
 */
export function Favicon({ src }: { src: string | null | undefined }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Box as="span" display="inline-flex" color="fg.muted" fontSize="md" flexShrink={0} data-testid="favicon-fallback">
        <FeedIcon />
      </Box>
    );
  }
  return (
    <Image
      src={src}
      alt=""
      boxSize="4"
      flexShrink={0}
      rounded="sm"
      loading="lazy"
      referrerPolicy="no-referrer"
      draggable={false}
      onError={() => setFailedSrc(src)}
    />
  );
}
