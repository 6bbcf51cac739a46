import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { withErrors } from "../../schema/errors.graphql.js";
import { rawId } from "../../schema/globalIds.js";
import type { ThreadSnapshot } from "./commentThreads.service.js";
import type { CommentThreadEvent } from "./commentsLive.js";
import type { Comment } from "./redditThread.js";

const CommentSortEnum = builder.enumType("CommentSort", {
  description: "Top: the best-voted 1,000 as a tree. Live: the newest 250, oldest first (spec part 2 section 4).",
  values: { TOP: { value: "top" }, LIVE: { value: "live" } } as const,
});

const CommentType = builder.objectRef<Comment>("Comment").implement({
  description:
    "A comment of a Reddit thread (spec part 2 section 3), read live from Reddit and not stored. `id` is Reddit's own " +
    "(unique across Reddit), so a client's store keeps one record per comment whichever thread view loaded it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    author: t.exposeString("author", { nullable: true, description: "Null when the account was deleted." }),
    body: t.exposeString("body", { nullable: true, description: "Sanitised HTML; null for a deleted or removed comment (kept while it has replies)." }),
    parentId: t.exposeID("parentId", { nullable: true, description: "The comment this one answers; null at the top level." }),
    created: t.expose("created", { type: "DateTime" }),
    score: t.exposeInt("score", { nullable: true, description: "Null while Reddit hides it." }),
    depth: t.exposeInt("depth", { description: "0 at the top level." }),
    descendantCount: t.exposeInt("descendantCount", { description: "Every reply below, including those Reddit did not send." }),
    hiddenReplyCount: t.exposeInt("hiddenReplyCount", { description: "Direct replies Reddit did not send (read them on Reddit: `link`)." }),
    deleted: t.exposeBoolean("deleted"),
    link: t.exposeString("link", { description: "The comment on Reddit." }),
  }),
});

const CommentThreadType = builder.objectRef<ThreadSnapshot>("CommentThread").implement({
  description: "An item's Reddit thread in one sort, as Reddit answered at `fetchedAt` (cached for a few seconds).",
  fields: (t) => ({
    threadId: t.exposeID("threadId"),
    sort: t.field({ type: CommentSortEnum, resolve: (thread) => thread.sort }),
    title: t.exposeString("title", { nullable: true }),
    link: t.exposeString("link", { description: "The thread on Reddit." }),
    numComments: t.exposeInt("numComments", { nullable: true, description: "Reddit's count for the whole thread." }),
    hiddenCommentCount: t.exposeInt("hiddenCommentCount", { description: "Top-level comments Reddit did not send." }),
    fetchedAt: t.expose("fetchedAt", { type: "DateTime" }),
    comments: t.field({
      type: [CommentType],
      description: "Top: depth-first, each level by descendant count. Live: oldest first.",
      resolve: (thread) => thread.comments,
    }),
  }),
});

builder.prismaObjectFields("ContentItem", (t) => ({
  commentThreadLink: t.string({
    nullable: true,
    description: "The item's Reddit thread (its comments link, else its own), when it has one the comments viewer can open.",
    select: { commentsUrl: true, link: true },
    resolve: (item, _a, ctx) => ctx.services.commentThreads.threadLinkOf(item),
  }),
  commentThread: t.field({
    type: CommentThreadType,
    description:
      "The item's Reddit thread, read server-side (spec part 2 section 7). Needs a session. A UserError when the item has " +
      "no Reddit thread (INVALID_COMMENT_THREAD_LINK) or Reddit does not answer with one ('Failed to fetch comments: {status}').",
    args: { sort: t.arg({ type: CommentSortEnum, defaultValue: "top" }) },
    errors: withErrors,
    select: { commentsUrl: true, link: true },
    resolve: (item, args, ctx) => {
      sessionOf(ctx);
      const threads = ctx.services.commentThreads;
      return threads.load(threads.threadIdFor(item), args.sort ?? "top");
    },
  }),
}));

const CommentThreadUpdateType = builder.objectRef<CommentThreadEvent>("CommentThreadUpdate").implement({
  description: "What a live thread's poll found: new and changed comments, comments gone, or why polling fails.",
  fields: (t) => ({
    threadId: t.exposeID("threadId"),
    comments: t.field({
      type: [CommentType],
      description: "New comments and those whose text changed; in the first event (`restated`), the whole live window.",
      resolve: (e) => e.comments,
    }),
    vanishedCommentIds: t.exposeIDList("vanishedCommentIds", { description: "Comments gone since the last event (not those that only aged out of the window)." }),
    restated: t.exposeBoolean("restated"),
    fetchedAt: t.expose("fetchedAt", { type: "DateTime" }),
    failure: t.exposeString("failure", { nullable: true, description: "'Failed to fetch comments: {status}' while polls fail; null once they work again." }),
  }),
});

builder.subscriptionField("commentThreadUpdates", (t) =>
  t.field({
    type: CommentThreadUpdateType,
    description:
      "New comments of an item's Reddit thread about every 10 s (spec part 2 section 9), for as long as the client listens. " +
      "One poll per thread serves every viewer in this process; the first event restates the live window.",
    args: { id: t.arg.id({ required: true, description: "The content item (its Relay id)." }) },
    subscribe: async (_root, args, ctx) => {
      sessionOf(ctx);
      const { threadId } = await ctx.services.commentThreads.threadOf(rawId(String(args.id), "ContentItem"));
      return ctx.services.commentsLive.stream(threadId);
    },
    resolve: (event: CommentThreadEvent) => event,
  }),
);
