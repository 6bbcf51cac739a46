import { HStack, IconButton } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LayoutCardsIcon, LayoutCardsLargeIcon, LayoutCompactIcon, LayoutMagazineIcon, RefreshIcon, SortIcon } from "../content/listIcons";
import { optionLabel, type Sort } from "../content/listOptions";
import { OptionMenu } from "../content/OptionMenu";
import { STORY_LAYOUTS, STORY_SORTS, type StoryLayout } from "./storyOptions";

const LAYOUT_ICONS: Record<StoryLayout, ReactNode> = {
  cards: <LayoutCardsIcon />,
  "cards-large": <LayoutCardsLargeIcon />,
  magazine: <LayoutMagazineIcon />,
  compact: <LayoutCompactIcon />,
};
const LAYOUT_OPTIONS = STORY_LAYOUTS.map((l) => ({ value: l, label: optionLabel(l), icon: LAYOUT_ICONS[l] }));
const SORT_OPTIONS = STORY_SORTS.map((s) => ({ value: s, label: optionLabel(s) }));

/**
 * The sort, layout and refresh of a stories screen (the list's header; Discover uses the sort alone). Labels hide
 * on narrow screens (the icons and accessible names stay), as in the reading lists' header.
 */
export function StoriesToolbar(props: {
  sortBy: Sort;
  onSort: (sortBy: Sort) => void;
  layout?: StoryLayout;
  onLayout?: (layout: StoryLayout) => void;
  onRefresh?: () => void;
  refreshing?: boolean;
  label: string;
}) {
  return (
    <HStack gap="2" flexWrap="wrap" role="toolbar" aria-label={props.label} css={{ "& .option-label": { display: { base: "none", md: "inline" } } }}>
      <OptionMenu
        label={optionLabel(props.sortBy)}
        ariaLabel={`Sort: ${optionLabel(props.sortBy)}`}
        icon={<SortIcon />}
        value={props.sortBy}
        options={SORT_OPTIONS}
        onChange={(v) => props.onSort(v as Sort)}
        testId="sort-menu"
      />
      {props.layout && props.onLayout && (
        <OptionMenu
          label={optionLabel(props.layout)}
          ariaLabel={`Layout: ${optionLabel(props.layout)}`}
          icon={LAYOUT_ICONS[props.layout]}
          value={props.layout}
          options={LAYOUT_OPTIONS}
          onChange={(v) => props.onLayout?.(v as StoryLayout)}
          testId="layout-menu"
        />
      )}
      {props.onRefresh && (
        <IconButton variant="ghost" size="sm" aria-label="Refresh" title="Refresh" loading={props.refreshing} onClick={props.onRefresh}>
          <RefreshIcon />
        </IconButton>
      )}
    </HStack>
  );
}
