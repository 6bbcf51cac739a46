/**
 * What the digests service asks of Temporal (temporal/src/client.ts implements it; the api and the worker pass it to
 * createServices). Each enabled series is a Schedule `digest-series-{id}` (overlap skip); a disabled one is paused.
 * Without Temporal, series are saved but nothing runs until a worker does (the worker's start-up syncs schedules).
 */
export interface DigestWorkflows {
  /** Creates or updates the series' Schedule to its cron, paused when the series is disabled. */
  syncSchedule(series: { id: string; cron: string; enabled: boolean }): Promise<void>;
  /** Deletes the series' Schedule (none is fine). */
  deleteSchedule(scheduledDigestId: string): Promise<void>;
  /** Starts the generation of a digest already recorded as pending (Generate Now): `digest-{digestId}`. */
  generate(digestId: string): Promise<void>;
}

export const seriesScheduleId = (scheduledDigestId: string) => `digest-series-${scheduledDigestId}`;
export const digestWorkflowId = (digestId: string) => `digest-${digestId}`;
