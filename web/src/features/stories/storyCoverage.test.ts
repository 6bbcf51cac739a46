import { describe, expect, it } from "vitest";
import { groupByPublisher } from "./storyCoverage";

describe("groupByPublisher", () => {
  const publishers = [
    { site: "daily.example", feedIds: ["f1", "f2"], contentItemCount: 3 },
    { site: "herald.example", feedIds: ["f3"], contentItemCount: 1 },
  ];
  const item = (id: string, feedId: string, feedTitle: string | null = null) => ({ id, feedId, feedTitle });

  it("puts items under their site in the publishers' order, keeping the story's order inside", () => {
    const groups = groupByPublisher(publishers, [item("a", "f3"), item("b", "f2"), item("c", "f1"), item("d", "f1")]);
    expect(groups.map((g) => [g.site, g.items.map((i) => i.id)])).toEqual([
      ["daily.example", ["b", "c", "d"]],
      ["herald.example", ["a"]],
    ]);
  });

  it("names a feed no publisher lists by its title, and leaves out sites with nothing loaded", () => {
    const groups = groupByPublisher(publishers, [item("a", "f9", "Gazette"), item("b", "f3")]);
    expect(groups.map((g) => g.site)).toEqual(["herald.example", "Gazette"]);
  });
});
