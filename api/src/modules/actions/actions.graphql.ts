import { encodeGlobalID } from "@pothos/plugin-relay";
import { queryFromInfo } from "@pothos/plugin-prisma";
import { NIL_UUID } from "../../lib/ids.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { withErrors } from "../../schema/errors.graphql.js";
import { optionalRawId, rawId } from "../../schema/globalIds.js";
import { WithViewer } from "../../schema/withViewer.js";
import { ContentItemType } from "../content/content.graphql.js";
import { storedMatchClauses } from "./actionMatch.js";
import { ACTION_TYPES, CLAUSE_JOINS, MATCH_FIELDS, MATCH_TYPES, type MatchClause } from "./actions.validation.js";

// Enum names carry "Action" so they never meet the filters' own (issue 14 section 1) in one schema.
const ActionClauseTypeEnum = builder.enumType("ActionClauseType", {
  description: "What a then-clause does: mark_read, send_email (actionValue: an address), assign_tag (a content tag id), trigger_webhook (an http(s) URL).",
  values: ACTION_TYPES,
});
const ActionMatchFieldEnum = builder.enumType("ActionMatchField", { values: MATCH_FIELDS });
const ActionMatchTypeEnum = builder.enumType("ActionMatchType", { values: MATCH_TYPES });
const ActionMatchClauseTypeEnum = builder.enumType("ActionMatchClauseType", { description: "How match clauses combine.", values: CLAUSE_JOINS });
const ActionTriggerResultEnum = builder.enumType("ActionTriggerResult", { values: ["success", "failed"] as const });
const ActionRunStatusEnum = builder.enumType("ActionRunStatus", {
  description: "finished: the run is over (see the action's lastTriggerResult). running: still going when the call stopped waiting; lastTriggerAt moves when it ends.",
  values: ["finished", "running"] as const,
});

const ActionMatchClauseRef = builder.objectRef<MatchClause>("ActionMatchClause").implement({
  description: "Which new items an action acts on: the item's field compared with the value (case sensitive).",
  fields: (t) => ({
    matchField: t.field({ type: ActionMatchFieldEnum, resolve: (c) => c.matchField }),
    matchType: t.field({ type: ActionMatchTypeEnum, resolve: (c) => c.matchType }),
    matchValue: t.exposeString("matchValue"),
  }),
});

builder.prismaObject("ContentItemActionClause", {
  name: "ActionClause",
  description: "A then-clause: what the action does to each matching item, in order.",
  fields: (t) => ({
    clauseId: t.exposeString("id", { description: "Send it back in updateAction to keep the clause (and its deliveries not yet made)." }),
    actionType: t.field({ type: ActionClauseTypeEnum, resolve: (c) => c.actionType as (typeof ACTION_TYPES)[number] }),
    actionValue: t.exposeString("actionValue", { nullable: true, description: "The address, the content tag's raw id or the URL; null for mark_read." }),
    contentItemTag: t.prismaField({
      type: "ContentItemTag",
      nullable: true,
      description: "assign_tag: the tag it assigns (null once deleted).",
      resolve: (query, c, _a, ctx) =>
        c.actionType === "assign_tag" && c.actionValue
          ? ctx.db.contentItemTag.findFirst({ ...query, where: { id: c.actionValue, userId: ctx.session?.user.id ?? NIL_UUID } })
          : null,
    }),
  }),
});

const ActionMatchConnection = builder.connectionObject(
  {
    type: ContentItemType,
    name: "ActionMatchConnection",
    fields: (t) => ({ totalCount: t.int({ description: "Matches in all (of the scope's newest 5,000 that match).", resolve: (c) => (c as unknown as { totalCount: number }).totalCount }) }),
  },
  { name: "ActionMatchEdge" },
);

