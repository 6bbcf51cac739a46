import { requireSession, type RequestContext } from "../../context.js";
import { DomainError } from "../../errors.js";
import type { RestHandler } from "../../rest/types.js";
import type { TopicView } from "./topics.service.js";
import { parseAliasBody, parseTopicListQuery } from "./topics.validation.js";

/** Admin calls (spec part 2 section 7): a token, and an admin's. */
function requireAdmin(ctx: RequestContext): void {
  if (!requireSession(ctx).user.isAdmin) throw new DomainError("FORBIDDEN");
}

const byId = (topics: TopicView[]) => Object.fromEntries(topics.map((t) => [t.id, t]));

/**
 * GET /content/topics?search=&limit=&pageKey=: the topic index by score (no token needed), aliases left out.
 * `{ contentItemTopics (in order), meta: { limit, pageKey, nextPageKey } }`.
 */
export const handleListTopics: RestHandler = async ({ ctx, query }) => {
  const input = parseTopicListQuery(query);
  const { topics, nextPageKey } = await ctx.services.topics.search(input);
  return { contentItemTopics: topics, meta: { limit: input.limit, pageKey: input.pageKey, nextPageKey } };
};

/**
 * GET /content/topics/{id}: the topic with its stats (posts in the last day, week and month) and the topics
 * around it (aliases, or the one it is aliased to) as a map. 404 'Topic ID not found'.
 */
export const handleGetTopic: RestHandler = async ({ ctx, params }) => {
  const [topic, ...related] = await ctx.services.topics.withRelated(params.id!);
  return { contentItemTopic: topic, contentItemTopics: byId([topic!, ...related]) };
};

/** GET /admin/content/topics?search=&limit=&pageKey=: every topic by score, aliases included. Admins only. */
export const handleAdminListTopics: RestHandler = async ({ ctx, query }) => {
  requireAdmin(ctx);
  const input = parseTopicListQuery(query);
  const { topics, nextPageKey } = await ctx.services.topics.search({ ...input, withAliases: true });
  return { contentItemTopics: topics, meta: { limit: input.limit, pageKey: input.pageKey, nextPageKey } };
};

/** GET /admin/content/topics/{id}: `{ contentItemTopic, contentItemTopics }` (the topic, its aliases, its target). Admins only. */
export const handleAdminGetTopic: RestHandler = async ({ ctx, params }) => {
  requireAdmin(ctx);
  const [topic, ...related] = await ctx.services.topics.withRelated(params.id!);
  return { contentItemTopic: topic, contentItemTopics: byId([topic!, ...related]) };
};

/**
 * PATCH /admin/content/topics/{id} { aliasedFromContentItemIds }: the topics aliased to this one become exactly
 * these; answers like GET. Admins only; 400 for a chain (an alias with aliases, or aliases to an alias).
 */
export const handleAdminPatchTopic: RestHandler = async ({ ctx, params, body }) => {
  requireAdmin(ctx);
  const { aliasedFromContentItemIds } = parseAliasBody(body);
  const [topic, ...related] = await ctx.services.topics.setAliases(params.id!, aliasedFromContentItemIds);
  return { contentItemTopic: topic, contentItemTopics: byId([topic!, ...related]) };
};
