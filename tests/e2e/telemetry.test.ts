import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";
import { startPlausibleCollector, startSentryCollector } from "../setup/telemetryCollectors.js";

// Analytics and error-reporting start-up in the browser (spec part 3): with SENTRY_DSN and ANALYTICS_URL set, the
// page loads Sentry's browser SDK and Plausible's tracker (each a lazy chunk) and they send straight to the
// configured hosts, two local collectors here: page views as the reader moves, uncaught errors scrubbed of email
// and password values. Without configuration neither chunk loads and nothing goes anywhere but the app's origin.
let sentry: Awaited<ReturnType<typeof startSentryCollector>>;
let plausible: Awaited<ReturnType<typeof startPlausibleCollector>>;

beforeAll(async () => {
  sentry = await startSentryCollector();
  plausible = await startPlausibleCollector();
});

afterAll(async () => {
  await sentry?.close();
  await plausible?.close();
});

const chunk = (url: string) => /\/assets\/(sentry|plausible)-[\w-]+\.js$/.exec(new URL(url).pathname)?.[1] ?? null;

describe("telemetry start-up, configured", () => {
  let h: E2eHarness;
  const requested: string[] = [];

  beforeAll(async () => {
    h = await startE2e(undefined, { SENTRY_DSN: sentry.dsn(42), ANALYTICS_URL: plausible.endpoint, ANALYTICS_DOMAIN: "reader.example" });
    // Plausible's tracker ignores automated browsers (navigator.webdriver): this one plays a real visitor's.
    await h.context.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
    h.page.on("request", (r) => requested.push(r.url()));
  }, 60_000);

  afterAll(async () => {
    await h?.close();
  });

  it("sends a page view per route to Plausible, without ids, queries or fragments", async () => {
    await h.page.goto(`${h.base}/?utm_source=mail&email=ada%40example.com#token=abc`);
    await visible(h.page.getByRole("heading", { name: "Discover New Content" }));
    const paths = () => plausible.pageviews().map((e) => new URL(e.u).pathname);
    await expect.poll(paths, { timeout: 15_000 }).toContain("/");
    // A move inside the app (no page load) is a page view too.
    await h.page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Library" }).click();
    await h.page.waitForURL(`${h.base}/library`);
    await expect.poll(paths, { timeout: 15_000 }).toContain("/library");

    const first = plausible.pageviews()[0]!;
    expect(first).toMatchObject({ n: "pageview", d: "reader.example", u: `${h.base}/` });
    for (const event of plausible.events) {
      expect(event.u).not.toMatch(/[?#]/);
      expect(event.r ?? null).toBeNull();
    }
    expect(JSON.stringify(plausible.events)).not.toMatch(/ada|token|utm/);
    expect(plausible.other).toEqual([]);
    // The tracker came as its own chunk, after the first screen, not with the initial route.
    expect(requested.map(chunk)).toContain("plausible");
  });

  it("reports an uncaught error to Sentry with email and password values removed", async () => {
    await h.page.goto(`${h.base}/library`);
    await visible(h.page.getByRole("navigation", { name: "Main navigation" }));
    await expect.poll(() => h.page.evaluate(() => "__SENTRY__" in window), { timeout: 15_000 }).toBe(true);
    expect(requested.map(chunk)).toContain("sentry");
    await h.page.evaluate(async () => {
      // Breadcrumbs Sentry keeps: a console message and a request, both carrying what must not leave.
      console.warn("signing in ada@example.com with password=hunter2");
      await fetch("/api_v1/client/telemetry?email=ada%40example.com&token=t0ken").catch(() => undefined);
      setTimeout(() => {
        throw new Error("Boom while loading ada@example.com with password=hunter2");
      }, 0);
    });
    const isBoom = (i: { payload: any }) => i.payload.exception?.values?.some((v: { value?: string }) => v.value?.includes("Boom while loading"));
    await expect.poll(() => sentry.events().some(isBoom), { timeout: 15_000 }).toBe(true);
    const envelope = sentry.envelopes.find((e) => e.items.some(isBoom))!;
    expect(envelope.projectId).toBe("42");
    const event = envelope.items.find(isBoom)!.payload;
    expect(event.exception.values.at(-1)).toMatchObject({ type: "Error", value: "Boom while loading [redacted] with password=[redacted]" });
    expect(event).toMatchObject({ platform: "javascript", environment: "test", request: { url: `${h.base}/library` } });
    const crumbs: Array<{ category?: string; message?: string; data?: { url?: string } }> = event.breadcrumbs ?? [];
    expect(crumbs.find((b) => b.category === "console")?.message).toBe("signing in [redacted] with password=[redacted]");
    expect(crumbs.find((b) => b.data?.url?.includes("/client/telemetry?"))?.data?.url).toBe("/api_v1/client/telemetry?email=[redacted]&token=[redacted]");
    for (const secret of ["ada@example.com", "ada%40example.com", "hunter2", "t0ken"]) expect(envelope.raw).not.toContain(secret);
    expect(sentry.other).toEqual([]);
  });

  it("reports a page that fails to load, which the router catches and shows (held until Sentry has loaded)", async () => {
    // The settings page's chunk is gone (a deploy replaced it): the router shows its error screen.
    await h.page.route(/\/assets\/SettingsPage-[\w-]+\.js$/, (route) => route.abort());
    try {
      await h.page.goto(`${h.base}/settings`);
      await visible(h.page.getByRole("heading", { name: "Something went wrong" }));
    } finally {
      await h.page.unroute(/\/assets\/SettingsPage-[\w-]+\.js$/);
    }
    const isRouteFailure = (i: { payload: any }) =>
      i.payload.exception?.values?.some((v: { mechanism?: { type?: string }; value?: string }) => v.mechanism?.type === "rivulet.reportError" && /SettingsPage/.test(v.value ?? ""));
    await expect.poll(() => sentry.events().some(isRouteFailure), { timeout: 15_000 }).toBe(true);
    const event = sentry.events().find(isRouteFailure)!.payload;
    expect(event.request.url).toBe(`${h.base}/settings`);
  });
});

describe("telemetry start-up, not configured", () => {
  let h: E2eHarness;
  const requested: string[] = [];

  beforeAll(async () => {
    h = await startE2e();
    h.page.on("request", (r) => requested.push(r.url()));
  }, 60_000);

  afterAll(async () => {
    await h?.close();
  });

  it("loads neither SDK and sends nothing beyond the app's own origin", async () => {
    const before = { envelopes: sentry.envelopes.length, events: plausible.events.length };
    const settings = h.page.waitForResponse((r) => r.url().endsWith("/api_v1/client/telemetry"));
    await h.page.goto(`${h.base}/`);
    await visible(h.page.getByRole("heading", { name: "Discover New Content" }));
    expect(await (await settings).json()).toEqual({ errorReporting: null, analytics: null });
    await h.page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Library" }).click();
    await h.page.waitForURL(`${h.base}/library`);
    await h.page.evaluate(() => {
      setTimeout(() => {
        throw new Error("Boom unreported ada@example.com");
      }, 0);
    });
    // Give a wrongly started SDK the time it took above to send.
    await h.page.waitForTimeout(1_500);
    expect(requested.map(chunk).filter(Boolean)).toEqual([]);
    expect(requested.filter((u) => !u.startsWith(`${h.base}/`) && !u.startsWith("data:"))).toEqual([]);
    expect(await h.page.evaluate(() => "__SENTRY__" in window || "plausible" in window)).toBe(false);
    expect({ envelopes: sentry.envelopes.length, events: plausible.events.length }).toEqual(before);
  });
});
