import { z } from "zod";

/** Spec part 2 section 5: the then-clause types, and what a match clause may look at and how. */
export const ACTION_TYPES = ["mark_read", "send_email", "assign_tag", "trigger_webhook"] as const;
export const MATCH_FIELDS = ["title", "creator", "link", "description"] as const;
export const MATCH_TYPES = ["contains", "not_contains", "equals", "not_equals"] as const;
export const CLAUSE_JOINS = ["and", "or"] as const;
export type ActionTypeName = (typeof ACTION_TYPES)[number];
export type MatchField = (typeof MATCH_FIELDS)[number];
export type MatchType = (typeof MATCH_TYPES)[number];
export type ClauseJoin = (typeof CLAUSE_JOINS)[number];

/** Spec part 2 section 9: re-run default 10, max 100. */
export const RUN_DEFAULT_ITEMS = 10;
export const RUN_MAX_ITEMS = 100;
/** Our bounds where the spec gives none: enough for any rule a person writes, small enough to evaluate per item. */
export const MAX_MATCH_CLAUSES = 20;
export const MAX_THEN_CLAUSES = 10;
export const MAX_MATCH_VALUE = 1000;
export const MATCHES_DEFAULT_LIMIT = 25;
export const MATCHES_MAX_LIMIT = 100;

/** An id the web gives an action before it is saved (spec: "An id starting with new- is unsaved and cannot be run"). */
export const isUnsavedId = (id: string) => id.startsWith("new-");

export const WEBHOOK_URL_MESSAGE = "A webhook URL must be valid and start with http:// or https://";

const matchClauseSchema = z.object({
  matchField: z.enum(MATCH_FIELDS, { error: `Match field must be one of ${MATCH_FIELDS.join(", ")}` }),
  matchType: z.enum(MATCH_TYPES, { error: `Match type must be one of ${MATCH_TYPES.join(", ")}` }),
  // Case sensitive and exact (spec: "Values are case sensitive"): nothing is trimmed or folded.
  matchValue: z
    .string({ error: "Enter a value to match" })
    .min(1, "Enter a value to match")
    .max(MAX_MATCH_VALUE, `A match value is at most ${MAX_MATCH_VALUE} characters`),
});
export type MatchClause = z.infer<typeof matchClauseSchema>;

const thenClauseSchema = z
  .object({
    /** A saved clause's id keeps it (and its pending deliveries); anything else makes a new clause. */
    id: z.string().max(100).nullish(),
    actionType: z.enum(ACTION_TYPES, { error: `Action type must be one of ${ACTION_TYPES.join(", ")}` }),
    actionValue: z.string().max(2000, "This value is too long").nullish(),
  })
  .transform((c, ctx) => {
    const value = c.actionValue?.trim() ?? "";
    const issue = (message: string) => {
      ctx.addIssue({ code: "custom", path: ["actionValue"], message });
      return z.NEVER;
    };
    switch (c.actionType) {
      case "mark_read":
        return { id: c.id ?? null, actionType: c.actionType, actionValue: null };
      case "send_email":
        if (!value) return issue("Enter the email address to send to");
        if (!z.email().safeParse(value).success) return issue("Enter a valid email address");
        return { id: c.id ?? null, actionType: c.actionType, actionValue: value };
      case "assign_tag":
        if (!value) return issue("Choose the tag to assign");
        return { id: c.id ?? null, actionType: c.actionType, actionValue: value };
      case "trigger_webhook": {
        if (!value) return issue(WEBHOOK_URL_MESSAGE);
        let url: URL;
        try {
          url = new URL(value);
        } catch {
          return issue(WEBHOOK_URL_MESSAGE);
        }
        if ((url.protocol !== "http:" && url.protocol !== "https:") || !/^https?:\/\//i.test(value) || !url.hostname) return issue(WEBHOOK_URL_MESSAGE);
        return { id: c.id ?? null, actionType: c.actionType, actionValue: value };
      }
    }
  });
export type ThenClauseInput = z.infer<typeof thenClauseSchema>;

const thenClauses = z
  .array(thenClauseSchema, { error: "An action needs at least one 'then' clause" })
  .min(1, "An action needs at least one 'then' clause")
  .max(MAX_THEN_CLAUSES, `An action has at most ${MAX_THEN_CLAUSES} 'then' clauses`);
const matchClauses = z.array(matchClauseSchema, { error: "Match clauses must be a list" }).max(MAX_MATCH_CLAUSES, `An action has at most ${MAX_MATCH_CLAUSES} match clauses`);
const clauseJoin = z.enum(CLAUSE_JOINS, { error: "matchClauseType must be and or or" });
const uuidish = z.string().min(1).max(100);

/** POST /actions: exactly one scope, the rule and at least one then-clause. Unknown keys (a whole action sent back) are ignored. */
export const createActionSchema = z
  .object({
    subscriptionId: uuidish.nullish(),
    subscriptionTagId: uuidish.nullish(),
    contentItemTagId: uuidish.nullish(),
    enabled: z.boolean({ error: "enabled must be true or false" }).optional(),
    matchClauseType: clauseJoin.nullish(),
    matchClauses: matchClauses.nullish(),
    clauses: thenClauses,
  })
  .superRefine((a, ctx) => {
    const scopes = [a.subscriptionId, a.subscriptionTagId, a.contentItemTagId].filter(Boolean).length;
    if (scopes !== 1) ctx.addIssue({ code: "custom", path: ["subscriptionId"], message: "An action belongs to one subscription, folder or content tag" });
  });
export type CreateActionInput = z.infer<typeof createActionSchema>;

/** PATCH /actions/{id}: what is given replaces what was (clauses and match clauses as whole lists). The scope stays. */
export const patchActionSchema = z.object({
  enabled: z.boolean({ error: "enabled must be true or false" }).optional(),
  matchClauseType: clauseJoin.optional(),
  matchClauses: matchClauses.nullish(),
  clauses: thenClauses.optional(),
});
export type PatchActionInput = z.infer<typeof patchActionSchema>;

/** A count from JSON or a query string: a number or digits; "" and null mean "not given". */
function countParam(name: string, def: number, max: number) {
  return z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === "") return def;
      const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
      if (!Number.isInteger(n) || n < 1 || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be a number from 1 to ${max}` });
        return z.NEVER;
      }
      return n;
    });
}

/** POST /actions/{id}/run { maxItems }: default 10, at most 100; anything not a whole number in range is a 400. */
export const runActionSchema = z.object({ maxItems: countParam("maxItems", RUN_DEFAULT_ITEMS, RUN_MAX_ITEMS) });

/** GET /actions?subscriptionId=|subscriptionTagId=|contentItemTagId= (at most one; none lists every action). */
export const listActionsSchema = z
  .object({ subscriptionId: uuidish.optional(), subscriptionTagId: uuidish.optional(), contentItemTagId: uuidish.optional() })
  .superRefine((q, ctx) => {
    if ([q.subscriptionId, q.subscriptionTagId, q.contentItemTagId].filter(Boolean).length > 1) {
      ctx.addIssue({ code: "custom", path: ["subscriptionId"], message: "Give one of subscriptionId, subscriptionTagId or contentItemTagId" });
    }
  });

/** GET /actions/{id}/matches?limit=&pageKey= */
export const matchesQuerySchema = z.object({
  limit: countParam("limit", MATCHES_DEFAULT_LIMIT, MATCHES_MAX_LIMIT),
  pageKey: z.string().max(500).nullish(),
});
