import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR } from "../../../../tests/setup/corpus.js";
import { XSS_VECTORS } from "../../../../tests/fixtures/xssVectors.js";
import { scanFeed } from "../parse/parseFeed.js";
import { fastRewrite } from "./fastRewrite.js";
import { firstImageSrc, sanitizeFeedBody, sanitizeFeedHtml, sanitizeFeedHtmlStreaming } from "./sanitizeFeedHtml.js";

// The fused path must write what the streaming rewriter writes (stored bodies and their hashes depend on it),
// wherever it does not give up: on the corpus, the XSS vectors and fuzzed fragments, against several bases.

function corpusFragments(): Array<{ html: string; base: string | null }> {
  const out: Array<{ html: string; base: string | null }> = [];
  const dir = path.join(CORPUS_DIR, "feeds");
  for (const file of readdirSync(dir)) {
    try {
      for (const entry of scanFeed({ body: readFileSync(path.join(dir, file)), url: `https://feeds.example.com/${file}` }).entries) {
        const item = entry.unsanitised();
        for (const html of [item.summary, item.contentHtml]) if (html && /[<&]/.test(html)) out.push({ html, base: item.link });
      }
    } catch {
      // not a feed: no fragments
    }
  }
  return out;
}

/** A deterministic pseudo-random generator (the same fragments every run). */
function random(seed: number): () => number {
  return () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
}

// Pieces of markup: the tokeniser's corner cases, and the elements and attributes the fused path rewrites itself.
const PIECES = [
  "<", ">", "/", "=", '"', "'", " ", "\n", "&", ";", "x", "a", "p", "amp;", "&#", "41", "<!--", "-->", "--!>", "</",
  "<p>", "</p>", "<br/>", "</br>", "<li>", "<td>", "<tr>", "<table>", "<div>", "</div>", "<h1>", "<h2>", "IMG", "<P>",
  "<ul>", "</ul>", "<dd>", "<x-y>", "<hr>", "<wbr>", "<col>", "<font>", "<font face=courier>", "</font>", "<tt>", "<span>",
  "</span>", "<span style=\"font-weight:bold\">", " hidden", "<script>", "<form>", "<svg>", "&nbsp;", "&quot;", "&lt;",
  "&gt;", "&amp;", "&eacute", '<a href="https://x.org/a?utm_source=1&amp;b=2">', '<a href="/rel/link" target="_self">',
  '<a rel="me" href="javascript:alert(1)">', '<a name="n">', "<a>", "</a>", '<img src="/i.png" alt="">',
  '<img src="https://x.org/p.png" width="1" height="1">', '<img src="data:image/png;base64,AA" alt="a">',
  '<img src="data:text/html,x">', '<img alt="no source">', '<img src="/p.png" alt="a picture" width="640" height="360">',
  '<img src="/p.png" srcset="/a.png 2x">', '<img src="/p.png" loading="eager" ALT="X">', '<image src="p.png">',
  '<blockquote cite="q">', '<blockquote>', "</blockquote>", '<q cite="javascript:x">', "</q>", "<em>", "</em>",
  "<strong>", '<p class="x" id="y">', ' title="a&amp;b"', " title='x\"y'", ' title="a<b>"', ' title=""', '<td align="right">',
  '<ol reversed start="3">', '<time datetime="">', '<video src="v.mp4">', "<audio controls>",
  // URLs the URL parser writes with characters an attribute must escape (a " in a host, & in a query).
  '<a href="http://a&quot;b/x">', '<img src="https://a&quot;onerror=x//p.png">', '<a href="//h&quot;/?a=1&amp;b=2">',
  '<img src="http://x.org/?a=1&amp;b=2&amp;utm_source=s">', '<a href="HTTP://X.ORG/a&amp;b?c=d&amp;fbclid=1">',
];

function fuzzed(count: number, corpus: string[]): string[] {
  const next = random(17);
  const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const out: string[] = [];
  for (let t = 0; t < count; t++) {
    let html = "";
    if (t % 3 === 2) {
      const base = pick(corpus).slice(0, 2000);
      const at = Math.floor(next() * base.length);
      html = base.slice(0, at) + pick(PIECES) + base.slice(at + Math.floor(next() * 3));
    } else {
      for (let i = 1 + Math.floor(next() * 24); i > 0; i--) html += pick(PIECES);
    }
    out.push(html);
  }
  return out;
}

const BASES = [undefined, "https://example.org/dir/page.html", "http://Example.ORG:8080/x/y", "not a url"];

