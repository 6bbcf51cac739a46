import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../api/src/workerEntry.js";
import { createFeedWithItems } from "../../tests/factories.js";
import { TEMPORAL_CLI } from "../../tests/setup/temporalCli.js";
import { createTestApp, type TestApp } from "../../tests/setup/testApp.js";
import { createDigestWorkflows } from "./client.js";

// kill -9 of the worker in the middle of a digest (issue 17 section 5): the api in this process, the worker as a real
// `temporal/src/worker.ts` process on the same PostgreSQL, data folder and SMTP server, killed with SIGKILL while its
// audio step runs. A second worker takes the step over once its heartbeat lapses (30 s); the digest completes once,
// with one email and one audio file whose length is the transcript's.
const REPO = path.resolve(import.meta.dirname, "../..");
const TASK_QUEUE = "digests-crash-test";
let env: TestWorkflowEnvironment;
let t: TestApp;
let dataDir: string;
const workers: ChildProcess[] = [];

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "temporal/src/worker.ts"], {
    cwd: REPO,
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      TEMPORAL_ADDRESS: env.address,
      TEMPORAL_TASK_QUEUE: TASK_QUEUE,
      DATA_DIR: dataDir,
      SMTP_URL: t.smtp.url,
      PUBLIC_URL: "http://rivulet.test",
      TIER_LIMITS: LIMITS,
      LOG_LEVEL: "error",
      NODE_ENV: "test",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  workers.push(child);
  return child;
}

const LIMITS = JSON.stringify({ freeUnverified: { maxScheduledDigests: 5, maxDigestsPerMonth: 20, maxTextDigestCharactersPerMonth: 100_000, maxAudioDigestMinutesPerMonth: 100 } });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "rivulet-digest-crash-"));
  env = await TestWorkflowEnvironment.createLocal({ server: { executable: { type: "existing-path", path: TEMPORAL_CLI }, extraArgs: ["--log-level", "error"] } });
  const apiEnv = { TEMPORAL_TASK_QUEUE: TASK_QUEUE, TEMPORAL_ADDRESS: env.address, DATA_DIR: dataDir, TIER_LIMITS: LIMITS };
  t = await createTestApp(apiEnv, { digestWorkflows: createDigestWorkflows(loadConfig({}, { ...apiEnv, LOG_LEVEL: "silent" })) });
}, 120_000);

afterAll(async () => {
  for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill("SIGKILL");
  await t?.close();
  await env?.teardown();
});

const SENTENCES = (i: number) =>
  `Report ${i} opens with a plain first sentence about district ${i}. It goes on with a second sentence giving detail ${i}. A third sentence ends report ${i}.`;

describe("a worker killed with SIGKILL mid-digest", () => {
  it("leaves the digest to the next worker, which completes it once with one email", async () => {
    const email = `crash.${Date.now()}@example.com`;
    const reg = await t.rest("POST", "/users", { body: { username: `crash_${Date.now() % 100000}`, email, password: "correct horse" } });
    const token = reg.body.token as string;
    const userId = reg.body.user.id as string;
    const { feedId } = await createFeedWithItems(
      t.db,
      "crash",
      Array.from({ length: 30 }, (_, i) => ({ ageDays: 0.001 * (i + 1), title: `District ${i} update`, description: SENTENCES(i), contentHtml: null })),
    );
    const sub = await t.rest("POST", "/subscriptions", { token, body: { feedId } });
    const subscriptionId = Object.keys(sub.body.subscriptions)[0]!;
    // Ten minutes of speech in many segments: the audio step takes long enough to be killed in.
    const created = await t.rest("POST", "/digests/series", { token, body: { name: "Crash", cron: "0 9 * * *", subscriptionId, properties: { maxAudioDurationSeconds: 600 } } });
    expect(created.status).toBe(200);
    const seriesId = created.body.id as string;

    const first = startWorker();
    const started = await t.rest("POST", `/digests/series/${seriesId}`, { token });
    expect(started.status).toBe(200);
    const digestId = started.body.id as string;
    const handle = env.client.workflow.getHandle(`digest-${digestId}`);

    // Wait until the first worker is inside the audio step, then kill it without warning.
    await expect
      .poll(
        async () => {
          const d = await handle.describe().catch(() => null);
          return (d?.raw.pendingActivities ?? []).some((a) => a.activityType?.name === "writeDigestAudio" && Number(a.attempt ?? 1) === 1 && a.lastStartedTime);
        },
        { timeout: 120_000, interval: 200 },
      )
      .toBe(true);
    first.kill("SIGKILL");
    await new Promise((r) => first.once("exit", r));
    expect(first.signalCode).toBe("SIGKILL");
    expect((await t.db.digest.findUniqueOrThrow({ where: { id: digestId } })).status).toBe("pending");

    startWorker();
    await expect.poll(async () => (await t.db.digest.findUniqueOrThrow({ where: { id: digestId } })).status, { timeout: 150_000, interval: 500 }).toBe("completed");
    const digest = await t.db.digest.findUniqueOrThrow({ where: { id: digestId } });
    expect(digest.hasAudio).toBe(true);
    expect(digest.audioDurationSeconds).toBeGreaterThan(10);
    expect(existsSync(path.join(dataDir, "digests", userId, seriesId, digestId, "audio.mp3"))).toBe(true);
    // The step ran again on the second worker (its second attempt), not a second digest.
    const history = await handle.fetchHistory();
    const audioStarts = (history.events ?? []).filter((e) => e.activityTaskStartedEventAttributes && e.activityTaskStartedEventAttributes.attempt === 2);
    expect(audioStarts.length).toBeGreaterThanOrEqual(1);
    expect(await t.db.digest.count({ where: { scheduledDigestId: seriesId } })).toBe(1);

    // One email, even after the workflow has finished and a moment has passed for any stray retry.
    await expect.poll(() => t.smtp.messages.filter((m) => m.to.includes(email) && /Crash/.test(m.subject)).length, { timeout: 30_000 }).toBe(1);
    await handle.result();
    await new Promise((r) => setTimeout(r, 2_000));
    expect(t.smtp.messages.filter((m) => m.to.includes(email) && /Crash/.test(m.subject))).toHaveLength(1);
  }, 400_000);
});
