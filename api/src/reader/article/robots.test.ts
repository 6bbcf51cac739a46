import { describe, expect, it } from "vitest";
import { headerForbidsKeeping, metaForbidsKeeping } from "./robots.js";

describe("robots noarchive: only where the site says so, to every robot or to Rivulet", () => {
  it.each([
    ["noarchive", true],
    ["NOARCHIVE", true],
    ["noindex, noarchive", true],
    ["nocache", true],
    ["rivulet: noarchive", true],
    ["Rivulet: nosnippet, noarchive", true],
    // Directives for another robot are not ours.
    ["googlebot: noarchive", false],
    ["otherbot: noarchive", false],
    // Search-engine directives change nothing for a reader.
    ["noindex", false],
    ["none", false],
    ["noindex, nofollow, nosnippet", false],
    ["max-snippet: 20, unavailable_after: 2030-01-01", false],
    // Two header lines joined by the HTTP layer: a bare entry is taken as meant for every robot.
    ["googlebot: nofollow, noarchive", true],
    ["otherbot: nofollow, nocache", true],
    ["", false],
  ])("X-Robots-Tag %j → %s", (header, expected) => {
    expect(headerForbidsKeeping(header)).toBe(expected);
  });

  it("reads robots and rivulet meta tags, not other robots' or other metas", () => {
    expect(metaForbidsKeeping([{ name: "robots", content: "index, noarchive" }])).toBe(true);
    expect(metaForbidsKeeping([{ name: "ROBOTS", content: "NoArchive" }])).toBe(true);
    expect(metaForbidsKeeping([{ name: "rivulet", content: "noarchive" }])).toBe(true);
    expect(metaForbidsKeeping([{ name: "googlebot", content: "noarchive" }])).toBe(false);
    expect(metaForbidsKeeping([{ name: "description", content: "an article about noarchive" }])).toBe(false);
    expect(metaForbidsKeeping([{ name: "robots", content: "noindex, nofollow" }])).toBe(false);
    expect(metaForbidsKeeping([{ name: null, content: "noarchive" }])).toBe(false);
  });
});
