/**
 * The digest editor's schedule builder (spec part 3 section 5): interval, weekly days, monthly days, hour, minute in
 * steps of 5, shown in the viewer's local time and stored as a five-field cron in UTC. The conversion uses the time
 * zone's offset on a reference date (the day the user saves), so a 09:00 New York digest is 13:00 UTC when saved in
 * summer and 14:00 UTC in winter: stored in UTC, as the spec says, it keeps its UTC time across DST changes.
 */
export type Frequency = "hourly" | "daily" | "weekly" | "monthly";

export interface Schedule {
  frequency: Frequency;
  /** Every N hours (hourly) or days (daily); at least 1. */
  interval: number;
  /** weekly: 0 (Sunday) to 6, at least one. */
  weekdays: number[];
  /** monthly: 1 to 31, at least one. */
  monthDays: number[];
  hour: number;
  minute: number;
}

export const DEFAULT_SCHEDULE: Schedule = { frequency: "weekly", interval: 1, weekdays: [1], monthDays: [1], hour: 9, minute: 0 };

/** Minutes east of UTC of `timeZone` at `at` (New York in July: -240). */
export function offsetMinutes(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

export const roundMinute = (minute: number) => Math.min(55, Math.round(minute / 5) * 5);
const mod = (n: number, m: number) => ((n % m) + m) % m;
const sortedUnique = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);

/** Local wall time → UTC: minutes of the day and how many days it moved (-1, 0 or 1). */
function shift(hour: number, minute: number, by: number): { hour: number; minute: number; days: number } {
  const total = hour * 60 + minute + by;
  return { hour: Math.floor(mod(total, 1440) / 60), minute: mod(total, 60), days: Math.floor(total / 1440) };
}

/** The cron (UTC) for a schedule in local time in `timeZone`, as of `at`. */
export function toCron(s: Schedule, timeZone: string, at = new Date()): string {
  const minute = roundMinute(s.minute);
  const utc = shift(s.hour, minute, -offsetMinutes(timeZone, at));
  const every = Math.max(1, Math.floor(s.interval));
  switch (s.frequency) {
    case "hourly":
      return `${utc.minute} ${every === 1 ? "*" : `${utc.hour % every}-23/${every}`} * * *`;
    case "daily":
      return `${utc.minute} ${utc.hour} ${every === 1 ? "*" : `*/${every}`} * *`;
    case "weekly":
      return `${utc.minute} ${utc.hour} * * ${sortedUnique(s.weekdays.map((d) => mod(d + utc.days, 7))).join(",")}`;
    case "monthly":
      // A day that moves past the 31st wraps to the 1st (and the 1st back to the 31st): the closest cron can say.
      return `${utc.minute} ${utc.hour} ${sortedUnique(s.monthDays.map((d) => mod(d - 1 + utc.days, 31) + 1)).join(",")} * *`;
  }
}

const list = (field: string, min: number, max: number): number[] | null => {
  if (!/^\d{1,2}(,\d{1,2})*$/.test(field)) return null;
  const values = field.split(",").map(Number);
  return values.every((v) => v >= min && v <= max) ? values : null;
};

/** The schedule a stored cron (UTC) shows in `timeZone` as of `at`, or null when the builder cannot show it (Custom). */
export function fromCron(cron: string, timeZone: string, at = new Date()): Schedule | null {
  const f = cron.trim().split(/\s+/);
  if (f.length !== 5 || f[3] !== "*") return null;
  const [mi, ho, dom, , dow] = f as [string, string, string, string, string];
  if (!/^\d{1,2}$/.test(mi)) return null;
  const by = offsetMinutes(timeZone, at);
  const hourly = /^(\*|(\d{1,2})-23\/(\d{1,2}))$/.exec(ho);
  if (hourly && dom === "*" && dow === "*") {
    const every = hourly[1] === "*" ? 1 : Number(hourly[3]);
    const local = shift(Number(hourly[2] ?? 0), Number(mi), by);
    return { ...DEFAULT_SCHEDULE, frequency: "hourly", interval: every, hour: every === 1 ? 0 : local.hour % every, minute: local.minute };
  }
  if (!/^\d{1,2}$/.test(ho)) return null;
  const local = shift(Number(ho), Number(mi), by);
  const base = { ...DEFAULT_SCHEDULE, hour: local.hour, minute: local.minute };
  if (dow === "*" && (dom === "*" || /^\*\/\d{1,2}$/.test(dom))) return { ...base, frequency: "daily", interval: dom === "*" ? 1 : Number(dom.slice(2)) };
  if (dom === "*") {
    const days = list(dow, 0, 7);
    return days ? { ...base, frequency: "weekly", weekdays: sortedUnique(days.map((d) => mod(d + local.days, 7))) } : null;
  }
  if (dow === "*") {
    const days = list(dom, 1, 31);
    return days ? { ...base, frequency: "monthly", monthDays: sortedUnique(days.map((d) => mod(d - 1 + local.days, 31) + 1)) } : null;
  }
  return null;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const pad = (n: number) => String(n).padStart(2, "0");

/** What the series page shows: "Weekly on Mon, Thu at 09:00" in local time, or the cron itself (UTC) when custom. */
export function describeSchedule(cron: string, timeZone: string, at = new Date()): string {
  const s = fromCron(cron, timeZone, at);
  if (!s) return `Custom (${cron} UTC)`;
  const time = `${pad(s.hour)}:${pad(s.minute)}`;
  switch (s.frequency) {
    case "hourly":
      return s.interval === 1 ? `Every hour at :${pad(s.minute)}` : `Every ${s.interval} hours from ${time}`;
    case "daily":
      return s.interval === 1 ? `Daily at ${time}` : `Every ${s.interval} days at ${time}`;
    case "weekly":
      return `Weekly on ${s.weekdays.map((d) => WEEKDAYS[d]).join(", ")} at ${time}`;
    case "monthly":
      return `Monthly on day ${s.monthDays.join(", ")} at ${time}`;
  }
}
