/**
 * A filter as its editor holds it (spec part 2 sections 3 and 5), and the pure rules the editor follows: what a
 * new filter starts as, what a type change does to the clauses, what must be fixed before a save or a preview,
 * and the inputs the GraphQL calls take. No React here, so the rules are tested on their own.
 */

export type FilterType = "keep_on_match" | "remove_on_match" | "mark_duplicate";
export type ClauseJoin = "and" | "or";
export type MatchField = "title" | "creator" | "link" | "description";
export type MatchType = "contains" | "not_contains" | "equals" | "not_equals";

export interface ClauseDraft {
  /** A saved clause's id (updateFilter keeps it); null for one added in the editor. */
  clauseId: string | null;
  /** The editor's own key for the row (stable while the user edits). */
  key: string;
  matchField: MatchField;
  matchType: MatchType;
  matchValue: string;
}

export interface FilterDraft {
  filterType: FilterType;
  clauseType: ClauseJoin;
  /** As typed: the field may be empty or not a number while the user edits it. */
  windowHours: string;
  enabled: boolean;
  clauses: ClauseDraft[];
}

/** Spec part 2 section 5: the window defaults to 720 hours (30 days). The server knows the configured maximum. */
export const DEFAULT_WINDOW_HOURS = 720;

export const FILTER_TYPE_OPTIONS: ReadonlyArray<{ value: FilterType; label: string }> = [
  { value: "remove_on_match", label: "Remove matching items" },
  { value: "keep_on_match", label: "Keep only matching items" },
  { value: "mark_duplicate", label: "Hide duplicates" },
];

export const MATCH_FIELD_OPTIONS: ReadonlyArray<{ value: MatchField; label: string }> = [
  { value: "title", label: "Title" },
  { value: "creator", label: "Author" },
  { value: "link", label: "Link" },
  { value: "description", label: "Description" },
];

/** Spec: "Duplicate filters: title or link". */
export const DUPLICATE_FIELD_OPTIONS = MATCH_FIELD_OPTIONS.filter((o) => o.value === "title" || o.value === "link");

export const MATCH_TYPE_OPTIONS: ReadonlyArray<{ value: MatchType; label: string }> = [
  { value: "contains", label: "contains" },
  { value: "not_contains", label: "does not contain" },
  { value: "equals", label: "equals" },
  { value: "not_equals", label: "does not equal" },
];

export const JOIN_OPTIONS: ReadonlyArray<{ value: ClauseJoin; label: string }> = [
  { value: "and", label: "and" },
  { value: "or", label: "or" },
];

let rowKeys = 0;
const nextKey = () => `clause-${++rowKeys}`;

export function newClause(filterType: FilterType): ClauseDraft {
  return { clauseId: null, key: nextKey(), matchField: "title", matchType: filterType === "mark_duplicate" ? "equals" : "contains", matchValue: "" };
}

/** What "Add filter" starts with: remove items whose title contains…, the default window, on. */
export function newFilterDraft(): FilterDraft {
  return { filterType: "remove_on_match", clauseType: "and", windowHours: String(DEFAULT_WINDOW_HOURS), enabled: true, clauses: [newClause("remove_on_match")] };
}

/** A saved filter as the editor starts it. */
export function draftOf(filter: {
  filterType: string;
  clauseType: string;
  windowHours: number;
  enabled: boolean;
  clauses: ReadonlyArray<{ clauseId: string; matchField: string; matchType: string; matchValue: string }>;
}): FilterDraft {
  return {
    filterType: filter.filterType as FilterType,
    clauseType: filter.clauseType === "or" ? "or" : "and",
    windowHours: String(filter.windowHours),
    enabled: filter.enabled,
    clauses: filter.clauses.map((c) => ({
      clauseId: c.clauseId,
      key: c.clauseId,
      matchField: c.matchField as MatchField,
      matchType: c.matchType as MatchType,
      matchValue: c.matchValue,
    })),
  };
}

/**
 * A new type: duplicates compare title or link with equals and no value, so a clause on another field moves to
 * the title; leaving duplicates, clauses go back to "contains" with the value to fill in.
 */
