import { describe, expect, it } from "vitest";
import { toItemView, toSnippet } from "./itemView";

describe("toSnippet", () => {
  it("drops tags, decodes entities and folds whitespace", () => {
    expect(toSnippet("<p>Fish &amp; chips</p>\n\n<b>today</b> &#8212; &quot;fresh&quot;")).toBe('Fish & chips today — "fresh"');
  });

  it("cuts long text at a word with an ellipsis", () => {
    const s = toSnippet("word ".repeat(100), 42);
    expect(s.length).toBeLessThanOrEqual(43);
    expect(s.endsWith("word…")).toBe(true);
  });

  it("keeps unknown entities and empty input", () => {
    expect(toSnippet("a &bogus; b")).toBe("a &bogus; b");
    expect(toSnippet(null)).toBe("");
  });
});

describe("toItemView", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  const base = { id: "Q29udGVudEl0ZW06MQ==", contentItemId: "1", sortAt: "2026-11-23T10:00:00Z", isRead: false };

  it("falls back from the title to the description, then the link's host", () => {
    expect(toItemView({ ...base, title: "  Hello  " }, now).title).toBe("Hello");
    expect(toItemView({ ...base, title: "", description: "<p>Only a summary</p>" }, now).title).toBe("Only a summary");
    expect(toItemView({ ...base, link: "https://www.example.com/a" }, now).title).toBe("example.com");
    expect(toItemView(base, now).title).toBe("Untitled");
  });

  it("names the subscription before the feed and dates the item relative to now", () => {
    const v = toItemView({ ...base, feedTitle: "Feed", subscriptionTitle: "My name" }, now);
    expect(v.source).toBe("My name");
    expect(v.when).toBe("2h ago");
  });
});
