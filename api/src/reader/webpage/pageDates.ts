import { parseFeedDate } from "../parse/dates.js";

/**
 * Dates as web pages print them, in the page's language: ISO and RFC dates, "20 November 2026", "Nov 20, 2026",
 * "20. November 2026", "20 de noviembre de 2026", numeric day-first or month-first dates, and relative forms
 * ("3 hours ago", "yesterday", "vor 2 Tagen", "il y a 5 minutes", "hace 3 horas", "2 ore fa", "há 3 dias",
 * "3 uur geleden", "3h", "2d ago"). Languages: English, German, French, Spanish, Italian, Portuguese, Dutch; month
 * names of all seven are known whatever the page's language. Times without a zone are taken as UTC.
 */

const MONTH_NAMES: Array<[number, string[]]> = [
  [0, ["january", "jan", "januar", "jänner", "janvier", "janv", "enero", "ene", "gennaio", "gen", "janeiro", "januari"]],
  [1, ["february", "feb", "februar", "février", "fevrier", "févr", "fevr", "febrero", "febbraio", "fevereiro", "fev", "februari"]],
  [2, ["march", "mar", "märz", "maerz", "mars", "marzo", "março", "marco", "maart", "mrt"]],
  [3, ["april", "apr", "avril", "avr", "abril", "abr", "aprile"]],
  [4, ["may", "mai", "mayo", "maggio", "mag", "maio", "mei"]],
  [5, ["june", "jun", "juni", "juin", "junio", "giugno", "giu", "junho"]],
  [6, ["july", "jul", "juli", "juillet", "juil", "julio", "luglio", "lug", "julho"]],
  [7, ["august", "aug", "août", "aout", "agosto", "ago"]],
  [8, ["september", "sep", "sept", "septembre", "septiembre", "settembre", "set", "setembro"]],
  [9, ["october", "oct", "oktober", "okt", "octobre", "octubre", "ottobre", "ott", "outubro", "out"]],
  [10, ["november", "nov", "novembre", "noviembre", "novembro"]],
  [11, ["december", "dec", "dezember", "dez", "décembre", "decembre", "déc", "diciembre", "dic", "dicembre", "dezembro"]],
];
const MONTHS = new Map<string, number>(MONTH_NAMES.flatMap(([m, names]) => names.map((n) => [n, m] as [string, number])));
const AMBIGUOUS = new Set(["set", "out", "gen", "mag", "ago", "dic", "mar", "may", "ene", "mai", "hier"]);
const MONTH_RE = [...MONTHS.keys()].sort((a, b) => b.length - a.length).map((n) => n.replace(/[.]/g, "\\.")).join("|");

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000, mo: 30 * 86_400_000, y: 365 * 86_400_000 };
/** Unit words of every language, to the unit key. */
const UNITS: Array<[string, RegExp]> = [
  ["mo", /^(months?|mos?|monate?n?|mois|mes(es)?|mes[ie]|mês|meses|maanden?)$/],
  ["s", /^(seconds?|secs?|s|sekunden?|sek|secondes?|segundos?|secondi|secondo|seconden?)$/],
  ["m", /^(minutes?|mins?|m|minuten?|min|minutos?|minuti|minuto)$/],
  ["h", /^(hours?|hrs?|h|stunden?|std|heures?|horas?|ore|ora|uur|uren)$/],
  ["d", /^(days?|d|tagen?|tag|jours?|j|días?|dias?|giorni|giorno|dagen?)$/],
  ["w", /^(weeks?|wks?|w|wochen?|semaines?|semanas?|settimane|settimana|weken?)$/],
  ["y", /^(years?|yrs?|y|jahren?|jahr|ans?|années?|años?|anni|anno|anos?|jaren?|jaar)$/],
];
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, einem: 1, einer: 1, ein: 1, un: 1, une: 1, uno: 1, una: 1, um: 1, uma: 1, een: 1, two: 2, zwei: 2, deux: 2, dos: 2, due: 2, dois: 2, twee: 2,
  three: 3, drei: 3, trois: 3, tres: 3, tre: 3, três: 3, drie: 3,
};

function unitOf(word: string): string | null {
  const w = word.toLowerCase().replace(/\.$/, "");
  for (const [key, re] of UNITS) if (re.test(w)) return key;
  return null;
}

function amountOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()] ?? null;
}

const DAY_WORDS: Array<[RegExp, number]> = [
  [/\b(just now|right now|a moment ago|moments ago|gerade eben|soeben|à l'instant|a l'instant|ahora mismo|justo ahora|adesso|proprio ora|agora mesmo|zojuist|net nu)\b/i, 0],
  [/\b(today|heute|aujourd'hui|aujourd’hui|hoy|oggi|hoje|vandaag)\b/i, 0],
  [/\b(yesterday|gestern|hier|ayer|ieri|ontem|gisteren)\b/i, -1],
];

/** "3 hours ago" and its kind in each language; the result is `now` minus the amount. */
function relative(text: string, now: Date): string | null {
  const t = text.toLowerCase();
  const patterns = [
    /(\d+|an?|one|two|three)\s*([a-z]+)\.?\s+ago\b/, // en
    /\bvor\s+(\d+|einem|einer|zwei|drei)\s+([a-zäöü]+)/, // de
    /\bil y a\s+(\d+|une?|deux|trois)\s+([a-zéû]+)/, // fr
    /\bhace\s+(\d+|una?|dos|tres)\s+([a-zíá]+)/, // es
    /\b(\d+|una?|due|tre)\s+([a-z]+)\s+fa\b/, // it
    /\b(?:há|ha)\s+(\d+|uma?|dois|três)\s+([a-zêó]+)/, // pt
    /\b(\d+|een|twee|drie)\s+([a-z]+)\s+geleden\b/, // nl
    /^\s*(\d+)\s*(s|m|min|h|d|w|mo|y)\s*(?:ago)?\s*$/, // compact "3h", "2d ago"
  ];
  for (const re of patterns) {
    const m = re.exec(t);
    if (!m) continue;
    const amount = amountOf(m[1]!);
    const unit = unitOf(m[2]!);
    if (amount !== null && unit) return new Date(now.getTime() - amount * UNIT_MS[unit]!).toISOString();
  }
  for (const [re, days] of DAY_WORDS) {
    if (!re.test(t)) continue;
    const time = /\b(\d{1,2})[:h](\d{2})\s*(am|pm)?\b/i.exec(t);
    const d = new Date(now.getTime() + days * 86_400_000);
    if (time) {
      let h = Number(time[1]);
      if (time[3]?.toLowerCase() === "pm" && h < 12) h += 12;
      if (time[3]?.toLowerCase() === "am" && h === 12) h = 0;
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), h, Number(time[2]))).toISOString();
    }
    // "today" is now (it cannot be later); "yesterday" without a time is that day's start.
    return days === 0 ? now.toISOString() : new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())).toISOString();
  }
  return null;
}

