import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseFeed as feedsmithParse } from "feedsmith";
import RssParser from "rss-parser";
import { parseFeed, scanFeed } from "../api/src/reader/parse/parseFeed.js";
import { CORPUS_DIR } from "../tests/setup/corpus.js";

/**
 * bench/parse: throughput of our parse path (decode + parse + normalise + sanitise) against npm peers on the
 * same documents, in one run. Peers only parse (no sanitising), so the comparison flatters them.
 * Documents: every corpus feed, plus generated large RSS and Atom feeds (realistic item bodies).
 * Run: node --import tsx bench/parse.ts
 */
const corpusDir = path.join(CORPUS_DIR, "feeds");
const corpus = readdirSync(corpusDir).map((f) => readFileSync(path.join(corpusDir, f)));

function bigRss(items: number): Buffer {
  const body = `<p>Paragraph with <a href="https://example.org/x?utm_source=rss">a link</a>, <em>emphasis</em> and an image <img src="/img/p.png" alt="p">.</p>`.repeat(6);
  const entries = Array.from({ length: items }, (_, i) =>
    `<item><title>Item ${i} &amp; more</title><link>https://example.org/p/${i}</link><guid>https://example.org/p/${i}</guid><pubDate>Sun, 22 Nov 2026 10:${String(i % 60).padStart(2, "0")}:00 GMT</pubDate><dc:creator>Author ${i % 7}</dc:creator><description><![CDATA[${body}]]></description><content:encoded><![CDATA[${body}${body}]]></content:encoded></item>`,
  ).join("\n");
  return Buffer.from(`<?xml version="1.0" encoding="utf-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Big</title><link>https://example.org/</link>${entries}</channel></rss>`);
}

function bigAtom(items: number): Buffer {
  const entries = Array.from({ length: items }, (_, i) =>
    `<entry><id>urn:x:${i}</id><title>Entry ${i}</title><link href="/e/${i}"/><updated>2026-11-22T10:00:00Z</updated><author><name>A</name></author><content type="html">&lt;p&gt;Body ${i} with &lt;b&gt;markup&lt;/b&gt; and a &lt;a href="/x"&gt;link&lt;/a&gt;&lt;/p&gt;</content></entry>`,
  ).join("\n");
  return Buffer.from(`<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://example.org/"><title>Atom</title>${entries}</feed>`);
}

const large = [bigRss(2000), bigRss(500), bigAtom(3000)];
const sets = [
  { name: `corpus (${corpus.length} files)`, docs: corpus },
  { name: `large feeds (${large.length} files)`, docs: large },
];

const rss = new RssParser();
const peers: Array<{ name: string; parse: (doc: Buffer) => Promise<number> | number }> = [
  { name: "rivulet parseFeed", parse: (d) => parseFeed({ body: d }).items.length },
  {
    name: "rivulet, no sanitise",
    parse: (d) => scanFeed({ body: d }).entries.map((e) => e.unsanitised()).length,
  },
  { name: "feedsmith 3.0.1", parse: (d) => { const r = feedsmithParse(d.toString("utf8")); const f = r.feed as { items?: unknown[]; entries?: unknown[] }; return (f.items ?? f.entries ?? []).length; } },
  { name: "rss-parser 3.13.0", parse: async (d) => (await rss.parseString(d.toString("utf8"))).items.length },
];

for (const set of sets) {
  const bytes = set.docs.reduce((n, d) => n + d.byteLength, 0);
  console.log(`\n${set.name}: ${(bytes / 1e6).toFixed(2)} MB`);
  console.log("parser                 MB/s    items/s   failures");
  for (const peer of peers) {
    for (const doc of set.docs.slice(0, 3)) await Promise.resolve(peer.parse(doc)).catch(() => 0); // warm-up
    let items = 0;
    let failures = 0;
    let rounds = 0;
    const start = performance.now();
    while (performance.now() - start < 3000 || rounds < 1) {
      for (const doc of set.docs) {
        try {
          items += await peer.parse(doc);
        } catch {
          failures += 1;
        }
      }
      rounds += 1;
    }
    const seconds = (performance.now() - start) / 1000;
    console.log(
      `${peer.name.padEnd(20)} ${((bytes * rounds) / 1e6 / seconds).toFixed(1).padStart(7)} ${Math.round(items / seconds).toString().padStart(10)} ${String(failures / rounds).padStart(10)}`,
    );
  }
}
