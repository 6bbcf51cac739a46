/** Ids and names shared by the worker, the schedules and the clients that start workflows. */
export const GUEST_PURGE_SCHEDULE_ID = "rivulet-guest-purge";
export const GUEST_PURGE_WORKFLOW = "guestPurgeWorkflow";
