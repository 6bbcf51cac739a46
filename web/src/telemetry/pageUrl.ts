/**
 * What analytics learns of a page: the route's pattern, not the address. Dynamic segments stay their names
 * (`/subscriptions/:id`, `/users/:id/properties`, `/pages/:slug`), so no id of a user, item or feed is sent; the
 * query (searches, `?token=` links) and the fragment (handoff tokens) are dropped. Page counts per kind of page are
 * what a product owner reads; per-item counts would tell the analytics host what each visitor reads.
 */
export function routePattern(matches: ReadonlyArray<{ route: { path?: string | undefined } }>): string {
  const segments = matches.flatMap((m) => (m.route.path ?? "").split("/")).filter(Boolean);
  return `/${segments.join("/")}`;
}

/** A page address without query or fragment (what the tracker may send at most). */
export function withoutQuery(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return url.split(/[?#]/)[0] ?? "";
  }
}

/** A referrer as its origin only: where a visitor came from counts, not the page (whose query may name them). */
export function referrerOrigin(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const u = new URL(referrer);
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null;
  } catch {
    return null;
  }
}
