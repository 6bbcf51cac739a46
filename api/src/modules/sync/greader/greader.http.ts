import { contextForRequest, type ContextDeps, type RequestContext } from "../../../context.js";
import { DomainError, errorBody, validationError } from "../../../errors.js";
import type { User } from "../../../generated/prisma/client.js";
import { decodeUriComponent } from "../../../lib/uriComponent.js";
import { errorResponse, json } from "../../../rest/respond.js";
import type { ScopeInput } from "../../content/contentScope.js";
import type { SyncPrincipal } from "../appPasswords.service.js";
import type { PageRequest, SyncLibrary } from "../syncReader.service.js";
import { GREADER_PREFIX } from "../syncPaths.js";
import { renderAtom } from "./greader.atom.js";
import { presentStream, presentSubscriptions, presentTags, presentUnreadCounts } from "./greader.present.js";
import { parseItemId, parseStream, parseTime, READING_LIST, type Stream } from "./greaderIds.js";

/**
 * The Google Reader API (issue 20) under /api/greader, as the apps that speak it call it (Reeder, NetNewsWire,
 * ReadKit, FeedMe, FocusReader, Fluent Reader, newsboat): ClientLogin, then `Authorization: GoogleLogin auth=…` on
 * /reader/api/0/… . Parameters come in the query string or a form-encoded body, repeated keys (i, a, r, s) as
 * lists. A thin transport: each call parses, authenticates, calls the sync reader or the services the web app
 * uses, and presents Google Reader's shapes (greader.present.ts) as FreshRSS and Miniflux write them.
 *
 * The token call (`/token`, the `T` of POSTs) answers the Auth token itself: FreshRSS-style apps send both, and
 * Miniflux-style ones send only T, so either form authenticates and a T that names another token is refused.
 */

const MAX_BODY_BYTES = 1_000_000;
const MAX_IDS_COUNT = 10_000;
const MAX_CONTENTS_COUNT = 1_000;
const MAX_ITEMS_PER_CALL = 1_000;

interface Call {
  ctx: RequestContext;
  request: Request;
  url: URL;
  params: URLSearchParams;
  principal: SyncPrincipal;
  user: User;
  path: string;
}

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers } });
const ok = () => text(200, "OK");

/** 401 with the header apps look for to sign in again. */
function unauthorized(key: "NO_TOKEN" | "INVALID_TOKEN" | "INVALID_PASSWORD"): Response {
  return json(401, errorBody(new DomainError(key)), { "x-reader-google-bad-token": "true", "google-bad-token": "true" });
}

/** Query string and form body merged (FreshRSS reads $_REQUEST): repeated keys keep every value. */
async function readParams(request: Request, url: URL): Promise<URLSearchParams> {
  const params = new URLSearchParams(url.search);
  if (request.method === "POST") {
    const body = await request.text();
    if (body.length > MAX_BODY_BYTES) throw new DomainError("PAYLOAD_TOO_LARGE");
    // Apps send these forms with or without the form content type (newsboat relies on curl's default).
    for (const [k, v] of new URLSearchParams(body)) params.append(k, v);
  }
  return params;
}

