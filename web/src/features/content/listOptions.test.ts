import { describe, expect, it } from "vitest";
import { columnsFor, shouldLoadMore } from "./listOptions";

describe("columnsFor", () => {
  it("is one column outside the cards layouts", () => {
    expect(columnsFor("compact", 1600)).toBe(1);
    expect(columnsFor("article", 1600)).toBe(1);
  });

  it("fits as many 16 rem (cards) or 22 rem (cards-large) columns as the width allows", () => {
    expect(columnsFor("cards", 256)).toBe(1);
    expect(columnsFor("cards", 528)).toBe(2);
    expect(columnsFor("cards", 1100)).toBe(4);
    expect(columnsFor("cards-large", 1100)).toBe(3);
    expect(columnsFor("cards-large", 300)).toBe(1);
  });
});

describe("shouldLoadMore", () => {
  it("loads once the last rendered item is within the layout's threshold of the end", () => {
    // 25 items (0..24), compact threshold 5: index 19 is 5 from the end.
    expect(shouldLoadMore(18, 25, "compact", true, false)).toBe(false);
    expect(shouldLoadMore(19, 25, "compact", true, false)).toBe(true);
    // list threshold 10, article 2, magazine 3.
    expect(shouldLoadMore(14, 25, "list", true, false)).toBe(true);
    expect(shouldLoadMore(21, 25, "article", true, false)).toBe(false);
    expect(shouldLoadMore(22, 25, "article", true, false)).toBe(true);
    expect(shouldLoadMore(21, 25, "magazine", true, false)).toBe(true);
  });

  it("never loads without a next page or while one is loading", () => {
    expect(shouldLoadMore(24, 25, "compact", false, false)).toBe(false);
    expect(shouldLoadMore(24, 25, "compact", true, true)).toBe(false);
  });
});
