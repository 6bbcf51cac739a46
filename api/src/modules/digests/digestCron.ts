/**
 * A series' cron (spec part 3 section 5): five space-separated fields in UTC, minutes in multiples of 5. Each field
 * is a comma list of `*`, `*∕n`, `a`, `a-b` or `a-b∕n` within its range. Temporal Schedules read the same syntax
 * (cronExpressions, UTC), so what is stored is what runs.
 */
const FIELDS = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12 },
  { name: "day of week", min: 0, max: 7 },
] as const;

export const CRON_MESSAGE = "Schedule must be a cron of five fields (minute hour day month weekday) with minutes in steps of 5";

/** The values a field allows, or null when it is not well formed. */
function expand(field: string, min: number, max: number): number[] | null {
  const values = new Set<number>();
  for (const part of field.split(",")) {
    const m = /^(\*|(\d{1,2})(?:-(\d{1,2}))?)(?:\/(\d{1,2}))?$/.exec(part);
    if (!m) return null;
    const from = m[1] === "*" ? min : Number(m[2]);
    const to = m[1] === "*" ? max : m[3] !== undefined ? Number(m[3]) : m[4] !== undefined ? max : from;
    const step = m[4] !== undefined ? Number(m[4]) : 1;
    if (from < min || to > max || from > to || step < 1) return null;
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return [...values].sort((a, b) => a - b);
}

/** The cron normalised (single spaces), or null when it is not a five-field cron with minutes in steps of 5. */
export function normaliseCron(cron: string): string | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  for (const [i, f] of fields.entries()) {
    const values = expand(f, FIELDS[i]!.min, FIELDS[i]!.max);
    if (!values || values.length === 0) return null;
    if (i === 0 && values.some((v) => v % 5 !== 0)) return null;
  }
  return fields.join(" ");
}

/**
 * The next times (UTC) the cron fires after `from`, at most `count` of them within a year: what the series page
 * shows as the next run and what tests compare against the Temporal Schedule's own.
 */
export function nextRuns(cron: string, from: Date, count = 1): Date[] {
  const fields = cron.trim().split(/\s+/);
  const sets = fields.map((f, i) => new Set(expand(f, FIELDS[i]!.min, FIELDS[i]!.max) ?? []));
  if (sets[4]!.has(7)) sets[4]!.add(0);
  const domAny = fields[2] === "*";
  const dowAny = fields[4] === "*";
  const out: Date[] = [];
  const t = new Date(Math.floor(from.getTime() / 60_000) * 60_000 + 60_000);
  const end = from.getTime() + 366 * 86_400_000;
  while (out.length < count && t.getTime() <= end) {
    const dom = sets[2]!.has(t.getUTCDate());
    const dow = sets[4]!.has(t.getUTCDay());
    // Classic cron: with both day fields restricted, either matching is enough.
    const dayOk = domAny && dowAny ? true : domAny ? dow : dowAny ? dom : dom || dow;
    if (!sets[3]!.has(t.getUTCMonth() + 1) || !dayOk) {
      t.setUTCHours(24, 0, 0, 0);
      continue;
    }
    if (!sets[1]!.has(t.getUTCHours())) {
      t.setUTCHours(t.getUTCHours() + 1, 0, 0, 0);
      continue;
    }
    if (sets[0]!.has(t.getUTCMinutes())) out.push(new Date(t));
    t.setTime(t.getTime() + 60_000);
  }
  return out;
}
