import { describe, expect, it } from "vitest";
import { segmentAt, segmentStarts } from "./transcript";

describe("transcript segments", () => {
  const segs = [
    { title: "Introduction", duration: 3.5, sourceIds: [] },
    { title: "A", duration: 10, sourceIds: ["a"] },
    { title: "B", duration: 6.5, sourceIds: ["b"] },
  ];
  it("places dividers where each segment starts", () => {
    expect(segmentStarts(segs)).toEqual({ starts: [0, 3.5, 13.5], total: 20 });
  });
  it("finds the segment playing at a time, clamped to the ends", () => {
    expect([0, 3.4, 3.5, 13.49, 13.5, 99].map((t) => segmentAt(segs, t))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(segmentAt([], 1)).toBe(-1);
  });
});
