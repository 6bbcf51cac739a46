import { isSort, SORTS, type Layout, type Sort } from "../content/listOptions";

/**
 * The stories screens' constants (spec part 2 sections 2 and 9): 20 stories a page, the hero carousel's first
 * 10, cards about 350 px wide, top-day first; stories offer every layout but list and article.
 */
export const STORY_PAGE_SIZE = 20;
export const HERO_STORIES = 10;
export const STORY_CARD_WIDTH_PX = 350;
/** cards-large: our reading of "large" for stories (the spec gives no width): one and a half cards. */
export const STORY_CARD_LARGE_WIDTH_PX = 520;
/** Spec part 2 section 9: the hero advances every 8 s on wide screens, the media carousel every 10 s. */
export const HERO_INTERVAL_MS = 8_000;
export const MEDIA_INTERVAL_MS = 10_000;
/** "Wide screens": Chakra's md breakpoint (48rem), where the drawer sits beside the page. */
export const WIDE_SCREEN_QUERY = "(min-width: 48em)";

export const STORY_LAYOUTS = ["cards", "cards-large", "magazine", "compact"] as const satisfies readonly Layout[];
export type StoryLayout = (typeof STORY_LAYOUTS)[number];
export const DEFAULT_STORY_LAYOUT: StoryLayout = "cards";
export const DEFAULT_STORY_SORT: Sort = "top-day";
export const STORY_SORTS: readonly Sort[] = SORTS;

export function isStoryLayout(value: unknown): value is StoryLayout {
  return typeof value === "string" && (STORY_LAYOUTS as readonly string[]).includes(value);
}

export interface StoryPrefs {
  sortBy: Sort;
  layout: StoryLayout;
  /** ?topic= as given (a name with spaces or underscores, or an id), or null for every story. */
  topic: string | null;
}

/**
 * The stories list's prefs: the URL (?sort=&layout=&topic=) first, then what the viewer's discoverStoriesFeed
 * setting remembers, then the spec's defaults (top-day, and cards: the story card width is the spec's). The
 * reading list's own defaults do not apply: stories have their own default sort and no list layout.
 */
export function resolveStoryPrefs(search: string, saved: { sortBy?: string; layoutView?: string } | null | undefined): StoryPrefs {
  const params = new URLSearchParams(search);
  const sort = params.get("sort");
  const layout = params.get("layout");
  const topic = params.get("topic")?.trim() || null;
  return {
    sortBy: isSort(sort) ? sort : isSort(saved?.sortBy) ? saved.sortBy : DEFAULT_STORY_SORT,
    layout: isStoryLayout(layout) ? layout : isStoryLayout(saved?.layoutView) ? saved.layoutView : DEFAULT_STORY_LAYOUT,
    topic,
  };
}
