import { decodeHTML } from "entities";

/**
 * Plain text of stored item HTML (already sanitised at ingest): scripts, styles and figure captions' markup
 * go, block ends become sentence breaks so "Title</p><p>Next" does not read as one sentence, entities decoded.
 */
export function htmlToText(html: string | null | undefined, maxChars = 6_000): string {
  if (!html) return "";
  // Bound the work before the regexes: a 1 MB body's first few thousand characters are its lead.
  const head = html.length > maxChars * 3 ? html.slice(0, maxChars * 3) : html;
  const text = head
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<\/(p|div|li|h[1-6]|blockquote|figcaption|tr|section|article)\s*>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, " ");
  return decodeHTML(text).replace(/[ \t\f\v\u00a0]+/g, " ").replace(/\s*\n\s*/g, "\n").trim().slice(0, maxChars);
}

/** Lower-case with accents folded ("Zürich" → "zurich"): the form every key is built from. */
export function foldKey(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

/** Abbreviations whose period ends no sentence ("Mr. Okafor", "the U.S. State Department", "Gen. Costa"). */
const ABBREVIATION = /(?:^|[\s(])(?:\p{L}(?:\.\p{L})*|mr|mrs|ms|dr|st|sr|jr|gen|sen|rep|gov|lt|col|sgt|capt|prof|rev|mt|ft|no|vs|etc|inc|ltd|co|corp|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.$/iu;
const BOUNDARY = /[.!?…]["'”’)]?\s+(?=["'“‘(]?[\p{Lu}\p{N}])/gu;

/**
 * Sentences of plain text: breaks at . ! ? followed by a space and a capital, digit or quote, and at line ends,
 * but not after an abbreviation or initials (which would make the next name look sentence-initial).
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    let from = 0;
    for (const m of line.matchAll(BOUNDARY)) {
      const end = m.index + m[0].trimEnd().length;
      if (ABBREVIATION.test(line.slice(Math.max(from, m.index - 12), m.index + 1))) continue;
      out.push(line.slice(from, end));
      from = m.index + m[0].length;
    }
    out.push(line.slice(from));
  }
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

export interface Token {
  /** As written, without a trailing possessive ('s). */
  text: string;
  /** foldKey(text). */
  key: string;
  /** Index in the sentence's text. */
  start: number;
  end: number;
  /** Starts with a capital letter. */
  capitalised: boolean;
  /** Two or more letters, all capitals (NASA, EU); dotted forms (U.S.) count too. */
  acronym: boolean;
  numeric: boolean;
  /** Written with a possessive 's ("Brazil's Amazon"): a name ends here. */
  possessive: boolean;
  /** Only spaces (or one hyphen) stand between it and the token before: a name or phrase may run on. */
  joined: boolean;
  /** A colon, quote or dash stands before it: grammar may capitalise it, as at a sentence's start. */
  opensClause: boolean;
}

// Dotted acronyms first (U.S., U.N.), then words with inner apostrophes and hyphens, then numbers (7.1, 1,200, 45%).
const TOKEN = /(?:\p{Lu}\.){2,}|\p{L}[\p{L}\p{M}\p{N}]*(?:['’-][\p{L}\p{M}\p{N}]+)*|\p{N}+(?:[.,]\p{N}+)*%?/gu;

/** Words and numbers of one sentence, in order. */
export function tokenize(sentence: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = -1;
  for (const m of sentence.matchAll(TOKEN)) {
    const gap = previousEnd < 0 ? "" : sentence.slice(previousEnd, m.index);
    previousEnd = m.index + m[0].length;
    let text = m[0];
    const start = m.index;
    const possessive = /['’]s$/i.test(text);
    if (possessive) text = text.slice(0, -2);
    if (text.includes(".")) text = /^\p{N}/u.test(text) ? text : text.replace(/\./g, "");
    if (!text) continue;
    const first = text[0]!;
    const letters = text.replace(/[^\p{L}]/gu, "");
    tokens.push({
      text,
      key: foldKey(text),
      start,
      end: start + m[0].length,
      capitalised: /\p{Lu}/u.test(first),
      acronym: letters.length >= 2 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters),
      numeric: /^\p{N}/u.test(text),
      possessive,
      joined: tokens.length > 0 && (gap === "-" || /^[ \t]*$/.test(gap)),
      opensClause: tokens.length === 0 || /[:"“‘—–]|\s'/.test(gap),
    });
  }
  return tokens;
}
