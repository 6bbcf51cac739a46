import { init, track } from "@plausible-analytics/tracker";
import { referrerOrigin, routePattern, withoutQuery } from "./pageUrl";
import type { AppRouter, TelemetrySettings } from "./settings";

/**
 * Plausible's own tracker (its own chunk, loaded only when ANALYTICS_URL is set), posting straight to the
 * configured endpoint. Page views follow the router: one per route the reader lands on (the route's pattern, see
 * pageUrl.ts), including the first; the tracker's own history patching is off, so it counts what React Router
 * shows, replace navigations too. Plausible's engagement events (time on page, scroll depth) go with them, under
 * the same address. Outbound links, downloads and forms are not tracked. Plausible takes no cookie and keeps no
 * address: it counts unique visitors with a daily salted hash of address and browser.
 */
export function startAnalytics(settings: NonNullable<TelemetrySettings["analytics"]>, router: AppRouter): void {
  init({
    domain: settings.domain,
    endpoint: settings.endpoint,
    autoCapturePageviews: false,
    captureOnLocalhost: settings.captureOnLocalhost,
    outboundLinks: false,
    fileDownloads: false,
    formSubmissions: false,
    logging: false,
    bindToWindow: false,
    // The last word on every event: an address without query or fragment, a referrer's origin only.
    transformRequest: (payload) => ({ ...payload, u: withoutQuery(payload.u), r: referrerOrigin(payload.r) }),
  });
  let last: string | null = null;
  const pageview = (state: AppRouter["state"]) => {
    // A navigation in progress has not landed yet (its loaders run): count where it lands.
    if (state.navigation.state !== "idle") return;
    const url = `${location.origin}${routePattern(state.matches)}`;
    if (url === last) return;
    last = url;
    track("pageview", { url });
  };
  pageview(router.state);
  router.subscribe(pageview);
}
