import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { analyzeItem, TAGGED_CHARS } from "../api/src/nlp/analyze.js";
import { selectItemTopics } from "../api/src/nlp/itemTopics.js";
import { htmlToText } from "../api/src/nlp/text.js";
import { parseFeed } from "../api/src/reader/parse/parseFeed.js";
import { loadEvalSet } from "../tests/setup/storyEval.js";
import { newsItems } from "./storiesData.js";

/**
 * bench/nlp: the cost of an item's topic extraction (nlp/analyze, what the clustering work runs on each new item),
 * with the rules alone (the extractor before compromise) and with compromise's tagger reading the title and the
 * lead's first TAGGED_CHARS characters of English items (and other budgets, to show the trade-off). Items: the
 * evaluation set (English news, title and a 190-character lead), bench/stories' synthetic news, and every item of
 * the corpus feeds (tests/corpus, many languages, leads of up to 1,200 characters as the work cuts them).
 * Prints the median over ROUNDS rounds of the CPU time an item takes. Run: npm run bench:nlp
 */
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const CORPUS = path.resolve(import.meta.dirname, "../tests/corpus/feeds");

type Input = { title: string; text: string };

function corpusItems(): Input[] {
  const out: Input[] = [];
  for (const file of readdirSync(CORPUS)) {
    try {
      const feed = parseFeed({ body: readFileSync(path.join(CORPUS, file)), url: "https://corpus.example/feed" });
      for (const item of feed.items) {
        const description = htmlToText(item.summary, 2_400);
        // As storyClustering's prepare cuts it: the description when it says something, else the body's start.
        const lead = (description.length >= 80 ? description : htmlToText(item.contentHtml, 2_400) || description).slice(0, 1_200);
        if (item.title || lead) out.push({ title: item.title ?? "", text: lead });
      }
    } catch {
      /* a document the parser refuses (the corpus has some on purpose) */
    }
  }
  return out;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Median CPU µs per item of the analysis and topic selection, over ROUNDS rounds (after one warm-up round). CPU
 * time, not wall time: on a shared machine the wall clock also counts other processes' turns.
 */
function cost(items: Input[], taggedChars: number): number {
  const run = () => {
    const t0 = process.cpuUsage();
    for (const item of items) selectItemTopics(analyzeItem(item, { taggedChars }));
    const used = process.cpuUsage(t0);
    return (used.user + used.system) / items.length;
  };
  run();
  return median(Array.from({ length: ROUNDS }, run));
}

const sets: Array<[string, Input[]]> = [
  ["evaluation set (English news)", loadEvalSet().map((e) => ({ title: e.title, text: e.text }))],
  ["bench/stories synthetic news", newsItems(2_000, 0, 72 * 3_600_000).map((n) => ({ title: n.title, text: n.text }))],
  ["corpus feeds (many languages)", corpusItems()],
];
console.log(`bench/nlp: Node ${process.version}, load ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}; ${ROUNDS} rounds, median CPU µs per item`);
const budgets = [0, 150, TAGGED_CHARS, 600, 100_000];
const label = (b: number) => (b === 0 ? "rules only" : b >= 100_000 ? "tagger, all" : `tagger, ${b} chars${b === TAGGED_CHARS ? " (default)" : ""}`);
console.log(`| items | n | chars | ${budgets.map(label).join(" | ")} |`);
console.log(`|---|---|---|${budgets.map(() => "---").join("|")}|`);
for (const [name, items] of sets) {
  const chars = Math.round(items.reduce((n, i) => n + i.title.length + i.text.length, 0) / items.length);
  const cells = budgets.map((b) => cost(items, b).toFixed(0));
  console.log(`| ${name} | ${items.length} | ${chars} | ${cells.join(" | ")} |`);
}
