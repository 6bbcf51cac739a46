import { strokeIcon } from "../../ui/icons";

// Stroke icons for the item lists (Lucide shapes on a 24-unit grid).

export const CircleIcon = strokeIcon("CircleIcon", <circle cx="12" cy="12" r="9" />);
export const CircleCheckIcon = strokeIcon("CircleCheckIcon", [<circle key="a" cx="12" cy="12" r="9" />, <path key="b" d="m9 12 2 2 4-4" />]);
export const RefreshIcon = strokeIcon("RefreshIcon", [
  <path key="a" d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />,
  <path key="b" d="M21 3v5h-5" />,
  <path key="c" d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />,
  <path key="d" d="M8 16H3v5" />,
]);
export const CheckAllIcon = strokeIcon("CheckAllIcon", [<path key="a" d="M18 6 7 17l-5-5" />, <path key="b" d="m22 10-7.5 7.5L13 16" />]);
export const LayoutListIcon = strokeIcon("LayoutListIcon", [
  <path key="a" d="M3 5h18" />,
  <path key="b" d="M3 10h18" />,
  <path key="c" d="M3 15h18" />,
  <path key="d" d="M3 20h18" />,
]);
export const LayoutCompactIcon = strokeIcon("LayoutCompactIcon", [
  <path key="a" d="M3 5h12" />,
  <path key="b" d="M3 9h8" />,
  <rect key="c" x="17" y="4" width="4" height="6" rx="1" />,
  <path key="d" d="M3 15h12" />,
  <path key="e" d="M3 19h8" />,
  <rect key="f" x="17" y="14" width="4" height="6" rx="1" />,
]);
export const LayoutMagazineIcon = strokeIcon("LayoutMagazineIcon", [
  <rect key="a" x="3" y="4" width="8" height="7" rx="1" />,
  <path key="b" d="M14 5h7" />,
  <path key="c" d="M14 9h5" />,
  <rect key="d" x="3" y="14" width="8" height="7" rx="1" />,
  <path key="e" d="M14 15h7" />,
  <path key="f" d="M14 19h5" />,
]);
export const LayoutCardsIcon = strokeIcon("LayoutCardsIcon", [
  <rect key="a" x="3" y="3" width="7" height="7" rx="1" />,
  <rect key="b" x="14" y="3" width="7" height="7" rx="1" />,
  <rect key="c" x="3" y="14" width="7" height="7" rx="1" />,
  <rect key="d" x="14" y="14" width="7" height="7" rx="1" />,
]);
export const LayoutCardsLargeIcon = strokeIcon("LayoutCardsLargeIcon", [
  <rect key="a" x="3" y="3" width="18" height="8" rx="1" />,
  <rect key="b" x="3" y="13" width="18" height="8" rx="1" />,
]);
export const LayoutArticleIcon = strokeIcon("LayoutArticleIcon", [
  <rect key="a" x="4" y="3" width="16" height="18" rx="2" />,
  <path key="b" d="M8 7h8" />,
  <path key="c" d="M8 11h8" />,
  <path key="d" d="M8 15h5" />,
]);
export const SortIcon = strokeIcon("SortIcon", [
  <path key="a" d="m3 16 4 4 4-4" />,
  <path key="b" d="M7 20V4" />,
  <path key="c" d="M11 4h10" />,
  <path key="d" d="M11 8h7" />,
  <path key="e" d="M11 12h4" />,
]);
export const ChevronDownIcon = strokeIcon("ChevronDownIcon", <path d="m6 9 6 6 6-6" />);
export const EyeIcon = strokeIcon("EyeIcon", [
  <path key="a" d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />,
  <circle key="b" cx="12" cy="12" r="3" />,
]);
