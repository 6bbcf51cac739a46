import { Button, Heading, HStack, IconButton, Menu, Portal, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { formatCount } from "../../ui/formatCount";
import {
  CheckAllIcon, EyeIcon, LayoutArticleIcon, LayoutCardsIcon, LayoutCardsLargeIcon, LayoutCompactIcon, LayoutListIcon,
  LayoutMagazineIcon, RefreshIcon, SortIcon,
} from "./listIcons";
import { LAYOUTS, optionLabel, SEARCH_SORTS, SORTS, type Layout } from "./listOptions";
import { MARK_READ_OPTIONS } from "./markAllRead";
import { OptionMenu } from "./OptionMenu";
import type { ListPrefs } from "./useListPrefs";

const LAYOUT_ICONS: Record<Layout, ReactNode> = {
  list: <LayoutListIcon />,
  compact: <LayoutCompactIcon />,
  magazine: <LayoutMagazineIcon />,
  cards: <LayoutCardsIcon />,
  "cards-large": <LayoutCardsLargeIcon />,
  article: <LayoutArticleIcon />,
};
const LAYOUT_OPTIONS = LAYOUTS.map((l) => ({ value: l, label: optionLabel(l), icon: LAYOUT_ICONS[l] }));
const SORT_OPTIONS = SORTS.map((s) => ({ value: s, label: optionLabel(s) }));
const SEARCH_SORT_OPTIONS = SEARCH_SORTS.map((s) => ({ value: s, label: optionLabel(s) }));
const READ_OPTIONS = [
  { value: "0", label: "Unread only" },
  { value: "1", label: "Read and unread" },
];

export interface ContentListHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Null hides the count (lists without read state). */
  unreadCount: number | null;
  prefs: ListPrefs;
  onPrefs: (change: Partial<ListPrefs>) => void;
  showReadFilter: boolean;
  /** Null: no mark-as-read menu. */
  onMarkRead: ((olderThanDays: number | null) => void) | null;
  onRefresh: () => void;
  refreshing: boolean;
  propertiesPath?: string;
  /** The list's search box (ListSearchBox), last in the toolbar. */
  search?: ReactNode;
}

/**
 * A list's header (issue: title, unread count, sort, layout, read filter, mark-as-read menu, refresh). On
 * narrow screens the controls wrap under the title and show icons only.
 */
export function ContentListHeader(props: ContentListHeaderProps) {
  const { prefs } = props;
  return (
    <Stack gap="3" mb="4" css={{ "& .option-label": { display: { base: "none", md: "inline" } } }}>
      <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
        <Stack gap="0.5" minW="0" flex="1">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {props.title}
          </Heading>
          <HStack gap="3" color="fg.muted" fontSize="sm" flexWrap="wrap">
            {props.unreadCount !== null && (
              <Text data-testid="page-unread-count">{props.unreadCount ? `${formatCount(props.unreadCount)} unread` : "No unread items"}</Text>
            )}
            {props.subtitle}
          </HStack>
        </Stack>
        {props.propertiesPath && (
          <Button asChild variant="outline" size="sm">
            <RouterLink to={props.propertiesPath}>Properties</RouterLink>
          </Button>
        )}
      </HStack>
      <HStack gap="2" flexWrap="wrap" role="toolbar" aria-label="List options">
        <OptionMenu
          label={optionLabel(prefs.sortBy)}
          ariaLabel={`Sort: ${optionLabel(prefs.sortBy)}`}
          icon={<SortIcon />}
          value={prefs.sortBy}
          options={prefs.search ? SEARCH_SORT_OPTIONS : SORT_OPTIONS}
          onChange={(v) => props.onPrefs({ sortBy: v as ListPrefs["sortBy"] })}
          testId="sort-menu"
        />
        <OptionMenu
          label={optionLabel(prefs.layout)}
          ariaLabel={`Layout: ${optionLabel(prefs.layout)}`}
          icon={LAYOUT_ICONS[prefs.layout]}
          value={prefs.layout}
          options={LAYOUT_OPTIONS}
          onChange={(v) => props.onPrefs({ layout: v as Layout })}
          testId="layout-menu"
        />
        {props.showReadFilter && (
          <OptionMenu
            label={prefs.showRead ? "All" : "Unread"}
            // The name holds the word shown (WCAG 2.5.3).
            ariaLabel={`Show: ${prefs.showRead ? "All, read and unread" : "Unread only"}`}
            icon={<EyeIcon />}
            value={prefs.showRead ? "1" : "0"}
            options={READ_OPTIONS}
            onChange={(v) => props.onPrefs({ showRead: v === "1" })}
            testId="read-filter-menu"
          />
        )}
        {props.onMarkRead && <MarkReadMenu onMarkRead={props.onMarkRead} />}
        <IconButton variant="ghost" size="sm" aria-label="Refresh" title="Refresh" loading={props.refreshing} onClick={props.onRefresh}>
          <RefreshIcon />
        </IconButton>
        {props.search}
      </HStack>
    </Stack>
  );
}

function MarkReadMenu({ onMarkRead }: { onMarkRead: (olderThanDays: number | null) => void }) {
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label="Mark as read" data-testid="mark-read-menu">
          <CheckAllIcon />
          <span className="option-label">Mark as read</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {MARK_READ_OPTIONS.map((o) => (
              <Menu.Item key={o.value} value={o.value} onClick={() => onMarkRead(o.olderThanDays)}>
                {o.olderThanDays === null ? "Mark all as read" : o.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