function timeOf(text: string): [number, number] {
  const m = /\b(\d{1,2})[:h.](\d{2})(?![\d.])(?:[:.]\d{2})?\s*([ap]\.?m\.?)?/i.exec(text);
  if (!m) return [0, 0];
  let h = Number(m[1]);
  const ampm = m[3]?.toLowerCase().replace(/\./g, "");
  if (ampm === "pm" && h < 12) h += 12;
  if (ampm === "am" && h === 12) h = 0;
  return h < 24 && Number(m[2]) < 60 ? [h, Number(m[2])] : [0, 0];
}

function build(y: number, mo: number, d: number, text: string): string | null {
  if (y < 100) y += y < 50 ? 2000 : 1900;
  if (mo < 0 || mo > 11 || d < 1 || d > 31 || y < 1970 || y > 2100) return null;
  const [h, mi] = timeOf(text.replace(/\b\d{4}\b/, ""));
  const t = Date.UTC(y, mo, d, h, mi);
  const date = new Date(t);
  return date.getUTCDate() === d ? date.toISOString() : null;
}

/** A year for a date printed without one: this year, or last year when that would put it in the future. */
function yearFor(mo: number, d: number, now: Date): number {
  const y = now.getUTCFullYear();
  return Date.UTC(y, mo, d) > now.getTime() + 2 * 86_400_000 ? y - 1 : y;
}

/**
 * Reads a date out of a short text (a <time>, a byline) in the page's language (`lang`, e.g. "de"); null when
 * there is none. Relative dates count back from `now`.
 */
export function parsePageDate(raw: string | null | undefined, lang = "en", now = new Date()): string | null {
  if (!raw) return null;
  const text = raw.replace(/\s+/g, " ").trim();
  if (!text || text.length > 200) return null;
  // Machine-readable first: ISO 8601 anywhere in the text, or the whole text as an RFC date.
  const iso = /\b(\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?)\b/.exec(text);
  if (iso) {
    const d = parseFeedDate(iso[1]!);
    if (d) return d;
  }
  const rel = relative(text, now);
  if (rel) return rel;
  const lower = text.toLowerCase();
  // "20 November 2026", "20. Nov. 2026", "20 de noviembre de 2026", "1er mars 2026"
  const dmy = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|er|e|º)?\\.?\\s+(?:de\\s+)?(${MONTH_RE})\\.?,?\\s+(?:de\\s+)?(\\d{4})\\b`, "i").exec(lower);
  if (dmy) return build(Number(dmy[3]), MONTHS.get(dmy[2]!)!, Number(dmy[1]), lower);
  // "November 20, 2026", "Nov 20th 2026"
  const mdy = new RegExp(`\\b(${MONTH_RE})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "i").exec(lower);
  if (mdy) return build(Number(mdy[3]), MONTHS.get(mdy[1]!)!, Number(mdy[2]), lower);
  // "20 Nov", "Nov 20" without a year
  // Short month words that are also common words ("set", "out", "may") need a year unless the page's language uses them.
  const plain = (word: string) => !AMBIGUOUS.has(word) || !["en", "de", "fr", "nl"].includes(lang);
  const dm = new RegExp(`\\b(\\d{1,2})\\.?\\s+(${MONTH_RE})\\b\\.?`, "i").exec(lower);
  if (dm && plain(dm[2]!)) {
    const mo = MONTHS.get(dm[2]!)!;
    return build(yearFor(mo, Number(dm[1]), now), mo, Number(dm[1]), lower);
  }
  const md = new RegExp(`\\b(${MONTH_RE})\\.?\\s+(\\d{1,2})\\b(?!:)`, "i").exec(lower);
  if (md && plain(md[1]!)) {
    const mo = MONTHS.get(md[1]!)!;
    return build(yearFor(mo, Number(md[2]), now), mo, Number(md[2]), lower);
  }
  // Numeric: 2026/11/20, 20.11.2026, 11/20/2026 (English month first unless the first number cannot be a month).
  const ymd = /\b(\d{4})[/.](\d{1,2})[/.](\d{1,2})\b/.exec(text);
  if (ymd) return build(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3]), text);
  const num = /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b/.exec(text);
  if (num) {
    const a = Number(num[1]);
    const b = Number(num[3]);
    const monthFirst = num[2] === "/" && lang === "en" && a <= 12;
    const [mo, d] = monthFirst || b > 12 ? [a, b] : [b, a];
    return build(Number(num[4]), mo - 1, d, text);
  }
  return null;
}
