import { settleErrorReporting } from "./reportError";
import type { AppRouter, TelemetrySettings } from "./settings";

/**
 * Analytics and error reporting start-up (spec part 3): once the first screen is drawn, the page asks the API which
 * of the two the operator configured (GET /api_v1/client/telemetry) and loads only those vendors' SDKs, each a
 * chunk of its own (sentry.ts, plausible.ts): with neither configured, neither chunk is fetched and nothing is sent
 * anywhere. Best effort throughout: telemetry never breaks or slows the app.
 */
export async function startTelemetry(router: AppRouter | null): Promise<void> {
  let settings: TelemetrySettings;
  try {
    const res = await fetch("/api_v1/client/telemetry");
    if (!res.ok) return settleErrorReporting(null);
    settings = (await res.json()) as TelemetrySettings;
  } catch {
    return settleErrorReporting(null);
  }
  const { errorReporting, analytics } = settings;
  if (errorReporting) {
    void import("./sentry").then(
      (m) => settleErrorReporting(m.startErrorReporting(errorReporting)),
      () => settleErrorReporting(null),
    );
  } else settleErrorReporting(null);
  if (analytics && router) void import("./plausible").then((m) => m.startAnalytics(analytics, router), () => undefined);
}
