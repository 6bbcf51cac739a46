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
