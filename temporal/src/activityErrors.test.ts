import { ApplicationFailure, CancelledFailure } from "@temporalio/common";
import { MockActivityEnvironment } from "@temporalio/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createErrorReporter, createLogger, loadConfig } from "../../api/src/workerEntry.js";
import { startSentryCollector, type SentryCollector } from "../../tests/setup/telemetryCollectors.js";
import { reportActivityFailures, shouldReportActivityFailure } from "./activityErrors.js";

// Activity failures reach Sentry (a local intake speaking its envelope protocol) through the worker's activity
// interceptor, run by Temporal's own activity test environment: what is reported, with which tags, and that the
// activity's error still reaches Temporal unchanged.
let collector: SentryCollector;
let reporter: ReturnType<typeof createErrorReporter>;

beforeAll(async () => {
  collector = await startSentryCollector();
  const config = loadConfig({}, { NODE_ENV: "test", LOG_LEVEL: "silent", SENTRY_DSN: collector.dsn(7), SENTRY_ENVIRONMENT: "ci" });
  reporter = createErrorReporter({ config, log: createLogger(config, "test") });
});

afterAll(() => collector?.close());

function run(attempt: number, error: Error) {
  const env = new MockActivityEnvironment(
    { attempt, activityType: "writeDigestText", workflowType: "digestWorkflow", taskQueue: "rivulet" },
    { interceptors: [reportActivityFailures((e, c) => reporter.report(e, c))] },
  );
  return env.run(async () => {
    throw error;
  });
}

describe("activity failures reported to Sentry", () => {
  it("reports a failure still there at the third attempt, scrubbed and tagged, and rethrows it unchanged", async () => {
    const error = new Error("provider refused the key of ada@example.com");
    await expect(run(3, error)).rejects.toBe(error);
    await reporter.flush();
    await expect.poll(() => collector.events().find((e) => e.payload.exception?.values?.[0]?.value?.startsWith("provider refused"))).toBeDefined();
    const event = collector.events().find((e) => e.payload.exception?.values?.[0]?.value?.startsWith("provider refused"))!.payload;
    expect(event.exception.values[0].value).toBe("provider refused the key of [redacted]");
    expect(event.tags).toMatchObject({ transport: "temporal" });
    expect(event.contexts.rivulet).toMatchObject({ activityType: "writeDigestText", attempt: 3, workflowType: "digestWorkflow", taskQueue: "rivulet" });
  });

  it("leaves first attempts, which retries usually mend, and cancellations unreported", async () => {
    const before = collector.events().length;
    await expect(run(1, new Error("passing timeout"))).rejects.toThrow("passing timeout");
    await expect(run(2, new Error("passing timeout"))).rejects.toThrow("passing timeout");
    await expect(run(3, new CancelledFailure("workflow cancelled"))).rejects.toThrow("workflow cancelled");
    // A non-retryable failure is final on its first attempt, so it is reported then.
    await expect(run(1, ApplicationFailure.nonRetryable("series deleted meanwhile"))).rejects.toThrow("series deleted meanwhile");
    await reporter.flush();
    await expect.poll(() => collector.events().some((e) => e.payload.exception?.values?.[0]?.value === "series deleted meanwhile")).toBe(true);
    const values = collector.events().slice(before).map((e) => e.payload.exception?.values?.[0]?.value);
    expect(values).toEqual(["series deleted meanwhile"]);
  });

  it("reports again at the 10th and 50th attempts only", () => {
    const reported = Array.from({ length: 60 }, (_, n) => n + 1).filter((a) => shouldReportActivityFailure(new Error("x"), a));
    expect(reported).toEqual([3, 10, 50]);
  });
});
