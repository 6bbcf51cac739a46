/**
 * Errors the app handles itself but should still be reported: a page that fails to render or load lands on the
 * router's error screen (ui/RouteError), which React Router catches, so no uncaught-error handler sees it. Also the
 * uncaught ones raised before Sentry's chunk has loaded (holdEarlyErrors). They wait here, at most MAX_HELD, until
 * telemetry has started: then they go to Sentry, or, when error reporting is off, nowhere.
 */
const MAX_HELD = 10;
let capture: ((error: unknown) => void) | null = null;
let held: unknown[] | null = [];

function hold(error: unknown) {
  if (held && held.length < MAX_HELD) held.push(error);
}
const onError = (e: ErrorEvent) => hold(e.error ?? e.message);
const onRejection = (e: PromiseRejectionEvent) => hold(e.reason);

/** From the first render on, uncaught errors are kept for Sentry (its own handlers take over once it runs). */
export function holdEarlyErrors(): void {
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
}

/** Reports an error the app caught; held until error reporting has started, dropped when it is off. */
export function reportError(error: unknown): void {
  if (capture) capture(error);
  else hold(error);
}

/** Telemetry has started: `send` is Sentry's capture (null when error reporting is off). Held errors go now. */
export function settleErrorReporting(send: ((error: unknown) => void) | null): void {
  if (typeof window !== "undefined") {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  }
  capture = send;
  const waiting = held ?? [];
  held = null;
  if (send) for (const error of waiting) send(error);
}
