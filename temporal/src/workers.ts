import { Worker, type NativeConnection, type WorkerOptions } from "@temporalio/worker";
import type { Activities } from "./activities/index.js";
import { DIGEST_RENDER_ACTIVITIES, digestRenderQueue, STORIES_ACTIVITIES, storiesQueue } from "./shared.js";

/**
 * The workers one process runs: the main queue's (every workflow, the light activities), the render queue's and the
 * topics and stories queue's.
 */
export interface Workers {
  /** null in a process that serves only the stories queue (STORIES_WORKER=only). */
  readonly main: Worker | null;
  /** null when this process leaves renders to other machines (DIGEST_RENDER_WORKER=0). */
  readonly render: Worker | null;
  /** null when another process serves the stories queue (STORIES_WORKER=off). */
  readonly stories: Worker | null;
  /** Runs them all until shutdown; one failing shuts the others down too, then the failure is thrown. */
  run(): Promise<void>;
  /** Asks each running worker to finish its in-flight tasks and stop (run() resolves then). */
  shutdown(): void;
}

export interface WorkersOptions {
  connection: NativeConnection;
  namespace?: string;
  /** The main task queue (TEMPORAL_TASK_QUEUE); the render queue is named after it (digestRenderQueue). */
  taskQueue: string;
  activities: Activities;
  /** Where the main worker gets its workflow code (workflowSource() in the worker, the sources in tests). */
  workflows: Pick<WorkerOptions, "workflowBundle" | "workflowsPath">;
  /** The render worker's activity slots: DIGEST_RENDER_CONCURRENCY. */
  renderConcurrency: number;
  /** Run the render queue's worker here (default true). */
  render?: boolean;
  /** Which of the main and stories queues this process serves (STORIES_WORKER; default "on": both). */
  stories?: "on" | "off" | "only";
  /** Further options for the main worker (pollers, slots). */
  main?: Partial<WorkerOptions>;
  /** Interceptors for both workers (the worker entry reports activity failures through them). */
  interceptors?: WorkerOptions["interceptors"];
  /** How long both wait for in-flight activities at shutdown before cancelling them (the SDK's default otherwise). */
  shutdownGraceTime?: WorkerOptions["shutdownGraceTime"];
}

/**
 * The one place a process's Temporal workers are made (the worker entry and every test harness that runs digest,
 * channel or upload workflows), so none forgets the render queue (its digests would wait there for ever).
 *
 * The main worker registers every activity, the render ones too: a run whose render step was scheduled on the main
 * queue before the render queue existed replays it there (patched "digest-render-queue" in digests.workflow.ts).
 * The render worker runs only the render activities, DIGEST_RENDER_CONCURRENCY at a time; it polls only while it has
 * a free slot, so the renders behind stay in Temporal's queue (no scheduleToStart timeout: they may wait long).
 * The stories worker runs processStories one at a time (the main worker registers it too, for sweeps scheduled before
 * the stories queue existed: patched "stories-queue" in feedSweep.workflow.ts).
 */
export async function createWorkers(o: WorkersOptions): Promise<Workers> {
  const onlyStories = o.stories === "only";
  const main = onlyStories
    ? null
    : await Worker.create({
        connection: o.connection,
        ...(o.namespace ? { namespace: o.namespace } : {}),
        taskQueue: o.taskQueue,
        ...o.workflows,
        activities: o.activities,
        ...(o.interceptors ? { interceptors: o.interceptors } : {}),
        ...(o.shutdownGraceTime !== undefined ? { shutdownGraceTime: o.shutdownGraceTime } : {}),
        ...o.main,
      });
  const render =
    o.render === false || onlyStories ? null : await activityWorker(o, digestRenderQueue(o.taskQueue), DIGEST_RENDER_ACTIVITIES, o.renderConcurrency);
  // One run at a time: the work takes the whole queue it finds, and a second would only find the lock taken.
  const stories = o.stories === "off" ? null : await activityWorker(o, storiesQueue(o.taskQueue), STORIES_ACTIVITIES, 1);
  const all = [main, render, stories].filter((w): w is Worker => w !== null);
  const shutdown = () => {
    for (const w of all) if (w.getState() === "RUNNING") w.shutdown();
  };
  return {
    main,
    render,
    stories,
    async run() {
      const runs = all.map((w) => w.run());
      try {
        await Promise.all(runs);
      } catch (e) {
        shutdown();
        await Promise.allSettled(runs);
        throw e;
      }
    },
    shutdown,
  };
}

/** A worker of one side queue: only the named activities, `slots` at a time, no workflows. */
function activityWorker(o: WorkersOptions, taskQueue: string, names: ReadonlyArray<keyof Activities>, slots: number): Promise<Worker> {
  return Worker.create({
    connection: o.connection,
    ...(o.namespace ? { namespace: o.namespace } : {}),
    taskQueue,
    activities: Object.fromEntries(names.map((name) => [name, o.activities[name]])),
    maxConcurrentActivityTaskExecutions: slots,
    ...(o.interceptors ? { interceptors: o.interceptors } : {}),
    ...(o.shutdownGraceTime !== undefined ? { shutdownGraceTime: o.shutdownGraceTime } : {}),
  });
}

