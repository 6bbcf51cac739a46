import { describe, expect, it } from "vitest";
import { looksLikeAddress } from "./looksLikeAddress.js";

// Issue 12: "example.com" was a text search with Subscribe disabled. The web's Add subscription dialog and the
// server's feed search share this rule.
describe("looksLikeAddress", () => {
  it.each([
    "https://example.com", "http://example.com/feed", "HTTPS://Example.COM", "example.com", "blog.example.com/feed",
    "www.theverge.com/rss/index.xml", "example.co.uk?format=rss", "127.0.0.1:8080/rss.xml", "10.0.0.2/feed", "[::1]:3000/feed",
    "localhost:8080", "intranet:8080/feed", "user@example.com/feed", "bücher.de", "xn--bcher-kva.de/feed", "example.com.",
  ])("%s is an address", (text) => {
    expect(looksLikeAddress(text)).toBe(true);
  });

  it.each(["gardening", "rust programming", "", "   ", "ftp://example.com/feed", "feed://example.com", "localhost", "a.b c", "example.c", "#tag"])(
    "%j is a search",
    (text) => {
      expect(looksLikeAddress(text)).toBe(false);
    },
  );
});
