import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR } from "../../../../tests/setup/corpus.js";
import { XSS_VECTORS } from "../../../../tests/fixtures/xssVectors.js";
import { scanFeed } from "../parse/parseFeed.js";
import { parseHtmlEvents, UNUSUAL_HTML, type HtmlHandler } from "./htmlEvents.js";

/**
 * The events of one parse, one per line, adjacent text joined (parsers may split text differently). Where an
 * event says it is written as it is (`source` ≥ 0), a line says whether the fragment really has it there.
 */
function recorder(html: string): { handler: HtmlHandler; events: () => string } {
  const lines: string[] = [];
  let text = "";
  const flush = () => {
    if (text) lines.push(`text ${JSON.stringify(text)}`);
    text = "";
  };
  const check = (source: number | undefined, written: string, plain = true) => {
    if (source !== undefined && source >= 0 && !(plain && html.startsWith(written, source))) lines.push(`not written as said: ${written}`);
  };
  return {
    handler: {
      onopentag(name, attribs, source) {
        flush();
        check(source, `<${name}>`, Object.keys(attribs).length === 0);
        lines.push(`open ${name} ${JSON.stringify(Object.entries(attribs))}`);
      },
      ontext(t, source) {
        check(source, t, !/[&<>]/.test(t));
        text += t;
      },
      onclosetag(name, source) {
        flush();
        check(source, `</${name}>`);
        lines.push(`close ${name}`);
      },
    },
    events: () => (flush(), lines.join("\n")),
  };
}

/** htmlparser2's events with the sanitiser's settings (HTML mode, entities decoded). */
function reference(html: string): string {
  const r = recorder(html);
  // The Parser's own third argument (whether the tag was implied) is not a source index.
  const handler = {
    onopentag: (name: string, attribs: Record<string, string>) => r.handler.onopentag(name, attribs, -1),
    ontext: (text: string) => r.handler.ontext(text, -1),
    onclosetag: (name: string) => r.handler.onclosetag(name, -1),
  };
  new Parser(handler, { decodeEntities: true }).parseComplete(html);
  return r.events();
}

/** parseHtmlEvents' events, or null when it leaves the fragment to htmlparser2. */
function fast(html: string): string | null {
  const r = recorder(html);
  try {
    parseHtmlEvents(html, r.handler);
  } catch (e) {
    if (e === UNUSUAL_HTML) return null;
    throw e;
  }
  return r.events();
}

function corpusFragments(): string[] {
  const out: string[] = [];
  const dir = path.join(CORPUS_DIR, "feeds");
  for (const file of readdirSync(dir)) {
    try {
      for (const entry of scanFeed({ body: readFileSync(path.join(dir, file)) }).entries) {
        const item = entry.unsanitised();
        for (const html of [item.summary, item.contentHtml]) if (html && /[<&]/.test(html)) out.push(html);
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

const PIECES = [
  "<", ">", "/", "=", '"', "'", " ", "\n", "\t", "&", ";", "#", "x", "a", "p", "br", "li", "b", "amp", "amp;", "lt", "not",
  "noti", "notin", "&#", "&#x", "41", "1f", "<!--", "-->", "--!>", "-", "!", "?", "</", "<p>", "</p>", "<br/>", "</br>",
  "<a href=", "<img src=x ", "<li>", "<td>", "<tr>", "<table>", "<div>", "</div>", "<h1>", "<h2>", "image", "IMG", "<P>",
  "DIV", "<ul>", "</ul>", "<dd>", "<dt>", "<option>", "<select>", "<span style=", "title=", "é", "\u00a0", "&nbsp", "&nbsp;",
  "&copy", "&eacute", "&AMP", "&ampx", "&amp=", "z", "0", "9", "<a", "<x-y>", "<hr>", "<rt>", "<tbody>", "<thead>", "<head>",
  "<body>", "<script>", "</script>", "<form>", "<svg>", "<iframe src=", "<!x>", "<?x>", "&quot;", "&apos;", "&gt;",
];

describe("parseHtmlEvents gives htmlparser2's events", () => {
  it("on every HTML fragment of the corpus and every XSS vector, and takes most of the corpus itself", () => {
    const fragments = [...corpusFragments(), ...XSS_VECTORS];
    let own = 0;
    const differing: string[] = [];
    for (const html of fragments) {
      const events = fast(html);
      if (events === null) continue;
      own++;
      if (events !== reference(html)) differing.push(html);
    }
    expect(differing).toEqual([]);
    expect(fragments.length).toBeGreaterThan(700);
    expect(own / fragments.length).toBeGreaterThan(0.95);
  });

  it("on fuzzed fragments (markup, entities, comments, stray brackets) and corpus fragments with pieces spliced in", () => {
    const next = random(13);
    const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)]!;
    const corpus = corpusFragments();
    const differing: string[] = [];
    let own = 0;
    for (let t = 0; t < 30_000; t++) {
      let html = "";
      if (t % 3 === 2) {
        const base = pick(corpus).slice(0, 2000);
        const at = Math.floor(next() * base.length);
        html = base.slice(0, at) + pick(PIECES) + base.slice(at + Math.floor(next() * 3));
      } else {
        for (let i = 1 + Math.floor(next() * 20); i > 0; i--) html += pick(PIECES);
      }
      const events = fast(html);
      if (events === null) continue;
      own++;
      if (events !== reference(html)) differing.push(html);
    }
    expect(differing.slice(0, 5)).toEqual([]);
    expect(own).toBeGreaterThan(15_000);
  });

  it.each([
    ["implied closes and end tags without an opening", "<p>a<p>b<li>c<li>d</ul></p></br><td>e<tr>f"],
    ["comments of every shape", "a<!-->b<!--->c<!---->d<!-- x --!>e<!-- y -- z -->f"],
    ["references in text and attributes, terminated or not", `&amp;&ampx &notin; &noti &#65&#x42; <a title="&ampx=&amp &not">x</a>`],
    ["attribute quoting, duplicates and odd names", `<a href=x title='t' title="u" =a b = c/ d>x</a><img src=/p.png/>`],
  ])("%s", (_name, html) => {
    expect(fast(html)).toBe(reference(html));
  });

  it("leaves raw-text elements, foreign content and cut-off markup to htmlparser2", () => {
    for (const html of ["<script>x</script>", "<iframe src=x></iframe>", "<svg><p/></svg>", "<form><form>", "<!doctype html>", "<?x?>", "<p title=", "a <b"]) {
      expect(fast(html), html).toBeNull();
    }
  });
});
