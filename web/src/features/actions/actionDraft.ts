/**
 * An action as its editor holds it (spec part 2 sections 3 to 5), and the rules the editor follows: a new action
 * is `new-…` until saved (and cannot run), a type change clears the value (send_email fills in the user's own
 * address), what must be fixed before a save, the inputs the GraphQL calls take, and the re-run count.
 */

export type ActionType = "mark_read" | "send_email" | "assign_tag" | "trigger_webhook";
export type ClauseJoin = "and" | "or";
export type MatchField = "title" | "creator" | "link" | "description";
export type MatchType = "contains" | "not_contains" | "equals" | "not_equals";

export interface MatchClauseDraft {
  key: string;
  matchField: MatchField;
  matchType: MatchType;
  matchValue: string;
}

export interface ThenClauseDraft {
  /** A saved clause's id (updateAction keeps it and its pending deliveries); null for a new one. */
  clauseId: string | null;
  key: string;
  actionType: ActionType;
  /** The address, the content tag's raw id or the URL; empty for mark_read. */
  actionValue: string;
}

export interface ActionDraft {
  /** The saved action's Relay id, or `new-…` while it is not saved. */
  id: string;
  enabled: boolean;
  matchClauseType: ClauseJoin;
  matchClauses: MatchClauseDraft[];
  clauses: ThenClauseDraft[];
}

export const ACTION_TYPE_OPTIONS: ReadonlyArray<{ value: ActionType; label: string }> = [
  { value: "mark_read", label: "Mark as read" },
  { value: "send_email", label: "Send an email" },
  { value: "assign_tag", label: "Assign a tag" },
  { value: "trigger_webhook", label: "Trigger a webhook" },
];

/** Spec part 2 section 9: a re-run acts on the newest 10 matching items unless told otherwise, at most 100. */
export const RUN_DEFAULT = 10;
export const RUN_MAX = 100;

/** Spec part 2 section 4: an action whose id starts with new- is not saved and cannot be run. */
export const isUnsaved = (id: string) => id.startsWith("new-");

let keys = 0;
const nextKey = (prefix: string) => `${prefix}-${++keys}`;

export function newMatchClause(): MatchClauseDraft {
  return { key: nextKey("match"), matchField: "title", matchType: "contains", matchValue: "" };
}

/** A then-clause of a type, with the value that type starts with (the user's address for send_email). */
export function newThenClause(actionType: ActionType, userEmail: string | null): ThenClauseDraft {
  return { clauseId: null, key: nextKey("then"), actionType, actionValue: actionType === "send_email" ? (userEmail ?? "") : "" };
}

/** What "Add action" starts with: no match clauses (every new item) and one then-clause to choose. */
export function newActionDraft(userEmail: string | null): ActionDraft {
  return { id: nextKey("new"), enabled: true, matchClauseType: "and", matchClauses: [], clauses: [newThenClause("mark_read", userEmail)] };
}

/** Spec part 2 section 5: changing the type clears the value; choosing send_email pre-fills the user's own address. */
export function withActionType(clause: ThenClauseDraft, actionType: ActionType, userEmail: string | null): ThenClauseDraft {
  if (clause.actionType === actionType) return clause;
  return { ...clause, actionType, actionValue: actionType === "send_email" ? (userEmail ?? "") : "" };
}

/** A saved action as the editor starts it. */
export function draftOf(action: {
  id: string;
  enabled: boolean;
  matchClauseType: string;
  matchClauses: ReadonlyArray<{ matchField: string; matchType: string; matchValue: string }>;
  clauses: ReadonlyArray<{ clauseId: string; actionType: string; actionValue: string | null | undefined }>;
}): ActionDraft {
  return {
    id: action.id,
    enabled: action.enabled,
    matchClauseType: action.matchClauseType === "or" ? "or" : "and",
    matchClauses: action.matchClauses.map((c) => ({ key: nextKey("match"), matchField: c.matchField as MatchField, matchType: c.matchType as MatchType, matchValue: c.matchValue })),
    clauses: action.clauses.map((c) => ({ clauseId: c.clauseId, key: c.clauseId, actionType: c.actionType as ActionType, actionValue: c.actionValue ?? "" })),
  };
}

/** What the server says of a bad webhook URL, said before a save. */
export const WEBHOOK_URL_MESSAGE = "A webhook URL must be valid and start with http:// or https://";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec part 2 section 5: a webhook URL must be valid and start with http:// or https://. */
export function isWebhookUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

/**
 * What must be fixed before a save, by the server's field names (matchClauses.{i}.matchValue,
 * clauses.{i}.actionValue): at least one then-clause, a value for each match clause, an address, a tag or a
 * webhook URL where the type needs one.
 */
export function actionProblems(draft: ActionDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.clauses.length) problems.clauses = "An action needs at least one 'then' clause";
  draft.matchClauses.forEach((c, i) => {
    if (!c.matchValue) problems[`matchClauses.${i}.matchValue`] = "Enter a value to match";
  });
  draft.clauses.forEach((c, i) => {
    const value = c.actionValue.trim();
    if (c.actionType === "send_email" && !EMAIL.test(value)) problems[`clauses.${i}.actionValue`] = "Enter a valid email address";
    if (c.actionType === "assign_tag" && !value) problems[`clauses.${i}.actionValue`] = "Choose the tag to assign";
    if (c.actionType === "trigger_webhook" && !isWebhookUrl(value)) problems[`clauses.${i}.actionValue`] = WEBHOOK_URL_MESSAGE;
  });
  return problems;
}

/** The action's fields as createAction and updateAction take them (updateAction keeps clauses by clauseId). */
export function actionFieldsInput(draft: ActionDraft) {
  return {
    enabled: draft.enabled,
    matchClauseType: draft.matchClauseType,
    // Values are case sensitive (spec part 2 section 5): sent as typed.
    matchClauses: draft.matchClauses.map(({ matchField, matchType, matchValue }) => ({ matchField, matchType, matchValue })),
    clauses: draft.clauses.map((c) => ({
      ...(c.clauseId ? { clauseId: c.clauseId } : {}),
      actionType: c.actionType,
      actionValue: c.actionType === "mark_read" ? null : c.actionValue.trim(),
    })),
  };
}

/**
 * The re-run count field (spec part 2 section 5): digits only (anything else typed leaves it empty), capped at
 * 100. Empty means the default.
 */
export function runCountText(typed: string): string {
  if (!/^\d+$/.test(typed.trim())) return "";
  return String(Math.min(Number(typed.trim()), RUN_MAX));
}

/** maxItems for runAction: the count typed, or 10 when empty; at least 1. */
export function runCountOf(text: string): number {
  const n = Number(runCountText(text));
  return text && n >= 1 ? n : RUN_DEFAULT;
}
