import type { RestHandler } from "../../rest/types.js";
import { optionalViewerId } from "../content/content.rest.js";
import { parseDiscoverQuery, parseStoryListQuery } from "./stories.validation.js";

/**
 * GET /stories?topic=&sortBy=&limit=&pageKey= (no token needed): visible stories (3 items from 2 sites) in the
 * sort (default top-day), 20 a page, each with its lead items. `{ stories, contentItems, feeds, meta }`.
 */
export const handleListStories: RestHandler = async ({ ctx, query }) => {
  return ctx.services.stories.list(optionalViewerId(ctx), parseStoryListQuery(query));
};

/** GET /stories/{id}: the story, all its items, their feeds and its publishers. 404 'Story Not Found'. */
export const handleGetStory: RestHandler = async ({ ctx, params }) => {
  return ctx.services.stories.get(optionalViewerId(ctx), params.id!);
};

/**
 * GET /discover?sortBy= (no token needed): the Discover page's data: the top stories (the hero's 10), popular
 * items, 12 topic chips and trending feeds, in the viewer's discoverContentFeed sort unless sortBy is given.
 */
export const handleDiscover: RestHandler = async ({ ctx, query }) => {
  return ctx.services.stories.discover(optionalViewerId(ctx), parseDiscoverQuery(query));
};