function authToken(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const match = /^GoogleLogin\s+auth=(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function count(params: URLSearchParams, max: number, fallback = 20): number {
  const raw = params.get("n");
  if (raw === null || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw validationError({ n: "n must be a positive whole number" });
  return Math.min(n, max);
}

function streams(values: string[], field: string): Stream[] {
  return values.filter((v) => v !== "").map((v) => {
    const s = parseStream(v);
    if (!s) throw validationError({ [field]: `${v} is not a Google Reader stream id` });
    return s;
  });
}

function itemIds(params: URLSearchParams): string[] {
  const raw = params.getAll("i").filter((v) => v !== "");
  if (!raw.length) throw validationError({ i: "Send the items as i (one or more)" });
  if (raw.length > MAX_ITEMS_PER_CALL) throw validationError({ i: `At most ${MAX_ITEMS_PER_CALL} items per call` });
  return raw.map((v) => {
    const id = parseItemId(v);
    if (!id) throw validationError({ i: `${v} is not an item id` });
    return id;
  });
}

/** A stream as the web app's list it is, with the filter the list cannot apply itself; null when it names nothing of the user's. */
async function scopeOf(call: Call, stream: Stream): Promise<{ scope: ScopeInput; read?: PageRequest["read"] } | null> {
  const sync = call.ctx.services.sync;
  switch (stream.kind) {
    case "reading-list":
      return { scope: {} };
    case "starred":
      return { scope: { contentItemTagId: (await sync.readLaterTag(call.user.id)).readLater.id } };
    case "read":
      return { scope: {}, read: "read" };
    case "unread":
    case "kept-unread":
      return { scope: {}, read: "unread" };
    case "feed": {
      const sub = await sync.subscriptionFor(call.user.id, stream.ref);
      return sub ? { scope: { subscriptionId: sub.subscriptionId } } : null;
    }
    case "label": {
      const target = await sync.resolveLabel(call.user.id, stream.name);
      if (!target) return null;
      return "folderId" in target ? { scope: { subscriptionTagId: target.folderId } } : { scope: { contentItemTagId: target.tagId } };
    }
    default:
      return null;
  }
}

/** The page request of stream/contents, stream/items/ids and the Atom feed: s (or the path), xt, it, r, n, c, ot, nt. */
async function pageOf(call: Call, streamId: string, max: number): Promise<PageRequest | null> {
  const [stream] = streams([streamId], "s");
  const base = await scopeOf(call, stream!);
  if (!base) return null;
  let read = base.read ?? "all";
  let saved: boolean | null = null;
  for (const x of streams(call.params.getAll("xt"), "xt")) {
    if (x.kind === "read") {
      if (read === "read") return null; // the read items, less the read ones
      read = "unread";
    } else if (x.kind === "starred") saved = false;
    else if (x.kind === "unread" || x.kind === "kept-unread") read = "read";
  }
  for (const it of streams(call.params.getAll("it"), "it")) {
    if (it.kind === "read") read = "read";
    else if (it.kind === "unread" || it.kind === "kept-unread") read = "unread";
    else if (it.kind === "starred") saved = true;
  }
  return {
    scope: base.scope,
    read,
    saved,
    oldestFirst: call.params.get("r") === "o",
    count: count(call.params, max),
    continuation: call.params.get("c") || null,
    range: { after: parseTime(call.params.get("ot"), "s"), before: parseTime(call.params.get("nt"), "s") },
  };
}

function streamTitle(streamId: string, library: SyncLibrary): string {
  const s = parseStream(streamId);
  if (s?.kind === "feed") return library.feeds.find((f) => f.feedId === s.ref)?.title ?? s.ref;
  if (s?.kind === "label") return s.name;
  if (s?.kind === "starred") return "Starred";
  return "Reading list";
}

async function streamItems(call: Call, streamId: string, max: number) {
  const sync = call.ctx.services.sync;
  const request = await pageOf(call, streamId, max);
  const page = request ? await sync.page(call.user, request) : { items: [], continuation: null };
  const [items, library] = await Promise.all([sync.items(call.user.id, page.items.map((i) => i.id)), sync.library(call.user.id)]);
  return { items, library, continuation: page.continuation };
}

/** The stream id of /stream/contents/{stream} and /reader/atom/{stream}: the rest of the path (as sent, decoded), else `s`. */
function streamFromPath(call: Call, prefix: string): string {
  const rest = call.path.slice(prefix.length).replace(/^\//, "");
  if (rest) {
    const stream = decodeUriComponent(rest);
    if (stream === null) throw new DomainError("NOT_FOUND");
    return stream;
  }
  return call.params.get("s") || READING_LIST;
}

/** Calls that change something: POST only (a GET is never a write, whatever a link or prefetch does). */
const WRITES = new Set(["edit-tag", "mark-all-as-read", "subscription/quickadd", "subscription/edit", "rename-tag", "disable-tag"]);

const HANDLERS: Record<string, (call: Call) => Promise<Response>> = {
  async token(call) {
    return text(200, authToken(call.request) ?? call.params.get("T") ?? "");
  },

  async "user-info"(call) {
    const u = call.user;
    return json(200, {
      userId: u.id, userName: u.username ?? u.email, userProfileId: u.id, userEmail: u.email,
      isBloggerUser: false, signupTimeSec: Math.floor(u.createdAt.getTime() / 1000), isMultiLoginEnabled: false,
    });
  },

  async "subscription/list"(call) {
    return json(200, presentSubscriptions(await call.ctx.services.sync.library(call.user.id)));
  },

  async "tag/list"(call) {
    return json(200, presentTags(await call.ctx.services.sync.library(call.user.id)));
  },

  async "unread-count"(call) {
    return json(200, presentUnreadCounts(await call.ctx.services.sync.library(call.user.id)));
  },

  async "stream/items/ids"(call) {
    const sync = call.ctx.services.sync;
    const streamId = call.params.get("s");
    if (!streamId) throw validationError({ s: "Send the stream as s" });
    const request = await pageOf(call, streamId, MAX_IDS_COUNT);
    const page = request ? await sync.page(call.user, request) : { items: [], continuation: null };
    const withStreams = call.params.get("includeAllDirectStreamIds") === "true";
    const library = withStreams ? await sync.library(call.user.id) : null;
    const feedOf = withStreams ? new Map((await sync.items(call.user.id, page.items.map((i) => i.id))).map((i) => [i.id, i.feed.id])) : null;
    return json(200, {
      itemRefs: page.items.map((i) => ({
        id: i.syncId,
        directStreamIds: library && feedOf?.get(i.id) ? [`feed/${feedOf.get(i.id)}`] : [],
        timestampUsec: "0",
      })),
      ...(page.continuation ? { continuation: page.continuation } : {}),
    });
  },

  async "stream/items/contents"(call) {
    const sync = call.ctx.services.sync;
    const ids = await sync.itemIdsFor(call.user.id, itemIds(call.params));
    const [items, library] = await Promise.all([sync.items(call.user.id, ids), sync.library(call.user.id)]);
    if (call.params.get("r") === "o") items.sort((a, b) => a.sortAt.getTime() - b.sortAt.getTime());
    return json(200, presentStream({ id: READING_LIST, title: "Reading list", selfUrl: call.url.href, items, library, continuation: null, author: call.user.username ?? "" }));
  },

  async "stream/contents"(call) {
    const streamId = streamFromPath(call, "stream/contents");
    const { items, library, continuation } = await streamItems(call, streamId, MAX_CONTENTS_COUNT);
    return json(200, presentStream({ id: streamId, title: streamTitle(streamId, library), selfUrl: call.url.href, items, library, continuation, author: call.user.username ?? "" }));
  },

  async "edit-tag"(call) {
    const sync = call.ctx.services.sync;
    const ids = await sync.itemIdsFor(call.user.id, itemIds(call.params));
    const add = streams(call.params.getAll("a"), "a");
    const remove = streams(call.params.getAll("r"), "r");
    if (!add.length && !remove.length) throw validationError({ a: "Send a tag to add (a) or remove (r)" });
    for (const [tags, on] of [[add, true], [remove, false]] as const) {
      for (const tag of tags) {
        if (tag.kind === "read") await sync.setRead(call.user, ids, on);
        else if (tag.kind === "kept-unread" || tag.kind === "unread") {
          if (on) await sync.setRead(call.user, ids, false);
        } else if (tag.kind === "starred") await sync.setTagged(call.user, ids, (await sync.readLaterTag(call.user.id)).readLater.id, on);
        else if (tag.kind === "label") {
          const tagId = await labelTagId(call, tag.name, on);
          if (tagId) await sync.setTagged(call.user, ids, tagId, on);
        } else if (tag.kind !== "ignored") throw validationError({ [on ? "a" : "r"]: "Items take states and labels, not feeds" });
      }
    }
    return ok();
  },

  async "mark-all-as-read"(call) {
    const streamId = call.params.get("s");
    if (!streamId) throw validationError({ s: "Send the stream as s" });
    const [stream] = streams([streamId], "s");
    const target = await scopeOf(call, stream!);
    if (target && !target.read) await call.ctx.services.sync.markAllRead(call.user, target.scope, parseTime(call.params.get("ts"), "auto"));
    return ok();
  },

  async "subscription/quickadd"(call) {
    const url = (call.params.get("quickadd") ?? "").trim().replace(/^feed\//, "");
    if (!url) throw validationError({ quickadd: "Send the address to subscribe to as quickadd" });
    try {
      const { subscriptionId } = await call.ctx.services.subscriptions.create(call.user, { url });
      const sub = await call.ctx.services.subscriptions.get(call.user, subscriptionId);
      const feed = (await call.ctx.services.sync.library(call.user.id)).feeds.find((f) => f.subscriptionId === sub.id);
      return json(200, { numResults: 1, query: url, streamId: `feed/${sub.feedId}`, streamName: feed?.title ?? url });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      return json(e.status, { numResults: 0, query: url, error: e.message, ...errorBody(e) });
    }
  },

  async "subscription/edit"(call) {
    const { services } = call.ctx;
    const action = call.params.get("ac");
    const targets = streams(call.params.getAll("s"), "s");
    if (!targets.length || targets.some((t) => t.kind !== "feed")) throw validationError({ s: "Send the feeds as s (feed/…)" });
    const titles = call.params.getAll("t");
    const addLabel = streams([call.params.get("a") ?? ""], "a")[0];
    const removeLabel = streams([call.params.get("r") ?? ""], "r")[0];
    for (const label of [addLabel, removeLabel]) if (label && label.kind !== "label") throw validationError({ a: "Subscriptions go into labels (user/-/label/…)" });
    const folderFor = async (label: Stream | undefined) => (label?.kind === "label" ? (await services.folders.findOrCreate(call.user, label.name)).id : null);
    for (const [i, target] of targets.entries()) {
      const ref = (target as Extract<Stream, { kind: "feed" }>).ref;
      const title = titles[i]?.trim() || null;
      if (action === "subscribe") {
        const folderId = await folderFor(addLabel);
        const existing = await services.sync.subscriptionFor(call.user.id, ref);
        if (existing) {
          if (folderId) await services.subscriptions.move(call.user, existing.subscriptionId, { toFolderId: folderId });
          continue;
        }
        const isFeedId = /^[0-9a-f-]{36}$/i.test(ref);
        await services.subscriptions.create(call.user, { ...(isFeedId ? { feedId: ref } : { url: ref }), ...(title ? { title } : {}), ...(folderId ? { subscriptionTagId: folderId } : {}) });
        continue;
      }
      const sub = await services.sync.subscriptionFor(call.user.id, ref);
      if (!sub) throw new DomainError("NOT_FOUND", { message: "Subscription not found" });
      if (action === "unsubscribe") await services.subscriptions.remove(call.user, sub.subscriptionId);
      else if (action === "edit") {
        if (title) await services.subscriptions.patch(call.user, sub.subscriptionId, { title });
        const toFolderId = await folderFor(addLabel);
        if (toFolderId) await services.subscriptions.move(call.user, sub.subscriptionId, { toFolderId });
        if (removeLabel?.kind === "label") {
          const from = await services.sync.resolveLabel(call.user.id, removeLabel.name);
          if (from && "folderId" in from) await services.subscriptions.move(call.user, sub.subscriptionId, { fromFolderId: from.folderId });
        }
      } else throw validationError({ ac: "ac must be subscribe, unsubscribe or edit" });
    }
    return ok();
  },

  async "rename-tag"(call) {
    const source = parseStream(call.params.get("s") ?? "");
    const dest = parseStream(call.params.get("dest") ?? "");
    if (source?.kind !== "label" || dest?.kind !== "label") throw validationError({ dest: "Send the label (s) and its new name (dest) as user/-/label/…" });
    const target = await call.ctx.services.sync.resolveLabel(call.user.id, source.name);
    if (!target) throw new DomainError("NOT_FOUND", { message: "Label not found" });
    if ("folderId" in target) await call.ctx.services.folders.patch(call.user, target.folderId, { name: dest.name });
    else await call.ctx.services.contentTags.patch(call.user, target.tagId, { name: dest.name });
    return ok();
  },

  async "disable-tag"(call) {
    const labels = streams(call.params.getAll("s"), "s");
    if (!labels.length || labels.some((l) => l.kind !== "label")) throw validationError({ s: "Send the labels as s (user/-/label/…)" });
    for (const label of labels as Array<Extract<Stream, { kind: "label" }>>) {
      const target = await call.ctx.services.sync.resolveLabel(call.user.id, label.name);
      if (!target) continue;
      // A folder goes and its subscriptions stay, at the top level (the web app's "delete folder, keep feeds").
      if ("folderId" in target) await call.ctx.services.folders.remove(call.user, target.folderId, {});
      else await call.ctx.services.contentTags.remove(call.user, target.tagId);
    }
    return ok();
  },
};

/** A label on an item is a content tag of that name: found by name, made when an app adds the first item to it. */
async function labelTagId(call: Call, name: string, create: boolean): Promise<string | null> {
  const tags = await call.ctx.services.contentTags.list(call.user.id);
  const found = tags.find((t) => !t.isSystem && t.name.toLowerCase() === name.trim().toLowerCase());
  if (found) return found.id;
  const byKey = await call.ctx.services.sync.resolveLabel(call.user.id, name);
  if (byKey && "tagId" in byKey) return byKey.tagId;
  return create ? (await call.ctx.services.contentTags.create(call.user, { name })).id : null;
}

/** POST /accounts/ClientLogin (Email, Passwd): `SID=…\nLSID=…\nAuth=…` (JSON with output=json). */
async function clientLogin(ctx: RequestContext, params: URLSearchParams): Promise<Response> {
  const result = await ctx.services.appPasswords.clientLogin(params.get("Email") ?? "", params.get("Passwd") ?? "", ctx.meta);
  if (!result) return unauthorized("INVALID_PASSWORD");
  const { token } = result;
  if (params.get("output") === "json") return json(200, { SID: token, LSID: token, Auth: token });
  return text(200, `SID=${token}\nLSID=${token}\nAuth=${token}\n`);
}

/** Serves one request below /api/greader. */
export async function handleGreader(deps: ContextDeps, request: Request, url: URL, remoteAddress?: string): Promise<Response> {
  const path = url.pathname.slice(GREADER_PREFIX.length).replace(/\/+$/, "");
  try {
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: { allow: "GET, POST, OPTIONS" } });
    if (request.method !== "GET" && request.method !== "POST") throw new DomainError("METHOD_NOT_ALLOWED");
    const ctx = await contextForRequest(deps, request, remoteAddress);
    const params = await readParams(request, url);
    if (path === "/accounts/ClientLogin") return await clientLogin(ctx, params);

    const atom = path.startsWith("/reader/atom");
    const apiPath = atom ? path.slice("/reader/".length) : path.startsWith("/reader/api/0/") ? path.slice("/reader/api/0/".length) : null;
    if (apiPath === null) throw new DomainError("NOT_FOUND");

    const header = authToken(request);
    const t = params.get("T")?.trim() || null;
    const token = header ?? (request.method === "POST" ? t : null);
    if (!token) return unauthorized("NO_TOKEN");
    const principal = await ctx.services.appPasswords.byGreaderToken(token, ctx.meta);
    if (!principal) return unauthorized("INVALID_TOKEN");
    // FeedMe sends an empty T and Reeder "x" (FreshRSS lets both through); any other T must be this token.
    if (header && t && t !== "x" && t !== header) return unauthorized("INVALID_TOKEN");

    const call: Call = { ctx, request, url, params, principal, user: principal.user, path: apiPath };
    if (atom) {
      const streamId = streamFromPath(call, "atom");
      const { items, library, continuation } = await streamItems(call, streamId, MAX_CONTENTS_COUNT);
      const body = renderAtom({ streamId, title: streamTitle(streamId, library), selfUrl: url.href, items, library, continuation });
      return new Response(body, { status: 200, headers: { "content-type": "application/atom+xml; charset=utf-8", "cache-control": "no-store" } });
    }
    const name = apiPath.startsWith("stream/contents") ? "stream/contents" : apiPath;
    const handler = Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined;
    if (!handler) throw new DomainError("NOT_FOUND");
    if (WRITES.has(name) && request.method !== "POST") throw new DomainError("METHOD_NOT_ALLOWED");
    return await handler(call);
  } catch (error) {
    return errorResponse(error, deps.log, deps.services.errorReporter, { method: request.method, path: url.pathname, transport: "greader" });
  }
}
