import { contextForRequest, type ContextDeps, type RequestContext } from "../../../context.js";
import { DomainError, errorBody, validationError } from "../../../errors.js";
import type { User } from "../../../generated/prisma/client.js";
import { json } from "../../../rest/respond.js";
import type { SyncItem, SyncLibrary } from "../syncReader.service.js";

/**
 * The Fever API (issue 20) at /api/fever, as Miniflux and FreshRSS serve it to Reeder, Unread, Fiery Feeds and
 * ReadKit: `?api` plus the members asked for (groups, feeds, favicons, items, unread_item_ids, saved_item_ids,
 * links) and writes (mark=item|feed|group), authenticated by the form field `api_key` = md5("{email}:{app
 * password}"). Every answer carries api_version 3 and auth; a key that fits no app password is `auth: 0` with
 * HTTP 200, as Fever apps expect. Several members may be asked at once (FreshRSS answers them all).
 *
 * Ids are our syncIds as JSON numbers: items, feeds (feed ids are also favicon ids) and groups (folders).
 * Groups are the enabled folders; feeds the showing subscriptions. "Saved" is the read-later tag.
 */

const ITEMS_PER_PAGE = 50;
const MAX_BODY_BYTES = 100_000;

const unix = (d: Date | null | undefined) => (d ? Math.floor(d.getTime() / 1000) : 0);
const num = (syncId: string) => Number(syncId);

async function readParams(request: Request, url: URL): Promise<URLSearchParams> {
  const params = new URLSearchParams(url.search);
  if (request.method === "POST") {
    const body = await request.text();
    if (body.length > MAX_BODY_BYTES) throw new DomainError("PAYLOAD_TOO_LARGE");
    for (const [k, v] of new URLSearchParams(body)) params.append(k, v);
  }
  return params;
}

function feedsGroups(library: SyncLibrary) {
  const feedSyncId = new Map(library.feeds.map((f) => [f.subscriptionId, f.feedSyncId]));
  return library.folders.map((g) => ({ group_id: num(g.syncId), feed_ids: g.subscriptionIds.map((id) => feedSyncId.get(id)!).join(",") }));
}

function presentItem(item: SyncItem, readLaterTagId: string) {
  return {
    id: num(item.syncId),
    feed_id: num(item.feed.syncId),
    title: item.title ?? "",
    author: item.author ?? "",
    html: item.html,
    url: item.link ?? "",
    is_saved: item.tagIds.includes(readLaterTagId) ? 1 : 0,
    is_read: item.isRead ? 1 : 0,
    created_on_time: unix(item.sortAt),
  };
}

/** `items` with since_id (ascending, newer than it), max_id (descending, older than it; 0 = newest) or with_ids (at most 50). */
async function items(ctx: RequestContext, user: User, params: URLSearchParams) {
  const sync = ctx.services.sync;
  const positive = (v: string | null) => (v && /^\d{1,19}$/.test(v.trim()) ? v.trim() : null);
  let ids: string[];
  if (params.has("with_ids")) {
    const wanted = (params.get("with_ids") ?? "").split(",").map((s) => s.trim()).filter(Boolean).slice(0, ITEMS_PER_PAGE);
    ids = await sync.itemIdsFor(user.id, wanted);
  } else if (params.has("max_id") && !params.has("since_id")) {
    const maxId = positive(params.get("max_id"));
    ids = await sync.itemIdsBySyncOrder(user.id, maxId && maxId !== "0" ? { maxId, limit: ITEMS_PER_PAGE } : { maxId: "9223372036854775807", limit: ITEMS_PER_PAGE });
  } else {
    ids = await sync.itemIdsBySyncOrder(user.id, { sinceId: positive(params.get("since_id")) ?? "0", limit: ITEMS_PER_PAGE });
  }
  const [rows, { readLater }, total] = await Promise.all([sync.items(user.id, ids), sync.readLaterTag(user.id), sync.totalItems(user.id)]);
  return { items: rows.map((r) => presentItem(r, readLater.id)), total_items: total };
}

