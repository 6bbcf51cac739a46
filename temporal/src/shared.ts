/** Ids and names shared by the worker, the schedules and the clients that start workflows. */
export const GUEST_PURGE_SCHEDULE_ID = "rivulet-guest-purge";
export const GUEST_PURGE_WORKFLOW = "guestPurgeWorkflow";
export const FEED_SWEEP_SCHEDULE_ID = "rivulet-feed-sweep";
export const FEED_SWEEP_WORKFLOW = "feedSweepWorkflow";
export const REFRESH_FEED_WORKFLOW = "refreshFeedWorkflow";
export const WEBSUB_LEASES_SCHEDULE_ID = "rivulet-websub-leases";
export const WEBSUB_LEASES_WORKFLOW = "webSubLeasesWorkflow";
export const ACTION_BATCH_WORKFLOW = "actionBatchWorkflow";
export const ACTION_RUN_WORKFLOW = "actionRunWorkflow";
export const ACTION_SWEEP_WORKFLOW = "actionSweepWorkflow";
export const ACTION_SWEEP_SCHEDULE_ID = "rivulet-action-sweep";

/** How a delivery is retried (config ACTION_RETRY_*): passed in each action workflow's input, so it replays the same. */
export interface ActionRetry {
  maximumAttempts: number;
  initialIntervalMs: number;
}
export const DIGEST_WORKFLOW = "digestWorkflow";
export const DIGEST_SERIES_WORKFLOW = "digestSeriesWorkflow";
export const FULL_ARTICLES_WORKFLOW = "fullArticlesWorkflow";
export const FULL_ARTICLES_SCHEDULE_ID = "rivulet-full-articles";
export const CHANNEL_RUN_WORKFLOW = "channelRunWorkflow";
export const VIDEO_UPLOAD_WORKFLOW = "videoUploadWorkflow";

/**
 * The digest render queue: the activities that speak, encode and render a digest (they wait for a CPU-heavy turn)
 * run on their own task queue, `<TEMPORAL_TASK_QUEUE>-digest-render`, served by a worker whose activity slots are
 * DIGEST_RENDER_CONCURRENCY. A render waiting its turn stays queued in Temporal instead of holding one of the main
 * worker's activity slots, so a burst of series due in one minute all begin (their light steps on the main queue)
 * while the renders go through a few at a time. Named after the main queue, so deployments (and test files) that
 * share a Temporal namespace each keep their own.
 */
export const DIGEST_RENDER_QUEUE_SUFFIX = "digest-render";
export function digestRenderQueue(taskQueue: string): string {
  return `${taskQueue}-${DIGEST_RENDER_QUEUE_SUFFIX}`;
}
/**
 * The topics and stories queue (`<TEMPORAL_TASK_QUEUE>-stories`): the work that gives new items topics and stories
 * (compromise's tagger, TF-IDF clustering: about 1.7 ms of CPU an item, against well under 1 ms to fetch, parse and
 * store it) runs there, beside the ingest lanes instead of between their batches, in whichever process serves it
 * (STORIES_WORKER: the main worker by default, or a process of its own), so ingest never waits for it and the two
 * scale apart. Named after the main queue like the render queue.
 */
export function storiesQueue(taskQueue: string): string {
  return `${taskQueue}-stories`;
}
/** The activities the stories queue's worker runs. */
export const STORIES_ACTIVITIES = ["processStories"] as const;
/** The activities the render queue's worker runs (the workflows schedule exactly these there). */
export const DIGEST_RENDER_ACTIVITIES = ["writeDigestAudio", "writeDigestVideo"] as const;
/**
 * What a completed digest's errorMessage says when its video could not be made after its retries: the text and audio
 * are kept (the spec's digest states are pending, completed and failed; a completed digest may lack a summary kind).
 */
export const DIGEST_VIDEO_FAILED = "The video could not be generated; the text and audio summaries are ready.";
