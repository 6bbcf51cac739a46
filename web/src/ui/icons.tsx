import { createIcon } from "@chakra-ui/react";
import type { ReactElement } from "react";

// Stroke icons drawn on a 24-unit grid (after the open Lucide set). They inherit the text colour and size
// with the surrounding font, and are hidden from screen readers: every use sits beside a text label.
function strokeIcon(displayName: string, path: ReactElement | ReactElement[]) {
  return createIcon({
    displayName,
    viewBox: "0 0 24 24",
    path,
    defaultProps: {
      fill: "none",
      stroke: "currentColor",
      strokeWidth: "2",
      strokeLinecap: "round",
      strokeLinejoin: "round",
      "aria-hidden": true,
      boxSize: "1em",
    },
  });
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
