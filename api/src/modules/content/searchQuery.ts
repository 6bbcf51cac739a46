/**
 * The search language of content lists (`GET /content?search=`, GraphQL `contentItems(search:)`), parsed here
 * and turned into a PostgreSQL tsquery whose every operand is a quoted, escaped lexeme: user text never reaches
 * to_tsquery's operator syntax. Pure (no imports): the web app checks a query with the same code before sending.
 *
 *   space bar          both words (every term must match); the last word also matches as a prefix ("spac")
 *   "space station"    the words next to each other, in this order
 *   -bar  -"a b"       items without the word or the phrase
 *   intitle:moon       the word (or intitle:"a phrase") in the title
 *   author:smith       the word (or author:"jane smith") in the creator
 *
 * Words are matched without case and accents ("cafe" finds "Café") and without stemming (see the migration
 * 20261126110000_content_search for why). Curly quotes (what phone keyboards type) work like straight ones.
 */

export type SearchField = "any" | "title" | "author";

export interface SearchTerm {
  /** The text to match, markup characters removed; may hold several words (a phrase). */
  text: string;
  field: SearchField;
  negated: boolean;
  /** Quoted: an exact phrase, never a prefix. */
  quoted: boolean;
  /** The last word of the query, still being typed: matched as a prefix. */
  prefix: boolean;
}

export type ParsedSearch = { ok: true; terms: SearchTerm[] } | { ok: false; message: string };

/** Longer queries are refused (they are typed by people, not pasted documents). */
export const MAX_SEARCH_LENGTH = 500;
/** Each term is an index lookup: past this a query is refused rather than slow. */
export const MAX_SEARCH_TERMS = 30;
/** A shorter last word is matched whole: a one- or two-letter prefix matches a large part of any index. */
export const MIN_PREFIX_LENGTH = 3;

const FIELDS: Record<string, SearchField> = { intitle: "title", author: "author" };
const OPEN_QUOTES = new Set(['"', "\u201C", "\u201E", "\u201F"]);
const CLOSE_QUOTES = new Set(['"', "\u201C", "\u201D", "\u201F"]);
const HAS_WORD = /[\p{L}\p{N}]/u;
// Quotes left inside a word, and the characters PostgreSQL's parser would read as the start of an HTML tag or
// entity (tokens no configuration indexes, which would make a term silently match everything).
const NOT_TEXT = /["\u201C-\u201F<>&\p{Cc}]/gu;

/** Parses a search; `ok: false` with a sentence for the user when nothing is left to look for. */
export function parseSearch(input: string): ParsedSearch {
  if (input.length > MAX_SEARCH_LENGTH) return { ok: false, message: `The search is too long (at most ${MAX_SEARCH_LENGTH} characters).` };
  const raw: Array<Omit<SearchTerm, "prefix">> = [];
  let i = 0;
  while (i < input.length) {
    while (i < input.length && /\s/u.test(input[i]!)) i++;
    if (i >= input.length) break;
    let negated = false;
    if (input[i] === "-") {
      negated = true;
      i++;
    }
    let field: SearchField = "any";
    const named = /^(intitle|author):/iu.exec(input.slice(i));
    if (named) {
      field = FIELDS[named[1]!.toLowerCase()]!;
      i += named[0].length;
    }
    let text: string;
    let quoted = false;
    if (OPEN_QUOTES.has(input[i] ?? "")) {
      // A phrase runs to its closing quote, or to the end while it is still being typed.
      quoted = true;
      let end = i + 1;
      while (end < input.length && !CLOSE_QUOTES.has(input[end]!)) end++;
      text = input.slice(i + 1, end);
      i = end + 1;
    } else {
      let end = i;
      while (end < input.length && !/\s/u.test(input[end]!)) end++;
      text = input.slice(i, end);
      i = end;
    }
    const clean = text.replace(NOT_TEXT, " ").replace(/\s+/gu, " ").trim();
    // Punctuation alone, an empty phrase, a bare "-" or an "intitle:" still waiting for its word: nothing to match.
    if (HAS_WORD.test(clean)) raw.push({ text: clean, field, negated, quoted });
  }
  if (!raw.some((t) => !t.negated)) {
    return {
      ok: false,
      message: raw.length
        ? "Add a word to search for: a search cannot only exclude words."
        : "Type a word to search for.",
    };
  }
  if (raw.length > MAX_SEARCH_TERMS) return { ok: false, message: `The search has too many terms (at most ${MAX_SEARCH_TERMS}).` };
  const last = raw.length - 1;
  const terms = raw.map((t, index) => ({
    ...t,
    prefix: index === last && !t.negated && !t.quoted && [...t.text.matchAll(/[\p{L}\p{N}]/gu)].length >= MIN_PREFIX_LENGTH,
  }));
  return { ok: true, terms };
}

/** The weight a field's words carry in ContentItem.searchVector (title A, creator B). */
const WEIGHTS: Record<SearchField, string> = { any: "", title: "A", author: "B" };

/** A search as tsquery texts for to_tsquery('rivulet_search', …) (see toTsQuery). */
export interface SearchTsQueries {
  /** Every term, fields as weights: what relevance ranks the whole document by. */
  all: string;
  /** The terms of any field, matched against the whole document (null: none). */
  anyField: string | null;
  /** The intitle: and author: terms, matched against the title and creator alone (null: none), which an index
   * of their own answers without reading the (much larger) document. */
  fields: string | null;
}

export function toTsQueries(terms: SearchTerm[]): SearchTsQueries {
  const anyField = terms.filter((t) => t.field === "any");
  const fields = terms.filter((t) => t.field !== "any");
  return { all: toTsQuery(terms), anyField: anyField.length ? toTsQuery(anyField) : null, fields: fields.length ? toTsQuery(fields) : null };
}

/**
 * The tsquery text for to_tsquery('rivulet_search', …): each term one quoted lexeme (quotes doubled, backslashes
 * escaped), so PostgreSQL splits it into words with the same parser as the documents (a phrase, or "e-mail",
 * becomes a chain of <-> lexemes) while nothing in it is read as an operator. Terms are joined by &.
 */
export function toTsQuery(terms: SearchTerm[]): string {
  return terms
    .map((t) => {
      const lexeme = `'${t.text.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
      const label = (t.prefix ? "*" : "") + WEIGHTS[t.field];
      const operand = label ? `${lexeme}:${label}` : lexeme;
      return t.negated ? `!${operand}` : operand;
    })
    .join(" & ");
}