describe("the sanitiser's fused path writes what the streaming rewriter writes", () => {
  const corpus = corpusFragments();

  it("on every HTML body of the corpus (against its item's link), and takes most of them itself", () => {
    const differing: string[] = [];
    let own = 0;
    for (const { html, base } of corpus) {
      if (fastRewrite(html, base) !== null) own++;
      if (sanitizeFeedHtml(html, { baseUrl: base }) !== sanitizeFeedHtmlStreaming(html, { baseUrl: base })) differing.push(html.slice(0, 200));
    }
    expect(corpus.length).toBeGreaterThan(600);
    expect(differing).toEqual([]);
    expect(own / corpus.length).toBeGreaterThan(0.85);
  });

  it("on the XSS vectors and fuzzed fragments, against bases of every kind", () => {
    const fragments = [...XSS_VECTORS, ...fuzzed(8_000, corpus.map((c) => c.html))];
    const differing: string[] = [];
    let own = 0;
    for (const html of fragments) {
      for (const baseUrl of BASES) {
        if (fastRewrite(html, baseUrl) !== null) own++;
        if (sanitizeFeedHtml(html, { baseUrl }) !== sanitizeFeedHtmlStreaming(html, { baseUrl })) differing.push(`${html} against ${baseUrl}`);
      }
    }
    expect(differing.slice(0, 5)).toEqual([]);
    expect(own).toBeGreaterThan(fragments.length); // a fair share of the four bases' runs, so both paths are compared
  });

  it("knows, for a stored body, whether trimming changes it and which image it shows first, as reading it again does", () => {
    const edges = [" ", "\n", "\u00a0", "&#32;", "&nbsp;", "x", "<br>", "<p>y</p>", '<a href="/x"><img src="https://t.example/p.gif" width="1" height="1"></a>', ""];
    const next = random(5);
    const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)]!;
    const fragments = [...corpus.map((c) => c.html), ...fuzzed(4_000, corpus.map((c) => c.html)).map((h) => pick(edges) + h + pick(edges))];
    const differing: string[] = [];
    for (const html of fragments) {
      for (const baseUrl of BASES) {
        const expected = sanitizeFeedHtml(html, { baseUrl }).trim();
        const body = sanitizeFeedBody(html, { baseUrl });
        if (body.html !== expected || body.firstImageSrc !== firstImageSrc(expected)) differing.push(`${html} against ${baseUrl}`);
      }
    }
    expect(differing.slice(0, 5)).toEqual([]);
    expect(sanitizeFeedBody(' <p>a <img src="data:image/png;base64,AA"> <img src="/i.png?a=1&amp;b=2"></p> ', { baseUrl: "https://x.org/" })).toEqual({
      html: '<p>a <img src="data:image/png;base64,AA" loading="lazy" decoding="async" referrerpolicy="no-referrer" /> <img src="https://x.org/i.png?a=1&amp;b=2" loading="lazy" decoding="async" referrerpolicy="no-referrer" /></p>',
      firstImageSrc: "https://x.org/i.png?a=1&b=2",
    });
  });

  it("rewrites links and images as the policy says", () => {
    const html = `<p>A <a href="https://x.org/s?utm_source=rss&amp;id=7">link</a> and <img src="/img/p.png" alt="a picture" width="640" height="360">.</p>`;
    expect(fastRewrite(html, "https://example.org/p/1")).toBe(
      `<p>A <a href="https://x.org/s?id=7" target="_blank" rel="noopener noreferrer nofollow ugc">link</a> and ` +
        `<img src="https://example.org/img/p.png" alt="a picture" width="640" height="360" loading="lazy" decoding="async" referrerpolicy="no-referrer" />.</p>`,
    );
  });

  it("drops a link left empty once its tracking image is gone, as the streaming rewriter's output is cleaned", () => {
    const html = `<p>Read <a href="https://x.org/"><img src="https://feeds.feedburner.com/~ff/x.gif"></a>more <a href="/y">y</a></p>`;
    expect(fastRewrite(html, null)).not.toBeNull();
    expect(sanitizeFeedHtml(html, { baseUrl: "https://x.org/" })).toBe(
      `<p>Read more <a href="https://x.org/y" target="_blank" rel="noopener noreferrer nofollow ugc">y</a></p>`,
    );
  });

  it("leaves to the streaming rewriter what may rename or drop an element with its content", () => {
    for (const html of ['<span style="font-family:monospace">x</span>', "<p hidden>x</p>", "<tt>x</tt>", "<form>x</form>", "<script>x</script>", '<img src="a.png" srcset="b.png 2x">', "<video src=v.mp4></video>"]) {
      expect(fastRewrite(html, null), html).toBeNull();
    }
  });
});
