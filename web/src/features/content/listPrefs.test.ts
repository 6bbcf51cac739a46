import { describe, expect, it } from "vitest";
import type { ListDefaults } from "./listDefaults";
import { listViewChange, listViewKey, resolvePrefs, savedListView } from "./listPrefs";

const defaults = (lists: ListDefaults["lists"] = {}): ListDefaults => ({ defaultLayoutView: "cards", defaultSortBy: "top-week", defaultShowRead: false, lists });

describe("listViewKey (spec part 1 section 3: per-list settings keys)", () => {
  it("gives All Subscriptions and all articles their keys, and other lists none", () => {
    expect(listViewKey({ kind: "all" })).toBe("allSubscriptionsContentFeed");
    expect(listViewKey({ kind: "articles" })).toBe("discoverAllContentFeed");
    for (const scope of [{ kind: "subscription", id: "1" }, { kind: "folder", id: "2" }, { kind: "tag", id: "3" }, { kind: "readLater" }] as const) {
      expect(listViewKey(scope)).toBeNull();
    }
  });
});

describe("resolvePrefs", () => {
  const all = { kind: "all" } as const;

  it("takes the URL first, then the list's saved view, then the user's defaults, then the spec's", () => {
    const saved = defaults({ allSubscriptionsContentFeed: { sortBy: "oldest", layoutView: "magazine" } });
    expect(resolvePrefs(all, "", saved)).toEqual({ layout: "magazine", sortBy: "oldest", showRead: false, search: "" });
    expect(resolvePrefs(all, "?sort=newest&layout=list&showRead=1", saved)).toEqual({ layout: "list", sortBy: "newest", showRead: true, search: "" });
    expect(resolvePrefs(all, "?layout=article", saved)).toEqual({ layout: "article", sortBy: "oldest", showRead: false, search: "" });
    // Half a saved view: the other half comes from the defaults.
    expect(resolvePrefs(all, "", defaults({ allSubscriptionsContentFeed: { sortBy: "top-day" } }))).toEqual({ layout: "cards", sortBy: "top-day", showRead: false, search: "" });
    expect(resolvePrefs(all, "", defaults())).toEqual({ layout: "cards", sortBy: "top-week", showRead: false, search: "" });
    expect(resolvePrefs(all, "", null)).toEqual({ layout: "compact", sortBy: "popular", showRead: false, search: "" });
  });

  it("uses a key only for its own list", () => {
    const saved = defaults({ allSubscriptionsContentFeed: { sortBy: "oldest", layoutView: "magazine" }, discoverAllContentFeed: { sortBy: "top-all" } });
    expect(resolvePrefs({ kind: "folder", id: "f" }, "", saved)).toEqual({ layout: "cards", sortBy: "top-week", showRead: false, search: "" });
    // All articles has no read filter: read items always show.
    expect(resolvePrefs({ kind: "articles" }, "", saved)).toEqual({ layout: "cards", sortBy: "top-all", showRead: true, search: "" });
  });
});

describe("saved views", () => {
  it("reads known sorts and layouts from the stored JSON and ignores the rest", () => {
    expect(savedListView({ sortBy: "newest", layoutView: "cards-large", showRead: true })).toEqual({ sortBy: "newest", layoutView: "cards-large" });
    expect(savedListView({ sortBy: "best", layoutView: 3 })).toEqual({});
    for (const junk of [null, undefined, "oldest", 5, []]) expect(savedListView(junk)).toEqual({});
  });

  it("saves a header's sort and layout changes, not its read filter", () => {
    expect(listViewChange({ sortBy: "oldest" })).toEqual({ sortBy: "oldest" });
    expect(listViewChange({ layout: "list" })).toEqual({ layoutView: "list" });
    expect(listViewChange({ showRead: true })).toBeNull();
    expect(listViewChange({ sortBy: "relevance" })).toBeNull();
    expect(listViewChange({ sortBy: "oldest" }, true)).toBeNull();
    expect(listViewChange({ sortBy: "oldest", layout: "list" }, true)).toEqual({ layoutView: "list" });
  });
});

describe("resolvePrefs with a search", () => {
  const all = { kind: "all" } as const;
  const d: ListDefaults = { defaultLayoutView: "magazine", defaultSortBy: "popular", defaultShowRead: false, lists: {} };

  it("sorts a search by relevance unless the URL names a list sort, and relevance never outlives the search", () => {
    expect(resolvePrefs(all, "?search=moon", d)).toMatchObject({ search: "moon", sortBy: "relevance", layout: "magazine" });
    expect(resolvePrefs(all, "?search=%20moon%20&sort=oldest", d)).toMatchObject({ search: "moon", sortBy: "oldest" });
    expect(resolvePrefs(all, "?sort=relevance", d)).toMatchObject({ search: "", sortBy: "popular" });
    expect(resolvePrefs(all, "", d)).toMatchObject({ search: "", sortBy: "popular" });
    // A list's saved sort is the list's: a search still starts in relevance order.
    expect(resolvePrefs(all, "?search=moon", { ...d, lists: { allSubscriptionsContentFeed: { sortBy: "oldest" } } })).toMatchObject({ sortBy: "relevance" });
  });

  it("ignores a search with nothing to look for, as the server would refuse it", () => {
    expect(resolvePrefs(all, "?search=-moon", d)).toMatchObject({ search: "", sortBy: "popular" });
    expect(resolvePrefs(all, "?search=%22%22", d)).toMatchObject({ search: "" });
  });
});
