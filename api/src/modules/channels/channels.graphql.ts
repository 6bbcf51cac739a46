import { decodeGlobalID } from "@pothos/plugin-relay";
import DataLoader from "dataloader";
import type { RequestContext } from "../../context.js";
import type { Story } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import { builder } from "../../schema/builder.js";
import { withErrors } from "../../schema/errors.graphql.js";
import { rawId } from "../../schema/globalIds.js";
import { WithViewer } from "../../schema/withViewer.js";
import { adminOf } from "../admin/adminAccess.js";
import { ADMIN_PAGE_SIZE } from "../admin/admin.validation.js";
import { nextChannelRun } from "./channelWorkflows.js";
import { promptInstructionsOf } from "./channels.present.js";

/** A raw uuid or a Channel's Relay id (the screens route by the raw id: /channels/{id}); null for anything else. */
function channelIdFrom(id: string): string | null {
  if (isUuid(id)) return id;
  try {
    const decoded = decodeGlobalID(id);
    return decoded.typename === "Channel" && isUuid(decoded.id) ? decoded.id : null;
  } catch {
    return null;
  }
}

/**
 * A page of digests' stories in one read: a loader per request and selection (the fields the query asks of Story),
 * so the prisma plugin gets the rows in the shape it selected and reads nothing again per story.
 */
const storyLoaders = new WeakMap<object, Map<string, DataLoader<string, Story | null>>>();
function storiesOf(ctx: RequestContext, query: { select?: unknown; include?: unknown }): DataLoader<string, Story | null> {
  const byQuery = storyLoaders.get(ctx) ?? new Map<string, DataLoader<string, Story | null>>();
  storyLoaders.set(ctx, byQuery);
  const key = JSON.stringify(query);
  let loader = byQuery.get(key);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const rows = await ctx.db.story.findMany({ ...(query as object), where: { id: { in: [...ids] }, shownAt: { not: null } } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    byQuery.set(key, loader);
  }
  return loader;
}

const DigestCountsType = builder.objectRef<Record<string, number>>("ChannelDigestCounts").implement({
  description: "A channel's digests by status.",
  fields: (t) => ({
    completed: t.int({ resolve: (c) => c.completed ?? 0 }),
    pending: t.int({ resolve: (c) => c.pending ?? 0 }),
    failed: t.int({ resolve: (c) => c.failed ?? 0 }),
  }),
});

/**
 * A channel (spec part 3 section 3): a public stream of digests, one per top story, made by its Temporal Schedule.
 * Anyone may read it; administrators create and edit it.
 */
export const ChannelType = builder.prismaNode("Channel", {
  id: { field: "id" },
  fields: (t) => ({
    channelId: t.exposeString("id", { description: "The raw id used by REST (/api_v1/channels/{id}) and the /channels/{id} route." }),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    enabled: t.exposeBoolean("enabled", { description: "Beyond the spec: a disabled channel keeps its digests and makes no new ones." }),
    promptInstructions: t.string({
      description: "properties.channelPromptInstructions: what to cover and how (topics it names narrow the channel to stories about them).",
      select: { properties: true },
      resolve: (c) => promptInstructionsOf(c),
    }),
    topics: t.prismaField({
      type: ["Topic"],
      description: "The topics its instructions name: it tells stories about them (none: the day's top stories).",
      select: { properties: true },
      resolve: async (query, c, _a, ctx) => {
        const text = promptInstructionsOf(c);
        const named = text.trim() ? await ctx.services.topics.mentionedIn(text) : [];
        const rows = named.length ? await ctx.db.topic.findMany({ ...query, where: { id: { in: named.map((n) => n.id) } } }) : [];
        const byId = new Map(rows.map((r) => [r.id, r]));
        return named.flatMap((n) => byId.get(n.id) ?? []);
      },
    }),
    nextRunAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When its Schedule runs next (null while disabled).",
      select: { enabled: true },
      resolve: (c, _a, ctx) => (c.enabled ? nextChannelRun(c.id, ctx.config.channels.runIntervalMinutes) : null),
    }),
    digests: t.relatedConnection("digests", {
      description: "Its completed digests, newest first (the best story of a run first).",
      cursor: "id",
      query: () => ({ where: { status: "completed" }, orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }] }),
    }),
    digestCounts: t.loadable({
      type: DigestCountsType,
      description: "Administrators only: its digests by status.",
      load: async (ids: string[], ctx) => {
        const counts = await ctx.services.channels.digestCounts(ids);
        return ids.map((id) => counts.get(id) ?? {});
      },
      resolve: (c, _a, ctx) => {
        adminOf(ctx);
        return c.id;
      },
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectFields("Digest", (t) => ({
  channel: t.relation("channel", { nullable: true, description: "The channel it belongs to (a channel's digest tells one story)." }),
  storyId: t.exposeString("storyId", { nullable: true, description: "The story a channel's digest tells (raw id)." }),
  story: t.prismaField({
    type: "Story",
    nullable: true,
    description: "The story a channel's digest tells (its hero image, title and bullets), when it is still shown.",
    select: { storyId: true },
    resolve: (query, d, _a, ctx) => (d.storyId ? storiesOf(ctx, query).load(d.storyId) : null),
  }),
}));

const AdminChannelPageType = builder.objectRef<{ page: number; hasNextPage: boolean; ids: string[] }>("AdminChannelPage").implement({
  description: "One numbered page of the admin Channels table (25 a page, by name).",
  fields: (t) => ({
    page: t.exposeInt("page"),
    hasNextPage: t.exposeBoolean("hasNextPage"),
    channels: t.prismaField({
      type: ["Channel"],
      resolve: async (query, p, _a, ctx) => {
        const rows = p.ids.length ? await ctx.db.channel.findMany({ ...query, where: { id: { in: p.ids } } }) : [];
        const byId = new Map(rows.map((r) => [r.id, r]));
        return p.ids.flatMap((id) => byId.get(id) ?? []);
      },
    }),
  }),
});

builder.queryFields((t) => ({
  channel: t.prismaField({
    type: "Channel",
    nullable: true,
    description: "A channel by raw or Relay id (no token needed); null when there is none (the screen's 'Channel Not Found').",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _r, args, ctx) => {
      const id = channelIdFrom(String(args.id));
      return id ? ctx.db.channel.findUnique({ ...query, where: { id } }) : null;
    },
  }),
  channels: t.prismaConnection({
    type: "Channel",
    cursor: "id",
    description: "Every channel by name (no token needed, like GET /api_v1/channels).",
    resolve: (query, _r, _a, ctx) => ctx.db.channel.findMany({ ...query, orderBy: [{ name: "asc" }, { id: "asc" }] }),
  }),
  adminChannels: t.field({
    type: AdminChannelPageType,
    description: "Administrators only: the Library's Channels table, by name (search: a part of the name).",
    args: { search: t.arg.string(), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: ADMIN_PAGE_SIZE }) },
    resolve: async (_r, args, ctx) => {
      adminOf(ctx);
      const page = Math.max(1, args.page ?? 1);
      const r = await ctx.services.channels.search({ search: args.search ?? null, page, limit: Math.min(100, Math.max(1, args.pageSize ?? ADMIN_PAGE_SIZE)) });
      return { page, hasNextPage: r.hasNextPage, ids: r.channels.map((c) => c.id) };
    },
  }),
}));

