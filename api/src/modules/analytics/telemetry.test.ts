import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type ConfigError } from "../../config.js";
import { CONTENT_SECURITY_POLICY } from "../../staticFiles.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

// Analytics and error-reporting start-up (spec part 3): the page learns from GET /client/telemetry which vendor SDKs
// to start and where they send, and its Content-Security-Policy lets it reach those hosts, and only those.
let t: TestApp;
let off: TestApp;
let browserOnly: TestApp;
let dist: string;

beforeAll(async () => {
  // A web build of one page: the app shell's headers are what is under test, not the bundle.
  dist = await mkdtemp(path.join(tmpdir(), "rivulet-telemetry-"));
  await writeFile(path.join(dist, "index.html"), "<!doctype html><html><head><title>Rivulet</title></head><body><div id=\"root\"></div></body></html>");
  t = await createTestApp({
    WEB_DIST_DIR: dist,
    SENTRY_DSN: "https://serverkey@errors.example/7",
    SENTRY_BROWSER_DSN: "https://browserkey@o1.ingest.errors.example:8443/9",
    SENTRY_ENVIRONMENT: "staging",
    SENTRY_RELEASE: "rivulet@1.2.3",
    SENTRY_SAMPLE_RATE: "0.5",
    ANALYTICS_URL: "https://stats.example/api/event",
    ANALYTICS_DOMAIN: "reader.example",
  });
  off = await createTestApp({ WEB_DIST_DIR: dist });
  browserOnly = await createTestApp({ SENTRY_DSN: "http://key@127.0.0.1:9000/3", ANALYTICS_URL: "http://127.0.0.1:9001/api/event" });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await off?.close();
  await browserOnly?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe("client telemetry settings", () => {
  it("tells the page the browser DSN, environment, release, sample rate and the Plausible endpoint", async () => {
    expect((await t.rest("GET", "/client/telemetry")).body).toEqual({
      errorReporting: { dsn: "https://browserkey@o1.ingest.errors.example:8443/9", environment: "staging", release: "rivulet@1.2.3", sampleRate: 0.5 },
      analytics: { endpoint: "https://stats.example/api/event", domain: "reader.example", captureOnLocalhost: false },
    });
  });

  it("starts nothing when nothing is configured, and the browser shares SENTRY_DSN unless told otherwise", async () => {
    expect((await off.rest("GET", "/client/telemetry")).body).toEqual({ errorReporting: null, analytics: null });
    expect((await browserOnly.rest("GET", "/client/telemetry")).body).toEqual({
      errorReporting: { dsn: "http://key@127.0.0.1:9000/3", environment: "test", release: null, sampleRate: 1 },
      // A collector on loopback is the operator's own: pages on localhost count there.
      analytics: { endpoint: "http://127.0.0.1:9001/api/event", domain: "rivulet.test", captureOnLocalhost: true },
    });
    const offBrowser = loadConfig({}, { SENTRY_DSN: "https://k@errors.example/1", SENTRY_BROWSER_DSN: "off" });
    expect(offBrowser.errorReporting.browser).toBeNull();
    expect(offBrowser.errorReporting.server?.dsn).toBe("https://k@errors.example/1");
  });

  it("no longer forwards page views or browser errors through the api", async () => {
    expect((await t.rest("POST", "/client/pageviews", { body: { url: "/" } })).status).toBe(404);
    expect((await t.rest("POST", "/client/errors", { body: { message: "x", url: "/" } })).status).toBe(404);
  });

  it("lets the page connect to the configured hosts only", async () => {
    const page = async (app: TestApp) => (await app.app.fetch(new Request("http://rivulet.test/library"))).headers.get("content-security-policy");
    const connect = (policy: string | null) => policy?.split("; ").find((d) => d.startsWith("connect-src"));
    expect(connect(await page(t))).toBe("connect-src 'self' ws: wss: https://o1.ingest.errors.example:8443 https://stats.example");
    expect(await page(off)).toBe(CONTENT_SECURITY_POLICY);
    expect(connect(CONTENT_SECURITY_POLICY)).toBe("connect-src 'self' ws: wss:");
    expect(t.config.browserConnectOrigins).toEqual(["https://o1.ingest.errors.example:8443", "https://stats.example"]);
    expect(off.config.browserConnectOrigins).toEqual([]);
  });
});

describe("error reporting configuration", () => {
  it("refuses a malformed DSN and the retired ERROR_REPORT_URL with clear messages", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({}, env);
        return [];
      } catch (e) {
        return (e as ConfigError).problems;
      }
    };
    expect(problems({ SENTRY_DSN: "https://errors.example/7" })).toEqual(["SENTRY_DSN: must be a Sentry DSN like https://<public key>@<host>/<project id>"]);
    expect(problems({ SENTRY_DSN: "https://key@errors.example/project" })).toHaveLength(1);
    expect(problems({ SENTRY_SAMPLE_RATE: "2" })).toHaveLength(1);
    expect(problems({ ERROR_REPORT_URL: "https://intake.example/errors" })[0]).toMatch(/^ERROR_REPORT_URL: is no longer read: set SENTRY_DSN/);
    expect(problems({ SENTRY_DSN: "https://key@errors.example/sub/path/12", SENTRY_BROWSER_DSN: "off" })).toEqual([]);
  });
});
