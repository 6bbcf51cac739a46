import { describe, expect, it } from "vitest";
import { firstToPlay, nextToPlay } from "./playOrder";
import { markViewed, readViewed, viewedKey, withViewed } from "./viewedDigests";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe("viewed digests, per channel", () => {
  it("keeps each channel's list apart, the newest last, without repeats", () => {
    const s = memoryStorage();
    markViewed(s, "c1", "a");
    markViewed(s, "c1", "b");
    markViewed(s, "c1", "a");
    markViewed(s, "c2", "z");
    expect(readViewed(s, "c1")).toEqual(["b", "a"]);
    expect(readViewed(s, "c2")).toEqual(["z"]);
  });
  it("remembers the last 1000 only", () => {
    let list: string[] = [];
    for (let i = 0; i < 1005; i++) list = withViewed(list, `d${i}`);
    expect(list).toHaveLength(1000);
    expect(list[0]).toBe("d5");
    expect(list.at(-1)).toBe("d1004");
  });
  it("reads garbage as nothing viewed and survives a storage that refuses writes", () => {
    const s = memoryStorage();
    s.map.set(viewedKey("c"), "{not json");
    expect(readViewed(s, "c")).toEqual([]);
    s.map.set(viewedKey("c"), JSON.stringify([1, "x", null]));
    expect(readViewed(s, "c")).toEqual(["x"]);
    const full = { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(markViewed(full, "c", "a")).toEqual(["a"]);
  });
});

describe("what plays", () => {
  const ids = ["d5", "d4", "d3", "d2", "d1"];
  it("selects the first unviewed digest, else the first", () => {
    expect(firstToPlay(ids, new Set(["d5", "d4"]))).toBe("d3");
    expect(firstToPlay(ids, new Set(ids))).toBe("d5");
    expect(firstToPlay([], new Set())).toBeNull();
  });
  it("plays the next digest when one ends; at the end the first unviewed, else the first", () => {
    expect(nextToPlay(ids, "d4", new Set(["d5", "d4"]))).toBe("d3");
    expect(nextToPlay(ids, "d1", new Set(["d1", "d5", "d4"]))).toBe("d3");
    expect(nextToPlay(ids, "d1", new Set(ids))).toBe("d5");
    expect(nextToPlay(ids, null, new Set())).toBe("d5");
  });
});