// ---- mutations (administrators) --------------------------------------------------------------------------

const ChannelPayload = builder.objectRef<{ userId: string; id: string }>("ChannelPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    channel: t.prismaField({ type: "Channel", resolve: (query, p, _a, ctx) => ctx.db.channel.findUniqueOrThrow({ ...query, where: { id: p.id } }) }),
  }),
});

const CreateInput = builder.inputType("CreateChannelInput", {
  fields: (t) => ({
    name: t.string({ required: true, description: "At most 128 characters; required ('Name required')." }),
    description: t.string({ description: "At most 1028 characters." }),
    promptInstructions: t.string({ description: "properties.channelPromptInstructions: at most 512 characters." }),
    enabled: t.boolean(),
  }),
});
const UpdateInput = builder.inputType("UpdateChannelInput", {
  description: "What is given changes.",
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    description: t.string(),
    promptInstructions: t.string(),
    enabled: t.boolean(),
  }),
});
const IdInput = builder.inputType("ChannelIdInput", { fields: (t) => ({ id: t.id({ required: true }) }) });

type ChannelArgs = { name?: string | null; description?: string | null; promptInstructions?: string | null; enabled?: boolean | null };

/** The REST body of a GraphQL input. */
const restBody = (input: ChannelArgs) => ({
  ...(input.name != null ? { name: input.name } : {}),
  ...(input.description != null ? { description: input.description } : {}),
  ...(input.enabled != null ? { enabled: input.enabled } : {}),
  ...(input.promptInstructions != null ? { properties: { channelPromptInstructions: input.promptInstructions } } : {}),
});
const channelRawId = (id: string | number) => channelIdFrom(String(id)) ?? rawId(String(id), "Channel");

builder.mutationFields((t) => ({
  createChannel: t.field({
    type: ChannelPayload,
    errors: withErrors,
    description: "Administrators only: a new channel with its Schedule.",
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = adminOf(ctx);
      const c = await ctx.services.channels.create({ ...restBody(input), name: input.name });
      return { userId: user.id, id: c.id };
    },
  }),
  updateChannel: t.field({
    type: ChannelPayload,
    errors: withErrors,
    description: "Administrators only.",
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = adminOf(ctx);
      const c = await ctx.services.channels.patch(channelRawId(input.id), restBody(input));
      return { userId: user.id, id: c.id };
    },
  }),
  runChannel: t.field({
    type: ChannelPayload,
    errors: withErrors,
    description: "Administrators only: runs the channel's Schedule now (a run under way is not doubled).",
    args: { input: t.arg({ type: IdInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = adminOf(ctx);
      const c = await ctx.services.channels.runNow(channelRawId(input.id));
      return { userId: user.id, id: c.id };
    },
  }),
}));
