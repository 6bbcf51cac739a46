import type * as SentryNode from "@sentry/node";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import { scrubEvent } from "./scrub.js";

type Sentry = typeof SentryNode;
export type ReportingComponent = "api" | "worker";

/** One SDK per process: Sentry's client, scopes and process handlers are global. */
let started: Promise<Sentry | null> | null = null;

/**
 * Error reporting (spec part 3: a third-party error-reporting service starts when the product loads) through
 * Sentry's Node SDK, started once per process when SENTRY_DSN is set. The SDK is imported here, dynamically, and
 * only then: it and its OpenTelemetry parts cost ~50 MB of memory and ~0.4 s at start-up, which a process that
 * reports nothing (and the worker above all) should not pay.
 *
 * What it captures: uncaught exceptions and unhandled rejections (then the process exits with code 1, as Node does
 * without a handler: `strict`, not the SDK's default of carrying on after a warning), and every error the api
 * reports through `createErrorReporter` below (REST 500s, masked GraphQL errors, WebSub and sync failures). Every
 * event and breadcrumb passes through the shared scrubber (lib/scrub.ts) in beforeSend/beforeBreadcrumb, so no
 * password or email value leaves; the SDK's data collection is narrowed (no bodies, cookies, user fields or local variables).
 * Tracing stays off (no tracesSampleRate): errors only. A first config wins when a process (a test) starts twice.
 */
export function startErrorReporting(config: Config, log: Logger, component: ReportingComponent): Promise<Sentry | null> {
  const options = config.errorReporting.server;
  if (!options) return Promise.resolve(null);
  started ??= import("@sentry/node").then(
    (Sentry) => {
      Sentry.init({
        dsn: options.dsn,
        environment: options.environment,
        ...(options.release ? { release: options.release } : {}),
        sampleRate: options.sampleRate,
        // Less is collected than the SDK would (it takes bodies, cookies and local variables by default): no user
        // fields, cookies, HTTP bodies, local variables, database parameters or GraphQL variables. What is
        // collected (headers, URLs, messages) still passes the scrubber.
        dataCollection: { userInfo: false, cookies: false, httpBodies: [], stackFrameVariables: false, databaseQueryData: false, graphQL: { variables: false } },
        // Contexts a level or two deeper than the default 3 (a request body's fields), scrubbed all the same.
        normalizeDepth: 6,
        // Nothing of ours is loaded through the frameworks its load-time hooks rewrite (Express, Koa…).
        enableRuntimeChannelInjection: false,
        initialScope: { tags: { component } },
        integrations: (defaults) => [
          ...defaults.filter((i) => i.name !== "OnUnhandledRejection"),
          Sentry.onUnhandledRejectionIntegration({ mode: "strict" }),
        ],
        beforeSend: (event) => scrubEvent(event),
        beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
      });
      log.info({ component, environment: options.environment }, "error reporting started (Sentry)");
      return Sentry;
    },
    (err: unknown) => {
      log.error({ err }, "could not load @sentry/node: errors are not reported");
      return null;
    },
  );
  return started;
}

/**
 * The one place unexpected errors are reported from (REST errorResponse, GraphQL maskError, WebSub, the sync
 * APIs): each goes to Sentry with `transport` as a tag and the rest of the context as the `rivulet` context. Off
 * without SENTRY_DSN: report() does nothing and nothing is loaded.
 */
export function createErrorReporter({ config, log }: { config: Config; log: Logger }) {
  const enabled = config.errorReporting.server !== null;
  return {
    enabled,
    /** Resolves once the event is queued (not sent: the SDK's transport sends in the background). */
    async report(error: unknown, context: Record<string, unknown> = {}): Promise<void> {
      if (!enabled) return;
      const Sentry = await startErrorReporting(config, log, "api");
      if (!Sentry) return;
      const { transport, ...rest } = context;
      Sentry.captureException(error, {
        ...(typeof transport === "string" ? { tags: { transport } } : {}),
        contexts: { rivulet: rest },
      });
    },
    /** Waits (at most timeoutMs) for queued events to be sent: before a process exits. */
    async flush(timeoutMs = 2_000): Promise<void> {
      if (!enabled || !started) return;
      const Sentry = await started;
      await Sentry?.flush(timeoutMs);
    },
  };
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;
