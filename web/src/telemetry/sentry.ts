import { captureException, init } from "@sentry/browser";
import { scrubEvent } from "../../../api/src/lib/scrub";
import type { TelemetrySettings } from "./settings";

/**
 * Sentry's browser SDK (its own chunk, loaded only when a browser DSN is configured), sending straight to the
 * DSN's host: uncaught errors and unhandled rejections (and errors in timers and event handlers, through its
 * default integrations), with breadcrumbs of clicks, navigations, requests and console messages. Every event and
 * breadcrumb passes through the scrubber the api uses (api/src/lib/scrub.ts), so no password or email value
 * leaves the page. Errors React Router catches (a page that fails to render or load) come through reportError.ts,
 * as do uncaught ones raised before this chunk loaded. The SDK's data collection is narrowed (no bodies, cookies or user fields). No tracing, replay or feedback: errors only.
 */
export function startErrorReporting(settings: NonNullable<TelemetrySettings["errorReporting"]>): (error: unknown) => void {
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    ...(settings.release ? { release: settings.release } : {}),
    sampleRate: settings.sampleRate,
    // Less is collected than the SDK would (it takes bodies, cookies and local variables by default): no user
    // fields, cookies, HTTP bodies, local variables, database parameters or GraphQL variables. What is
    // collected (headers, URLs, messages) still passes the scrubber.
    dataCollection: { userInfo: false, cookies: false, httpBodies: [], stackFrameVariables: false, databaseQueryData: false, graphQL: { variables: false } },
    normalizeDepth: 6,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
  });
  // For errors the app caught (its route error screen) or that came before this chunk (reportError.ts).
  return (error) => void captureException(error, { mechanism: { handled: false, type: "rivulet.reportError" } });
}
