import { describe, expect, it } from "vitest";
import { fullSwipeDistance, gestureAxis, pullState, swipeDirection, swipeOffset, swipeRelease, swipeThreshold } from "./gestures";

describe("pullState (spec: indicator after a 50 px drag, refresh beyond 100 px)", () => {
  it("is idle below 50, pulling from 50 to 100, armed beyond 100", () => {
    expect(pullState(0)).toBe("idle");
    expect(pullState(49.9)).toBe("idle");
    expect(pullState(50)).toBe("pulling");
    expect(pullState(100)).toBe("pulling");
    expect(pullState(100.5)).toBe("armed");
    expect(pullState(400)).toBe("armed");
    expect(pullState(-20)).toBe("idle");
  });
});

describe("swipeThreshold (spec: the smaller of 100 and 25% of width)", () => {
  it("is a quarter of a narrow width and 100 from 400 px up", () => {
    expect(swipeThreshold(320)).toBe(80);
    expect(swipeThreshold(400)).toBe(100);
    expect(swipeThreshold(1280)).toBe(100);
    expect(swipeThreshold(0)).toBe(0);
  });
});

describe("gestureAxis / swipeDirection", () => {
  it("waits for the slop, then claims horizontal only when mostly horizontal", () => {
    expect(gestureAxis(4, 3)).toBe("pending");
    expect(gestureAxis(12, 3)).toBe("horizontal");
    expect(gestureAxis(-12, 11)).toBe("horizontal");
    expect(gestureAxis(10, 10)).toBe("vertical");
    expect(gestureAxis(2, -30)).toBe("vertical");
  });

  it("counts a swipe from the threshold on", () => {
    expect(swipeDirection(-79, 5, 320)).toBeNull();
    expect(swipeDirection(-80, 5, 320)).toBe("left");
    expect(swipeDirection(120, 10, 1280)).toBe("right");
    expect(swipeDirection(99, 0, 1280)).toBeNull();
    expect(swipeDirection(150, 160, 1280)).toBeNull();
  });
});

describe("swipe reveal (spec: 90 px of actions, opens past 50 px)", () => {
  const endOnly = { end: {} };
  it("moves only towards a side with actions, rubber-banding past the reveal width", () => {
    expect(swipeOffset(40, 400, endOnly)).toBe(0);
    expect(swipeOffset(-40, 400, endOnly)).toBe(-40);
    expect(swipeOffset(-90, 400, endOnly)).toBe(-90);
    expect(swipeOffset(-150, 400, endOnly)).toBe(-110);
    expect(swipeOffset(60, 400, { start: {} })).toBe(60);
  });

  it("follows the finger to the full-swipe distance when that side commits", () => {
    const sides = { end: { fullSwipe: true } };
    expect(fullSwipeDistance(400)).toBe(190);
    expect(fullSwipeDistance(320)).toBe(170);
    expect(swipeOffset(-190, 400, sides)).toBe(-190);
    expect(swipeOffset(-250, 400, sides)).toBe(-210);
    expect(swipeOffset(-5000, 400, sides)).toBe(-400);
  });

  it("closes up to 50 px, opens past it, commits past the full-swipe distance", () => {
    expect(swipeRelease(-50, 400, endOnly)).toEqual({ kind: "closed" });
    expect(swipeRelease(-51, 400, endOnly)).toEqual({ kind: "open", side: "end" });
    expect(swipeRelease(-300, 400, endOnly)).toEqual({ kind: "open", side: "end" });
    expect(swipeRelease(30, 400, endOnly)).toEqual({ kind: "closed" });
    const both = { start: { fullSwipe: true }, end: {} };
    expect(swipeRelease(189, 400, both)).toEqual({ kind: "open", side: "start" });
    expect(swipeRelease(190, 400, both)).toEqual({ kind: "commit", side: "start" });
    expect(swipeRelease(0, 400, both)).toEqual({ kind: "closed" });
  });
});
