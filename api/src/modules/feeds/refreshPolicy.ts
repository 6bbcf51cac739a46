/** Pure rules for when a feed is fetched next and which status it is in (spec part 2 sections 4 and 9). */
export const MIN_INTERVAL_MINUTES = 15;
export const MAX_INTERVAL_MINUTES = 24 * 60;
export const ERROR_AFTER_FAILURES = 3;
export const STALE_AFTER_DAYS = 30;
export const PAUSE_ABOVE_ITEMS_PER_WEEK = 1000;

const clamp = (n: number) => Math.min(MAX_INTERVAL_MINUTES, Math.max(MIN_INTERVAL_MINUTES, Math.round(n)));

/**
 * Adaptive interval from the posting rate: about twice per typical gap between recent items, so a feed that
 * posts hourly is read every ~30 min and a weekly one daily; a server's max-age is never undercut.
 */
export function adaptiveIntervalMinutes(itemDates: Date[], maxAgeSeconds: number | null, ttlMinutes: number | null = null): number {
  const sorted = itemDates.map((d) => d.getTime()).filter((t) => !Number.isNaN(t)).sort((a, b) => b - a).slice(0, 20);
  let interval = 60;
  if (sorted.length >= 2) {
    const gaps = sorted.slice(1).map((t, i) => sorted[i]! - t).filter((g) => g > 0).sort((a, b) => a - b);
    const median = gaps[Math.floor(gaps.length / 2)];
    if (median !== undefined) interval = median / 60_000 / 2;
  } else if (sorted.length === 1) {
    interval = MAX_INTERVAL_MINUTES / 4;
  }
  if (maxAgeSeconds !== null) interval = Math.max(interval, maxAgeSeconds / 60);
  if (ttlMinutes !== null) interval = Math.max(interval, ttlMinutes);
  return clamp(interval);
}

/** Exponential backoff after consecutive failures, or the server's Retry-After when longer. */
export function backoffMinutes(baseMinutes: number, consecutiveFailures: number, retryAfterSeconds?: number): number {
  const backoff = baseMinutes * 2 ** Math.min(consecutiveFailures, 8);
  return clamp(Math.max(backoff, (retryAfterSeconds ?? 0) / 60));
}

/**
 * The schedules a five-field cron can state evenly: minute steps that divide an hour, hour steps that divide a
 * day, and once a day (a step that does not divide its field restarts at each hour or day: "*\/45" fires at :00
 * and :45).
 */
const CRON_SCHEDULES: Array<[minutes: number, cron: string]> = [
  ...[15, 20, 30].map((m): [number, string] => [m, `*/${m} * * * *`]),
  [60, "0 * * * *"],
  ...[2, 3, 4, 6, 8, 12].map((h): [number, string] => [h * 60, `0 */${h} * * *`]),
  [24 * 60, "0 0 * * *"],
];

/**
 * A feed's refresh interval as the spec's job.cron (part 2 section 3): 15 min is "*\/15 * * * *", 2 h
 * "0 *\/2 * * *", a day "0 0 * * *". Intervals no cron states evenly (45 min, 5 h) take the nearest schedule
 * by ratio (45 min is hourly, 5 h every 6 hours; a tie goes to the longer). The cron describes the rhythm;
 * the exact next run is job.nextRunAt.
 */
export function cronForInterval(minutes: number): string {
  const distance = (m: number) => Math.abs(Math.log(m / Math.max(1, minutes)));
  let best = CRON_SCHEDULES[0]!;
  for (const schedule of CRON_SCHEDULES) if (distance(schedule[0]) <= distance(best[0])) best = schedule;
  return best[1];
}

export type FeedHealth = "healthy" | "stale" | "paused";

/** Status after a successful fetch: stale without items for a month, paused above ~1000 items a week. */
export function healthAfterSuccess(lastItemAt: Date | null, itemsLastWeek: number, now = new Date()): FeedHealth {
  if (itemsLastWeek > PAUSE_ABOVE_ITEMS_PER_WEEK) return "paused";
  if (lastItemAt && now.getTime() - lastItemAt.getTime() > STALE_AFTER_DAYS * 86_400_000) return "stale";
  return "healthy";
}

/**
 * While a hub pushes a feed's updates (a WebSub lease the hub verified and that has not ended), a poll is only a
 * safety net for a push that never came (a hub that lost our subscription, a publisher that forgot to notify it):
 * once a day, the longest interval any feed is polled at. Polls stay at least this far apart with a live lease.
 */
export const PUSH_SAFETY_NET_MINUTES = MAX_INTERVAL_MINUTES;

/**
 * The next poll's interval for a feed whose updates may be pushed: the polling interval when there is no live
 * lease (`pushLeaseUntil` null or past), else the daily safety net, but never past the lease's end, so a lease
 * that lapses (renewal failed, hub gone) brings polling back at once; never shorter than the polling interval.
 */
export function intervalWithPush(pollMinutes: number, pushLeaseUntil: Date | null, now = new Date()): number {
  if (!pushLeaseUntil || pushLeaseUntil.getTime() <= now.getTime()) return pollMinutes;
  const untilLeaseEnds = Math.ceil((pushLeaseUntil.getTime() - now.getTime()) / 60_000);
  return Math.max(pollMinutes, Math.min(PUSH_SAFETY_NET_MINUTES, untilLeaseEnds));
}
