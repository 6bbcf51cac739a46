import { scrubText } from "./scrubText";

/**
 * Analytics and error reporting start-up (spec part 3): when the page loads it asks the API which of the two the
 * operator configured (GET /api_v1/client/telemetry) and starts only those. Page views (each address change, paths
 * only) and uncaught errors go to this API, which forwards them to the configured services (see the server's
 * telemetry.service.ts): no third-party script runs in the page. Errors are scrubbed of email and password values
 * here as well as on the server. Best effort throughout: telemetry never breaks or slows the app.
 */
export async function startTelemetry(): Promise<void> {
  let settings: { analytics: boolean; errorReporting: boolean };
  try {
    const res = await fetch("/api_v1/client/telemetry");
    if (!res.ok) return;
    settings = (await res.json()) as typeof settings;
  } catch {
    return;
  }
  const send = (path: string, body: unknown) => {
    const json = JSON.stringify(body);
    // sendBeacon survives the page being closed; fetch with keepalive where beacons are not available.
    if (!navigator.sendBeacon?.(`/api_v1/client/${path}`, new Blob([json], { type: "application/json" }))) {
      void fetch(`/api_v1/client/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: json, keepalive: true }).catch(() => undefined);
    }
  };

  if (settings.errorReporting) {
    let sent = 0;
    const report = (error: unknown) => {
      // A page that throws in a loop reports its first few errors only (the server limits per address as well).
      if (++sent > 10) return;
      const err = error instanceof Error ? error : new Error(typeof error === "string" ? error : "Unknown error");
      send("errors", { name: err.name, message: scrubText(err.message), stack: err.stack ? scrubText(err.stack) : null, url: location.pathname });
    };
    window.addEventListener("error", (e) => report(e.error ?? e.message));
    window.addEventListener("unhandledrejection", (e) => report(e.reason));
  }

  if (settings.analytics) {
    let last = "";
    const pageview = () => {
      if (location.pathname === last) return;
      last = location.pathname;
      send("pageviews", { url: location.pathname, referrer: document.referrer || null });
    };
    // The router moves with pushState/replaceState: wrapped, as analytics scripts do, plus Back and Forward.
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History["pushState"]>) => {
        original(...args);
        pageview();
      };
    }
    window.addEventListener("popstate", pageview);
    pageview();
  }
}
