import { performance } from "node:perf_hooks";
import { findCandidates } from "../api/src/reader/webpage/findCandidates.js";
import os from "node:os";
import { extractsExpected, loadEvaluationSet } from "./webfeeds/evaluationSet.js";
import { benchJavascript } from "./webfeeds/javascript.js";
import { benchSweep } from "./webfeeds/sweep.js";

/**
 * bench/webfeeds (issue 18 section 3): the candidate finder on the evaluation set (bench/webfeeds/pages, 32 saved
 * listing pages of distinct structures with their expected items): the share of pages whose first candidate
 * extracts exactly the expected titles and links (target ≥ 85%) and whose first three contain such a candidate
 * (≥ 95%); the analysis time of a 1 MB page without JavaScript (target ≤ 1 s; median of RUNS); the analysis
 * time of JavaScript pages in the app's Chromium pool (p95 target ≤ 10 s) and the pool's peak RSS
 * (bench/webfeeds/javascript.ts); FEEDS website feeds (1,000) refreshed without JavaScript through the feed
 * sweep (bench/webfeeds/sweep.ts).
 * Run: npm run bench:webfeeds. Knobs: PARTS (evaluation,javascript,sweep), RUNS (5), JS_PAGES (9), JS_ROUNDS (3),
 * FEEDS (1000), REFRESH_TIMEOUT (900 s), VERBOSE=1 (each page's first candidate), KEEP=1 (the sweep's logs).
 */
const RUNS = Number(process.env.RUNS ?? 5);
const PARTS = new Set((process.env.PARTS ?? "evaluation,javascript,sweep").split(","));
const pages = loadEvaluationSet();
console.log(`bench/webfeeds: Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
if (PARTS.has("evaluation")) evaluation();
if (PARTS.has("javascript")) await benchJavascript(pages, { pages: Number(process.env.JS_PAGES ?? 9), rounds: Number(process.env.JS_ROUNDS ?? 3) });
if (PARTS.has("sweep")) await benchSweep(pages, { feeds: Number(process.env.FEEDS ?? 1000), timeoutS: Number(process.env.REFRESH_TIMEOUT ?? 900) });
console.log(`load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
process.exit(0);

function evaluation() {
  let first = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const page of pages) {
    const { candidates } = findCandidates(page.html, page.url);
    const okFirst = extractsExpected(candidates[0], page);
    const okTop3 = candidates.slice(0, 3).some((c) => extractsExpected(c, page));
    if (okFirst) first++;
    if (okTop3) top3++;
    if (!okFirst || process.env.VERBOSE) {
      const c = candidates[0];
      misses.push(`${okFirst ? "ok  " : okTop3 ? "top3" : "MISS"} ${page.name}: ${c ? `${c.selectors[0]} (${c.items.length} items, first "${c.items[0]?.title}" → ${c.items[0]?.link})` : "no candidate"}`);
    }
  }
  const pct = (n: number) => `${((100 * n) / pages.length).toFixed(1)}%`;
  console.log(`evaluation set: ${pages.length} pages`);
  console.log(`first candidate extracts the expected items: ${first}/${pages.length} = ${pct(first)} (target ≥ 85%)`);
  console.log(`first three contain it:                      ${top3}/${pages.length} = ${pct(top3)} (target ≥ 95%)`);
  for (const m of misses) console.log(`  ${m}`);

  // A 1 MB page: a news front page's list repeated (with its chrome) until it passes 1 MB.
  const base = pages.find((p) => p.name.startsWith("07-"))!;
  const [head, rest] = base.html.split('<div class="gel-layout">') as [string, string];
  const [list, tail] = rest.split("</div></div><div class=\"nw-c-most-read\">") as [string, string];
  let body = "";
  for (let i = 0; body.length < 1_000_000; i++) body += list.replaceAll("/news/uk-", `/news/p${i}-`);
  const big = `${head}<div class="gel-layout">${body}</div></div><div class="nw-c-most-read">${tail}`;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const r = findCandidates(big, base.url);
    times.push(performance.now() - t0);
    if (i === 0) console.log(`1 MB page (${(big.length / 1e6).toFixed(2)} MB, ${r.candidates[0]?.items.length ?? 0} items in the first candidate):`);
  }
  times.sort((a, b) => a - b);
  console.log(`  analysis without JavaScript: median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms over ${RUNS} runs (target ≤ 1000 ms)`);
}
