import { describe, expect, it } from "vitest";
import { topicChipLabel, topicDisplayName, topicPath, topicStoriesPath } from "./topicLabel";

describe("topic labels", () => {
  it("shows a topic's words, not its underscores", () => {
    expect(topicDisplayName("Amara_Okafor")).toBe("Amara Okafor");
    expect(topicDisplayName("interest_rates")).toBe("interest rates");
    expect(topicDisplayName("Lisbon")).toBe("Lisbon");
  });

  it("cuts chip names at 12, 16 or 20 characters, the last two being dots", () => {
    expect(topicChipLabel("Amara_Okafor", "small")).toBe("Amara Okafor");
    expect(topicChipLabel("European_Central_Bank", "small")).toBe("European C..");
    expect(topicChipLabel("European_Central_Bank", "small")).toHaveLength(12);
    expect(topicChipLabel("European_Central_Bank", "medium")).toBe("European Centr..");
    expect(topicChipLabel("European_Central_Bank", "large")).toBe("European Central B..");
    expect(topicChipLabel("Bank_of_England_rates", "large")).toBe("Bank of England ra..");
    // A space at the cut is dropped before the dots.
    expect(topicChipLabel("Hong_Kong_Stock_Exchange", "small")).toBe("Hong Kong..");
    // Code points, not UTF-16 units.
    expect(topicChipLabel("São_Tomé_e_Príncipe", "small")).toBe("São Tomé e..");
  });

  it("links to the topic page and its stories", () => {
    expect(topicPath("0192-ab")).toBe("/content/topics/0192-ab");
    expect(topicStoriesPath("Amara_Okafor")).toBe("/stories?topic=Amara_Okafor");
    expect(topicStoriesPath("AT&T")).toBe("/stories?topic=AT%26T");
  });
});
