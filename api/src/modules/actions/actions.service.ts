import { randomUUID } from "node:crypto";
import type { Tx } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";
import type { Prisma, User } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import { parseInput } from "../../lib/parseInput.js";
import { findOwnTag } from "../contentTags/systemTags.js";
import { accountSettingsFor } from "../settings/settings.service.js";
import type { ActionsDeps } from "./actionDeps.js";
import { createActionDelivery } from "./actionDelivery.js";
import { createActionIngest } from "./actionIngest.js";
import { matchingItems } from "./actionScope.js";
import { actionsMap, type ActionRow, type ActionView } from "./actions.present.js";
import {
  createActionSchema, isUnsavedId, listActionsSchema, matchesQuerySchema, patchActionSchema, runActionSchema, type ThenClauseInput,
} from "./actions.validation.js";
import { DeliveryFailure } from "./deliveryFailure.js";
import { newWebhookSecret } from "./webhook.js";

export type ActionsService = ReturnType<typeof createActionsService>;

/** One page of an action's matches: item ids in order, and the paging meta REST answers. */
export interface MatchPage {
  actionId: string;
  ids: string[];
  /** Each item's page key: the next page starts after it (GraphQL edge cursors). */
  cursors: string[];
  limit: number;
  pageKey: string | null;
  nextPageKey: string | null;
  totalItems: number;
}

/** An in-process re-run (no Temporal) that never finished (its process died) stops blocking new runs after this. */
const STUCK_RUN_MS = 10 * 60_000;

/** Opaque to clients: base64url of [sortAt, id] of the last item of a matches page. */
function encodeMatchKey(m: { id: string; sortAt: Date }): string {
  return Buffer.from(JSON.stringify([m.sortAt.toISOString(), m.id])).toString("base64url");
}

function decodeMatchKey(key: string): { sortAt: number; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(key, "base64url").toString("utf8")) as [string, string];
    const sortAt = Date.parse(at);
    if (typeof id === "string" && !Number.isNaN(sortAt)) return { sortAt, id };
  } catch {
    // reported below
  }
  throw validationError({ pageKey: "pageKey is not a valid page key for these matches" });
}

