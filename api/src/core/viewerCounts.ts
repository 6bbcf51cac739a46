import type { Db } from "../db.js";
import { countTags, type TagCount } from "./tagCounts.js";
import { countUnread, type SubscriptionCount } from "./unreadCounts.js";

/** Every kind of count a request may show: per subscription (folders and allUnread add them up) and per tag. */
export interface ViewerCountMaps {
  subscriptions: Map<string, SubscriptionCount>;
  tags: Map<string, TagCount>;
}
type Kind = keyof ViewerCountMaps;

const LOADERS: { [K in Kind]: (db: Db, userId: string) => Promise<ViewerCountMaps[K]> } = {
  subscriptions: (db, userId) => countUnread(db, userId),
  tags: (db, userId) => countTags(db, userId),
};

/** What the cache needs of a request: its database and viewer (the GraphQL context has both). */
export interface CountingContext {
  db: Db;
  session: { user: { id: string } } | null;
}

// One count query per kind per request however many subscriptions, folders and tags a query selects (the
// drawer asks for all of them): the first field that needs a kind loads every count of that kind.
const cache = new WeakMap<object, Map<Kind, Promise<ViewerCountMaps[Kind]>>>();

/** The viewer's counts of one kind, loaded once per request (or primed by a live update). */
export function viewerCounts<K extends Kind>(ctx: CountingContext, kind: K): Promise<ViewerCountMaps[K]> {
  const userId = ctx.session?.user.id;
  if (!userId) return Promise.resolve(new Map() as ViewerCountMaps[K]);
  let loaded = cache.get(ctx);
  if (!loaded) cache.set(ctx, (loaded = new Map()));
  let counts = loaded.get(kind);
  if (!counts) loaded.set(kind, (counts = LOADERS[kind](ctx.db, userId)));
  return counts as Promise<ViewerCountMaps[K]>;
}

/** Mutations call this after a change so their payloads count afresh (every kind: one change can move both). */
export function forgetViewerCounts(ctx: object): void {
  cache.delete(ctx);
}

/** A live update hands over counts it already computed, so the event's fields read them without a query. */
export function primeViewerCounts(ctx: object, counts: ViewerCountMaps): void {
  cache.set(ctx, new Map<Kind, Promise<ViewerCountMaps[Kind]>>([["subscriptions", Promise.resolve(counts.subscriptions)], ["tags", Promise.resolve(counts.tags)]]));
}
