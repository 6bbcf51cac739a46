import { describe, expect, it } from "vitest";
import { itemAppUrl, itemDate, mediaErrorMessage, shareUrl, showHero } from "./itemDetails";

describe("item details", () => {
  it("dates by published, else by the sort date", () => {
    const now = Date.parse("2025-06-10T12:00:00Z");
    expect(itemDate("2025-06-10T09:00:00Z", "2025-06-10T11:00:00Z", now)).toMatchObject({ iso: "2025-06-10T09:00:00Z", ago: "3h ago" });
    expect(itemDate(null, "2025-06-08T12:00:00Z", now)).toMatchObject({ iso: "2025-06-08T12:00:00Z", ago: "2d ago" });
    expect(itemDate(null, "2025-06-08T12:00:00Z", now).full).toMatch(/2025/);
  });

  it("never shows a date in the future: a post-dated item shows when it was seen", () => {
    const now = Date.parse("2025-06-10T12:00:00Z");
    expect(itemDate("2025-06-13T12:00:00Z", "2025-06-10T11:00:00Z", now)).toMatchObject({ iso: "2025-06-10T11:00:00Z", ago: "1h ago" });
  });

  it("shows the hero unless the body already holds the same picture", () => {
    expect(showHero(null, "<p>x</p>")).toBe(false);
    expect(showHero("https://a.example/i.jpg", null)).toBe(true);
    expect(showHero("https://a.example/i.jpg", '<p><img src="https://a.example/i.jpg"></p>')).toBe(false);
    expect(showHero("https://a.example/i.jpg?a=1&b=2", '<img src="https://a.example/i.jpg?a=1&amp;b=2">')).toBe(false);
    expect(showHero("https://a.example/i.jpg", '<img src="https://a.example/other.jpg">')).toBe(true);
  });

  it("shares the source link, else the app's page of the item", () => {
    expect(shareUrl("https://a.example/post", "https://app.example", "abc")).toBe("https://a.example/post");
    expect(shareUrl(null, "https://app.example", "abc")).toBe("https://app.example/content/abc");
    expect(itemAppUrl("https://app.example", "a/b")).toBe("https://app.example/content/a%2Fb");
  });

  it("words the media error as the spec does", () => {
    expect(mediaErrorMessage("https://a.example/a.mp3")).toBe("There was a problem loading the media item. Try playing from the source at https://a.example/a.mp3");
  });
});
