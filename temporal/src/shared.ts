/** Ids and names shared by the worker, the schedules and the clients that start workflows. */
export const GUEST_PURGE_SCHEDULE_ID = "rivulet-guest-purge";
export const GUEST_PURGE_WORKFLOW = "guestPurgeWorkflow";
export const FEED_SWEEP_SCHEDULE_ID = "rivulet-feed-sweep";
export const FEED_SWEEP_WORKFLOW = "feedSweepWorkflow";
export const REFRESH_FEED_WORKFLOW = "refreshFeedWorkflow";
