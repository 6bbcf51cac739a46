import { useState } from "react";
import { FeedIcon } from "./icons";
import "./plain.css";

/**
 * A feed's favicon at 16 px (spec image preset "favicon"), or the feed icon when there is none or it fails to
 * load. Never draggable: a native image drag would steal the pointer from the drawer's drag and drop. Plain
 * elements (ui/plain.css): every drawer and list row draws one.
 */
export function Favicon({ src }: { src: string | null | undefined }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className="rv-favicon-fallback" data-testid="favicon-fallback">
        <FeedIcon />
      </span>
    );
  }
  return (
    <img
      className="rv-favicon"
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      draggable={false}
      onError={() => setFailedSrc(src)}
    />
  );
}
