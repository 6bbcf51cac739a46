import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import { scrub } from "../../lib/errorReporter.js";
import type { Logger } from "../../logger.js";
import { enforceRateLimits } from "../auth/rateLimit.service.js";

/** Browser reports per address: a page that throws in a loop must not flood the intake (or the database). */
const CLIENT_REPORTS_PER_MINUTE = { limit: 60, windowSeconds: 60 };
const MAX_FIELD = 4_000;

/** A referrer as its origin only: where a visitor came from counts, not the page (whose query may name them). */
function originOf(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    const u = new URL(referrer);
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null;
  } catch {
    return null;
  }
}

export interface ClientErrorReport {
  name: string;
  message: string;
  stack: string | null;
  url: string;
}

/**
 * Analytics and error-reporting start-up (spec part 3: "the product starts a third-party analytics service and a
 * third-party error-reporting service when it loads; the error-reporting service removes password and email values").
 * Both are the operator's choice and off until configured: ANALYTICS_URL (a Plausible-compatible events endpoint,
 * e.g. https://plausible.io/api/event or a self-hosted one) and ERROR_REPORT_URL (the server's own reporter). The
 * browser talks only to this API, which forwards: no third-party script or connection in the page, the app's CSP
 * unchanged, and the visitor's address never leaves the server but as the X-Forwarded-For Plausible needs to count
 * unique visitors (it keeps no addresses). Email and password values are scrubbed before anything is sent.
 */
export function createTelemetry({ db, config, log, reportError }: { db: Db; config: Config; log: Logger; reportError: (error: Error, context: Record<string, unknown>) => Promise<void> }) {
  const analytics = config.analytics;

  const limit = (ip: string | undefined) => enforceRateLimits(db, [{ key: `telemetry:${ip ?? "unknown"}`, rule: CLIENT_REPORTS_PER_MINUTE }]);

  return {
    /** What the browser starts when it loads. */
    settings: () => ({ analytics: analytics !== null, errorReporting: config.errorReporting.url !== null }),

    /** A page view, forwarded as a Plausible event `pageview` (fire and forget; a failure is logged). */
    async pageview(view: { url: string; referrer: string | null }, meta: { ip?: string | undefined; userAgent?: string | undefined }): Promise<boolean> {
      if (!analytics) return false;
      await limit(meta.ip);
      // Paths only: query strings can carry searches and tokens (?token= on OAuth links), fragments handoff tokens.
      const path = new URL(view.url, config.publicUrl).pathname;
      const body = { name: "pageview", domain: analytics.domain, url: `${config.publicUrl}${path}`, referrer: originOf(view.referrer) };
      void fetch(analytics.url, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": meta.userAgent ?? "Rivulet", ...(meta.ip ? { "x-forwarded-for": meta.ip } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5_000),
      }).then(
        (res) => res.ok || log.warn({ status: res.status }, "the analytics endpoint refused a page view"),
        (err: unknown) => log.warn({ err }, "could not send a page view to the analytics endpoint"),
      );
      return true;
    },

    /** An error the browser caught, through the server's reporter (scrubbed there and here). */
    async clientError(report: ClientErrorReport, meta: { ip?: string | undefined; userAgent?: string | undefined }): Promise<boolean> {
      if (!config.errorReporting.url) return false;
      await limit(meta.ip);
      const err = new Error(String(scrub(report.message.slice(0, MAX_FIELD))));
      err.name = report.name.slice(0, 100) || "Error";
      err.stack = report.stack ? String(scrub(report.stack.slice(0, MAX_FIELD))) : undefined;
      const page = new URL(report.url, config.publicUrl).pathname;
      void reportError(err, { transport: "browser", page, userAgent: meta.userAgent ?? null });
      return true;
    },
  };
}
export type Telemetry = ReturnType<typeof createTelemetry>;
