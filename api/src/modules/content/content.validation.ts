import { z } from "zod";
import { validationError } from "../../errors.js";
import { parseInput } from "../../lib/parseInput.js";
import type { ScopeInput } from "./contentScope.js";
import { LIST_SORT_OPTIONS, RELEVANCE, type ListSortBy, type SortBy } from "./contentSorts.js";
import { MAX_SEARCH_LENGTH, parseSearch, toTsQueries, type SearchTsQueries } from "./searchQuery.js";

/** Spec part 1 section 9: content list page size 25. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Spec: mark-as-read options older than 1, 3 or 7 days, or all (absent). */
export const OLDER_THAN_DAYS = [1, 3, 7] as const;

const scopeFields = {
  subscriptionId: z.string().max(100).optional(),
  subscriptionTagId: z.string().max(100).optional(),
  contentItemTagId: z.string().max(100).optional(),
  feedId: z.string().max(100).optional(),
};
/** Lists also take a topic (a public list: no mark-as-read, spec part 1 section 9). */
const listScopeFields = { ...scopeFields, contentItemTopicId: z.string().max(100).optional() };
const oneScope = (v: Record<string, unknown>) =>
  ["subscriptionId", "subscriptionTagId", "contentItemTagId", "feedId", "articles", "contentItemTopicId"].filter((k) => v[k]).length <= 1;
const oneScopeMessage = {
  message: "Send at most one of subscriptionId, subscriptionTagId, contentItemTagId, feedId, contentItemTopicId or articles",
  path: ["scope"],
};
const booleanString = z.enum(["true", "false"], { error: "must be true or false" }).transform((v) => v === "true");

const SORT_MESSAGE = `sortBy must be one of ${LIST_SORT_OPTIONS.slice(0, -1).join(", ")} or (with a search) ${RELEVANCE}`;
const searchField = z.string({ error: "search must be text" }).max(MAX_SEARCH_LENGTH, `The search is too long (at most ${MAX_SEARCH_LENGTH} characters).`);

