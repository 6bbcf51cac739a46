import { Box, HStack, Image, Text, type BoxProps } from "@chakra-ui/react";
import { useState, type MouseEvent, type ReactNode } from "react";
import { Favicon } from "../../../ui/Favicon";
import { formatCount } from "../../../ui/formatCount";
import type { ItemView } from "../itemView";
import { scoreBand, scoreColor } from "../scoreColor";

export interface ItemLayoutProps {
  view: ItemView;
  selected: boolean;
  /** 1-based place in the list and the list's size (-1: unknown, more pages to load): the feed pattern's aria-posinset / aria-setsize. */
  position: number;
  setSize: number;
  actions: ReactNode;
  onOpen: () => void;
  onSelect: () => void;
  /** List layout: the selected item's article, shown inline under its row. */
  expanded?: ReactNode;
}

/** Clicks on links, buttons and menus inside an item do their own thing; anywhere else opens the item. */
function fromControl(e: MouseEvent) {
  return (e.target as HTMLElement).closest("a,button,input,[role=menuitem],[role=menu]") !== null;
}

/** The id of an item's title, which names its article. */
export const itemTitleId = (view: ItemView) => `item-title-${view.contentItemId}`;

/**
 * The item's frame in every layout: selection outline, read dimming, click to open. `data-item-index` lets
 * the list find rows for keyboard scrolling and read-on-scroll. An article of the list's feed (WAI-ARIA feed
 * pattern): named by its title, placed by aria-posinset / aria-setsize, focusable (the list focuses the item
 * the keyboard selects), and the selected one is aria-current (aria-selected belongs to options and rows).
 */
export function ItemFrame({ props, children, ...rest }: { props: ItemLayoutProps; children: ReactNode } & BoxProps) {
  return (
    <Box
      as="article"
      aria-current={props.selected ? "true" : undefined}
      aria-posinset={props.position}
      aria-setsize={props.setSize}
      aria-labelledby={itemTitleId(props.view)}
      tabIndex={-1}
      data-read={props.view.isRead ? "" : undefined}
      data-testid="content-item"
      position="relative"
      cursor="pointer"
      outline={props.selected ? "2px solid" : undefined}
      outlineColor="colorPalette.solid"
      colorPalette="brand"
      outlineOffset="-2px"
      _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing" }}
      transition="background 0.1s"
      _hover={{ bg: "bg.subtle" }}
      onClick={(e) => {
        if (fromControl(e)) return;
        props.onSelect();
        props.onOpen();
      }}
      {...rest}
    >
      {children}
    </Box>
  );
}

/**
 * The item title. It is a real link to /content/{id} (middle-click opens the page in a new tab); a plain
 * click opens the item over the list instead.
 */
export function ItemTitle({ props, lines = 2, size = "md" }: { props: ItemLayoutProps; lines?: number; size?: "sm" | "md" | "lg" | "2xl" }) {
  const { view } = props;
  return (
    <Text
      as="h3"
      id={itemTitleId(view)}
      // Reading text: the reader's font size scales it (ui/system.ts `read` tokens).
      fontSize={`read.${size}`}
      lineHeight="short"
      fontWeight={view.isRead ? "normal" : "semibold"}
      color={view.isRead ? "fg.muted" : "fg"}
      lineClamp={lines}
      wordBreak="break-word"
    >
      <a
        href={`/content/${view.contentItemId}`}
        data-testid="content-item-title"
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          props.onSelect();
          props.onOpen();
        }}
      >
        {view.title}
      </a>
    </Text>
  );
}

/** Source, author, age, score and comments. */
export function ItemMeta({ view, children }: { view: ItemView; children?: ReactNode }) {
  return (
    <HStack gap="1.5" fontSize="xs" color="fg.muted" minW="0" flexWrap="nowrap">
      <Favicon src={view.faviconUrl} />
      <Text truncate fontWeight="medium" minW="0">
        {view.source}
      </Text>
      {view.creator && (
        <Text truncate minW="0" display={{ base: "none", sm: "block" }}>
          · {view.creator}
        </Text>
      )}
      <Text flexShrink={0} title={view.whenTitle}>
        · {view.when}
      </Text>
      {view.score !== null && view.score > 0 && (
        <Text flexShrink={0}>
          · <Text as="span" color={scoreColor(view.score)} data-score-band={scoreBand(view.score)}>{formatCount(view.score)}</Text> points
        </Text>
      )}
      {view.comments !== null && view.comments > 0 && <Text flexShrink={0}>· {formatCount(view.comments)} comments</Text>}
      {children}
    </HStack>
  );
}

/** An item image that falls back to a neutral placeholder when it is missing or fails to load (spec). */
export function ItemImage({ src, alt = "", ...rest }: { src: string | null; alt?: string } & BoxProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = src && failed !== src;
  return (
    <Box overflow="hidden" bg="bg.muted" rounded="md" flexShrink={0} position="relative" {...rest}>
      {show ? (
        <Image
          src={src}
          alt={alt}
          w="full"
          h="full"
          objectFit="cover"
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          draggable={false}
          onError={() => setFailed(src)}
        />
      ) : (
        <Box w="full" h="full" display="grid" placeItems="center" color="fg.subtle" data-testid="image-placeholder" aria-hidden>
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.5">
            <rect x="3" y="3" width="18" height="18" rx="2" />
            <circle cx="9" cy="9" r="2" />
            <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
          </svg>
        </Box>
      )}
    </Box>
  );
}

/** Item buttons: always visible on touch screens, on hover/selection/focus elsewhere. */
export function ItemActions({ children, selected, hideOnPhones = false }: { children: ReactNode; selected: boolean; hideOnPhones?: boolean }) {
  return (
    <HStack
      // One-line rows are too narrow on phones for buttons next to the title: swipe actions stand in there.
      display={hideOnPhones ? { base: "none", sm: "flex" } : "flex"}
      gap="0.5"
      flexShrink={0}
      className="item-actions"
      opacity={{ base: 1, md: selected ? 1 : 0 }}
      _groupHover={{ opacity: 1 }}
      _focusWithin={{ opacity: 1 }}
      transition="opacity 0.1s"
    >
      {children}
    </HStack>
  );
}
