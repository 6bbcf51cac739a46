import { encodeGlobalID } from "@pothos/plugin-relay";
import type { ExtractedItem } from "../../reader/webpage/extractItems.js";
import { DEFAULT_STRICTNESS } from "../../reader/webpage/findCandidates.js";
import { NIL_UUID } from "../../lib/ids.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { withErrors } from "../../schema/errors.graphql.js";
import { optionalRawId, rawId } from "../../schema/globalIds.js";
import { WithViewer } from "../../schema/withViewer.js";
import { presentWebFeed } from "./webFeeds.present.js";
import type { SiteParserResult } from "./webFeeds.service.js";
import { parseSiteQuery } from "./webFeeds.validation.js";

/** A website feed (spec part 3 section 3), its owner's only: anyone else's id resolves to null, like a missing one. */
export const WebsiteFeedType = builder.prismaNode("WebsiteFeed", {
  id: { field: "id" },
  findUnique: (id, ctx) => ({ id, userId: ctx.session?.user.id ?? NIL_UUID }),
  fields: (t) => ({
    websiteFeedId: t.exposeString("id", { description: "The raw id used by REST (/api_v1/webfeeds/{id})." }),
    name: t.exposeString("name"),
    url: t.exposeString("url", { description: "The page the items are read from." }),
    enabled: t.exposeBoolean("enabled"),
    jsEnabled: t.exposeBoolean("jsEnabled", { description: "The page is rendered in headless Chromium before it is read." }),
    pageSettings: t.field({ type: "JSON", resolve: (w) => presentWebFeed(w).pageSettings }),
    strictness: t.int({
      description: "How alike the candidate rows must be, 1 to 50 (pageSettings.strictness, default 20).",
      resolve: (w) => {
        const s = presentWebFeed(w).pageSettings.strictness;
        return typeof s === "number" ? s : DEFAULT_STRICTNESS;
      },
    }),
    contentSelectors: t.stringList({ description: "cssSelectors.contentSelectors: the CSS selectors of the item elements.", resolve: (w) => presentWebFeed(w).cssSelectors.contentSelectors }),
    needsAttention: t.exposeBoolean("needsAttention", { description: "Three refreshes in a row extracted nothing: the site's layout probably changed." }),
    feed: t.relation("feed", { description: "The private Feed (type webfeed) the items go to: subscribe to it to read them." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectFields("User", (t) => ({
  websiteFeeds: t.relatedConnection("websiteFeeds", { cursor: "id", query: () => ({ orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }] }) }),
}));

// ---- the site parser -------------------------------------------------------------------------------------

const WebsiteItemType = builder.objectRef<ExtractedItem>("WebsiteFeedItem").implement({
  description: "An item as a candidate selector extracts it from the page (sanitised like feed HTML).",
  fields: (t) => ({
    title: t.exposeString("title"),
    description: t.exposeString("description", { nullable: true }),
    link: t.exposeString("link", { nullable: true }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    creator: t.exposeString("creator", { nullable: true }),
    publishedAt: t.exposeString("publishedAt", { nullable: true, description: "ISO 8601 UTC." }),
    selector: t.exposeString("selector", { description: "A selector naming exactly this element (the manual picker highlights it)." }),
  }),
});

const WebsiteCandidateType = builder.objectRef<SiteParserResult>("WebsiteFeedCandidate").implement({
  description: "One list the site parser found on the page, best first, with the items it extracts.",
  fields: (t) => ({
    title: t.exposeString("title"),
    selectors: t.exposeStringList("selectors"),
    items: t.field({ type: [WebsiteItemType], resolve: (c) => c.items }),
  }),
});

builder.queryField("websiteFeedCandidates", (t) =>
  t.field({
    type: [WebsiteCandidateType],
    description:
      "GET /api_v1/webfeeds/siteparser over GraphQL: the page's candidate lists, best first (a website feed's saved selection first when websiteFeedId names one " +
      "of the viewer's). Fails with WEBSITE_ANALYSIS_FAILED when the page cannot be read.",
    args: {
      url: t.arg.string({ required: true }),
      enableJavascript: t.arg.boolean(),
      strictness: t.arg.int({ description: "1 to 50; default the website feed's or 20." }),
      websiteFeedId: t.arg.id(),
    },
    resolve: async (_r, args, ctx) => {
      const { user } = sessionOf(ctx);
      const q = new URLSearchParams({ url: args.url, enableJavascript: String(args.enableJavascript ?? false) });
      if (args.strictness != null) q.set("strictness", String(args.strictness));
      const id = optionalRawId(args.websiteFeedId != null ? String(args.websiteFeedId) : null, "WebsiteFeed");
      if (id) q.set("websiteFeedId", id);
      return (await ctx.services.webFeeds.siteParser(user, parseSiteQuery(q))).results;
    },
  }),
);

// ---- mutations -------------------------------------------------------------------------------------------

const WebsiteFeedPayload = builder.objectRef<{ userId: string; id: string }>("WebsiteFeedPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    websiteFeed: t.prismaField({ type: "WebsiteFeed", resolve: (query, p, _a, ctx) => ctx.db.websiteFeed.findUniqueOrThrow({ ...query, where: { id: p.id } }) }),
  }),
});
const DeleteWebsiteFeedPayload = builder.objectRef<{ userId: string; id: string; feedId: string }>("DeleteWebsiteFeedPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    deletedWebsiteFeedId: t.id({ resolve: (p) => encodeGlobalID("WebsiteFeed", p.id) }),
    deletedFeedId: t.id({ description: "The private Feed, deleted with its items and subscriptions.", resolve: (p) => encodeGlobalID("Feed", p.feedId) }),
  }),
});

