import { z } from "zod";
import { parseInput } from "../../lib/parseInput.js";
import { SORT_OPTIONS, type SortBy } from "../content/contentSorts.js";
import { DEFAULT_STORY_SORT, MAX_STORY_PAGE, STORY_PAGE_SIZE, type StoryListInput } from "./stories.service.js";

const SORT_MESSAGE = `sortBy must be one of ${SORT_OPTIONS.join(", ")}`;
const sortBy = z.enum(SORT_OPTIONS, { error: SORT_MESSAGE });

const listSchema = z.object({
  topic: z.string().max(200, "topic is too long").optional(),
  sortBy: sortBy.optional(),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1, "limit must be at least 1").max(MAX_STORY_PAGE, `limit must be at most ${MAX_STORY_PAGE}`).optional(),
  pageKey: z.string().max(500).optional(),
});

const present = (query: URLSearchParams) => Object.fromEntries([...query.entries()].filter(([, v]) => v !== ""));

/** GET /stories query: topic (a name, spaces or underscores, or an id), sortBy (default top-day), limit (default 20), pageKey. */
export function parseStoryListQuery(query: URLSearchParams): StoryListInput {
  const q = parseInput(listSchema, present(query));
  return { topic: q.topic ?? null, sortBy: q.sortBy ?? DEFAULT_STORY_SORT, limit: q.limit ?? STORY_PAGE_SIZE, pageKey: q.pageKey ?? null };
}

/** GraphQL's arguments, checked the same way. */
export function parseStoryListArgs(args: { topic?: string | null; sortBy?: string | null; first?: number | null; after?: string | null }): StoryListInput {
  const q = parseInput(listSchema, { topic: args.topic ?? undefined, sortBy: args.sortBy ?? undefined, limit: args.first ?? undefined, pageKey: args.after ?? undefined });
  return { topic: q.topic ?? null, sortBy: q.sortBy ?? DEFAULT_STORY_SORT, limit: q.limit ?? STORY_PAGE_SIZE, pageKey: q.pageKey ?? null };
}

const discoverSchema = z.object({ sortBy: sortBy.optional() });

/** GET /discover query: sortBy (else the viewer's discoverContentFeed setting, else popular). */
export function parseDiscoverQuery(query: URLSearchParams): SortBy | null {
  return parseInput(discoverSchema, present(query)).sortBy ?? null;
}

/** The same for GraphQL. */
export function parseDiscoverSort(value: string | null | undefined): SortBy | null {
  return parseInput(discoverSchema, { sortBy: value ?? undefined }).sortBy ?? null;
}
