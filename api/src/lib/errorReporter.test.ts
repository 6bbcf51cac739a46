import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveLocally } from "../../../tests/setup/e2eHarness.js";
import { loadConfig } from "../config.js";
import { createLogger } from "../logger.js";
import { createErrorReporter, scrub } from "./errorReporter.js";

// A local collector on 127.0.0.1 receives what the reporter sends, as a vendor's intake would.
const received: unknown[] = [];
let collector: { base: string; close(): Promise<void> };
beforeAll(async () => {
  collector = await serveLocally((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push(JSON.parse(body));
      res.statusCode = 202;
      res.end();
    });
  });
});
afterAll(async () => collector?.close());

function reporter(env: Record<string, string>) {
  const config = loadConfig({}, { NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  return createErrorReporter({ config, log: createLogger(config, "test") });
}

describe("error reporting", () => {
  it("sends nothing without ERROR_REPORT_URL", async () => {
    const r = reporter({});
    expect(r.enabled).toBe(false);
    const before = received.length;
    await r.report(new Error("boom"));
    expect(received.length).toBe(before);
  });

  it("posts the error with password and email values removed", async () => {
    const r = reporter({ ERROR_REPORT_URL: `${collector.base}/intake` });
    expect(r.enabled).toBe(true);
    await r.report(new Error("login failed for Ann.Reader@example.com"), {
      path: "/api_v1/users/login",
      body: { email: "ann.reader@example.com", password: "correct horse", nested: { currentPassword: "old one", note: "mail bob@example.org" } },
    });
    const sent = received.at(-1) as Record<string, any>;
    expect(sent).toMatchObject({ app: "Rivulet", environment: "test", name: "Error", message: "login failed for [redacted]" });
    expect(sent.context.body).toEqual({ email: "[redacted]", password: "[redacted]", nested: { currentPassword: "[redacted]", note: "mail [redacted]" } });
    const text = JSON.stringify(sent);
    for (const secret of ["correct horse", "old one", "example.com", "bob@example.org"]) expect(text).not.toContain(secret);
    expect(sent.stack).toContain("errorReporter.test.ts");
  });

  it("scrubs arrays and leaves other values alone", () => {
    expect(scrub([{ Email: "x@y.z", count: 3 }, "to a@b.co"])).toEqual([{ Email: "[redacted]", count: 3 }, "to [redacted]"]);
  });
});
