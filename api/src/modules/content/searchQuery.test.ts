import { describe, expect, it } from "vitest";
import { MAX_SEARCH_LENGTH, MAX_SEARCH_TERMS, parseSearch, toTsQueries, toTsQuery, type SearchTerm } from "./searchQuery.js";

function terms(input: string): SearchTerm[] {
  const parsed = parseSearch(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.terms;
}

const term = (text: string, more: Partial<SearchTerm> = {}): SearchTerm => ({ text, field: "any", negated: false, quoted: false, prefix: false, ...more });

describe("parseSearch", () => {
  it("reads words, phrases, exclusions and fields; only the last plain word of 3+ letters is a prefix", () => {
    expect(terms("space station")).toEqual([term("space"), term("station", { prefix: true })]);
    expect(terms('  "space station"  launch  ')).toEqual([term("space station", { quoted: true }), term("launch", { prefix: true })]);
    expect(terms('moon -cheese -"green cheese"')).toEqual([
      term("moon"),
      term("cheese", { negated: true }),
      term("green cheese", { negated: true, quoted: true }),
    ]);
    expect(terms('intitle:moon InTitle:"full moon" author:smith AUTHOR:"Jane Smith"')).toEqual([
      term("moon", { field: "title" }),
      term("full moon", { field: "title", quoted: true }),
      term("smith", { field: "author" }),
      term("Jane Smith", { field: "author", quoted: true }),
    ]);
    expect(terms("-intitle:draft news")).toEqual([term("draft", { field: "title", negated: true }), term("news", { prefix: true })]);
    expect(terms("author:jan")).toEqual([term("jan", { field: "author", prefix: true })]);
    expect(terms("go")).toEqual([term("go")]);
    expect(terms("東京")).toEqual([term("東京")]);
    expect(terms("東京タワー")).toEqual([term("東京タワー", { prefix: true })]);
  });

  it("reads phone keyboards' curly quotes and a phrase still being typed", () => {
    expect(terms("\u201Cspace station\u201D")).toEqual([term("space station", { quoted: true })]);
    expect(terms("\u201Espace station\u201C")).toEqual([term("space station", { quoted: true })]);
    expect(terms('moon "space stat')).toEqual([term("moon"), term("space stat", { quoted: true })]);
  });

  it("keeps markup characters and inner quotes out of the words", () => {
    expect(terms("<b>bold</b>")).toEqual([term("b bold /b", { prefix: true })]);
    expect(terms("AT&amp;T")).toEqual([term("AT amp;T", { prefix: true })]);
    expect(terms('say"hello')).toEqual([term("say hello", { prefix: true })]);
  });

  it("drops terms with nothing to match, and refuses a search left with nothing to look for", () => {
    expect(terms('moon !!! "" - intitle:')).toEqual([term("moon", { prefix: true })]);
    expect(parseSearch("   ")).toEqual({ ok: false, message: "Type a word to search for." });
    expect(parseSearch("?!")).toEqual({ ok: false, message: "Type a word to search for." });
    expect(parseSearch("-moon -\"green cheese\"")).toEqual({ ok: false, message: "Add a word to search for: a search cannot only exclude words." });
    expect(parseSearch("x".repeat(MAX_SEARCH_LENGTH + 1))).toMatchObject({ ok: false, message: expect.stringContaining("too long") });
    expect(parseSearch(Array.from({ length: MAX_SEARCH_TERMS + 1 }, (_, i) => `w${i}`).join(" "))).toMatchObject({ ok: false, message: expect.stringContaining("too many terms") });
    expect(parseSearch(Array.from({ length: MAX_SEARCH_TERMS }, (_, i) => `w${i}`).join(" ")).ok).toBe(true);
  });
});

describe("toTsQuery", () => {
  it("quotes every operand, escaping quotes and backslashes, with weights for fields and * for the prefix", () => {
    expect(toTsQuery(terms('space "it\'s here" -moon intitle:"full moon" author:o\'brien back\\slash'))).toBe(
      "'space' & 'it''s here' & !'moon' & 'full moon':A & 'o''brien':B & 'back\\\\slash':*",
    );
    // Operators typed by the user stay inside quotes: text, not tsquery syntax.
    expect(toTsQuery(terms("a|b !c (d) e:*A"))).toBe("'a|b' & '!c' & '(d)' & 'e:*A'");
  });

  it("splits the terms of any field from intitle: and author: ones, keeping all of them for ranking", () => {
    expect(toTsQueries(terms("moon intitle:full -author:bot"))).toEqual({ all: "'moon' & 'full':A & !'bot':B", anyField: "'moon'", fields: "'full':A & !'bot':B" });
    expect(toTsQueries(terms("moon landing"))).toEqual({ all: "'moon' & 'landing':*", anyField: "'moon' & 'landing':*", fields: null });
    expect(toTsQueries(terms("intitle:moon"))).toEqual({ all: "'moon':*A", anyField: null, fields: "'moon':*A" });
  });
});
