import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR } from "../../../tests/setup/corpus.js";
import { absolute, absoluteWasHttp, stripTrackingParams } from "./urls.js";

// What the shortcuts must equal: the URL parser's answers, as the sanitiser computed them before them.
function parserAbsolute(url: string, base: string | null | undefined): string | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  try {
    return new URL(trimmed, base ?? undefined).href;
  } catch {
    return base ? null : trimmed;
  }
}

const TRACKING_PARAM = /^(utm_[a-z_]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi|igshid|yclid|ref_src|oly_[a-z_]+)$/i;
function parserStripped(url: string): string {
  if (!url.includes("?") || !/^https?:/i.test(url)) return url;
  try {
    const u = new URL(url);
    const keys = [...u.searchParams.keys()];
    if (!keys.some((k) => TRACKING_PARAM.test(k))) return url;
    for (const k of keys) if (TRACKING_PARAM.test(k)) u.searchParams.delete(k);
    return u.href;
  } catch {
    return url;
  }
}

const BASES = [
  null, undefined, "", "https://example.org/blog/post.html", "http://example.org", "https://u:p@example.org/a/b",
  "not a url", "https://EXAMPLE.org:8080/x/y?q#f", "file:///tmp/x", "mailto:x@y", "https://xn--nxasmq6b.com/a/",
];

/** Every URL written in the corpus's documents (href, src and the like, and links as text). */
function corpusUrls(): string[] {
  const urls = new Set<string>();
  const dir = path.join(CORPUS_DIR, "feeds");
  for (const file of readdirSync(dir)) {
    const text = readFileSync(path.join(dir, file), "latin1");
    for (const m of text.matchAll(/(?:href|src|url|cite)=(?:"|&quot;)([^"&]*)/gi)) urls.add(m[1]!);
    for (const m of text.matchAll(/>(https?:[^<\s]*)</g)) urls.add(m[1]!);
  }
  return [...urls];
}

function fuzzedUrls(count: number): string[] {
  let seed = 29;
  const next = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const pick = (list: string[]) => list[Math.floor(next() * list.length)]!;
  const schemes = ["http://", "https://", "HTTP://", "", "", "//", "/", "./", "../", "mailto:", "javascript:", "data:", "https:/"];
  const hosts = ["example.org", "Example.org", "a.b.c", "1.2.3.4", "0x7f.1", "a.123", "xn--nxasmq6b.com", "host:80", "host:8080", "u:p@h", "h.", "a_b.com", "exa mple.org", "localhost", "-a.com", ""];
  const paths = ["", "/", "/a", "a/b", "/./b", "/../c", "/%2e/", "/%2E%2e/x", "/a b", "/é", "/a\\b", "/a|b", "/~x", "/a'b", '/a"b', "/.well-known", "/a/./", "/@x:y", "/a%zz", "img.png", "x:y", "/XN--a", "/a%2Eb", "b/.c", "/a?b=/./c", "a-b/c:d", "_x/y", "/a#/../b", "/ok(1)!*", "%7e/a"];
  const queries = ["", "?", "?a=1", "?utm_source=x", "?utm_source=x&id=7", "?a=1&&b=2&utm_medium=m", "?flag&gclid=1", "?a=%41&fbclid=2", "?a+b=1&utm_x=1", "?UTM_MEDIUM=x&b=~", "?a='x'&yclid=3", "?x=1", "?utm%5Fsource=1", "?fbclid", "?a=b=c&utm_term=t"];
  const fragments = ["", "", "#", "#a", "#a b", "#a#b", "#`", "#utm_source=1"];
  return Array.from({ length: count }, () => pick(schemes) + pick(hosts) + pick(paths) + pick(queries) + pick(fragments));
}

describe("the sanitiser's URL shortcuts give the URL parser's answers", () => {
  const urls = [...corpusUrls(), ...fuzzedUrls(20_000)];

  it("makes URLs absolute as new URL(url, base) does, whatever the base", () => {
    expect(urls.length).toBeGreaterThan(20_500);
    const differing: string[] = [];
    for (const base of BASES) {
      for (const url of urls) {
        if (absolute(url, base) !== parserAbsolute(url, base)) differing.push(`${url} against ${base}`);
      }
    }
    expect(differing.slice(0, 10)).toEqual([]);
  });

  it("says when the URL it gave is http(s) as the parser writes it (no < > \" and a scheme allowed everywhere)", () => {
    const wrong: string[] = [];
    let http = 0;
    for (const base of BASES) {
      for (const url of urls) {
        const abs = absolute(url, base);
        const parsed = abs !== null && URL.canParse(abs) ? new URL(abs) : null;
        const isHttp = parsed !== null && (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.href === abs && !/[<>" ]/.test(abs);
        if (absoluteWasHttp()) {
          http++;
          if (!isHttp) wrong.push(`${url} against ${base}: ${abs}`);
        }
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(http).toBeGreaterThan(20_000);
  });

  it("reads a base written as the URL parser writes it (an item's link) as the parser does", () => {
    // Fuzzed URLs as bases (those the parser accepts), with relative URLs of every shape against each.
    const bases = [
      "https://example.org/a/b?x=/c/d", "https://example.org/a/b#/frag/x", "https://example.org/a/b/?q=1#f/g", "http://a.b/c?/",
      ...fuzzedUrls(3_000).filter((u) => URL.canParse(u) && /^https?:/.test(u)).slice(0, 300),
    ];
    const relative = urls.filter((u) => !/^[a-z]+:/i.test(u)).slice(0, 400);
    expect(bases.length).toBeGreaterThan(100);
    const differing: string[] = [];
    for (const base of bases) {
      for (const url of relative) {
        if (absolute(url, base) !== parserAbsolute(url, base)) differing.push(`${url} against ${base}`);
      }
    }
    expect(differing.slice(0, 10)).toEqual([]);
  });

  it("strips tracking parameters as URLSearchParams does", () => {
    const absolutes = urls.map((u) => parserAbsolute(u, "https://example.org/blog/post.html")).filter((u): u is string => u !== null);
    const differing = [...urls, ...absolutes].filter((u) => stripTrackingParams(u) !== parserStripped(u));
    expect(differing.slice(0, 10)).toEqual([]);
    expect(stripTrackingParams("https://a.example/x?utm_campaign=c&b=1&gclid=2#frag")).toBe("https://a.example/x?b=1#frag");
    expect(stripTrackingParams("https://a.example/x?utm_source=rss")).toBe("https://a.example/x");
  });
});
