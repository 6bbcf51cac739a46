import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";

/**
 * The full-article evaluation set (bench/fixtures/articles): saved article pages of publishers' shapes (news,
 * blogs, docs, …) with their boilerplate, written by us (not crawled), each with the text a reader should get
 * (`<name>.txt`). The expected text is cut from the page itself: everything between `<!--article-->` and
 * `<!--/article-->`, less `<!--skip-->…<!--/skip-->` (boilerplate inside the body: ads, "read more" boxes,
 * sign-up forms, pull quotes that repeat the text). The markers are HTML comments, which Readability ignores; the
 * bench strips them from the page anyway before extracting. `npm run bench:fullarticles -- --write-expected`
 * rewrites the .txt files from the markers; they are committed so a change to a page shows in review.
 */
export const ARTICLES_DIR = path.resolve(import.meta.dirname, "../fixtures/articles");

export interface ArticleFixture {
  name: string;
  /** Where the page was "saved" from: its canonical link (relative URLs resolve against it). */
  url: string;
  /** The page as served (markers removed). */
  html: string;
  /** The article text a reader should get. */
  expected: string;
}

const MARKERS = /<!--\/?(article|skip)-->/g;

/** Block elements: their text is a separate run of words (inline ones join the text around them). */
const BLOCKS = new Set([
  "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure", "footer", "h1", "h2", "h3",
  "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "table", "td", "th", "tr", "ul",
]);
const NOT_TEXT = new Set(["script", "style", "noscript", "template", "svg"]);

interface DomNode {
  type: string;
  name?: string;
  data?: string;
  children?: DomNode[];
}

/** The readable text of an HTML fragment or page (block elements separate words; scripts and styles are not text). */
export function htmlText(html: string): string {
  const out: string[] = [];
  const walk = (nodes: DomNode[]) => {
    for (const n of nodes) {
      if (n.type === "text") out.push(n.data ?? "");
      else if ((n.type === "tag" || n.type === "script" || n.type === "style") && n.name && !NOT_TEXT.has(n.name)) {
        const block = BLOCKS.has(n.name);
        if (block) out.push("\n");
        walk(n.children ?? []);
        if (block) out.push("\n");
      }
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children as unknown as DomNode[]);
  return out.join("").replace(/[ \t\u00a0]+/g, " ").replace(/\s*\n\s*/g, "\n").trim();
}

/** The expected text a page's markers enclose. */
export function markedText(page: string): string {
  const start = page.indexOf("<!--article-->");
  const end = page.indexOf("<!--/article-->");
  if (start < 0 || end < start) throw new Error("no <!--article--> … <!--/article--> markers");
  const region = page.slice(start + "<!--article-->".length, end).replace(/<!--skip-->[\s\S]*?<!--\/skip-->/g, " ");
  return htmlText(region);
}

/** Words, lower-cased (letters and digits; punctuation and markup are not compared). */
export function tokens(text: string): string[] {
  return text.normalize("NFKC").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Token-level precision, recall and F1 of extracted text against expected text, as bags of words. */
export function overlap(expected: string[], got: string[]): { matched: number; expected: number; got: number } {
  const counts = new Map<string, number>();
  for (const t of expected) counts.set(t, (counts.get(t) ?? 0) + 1);
  let matched = 0;
  for (const t of got) {
    const left = counts.get(t) ?? 0;
    if (left > 0) {
      matched += 1;
      counts.set(t, left - 1);
    }
  }
  return { matched, expected: expected.length, got: got.length };
}

export function prf(o: { matched: number; expected: number; got: number }): { precision: number; recall: number; f1: number } {
  const precision = o.got ? o.matched / o.got : 0;
  const recall = o.expected ? o.matched / o.expected : 0;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}

/** Every page of the set, in name order. */
export function loadArticleSet(): ArticleFixture[] {
  return readdirSync(ARTICLES_DIR)
    .filter((f) => f.endsWith(".html"))
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(ARTICLES_DIR, file), "utf8");
      const url = /<link[^>]*\srel="canonical"[^>]*\shref="([^"]+)"/.exec(raw)?.[1];
      if (!url) throw new Error(`${file} has no <link rel="canonical">`);
      const name = file.replace(/\.html$/, "");
      return { name, url, html: raw.replace(MARKERS, ""), expected: readFileSync(path.join(ARTICLES_DIR, `${name}.txt`), "utf8") };
    });
}

/** Rewrites each page's .txt from its markers; answers the files written. */
export function writeExpected(): string[] {
  const written: string[] = [];
  for (const file of readdirSync(ARTICLES_DIR).filter((f) => f.endsWith(".html")).sort()) {
    const target = path.join(ARTICLES_DIR, file.replace(/\.html$/, ".txt"));
    writeFileSync(target, `${markedText(readFileSync(path.join(ARTICLES_DIR, file), "utf8"))}\n`);
    written.push(path.basename(target));
  }
  return written;
}