const CreateInput = builder.inputType("CreateWebsiteFeedInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    url: t.string({ required: true }),
    enabled: t.boolean(),
    jsEnabled: t.boolean(),
    strictness: t.int({ description: "pageSettings.strictness, 1 to 50." }),
    contentSelectors: t.stringList({ required: true, description: "cssSelectors.contentSelectors: at least one." }),
  }),
});
const UpdateInput = builder.inputType("UpdateWebsiteFeedInput", {
  description: "What is given changes; new selectors, URL or JavaScript setting are read at once.",
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    url: t.string(),
    enabled: t.boolean(),
    jsEnabled: t.boolean(),
    strictness: t.int(),
    contentSelectors: t.stringList(),
  }),
});
const IdInput = builder.inputType("DeleteWebsiteFeedInput", { fields: (t) => ({ id: t.id({ required: true }) }) });

type FeedArgs = { name?: string | null; url?: string | null; enabled?: boolean | null; jsEnabled?: boolean | null; strictness?: number | null; contentSelectors?: string[] | null };

/** The REST body of a GraphQL input (the service validates it exactly as it validates REST). */
function restBody(input: FeedArgs) {
  return {
    ...(input.name != null ? { name: input.name } : {}),
    ...(input.url != null ? { url: input.url } : {}),
    ...(input.enabled != null ? { enabled: input.enabled } : {}),
    ...(input.jsEnabled != null ? { jsEnabled: input.jsEnabled } : {}),
    ...(input.strictness != null ? { pageSettings: { strictness: input.strictness } } : {}),
    ...(input.contentSelectors != null ? { cssSelectors: { contentSelectors: input.contentSelectors } } : {}),
  };
}

builder.mutationFields((t) => ({
  createWebsiteFeed: t.field({
    type: WebsiteFeedPayload,
    errors: withErrors,
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const w = await ctx.services.webFeeds.create(user, restBody(input));
      return { userId: user.id, id: w.id };
    },
  }),
  updateWebsiteFeed: t.field({
    type: WebsiteFeedPayload,
    errors: withErrors,
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const w = await ctx.services.webFeeds.patch(user, rawId(String(input.id), "WebsiteFeed"), restBody(input));
      return { userId: user.id, id: w.id };
    },
  }),
  deleteWebsiteFeed: t.field({
    type: DeleteWebsiteFeedPayload,
    errors: withErrors,
    args: { input: t.arg({ type: IdInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const w = await ctx.services.webFeeds.remove(user, rawId(String(input.id), "WebsiteFeed"));
      return { userId: user.id, id: w.id, feedId: w.feedId };
    },
  }),
}));
