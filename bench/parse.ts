import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { parseFeed as feedsmithParse } from "feedsmith";
import RssParser from "rss-parser";
import { decodeDocument } from "../api/src/reader/parse/decode.js";
import { parseFeedDate } from "../api/src/reader/parse/dates.js";
import { parseFeed, scanFeed } from "../api/src/reader/parse/parseFeed.js";
import type { NormalisedItem } from "../api/src/reader/parse/types.js";
import { CORPUS_DIR } from "../tests/setup/corpus.js";

/**
 * bench/parse (issue 13): our parse path beside npm peers on the same documents, in one run, in alternating order
 * (ROUNDS rounds, each running every parser for SLICE_MS, forwards then backwards), so a busy neighbour on a shared
 * machine slows every parser alike. Rows:
 * - rivulet parse + normalise: scanFeed and every entry mapped to the normalised item, HTML not sanitised;
 * - rivulet full path: parseFeed, the same with every HTML field sanitised (what ingest stores);
 * - feedsmith, rss-parser and fast-xml-parser: each parses and is mapped to the same item shape (guid, title,
 *   link, dates as ISO text, author, summary, content, enclosures), no sanitising.
 * Documents: every corpus feed (small, real), and generated large feeds: RSS with 2 KB CDATA bodies and Atom with
 * 2 KB escaped-HTML bodies, hundreds of items each. Bytes are decoded for every parser alike (decodeDocument).
 * Run: npm run bench:parse (ROUNDS=4, SLICE_MS=1500, SETS=corpus,large).
 */
const ROUNDS = Number(process.env.ROUNDS ?? 4);
/** Which sets to run: "corpus,large" (default), or one of them. */
const SETS = (process.env.SETS ?? "corpus,large").split(",");
const SLICE_MS = Number(process.env.SLICE_MS ?? 1500);

const corpusDir = path.join(CORPUS_DIR, "feeds");
const corpus = readdirSync(corpusDir).map((f) => decodeDocument(readFileSync(path.join(corpusDir, f))));

const PARAGRAPH =
  `<p>A paragraph of an article with <a href="https://example.org/story?utm_source=rss&amp;id=7">a link</a>, <em>emphasis</em>, ` +
  `<strong>strong words</strong> and a picture <img src="/img/p.png" alt="a picture" width="640" height="360">. ` +
  `Sentences go on for a while, as articles do, so that the body weighs what real ones weigh.</p>`;
const BODY = `<h2>Heading</h2>${PARAGRAPH.repeat(6)}<blockquote><p>A quote.</p></blockquote><ul><li>one</li><li>two</li></ul>`;
const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function bigRss(items: number): string {
  const entries = Array.from({ length: items }, (_, i) =>
    `<item><title>Item ${i} &amp; more</title><link>https://example.org/p/${i}</link><guid>https://example.org/p/${i}</guid>` +
      `<pubDate>Sun, 22 Nov 2026 10:${String(i % 60).padStart(2, "0")}:00 GMT</pubDate><dc:creator>Author ${i % 7}</dc:creator>` +
      `<description><![CDATA[${PARAGRAPH}]]></description><content:encoded><![CDATA[${BODY}]]></content:encoded></item>`,
  ).join("\n");
  return `<?xml version="1.0" encoding="utf-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Big</title><link>https://example.org/</link>${entries}</channel></rss>`;
}

function bigAtom(items: number): string {
  const entries = Array.from({ length: items }, (_, i) =>
    `<entry><id>urn:x:${i}</id><title>Entry ${i}</title><link href="https://example.org/e/${i}"/><published>2026-11-22T10:00:00Z</published>` +
      `<updated>2026-11-22T11:00:00Z</updated><author><name>A</name></author><summary>Summary of entry ${i}</summary>` +
      `<content type="html">${escapeXml(BODY)}</content></entry>`,
  ).join("\n");
  return `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom</title><link href="https://example.org/"/>${entries}</feed>`;
}

