import { Box, Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { ContentList_query$key } from "../../__generated__/ContentList_query.graphql";
import type { ContentListPaginationQuery } from "../../__generated__/ContentListPaginationQuery.graphql";
import { ContentListItem } from "./ContentListItem";
import { useToggleReadLater } from "../contentTags/ReadLaterButton";
import { ItemButtons } from "./ItemButtons";
import { READ_LATER_SLUG } from "./listScope";
import { SwipeRow } from "./SwipeRow";
import { columnsFor, PAGE_SIZE, ROW_ESTIMATE_PX, shouldLoadMore, type Layout } from "./listOptions";
import type { ListAnchor } from "./listScroll";
import { useListKeyboard } from "./useListKeyboard";
import { useReadOnScroll } from "./useReadOnScroll";
import { useSetItemRead } from "./readState";
import { notifyError } from "../../ui/toaster";
import { requestErrorMessage } from "../../relay/fetchGraphQL";
import "./items/items.css";

/** Spec part 2 section 8. */
export const LIST_LOAD_FAILED = "Failed to load content list. It may have been disabled, removed, or made private";

/** A later page that failed to load says so (the list keeps what it has; scrolling on tries again). */
function pageFailed(error: Error | null) {
  if (error) notifyError(requestErrorMessage(error, LIST_LOAD_FAILED));
}

/** The sticky top bar's height: rows scrolled under it count as scrolled past. */
const TOP_BAR_PX = 56;
/** Where a row scrolled to (keyboard, restore) starts: just under the top bar. */
const SCROLL_PADDING_PX = TOP_BAR_PX + 8;
/** Pages a restore loads at most to reach its item (then it stops at the last one loaded). */
const RESTORE_MAX_PAGES = 8;

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
  /** What an empty list shows, told how many read items the unread filter hides (null: not known). */
  empty: (hiddenReadCount: number | null) => ReactNode;
  /** Renders the article inline under the selected row in the list layout. */
  renderInline: (item: ListItemRef) => ReactNode;
  /** Back or Forward to this list: where the reader was (see listScroll.ts). Null: the list starts at the top. */
  restoreAnchor?: ListAnchor | null;
  /** Reports where the reader is as they scroll (not while an item is open over the list). */
  onAnchor?: (anchor: ListAnchor) => void;
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
        contentItemTopicId: { type: "ID" }
        sortBy: { type: "String" }
        showRead: { type: "Boolean" }
        search: { type: "String" }
        withBody: { type: "Boolean", defaultValue: false }
        withTopics: { type: "Boolean", defaultValue: false }
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
          contentItemTopicId: $contentItemTopicId
          sortBy: $sortBy
          showRead: $showRead
          search: $search
        ) @connection(key: "ContentList_contentItems") {
          hiddenReadCount
          edges {
            node {
              id
              contentItemId
              isRead
              contentItemTags {
                slug
              }
              ...ContentListItem_item @arguments(withBody: $withBody, withTopics: $withTopics)
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

  // Relay hands out a new loadNext on many renders (after a refetch, on every one): the list reports a stable
  // function that calls the latest, so reporting items never loops through the host's state.
  const latestLoad = useRef({ hasNext, isLoadingNext, loadNext });
  latestLoad.current = { hasNext, isLoadingNext, loadNext };
  const loadMore = useCallback(() => {
    const l = latestLoad.current;
    if (l.hasNext && !l.isLoadingNext) l.loadNext(PAGE_SIZE, { onComplete: pageFailed });
  }, []);
  useEffect(() => { onItems(items, loadMore, hasNext); }, [items, loadMore, hasNext, onItems]);
  useEffect(() => {
    // In a transition: the list on screen stays (and the header's menus keep working) until the answer is in,
    // instead of the list suspending into a spinner.
    onRefetchReady(
      () =>
        new Promise<void>((resolve) => {
          startTransition(() => {
            refetch({}, { fetchPolicy: "network-only", onComplete: () => resolve() });
          });
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
    scrollPaddingStart: SCROLL_PADDING_PX,
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
    // A search may answer a short page, even an empty one, with more to come (it stops looking after a bounded
    // number of items): an empty list with a next page asks for it rather than saying it is empty.
    const empty = items.length === 0 && hasNext && !isLoadingNext;
    if (empty || shouldLoadMore(lastRendered, items.length, layout, hasNext, isLoadingNext)) loadNext(PAGE_SIZE, { onComplete: pageFailed });
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
      focusSelected.current = fromKeyboard;
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
  const setSize = hasNext ? -1 : items.length;

  // The item the keyboard selects takes keyboard focus (feed pattern), so it is announced and its buttons are a
  // Tab away; once the virtualiser has drawn it, after the scroll. Focus inside the item (a button) stays put.
  const focusSelected = useRef(false);
  useEffect(() => {
    if (!focusSelected.current || selected < 0) return;
    const frame = window.requestAnimationFrame(() => {
      const article = listRef.current?.querySelector<HTMLElement>(`[data-item-index="${selected}"] article`);
      if (!article || article.contains(document.activeElement)) return;
      focusSelected.current = false;
      article.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [selected, virtualRows]);

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

  // Back to this list: load pages until its item is there (a few at most), then scroll it under the top bar,
  // and as far into it as the reader was. Reading by scrolling waits until the list has settled.
  const restore = useRef({ anchor: props.restoreAnchor ?? null, pages: 0, frame: 0 });
  const restoring = useRef(restore.current.anchor !== null);
  useEffect(() => () => cancelAnimationFrame(restore.current.frame), []);
  useEffect(() => {
    const r = restore.current;
    const { anchor } = r;
    if (!anchor) return;
    if (items.length === 0) {
      // Nothing to go back to (everything was read meanwhile): the empty list shows from the top.
      r.anchor = null;
      restoring.current = false;
      window.scrollTo({ top: 0 });
      return;
    }
    if (width === 0) return;
    const found = anchor.itemId === null ? -1 : items.findIndex((i) => i.contentItemId === anchor.itemId);
    if (found < 0 && hasNext && r.pages < RESTORE_MAX_PAGES) {
      if (!isLoadingNext) {
        r.pages += 1;
        loadNext(PAGE_SIZE, { onComplete: pageFailed });
      }
      return;
    }
    r.anchor = null;
    const rowIndex = Math.floor((found >= 0 ? found : Math.min(anchor.index, items.length - 1)) / columns);
    virtualizer.scrollToIndex(rowIndex, { align: "start" });
    // Then, once the rows around it are measured, as far into the item as the reader was: the virtualiser's
    // own command is ended first (it would align the item again), and the scroll is checked until it holds.
    // The frames are the restore's own, not this effect's: a re-render meanwhile must not cancel them.
    let frames = 0;
    let held = 0;
    const settle = () => {
      frames += 1;
      const row = virtualizer.getVirtualItems().find((v) => v.index === rowIndex);
      if (row && frames > 2) {
        virtualizer.cancelScroll();
        const target = Math.max(0, Math.round(row.start - SCROLL_PADDING_PX + anchor.offset));
        if (Math.abs(window.scrollY - target) <= 1) held += 1;
        else {
          held = 0;
          window.scrollTo({ top: target });
        }
      }
      if (held >= 2 || frames > 60) {
        restoring.current = false;
        return;
      }
      r.frame = requestAnimationFrame(settle);
    };
    r.frame = requestAnimationFrame(settle);
  }, [items, hasNext, isLoadingNext, loadNext, width, columns, virtualizer]);

  // Where the reader is, reported as they scroll (the item under the top bar and how far into it).
  const { onAnchor } = props;
  const latestItems = useRef(items);
  latestItems.current = items;
  const reporting = onAnchor !== undefined && props.openItemId === null;
  useEffect(() => {
    if (!reporting) return;
    let frame = 0;
    const report = () => {
      frame = 0;
      if (restoring.current) return;
      const line = window.scrollY + SCROLL_PADDING_PX;
      const row = virtualizer.getVirtualItems().find((r) => r.end > line);
      if (!row || window.scrollY <= 0) return onAnchor({ itemId: null, index: 0, offset: 0 });
      const index = row.index * columns;
      onAnchor({ itemId: latestItems.current[index]?.contentItemId ?? null, index, offset: Math.max(0, Math.round(line - row.start)) });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(report);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [reporting, onAnchor, virtualizer, columns]);

  useReadOnScroll({
    paused: restoring,
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
  if (items.length === 0 && hasNext) {
    return (
      <Stack align="center" py="8">
        <Spinner aria-label="Loading more articles" />
      </Stack>
    );
  }
  if (items.length === 0) return <>{props.empty(data.contentItems.hiddenReadCount ?? null)}</>;

  return (
    <Box ref={listRef} data-layout={layout} data-testid="content-list">
      {/* The WAI-ARIA feed pattern: articles only (the list's foot, with its button, sits after the feed), busy while a page loads. */}
      <Box role="feed" aria-busy={isLoadingNext} aria-label="Articles" position="relative" w="full" style={{ height: virtualizer.getTotalSize() }}>
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
                          setSize={setSize}
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