export function withFilterType(draft: FilterDraft, filterType: FilterType): FilterDraft {
  const toDuplicates = filterType === "mark_duplicate";
  const fromDuplicates = draft.filterType === "mark_duplicate" && !toDuplicates;
  const clauses = draft.clauses.map((c) => {
    if (toDuplicates) return { ...c, matchField: c.matchField === "link" ? ("link" as const) : ("title" as const), matchType: "equals" as const, matchValue: "" };
    if (fromDuplicates) return { ...c, matchType: "contains" as const };
    return c;
  });
  return { ...draft, filterType, clauses };
}

/** The first clause is never removed (spec part 2 section 5). */
export function withoutClause(draft: FilterDraft, index: number): FilterDraft {
  if (index <= 0 || draft.clauses.length <= 1) return draft;
  return { ...draft, clauses: draft.clauses.filter((_, i) => i !== index) };
}

/** The window as a whole number of hours, or null while it is not one. */
export function windowHoursOf(draft: FilterDraft): number | null {
  const text = draft.windowHours.trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/**
 * What must be fixed before the draft can be saved (or previewed), by field: the window is a whole number from
 * 1 (the server checks the configured maximum), and a keep or remove clause needs a value. Keys are the
 * server's field names (windowHours, clauses.{i}.matchValue), so its answer lands on the same fields.
 */
export function draftProblems(draft: FilterDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const hours = windowHoursOf(draft);
  if (hours === null || hours < 1) problems.windowHours = "Enter a whole number of hours, at least 1";
  if (draft.filterType !== "mark_duplicate") {
    draft.clauses.forEach((c, i) => {
      if (!c.matchValue.trim()) problems[`clauses.${i}.matchValue`] = "Enter a value to match";
    });
  }
  return problems;
}

function clauseInputs(draft: FilterDraft, keepIds: boolean) {
  return draft.clauses.map((c) => ({
    ...(keepIds && c.clauseId ? { clauseId: c.clauseId } : {}),
    matchField: c.matchField,
    ...(draft.filterType === "mark_duplicate" ? {} : { matchType: c.matchType, matchValue: c.matchValue }),
  }));
}

/** The filter's fields as createFilter and updateFilter take them (updateFilter keeps clauses by clauseId). */
export function filterFieldsInput(draft: FilterDraft, keepIds: boolean) {
  return {
    filterType: draft.filterType,
    clauseType: draft.clauseType,
    windowHours: windowHoursOf(draft) ?? DEFAULT_WINDOW_HOURS,
    enabled: draft.enabled,
    clauses: clauseInputs(draft, keepIds),
  };
}

/** The scope a filter belongs to, by Relay id. */
export type FilterScope = { subscriptionId: string } | { folderId: string };

/** filterPreview's input, or null while the draft has a problem (the preview would only be refused). */
export function previewInputOf(scope: FilterScope, draft: FilterDraft) {
  if (Object.keys(draftProblems(draft)).length) return null;
  const { enabled: _enabled, ...fields } = filterFieldsInput(draft, false);
  return { ...scope, ...fields };
}

const quoted = (v: string) => `“${v}”`;

/** One line saying what a filter does, for its row in the list ("Remove items where title contains “ad”"). */
export function describeFilter(draft: Pick<FilterDraft, "filterType" | "clauseType"> & { clauses: ReadonlyArray<Pick<ClauseDraft, "matchField" | "matchType" | "matchValue">> }): string {
  const field = (f: MatchField) => (MATCH_FIELD_OPTIONS.find((o) => o.value === f)?.label ?? f).toLowerCase();
  if (draft.filterType === "mark_duplicate") {
    return `Hide items with the same ${draft.clauses.map((c) => field(c.matchField)).join(` ${draft.clauseType} `)} as an earlier one`;
  }
  const type = (t: MatchType) => MATCH_TYPE_OPTIONS.find((o) => o.value === t)?.label ?? t;
  const conditions = draft.clauses.map((c) => `${field(c.matchField)} ${type(c.matchType)} ${quoted(c.matchValue)}`).join(` ${draft.clauseType} `);
  return `${draft.filterType === "keep_on_match" ? "Keep only items" : "Remove items"} where ${conditions}`;
}