const large = [bigRss(500), bigRss(200), bigAtom(500), bigAtom(200)];

/** The shape every parser is mapped to (our NormalisedItem without the fields peers cannot give). */
type Item = Pick<NormalisedItem, "guid" | "title" | "link" | "published" | "updated" | "author" | "summary" | "contentHtml" | "enclosures">;

const text = (v: unknown): string | null => {
  if (v == null) return null;
  if (typeof v === "string") return v;
  if (typeof v === "number") return String(v);
  if (typeof v === "object" && "#text" in (v as object)) return text((v as { "#text": unknown })["#text"]);
  if (typeof v === "object" && "value" in (v as object)) return text((v as { value: unknown }).value);
  return null;
};
const list = <T,>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

type Fields = Record<string, unknown>;

function feedsmithItems(doc: string): Item[] {
  const { feed } = feedsmithParse(doc) as { feed: { items?: Fields[]; entries?: Fields[] } };
  if (feed.entries) {
    return feed.entries.map((e) => ({
      guid: text(e.id), title: text(e.title), link: text((e.links as Fields[] | undefined)?.[0]?.href),
      published: parseFeedDate(text(e.published)), updated: parseFeedDate(text(e.updated)), author: text((e.authors as Fields[] | undefined)?.[0]?.name),
      summary: text(e.summary), contentHtml: text(e.content), enclosures: [],
    }));
  }
  return (feed.items ?? []).map((i) => ({
    guid: text(i.guid), title: text(i.title), link: text(i.link), published: parseFeedDate(text(i.pubDate)), updated: null,
    author: text((i.authors as unknown[] | undefined)?.[0]) ?? text((i.dc as Fields | undefined)?.creator),
    summary: text(i.description), contentHtml: text((i.content as Fields | undefined)?.encoded) ?? text(i.description),
    enclosures: list(i.enclosures as Fields[] | undefined).map((e) => ({ url: text(e.url) ?? "", type: text(e.type), length: Number(e.length) || null })),
  }));
}

const rssParser = new RssParser();
async function rssParserItems(doc: string): Promise<Item[]> {
  const feed = await rssParser.parseString(doc);
  return feed.items.map((i) => ({
    guid: i.guid ?? i.id ?? null, title: i.title ?? null, link: i.link ?? null, published: i.isoDate ?? null, updated: null,
    author: i.creator ?? i.author ?? null, summary: i.summary ?? i.contentSnippet ?? null, contentHtml: i["content:encoded"] ?? i.content ?? null,
    enclosures: i.enclosure ? [{ url: i.enclosure.url, type: i.enclosure.type ?? null, length: Number(i.enclosure.length) || null }] : [],
  }));
}

const fxp = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", processEntities: true, htmlEntities: true, parseTagValue: false });
function fastXmlItems(doc: string): Item[] {
  const root = fxp.parse(doc) as Fields;
  const feed = root.feed as Fields | undefined;
  if (feed) {
    return list(feed.entry as Fields | Fields[] | undefined).map((e) => ({
      guid: text(e.id), title: text(e.title), link: text(list(e.link as Fields | Fields[])[0]?.["@href"]),
      published: parseFeedDate(text(e.published)), updated: parseFeedDate(text(e.updated)), author: text((e.author as Fields | undefined)?.name),
      summary: text(e.summary), contentHtml: text(e.content), enclosures: [],
    }));
  }
  const channel = ((root.rss as Fields | undefined)?.channel ?? (root["rdf:RDF"] as Fields | undefined)) as Fields | undefined;
  return list((channel?.item ?? (root["rdf:RDF"] as Fields | undefined)?.item) as Fields | Fields[] | undefined).map((i) => ({
    guid: text(i.guid), title: text(i.title), link: text(i.link), published: parseFeedDate(text(i.pubDate) ?? text(i["dc:date"])), updated: null,
    author: text(i["dc:creator"]) ?? text(i.author), summary: text(i.description), contentHtml: text(i["content:encoded"]) ?? text(i.description),
    enclosures: list(i.enclosure as Fields | Fields[] | undefined).map((e) => ({ url: text(e["@url"]) ?? "", type: text(e["@type"]), length: Number(e["@length"]) || null })),
  }));
}

