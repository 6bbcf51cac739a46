/**
 * Human text for a five-field cron stored in UTC (spec part 1 section 9: "Schedule text handles daily, weekly
 * (day 0 to 6) and monthly (day of month) cron, shown in UTC or local time"; part 3: times are stored in UTC
 * and shown in local time). Feeds' refresh jobs use steps ("Every 15 minutes", "Every 2 hours"); digests use
 * a time of day with weekdays or days of the month. A cron outside these shapes is returned as it is.
 */

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export interface ScheduleTextOptions {
  /** "UTC", an IANA zone, or undefined for the browser's own zone. */
  timeZone?: string;
  /** The day whose UTC offset applies (offsets move with daylight saving time); today by default. */
  now?: Date;
}

const plural = (n: number, one: string) => (n === 1 ? `Every ${one}` : `Every ${n} ${one}s`);
const isInt = (s: string, min: number, max: number) => /^\d+$/.test(s) && Number(s) >= min && Number(s) <= max;

/** "1,15" or "3" → numbers within [min, max], or null for anything else (ranges, steps, names). */
function list(field: string, min: number, max: number): number[] | null {
  const parts = field.split(",");
  return parts.every((p) => isInt(p, min, max)) ? [...new Set(parts.map(Number))].sort((a, b) => a - b) : null;
}

const ordinal = (n: number) => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
};

/** "a, b and c" */
const joinAnd = (items: string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Where UTC hour:minute falls in the zone on `now`'s date: its clock time and how many days it moved
 * (-1, 0 or 1), read from Intl so daylight saving time and odd offsets (+05:45) come out right.
 */
function inZone(hour: number, minute: number, opts: ScheduleTextOptions): { hour: number; minute: number; dayShift: number } {
  const now = opts.now ?? new Date();
  const instant = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute));
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: opts.timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(get("year"), get("month") - 1, get("day"));
  const utc = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  return { hour: get("hour") % 24, minute: get("minute"), dayShift: Math.round((local - utc) / 86_400_000) };
}

/** Human text for `cron` ("Every 15 minutes", "Daily at 09:00 UTC", "Weekly on Monday and Friday at 08:30"). */
export function scheduleText(cron: string, opts: ScheduleTextOptions = {}): string {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return cron;
  const [min, hour, dom, month, dow] = fields as [string, string, string, string, string];
  if (month !== "*") return cron;

  // Steps: every N minutes, every N hours (the same text in every zone).
  const minuteStep = /^\*\/(\d+)$/.exec(min)?.[1];
  if (minuteStep && hour === "*" && dom === "*" && dow === "*") return plural(Number(minuteStep), "minute");
  if (min === "*" && hour === "*" && dom === "*" && dow === "*") return "Every minute";
  const hourStep = hour === "*" ? "1" : /^\*\/(\d+)$/.exec(hour)?.[1];
  if (isInt(min, 0, 59) && hourStep && dom === "*" && dow === "*") return plural(Number(hourStep), "hour");

  // A time of day: daily, weekly or monthly.
  if (!isInt(min, 0, 59) || !isInt(hour, 0, 23)) return cron;
  const utc = opts.timeZone === "UTC";
  const at = inZone(Number(hour), Number(min), opts);
  const time = `${pad(at.hour)}:${pad(at.minute)}${utc ? " UTC" : ""}`;
  if (dom === "*" && dow === "*") return `Daily at ${time}`;
  if (dom === "*") {
    // Day 7 is Sunday too in most crons.
    const days = list(dow, 0, 7);
    if (!days) return cron;
    const shifted = [...new Set(days.map((d) => (((d % 7) + at.dayShift) % 7 + 7) % 7))].sort((a, b) => a - b);
    if (shifted.length === 7) return `Daily at ${time}`;
    return `Weekly on ${joinAnd(shifted.map((d) => WEEKDAYS[d]!))} at ${time}`;
  }
  if (dow === "*") {
    const days = list(dom, 1, 31);
    if (!days) return cron;
    // A day moved past either end of the month reads as the month's last day or the next month's first.
    const shifted = [...new Set(days.map((d) => d + at.dayShift))].sort((a, b) => a - b);
    const names = shifted.map((d) => (d < 1 ? "the last day" : d > 31 ? "the 1st" : `the ${ordinal(d)}`));
    return `Monthly on ${joinAnd([...new Set(names)])} at ${time}`;
  }
  return cron;
}
