import type { ContentItemAction, ContentItemActionClause } from "../../generated/prisma/client.js";
import { storedMatchClauses } from "./actionMatch.js";
import type { MatchClause } from "./actions.validation.js";

export type ActionRow = ContentItemAction & { clauses: ContentItemActionClause[] };

/** The spec's Action (part 2 section 3) as REST returns it, keyed by id in an `actions` map. */
export interface ActionView {
  id: string;
  subscriptionId: string | null;
  subscriptionTagId: string | null;
  contentItemTagId: string | null;
  enabled: boolean;
  matchClauseType: string;
  lastTriggerResult: string | null;
  lastErrorMessage: string | null;
  lastTriggerAt: string | null;
  clauses: Array<{ id: string; contentItemActionId: string; actionType: string; actionValue: string | null }>;
  matchClauses: MatchClause[];
  /** The key of its webhooks' X-Rivulet-Signature (README: verifying a delivery); only its owner sees it. */
  webhookSecret: string;
  createdAt: string;
  updatedAt: string;
}

export function presentAction(a: ActionRow): ActionView {
  return {
    id: a.id,
    subscriptionId: a.subscriptionId,
    subscriptionTagId: a.subscriptionTagId,
    contentItemTagId: a.contentItemTagId,
    enabled: a.enabled,
    matchClauseType: a.matchClauseType,
    lastTriggerResult: a.lastTriggerResult,
    lastErrorMessage: a.lastErrorMessage,
    lastTriggerAt: a.lastTriggerAt?.toISOString() ?? null,
    clauses: [...a.clauses]
      .sort((x, y) => x.position - y.position)
      .map((c) => ({ id: c.id, contentItemActionId: a.id, actionType: c.actionType, actionValue: c.actionValue })),
    matchClauses: storedMatchClauses(a.matchClauses),
    webhookSecret: a.webhookSecret,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** An `actions` map, as every call that answers actions carries it. */
export function actionsMap(rows: ActionRow[]): Record<string, ActionView> {
  return Object.fromEntries(rows.map((a) => [a.id, presentAction(a)]));
}
