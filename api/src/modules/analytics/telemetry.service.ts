import type { Config } from "../../config.js";

/** What the page starts: Sentry's browser SDK and Plausible's tracker, each null when not configured. */
export interface TelemetrySettings {
  errorReporting: { dsn: string; environment: string; release: string | null; sampleRate: number } | null;
  analytics: { endpoint: string; domain: string; captureOnLocalhost: boolean } | null;
}

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/;

/**
 * Analytics and error-reporting start-up (spec part 3: "the product starts a third-party analytics service and a
 * third-party error-reporting service when it loads; the error-reporting service removes password and email
 * values"). Both are the operator's choice and off until configured: the page asks GET /api_v1/client/telemetry,
 * then loads the vendors' own SDKs, which send straight to the configured hosts (the app's CSP allows those
 * origins, and only those, in connect-src). Nothing is forwarded through this API any more: one path per service.
 */
export function createTelemetry({ config }: { config: Config }) {
  const browser = config.errorReporting.browser;
  const analytics = config.analytics;
  const settings: TelemetrySettings = {
    errorReporting: browser ? { dsn: browser.dsn, environment: browser.environment, release: browser.release, sampleRate: browser.sampleRate } : null,
    analytics: analytics
      ? {
          endpoint: analytics.endpoint,
          domain: analytics.domain,
          // Plausible's tracker ignores pages on localhost so development visits do not count; an endpoint on
          // loopback too is an operator's own test collector, where they should.
          captureOnLocalhost: LOOPBACK.test(new URL(analytics.endpoint).hostname),
        }
      : null,
  };
  return {
    settings: (): TelemetrySettings => settings,
  };
}
export type Telemetry = ReturnType<typeof createTelemetry>;
