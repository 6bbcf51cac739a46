import { describe, expect, it } from "vitest";
import { storyMeta, storyPath, storyTitle } from "./storyText";

describe("story text", () => {
  it("counts articles and sources and dates the newest item", () => {
    const now = Date.parse("2026-11-27T12:00:00Z");
    expect(storyMeta({ contentItemCount: 12, publisherCount: 5, lastItemAt: "2026-11-27T10:00:00Z" }, now)).toBe("12 articles · 5 sources · 2h ago");
    expect(storyMeta({ contentItemCount: 1, publisherCount: 1, lastItemAt: "2026-11-27T11:59:00Z" }, now)).toBe("1 article · 1 source · 1m ago");
  });

  it("names an untitled story and links by the raw id", () => {
    expect(storyTitle(null)).toBe("Untitled story");
    expect(storyTitle("  ")).toBe("Untitled story");
    expect(storyTitle("Quake hits Lisbon")).toBe("Quake hits Lisbon");
    expect(storyPath("0190-ab")).toBe("/stories/0190-ab");
  });
});
