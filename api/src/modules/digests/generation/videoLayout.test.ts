import { describe, expect, it } from "vitest";
import { assText, captionCues, captionsAss, segmentFrames, slideAss, slideFor, wrap, type VideoSegment } from "./videoLayout.js";

const segments: VideoSegment[] = [
  { title: "Introduction", duration: 4.2, sourceIds: [], text: "Welcome to your Rivulet digest. Here is what is new." },
  { title: "Tram line extension approved", duration: 8.6, sourceIds: ["a"], text: "Tram line extension approved. The transport board approved the tram extension. Construction starts next spring. The line will serve three new districts. A fourth sentence is left out." },
  { title: "New library opens downtown", duration: 6.1, sourceIds: ["b"], text: "New library opens downtown. It holds more than eighty thousand books." },
];
const names = { app: "Rivulet", digest: "Morning · 2026-11-27" };

describe("digest video layout", () => {
  it("the intro slide names the digest and what is coming up; a story's slide shows the sentences it speaks after its title", () => {
    expect(slideFor(segments[0]!, 0, segments, names)).toEqual({
      kicker: "Rivulet digest · 1 / 3", title: "Morning · 2026-11-27", bullets: ["Tram line extension approved", "New library opens downtown"],
    });
    expect(slideFor(segments[1]!, 1, segments, names)).toEqual({
      kicker: "Rivulet digest · 2 / 3",
      title: "Tram line extension approved",
      bullets: ["The transport board approved the tram extension.", "Construction starts next spring.", "The line will serve three new districts."],
    });
  });

  it("boundaries are rounded to the frame grid one by one, so the picture never drifts from the sound", () => {
    const durations = Array.from({ length: 40 }, (_, i) => 3.3 + (i % 3) * 0.17);
    const frames = segmentFrames(durations, 2);
    const total = durations.reduce((a, b) => a + b, 0);
    // Every boundary within half a frame of the audio's, however many segments came before it.
    let at = 0;
    let framesSoFar = 0;
    for (const [i, d] of durations.entries()) {
      at += d;
      framesSoFar += frames[i]!;
      expect(Math.abs(framesSoFar / 2 - at)).toBeLessThanOrEqual(0.25);
    }
    expect(Math.abs(frames.reduce((a, b) => a + b, 0) / 2 - total)).toBeLessThanOrEqual(0.25);
    // A segment shorter than a frame gets none (it is skipped) without moving the ones after it.
    expect(segmentFrames([0.1, 2], 2)).toEqual([0, 4]);
  });

  it("captions cover the spoken part of the segment in order, each piece short enough for two lines", () => {
    const text = segments[1]!.text;
    const cues = captionCues(text, 8.6, 52);
    expect(cues.map((c) => c.text).join(" ")).toBe(text);
    expect(cues[0]!.start).toBe(0);
    for (const [i, c] of cues.entries()) {
      expect(c.text.length).toBeLessThanOrEqual(52);
      expect(c.end).toBeGreaterThan(c.start);
      if (i > 0) expect(c.start).toBeCloseTo(cues[i - 1]!.end, 1);
    }
    // The 0.6 s pause after the segment shows no caption.
    expect(cues.at(-1)!.end).toBeCloseTo(8.0, 1);
    expect(captionCues("", 3, 52)).toEqual([]);
  });

  it("text from feeds cannot start ASS override blocks or escapes", () => {
    expect(assText("a {\\b1} b \\N c\nd")).toBe("a \\{\u2216b1\\} b \u2216N c d");
    const doc = slideAss("horizontal", { kicker: "k", title: "{\\pos(0,0)}Evil", bullets: ["x}y"] }, { captions: true, mark: null });
    const events = doc.split("[Events]")[1]!;
    expect(events).not.toContain("{\\pos(0,0)}");
    expect(events).toContain("\\{\u2216pos(0,0)\\}Evil");
  });

  it("long titles and bullets are wrapped and clamped so the block stays clear of the captions", () => {
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    for (const aspect of ["horizontal", "vertical"] as const) {
      const doc = slideAss(aspect, { kicker: "k", title: long, bullets: [long, long, long] }, { captions: true, mark: "Rivulet" });
      const block = doc.split("\n").find((l) => l.startsWith("Dialogue: 0,0:00:00.00,10:00:00.00,Title"))!;
      const lines = block.split("\\N");
      expect(lines.length).toBeLessThanOrEqual(aspect === "horizontal" ? 3 + 1 + 5 : 4 + 1 + 6);
      expect(block).toContain("…");
      expect(doc).toContain("Mark,,0,0,0,,{\\pos(");
    }
    expect(wrap("a b c", 40, 200)).toEqual(["a b c"]);
    expect(wrap("supercalifragilisticexpialidocious", 40, 200).every((l) => l.length <= 9)).toBe(true);
    const caps = captionsAss("vertical", [{ start: 0, end: 1, text: "Hello there" }]);
    expect(caps).toContain("PlayResX: 1080");
    expect(caps).toContain("Dialogue: 0,0:00:00.00,0:00:01.00,Caption,,0,0,0,,Hello there");
  });
});
