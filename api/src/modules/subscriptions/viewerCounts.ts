import type { RequestContext } from "../../context.js";
import { countUnread, type SubscriptionCount } from "./unreadCounts.js";

// One count query per request however many subscriptions and folders a query selects (the drawer asks for
// all of them): the first field that needs a count loads every count of the viewer.
const cache = new WeakMap<object, Promise<Map<string, SubscriptionCount>>>();

/** The viewer's unread counts, loaded once per request. */
export function viewerCounts(ctx: RequestContext): Promise<Map<string, SubscriptionCount>> {
  const userId = ctx.session?.user.id;
  if (!userId) return Promise.resolve(new Map());
  let counts = cache.get(ctx);
  if (!counts) {
    counts = countUnread(ctx.db, userId);
    cache.set(ctx, counts);
  }
  return counts;
}

/** Mutations call this after a change so their payloads count afresh. */
export function forgetViewerCounts(ctx: RequestContext): void {
  cache.delete(ctx);
}

/** A live update hands over counts it already computed, so the event's fields read them without a query. */
export function primeViewerCounts(ctx: RequestContext, counts: Map<string, SubscriptionCount>): void {
  cache.set(ctx, Promise.resolve(counts));
}
