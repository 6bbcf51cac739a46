import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// Analytics and error-reporting start-up in the browser (spec part 3): with ANALYTICS_URL and ERROR_REPORT_URL set,
// the page reports each address it shows and its uncaught errors through the API, which forwards them to the two
// intakes (one local server here), scrubbed of email and password values.
let h: E2eHarness;
let intake: Awaited<ReturnType<typeof serveLocally>>;
const received: Array<{ path: string; body: any }> = [];

beforeAll(async () => {
  intake = await serveLocally((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      received.push({ path: req.url ?? "", body: JSON.parse(raw || "{}") });
      res.writeHead(202).end();
    });
  });
  h = await startE2e(undefined, { ANALYTICS_URL: `${intake.base}/api/event`, ERROR_REPORT_URL: `${intake.base}/errors` });
}, 60_000);

afterAll(async () => {
  await h?.close();
  await intake?.close();
});

const pageviews = () => received.filter((r) => r.path === "/api/event").map((r) => new URL(r.body.url).pathname);

describe("telemetry start-up", () => {
  it("reports page views as the reader moves, and uncaught errors without emails", async () => {
    await h.page.goto(`${h.base}/`);
    await visible(h.page.getByRole("heading", { name: "Discover New Content" }));
    await expect.poll(pageviews, { timeout: 15_000 }).toContain("/");
    // A move inside the app (no page load) is a page view too.
    await h.page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Library" }).click();
    await h.page.waitForURL(`${h.base}/library`);
    await expect.poll(pageviews, { timeout: 15_000 }).toContain("/library");

    await h.page.evaluate(() => {
      setTimeout(() => {
        throw new Error("Boom while loading ada@example.com");
      }, 0);
    });
    await expect.poll(() => received.filter((r) => r.path === "/errors").length, { timeout: 15_000 }).toBeGreaterThan(0);
    const report = received.find((r) => r.path === "/errors")!.body;
    expect(report.message).toContain("Boom while loading [redacted]");
    expect(report.context).toMatchObject({ transport: "browser", page: "/library" });
    expect(JSON.stringify(received)).not.toContain("ada@example.com");
  });
});
