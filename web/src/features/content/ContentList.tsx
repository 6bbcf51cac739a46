import { Box, Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { ContentList_query$key } from "../../__generated__/ContentList_query.graphql";
import type { ContentListPaginationQuery } from "../../__generated__/ContentListPaginationQuery.graphql";
import { ContentListItem } from "./ContentListItem";
import { useToggleReadLater } from "../contentTags/ReadLaterButton";
import { ItemButtons } from "./ItemButtons";
import { READ_LATER_SLUG } from "./listScope";
import { SwipeRow } from "./SwipeRow";
import { columnsFor, PAGE_SIZE, ROW_ESTIMATE_PX, shouldLoadMore, type Layout } from "./listOptions";
import { useListKeyboard } from "./useListKeyboard";
import { useReadOnScroll } from "./useReadOnScroll";
import { useSetItemRead } from "./readState";
import { notifyError } from "../../ui/toaster";
import "./items/items.css";

/** Spec part 2 section 8. */
export const LIST_LOAD_FAILED = "Failed to load content list. It may have been disabled, removed, or made private";

/** A later page that failed to load says so (the list keeps what it has; scrolling on tries again). */
function pageFailed(error: Error | null) {
  if (error) notifyError(LIST_LOAD_FAILED);
}

/** The sticky top bar's height: rows scrolled under it count as scrolled past. */
const TOP_BAR_PX = 56;

export interface ListItemRef {
  id: string;
  contentItemId: string;
}

export interface ContentListProps {
  query: ContentList_query$key;
  layout: Layout;
  viewerId: string | null;
  /** Raw id of the item open over the list (its modal), if any: keeps the selection on it. */
  openItemId: string | null;
  onOpen: (item: ListItemRef) => void;
  /** Reports the loaded items in order and a way to load more (the modal's previous / next). */
  onItems: (items: ListItemRef[], loadMore: () => void, hasNext: boolean) => void;
  /** Registers the list's refresh (header button, pull to refresh, mark all read). */
  onRefetchReady: (refetch: () => Promise<void>) => void;
  empty: ReactNode;
  /** Renders the article inline under the selected row in the list layout. */
  renderInline: (item: ListItemRef) => ReactNode;
}

/**
 * A virtualised, infinitely loading item list in any layout. Only the rows near the viewport are in the
 * DOM (the window scrolls, so the drawer and top bar stay put); the next page loads once the last rendered
 * item is within the layout's threshold of the end (spec part 2 section 9).
 */
export function ContentList(props: ContentListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ContentListPaginationQuery, ContentList_query$key>(
    graphql`
      fragment ContentList_query on Query
      @refetchable(queryName: "ContentListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
        subscriptionId: { type: "ID" }
        folderId: { type: "ID" }
        contentItemTagId: { type: "ID" }
        contentItemTagSlug: { type: "String" }
        articles: { type: "Boolean" }
        feedId: { type: "ID" }
        sortBy: { type: "String" }
        showRead: { type: "Boolean" }
        withBody: { type: "Boolean", defaultValue: false }
      ) {
        contentItems(
          first: $first
          after: $after
          subscriptionId: $subscriptionId
          folderId: $folderId
          contentItemTagId: $contentItemTagId
          contentItemTagSlug: $contentItemTagSlug
          articles: $articles
          feedId: $feedId
          sortBy: $sortBy
          showRead: $showRead
        ) @connection(key: "ContentList_contentItems") {
          edges {
            node {
              id
              contentItemId
              isRead
              contentItemTags {
                slug
              }
              ...ContentListItem_item @arguments(withBody: $withBody)
              ...ItemButtons_item
            }
          }
        }
      }
    `,
    props.query,
  );
  const edges = useMemo(() => data.contentItems?.edges ?? [], [data.contentItems]);
  const items = useMemo(
    () =>
      edges.map((e) => ({
        id: e.node.id,
        contentItemId: e.node.contentItemId,
        isRead: e.node.isRead,
        saved: e.node.contentItemTags.some((t) => t.slug === READ_LATER_SLUG),
      })),
    [edges],
  );
  const { layout, onItems, onRefetchReady } = props;

  const loadMore = useCallback(() => {
    if (hasNext && !isLoadingNext) loadNext(PAGE_SIZE, { onComplete: pageFailed });
  }, [hasNext, isLoadingNext, loadNext]);
  useEffect(() => { onItems(items, loadMore, hasNext); }, [items, loadMore, hasNext, onItems]);
  useEffect(() => {
    onRefetchReady(
      () =>
        new Promise<void>((resolve) => {
          refetch({}, { fetchPolicy: "network-only", onComplete: () => resolve() });
        }),
    );
  }, [refetch, onRefetchReady]);

  // Columns follow the list's own width (cards layouts), measured before paint and on resize.
  const listRef = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => {
      setWidth(el.clientWidth);
      setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const columns = columnsFor(layout, width);
  const rowCount = Math.ceil(items.length / columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_ESTIMATE_PX[layout],
    overscan: layout === "article" ? 2 : 6,
    scrollMargin,
    scrollPaddingStart: TOP_BAR_PX + 8,
    gap: columns > 1 ? 16 : 0,
  });
  const virtualRows = virtualizer.getVirtualItems();
  // React 19 treats a ref callback's return value as its cleanup: measureElement returns a value, so wrap it.
  const measureRow = useCallback(
    (el: HTMLDivElement | null) => {
      virtualizer.measureElement(el);
    },
    [virtualizer],
  );

  // Next page: when the last rendered item is within the layout's threshold of the end.
  const lastRow = virtualRows.at(-1)?.index ?? -1;
  const lastRendered = Math.min(items.length - 1, (lastRow + 1) * columns - 1);
  useEffect(() => {
    if (shouldLoadMore(lastRendered, items.length, layout, hasNext, isLoadingNext)) loadNext(PAGE_SIZE, { onComplete: pageFailed });
  }, [lastRendered, items.length, layout, hasNext, isLoadingNext, loadNext]);

  const setRead = useSetItemRead(props.viewerId);
  const toggleReadLater = useToggleReadLater();
  const [selected, setSelected] = useState(-1);
  const [inlineOpen, setInlineOpen] = useState(false);

  // The item open in the modal is the selected one (previous / next move the selection with it).
  useEffect(() => {
    if (!props.openItemId) return;
    const index = items.findIndex((i) => i.contentItemId === props.openItemId);
    if (index >= 0) setSelected(index);
  }, [props.openItemId, items]);

  const open = useCallback(
    (index: number) => {
      const item = items[index];
      if (!item) return;
      setSelected(index);
      if (layout === "list") {
        // The list layout opens the article inline under its row (spec: row height 50 when selected).
        setInlineOpen((o) => !(o && index === selected));
        if (props.viewerId && !item.isRead) void setRead(item.id, true);
        return;
      }
      props.onOpen(item);
    },
    [items, layout, props, selected, setRead],
  );

  const select = useCallback(
    (index: number, fromKeyboard: boolean) => {
      const item = items[index];
      if (!item) return;
      setSelected(index);
      if (fromKeyboard) {
        virtualizer.scrollToIndex(Math.floor(index / columns), { align: "auto" });
        // Moving onto an item with the keyboard reads it (as scrolling past it does).
        if (props.viewerId && !item.isRead) void setRead(item.id, true);
        if (layout === "list") setInlineOpen(false);
      }
    },
    [items, virtualizer, columns, props.viewerId, setRead, layout],
  );

  const selectByPointer = useCallback((index: number) => select(index, false), [select]);

  useListKeyboard({
    enabled: props.openItemId === null,
    selected,
    count: items.length,
    columns,
    onMove: (i) => select(i, true),
    onOpen: () => open(selected),
    onToggleRead: () => {
      const item = items[selected];
      if (item && props.viewerId) void setRead(item.id, !item.isRead);
    },
    onDeselect: () => {
      if (inlineOpen) setInlineOpen(false);
      else setSelected(-1);
    },
  });

  useReadOnScroll({
    enabled: props.viewerId !== null,
    virtualizer,
    columns,
    items,
    topOffset: TOP_BAR_PX,
    markRead: (id) => void setRead(id, true),
  });

  if (!data.contentItems) {
    return (
      <Text color="fg.error" role="alert">
        {LIST_LOAD_FAILED}
      </Text>
    );
  }
  if (items.length === 0) return <>{props.empty}</>;

  return (
    <Box ref={listRef} role="feed" aria-busy={isLoadingNext} aria-label="Articles" data-layout={layout} data-testid="content-list">
      <Box position="relative" w="full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualRows.map((row) => {
          const start = row.index * columns;
          const rowEdges = edges.slice(start, start + columns);
          return (
            // Plain elements (items/items.css): one per rendered row; each item's frame is plain too.
            <div key={row.key} data-index={row.index} ref={measureRow} className="rv-list-row" style={{ transform: `translateY(${row.start - scrollMargin}px)` }}>
              <div className="rv-list-grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: columns > 1 ? "var(--chakra-spacing-4)" : undefined }}>
                {rowEdges.map((edge, offset) => {
                  const index = start + offset;
                  const isSelected = index === selected;
                  const entry = items[index]!;
                  return (
                    <div key={edge.node.id} data-item-index={index}>
                      <SwipeRow
                        disabled={columns > 1 || !props.viewerId}
                        isRead={entry.isRead}
                        saved={entry.saved}
                        onToggleRead={() => void setRead(entry.id, !entry.isRead)}
                        onToggleReadLater={() => void toggleReadLater(entry.id, entry.saved)}
                      >
                        <ContentListItem
                          item={edge.node}
                          layout={layout}
                          selected={isSelected}
                          index={index}
                          onOpen={open}
                          onSelect={selectByPointer}
                          actions={<ItemButtons item={edge.node} viewerId={props.viewerId} />}
                          expanded={layout === "list" && isSelected && inlineOpen ? props.renderInline(items[index]!) : null}
                        />
                      </SwipeRow>
                    </div>
                  );
                })}
              </div>
            </div>
          );
        })}
      </Box>
      <ListEnd loading={isLoadingNext} hasNext={hasNext} onLoadMore={loadMore} />
    </Box>
  );
}

/**
 * The list's foot: a spinner while the next page loads, a fallback button (keyboard users, very tall
 * screens), or the end message. The end block is tall enough that the last items can scroll past the top
 * and be read like the others.
 */
function ListEnd({ loading, hasNext, onLoadMore }: { loading: boolean; hasNext: boolean; onLoadMore: () => void }) {
  if (loading) {
    return (
      <Stack align="center" py="8">
        <Spinner aria-label="Loading more articles" />
      </Stack>
    );
  }
  if (hasNext) {
    return (
      <Stack align="center" py="8">
        <Button variant="ghost" size="sm" onClick={onLoadMore}>
          Load more
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" justify="start" pt="10" minH="60vh" color="fg.muted" data-testid="list-end">
      <Text>You're all caught up</Text>
    </Stack>
  );
}
