import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

// Analytics and error-reporting start-up (spec part 3): the API forwards page views to a Plausible-compatible events
// endpoint and browser errors to the error intake, both local servers here, scrubbed of emails and passwords.
let intake: Server;
let base: string;
const received: Array<{ path: string; headers: Record<string, string | string[] | undefined>; body: any }> = [];
let t: TestApp;
let off: TestApp;

beforeAll(async () => {
  intake = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}") });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((r) => intake.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(intake.address() as AddressInfo).port}`;
  t = await createTestApp({ ANALYTICS_URL: `${base}/api/event`, ANALYTICS_DOMAIN: "reader.example", ERROR_REPORT_URL: `${base}/errors` });
  off = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
  await off?.close();
  intake?.closeAllConnections();
  await new Promise((r) => intake?.close(r));
});

describe("client telemetry", () => {
  it("tells the page what the operator configured, and nothing is started or sent when nothing is", async () => {
    expect((await t.rest("GET", "/client/telemetry")).body).toEqual({ analytics: true, errorReporting: true });
    expect((await off.rest("GET", "/client/telemetry")).body).toEqual({ analytics: false, errorReporting: false });
    const before = received.length;
    expect((await off.rest("POST", "/client/pageviews", { body: { url: "/stories" } })).body).toEqual({ accepted: false });
    expect((await off.rest("POST", "/client/errors", { body: { message: "x", url: "/" } })).body).toEqual({ accepted: false });
    await new Promise((r) => setTimeout(r, 200));
    expect(received.length).toBe(before);
  });

  it("forwards a page view as a Plausible event: path only, the visitor's address and browser for unique counts", async () => {
    const res = await t.rest("POST", "/client/pageviews", {
      body: { url: "/content/topics?search=private#oauthToken=abc", referrer: "https://news.example/?u=ada@example.com" },
      headers: { "user-agent": "Mozilla/5.0 Test" },
      ip: "203.0.113.7",
    });
    expect(res.body).toEqual({ accepted: true });
    await expect.poll(() => received.filter((r) => r.path === "/api/event").length).toBeGreaterThan(0);
    const event = received.find((r) => r.path === "/api/event")!;
    expect(event.body).toEqual({ name: "pageview", domain: "reader.example", url: "http://rivulet.test/content/topics", referrer: "https://news.example" });
    expect(event.headers["x-forwarded-for"]).toBe("203.0.113.7");
    expect(event.headers["user-agent"]).toBe("Mozilla/5.0 Test");
  });

  it("reports a browser error to the intake without email or password values", async () => {
    const res = await t.rest("POST", "/client/errors", {
      body: { name: "TypeError", message: "Cannot read user ada@example.com", stack: 'at login {"password":"hunter2"} (app.js:1:2)', url: "/settings?token=abc#x" },
    });
    expect(res.body).toEqual({ accepted: true });
    await expect.poll(() => received.filter((r) => r.path === "/errors").length).toBeGreaterThan(0);
    const report = received.find((r) => r.path === "/errors")!.body;
    expect(report).toMatchObject({ name: "TypeError", message: "Cannot read user [redacted]", context: { transport: "browser", page: "/settings" } });
    expect(JSON.stringify(report)).not.toContain("ada@example.com");
    expect(JSON.stringify(report)).not.toContain("abc");
  });

  it("refuses bad reports with 400 and limits each address to 60 a minute", async () => {
    expect((await t.rest("POST", "/client/pageviews", { body: {} })).status).toBe(400);
    expect((await t.rest("POST", "/client/errors", { body: { message: 5 } })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await t.rest("POST", "/client/pageviews", { body: { url: `/p${i}` }, ip: "198.51.100.9" })).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
