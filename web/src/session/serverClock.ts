/**
 * The server's clock as seen from the browser, from API answers: `X-Server-Time` (milliseconds), else the Date
 * header (whole seconds). The answer takes time to arrive, so each gives a lower bound of (server − browser):
 * the server's clock read at least that while the browser's read at most the time the answer came. The
 * largest bound seen so far is the best; it errs early (by the trip back, or a second with Date only), never
 * late, which is what a "since" needs.
 */
let offsetMs: number | null = null;

/** Notes one answer's Date header (call it as soon as the answer's headers are in). */
export function noteServerDate(res: Pick<Response, "headers">, receivedAt = Date.now()): void {
  const precise = Number(res.headers.get("x-server-time") ?? NaN);
  const server = Number.isFinite(precise) && precise > 0 ? precise : Date.parse(res.headers.get("date") ?? "");
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
