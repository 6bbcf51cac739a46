import { describe, expect, it } from "vitest";
import { extractsExpected, loadEvaluationSet } from "../../../../bench/webfeeds/evaluationSet.js";
import { parsePage } from "./dom.js";
import { findCandidates } from "./findCandidates.js";
import { inertPage } from "./inertPage.js";
import { inlineStylesheets, rewriteCss } from "./inlineStyles.js";
import { parsePageDate } from "./pageDates.js";
import { parseSelector, selectAll } from "./selectors.js";

// The candidate finder on the evaluation set (bench/webfeeds/pages), dates as pages print them, the selector
// subset, and the inert copy of a page the manual picker shows.

describe("candidates on the evaluation set", () => {
  const pages = loadEvaluationSet();
  const results = pages.map((page) => {
    const { candidates } = findCandidates(page.html, page.url);
    return { page, first: extractsExpected(candidates[0], page), top3: candidates.slice(0, 3).some((c) => extractsExpected(c, page)) };
  });

  it("has at least 30 pages of distinct structures", () => {
    expect(pages.length).toBeGreaterThanOrEqual(30);
  });

  it("extracts the expected titles and links with the first candidate on at least 85% of pages, within three on 95%", () => {
    const first = results.filter((r) => r.first).length / results.length;
    const top3 = results.filter((r) => r.top3).length / results.length;
    expect({ first: first >= 0.85, top3: top3 >= 0.95, misses: results.filter((r) => !r.top3).map((r) => r.page.name) }).toEqual({ first: true, top3: true, misses: [] });
  });

  it("reads dates, creators and images of the items and resolves URLs against the page", () => {
    const wp = pages.find((p) => p.name === "01-wordpress.html")!;
    const [first] = findCandidates(wp.html, wp.url).candidates;
    expect(first!.items[0]).toMatchObject({ publishedAt: "2026-11-20T09:00:00.000Z", creator: "Ana Silva", link: "https://blog.example.org/2026/11/why-we-moved-our-build/" });
    expect(first!.items[0]!.description).toMatch(/^In this post/);
    const ghost = pages.find((p) => p.name === "02-ghost.html")!;
    expect(findCandidates(ghost.html, ghost.url).candidates[0]!.items[0]!.imageUrl).toBe("https://ghost.example.com/content/images/size/w600/0.jpg");
  });

  it("caps a list at 80 matches", () => {
    const rows = Array.from({ length: 150 }, (_, i) => `<li class="item"><a href="/p/${i}">Story number ${i} about something</a> <span>${i} hours ago</span></li>`).join("");
    const { candidates } = findCandidates(`<html><body><ul class="list">${rows}</ul></body></html>`, "https://x.example/");
    expect(candidates[0]!.items).toHaveLength(80);
  });

  it("needs two similar siblings, and strictness decides how alike they must be", () => {
    const one = `<html><body><div class="posts"><article class="post"><h2><a href="/a">Only one article here</a></h2></article></div></body></html>`;
    expect(findCandidates(one, "https://x.example/").candidates).toEqual([]);
    // Two cards of one template, one with an extra block: alike when loose, not when strict.
    const cards = `<html><body><div class="grid">
      <div class="card"><h3><a href="/1">First card title here</a></h3><p>Text of the first card.</p></div>
      <div class="card"><h3><a href="/2">Second card title here</a></h3><p>Text.</p><ul><li>a</li><li>b</li></ul><figure><img src="/i.png"></figure><footer><span>x</span></footer></div>
    </div></body></html>`;
    expect(findCandidates(cards, "https://x.example/", { strictness: 1 }).candidates[0]?.items).toHaveLength(2);
    expect(findCandidates(cards, "https://x.example/", { strictness: 50 }).candidates).toEqual([]);
  });
});

describe("dates on pages", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
  it.each([
    ["3 hours ago", "en", hoursAgo(3)],
    ["an hour ago", "en", hoursAgo(1)],
    ["2d ago", "en", hoursAgo(48)],
    ["5h", "en", hoursAgo(5)],
    ["vor 2 Stunden", "de", hoursAgo(2)],
    ["il y a 3 heures", "fr", hoursAgo(3)],
    ["hace 3 días", "es", hoursAgo(72)],
    ["2 ore fa", "it", hoursAgo(2)],
    ["há 4 horas", "pt", hoursAgo(4)],
    ["3 uur geleden", "nl", hoursAgo(3)],
    ["just now", "en", now.toISOString()],
    ["yesterday", "en", "2026-11-25T00:00:00.000Z"],
    ["gestern, 14:30", "de", "2026-11-25T14:30:00.000Z"],
    ["2026-11-20T09:00:00+01:00", "en", "2026-11-20T08:00:00.000Z"],
    ["November 20, 2026", "en", "2026-11-20T00:00:00.000Z"],
    ["Nov 20, 2026 3:15 pm", "en", "2026-11-20T15:15:00.000Z"],
    ["20. November 2026", "de", "2026-11-20T00:00:00.000Z"],
    ["20 novembre 2026", "fr", "2026-11-20T00:00:00.000Z"],
    ["20 de noviembre de 2026", "es", "2026-11-20T00:00:00.000Z"],
    ["20.11.2026", "de", "2026-11-20T00:00:00.000Z"],
    ["11/20/2026", "en", "2026-11-20T00:00:00.000Z"],
    ["05/11/2026", "fr", "2026-11-05T00:00:00.000Z"],
    ["Friday, November 20, 2026", "en", "2026-11-20T00:00:00.000Z"],
  ])("%s (%s)", (text, lang, expected) => {
    expect(parsePageDate(text, lang, now)).toBe(expected);
  });
  it("finds no date where there is none", () => {
    expect(parsePageDate("Read more", "en", now)).toBeNull();
    expect(parsePageDate("42 comments", "en", now)).toBeNull();
    expect(parsePageDate("out 5 of 10", "en", now)).toBeNull();
  });
});

