const UNITS = ["k", "m", "b"] as const;

/**
 * Count abbreviation (spec part 1 section 9): whole numbers below 1000 (counts are integers, so the spec's
 * "one decimal below 10" applies to the scaled value: 1.5k, 12k, 3.4m), then k, m, b.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return "0";
  const sign = n < 0 ? "-" : "";
  let value = Math.abs(Math.round(n));
  if (value < 1000) return `${sign}${value}`;
  let unit = -1;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  let text = value < 10 ? (Math.round(value * 10) / 10).toString() : Math.round(value).toString();
  // 999,950 rounds to "1000k": promote it to the next unit instead.
  if (Number(text) >= 1000 && unit < UNITS.length - 1) {
    unit += 1;
    text = "1";
  }
  return `${sign}${text}${UNITS[unit]}`;
}
