const ZONES: Record<string, number> = {
  UT: 0, UTC: 0, GMT: 0, Z: 0, EST: -5, EDT: -4, CST: -6, CDT: -5, MST: -7, MDT: -6, PST: -8, PDT: -7,
  A: -1, M: -12, N: 1, Y: 12, CET: 1, CEST: 2, BST: 1, IST: 5.5, JST: 9, AEST: 10, AEDT: 11, NZST: 12, MSK: 3,
};
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function utc(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0, offsetMinutes = 0): string | null {
  if (y < 100) y += y < 50 ? 2000 : 1900;
  const t = Date.UTC(y, mo, d, h, mi, s, ms) - offsetMinutes * 60_000;
  if (Number.isNaN(t) || mo < 0 || mo > 11 || d < 1 || d > 31 || h > 24 || mi > 59 || s > 60) return null;
  return new Date(t).toISOString();
}

function zoneOffset(zone: string | undefined): number {
  if (!zone) return 0;
  const z = zone.trim().toUpperCase();
  const numeric = /^([+-])(\d{1,2}):?(\d{2})?$/.exec(z);
  if (numeric) return (numeric[1] === "-" ? -1 : 1) * (Number(numeric[2]) * 60 + Number(numeric[3] ?? 0));
  return (ZONES[z] ?? 0) * 60;
}

/**
 * Parses the date shapes feeds use (RFC 822/1123 with named or numeric zones and 2-digit years, ISO 8601 /
 * W3C-DTF with or without seconds or zone, date-only) into an ISO 8601 UTC string; null when unreadable.
 * A value with no zone is taken as UTC.
 */
export function parseFeedDate(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const s = raw.trim().replace(/\s+/g, " ");
  if (!s) return null;
  const iso = /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2}):?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i.exec(s);
  if (iso) {
    const ms = iso[7] ? Math.round(Number(`0.${iso[7]}`) * 1000) : 0;
    return utc(+iso[1]!, +iso[2]! - 1, +iso[3]!, +(iso[4] ?? 0), +(iso[5] ?? 0), +(iso[6] ?? 0), ms, zoneOffset(iso[8]));
  }
  const isoMonth = /^(\d{4})-(\d{2})$/.exec(s);
  if (isoMonth) return utc(+isoMonth[1]!, +isoMonth[2]! - 1, 1);
  const rfc = /^(?:[A-Za-z]{2,}\.?,?\s*)?(\d{1,2})[\s-]+([A-Za-z]{3})[A-Za-z]*\.?[\s-]+(\d{2,4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*([A-Za-z]{1,5}|[+-]\d{2}:?\d{2})?/.exec(s);
  if (rfc) {
    const month = MONTHS.indexOf(rfc[2]!.toLowerCase());
    if (month >= 0) return utc(+rfc[3]!, month, +rfc[1]!, +(rfc[4] ?? 0), +(rfc[5] ?? 0), +(rfc[6] ?? 0), 0, zoneOffset(rfc[7]));
  }
  // "Mon Jan 02 2006 15:04:05 GMT-0700", "January 2, 2006", and other shapes JavaScript understands.
  const fallback = Date.parse(/[+-]\d{4}$|Z$|GMT|UTC/i.test(s) ? s : `${s} UTC`);
  if (!Number.isNaN(fallback)) return new Date(fallback).toISOString();
  const plain = Date.parse(s);
  return Number.isNaN(plain) ? null : new Date(plain).toISOString();
}
