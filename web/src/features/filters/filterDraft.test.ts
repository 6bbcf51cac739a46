import { describe, expect, it } from "vitest";
import { describeFilter, draftOf, draftProblems, filterFieldsInput, newFilterDraft, previewInputOf, withFilterType, withoutClause, type FilterDraft } from "./filterDraft";

const saved = {
  filterType: "remove_on_match",
  clauseType: "or",
  windowHours: 48,
  enabled: false,
  clauses: [
    { clauseId: "c1", matchField: "title", matchType: "contains", matchValue: "Ad:" },
    { clauseId: "c2", matchField: "creator", matchType: "equals", matchValue: "Bot" },
  ],
};

describe("filter drafts (spec part 2 sections 3 and 5)", () => {
  it("starts a new filter as remove on title contains, the 720-hour window, on, with one clause to fill in", () => {
    const d = newFilterDraft();
    expect(d).toMatchObject({ filterType: "remove_on_match", clauseType: "and", windowHours: "720", enabled: true });
    expect(d.clauses).toEqual([expect.objectContaining({ clauseId: null, matchField: "title", matchType: "contains", matchValue: "" })]);
    expect(draftProblems(d)).toEqual({ "clauses.0.matchValue": "Enter a value to match" });
  });

  it("never removes the first clause", () => {
    const d = draftOf(saved);
    expect(withoutClause(d, 0)).toBe(d);
    expect(withoutClause(d, 1).clauses.map((c) => c.clauseId)).toEqual(["c1"]);
    const one = withoutClause(d, 1);
    expect(withoutClause(one, 0).clauses).toHaveLength(1);
  });

  it("moves clauses to title or link compared by equals for duplicates, and back to contains after", () => {
    const d = draftOf(saved);
    const dup = withFilterType(d, "mark_duplicate");
    expect(dup.clauses.map((c) => [c.matchField, c.matchType, c.matchValue])).toEqual([["title", "equals", ""], ["title", "equals", ""]]);
    expect(draftProblems(dup)).toEqual({});
    expect(filterFieldsInput(dup, true).clauses).toEqual([{ clauseId: "c1", matchField: "title" }, { clauseId: "c2", matchField: "title" }]);
    const back = withFilterType(dup, "keep_on_match");
    expect(back.clauses.map((c) => c.matchType)).toEqual(["contains", "contains"]);
    expect(Object.keys(draftProblems(back))).toEqual(["clauses.0.matchValue", "clauses.1.matchValue"]);
  });

  it("checks the window is a whole number of at least one hour", () => {
    const d = draftOf(saved);
    for (const bad of ["", "0", "1.5", "abc", "-3"]) expect(draftProblems({ ...d, windowHours: bad })).toHaveProperty("windowHours");
    expect(draftProblems({ ...d, windowHours: " 24 " })).toEqual({});
  });

  it("sends what the calls take: clause ids kept on update, none in a preview, nothing while the draft has a problem", () => {
    const d: FilterDraft = draftOf(saved);
    expect(filterFieldsInput(d, true)).toEqual({
      filterType: "remove_on_match", clauseType: "or", windowHours: 48, enabled: false,
      clauses: [
        { clauseId: "c1", matchField: "title", matchType: "contains", matchValue: "Ad:" },
        { clauseId: "c2", matchField: "creator", matchType: "equals", matchValue: "Bot" },
      ],
    });
    const preview = previewInputOf({ folderId: "F" }, d)!;
    expect(preview).toMatchObject({ folderId: "F", filterType: "remove_on_match", windowHours: 48 });
    expect(preview).not.toHaveProperty("enabled");
    expect(preview.clauses.every((c) => !("clauseId" in c))).toBe(true);
    expect(previewInputOf({ folderId: "F" }, { ...d, windowHours: "" })).toBeNull();
  });

  it("says in one line what a filter does", () => {
    expect(describeFilter(draftOf(saved))).toBe("Remove items where title contains “Ad:” or author equals “Bot”");
    expect(describeFilter({ ...draftOf(saved), filterType: "keep_on_match" })).toMatch(/^Keep only items where/);
    expect(describeFilter(withFilterType(draftOf({ ...saved, clauses: [saved.clauses[0]!] }), "mark_duplicate"))).toBe("Hide items with the same title as an earlier one");
  });
});