describe("selectors", () => {
  const doc = parsePage(`<main id="m"><ul class="a b"><li class="x">1</li><li class="x y" data-k="v">2</li></ul><p class="x">3</p></main>`);
  it("matches the subset the finder writes and a picker needs", () => {
    expect(selectAll(doc, "ul.a > li.x")).toHaveLength(2);
    expect(selectAll(doc, "main#m li")).toHaveLength(2);
    expect(selectAll(doc, "li[data-k=\"v\"]")).toHaveLength(1);
    expect(selectAll(doc, "ul > li:nth-child(2)")).toHaveLength(1);
    expect(selectAll(doc, ".x")).toHaveLength(3);
    expect(selectAll(doc, ["li.y", "p.x"])).toHaveLength(2);
  });
  it("refuses what it cannot match, with a message", () => {
    expect(() => parseSelector("li:hover")).toThrow(/nth-child/);
    expect(() => parseSelector("ul >")).toThrow();
    expect(() => parseSelector("")).toThrow();
  });
});

describe("the inert page for the manual picker", () => {
  it("keeps no script, handler, frame or javascript: URL, and resolves URLs against the page", () => {
    const html = `<html><head><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><script>alert(1)</script><link rel="preload" href="/x.js"><link rel="stylesheet" href="/s.css"></head>
      <body onload="alert(1)"><a href="javascript:alert(1)">x</a><a href="/post/1" onclick="steal()">Post</a><img src="/i.png" onerror="alert(1)" srcset="/i2.png 2x">
      <iframe srcdoc="<script>alert(1)</script>"></iframe><object data="/x.swf"></object><svg><script>alert(1)</script></svg><form action="javascript:alert(1)"><button formaction="javascript:x()">b</button></form>
      <div style="background:url(javascript:alert(1))">s</div><noscript><img src="/n.png"></noscript></body></html>`;
    const out = inertPage(html, "https://site.example/news/");
    expect(out).not.toMatch(/<script|onload|onclick|onerror|javascript:|<iframe|<object|srcdoc|http-equiv|<base|<noscript|preload/i);
    expect(out).toContain('href="https://site.example/post/1"');
    expect(out).toContain('src="https://site.example/i.png"');
    expect(out).toContain('href="https://site.example/s.css"');
    expect(out).toContain("https://site.example/i2.png 2x");
  });
});

describe("the page's stylesheets, inlined for the picker's frame", () => {
  it("makes url()s absolute, keeps pictures given as data, and disarms what is not CSS", () => {
    const css = rewriteCss(
      `a { background: url(i/a.png) } b { background: url('data:image/png;base64,AAAA') } c { background: url("javascript:alert(1)") } ` +
        `d { width: expression(alert(1)); behavior: url(x.htc) } e::after { content: "</style><img src=x onerror=alert(1)>" } @media (width < 600px) { f { color: red } }`,
      "https://site.example/css/main.css",
    );
    expect(css).toContain(`url("https://site.example/css/i/a.png")`);
    expect(css).toContain(`url("data:image/png;base64,AAAA")`);
    expect(css).toContain("c { background: none }");
    expect(css).not.toMatch(/[^-]expression\(|[^-]behavior:|<\/style|<img/i);
    expect(css).toContain("@media (width < 600px)");
  });

  it("puts applying sheets in place of their links and leaves out the rest without fetching them", async () => {
    const asked: string[] = [];
    const sheets: Record<string, string> = {
      "https://site.example/a.css": `@import "b.css" screen; .a { color: red }`,
      "https://site.example/b.css": `.b { color: blue }`,
    };
    const html = await inlineStylesheets(
      `<html><head><link rel="stylesheet" href="/a.css" media="all"><link rel="alternate stylesheet" href="/alt.css"><link rel="stylesheet" href="/gone.css"></head><body><p style="background: url(p.png)">x</p></body></html>`,
      "https://site.example/page",
      async (url) => {
        asked.push(url);
        return sheets[url] ?? null;
      },
    );
    expect(asked.sort()).toEqual(["https://site.example/a.css", "https://site.example/b.css", "https://site.example/gone.css"]);
    expect(html).toContain(`<style data-href="https://site.example/a.css" media="all">@media screen {\n.b { color: blue }\n} .a { color: red }</style>`);
    expect(html).not.toMatch(/<link|alt\.css|gone\.css/);
    expect(html).toContain(`style="background: url(&quot;https://site.example/p.png&quot;)"`);
  });
});
