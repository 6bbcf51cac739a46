import { describe, expect, it } from "vitest";
import { scoreBand, scoreColor } from "./scoreColor";

describe("score colour bands", () => {
  it("counts the thresholds a score reaches: 0.1, 0.5, 1, 5, 10, 50, 100, 500, 1000, 10000", () => {
    expect([0, 0.09, 0.1, 0.49, 0.5, 1, 4.9, 5, 10, 49, 50, 100, 499, 500, 999, 1000, 9999, 10000, 1e6].map((s) => scoreBand(s))).toEqual([
      0, 0, 1, 1, 2, 3, 3, 4, 5, 5, 6, 7, 7, 8, 8, 9, 9, 10, 10,
    ]);
  });

  it("divides topic scores by 10 and gives each band its own colour", () => {
    expect(scoreBand(100, "topic")).toBe(scoreBand(10));
    expect(new Set([0, 0.1, 0.5, 1, 5, 10, 50, 100, 500, 1000, 10000].map((s) => scoreColor(s))).size).toBe(11);
    expect(scoreColor(-3)).toBe("fg.subtle");
  });
});
