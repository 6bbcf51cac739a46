import { describe, expect, it } from "vitest";
import { byDescendants, byTime, childrenOf, commentHash, commentsInView, mergeLive, parseCommentHash, replyCounts, type CommentData } from "./commentTree";

let clock = 0;
function comment(id: string, parentId: string | null = null, over: Partial<CommentData> = {}): CommentData {
  return {
    id,
    parentId,
    author: `u_${id}`,
    body: `<p>${id}</p>`,
    created: new Date(1_700_000_000_000 + ++clock * 1000).toISOString(),
    score: 1,
    depth: 0,
    descendantCount: 0,
    hiddenReplyCount: 0,
    deleted: false,
    link: `https://www.reddit.com/c/${id}/`,
    ...over,
  };
}

//   a ── a1 ── a11
//     └─ a2
//   b
const thread = [comment("a"), comment("a1", "a"), comment("a11", "a1"), comment("a2", "a"), comment("b")];
const ids = (list: CommentData[] | null) => list?.map((c) => c.id) ?? null;

describe("the comments viewer's hash", () => {
  it("reads replies-{id} and parents-{id}, and anything else as all", () => {
    expect(parseCommentHash("#replies-abc12")).toEqual({ mode: "replies", commentId: "abc12" });
    expect(parseCommentHash("#parents-x9")).toEqual({ mode: "parents", commentId: "x9" });
    for (const other of ["", "#", "#replies-", "#comments-a", "#parents-a/b", "#replies-a<script>"]) expect(parseCommentHash(other)).toEqual({ mode: "all" });
    expect(commentHash({ mode: "parents", commentId: "x9" })).toBe("#parents-x9");
    expect(commentHash({ mode: "all" })).toBe("");
  });

  it("shows a comment with every reply below it, or with the comments above it", () => {
    expect(ids(commentsInView(thread, { mode: "all" }))).toEqual(["a", "a1", "a11", "a2", "b"]);
    expect(ids(commentsInView(thread, { mode: "replies", commentId: "a" }))).toEqual(["a", "a1", "a11", "a2"]);
    expect(ids(commentsInView(thread, { mode: "replies", commentId: "a1" }))).toEqual(["a1", "a11"]);
    expect(ids(commentsInView(thread, { mode: "parents", commentId: "a11" }))).toEqual(["a", "a1", "a11"]);
    expect(ids(commentsInView(thread, { mode: "parents", commentId: "b" }))).toEqual(["b"]);
  });

  it("has nothing to show when the named comment vanished, so the viewer reverts to all", () => {
    expect(commentsInView(thread, { mode: "replies", commentId: "gone" })).toBeNull();
    expect(commentsInView(thread, { mode: "parents", commentId: "gone" })).toBeNull();
  });
});

describe("comment order", () => {
  it("builds levels from parent ids, an orphan at the top", () => {
    const children = childrenOf([...thread, comment("orphan", "missing")]);
    expect(ids(children.get(null)!)).toEqual(["a", "b", "orphan"]);
    expect(ids(children.get("a")!)).toEqual(["a1", "a2"]);
  });

  it("counts every reply below a comment", () => {
    expect(Object.fromEntries(replyCounts(childrenOf(thread)))).toEqual({ a: 3, a1: 1, a11: 0, a2: 0, b: 0 });
  });

  it("ranks a Top level by descendant count, then score", () => {
    const level = [comment("x", null, { descendantCount: 1, score: 900 }), comment("y", null, { descendantCount: 7 }), comment("z", null, { descendantCount: 1, score: 950 })];
    expect(ids(byDescendants(level))).toEqual(["y", "z", "x"]);
  });

  it("lists Live oldest first", () => {
    expect(ids(byTime([thread[4]!, thread[0]!, thread[2]!]))).toEqual(["a", "a11", "b"]);
  });

  it("merges a live event: new comments added, changed ones replaced, vanished ones out", () => {
    const held = new Map(thread.map((c) => [c.id, c]));
    const edited = { ...thread[1]!, body: null, deleted: true };
    const fresh = comment("c");
    const { comments, added } = mergeLive(held, { comments: [edited, fresh], vanishedCommentIds: ["b"] });
    expect(added).toEqual(["c"]);
    expect(comments.get("a1")).toBe(edited);
    expect(comments.has("b")).toBe(false);
    expect(held.has("b")).toBe(true);
  });
});
