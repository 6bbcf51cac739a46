import { z } from "zod";
import { requireSession } from "../../context.js";
import { parseInput } from "../../lib/parseInput.js";
import type { RestHandler } from "../../rest/types.js";
import { presentItemHtml } from "../content/content.present.js";
import { pictureProxyFor } from "../images/pictureProxy.js";
import type { ProPictures } from "../images/pictureProxy.js";
import type { Config } from "../../config.js";
import type { ArticleView } from "./fullArticles.service.js";

const loadSchema = z.object({ refresh: z.boolean().optional() }).strict();

/** An article as REST answers it (its pictures rewritten like an item body's). */
function presentArticle(config: Config, a: ArticleView, pro: ProPictures | null) {
  return {
    html: presentItemHtml(config, { id: a.contentItemId, link: a.url, htmlVersion: a.htmlVersion }, a.html, pro) ?? "",
    title: a.title,
    byline: a.byline,
    siteName: a.siteName,
    url: a.url,
    textLength: a.textLength,
    fetchedAt: a.fetchedAt.toISOString(),
  };
}

/**
 * GET /content/{id}/full-article: where the item's full article stands for the signed-in reader,
 * `{ contentItemId, status: none|queued|stored|noarchive|failed, fullArticle: {…} | null, error }` (error: why a
 * failed one failed). Fetches nothing.
 */
export const handleGetFullArticle: RestHandler = async ({ ctx, params }) => {
  const { user } = requireSession(ctx);
  const state = await ctx.services.fullArticles.stateOf(user, params.id!);
  const pro = await pictureProxyFor(ctx);
  return { contentItemId: state.contentItemId, status: state.status, fullArticle: state.article ? presentArticle(ctx.config, state.article, pro) : null, error: state.error };
};

/**
 * POST /content/{id}/full-article `{ refresh? }`: Load full article now. The stored article unless `refresh`, else
 * the page fetched and read. `{ contentItemId, status: stored|noarchive, stored, cached, fullArticle }`; noarchive
 * pages are answered and not kept. 422 FULL_ARTICLE_NO_LINK / FULL_ARTICLE_FETCH_FAILED / FULL_ARTICLE_NOT_FOUND
 * (the message says why), 429 RATE_LIMITED with Retry-After, 404 for an item the reader cannot read.
 */
export const handleLoadFullArticle: RestHandler = async ({ ctx, params, body }) => {
  const { user } = requireSession(ctx);
  const input = parseInput(loadSchema, body ?? {});
  const loaded = await ctx.services.fullArticles.load(user, params.id!, { refresh: input.refresh === true });
  const pro = await pictureProxyFor(ctx);
  return {
    contentItemId: loaded.article.contentItemId,
    status: loaded.stored ? "stored" : "noarchive",
    stored: loaded.stored,
    cached: loaded.cached,
    fullArticle: presentArticle(ctx.config, loaded.article, pro),
  };
};