interface Parser {
  name: string;
  peer: boolean;
  parse: (doc: string) => Promise<number> | number;
}
const parsers: Parser[] = [
  { name: "rivulet parse + normalise", peer: false, parse: (d) => scanFeed({ body: d }).entries.map((e) => e.unsanitised()).length },
  { name: "rivulet full path (sanitised)", peer: false, parse: (d) => parseFeed({ body: d }).items.length },
  { name: "feedsmith 3.0.1", peer: true, parse: (d) => feedsmithItems(d).length },
  { name: "rss-parser 3.13.0", peer: true, parse: async (d) => (await rssParserItems(d)).length },
  { name: "fast-xml-parser 5.11.2", peer: true, parse: (d) => fastXmlItems(d).length },
];

interface Tally {
  seconds: number;
  bytes: number;
  items: number;
  failures: number;
}

async function slice(p: Parser, docs: string[], bytes: number[], tally: Tally) {
  const start = performance.now();
  let i = 0;
  while (performance.now() - start < SLICE_MS || i === 0) {
    for (let d = 0; d < docs.length; d++) {
      try {
        tally.items += await p.parse(docs[d]!);
      } catch {
        tally.failures += 1;
      }
      tally.bytes += bytes[d]!;
    }
    i += 1;
  }
  tally.seconds += (performance.now() - start) / 1000;
}

console.log(`bench/parse: Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}; ${ROUNDS} rounds of ${SLICE_MS} ms per parser, alternating order`);
for (const set of [
  { key: "corpus", name: `corpus (${corpus.length} files)`, docs: corpus },
  { key: "large", name: `large feeds (${large.length} files: RSS with CDATA and Atom with escaped HTML, 200-500 items of ~2 KB)`, docs: large },
].filter((s) => SETS.includes(s.key))) {
  const bytes = set.docs.map((d) => Buffer.byteLength(d));
  const total = bytes.reduce((a, b) => a + b, 0);
  for (const p of parsers) for (const doc of set.docs.slice(0, 5)) await Promise.resolve(p.parse(doc)).catch(() => 0); // warm-up
  const tallies = new Map(parsers.map((p) => [p.name, { seconds: 0, bytes: 0, items: 0, failures: 0 }]));
  const fileRounds = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const p of round % 2 === 0 ? parsers : [...parsers].reverse()) {
      await slice(p, set.docs, bytes, tallies.get(p.name)!);
      fileRounds.set(p.name, (fileRounds.get(p.name) ?? 0) + 1);
    }
  }
  console.log(`\n${set.name}: ${(total / 1e6).toFixed(2)} MB`);
  console.log("| parser | MB/s | items/s | failed documents |");
  console.log("|---|---|---|---|");
  const speed = (name: string) => {
    const t = tallies.get(name)!;
    return t.bytes / 1e6 / t.seconds;
  };
  for (const p of parsers) {
    const t = tallies.get(p.name)!;
    const passes = t.bytes / total;
    console.log(`| ${p.name} | ${speed(p.name).toFixed(1)} | ${Math.round(t.items / t.seconds)} | ${(t.failures / passes).toFixed(0)} |`);
  }
  const fastest = parsers.filter((p) => p.peer).reduce((a, b) => (speed(a.name) >= speed(b.name) ? a : b));
  console.log(
    `fastest peer: ${fastest.name}; rivulet parse + normalise ${(speed(parsers[0]!.name) / speed(fastest.name)).toFixed(2)}× it (target 1.5×), ` +
      `full path ${(speed(parsers[1]!.name) / speed(fastest.name)).toFixed(2)}× it (target 1.0×)`,
  );
}
console.log(`\nload average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
