import { describe, expect, it } from "vitest";
import { contentTagPath, isOnTagPage } from "./contentTagPaths";
import { truncateTagLabel } from "./truncateTagLabel";

describe("truncateTagLabel (spec part 2 section 5: 12 / 15 / 20 characters, then '..')", () => {
  it("keeps names up to the size's limit whole", () => {
    expect(truncateTagLabel("Twelve chars", "small")).toBe("Twelve chars");
    expect(truncateTagLabel("Fifteen chars!!", "medium")).toBe("Fifteen chars!!");
    expect(truncateTagLabel("Exactly twenty chars", "large")).toBe("Exactly twenty chars");
    expect(truncateTagLabel("", "small")).toBe("");
  });

  it("cuts longer names to the limit and appends '..'", () => {
    expect(truncateTagLabel("Machine learning", "small")).toBe("Machine lear..");
    expect(truncateTagLabel("Machine learning papers", "medium")).toBe("Machine learnin..");
    expect(truncateTagLabel("Machine learning papers to read", "large")).toBe("Machine learning pap..");
  });

  it("drops a space left at the cut and never splits a character", () => {
    expect(truncateTagLabel("Hello world again", "small")).toBe("Hello world..");
    expect(truncateTagLabel("📚📚📚📚📚📚📚📚📚📚📚📚📚", "small")).toBe(`${"📚".repeat(12)}..`);
    expect(truncateTagLabel("📚📚📚📚📚📚📚📚📚📚📚📚", "small")).toBe("📚".repeat(12));
  });
});

describe("content tag paths (spec part 1 section 2.1)", () => {
  const readLater = { contentItemTagId: "11111111-1111-1111-1111-111111111111", slug: "read-later" };
  // Only system tags have a slug (spec part 3 sections 2 and 3).
  const rust = { contentItemTagId: "22222222-2222-2222-2222-222222222222", slug: null };

  it("addresses the built-in tag by slug and user tags by raw id", () => {
    expect(contentTagPath(readLater)).toBe("/content/tags/read-later");
    expect(contentTagPath(rust)).toBe(`/content/tags/${rust.contentItemTagId}`);
    expect(contentTagPath({ contentItemTagId: rust.contentItemTagId })).toBe(`/content/tags/${rust.contentItemTagId}`);
  });

  it("knows a tag's page and the modals on it, and nothing else", () => {
    expect(isOnTagPage(`/content/tags/${rust.contentItemTagId}`, rust)).toBe(true);
    expect(isOnTagPage(`/content/tags/${rust.contentItemTagId}/properties`, rust)).toBe(true);
    expect(isOnTagPage("/content/tags/rust", rust)).toBe(false);
    expect(isOnTagPage("/content/tags/null", rust)).toBe(false);
    expect(isOnTagPage("/content/tags/", rust)).toBe(false);
    expect(isOnTagPage("/content/tags/read-later", readLater)).toBe(true);
    expect(isOnTagPage(`/content/tags/${readLater.contentItemTagId}`, readLater)).toBe(true);
    expect(isOnTagPage("/content/tags/read-later", rust)).toBe(false);
    expect(isOnTagPage("/folders/read-later", readLater)).toBe(false);
  });
});
