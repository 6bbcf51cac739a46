import { encodeGlobalID } from "@pothos/plugin-relay";
import { GraphQLError } from "graphql";
import type { RequestContext } from "../../context.js";
import { forgetViewerCounts } from "../../core/viewerCounts.js";
import { DomainError, ERROR_TABLE, validationError } from "../../errors.js";
import type { ResolvedSession } from "../auth/session.service.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { WithViewer } from "../../schema/withViewer.js";
import { withErrors } from "../../schema/errors.graphql.js";
import { optionalRawId, rawId } from "../../schema/globalIds.js";
import type { FeedTagWithCount } from "./feedTags.service.js";

/** Auth and not-found are coded GraphQL errors, never result-union members (ARCHITECTURE principle 5). */
function codedError(key: "FORBIDDEN" | "NOT_FOUND", message?: string): GraphQLError {
  return new GraphQLError(message ?? ERROR_TABLE[key].message, { extensions: { code: key, display_message_key: key } });
}

/** Runs a resolver body, turning the services' NOT_FOUND into the coded error (inside a result-union field). */
async function notFoundIsCoded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof DomainError && e.key === "NOT_FOUND") throw codedError("NOT_FOUND", e.message);
    throw e;
  }
}

/** Bundles are curated by admins only (spec part 1 issue: "Admins manage bundles"). */
function requireAdmin(ctx: RequestContext): ResolvedSession {
  const session = sessionOf(ctx);
  if (!session.user.isAdmin) throw codedError("FORBIDDEN");
  return session;
}

/** A curated bundle of feeds (spec: feed tag). Public, like feed pages. Its feeds: feeds.graphql.ts. */
export const FeedTagType = builder.prismaNode("FeedTag", {
  id: { field: "id" },
  fields: (t) => ({
    feedTagId: t.exposeString("id", { description: "The raw id used by the REST API (/feeds/tags/{id})." }),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    position: t.exposeInt("position", { description: "Lower first on discovery pages." }),
    feedCount: t.loadable({ type: "Int", load: (tagIds: string[], ctx) => ctx.services.feedTags.feedCounts(tagIds), resolve: (tag) => tag.id }),
  }),
});

builder.prismaObjectField("Feed", "feedTags", (t) =>
  t.loadableList({
    type: FeedTagType,
    description: "The curated bundles the feed belongs to.",
    load: (feedIds: string[], ctx) => ctx.services.feedTags.ofFeeds(feedIds),
    resolve: (feed) => feed.id,
  }),
);

builder.queryField("feedTags", (t) =>
  t.field({
    type: [FeedTagType],
    description: "Curated bundles by position then name; search matches name or description.",
    args: { search: t.arg.string() },
    resolve: (_r, { search }, ctx) => ctx.services.feedTags.list(search),
  }),
);

const SubscribeToFeedTagPayload = builder.objectRef<{ userId: string; message: string }>("SubscribeToFeedTagPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    message: t.exposeString("message", { description: 'Spec: "Subscribed to all feeds in {bundle} bundle."' }),
  }),
});

const FeedTagPayload = builder.objectRef<{ feedTag: FeedTagWithCount }>("FeedTagPayload").implement({
  fields: (t) => ({ feedTag: t.field({ type: FeedTagType, resolve: (p) => p.feedTag }) }),
});

const DeleteFeedTagPayload = builder.objectRef<{ feedTagId: string }>("DeleteFeedTagPayload").implement({
  fields: (t) => ({ deletedFeedTagId: t.id({ resolve: (p) => encodeGlobalID("FeedTag", p.feedTagId) }) }),
});

const SubscribeToFeedTagInput = builder.inputType("SubscribeToFeedTagInput", {
  description: "folderId absent or null: the top level (the spec's 'Top' choice).",
  fields: (t) => ({ feedTagId: t.id({ required: true }), folderId: t.id() }),
});
const CreateFeedTagInput = builder.inputType("CreateFeedTagInput", {
  fields: (t) => ({ name: t.string({ required: true }), description: t.string(), imageUrl: t.string(), position: t.int() }),
});
const UpdateFeedTagInput = builder.inputType("UpdateFeedTagInput", {
  description: "Only the fields sent change; null clears description or imageUrl.",
  fields: (t) => ({ id: t.id({ required: true }), name: t.string(), description: t.string(), imageUrl: t.string(), position: t.int() }),
});
const DeleteFeedTagInput = builder.inputType("DeleteFeedTagInput", {
  fields: (t) => ({ id: t.id({ required: true }) }),
});
const SetFeedTagFeedsInput = builder.inputType("SetFeedTagFeedsInput", {
  description: "The bundle's feeds become exactly these, in this order.",
  fields: (t) => ({ feedTagId: t.id({ required: true }), feedIds: t.idList({ required: true }) }),
});

/** Feed ids of a list input: an id that is not a Feed's is a form error on feedIds, not a crash. */
function feedIdsOf(ids: ReadonlyArray<string | number>): string[] {
  return ids.map((id) => {
    try {
      return rawId(String(id), "Feed");
    } catch {
      throw validationError({ feedIds: "Every feed must exist" });
    }
  });
}

builder.mutationFields((t) => ({
  subscribeToFeedTag: t.field({
    type: SubscribeToFeedTagPayload,
    errors: withErrors,
    description: "Follows every feed of the bundle (already followed ones stay where they are).",
    args: { input: t.arg({ type: SubscribeToFeedTagInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      notFoundIsCoded(async () => {
        const { user } = sessionOf(ctx);
        const id = rawId(String(input.feedTagId), "FeedTag");
        const folderId = optionalRawId(input.folderId == null ? null : String(input.folderId), "Folder");
        const { message } = await ctx.services.feedTags.subscribeAll(user, id, folderId);
        forgetViewerCounts(ctx);
        return { userId: user.id, message };
      }),
  }),
  createFeedTag: t.field({
    type: FeedTagPayload,
    errors: withErrors,
    description: "Admin only.",
    args: { input: t.arg({ type: CreateFeedTagInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      requireAdmin(ctx);
      return { feedTag: await ctx.services.feedTags.create(input) };
    },
  }),
  updateFeedTag: t.field({
    type: FeedTagPayload,
    errors: withErrors,
    description: "Admin only.",
    args: { input: t.arg({ type: UpdateFeedTagInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      notFoundIsCoded(async () => {
        requireAdmin(ctx);
        const { id, ...changes } = input;
        return { feedTag: await ctx.services.feedTags.update(rawId(String(id), "FeedTag"), changes) };
      }),
  }),
  deleteFeedTag: t.field({
    type: DeleteFeedTagPayload,
    errors: withErrors,
    description: "Admin only. Users' subscriptions to its feeds stay.",
    args: { input: t.arg({ type: DeleteFeedTagInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      notFoundIsCoded(async () => {
        requireAdmin(ctx);
        const feedTagId = rawId(String(input.id), "FeedTag");
        await ctx.services.feedTags.remove(feedTagId);
        return { feedTagId };
      }),
  }),
  setFeedTagFeeds: t.field({
    type: FeedTagPayload,
    errors: withErrors,
    description: "Admin only.",
    args: { input: t.arg({ type: SetFeedTagFeedsInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      notFoundIsCoded(async () => {
        requireAdmin(ctx);
        const id = rawId(String(input.feedTagId), "FeedTag");
        return { feedTag: await ctx.services.feedTags.setFeeds(id, feedIdsOf(input.feedIds)) };
      }),
  }),
}));
