import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ScheduleHandle } from "@temporalio/client";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { bundleWorkflowCode, DefaultLogger, Runtime, type WorkflowBundleWithSourceMap } from "@temporalio/worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, createLogger, createWorkerServices, loadConfig, type Config, type Fetcher } from "../../api/src/workerEntry.js";
import { insertEvalItems, loadEvalSet, type EvalItem } from "../../tests/setup/storyEval.js";
import { TEMPORAL_CLI } from "../../tests/setup/temporalCli.js";
import { createTestApp, type TestApp } from "../../tests/setup/testApp.js";
import { createActivities } from "./activities/index.js";
import { createChannelWorkflows } from "./client.js";
import { CHANNEL_RUN_WORKFLOW } from "./shared.js";
import { createWorkers } from "./workers.js";
import { WORKFLOWS_PATH } from "./workflowSource.js";

// A channel's Schedule on the real Temporal dev server (issue 19 section 3): the api (REST in-process) and a worker
// share one PostgreSQL and data folder, with the offline providers (extractive text, espeak-ng, ffmpeg). Stories are
// clustered from the evaluation set's items (five events moved into the last day). A run is interrupted by a worker
// shut down mid-run and finished by a new one; each story gets one digest, exactly once, and a failing digest is
// marked failed while the run goes on.
const TASK_QUEUE = "channels-test";
let env: TestWorkflowEnvironment;
let bundle: WorkflowBundleWithSourceMap;
let t: TestApp;
let fetcher: Fetcher;
let workerConfig: Config;
let dataDir: string;
let admin: { token: string; id: string };
/** The story whose text step always fails (the injected failure), once a run has chosen it. */
let failingStoryId: string | null = null;

function recentItems(events: string[]): EvalItem[] {
  const all = loadEvalSet().filter((i) => events.includes(i.event));
  return events.flatMap((e, n) => {
    const items = all.filter((i) => i.event === e);
    const newest = Math.min(...items.map((i) => i.hoursAgo));
    return items.map((i) => ({ ...i, hoursAgo: i.hoursAgo - newest + 1 + n * 0.25 }));
  });
}

/** A worker with the real activities; the chosen story's text step fails every time (a provider that is down). */
async function startWorker() {
  const real = createActivities(createWorkerServices({ db: t.db, config: workerConfig, log: createLogger(workerConfig, "worker"), fetcher, channelWorkflows: createChannelWorkflows(workerConfig) }));
  const worker = await createWorkers({
    connection: env.nativeConnection,
    taskQueue: TASK_QUEUE,
    workflows: { workflowBundle: bundle },
    renderConcurrency: workerConfig.digests.renderConcurrency,
    // A shut-down worker gives its activities a moment, then cancels them: the next worker retries the step.
    shutdownGraceTime: "1 second",
    activities: {
      ...real,
      async writeDigestText(digestId: string) {
        const digest = await t.db.digest.findUnique({ where: { id: digestId }, select: { storyId: true } });
        if (digest?.storyId && digest.storyId === failingStoryId) throw new Error("the summariser is down");
        return real.writeDigestText(digestId);
      },
    },
  });
  return { worker, running: worker.run() };
}

beforeAll(async () => {
  try {
    Runtime.install({ logger: new DefaultLogger("ERROR") });
  } catch {
    /* already installed in this process */
  }
  dataDir = await mkdtemp(path.join(os.tmpdir(), "rivulet-channels-"));
  [env, bundle] = await Promise.all([
    TestWorkflowEnvironment.createLocal({ server: { executable: { type: "existing-path", path: TEMPORAL_CLI }, extraArgs: ["--log-level", "error"] } }),
    bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger("ERROR") }),
  ]);
  const apiEnv = { TEMPORAL_TASK_QUEUE: TASK_QUEUE, TEMPORAL_ADDRESS: env.address, DATA_DIR: dataDir, CHANNEL_STORIES_PER_RUN: "3" };
  t = await createTestApp(apiEnv, { channelWorkflows: createChannelWorkflows(loadConfig({}, { ...apiEnv, LOG_LEVEL: "silent" })) });
  workerConfig = loadConfig({}, { ...apiEnv, LOG_LEVEL: "silent", SMTP_URL: t.smtp.url, DATABASE_URL: t.databaseUrl, PUBLIC_URL: "http://rivulet.test" });
  fetcher = createFetcher(workerConfig.fetch);
  const reg = await t.rest("POST", "/users", { body: { isGuest: true } });
  admin = { token: reg.body.token, id: reg.body.user.id };
  await t.db.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
  await insertEvalItems(t.db, recentItems(["E01", "E02", "E21", "E04", "E05"]).sort((a, b) => b.hoursAgo - a.hoursAgo), new Date());
  expect(await t.app.services.storyClustering.processPending()).toMatchObject({ ran: true, left: 0 });
}, 240_000);

afterAll(async () => {
  await t?.close();
  await env?.teardown();
  await fetcher?.close();
});

