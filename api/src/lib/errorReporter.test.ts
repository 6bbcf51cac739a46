import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSentryCollector, type SentryCollector } from "../../../tests/setup/telemetryCollectors.js";
import { createTestApp, type TestApp } from "../../../tests/setup/testApp.js";
import { loadConfig } from "../config.js";
import { createLogger } from "../logger.js";
import { createErrorReporter } from "./errorReporter.js";

// Error reporting through Sentry's Node SDK (spec part 3), received by a local intake speaking Sentry's envelope
// protocol on 127.0.0.1: what the api sends arrives, and no password or email value is in it.
let collector: SentryCollector;
let t: TestApp;
let base: string;

beforeAll(async () => {
  collector = await startSentryCollector();
  t = await createTestApp({ SENTRY_DSN: collector.dsn(42), SENTRY_ENVIRONMENT: "ci", SENTRY_RELEASE: "rivulet@test", PORT: "0", HOST: "127.0.0.1" });
  base = (await t.app.listen()).url.replace("localhost", "127.0.0.1");
}, 60_000);

afterAll(async () => {
  await t?.close();
  await collector?.close();
});

const SECRETS = ["ada@example.com", "ada%40example.com", "hunter2", "correct horse"];

describe("error reporting through Sentry", () => {
  it("loads and sends nothing without SENTRY_DSN", async () => {
    const config = loadConfig({}, { NODE_ENV: "test", LOG_LEVEL: "silent" });
    const r = createErrorReporter({ config, log: createLogger(config, "test") });
    expect(r.enabled).toBe(false);
    const before = collector.envelopes.length;
    await r.report(new Error("boom"));
    await r.flush();
    expect(collector.envelopes.length).toBe(before);
  });

  it("sends a reported error as an envelope with email and password values removed", async () => {
    const reporter = t.app.services.errorReporter;
    expect(reporter.enabled).toBe(true);
    await reporter.report(new Error("login failed for Ada@Example.com with password=hunter2"), {
      transport: "rest",
      path: "/api_v1/users/login",
      body: { email: "ada@example.com", password: "correct horse", nested: { currentPassword: "hunter2", note: "mail ada@example.com" } },
    });
    await reporter.flush();
    await expect.poll(() => collector.events().find((e) => e.payload.exception?.values?.[0]?.value?.startsWith("login failed"))).toBeDefined();
    const envelope = collector.envelopes.find((e) => e.items.some((i) => i.payload.exception?.values?.[0]?.value?.startsWith("login failed")))!;
    expect(envelope.projectId).toBe("42");
    expect(envelope.query.get("sentry_key") ?? String(envelope.header.dsn)).toContain("publickey");
    const event = envelope.items.find((i) => i.header.type === "event")!.payload;
    expect(event.exception.values[0]).toMatchObject({ type: "Error", value: "login failed for [redacted] with password=[redacted]" });
    expect(event).toMatchObject({ environment: "ci", release: "rivulet@test", tags: { transport: "rest", component: "api" } });
    expect(event.contexts.rivulet).toEqual({
      path: "/api_v1/users/login",
      body: { email: "[redacted]", password: "[redacted]", nested: { currentPassword: "[redacted]", note: "mail [redacted]" } },
    });
    // The stack still points at the code that failed.
    expect(JSON.stringify(event.exception.values[0].stacktrace)).toContain("errorReporter.test");
    for (const secret of SECRETS) expect(envelope.raw.toLowerCase()).not.toContain(secret);
  });

  it("reports a real server error (a REST 500) from a request carrying an email and a password, scrubbed", async () => {
    // The login's table is gone: the request fails unexpectedly, as a broken deploy would.
    await t.db.$executeRawUnsafe(`ALTER TABLE "User" RENAME TO "UserAway"`);
    try {
      const res = await fetch(`${base}/api_v1/users/login?email=ada%40example.com&next=%2F`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: "user=secret-session" },
        body: JSON.stringify({ email: "ada@example.com", password: "hunter2" }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ display_message_key: "INTERNAL_ERROR" });
    } finally {
      await t.db.$executeRawUnsafe(`ALTER TABLE "UserAway" RENAME TO "User"`);
    }
    await t.app.services.errorReporter.flush();
    const isLoginFailure = (e: { payload: any }) => e.payload.tags?.transport === "rest" && e.payload.contexts?.rivulet?.method === "POST" && e.payload.contexts.rivulet.path === "/api_v1/users/login";
    await expect.poll(() => collector.events().find(isLoginFailure)).toBeDefined();
    const envelope = collector.envelopes.find((e) => e.items.some(isLoginFailure))!;
    const event = envelope.items.find(isLoginFailure)!.payload;
    expect(event.contexts.rivulet).toEqual({ method: "POST", path: "/api_v1/users/login" });
    expect(JSON.stringify(event.exception)).toMatch(/UserAway|User|does not exist/);
    for (const secret of [...SECRETS, "secret-session"]) expect(envelope.raw.toLowerCase()).not.toContain(secret);
  });
});

describe("a process's own failures", () => {
  // A child process started as the api and worker start (tests/setup/crashWithSentry.ts): what nobody catches is
  // reported, then the process exits with code 1 as Node would without a reporter.
  const run = (kind: "throw" | "reject" | "none", dsn: string | undefined) =>
    new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const env: NodeJS.ProcessEnv = { ...process.env, CRASH: kind, LOG_LEVEL: "silent", NODE_ENV: "test" };
      delete env.SENTRY_DSN;
      if (dsn) env.SENTRY_DSN = dsn;
      const child = spawn(process.execPath, ["--import", "tsx", "tests/setup/crashWithSentry.ts"], { env, stdio: ["ignore", "pipe", "ignore"] });
      let stdout = "";
      child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
      child.on("exit", (code) => resolve({ code, stdout }));
    });
  const crash = async (kind: "throw" | "reject") => (await run(kind, collector.dsn(43))).code;

  it("never loads the SDK without SENTRY_DSN (the worker keeps its memory)", async () => {
    expect(JSON.parse((await run("none", undefined)).stdout)).toEqual({ sentryLoaded: false });
    expect(JSON.parse((await run("none", collector.dsn(44))).stdout)).toEqual({ sentryLoaded: true });
  }, 60_000);

  it.each(["throw", "reject"] as const)("reports an uncaught %s, scrubbed, and exits 1", async (kind) => {
    expect(await crash(kind)).toBe(1);
    const isCrash = (e: { payload: any }) => e.payload.exception?.values?.some((v: { value?: string }) => v.value?.startsWith(`crash (${kind})`));
    await expect.poll(() => collector.envelopes.some((e) => e.projectId === "43" && e.items.some(isCrash))).toBe(true);
    const envelope = collector.envelopes.find((e) => e.projectId === "43" && e.items.some(isCrash))!;
    const event = envelope.items.find(isCrash)!.payload;
    expect(event.exception.values.at(-1).value).toBe(`crash (${kind}) for [redacted] password=[redacted]`);
    expect(event.exception.values.at(-1).mechanism).toMatchObject({ handled: false });
    expect(event.tags).toMatchObject({ component: "worker" });
    for (const secret of SECRETS) expect(envelope.raw).not.toContain(secret);
  }, 60_000);
});
