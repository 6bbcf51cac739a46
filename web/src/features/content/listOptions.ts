/**
 * The spec's list vocabulary (part 1 section 9, part 2 sections 2 and 9): layouts, sorts, page size, how
 * close to the end a list loads its next page, row-height estimates and card column widths.
 */

export const LAYOUTS = ["list", "compact", "magazine", "cards", "cards-large", "article"] as const;
export type Layout = (typeof LAYOUTS)[number];

export const SORTS = ["popular", "top-all", "top-year", "top-month", "top-week", "top-day", "top-hour", "newest", "oldest"] as const;
export type Sort = (typeof SORTS)[number];

/**
 * A searched list may also sort by relevance, and does unless the reader picks another sort (the server's
 * default for a search; never a list's default without one).
 */
export const RELEVANCE = "relevance";
export type ListSort = Sort | typeof RELEVANCE;
export const SEARCH_SORTS: readonly ListSort[] = [RELEVANCE, ...SORTS];

/** Spec: compact is the default layout, popular the default sort. */
export const DEFAULT_LAYOUT: Layout = "compact";
export const DEFAULT_SORT: Sort = "popular";

/** Content list page size (part 1 section 9). */
export const PAGE_SIZE = 25;

/** Part 2 section 9: load the next page once the last rendered item is this close to the end. */
export const LOAD_THRESHOLD: Record<Layout, number> = { list: 10, compact: 5, magazine: 3, cards: 5, "cards-large": 5, article: 2 };

const REM = 16;
/**
 * Part 2 section 9 row heights (list 2, magazine 11, compact 7, cards 23.5, article 50; units not shown):
 * read as rem, they are the virtualiser's first guesses before each row is measured.
 */
export const ROW_ESTIMATE_PX: Record<Layout, number> = {
  list: 2.75 * REM,
  compact: 7 * REM,
  magazine: 11 * REM,
  cards: 23.5 * REM,
  "cards-large": 29 * REM,
  article: 50 * REM,
};

/** Cards column widths 16 and 22 (rem): as many columns as fit at least that wide. */
const CARD_MIN_WIDTH_PX: Partial<Record<Layout, number>> = { cards: 16 * REM, "cards-large": 22 * REM };
const CARD_GAP_PX = 16;

export function isLayout(value: unknown): value is Layout {
  return typeof value === "string" && (LAYOUTS as readonly string[]).includes(value);
}

export function isSort(value: unknown): value is Sort {
  return typeof value === "string" && (SORTS as readonly string[]).includes(value);
}

/** Columns of a layout at a container width: 1 except in the cards layouts. */
export function columnsFor(layout: Layout, widthPx: number): number {
  const min = CARD_MIN_WIDTH_PX[layout];
  if (!min || widthPx <= 0) return 1;
  return Math.max(1, Math.floor((widthPx + CARD_GAP_PX) / (min + CARD_GAP_PX)));
}

/** "top-day" -> "Top day", "cards-large" -> "Cards large". */
export function optionLabel(value: string): string {
  return value.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
}

/**
 * Whether the next page should load: the last rendered index is within the layout's threshold of the end,
 * there is a next page and none is loading.
 */
export function shouldLoadMore(lastRenderedIndex: number, itemCount: number, layout: Layout, hasNext: boolean, loading: boolean): boolean {
  return hasNext && !loading && itemCount > 0 && lastRenderedIndex >= itemCount - 1 - LOAD_THRESHOLD[layout];
}
