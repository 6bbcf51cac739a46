import { describe, expect, it } from "vitest";
import {
  actionFieldsInput, actionProblems, draftOf, isUnsaved, isWebhookUrl, newActionDraft, newThenClause, runCountOf, runCountText, withActionType,
} from "./actionDraft";

const ME = "me@example.com";

describe("action drafts (spec part 2 sections 3 to 5)", () => {
  it("starts a new action unsaved (new-…), matching every new item, with one then-clause", () => {
    const d = newActionDraft(ME);
    expect(isUnsaved(d.id)).toBe(true);
    expect(d.matchClauses).toEqual([]);
    expect(d.clauses).toHaveLength(1);
    expect(actionProblems(d)).toEqual({});
    expect(isUnsaved("QWN0aW9uOjE=")).toBe(false);
  });

  it("clears the value when the type changes, and fills in the user's address for send_email", () => {
    const hook = { ...newThenClause("trigger_webhook", ME), actionValue: "https://hooks.example/x" };
    expect(withActionType(hook, "trigger_webhook", ME)).toBe(hook);
    expect(withActionType(hook, "assign_tag", ME).actionValue).toBe("");
    expect(withActionType(hook, "send_email", ME).actionValue).toBe(ME);
    expect(withActionType(withActionType(hook, "send_email", ME), "mark_read", ME).actionValue).toBe("");
    expect(newThenClause("send_email", null).actionValue).toBe("");
  });

  it("asks for what each type needs before a save", () => {
    const d = newActionDraft(ME);
    const clauses = [
      { ...newThenClause("send_email", null), actionValue: "not an address" },
      { ...newThenClause("assign_tag", ME) },
      { ...newThenClause("trigger_webhook", ME), actionValue: "ftp://x.example" },
    ];
    const problems = actionProblems({ ...d, clauses, matchClauses: [{ key: "m", matchField: "title", matchType: "contains", matchValue: "" }] });
    expect(Object.keys(problems).sort()).toEqual(["clauses.0.actionValue", "clauses.1.actionValue", "clauses.2.actionValue", "matchClauses.0.matchValue"]);
    expect(actionProblems({ ...d, clauses: [] })).toHaveProperty("clauses");
  });

  it("accepts only http:// and https:// webhook URLs with a host", () => {
    expect(isWebhookUrl("https://hooks.example/a?b=1")).toBe(true);
    expect(isWebhookUrl("http://127.0.0.1:8080/x")).toBe(true);
    for (const bad of ["hooks.example", "ftp://hooks.example", "https://", "javascript:alert(1)", ""]) expect(isWebhookUrl(bad)).toBe(false);
  });

  it("sends match values as typed (case sensitive) and keeps clause ids; mark_read has no value", () => {
    const d = draftOf({
      id: "A",
      enabled: true,
      matchClauseType: "or",
      matchClauses: [{ matchField: "title", matchType: "contains", matchValue: " Rust " }],
      clauses: [
        { clauseId: "c1", actionType: "mark_read", actionValue: null },
        { clauseId: "c2", actionType: "trigger_webhook", actionValue: "https://h.example/x" },
      ],
    });
    expect(actionFieldsInput(d)).toEqual({
      enabled: true,
      matchClauseType: "or",
      matchClauses: [{ matchField: "title", matchType: "contains", matchValue: " Rust " }],
      clauses: [
        { clauseId: "c1", actionType: "mark_read", actionValue: null },
        { clauseId: "c2", actionType: "trigger_webhook", actionValue: "https://h.example/x" },
      ],
    });
  });

  it("keeps the re-run count to digits, capped at 100, 10 when empty", () => {
    expect(runCountText("25")).toBe("25");
    expect(runCountText("250")).toBe("100");
    expect(runCountText("2x")).toBe("");
    expect(runCountText("-1")).toBe("");
    expect(runCountOf("")).toBe(10);
    expect(runCountOf("0")).toBe(10);
    expect(runCountOf("7")).toBe(7);
    expect(runCountOf("1000")).toBe(100);
  });
});
