import { z } from "zod";
import { parseInput } from "../../lib/parseInput.js";
import { DEFAULT_TOPIC_PAGE, MAX_TOPIC_PAGE } from "./topics.service.js";

const listSchema = z.object({
  search: z.string({ error: "search must be text" }).max(200, "The search is too long (at most 200 characters).").optional(),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1, "limit must be at least 1").max(MAX_TOPIC_PAGE, `limit must be at most ${MAX_TOPIC_PAGE}`).optional(),
  pageKey: z.string().max(500).optional(),
});

/** GET /content/topics and /admin/content/topics query: search, limit (default 25), pageKey. */
export function parseTopicListQuery(query: URLSearchParams): { search: string | null; limit: number; pageKey: string | null } {
  const q = parseInput(listSchema, Object.fromEntries([...query.entries()].filter(([, v]) => v !== "")));
  return { search: q.search ?? null, limit: q.limit ?? DEFAULT_TOPIC_PAGE, pageKey: q.pageKey ?? null };
}

const aliasSchema = z.object({
  aliasedFromContentItemIds: z
    .array(z.string({ error: "Every entry must be a topic id" }).max(100), { error: "aliasedFromContentItemIds must be a list of topic ids" })
    .max(500, "At most 500 topics can be aliased to one topic"),
});

/** PATCH /admin/content/topics/{id} body: the topics to alias to this one (spec: aliasedFromContentItemIds). */
export function parseAliasBody(body: unknown): { aliasedFromContentItemIds: string[] } {
  return parseInput(aliasSchema, body);
}
