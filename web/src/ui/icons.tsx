import type { CSSProperties, ReactElement, SVGProps } from "react";
import "./plain.css";

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "color"> {
  /** A Chakra colour token ("fg.muted", "brand.fg") or any CSS colour; the text colour otherwise. */
  color?: string;
}

/** A Chakra colour token as its CSS variable ("fg.muted" → var(--chakra-colors-fg-muted)); a CSS colour as it is. */
export function cssColor(color: string): string {
  return /^[a-z]+(\.[a-z0-9]+)+$/i.test(color) ? `var(--chakra-colors-${color.replace(/\./g, "-")})` : color;
}

// Stroke icons drawn on a 24-unit grid (after the open Lucide set). They inherit the text colour and size
// with the surrounding font, and are hidden from screen readers: every use sits beside a text label.
// Plain <svg> elements with a class (ui/plain.css), not Chakra's Icon: drawer and list rows draw dozens of
// them, and a Chakra element resolves its styles on every render.
export function strokeIcon(displayName: string, path: ReactElement | ReactElement[]) {
  function Icon({ color, className, style, ...rest }: IconProps) {
    const css: CSSProperties | undefined = color ? { color: cssColor(color), ...style } : style;
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        {...rest}
        className={className ? `rv-icon ${className}` : "rv-icon"}
        style={css}
      >
        {path}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const ChevronRightIcon = strokeIcon("ChevronRightIcon", <path d="m9 18 6-6-6-6" />);
export const PlusIcon = strokeIcon("PlusIcon", [<path key="a" d="M5 12h14" />, <path key="b" d="M12 5v14" />]);
export const MoreIcon = strokeIcon("MoreIcon", [
  <circle key="a" cx="5" cy="12" r="1" />,
  <circle key="b" cx="12" cy="12" r="1" />,
  <circle key="c" cx="19" cy="12" r="1" />,
]);
export const FeedIcon = strokeIcon("FeedIcon", [
  <path key="a" d="M4 11a9 9 0 0 1 9 9" />,
  <path key="b" d="M4 4a16 16 0 0 1 16 16" />,
  <circle key="c" cx="5" cy="19" r="1" />,
]);
export const FolderIcon = strokeIcon(
  "FolderIcon",
  <path d="M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z" />,
);
export const FolderOpenIcon = strokeIcon(
  "FolderOpenIcon",
  <path d="m6 14 1.5-2.9A2 2 0 0 1 9.24 10H20a2 2 0 0 1 1.94 2.5l-1.54 6a2 2 0 0 1-1.95 1.5H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h3.9a2 2 0 0 1 1.69.9l.81 1.2a2 2 0 0 0 1.67.9H18a2 2 0 0 1 2 2v2" />,
);
export const CompassIcon = strokeIcon("CompassIcon", [
  <circle key="a" cx="12" cy="12" r="10" />,
  <path key="b" d="m16.24 7.76-2.12 6.36-6.36 2.12 2.12-6.36 6.36-2.12z" />,
]);
export const LibraryIcon = strokeIcon("LibraryIcon", [
  <path key="a" d="m16 6 4 14" />,
  <path key="b" d="M12 6v14" />,
  <path key="c" d="M8 8v12" />,
  <path key="d" d="M4 4v16" />,
]);
export const LayersIcon = strokeIcon("LayersIcon", [
  <path key="a" d="M12.83 2.18a2 2 0 0 0-1.66 0L2.6 6.08a1 1 0 0 0 0 1.83l8.58 3.91a2 2 0 0 0 1.66 0l8.58-3.9a1 1 0 0 0 0-1.83Z" />,
  <path key="b" d="m22 17.65-9.17 4.16a2 2 0 0 1-1.66 0L2 17.65" />,
  <path key="c" d="m22 12.65-9.17 4.16a2 2 0 0 1-1.66 0L2 12.65" />,
]);
export const SearchIcon = strokeIcon("SearchIcon", [<circle key="a" cx="11" cy="11" r="8" />, <path key="b" d="m21 21-4.3-4.3" />]);
export const CheckIcon = strokeIcon("CheckIcon", <path d="M20 6 9 17l-5-5" />);
// Content tags (features/contentTags). The bookmark marks read-later; pass fill="currentColor" to draw it set.
export const TagIcon = strokeIcon("TagIcon", [
  <path key="a" d="M12.59 2.59A2 2 0 0 0 11.17 2H4a2 2 0 0 0-2 2v7.17a2 2 0 0 0 .59 1.42l8.7 8.7a2.43 2.43 0 0 0 3.42 0l6.58-6.58a2.43 2.43 0 0 0 0-3.42z" />,
  <circle key="b" cx="7.5" cy="7.5" r="1" fill="currentColor" />,
]);
export const BookmarkIcon = strokeIcon("BookmarkIcon", <path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z" />);
// Content item view (features/contentItem).
export const ChevronLeftIcon = strokeIcon("ChevronLeftIcon", <path d="m15 18-6-6 6-6" />);
export const LinkIcon = strokeIcon("LinkIcon", [
  <path key="a" d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />,
  <path key="b" d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />,
]);
export const ShareIcon = strokeIcon("ShareIcon", [
  <circle key="a" cx="18" cy="5" r="3" />,
  <circle key="b" cx="6" cy="12" r="3" />,
  <circle key="c" cx="18" cy="19" r="3" />,
  <path key="d" d="m8.59 13.51 6.83 3.98" />,
  <path key="e" d="m15.41 6.51-6.82 3.98" />,
]);
export const InfoIcon = strokeIcon("InfoIcon", [<circle key="a" cx="12" cy="12" r="10" />, <path key="b" d="M12 16v-4" />, <path key="c" d="M12 8h.01" />]);
export const ExternalLinkIcon = strokeIcon("ExternalLinkIcon", [
  <path key="a" d="M15 3h6v6" />,
  <path key="b" d="M10 14 21 3" />,
  <path key="c" d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
]);
export const CircleIcon = strokeIcon("CircleIcon", <circle cx="12" cy="12" r="9" />);
export const CircleCheckIcon = strokeIcon("CircleCheckIcon", [<circle key="a" cx="12" cy="12" r="9" />, <path key="b" d="m9 12 2 2 4-4" />]);
export const HeadphonesIcon = strokeIcon(
  "HeadphonesIcon",
  <path d="M3 14h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a9 9 0 0 1 18 0v7a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3" />,
);
export const VideoIcon = strokeIcon("VideoIcon", [
  <path key="a" d="m16 13 5.223 3.482a.5.5 0 0 0 .777-.416V7.87a.5.5 0 0 0-.752-.432L16 10.5" />,
  <rect key="b" x="2" y="6" width="14" height="12" rx="2" />,
]);
export const MessageIcon = strokeIcon("MessageIcon", <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />);
export const ArrowUpIcon = strokeIcon("ArrowUpIcon", <path d="M9 18v-6H5l7-7 7 7h-4v6H9z" />);
export const AlertTriangleIcon = strokeIcon("AlertTriangleIcon", [
  <path key="a" d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />,
  <path key="b" d="M12 9v4" />,
  <path key="c" d="M12 17h.01" />,
]);
export const CopyIcon = strokeIcon("CopyIcon", [
  <rect key="a" width="14" height="14" x="8" y="8" rx="2" ry="2" />,
  <path key="b" d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />,
]);
export const TrashIcon = strokeIcon("TrashIcon", [
  <path key="a" d="M3 6h18" />,
  <path key="b" d="M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6" />,
  <path key="c" d="M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2" />,
]);
export const PlayIcon = strokeIcon("PlayIcon", <path d="M6 3 20 12 6 21Z" />);
export const PauseIcon = strokeIcon("PauseIcon", [<rect key="a" x="6" y="4" width="4" height="16" rx="1" />, <rect key="b" x="14" y="4" width="4" height="16" rx="1" />]);
export const PencilIcon = strokeIcon("PencilIcon", [
  <path key="a" d="M21.17 6.81a1 1 0 0 0-3.99-3.99L3.84 16.17a2 2 0 0 0-.5.83l-1.32 4.35a.5.5 0 0 0 .62.62l4.35-1.32a2 2 0 0 0 .83-.5z" />,
  <path key="b" d="m15 5 4 4" />,
]);
export const SlidersIcon = strokeIcon("SlidersIcon", [
  <path key="a" d="M4 21v-7" />,
  <path key="b" d="M4 10V3" />,
  <path key="c" d="M12 21v-9" />,
  <path key="d" d="M12 8V3" />,
  <path key="e" d="M20 21v-5" />,
  <path key="f" d="M20 12V3" />,
  <path key="g" d="M1 14h6" />,
  <path key="h" d="M9 8h6" />,
  <path key="i" d="M17 16h6" />,
]);
export const DownloadIcon = strokeIcon("DownloadIcon", [
  <path key="a" d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />,
  <path key="b" d="m7 10 5 5 5-5" />,
  <path key="c" d="M12 15V3" />,
]);
export const BookOpenIcon = strokeIcon("BookOpenIcon", [
  <path key="a" d="M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2z" />,
  <path key="b" d="M22 3h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z" />,
]);
