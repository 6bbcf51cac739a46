import { describe, expect, it } from "vitest";
import { documentDepth } from "./limitDocuments.js";

describe("documentDepth", () => {
  it("counts nested selections and list or object values", () => {
    expect(documentDepth("{ viewer { id } }")).toBe(2);
    expect(documentDepth("query($a: [[Int]]) { f(x: { y: [[1]] }) { id } }")).toBe(4);
    expect(documentDepth("{" + "a {".repeat(100) + "id" + "}".repeat(101))).toBe(101);
  });

  it("does not count braces inside strings, block strings and comments", () => {
    expect(documentDepth('{ f(x: "{{{[[[\\"{{{") { id } }')).toBe(2);
    expect(documentDepth('{ f(x: """ {{{ \\""" [[[ """) { id } }')).toBe(2);
    expect(documentDepth("# {{{{{{\n{ viewer { id } }\n# [[[[")).toBe(2);
  });
});