/** Actions (issue 14 section 2): CRUD with tier limits, the matches preview, re-runs, and delivery of new items. */
export function createActionsService(deps: ActionsDeps) {
  const { db, config, workflows } = deps;
  const ingest = createActionIngest(deps);
  const delivery = createActionDelivery(deps);

  async function own(userId: string, id: string): Promise<ActionRow> {
    const action = isUuid(id) ? await db.contentItemAction.findFirst({ where: { id, userId }, include: { clauses: true } }) : null;
    if (!action) throw new DomainError("NOT_FOUND", { message: "Action not found" });
    return action;
  }

  /** The scope as given, if it is the user's: NOT_FOUND otherwise (another user's list is as good as missing). */
  async function ownScope(userId: string, scope: { subscriptionId?: string | null; subscriptionTagId?: string | null; contentItemTagId?: string | null }) {
    if (scope.subscriptionId) {
      const sub = isUuid(scope.subscriptionId) ? await db.feedSubscription.findFirst({ where: { id: scope.subscriptionId, userId }, select: { id: true } }) : null;
      if (!sub) throw new DomainError("NOT_FOUND", { message: "Subscription not found" });
      return { subscriptionId: sub.id };
    }
    if (scope.subscriptionTagId) {
      const folder = isUuid(scope.subscriptionTagId) ? await db.folder.findFirst({ where: { id: scope.subscriptionTagId, userId }, select: { id: true } }) : null;
      if (!folder) throw new DomainError("NOT_FOUND", { message: "Folder not found" });
      return { subscriptionTagId: folder.id };
    }
    if (scope.contentItemTagId) {
      const tag = await findOwnTag(db, userId, scope.contentItemTagId);
      if (!tag) throw new DomainError("NOT_FOUND", { message: "Tag not found" });
      return { contentItemTagId: tag.id };
    }
    return {};
  }

  /** assign_tag values name one of the user's tags (by id, or a system tag's slug); stored as the tag's id. */
  async function resolveClauses(userId: string, clauses: ThenClauseInput[]): Promise<ThenClauseInput[]> {
    const fields: Record<string, string> = {};
    const resolved = await Promise.all(
      clauses.map(async (c, i) => {
        if (c.actionType !== "assign_tag") return c;
        const tag = await findOwnTag(db, userId, c.actionValue!);
        if (!tag) fields[`clauses.${i}.actionValue`] = "Choose one of your tags";
        return { ...c, actionValue: tag?.id ?? c.actionValue };
      }),
    );
    if (Object.keys(fields).length) throw validationError(fields);
    return resolved;
  }

  /** Writes the then-clauses in order: a given id of a clause of this action with the same type keeps it; others are replaced. */
  async function writeClauses(tx: Tx, actionId: string, clauses: ThenClauseInput[], existing: ActionRow["clauses"]) {
    const kept = new Map(existing.map((c) => [c.id, c]));
    const keep = new Set(clauses.flatMap((c) => (c.id && kept.get(c.id)?.actionType === c.actionType ? [c.id] : [])));
    await tx.contentItemActionClause.deleteMany({ where: { contentItemActionId: actionId, id: { notIn: [...keep] } } });
    for (const [position, c] of clauses.entries()) {
      if (c.id && keep.has(c.id)) {
        await tx.contentItemActionClause.update({ where: { id: c.id }, data: { position, actionValue: c.actionValue } });
        keep.delete(c.id); // a repeated id keeps its clause once
      } else {
        await tx.contentItemActionClause.create({ data: { contentItemActionId: actionId, position, actionType: c.actionType, actionValue: c.actionValue } });
      }
    }
  }

  /**
   * One page of the action's matches: the scope's items that pass its filters and match its clauses, newest
   * first, in keyset pages (the newest 5,000 matches are looked through; totalItems counts them).
   */
  async function matchPage(userId: string, id: string, query: unknown): Promise<MatchPage> {
    const action = await own(userId, id);
    const q = parseInput(matchesQuerySchema, query);
    const all = await matchingItems(db, action);
    const after = q.pageKey ? decodeMatchKey(q.pageKey) : null;
    const start = after ? all.findIndex((m) => m.sortAt.getTime() < after.sortAt || (m.sortAt.getTime() === after.sortAt && m.id < after.id)) : 0;
    const page = start < 0 ? [] : all.slice(start, start + q.limit);
    const more = start >= 0 && start + q.limit < all.length;
    return {
      actionId: action.id, ids: page.map((m) => m.id), cursors: page.map(encodeMatchKey), limit: q.limit, pageKey: q.pageKey ?? null,
      nextPageKey: more ? encodeMatchKey(page.at(-1)!) : null, totalItems: all.length,
    };
  }

  const withClauses = { clauses: { orderBy: { position: "asc" } } } satisfies Prisma.ContentItemActionInclude;

  return {
    ...ingest,
    ...delivery,

    own,

    /** GET /actions?subscriptionId=|subscriptionTagId=|contentItemTagId=: the scope's actions (none given: all of the user's). */
    async list(userId: string, query: unknown): Promise<ActionRow[]> {
      const q = parseInput(listActionsSchema, query);
      const scope = await ownScope(userId, q);
      return db.contentItemAction.findMany({ where: { userId, ...scope }, include: withClauses, orderBy: { createdAt: "asc" } });
    },

    /**
     * POST /actions: a new action on one of the user's subscriptions, folders or content tags. The tier's
     * maxContentItemActions is checked under the user's row lock (the one subscriptions take), so two tabs cannot
     * both pass it.
     */
    async create(user: User, body: unknown): Promise<ActionRow> {
      const input = parseInput(createActionSchema, body);
      const scope = await ownScope(user.id, input);
      const clauses = await resolveClauses(user.id, input.clauses);
      return db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id}::uuid FOR UPDATE`;
        const limit = accountSettingsFor(user, config).maxContentItemActions;
        if (limit !== null && (await tx.contentItemAction.count({ where: { userId: user.id } })) >= limit) {
          throw new DomainError("MAX_CONTENT_ITEM_ACTIONS_REACHED");
        }
        const action = await tx.contentItemAction.create({
          data: {
            userId: user.id,
            ...scope,
            enabled: input.enabled ?? true,
            matchClauseType: input.matchClauseType ?? "and",
            matchClauses: (input.matchClauses ?? []) as Prisma.InputJsonValue,
            webhookSecret: newWebhookSecret(),
          },
          include: { clauses: true },
        });
        await writeClauses(tx, action.id, clauses, []);
        return tx.contentItemAction.findUniqueOrThrow({ where: { id: action.id }, include: withClauses });
      });
    },

    /**
     * PATCH /actions/{id}: enabled, matchClauseType, matchClauses, clauses (lists replace what was; a clause sent
     * with its id keeps it). Turning an action back on starts it afresh: items that arrived while it was off stay
     * as they are (a re-run covers them on purpose).
     */
    async patch(user: User, id: string, body: unknown): Promise<ActionRow> {
      const action = await own(user.id, id);
      const input = parseInput(patchActionSchema, body);
      const clauses = input.clauses ? await resolveClauses(user.id, input.clauses) : null;
      return db.$transaction(async (tx) => {
        await tx.contentItemAction.update({
          where: { id: action.id },
          data: {
            ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
            ...(input.enabled && !action.enabled ? { activeSince: new Date() } : {}),
            ...(input.matchClauseType ? { matchClauseType: input.matchClauseType } : {}),
            ...(input.matchClauses !== undefined ? { matchClauses: (input.matchClauses ?? []) as Prisma.InputJsonValue } : {}),
          },
        });
        if (clauses) await writeClauses(tx, action.id, clauses, action.clauses);
        return tx.contentItemAction.findUniqueOrThrow({ where: { id: action.id }, include: withClauses });
      });
    },

    /** DELETE /actions/{id}: the action, its clauses and any deliveries not yet made. */
    async remove(user: User, id: string): Promise<string> {
      const action = await own(user.id, id);
      await db.contentItemAction.delete({ where: { id: action.id } });
      return action.id;
    },

    matchPage,

    /** GET /actions/{id}/matches: a page in the filter matches shape (matchesByParent: the action's id → the page's ids). */
    async matches(userId: string, id: string, query: unknown) {
      const page = await matchPage(userId, id, query);
      return {
        ...(await deps.presentItems(userId, page.ids)),
        matchesByParent: { [page.actionId]: page.ids },
        meta: { limit: page.limit, pageKey: page.pageKey, nextPageKey: page.nextPageKey, totalItems: page.totalItems },
      };
    },

    /**
     * POST /actions/{id}/run { maxItems }: acts again on the newest maxItems matching items (default 10, at most 100)
     * in the `action-run-{id}` workflow and answers once it finished, or after ACTION_RUN_WAIT_MS with
     * `status: running` (the action's lastTriggerAt moves when it ends). A second run while one runs is
     * ACTION_ALREADY_RUNNING; an unsaved action (id new-…) cannot run. Without Temporal it runs in this process,
     * one attempt per delivery.
     */
    async run(user: User, id: string, body: unknown): Promise<{ action: ActionRow; run: { status: "finished" | "running"; workflowId: string | null } }> {
      if (isUnsavedId(id)) throw validationError({ id: "Save this action before running it" });
      const action = await own(user.id, id);
      const { maxItems } = parseInput(runActionSchema, body ?? {});
      if (workflows) {
        const started = await workflows.run(action.id, maxItems, config.actions.runWaitMs);
        if (started.status === "already-running") throw new DomainError("ACTION_ALREADY_RUNNING");
        return { action: await own(user.id, id), run: { status: started.status, workflowId: started.workflowId } };
      }
      const claimed = await db.contentItemAction.updateMany({
        where: { id: action.id, OR: [{ runStartedAt: null }, { runStartedAt: { lt: new Date(Date.now() - STUCK_RUN_MS) } }] },
        data: { runStartedAt: new Date() },
      });
      if (!claimed.count) throw new DomainError("ACTION_ALREADY_RUNNING");
      try {
        const { batchId } = await delivery.prepareRun(action.id, maxItems, randomUUID());
        try {
          await delivery.deliver(batchId, action.id);
        } catch (e) {
          if (!(e instanceof DeliveryFailure)) throw e;
          await delivery.fail(action.id, batchId, e.message);
        }
      } finally {
        await db.contentItemAction.updateMany({ where: { id: action.id }, data: { runStartedAt: null } });
      }
      return { action: await own(user.id, id), run: { status: "finished", workflowId: null } };
    },

    /**
     * The `actions` map of the calls that answer one (subscriptions, folders, content tags): the actions of the
     * given subscriptions, folders and tags, or of all of the user's folders or tags.
     */
    async presentFor(
      userId: string,
      scope: { subscriptionIds?: string[]; folderIds?: string[] | "all"; contentItemTagIds?: string[] | "all" },
    ): Promise<Record<string, ActionView>> {
      const or: Prisma.ContentItemActionWhereInput[] = [];
      if (scope.subscriptionIds?.length) or.push({ subscriptionId: { in: scope.subscriptionIds } });
      if (scope.folderIds === "all") or.push({ subscriptionTagId: { not: null } });
      else if (scope.folderIds?.length) or.push({ subscriptionTagId: { in: scope.folderIds } });
      if (scope.contentItemTagIds === "all") or.push({ contentItemTagId: { not: null } });
      else if (scope.contentItemTagIds?.length) or.push({ contentItemTagId: { in: scope.contentItemTagIds } });
      if (!or.length) return {};
      return actionsMap(await db.contentItemAction.findMany({ where: { userId, OR: or }, include: withClauses, orderBy: { createdAt: "asc" } }));
    },

    /** The actions of many subscriptions, folders or tags at once, in the order asked (GraphQL's batched `actions` fields). */
    async ofParents(userId: string, key: "subscriptionId" | "subscriptionTagId" | "contentItemTagId", parentIds: string[]): Promise<ActionRow[][]> {
      const rows = await db.contentItemAction.findMany({ where: { userId, [key]: { in: parentIds } }, include: withClauses, orderBy: { createdAt: "asc" } });
      return parentIds.map((p) => rows.filter((r) => r[key] === p));
    },
  };
}
