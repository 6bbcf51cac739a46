/**
 * The server's clock as seen from the browser, from the Date header of API answers. The header has whole
 * seconds and the answer takes time to arrive, so each answer gives a lower bound of (server − browser):
 * the server's clock read at least `Date` while the browser's read at most the time the answer came. The
 * largest bound seen so far is the best; it errs early, never late, which is what a "since" needs.
 */
let offsetMs: number | null = null;

/** Notes one answer's Date header (call it as soon as the answer's headers are in). */
export function noteServerDate(res: Pick<Response, "headers">, receivedAt = Date.now()): void {
  const server = Date.parse(res.headers.get("date") ?? "");
  if (Number.isNaN(server)) return;
  const bound = server - receivedAt;
  offsetMs = offsetMs === null ? bound : Math.max(offsetMs, bound);
}

/** A browser time (ms since the epoch) on the server's clock, never later than the truth; unknown offset = as is. */
export function toServerTime(browserMs: number): Date {
  return new Date(browserMs + (offsetMs ?? 0));
}

/** For tests. */
export function resetServerClock(): void {
  offsetMs = null;
}
