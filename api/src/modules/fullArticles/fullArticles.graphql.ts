import type { RequestContext } from "../../context.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { withErrors } from "../../schema/errors.graphql.js";
import { rawId } from "../../schema/globalIds.js";
import { presentItemHtml } from "../content/content.present.js";
import { pictureProxyFor } from "../images/pictureProxy.js";
import { statusOf, viewOf, type ArticleView, type FullArticleStatus } from "./fullArticles.service.js";

const FullArticleStatusEnum = builder.enumType("FullArticleStatus", {
  description:
    "Where an item's full article stands: NONE (never asked for), QUEUED (waiting for the worker), STORED, NOARCHIVE (the " +
    "site asks not to keep copies: loaded on demand, never stored) or FAILED (fullArticleError says why).",
  values: { NONE: { value: "none" }, QUEUED: { value: "queued" }, STORED: { value: "stored" }, NOARCHIVE: { value: "noarchive" }, FAILED: { value: "failed" } } as const,
});

const FullArticleType = builder.objectRef<ArticleView>("FullArticle").implement({
  description: "The web page behind an item's link, read as an article (Readability) and sanitised like feed HTML.",
  fields: (t) => ({
    html: t.string({
      description: "Sanitised HTML (structure only, like jesterContentEncoded); http:// pictures come from our origin, and for Pro readers every picture through the anonymous proxy.",
      resolve: async (a, _args, ctx) =>
        presentItemHtml(ctx.config, { id: a.contentItemId, link: a.url, htmlVersion: a.htmlVersion }, a.html, await pictureProxyFor(ctx)) ?? "",
    }),
    title: t.exposeString("title", { nullable: true }),
    byline: t.exposeString("byline", { nullable: true }),
    siteName: t.exposeString("siteName", { nullable: true }),
    url: t.exposeString("url", { description: "Where the page was read, after redirects." }),
    textLength: t.exposeInt("textLength", { description: "Characters of article text." }),
    fetchedAt: t.expose("fetchedAt", { type: "DateTime" }),
  }),
});

/** Articles are for signed-in readers (a guest counts): Rivulet reads pages for its readers, it does not republish them. */
const signedIn = (ctx: RequestContext) => Boolean(ctx.session);

builder.prismaObjectFields("ContentItem", (t) => ({
  fullArticle: t.field({
    type: FullArticleType,
    nullable: true,
    description: "The stored full article, for a signed-in reader; null when none is stored (see fullArticleStatus).",
    select: { fullArticle: true },
    resolve: (item, _a, ctx) => (signedIn(ctx) && item.fullArticle ? viewOf(item.fullArticle) : null),
  }),
  fullArticleStatus: t.field({
    type: FullArticleStatusEnum,
    description: "NONE without a session.",
    select: { fullArticle: { select: { status: true } } },
    resolve: (item, _a, ctx): FullArticleStatus => (signedIn(ctx) ? statusOf(item.fullArticle as never) : "none"),
  }),
  fullArticleError: t.string({
    nullable: true,
    description: "Why the last try found no article (a plain sentence), when fullArticleStatus is FAILED.",
    select: { fullArticle: { select: { status: true, errorMessage: true } } },
    resolve: (item, _a, ctx) => (signedIn(ctx) && item.fullArticle?.status === "failed" ? item.fullArticle.errorMessage : null),
  }),
}));

const LoadFullArticleInput = builder.inputType("LoadFullArticleInput", {
  fields: (t) => ({
    id: t.id({ required: true, description: "The content item." }),
    refresh: t.boolean({ description: "Fetch the page again even when an article is stored." }),
  }),
});

interface LoadPayload {
  contentItemId: string;
  article: ArticleView;
  stored: boolean;
  cached: boolean;
}

const LoadFullArticlePayload = builder.objectRef<LoadPayload>("LoadFullArticlePayload").implement({
  fields: (t) => ({
    contentItem: t.prismaField({
      type: "ContentItem",
      description: "The item, its fullArticle and fullArticleStatus as now stored.",
      resolve: (query, p, _a, ctx) => ctx.db.contentItem.findUniqueOrThrow({ ...query, where: { id: p.contentItemId } }),
    }),
    article: t.field({ type: FullArticleType, description: "The article, stored or not.", resolve: (p) => p.article }),
    stored: t.exposeBoolean("stored", { description: "False when the site asks not to keep copies (noarchive): show it now, it is not kept." }),
    cached: t.exposeBoolean("cached", { description: "Answered from the stored copy without fetching the page." }),
  }),
});

builder.mutationField("loadFullArticle", (t) =>
  t.field({
    type: LoadFullArticlePayload,
    errors: withErrors,
    description:
      "Load full article: the stored article, or the item's page fetched and read now (stored unless the site says noarchive). " +
      "Needs a session and an item the reader can read. UserErrors: FULL_ARTICLE_NO_LINK, FULL_ARTICLE_FETCH_FAILED and " +
      "FULL_ARTICLE_NOT_FOUND (the message says why), RATE_LIMITED (retryAfterSeconds).",
    args: { input: t.arg({ type: LoadFullArticleInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const contentItemId = rawId(String(input.id), "ContentItem");
      const loaded = await ctx.services.fullArticles.load(user, contentItemId, { refresh: input.refresh === true });
      return { contentItemId, ...loaded };
    },
  }),
);
