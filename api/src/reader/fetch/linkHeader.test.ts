import { describe, expect, it } from "vitest";
import { parseLinkHeader } from "./linkHeader.js";

describe("parseLinkHeader", () => {
  const base = "https://blog.example/feed";

  it("reads several links, quoted or bare rels, several rels per link, relative targets", () => {
    expect(parseLinkHeader(`<https://hub.example/>; rel="hub", </feed.xml>; rel=self, <https://a.example/>; rel="alternate home"`, base)).toEqual([
      { href: "https://hub.example/", rels: ["hub"] },
      { href: "https://blog.example/feed.xml", rels: ["self"] },
      { href: "https://a.example/", rels: ["alternate", "home"] },
    ]);
  });

  it("is not split by commas or semicolons inside the target or a quoted value, and takes the first rel", () => {
    expect(parseLinkHeader(`<https://x.example/a,b;c>; title="a, b; c"; rel="HUB"; rel="self"`, base)).toEqual([{ href: "https://x.example/a,b;c", rels: ["hub"] }]);
    expect(parseLinkHeader(`<https://x.example/>; title="say \\"hi\\", ok"; rel=hub`, base)).toEqual([{ href: "https://x.example/", rels: ["hub"] }]);
  });

  it("leaves out links without a rel and answers nothing for no header or garbage", () => {
    expect(parseLinkHeader(`<https://x.example/>; title=none, <https://hub.example/>;rel=hub`, base)).toEqual([{ href: "https://hub.example/", rels: ["hub"] }]);
    expect(parseLinkHeader(null, base)).toEqual([]);
    expect(parseLinkHeader("rel=hub", base)).toEqual([]);
    expect(parseLinkHeader("<https://x.example/", base)).toEqual([]);
  });
});
