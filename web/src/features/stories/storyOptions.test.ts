import { describe, expect, it } from "vitest";
import { resolveStoryPrefs } from "./storyOptions";

describe("resolveStoryPrefs", () => {
  it("starts at top-day in cards, as the spec has stories", () => {
    expect(resolveStoryPrefs("", null)).toEqual({ sortBy: "top-day", layout: "cards", topic: null });
  });

  it("takes the URL first, then the saved discoverStoriesFeed view", () => {
    const saved = { sortBy: "newest", layoutView: "magazine" };
    expect(resolveStoryPrefs("", saved)).toEqual({ sortBy: "newest", layout: "magazine", topic: null });
    expect(resolveStoryPrefs("?sort=top-week&layout=compact&topic=Amara_Okafor", saved)).toEqual({ sortBy: "top-week", layout: "compact", topic: "Amara_Okafor" });
  });

  it("never lists stories in the list or article layouts, and ignores unknown values", () => {
    expect(resolveStoryPrefs("?layout=list", null).layout).toBe("cards");
    expect(resolveStoryPrefs("?layout=article", { layoutView: "article" }).layout).toBe("cards");
    expect(resolveStoryPrefs("?sort=hottest", { sortBy: "bogus" }).sortBy).toBe("top-day");
    expect(resolveStoryPrefs("?topic=%20%20", null).topic).toBeNull();
  });
});
