import { z } from "zod";
import { validationError } from "../../errors.js";
import {
  CLAUSE_TYPES, DEFAULT_WINDOW_HOURS, DUPLICATE_FIELDS, FILTER_TYPES, MATCH_FIELDS, MATCH_TYPES, type Clause, type ClauseType, type FilterType,
} from "../../core/filterRules.js";

/** Spec part 2 section 8: what a failed filter save says (the fields say what to fix). */
export const FILTER_SAVE_FAILED = "There was a problem saving your filter, please check your input values and try again.";
/** Spec part 2 section 8: what a saved filter says (clients show it; REST and GraphQL answer the filter). */
export const FILTER_SAVED = "Filter saved successfully";

const MAX_CLAUSES = 20;
const MAX_VALUE = 1000;
const id = z.string().uuid("must be an id");

const clauseSchema = z.object({
  /** An existing clause of the filter (patch); absent for a new one. */
  id: z.string().max(100).optional(),
  matchField: z.enum(MATCH_FIELDS, { error: `matchField must be one of ${MATCH_FIELDS.join(", ")}` }),
  matchType: z.enum(MATCH_TYPES, { error: `matchType must be one of ${MATCH_TYPES.join(", ")}` }).optional(),
  matchValue: z.string({ error: "matchValue must be text" }).max(MAX_VALUE, `matchValue must be at most ${MAX_VALUE} characters`).optional(),
});
export type ClauseInput = z.infer<typeof clauseSchema>;

const common = {
  filterType: z.enum(FILTER_TYPES, { error: `filterType must be one of ${FILTER_TYPES.join(", ")}` }),
  clauseType: z.enum(CLAUSE_TYPES, { error: "clauseType must be and or or" }),
  windowHours: z.number({ error: "windowHours must be a number of hours" }).int("windowHours must be a whole number of hours"),
  enabled: z.boolean({ error: "enabled must be true or false" }),
  clauses: z.array(clauseSchema, { error: "clauses must be a list" }).max(MAX_CLAUSES, `A filter has at most ${MAX_CLAUSES} clauses`),
};

const scopeChosen = (v: { subscriptionId?: string | undefined; subscriptionTagId?: string | undefined }) => Boolean(v.subscriptionId) !== Boolean(v.subscriptionTagId);
const scopeMessage = { message: "Send one of subscriptionId or subscriptionTagId", path: ["subscriptionId"] };

const draftShape = z.object({
  subscriptionId: id.optional(),
  subscriptionTagId: id.optional(),
  filterType: common.filterType,
  clauseType: common.clauseType.optional(),
  windowHours: common.windowHours.optional(),
  clauses: common.clauses,
});

const createSchema = draftShape.extend({ enabled: common.enabled.optional() }).refine(scopeChosen, scopeMessage);

const patchSchema = z.object({
  filterType: common.filterType.optional(),
  clauseType: common.clauseType.optional(),
  windowHours: common.windowHours.optional(),
  enabled: common.enabled.optional(),
  clauses: common.clauses.optional(),
});

/** A filter as it will be stored: checked as a whole (the type decides what its clauses may say). */
export interface FilterDraft {
  filterType: FilterType;
  clauseType: ClauseType;
  windowHours: number;
  enabled: boolean;
  clauses: Array<Clause & { id?: string | undefined }>;
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  throw validationError(Object.fromEntries(r.error.issues.map((i) => [i.path.join(".") || "body", i.message])), FILTER_SAVE_FAILED);
}

export function parseCreateFilter(body: unknown) {
  return parse(createSchema, body);
}

export function parsePatchFilter(body: unknown) {
  return parse(patchSchema, body);
}

/** A filter not (yet) saved as the editor holds it: what the settings screen previews while the user edits. */
const previewSchema = draftShape.refine(scopeChosen, scopeMessage);

export function parsePreviewFilter(body: unknown) {
  return parse(previewSchema, body);
}

/**
 * Spec part 2 section 5: a window of 1 to the maximum hours; at least one clause; match fields title, creator, link,
 * description (duplicates: title or link); a keep or remove clause needs a match type and a value. A duplicate
 * filter's clauses name the fields compared: their type is equals and their value unused. Returns the clauses
 * as stored.
 */
export function checkDraft(draft: Omit<FilterDraft, "clauses"> & { clauses: ClauseInput[] }, maxWindowHours: number, found: Record<string, string> = {}): FilterDraft {
  const fields: Record<string, string> = { ...found };
  if (draft.windowHours < 1 || draft.windowHours > maxWindowHours) fields.windowHours = `The window must be 1 to ${maxWindowHours} hours`;
  if (!draft.clauses.length) fields.clauses ??= "A filter needs at least 1 clause";
  const duplicate = draft.filterType === "mark_duplicate";
  const clauses = draft.clauses.map((c, i) => {
    if (duplicate) {
      if (!(DUPLICATE_FIELDS as readonly string[]).includes(c.matchField)) fields[`clauses.${i}.matchField`] = "Duplicate filters compare title or link";
      if (c.matchType && c.matchType !== "equals") fields[`clauses.${i}.matchType`] = "Duplicate filters compare with equals";
      return { id: c.id, matchField: c.matchField, matchType: "equals" as const, matchValue: "" };
    }
    if (!c.matchType) fields[`clauses.${i}.matchType`] = "Choose contains, not_contains, equals or not_equals";
    if (!c.matchValue?.trim()) fields[`clauses.${i}.matchValue`] = "Enter a value to match";
    return { id: c.id, matchField: c.matchField, matchType: c.matchType ?? "contains", matchValue: c.matchValue ?? "" };
  });
  if (Object.keys(fields).length) throw validationError(fields, FILTER_SAVE_FAILED);
  return { ...draft, clauses };
}

/** Defaults of a new filter (spec: window 720 hours; clauses joined by and; enabled). */
export const FILTER_DEFAULTS = { clauseType: "and" as ClauseType, windowHours: DEFAULT_WINDOW_HOURS, enabled: true };

/** GET /filters/{id}/matches: limit 1-100 (default 25, the content lists' page) and an opaque pageKey. */
const matchesSchema = z.object({
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1, "limit must be 1 to 100").max(100, "limit must be 1 to 100").optional(),
  pageKey: z.string().max(500).optional(),
});

export function parseMatchesQuery(query: URLSearchParams): { limit: number; pageKey: string | null } {
  const raw = Object.fromEntries([...query.entries()].filter(([, v]) => v !== ""));
  const r = matchesSchema.safeParse(raw);
  if (!r.success) throw validationError(Object.fromEntries(r.error.issues.map((i) => [i.path.join(".") || "query", i.message])));
  return { limit: r.data.limit ?? 25, pageKey: r.data.pageKey ?? null };
}
