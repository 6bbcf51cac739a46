import { DomainError } from "../../errors.js";
import type { RequestContext } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";
import { presentWebFeed } from "./webFeeds.present.js";
import { parseSiteQuery } from "./webFeeds.validation.js";

/** Spec part 3 section 8: every website feed call needs a token, and says which one it needed it for. */
function owner(ctx: RequestContext, what: string) {
  if (ctx.session) return ctx.session.user;
  throw new DomainError(ctx.token ? "INVALID_TOKEN" : "NO_TOKEN", ctx.token ? {} : { message: `Token is required to ${what}` });
}

/** GET /webfeeds: `{ webfeeds }` keyed by id. */
export const handleListWebFeeds: RestHandler = async ({ ctx }) => {
  const user = owner(ctx, "list website feeds");
  const list = await ctx.services.webFeeds.list(user.id);
  return { webfeeds: Object.fromEntries(list.map((w) => [w.id, presentWebFeed(w)])) };
};

/** POST /webfeeds { url, name, pageSettings, cssSelectors: { contentSelectors }, jsEnabled, enabled }. */
export const handleCreateWebFeed: RestHandler = async ({ ctx, body }) => {
  const user = owner(ctx, "create a website feed");
  const w = await ctx.services.webFeeds.create(user, body);
  return { id: w.id, webfeeds: { [w.id]: presentWebFeed(w) } };
};

/** PATCH /webfeeds/{websiteFeedId}: any of the create fields. */
export const handlePatchWebFeed: RestHandler = async ({ ctx, params, body }) => {
  const user = owner(ctx, "update a website feed");
  const w = await ctx.services.webFeeds.patch(user, params.id!, body);
  return { id: w.id, webfeeds: { [w.id]: presentWebFeed(w) } };
};

/** DELETE /webfeeds/{websiteFeedId}: the website feed, its feed and the subscriptions to it. */
export const handleDeleteWebFeed: RestHandler = async ({ ctx, params }) => {
  const user = owner(ctx, "delete a website feed");
  const w = await ctx.services.webFeeds.remove(user, params.id!);
  return { deletedWebsiteFeedId: w.id, deletedFeedId: w.feedId };
};

/** GET /webfeeds/siteparser?websiteFeedId=&url=&enableJavascript=&strictness=: `{ results: [{ title, items, selectors }] }`. */
export const handleSiteParser: RestHandler = async ({ ctx, query }) => {
  const user = owner(ctx, "analyze a website");
  return ctx.services.webFeeds.siteParser(user, parseSiteQuery(query));
};

/**
 * GET /webfeeds/sitecontent?url=&enableJavascript=: the page's HTML for the manual picker, made inert (no script,
 * no handler, no frame) and its stylesheets inlined, with a CSP that sandboxes it and allows no script even if it
 * is opened directly. (The picker shows it through srcdoc, under the app's own CSP: see ManualPicker.tsx.)
 */
export const handleSiteContent: RestHandler = async ({ ctx, query }) => {
  owner(ctx, "load website content");
  const page = await ctx.services.webFeeds.siteContent(parseSiteQuery(query));
  return new Response(page.html, {
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "sandbox; default-src 'none'; script-src 'none'; object-src 'none'; frame-src 'none'; img-src * data:; style-src * 'unsafe-inline'; font-src *",
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
      "content-location": page.url,
    },
  });
};