/** Waits until the Schedule has started `runs` runs and each has finished (their workflows' results). */
async function runsFinished(handle: ScheduleHandle, runs: number) {
  await expect.poll(async () => (await handle.describe()).info.recentActions.length, { timeout: 60_000, interval: 300 }).toBeGreaterThanOrEqual(runs);
  for (const a of (await handle.describe()).info.recentActions) {
    await env.client.workflow.getHandle(a.action.workflow.workflowId, a.action.workflow.firstExecutionRunId).result();
  }
}

describe("a channel's Schedule", () => {
  it("follows the channel (paused while disabled) and runs every interval at a minute of its own", async () => {
    const made = await t.rest("POST", "/channels", { token: admin.token, body: { name: "Followed" } });
    const handle = env.client.schedule.getHandle(`channel-${made.body.id}`);
    const described = await handle.describe();
    expect(described.spec.intervals?.[0]?.every).toBe(60 * 60_000);
    expect(described.policies.overlap).toBe("SKIP");
    expect(described.state.paused).toBe(false);
    expect(described.action).toMatchObject({ workflowType: CHANNEL_RUN_WORKFLOW, taskQueue: TASK_QUEUE, args: [{ channelId: made.body.id }] });
    await t.rest("PATCH", `/channels/${made.body.id}`, { token: admin.token, body: { enabled: false } });
    expect((await handle.describe()).state.paused).toBe(true);
    await t.rest("PATCH", `/channels/${made.body.id}`, { token: admin.token, body: { enabled: true } });
    expect((await handle.describe()).state.paused).toBe(false);
  });

  it("makes one digest per story exactly once across a worker restart; a failing digest fails and the run goes on", async () => {
    const made = await t.rest("POST", "/channels", { token: admin.token, body: { name: "Restarted", description: "Top stories, told once." } });
    const channelId = made.body.id as string;
    const handle = env.client.schedule.getHandle(`channel-${channelId}`);
    // The run's second-best story will fail (the same three stories are the top three by score).
    const top = await t.db.story.findMany({ where: { visible: true }, orderBy: [{ score: "desc" }, { id: "asc" }], take: 3 });
    expect(top).toHaveLength(3);
    failingStoryId = top[1]!.id;

    let w = await startWorker();
    // Run now (GraphQL, admins), as the Library's button does: a trigger of the Schedule.
    const run = await t.gql(`mutation($input: ChannelIdInput!) { runChannel(input: $input) { __typename } }`, { input: { id: channelId } }, admin.token);
    expect(run.data.runChannel.__typename).toBe("ChannelPayload");
    // Once the first story's digest is done, the worker goes away in the middle of the run.
    await expect.poll(() => t.db.digest.count({ where: { channelId, status: "completed" } }), { timeout: 90_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    w.worker.shutdown();
    await w.running;
    expect((await handle.describe()).info.runningActions).toHaveLength(1);
    w = await startWorker();
    try {
      await runsFinished(handle, 1);
      const digests = await t.db.digest.findMany({ where: { channelId }, orderBy: { createdAt: "desc" } });
      // One digest per story, the run's order the stories' order, none twice.
      expect(digests.map((d) => d.storyId)).toEqual(top.map((s) => s.id));
      expect(digests.map((d) => d.status)).toEqual(["completed", "failed", "completed"]);
      expect(digests[1]!.errorMessage).toBe("Failed to generate digest, please try re-creating it.");
      for (const d of [digests[0]!, digests[2]!]) {
        expect(d).toMatchObject({ userId: null, hasText: true, hasAudio: true, hasTranscript: true });
        expect(d.audioDurationSeconds).toBeGreaterThan(1);
        expect(existsSync(path.join(dataDir, "digests", "channels", channelId, d.id, "audio.mp3"))).toBe(true);
        // The video step (uploads branch) reads these: a channel's digests ask for a video made from the audio.
        expect((d.properties as any).settings).toMatchObject({ generateVideoSummaryFromAudio: true, videoAspectRatio: "horizontal" });
      }

      // The next run tells only what was not told (the failed story is not tried again).
      await handle.trigger();
      await runsFinished(handle, 2);
      const after = await t.db.digest.findMany({ where: { channelId } });
      expect(after.length).toBeGreaterThan(3);
      expect(new Set(after.map((d) => d.storyId)).size).toBe(after.length);
      expect(after.filter((d) => d.storyId === failingStoryId)).toHaveLength(1);
      expect(after.every((d) => d.status !== "pending")).toBe(true);

      // Anyone reads the channel and plays its digests without a token.
      const page = await t.rest("GET", `/channels/${channelId}`);
      expect(page.body.digests.length).toBe(after.filter((d) => d.status === "completed").length);
      const audio = await t.app.fetch(new Request(`http://rivulet.test${page.body.digests[0].generatedAudioUrl}`), { remoteAddress: "10.9.9.9" });
      expect(audio.status).toBe(200);
      expect(audio.headers.get("content-type")).toBe("audio/mpeg");
      const content = await t.rest("GET", `/digests/${page.body.digests[0].id}?includeDigestContent=true`);
      expect(content.body.content.text.length).toBeGreaterThan(0);
      expect(content.body.stories.map((s: any) => s.id)).toEqual([page.body.digests[0].storyId]);
    } finally {
      w.worker.shutdown();
      await w.running;
    }
  }, 240_000);
});
