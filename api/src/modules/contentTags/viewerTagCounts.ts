import type { RequestContext } from "../../context.js";
import { countTags, type TagCount } from "./tagCounts.js";

// Like viewerCounts: one tag count query per request however many tags a query selects.
const cache = new WeakMap<object, Promise<Map<string, TagCount>>>();

/** The viewer's tag counts, loaded once per request (or primed by a live update). */
export function viewerTagCounts(ctx: RequestContext): Promise<Map<string, TagCount>> {
  const userId = ctx.session?.user.id;
  if (!userId) return Promise.resolve(new Map());
  let counts = cache.get(ctx);
  if (!counts) {
    counts = countTags(ctx.db, userId);
    cache.set(ctx, counts);
  }
  return counts;
}

/** Mutations call this after a change so their payloads count afresh. */
export function forgetViewerTagCounts(ctx: RequestContext): void {
  cache.delete(ctx);
}

/** A live update hands over counts it already computed, so the event's fields read them without a query. */
export function primeViewerTagCounts(ctx: RequestContext, counts: Map<string, TagCount>): void {
  cache.set(ctx, Promise.resolve(counts));
}
