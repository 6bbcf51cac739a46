import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/setup/testDb.js";
import { clausesSql, matchesClauses, type MatchableItem } from "./actionMatch.js";
import { MATCH_FIELDS, MATCH_TYPES, type MatchClause } from "./actions.validation.js";

// New items are matched in JavaScript as they arrive; the matches preview and re-runs match in SQL. Both must
// say the same of every item, or a preview would promise what the action then does not do.
let database: TestDatabase;
let items: Array<MatchableItem & { id: string }>;

const VALUES = ["Rust", "rust", "RUST", "", "100%", "a_b", "C:\\path", "naïve", "Ünïcode", "https://example.org/a?b=c", "<p>x</p>", " Rust "];

beforeAll(async () => {
  database = await createTestDatabase();
  const feed = await database.db.feed.create({ data: { url: "https://match.example/feed" } });
  const rows = [
    { title: "Rust 1.80 released", author: "Ann", link: "https://example.org/a?b=c", description: "<p>x</p> and 100% more" },
    { title: "rust lower", author: null, link: null, description: null },
    { title: "a_b and C:\\path", author: "RUST", link: "https://example.org/naïve", description: "Ünïcode" },
    { title: "", author: "", link: "", description: "" },
    { title: " Rust ", author: "ann", link: "http://x", description: "abc" },
    { title: "100% Rust", author: "Bob", link: "https://example.org/a", description: "a%b" },
  ];
  items = [];
  for (const [i, r] of rows.entries()) {
    const created = await database.db.contentItem.create({ data: { feedId: feed.id, guid: `g${i}`, contentHash: "h", ...r } });
    items.push({ id: created.id, ...r });
  }
});
afterAll(async () => database?.drop());

async function sqlMatches(join: "and" | "or", clauses: MatchClause[]): Promise<string[]> {
  const rows = await database.db.$queryRaw<Array<{ id: string }>>`SELECT ci.id FROM "ContentItem" ci WHERE ${clausesSql(join, clauses)} ORDER BY ci.id`;
  return rows.map((r) => r.id);
}

describe("match clauses", () => {
  it("are case sensitive and literal: % and _ are characters, not patterns", () => {
    const contains = (matchValue: string) => items.filter((i) => matchesClauses(i, "and", [{ matchField: "title", matchType: "contains", matchValue }])).map((i) => i.title);
    expect(contains("Rust")).toEqual(["Rust 1.80 released", " Rust ", "100% Rust"]);
    expect(contains("rust")).toEqual(["rust lower"]);
    expect(contains("100%")).toEqual(["100% Rust"]);
    expect(items.filter((i) => matchesClauses(i, "and", [{ matchField: "creator", matchType: "not_equals", matchValue: "Ann" }])).length).toBe(5);
    expect(items.every((i) => matchesClauses(i, "and", []))).toBe(true);
  });

  it("say the same in SQL as in JavaScript for any clauses and join", async () => {
    const clause = fc.record({
      matchField: fc.constantFrom(...MATCH_FIELDS),
      matchType: fc.constantFrom(...MATCH_TYPES),
      matchValue: fc.oneof(fc.constantFrom(...VALUES.filter(Boolean)), fc.string({ minLength: 1, maxLength: 3 })),
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("and" as const, "or" as const), fc.array(clause, { maxLength: 4 }), async (join, clauses) => {
        const js = items.filter((i) => matchesClauses(i, join, clauses)).map((i) => i.id).sort();
        expect(await sqlMatches(join, clauses)).toEqual(js);
      }),
      { numRuns: 150 },
    );
  });
});
