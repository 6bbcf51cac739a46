const UNITS: Array<[limitSeconds: number, divisor: number, suffix: string]> = [
  [60, 1, "s"],
  [3600, 60, "m"],
  [86_400, 3600, "h"],
  [365 * 86_400, 86_400, "d"],
  [Number.POSITIVE_INFINITY, 365 * 86_400, "y"],
];

/**
 * Compact time distance (spec part 1 section 9: "time-ago formats in s, m, h, d, y"): "5m ago", or "in 3h" for
 * a future instant such as a feed's next run.
 */
export function formatTimeAgo(iso: string, now: number = Date.now()): string {
  const diff = Math.round((now - new Date(iso).getTime()) / 1000);
  const abs = Math.abs(diff);
  if (abs < 5) return "just now";
  const [, divisor, suffix] = UNITS.find(([limit]) => abs < limit)!;
  const text = `${Math.floor(abs / divisor)}${suffix}`;
  return diff >= 0 ? `${text} ago` : `in ${text}`;
}

// Made on first use: the first Intl.DateTimeFormat loads locale data (~20 ms on a 2-core machine), and lists
// import this module for the time-ago text alone.
let dateTime: Intl.DateTimeFormat | null = null;

/** A full local date and time, for titles and tables where the exact instant matters. */
export function formatDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
  return dateTime.format(new Date(iso));
}

/** The host of a URL without "www.", or the text itself when it is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}
