import { describe, expect, it } from "vitest";
import { shownFeedUrl } from "./shownFeedUrl";

describe("shownFeedUrl", () => {
  it("shows a website feed as its page's address and leaves other addresses alone", () => {
    expect(shownFeedUrl("https://example.org/news#rivulet-webfeed-0197a1b2-3c4d-7e8f-9a0b-1c2d3e4f5a6b")).toBe("https://example.org/news");
    expect(shownFeedUrl("https://example.org/feed.xml")).toBe("https://example.org/feed.xml");
    expect(shownFeedUrl("https://example.org/page#section")).toBe("https://example.org/page#section");
  });
});