/** mark=item|feed|group&as=read|unread|saved|unsaved&id=…[&before=…]; answers which ids the change touches, as Fever does. */
async function mark(ctx: RequestContext, user: User, params: URLSearchParams): Promise<Record<string, unknown>> {
  const sync = ctx.services.sync;
  const what = params.get("mark");
  const as = params.get("as");
  const id = (params.get("id") ?? "").trim();
  const before = /^\d{1,12}$/.test(params.get("before") ?? "") ? new Date(Number(params.get("before")) * 1000) : null;
  if (what === "item") {
    const itemIds = await sync.itemIdsFor(user.id, [id]);
    if (as === "read" || as === "unread") {
      await sync.setRead(user, itemIds, as === "read");
      return { unread_item_ids: (await sync.unreadSyncIds(user)).join(",") };
    }
    if (as === "saved" || as === "unsaved") {
      const { readLater } = await sync.readLaterTag(user.id);
      await sync.setTagged(user, itemIds, readLater.id, as === "saved");
      return { saved_item_ids: (await sync.taggedSyncIds(readLater.id)).join(",") };
    }
  } else if ((what === "feed" || what === "group") && as === "read") {
    if (what === "feed") {
      const subscriptionId = await sync.subscriptionForFeedSyncId(user.id, id);
      if (subscriptionId) await sync.markAllRead(user, { subscriptionId }, before);
    } else if (id === "0") {
      await sync.markAllRead(user, {}, before); // the Kindling super group: every feed
    } else {
      const folderId = await sync.folderForSyncId(user.id, id);
      if (folderId) await sync.markAllRead(user, { subscriptionTagId: folderId }, before);
    }
    return { unread_item_ids: (await sync.unreadSyncIds(user)).join(",") };
  }
  throw validationError({ as: "mark=item takes as=read, unread, saved or unsaved, and mark=feed or mark=group as=read" });
}

/** Serves one request to /api/fever. */
export async function handleFever(deps: ContextDeps, request: Request, url: URL, remoteAddress?: string): Promise<Response> {
  const base = { api_version: 3 };
  try {
    if (request.method !== "GET" && request.method !== "POST") throw new DomainError("METHOD_NOT_ALLOWED");
    const ctx = await contextForRequest(deps, request, remoteAddress);
    const params = await readParams(request, url);
    const principal = await ctx.services.appPasswords.byFeverKey(params.get("api_key") ?? "", ctx.meta);
    if (!principal) return json(200, { ...base, auth: 0 });
    const { user } = principal;
    const sync = ctx.services.sync;
    const body: Record<string, unknown> = { ...base, auth: 1, last_refreshed_on_time: unix(await sync.lastRefreshedAt(user.id)) };

    if (params.has("mark")) Object.assign(body, await mark(ctx, user, params));
    const library = params.has("groups") || params.has("feeds") ? await sync.library(user.id) : null;
    if (library && params.has("groups")) body.groups = library.folders.map((g) => ({ id: num(g.syncId), title: g.name }));
    if (library && params.has("feeds")) {
      const icons = new Set((await sync.icons(user.id)).map((i) => i.feedSyncId));
      body.feeds = library.feeds.map((f) => ({
        id: num(f.feedSyncId), favicon_id: icons.has(f.feedSyncId) ? num(f.feedSyncId) : 0, title: f.title, url: f.url, site_url: f.siteUrl ?? "",
        is_spark: 0, last_updated_on_time: unix(f.lastRefreshedAt),
      }));
    }
    if (library) body.feeds_groups = feedsGroups(library);
    if (params.has("favicons")) {
      body.favicons = (await sync.icons(user.id)).map((i) => ({ id: num(i.feedSyncId), data: `${i.contentType};base64,${Buffer.from(i.bytes).toString("base64")}` }));
    }
    if (params.has("items")) Object.assign(body, await items(ctx, user, params));
    if (params.has("links")) body.links = []; // Fever's "hot links" (Sparks) have no counterpart here
    if (params.has("unread_item_ids")) body.unread_item_ids = (await sync.unreadSyncIds(user)).join(",");
    if (params.has("saved_item_ids")) body.saved_item_ids = (await sync.taggedSyncIds((await sync.readLaterTag(user.id)).readLater.id)).join(",");
    return json(200, body);
  } catch (error) {
    if (error instanceof DomainError) {
      const headers: Record<string, string> = error.retryAfterSeconds ? { "retry-after": String(error.retryAfterSeconds) } : {};
      return json(error.status, { ...base, auth: error.status === 401 || error.key === "RATE_LIMITED" ? 0 : 1, ...errorBody(error) }, headers);
    }
    deps.log.error({ err: error }, "unhandled error in the Fever API");
    void deps.services.errorReporter.report(error, { transport: "fever", path: url.pathname });
    return json(500, { ...base, message: "An unknown error occurred. If this persists, try refreshing the page.", display_message_key: "INTERNAL_ERROR" });
  }
}
