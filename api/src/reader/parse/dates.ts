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
  const quick = commonDate(raw);
  if (quick !== undefined) return quick;
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

/**
 * The two shapes most feeds write, read without regular expressions: "2026-11-22T10:00:00Z" (Atom, JSON Feed) and
 * "Sun, 22 Nov 2026 10:05:00 GMT" or "… +0100" (RSS), exactly as parseFeedDate's general path reads them; undefined
 * for anything else, which goes there.
 */
function commonDate(s: string): string | null | undefined {
  const n = s.length;
  if (n === 20) {
    if (s.charCodeAt(19) !== 90 /* Z */ || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 84 /* T */) return undefined;
    if (s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) return undefined;
    const y = digits(s, 0, 4);
    const mo = digits(s, 5, 2);
    const d = digits(s, 8, 2);
    const h = digits(s, 11, 2);
    const mi = digits(s, 14, 2);
    const sec = digits(s, 17, 2);
    if ((y | mo | d | h | mi | sec) < 0) return undefined;
    // In range, it is its own ISO form: Date would write back the same fields.
    return y >= 100 && inRange(y, mo - 1, d, h, mi, sec) ? s.slice(0, 19) + ".000Z" : utc(y, mo - 1, d, h, mi, sec);
  }
  if ((n !== 29 && n !== 31) || s.charCodeAt(3) !== 44 /* , */ || s.charCodeAt(4) !== 32 || s.charCodeAt(7) !== 32 || s.charCodeAt(11) !== 32) return undefined;
  if (s.charCodeAt(16) !== 32 || s.charCodeAt(19) !== 58 || s.charCodeAt(22) !== 58 || s.charCodeAt(25) !== 32) return undefined;
  if (!isLetter(s.charCodeAt(0)) || !isLetter(s.charCodeAt(1)) || !isLetter(s.charCodeAt(2))) return undefined;
  let offset: number;
  if (n === 29) {
    const zone = s.slice(26);
    if (zone !== "GMT" && zone !== "UTC") return undefined;
    offset = 0;
  } else {
    const sign = s.charCodeAt(26);
    const zh = digits(s, 27, 2);
    const zm = digits(s, 29, 2);
    if ((sign !== 43 && sign !== 45) || (zh | zm) < 0) return undefined;
    offset = (sign === 45 ? -1 : 1) * (zh * 60 + zm);
  }
  const month = MONTHS.indexOf(s.slice(8, 11).toLowerCase());
  const d = digits(s, 5, 2);
  const y = digits(s, 12, 4);
  const h = digits(s, 17, 2);
  const mi = digits(s, 20, 2);
  const sec = digits(s, 23, 2);
  if (month < 0 || (d | y | h | mi | sec) < 0) return undefined;
  return offset === 0 && y >= 1000 && inRange(y, month, d, h, mi, sec)
    ? `${y}-${TWO_DIGITS[month + 1]}-${TWO_DIGITS[d]}T${TWO_DIGITS[h]}:${TWO_DIGITS[mi]}:${TWO_DIGITS[sec]}.000Z`
    : utc(y, month, d, h, mi, sec, 0, offset);
}

/** The decimal number of `length` ASCII digits at `from`, or -1. */
function digits(s: string, from: number, length: number): number {
  let v = 0;
  for (let i = from; i < from + length; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, "0"));
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether Date.UTC keeps every field as it is (no day past the month's end, no hour 24, no leap second). */
function inRange(y: number, month: number, d: number, h: number, mi: number, sec: number): boolean {
  if (month < 0 || month > 11 || d < 1 || h > 23 || mi > 59 || sec > 59) return false;
  const leap = month === 1 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= MONTH_DAYS[month]! + (leap ? 1 : 0);
}
