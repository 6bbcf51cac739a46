import { describe, expect, it } from "vitest";
import { resolvePrefs } from "./useListPrefs";

const defaults = { defaultLayoutView: "magazine", defaultSortBy: "popular", defaultShowRead: false } as never;
const all = { kind: "all" } as const;

describe("resolvePrefs with a search", () => {
  it("sorts a search by relevance unless the URL names a list sort, and relevance never outlives the search", () => {
    expect(resolvePrefs(all, "?search=moon", defaults)).toMatchObject({ search: "moon", sortBy: "relevance", layout: "magazine" });
    expect(resolvePrefs(all, "?search=%20moon%20&sort=oldest", defaults)).toMatchObject({ search: "moon", sortBy: "oldest" });
    expect(resolvePrefs(all, "?sort=relevance", defaults)).toMatchObject({ search: "", sortBy: "popular" });
    expect(resolvePrefs(all, "", defaults)).toMatchObject({ search: "", sortBy: "popular" });
  });

  it("ignores a search with nothing to look for, as the server would refuse it", () => {
    expect(resolvePrefs(all, "?search=-moon", defaults)).toMatchObject({ search: "", sortBy: "popular" });
    expect(resolvePrefs(all, "?search=%22%22", defaults)).toMatchObject({ search: "" });
  });
});
