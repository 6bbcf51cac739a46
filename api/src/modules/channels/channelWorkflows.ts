import { createHash } from "node:crypto";

/**
 * What the channels service asks of Temporal (temporal/src/client.ts implements it; the api and the worker pass it
 * to createServices). Each channel is a Schedule `channel-{id}` (overlap skip) that runs every interval at a minute
 * of its own, paused while the channel is disabled. Without Temporal channels are saved and nothing runs until a
 * worker's start-up brings their Schedules in line.
 */
export interface ChannelWorkflows {
  /** Creates or updates the channel's Schedule, paused when the channel is disabled. */
  syncSchedule(channel: { id: string; enabled: boolean }): Promise<void>;
  /** Starts a run now through the Schedule (its overlap policy holds: a run under way is not doubled). */
  runNow(channelId: string): Promise<void>;
}

export const channelScheduleId = (channelId: string) => `channel-${channelId}`;

/**
 * Where in each interval a channel runs: a minute taken from its id, so a hundred channels do not all start their
 * speech and video work at the top of the hour.
 */
export function channelRunOffsetMinutes(channelId: string, intervalMinutes: number): number {
  return createHash("sha256").update(channelId).digest().readUInt32BE(0) % intervalMinutes;
}

/** The channel's next run after `now` (Temporal's interval spec: every interval since the epoch, plus the offset). */
export function nextChannelRun(channelId: string, intervalMinutes: number, now = new Date()): Date {
  const every = intervalMinutes * 60_000;
  const offset = channelRunOffsetMinutes(channelId, intervalMinutes) * 60_000;
  return new Date(Math.floor((now.getTime() - offset) / every) * every + offset + every);
}
