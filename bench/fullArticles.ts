import { performance } from "node:perf_hooks";
import { readArticlePage } from "../api/src/reader/article/extractArticle.js";
import { htmlText, loadArticleSet, overlap, prf, tokens, writeExpected } from "./fullarticles/evaluationSet.js";

/**
 * bench/fullarticles (issue 20 section 2): full-article extraction (Readability on jsdom, then the feed-HTML
 * sanitiser: exactly what Rivulet stores) on the evaluation set in bench/fixtures/articles, saved pages of varied
 * publishers' shapes with the text a reader should get. Prints token-level precision, recall and F1 per page and
 * over the set (micro: all tokens pooled; macro: the mean of pages), target F1 ≥ 0.9, and pages per second
 * (extraction only, no network; best of RUNS passes over the set), then one heavy page's time (about 0.6 MB).
 * Run: npm run bench:fullarticles (VERBOSE=1 prints each page's missed and extra words; --write-expected rewrites
 * the .txt files from the pages' markers).
 */
if (process.argv.includes("--write-expected")) {
  for (const f of writeExpected()) console.log(`wrote ${f}`);
  process.exit(0);
}

const RUNS = Number(process.env.RUNS ?? 3);

/** The words of `a` left after taking away those of `b` (as bags). */
function without(a: string[], b: string[]): string[] {
  const counts = new Map<string, number>();
  for (const t of b) counts.set(t, (counts.get(t) ?? 0) + 1);
  return a.filter((t) => {
    const n = counts.get(t) ?? 0;
    if (n > 0) counts.set(t, n - 1);
    return n === 0;
  });
}
const pages = loadArticleSet();
const pooled = { matched: 0, expected: 0, got: 0 };
const perPage: Array<{ name: string; precision: number; recall: number; f1: number }> = [];
console.log(`evaluation set: ${pages.length} pages (written by us, see bench/fixtures/articles)`);
console.log("page                                   precision  recall     F1");
for (const page of pages) {
  const { article } = readArticlePage(page.html, page.url);
  const got = tokens(article ? htmlText(article.html) : "");
  const want = tokens(page.expected);
  const o = overlap(want, got);
  pooled.matched += o.matched;
  pooled.expected += o.expected;
  pooled.got += o.got;
  const s = prf(o);
  perPage.push({ name: page.name, ...s });
  console.log(`${page.name.padEnd(38)} ${s.precision.toFixed(3).padStart(9)} ${s.recall.toFixed(3).padStart(7)} ${s.f1.toFixed(3).padStart(6)}${article ? "" : "  (no article)"}`);
  if (process.env.VERBOSE) {
    console.log(`    missed: ${without(want, got).slice(0, 40).join(" ")}`);
    console.log(`    extra:  ${without(got, want).slice(0, 40).join(" ")}`);
  }
}
const micro = prf(pooled);
const mean = (k: "precision" | "recall" | "f1") => perPage.reduce((n, p) => n + p[k], 0) / perPage.length;
console.log(`micro (all tokens):   precision ${micro.precision.toFixed(3)}  recall ${micro.recall.toFixed(3)}  F1 ${micro.f1.toFixed(3)}  (target F1 ≥ 0.9: ${micro.f1 >= 0.9 ? "met" : "NOT met"})`);
console.log(`macro (mean of pages): precision ${mean("precision").toFixed(3)}  recall ${mean("recall").toFixed(3)}  F1 ${mean("f1").toFixed(3)}`);

// Speed: the whole set, RUNS times; the best pass counts (the machine is shared).
const bytes = pages.reduce((n, p) => n + Buffer.byteLength(p.html), 0);
let best = Infinity;
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now();
  for (const page of pages) readArticlePage(page.html, page.url);
  best = Math.min(best, performance.now() - t0);
}
console.log(`speed: ${((pages.length * 1000) / best).toFixed(1)} pages/s (${(bytes / 1024 / pages.length).toFixed(1)} KB a page on average; best of ${RUNS} passes, ${(best / pages.length).toFixed(1)} ms a page)`);

// A heavy page: the broadsheet page grown the way real news pages are: an inline state script of about 600 KB
// (Next.js and similar apps ship the page's data twice), a mega-menu of 300 links and 60 onward stories.
const broadsheet = pages.find((p) => p.name.startsWith("01-"))!;
const state = `<script>window.__STATE__=${JSON.stringify({ items: Array.from({ length: 6000 }, (_, i) => ({ id: i, title: `Headline number ${i} about something`, url: `/a/${i}`, section: "news" })) })};</script>`;
const menu = `<nav class="mega">${Array.from({ length: 300 }, (_, i) => `<a href="/section/${i}">Section ${i}</a>`).join("")}</nav>`;
const onward = `<section class="onward"><ul>${Array.from({ length: 60 }, (_, i) => `<li><a href="/b/${i}"><img src="/t/${i}.jpg" alt=""><h3>Another story you might like, number ${i}</h3></a></li>`).join("")}</ul></section>`;
const heavy = broadsheet.html.replace("</head>", `${state}</head>`).replace("</header>", `${menu}</header>`).replace("<footer", `${onward}<footer`);
const heavyTimes: number[] = [];
let heavyF1 = 0;
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now();
  const { article } = readArticlePage(heavy, broadsheet.url);
  heavyTimes.push(performance.now() - t0);
  heavyF1 = prf(overlap(tokens(broadsheet.expected), tokens(article ? htmlText(article.html) : ""))).f1;
}
heavyTimes.sort((x, y) => x - y);
console.log(`heavy page (${(Buffer.byteLength(heavy) / 1e6).toFixed(2)} MB, ~${(heavy.match(/<[a-z]/g) ?? []).length} elements): median ${heavyTimes[Math.floor(heavyTimes.length / 2)]!.toFixed(0)} ms over ${RUNS} runs, F1 ${heavyF1.toFixed(3)}`);