/** GET /content query string. */
const listQuerySchema = z
  .object({
    ...listScopeFields,
    articles: booleanString.optional(),
    search: searchField.optional(),
    sortBy: z.enum(LIST_SORT_OPTIONS, { error: SORT_MESSAGE }).optional(),
    showRead: booleanString.optional(),
    limit: z.coerce.number({ error: "limit must be a number" }).int().min(1).max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`).optional(),
    pageKey: z.string().max(500).optional(),
  })
  .refine(oneScope, oneScopeMessage);

/** A search of a list: what was asked, and the tsquery texts it became (see searchQuery.ts). */
export interface ListSearch {
  text: string;
  queries: SearchTsQueries;
}

/** A list request as the service takes it, whichever transport it came through. */
export interface ListInput {
  scope: ScopeInput;
  sortBy: ListSortBy;
  /** Only the items matching this search (null: the whole list). */
  search?: ListSearch | null;
  /** false: unread only (lists without a read filter ignore it). */
  showRead: boolean;
  limit: number;
  /** pageKey / Relay `after`. */
  after: string | null;
  /**
   * Only items dated (sortAt) strictly after / before these moments: the sync APIs' ot and nt parameters
   * (api/src/modules/sync). Not offered over REST or GraphQL, and not with a search.
   */
  sortAtRange?: SortAtRange | null;
}

/** Bounds on an item's date (sortAt), each optional and exclusive. */
export interface SortAtRange {
  after?: Date | null;
  before?: Date | null;
}

/** The spec's default sort (part 2 section 2: "the default sort is popular"); clients send the user's own. */
export const DEFAULT_SORT: SortBy = "popular";

/**
 * A search and the sort it is listed in. A search with nothing to look for (only exclusions, only punctuation)
 * is a VALIDATION_ERROR saying so; a searched list sorts by relevance unless asked otherwise, and relevance
 * needs a search. An empty search (`search=`) is no search, as browsers send empty form fields.
 */
function searchAndSort(search: string | null | undefined, sortBy: ListSortBy | null | undefined): { search: ListSearch | null; sortBy: ListSortBy } {
  if (!search) {
    if (sortBy === RELEVANCE) throw validationError({ sortBy: "sortBy relevance needs a search" });
    return { search: null, sortBy: sortBy ?? DEFAULT_SORT };
  }
  const parsed = parseSearch(search);
  if (!parsed.ok) throw validationError({ search: parsed.message });
  return { search: { text: search, queries: toTsQueries(parsed.terms) }, sortBy: sortBy ?? RELEVANCE };
}

/**
 * Defaults: popular first (the spec's; relevance when searching), unread only, 25 a page. Clients send their
 * defaultSortBy / defaultShowRead settings explicitly.
 */
export function parseListQuery(query: URLSearchParams): ListInput {
  const raw = Object.fromEntries([...query.entries()].filter(([, v]) => v !== ""));
  const q = parseInput(listQuerySchema, raw);
  return {
    scope: {
      subscriptionId: q.subscriptionId, subscriptionTagId: q.subscriptionTagId, contentItemTagId: q.contentItemTagId, feedId: q.feedId, articles: q.articles,
      contentItemTopicId: q.contentItemTopicId,
    },
    ...searchAndSort(q.search, q.sortBy),
    showRead: q.showRead ?? false,
    limit: q.limit ?? DEFAULT_PAGE_SIZE,
    after: q.pageKey ?? null,
  };
}

// Schemas are built once: zod compiles each on its first parse, which costs more than the parse itself.
const listArgsSchema = z.object({
  sortBy: z.enum(LIST_SORT_OPTIONS, { error: SORT_MESSAGE }).nullish(),
  search: searchField.nullish(),
  first: z.number().int().min(1).max(MAX_PAGE_SIZE, `first must be at most ${MAX_PAGE_SIZE}`).nullish(),
});
const listScopeSchema = z.object(listScopeFields).extend({ articles: z.boolean().optional() }).refine(oneScope, oneScopeMessage);

/** The same checks for GraphQL arguments. */
export function parseListArgs(
  args: { sortBy?: string | null; search?: string | null; showRead?: boolean | null; first?: number | null; after?: string | null },
  scope: ScopeInput,
): ListInput {
  const a = parseInput(listArgsSchema, { sortBy: args.sortBy, search: args.search, first: args.first });
  parseInput(listScopeSchema, stripNull(scope));
  return { scope, ...searchAndSort(a.search, a.sortBy), showRead: args.showRead ?? false, limit: a.first ?? DEFAULT_PAGE_SIZE, after: args.after ?? null };
}

function stripNull(o: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));
}

const markReadSchema = z
  .object({
    ...scopeFields,
    olderThanDays: z
      .union([z.literal(1), z.literal(3), z.literal(7)], { error: "olderThanDays must be 1, 3 or 7 (or absent for all)" })
      .nullish(),
  })
  .refine(oneScope, oneScopeMessage);
export type MarkReadInput = z.infer<typeof markReadSchema>;

/** POST /content/mark-read body (and the GraphQL input, mapped to the same names). */
export function parseMarkRead(body: unknown): MarkReadInput {
  return parseInput(markReadSchema, body && typeof body === "object" && !Array.isArray(body) ? stripNull(body) : body);
}

const setReadSchema = z.object({ isRead: z.boolean({ error: "isRead must be true or false" }) });

export function parseSetRead(body: unknown): { isRead: boolean } {
  return parseInput(setReadSchema, body);
}

const undoMarkReadSchema = z.object({ undoToken: z.string({ error: "undoToken is required" }).min(1, "undoToken is required") });

/** POST /content/mark-read/undo body. */
export function parseUndoMarkRead(body: unknown): { undoToken: string } {
  return parseInput(undoMarkReadSchema, body);
}
