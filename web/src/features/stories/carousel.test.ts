import { describe, expect, it } from "vitest";
import { carouselAdvances, stepIndex, type CarouselConditions } from "./carousel";

const idle: CarouselConditions = { count: 10, wideOnly: true, wide: true, hovered: false, focused: false, videoPlaying: false, paused: false, reducedMotion: false };

describe("carouselAdvances", () => {
  it("advances an idle hero on a wide screen", () => {
    expect(carouselAdvances(idle)).toBe(true);
  });

  it("holds on narrow screens for the hero only", () => {
    expect(carouselAdvances({ ...idle, wide: false })).toBe(false);
    expect(carouselAdvances({ ...idle, wide: false, wideOnly: false })).toBe(true);
  });

  it("holds while hovered, focused, playing a video, paused by the reader or for reduced motion", () => {
    for (const hold of ["hovered", "focused", "videoPlaying", "paused", "reducedMotion"] as const) {
      expect(carouselAdvances({ ...idle, [hold]: true }), hold).toBe(false);
    }
  });

  it("has nothing to advance with one slide", () => {
    expect(carouselAdvances({ ...idle, count: 1 })).toBe(false);
  });
});

describe("stepIndex", () => {
  it("wraps around both ends", () => {
    expect(stepIndex(9, 1, 10)).toBe(0);
    expect(stepIndex(0, -1, 10)).toBe(9);
    expect(stepIndex(3, 1, 10)).toBe(4);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