/** An action (spec part 2 section 3) on one of the viewer's subscriptions, folders or content tags; only its owner sees it. */
export const ActionType = builder.prismaNode("ContentItemAction", {
  name: "Action",
  id: { field: "id" },
  findUnique: (id, ctx) => ({ id, userId: ctx.session?.user.id ?? NIL_UUID }),
  fields: (t) => ({
    actionId: t.exposeString("id", { description: "The raw id used by REST (/api_v1/actions/{id})." }),
    subscription: t.relation("subscription", { nullable: true }),
    folder: t.relation("folder", { nullable: true }),
    contentItemTag: t.relation("contentItemTag", { nullable: true }),
    enabled: t.exposeBoolean("enabled", { description: "A failed action is turned off; turning it back on acts on items from then on." }),
    matchClauseType: t.field({ type: ActionMatchClauseTypeEnum, resolve: (a) => (a.matchClauseType === "or" ? "or" : "and") }),
    matchClauses: t.field({ type: [ActionMatchClauseRef], description: "None: every new item matches.", resolve: (a) => storedMatchClauses(a.matchClauses) }),
    clauses: t.relation("clauses", { query: { orderBy: { position: "asc" } } }),
    lastTriggerResult: t.field({
      type: ActionTriggerResultEnum,
      nullable: true,
      resolve: (a) => (a.lastTriggerResult === "success" || a.lastTriggerResult === "failed" ? a.lastTriggerResult : null),
    }),
    lastErrorMessage: t.exposeString("lastErrorMessage", { nullable: true }),
    lastTriggerAt: t.expose("lastTriggerAt", { type: "DateTime", nullable: true }),
    webhookSecret: t.exposeString("webhookSecret", {
      description: "The key of its webhooks' X-Rivulet-Signature (sha256=HMAC-SHA256 of the raw body, hex).",
    }),
    matchingContentItems: t.connection(
      {
        type: ContentItemType,
        description: "The items it matches (the matches panel): the scope's, through its filters and clauses, newest first.",
        resolve: async (a, args, ctx, info) => {
          const page = await ctx.services.actions.matchPage(sessionOf(ctx).user.id, a.id, { limit: args.first ?? undefined, pageKey: args.after ?? undefined });
          const rows = page.ids.length
            ? await ctx.db.contentItem.findMany({ ...queryFromInfo({ context: ctx, info, path: ["edges", "node"] }), where: { id: { in: page.ids } } })
            : [];
          const byId = new Map(rows.map((r) => [r.id, r]));
          const edges = page.ids.flatMap((id, i) => (byId.has(id) ? [{ cursor: page.cursors[i]!, node: byId.get(id)! }] : []));
          return {
            edges,
            totalCount: page.totalItems,
            pageInfo: { hasNextPage: page.nextPageKey !== null, hasPreviousPage: page.pageKey !== null, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
          };
        },
      },
      ActionMatchConnection,
    ),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

// Each scope lists its actions (the Actions tab of its settings).
for (const model of ["FeedSubscription", "Folder", "ContentItemTag"] as const) {
  builder.prismaObjectField(model, "actions", (t) => t.relation("actions", { query: { orderBy: { createdAt: "asc" } } }));
}

// ---- mutations -------------------------------------------------------------------------------------------

const ActionPayload = builder.objectRef<{ userId: string; actionId: string }>("ActionPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    action: t.prismaField({ type: "ContentItemAction", resolve: (query, p, _a, ctx) => ctx.db.contentItemAction.findUniqueOrThrow({ ...query, where: { id: p.actionId } }) }),
  }),
});

const DeleteActionPayload = builder.objectRef<{ userId: string; actionId: string }>("DeleteActionPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({ deletedActionId: t.id({ resolve: (p) => encodeGlobalID("Action", p.actionId) }) }),
});

const RunActionPayload = builder
  .objectRef<{ userId: string; actionId: string; status: "finished" | "running"; workflowId: string | null }>("RunActionPayload")
  .implement({
    interfaces: [WithViewer],
    fields: (t) => ({
      action: t.prismaField({ type: "ContentItemAction", resolve: (query, p, _a, ctx) => ctx.db.contentItemAction.findUniqueOrThrow({ ...query, where: { id: p.actionId } }) }),
      status: t.field({ type: ActionRunStatusEnum, resolve: (p) => p.status }),
      workflowId: t.exposeString("workflowId", { nullable: true, description: "The Temporal workflow of the run (null when it ran in the api)." }),
    }),
  });

const MatchClauseInput = builder.inputType("ActionMatchClauseInput", {
  fields: (t) => ({
    matchField: t.field({ type: ActionMatchFieldEnum, required: true }),
    matchType: t.field({ type: ActionMatchTypeEnum, required: true }),
    matchValue: t.string({ required: true }),
  }),
});
const ClauseInput = builder.inputType("ActionClauseInput", {
  fields: (t) => ({
    clauseId: t.string({ description: "A saved clause's id keeps it; leave it out for a new clause." }),
    actionType: t.field({ type: ActionClauseTypeEnum, required: true }),
    actionValue: t.string({ description: "send_email: an address; assign_tag: a content tag (global or raw id, or read-later); trigger_webhook: an http(s) URL." }),
  }),
});
const CreateInput = builder.inputType("CreateActionInput", {
  description: "Exactly one of subscriptionId, folderId, contentItemTagId.",
  fields: (t) => ({
    subscriptionId: t.id(),
    folderId: t.id(),
    contentItemTagId: t.id(),
    enabled: t.boolean(),
    matchClauseType: t.field({ type: ActionMatchClauseTypeEnum }),
    matchClauses: t.field({ type: [MatchClauseInput] }),
    clauses: t.field({ type: [ClauseInput], required: true }),
  }),
});
const UpdateInput = builder.inputType("UpdateActionInput", {
  description: "What is given replaces what was: clauses and matchClauses as whole lists.",
  fields: (t) => ({
    id: t.id({ required: true }),
    enabled: t.boolean(),
    matchClauseType: t.field({ type: ActionMatchClauseTypeEnum }),
    matchClauses: t.field({ type: [MatchClauseInput] }),
    clauses: t.field({ type: [ClauseInput] }),
  }),
});
const DeleteInput = builder.inputType("DeleteActionInput", { fields: (t) => ({ id: t.id({ required: true }) }) });
const RunInput = builder.inputType("RunActionInput", {
  fields: (t) => ({ id: t.id({ required: true }), maxItems: t.int({ description: "The newest matching items to act on: 1 to 100, default 10." }) }),
});

type ClauseArg = { clauseId?: string | null; actionType: string; actionValue?: string | null };

/** The REST body's clauses: an assign_tag value given as a ContentItemTag global id becomes its raw id. */
function restClauses(clauses: ClauseArg[]) {
  return clauses.map((c) => {
    let actionValue = c.actionValue ?? null;
    if (c.actionType === "assign_tag" && actionValue) {
      try {
        actionValue = rawId(actionValue, "ContentItemTag");
      } catch {
        // a raw id or a slug: the service checks it
      }
    }
    return { id: c.clauseId ?? null, actionType: c.actionType, actionValue };
  });
}

builder.mutationFields((t) => ({
  createAction: t.field({
    type: ActionPayload,
    errors: withErrors,
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const action = await ctx.services.actions.create(user, {
        subscriptionId: optionalRawId(input.subscriptionId, "FeedSubscription"),
        subscriptionTagId: optionalRawId(input.folderId, "Folder"),
        contentItemTagId: optionalRawId(input.contentItemTagId, "ContentItemTag"),
        ...(input.enabled != null ? { enabled: input.enabled } : {}),
        matchClauseType: input.matchClauseType ?? null,
        matchClauses: input.matchClauses ?? null,
        clauses: restClauses(input.clauses),
      });
      return { userId: user.id, actionId: action.id };
    },
  }),
  updateAction: t.field({
    type: ActionPayload,
    errors: withErrors,
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const action = await ctx.services.actions.patch(user, rawId(input.id, "Action"), {
        ...(input.enabled != null ? { enabled: input.enabled } : {}),
        ...(input.matchClauseType ? { matchClauseType: input.matchClauseType } : {}),
        ...(input.matchClauses ? { matchClauses: input.matchClauses } : {}),
        ...(input.clauses ? { clauses: restClauses(input.clauses) } : {}),
      });
      return { userId: user.id, actionId: action.id };
    },
  }),
  deleteAction: t.field({
    type: DeleteActionPayload,
    errors: withErrors,
    args: { input: t.arg({ type: DeleteInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      return { userId: user.id, actionId: await ctx.services.actions.remove(user, rawId(input.id, "Action")) };
    },
  }),
  runAction: t.field({
    type: RunActionPayload,
    errors: withErrors,
    description: "Acts again on the newest maxItems matching items (a Temporal workflow); refused with ACTION_ALREADY_RUNNING while a run of it is going.",
    args: { input: t.arg({ type: RunInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const { action, run } = await ctx.services.actions.run(user, rawId(input.id, "Action"), { maxItems: input.maxItems ?? null });
      return { userId: user.id, actionId: action.id, ...run };
    },
  }),
}));
