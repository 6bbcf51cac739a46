import { describe, expect, it } from "vitest";
import { referrerOrigin, routePattern, withoutQuery } from "./pageUrl";

describe("analytics page addresses", () => {
  it("sends a route's pattern, never its ids", () => {
    expect(routePattern([{ route: {} }])).toBe("/");
    expect(routePattern([{ route: {} }, { route: { path: "library" } }])).toBe("/library");
    expect(routePattern([{ route: {} }, { route: {} }, { route: { path: "subscriptions/:id" } }, { route: { path: "properties" } }])).toBe("/subscriptions/:id/properties");
    expect(routePattern([{ route: { path: "pages" } }, { route: { path: ":slug" } }])).toBe("/pages/:slug");
    expect(routePattern([{ route: {} }, { route: { path: "*" } }])).toBe("/*");
  });

  it("drops queries, fragments and referrer paths", () => {
    expect(withoutQuery("https://reader.example/pages/reset?token=abc&email=a%40b.co#x")).toBe("https://reader.example/pages/reset");
    expect(referrerOrigin("https://news.example/post?u=ada@example.com")).toBe("https://news.example");
    expect(referrerOrigin("javascript:alert(1)")).toBeNull();
    expect(referrerOrigin("")).toBeNull();
  });
});
