import { readFileSync } from "node:fs";
import path from "node:path";
import { parseFeed as feedsmithParse } from "feedsmith";
import RssParser from "rss-parser";
import { decodeDocument } from "../api/src/reader/parse/decode.js";
import { parseFeed } from "../api/src/reader/parse/parseFeed.js";
import { CORPUS_DIR, loadFeedEntries, matches } from "../tests/setup/corpus.js";

/**
 * bench/conformance: the corpus checks (README comparison rules) for our parser and for npm peers, each with a
 * straightforward mapping of its output to the checked fields and the same decoding and base-URL resolution.
 * This is how the parser was chosen. Run: npm run bench:conformance
 */
type Flat = { title?: unknown; link?: unknown; items: Array<Record<string, unknown>> };
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : v && typeof v === "object" && "value" in v ? str((v as { value: unknown }).value) : undefined);
const abs = (u: unknown, base?: string) => {
  const s = str(u);
  if (!s) return undefined;
  try {
    return new URL(s, base).href;
  } catch {
    return s;
  }
};
const iso = (d: unknown) => {
  const t = Date.parse(str(d) ?? "");
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
};

function viaFeedsmith(text: string, base?: string): Flat {
  const { feed } = feedsmithParse(text) as { feed: Record<string, any> };
  const links = (l: any[] | undefined) => l?.find((x) => !x.rel || x.rel === "alternate")?.href;
  const items: any[] = feed.items ?? feed.entries ?? [];
  return {
    title: str(feed.title),
    link: abs(feed.link ?? links(feed.links) ?? feed.home_page_url, base),
    items: items.map((i) => ({
      title: str(i.title),
      link: abs(i.link ?? links(i.links) ?? i.url, base),
      guid: str(i.guid ?? i.id),
      published: iso(i.pubDate ?? i.published ?? i.date_published ?? i.dc?.date ?? i.issued),
      updated: iso(i.updated ?? i.date_modified ?? i.modified),
      author: str(i.author ?? i.authors?.[0]?.name ?? i.authors?.[0] ?? i.dc?.creator ?? i.dc?.creators?.[0]),
      enclosureUrl: abs(i.enclosures?.[0]?.url ?? i.links?.find((l: any) => l.rel === "enclosure")?.href ?? i.attachments?.[0]?.url, base),
    })),
  };
}

const rss = new RssParser();
async function viaRssParser(text: string, base?: string): Promise<Flat> {
  const feed = await rss.parseString(text);
  return {
    title: feed.title,
    link: abs(feed.link, base),
    items: feed.items.map((i) => ({
      title: i.title,
      link: abs(i.link, base),
      guid: i.guid ?? (i as { id?: string }).id,
      published: iso(i.isoDate ?? i.pubDate),
      updated: undefined,
      author: i.creator ?? (i as { author?: string }).author,
      enclosureUrl: abs(i.enclosure?.url, base),
    })),
  };
}

async function viaRivulet(text: string, base?: string, contentType?: string): Promise<Flat> {
  const f = parseFeed({ body: text, url: base ?? null, contentType: contentType ?? null });
  return { title: f.title, link: f.link, items: f.items.map((i) => ({ ...i, enclosureUrl: i.enclosures[0]?.url })) };
}

const peers = [
  ["rivulet parseFeed", viaRivulet],
  ["feedsmith 3.0.1", viaFeedsmith],
  ["rss-parser 3.13.0", viaRssParser],
] as const;

const entries = loadFeedEntries().filter((e) => e.wellFormed);
console.log(`corpus conformance on ${entries.length} well-formed documents (same decoding and URL resolution for all):`);
for (const [name, parse] of peers) {
  let pass = 0;
  let total = 0;
  let crashed = 0;
  for (const e of entries) {
    const contentType = Object.entries(e.httpHeaders ?? {}).find(([k]) => k.toLowerCase() === "content-type")?.[1];
    const text = decodeDocument(readFileSync(path.join(CORPUS_DIR, e.file)), contentType);
    let flat: Flat | null = null;
    try {
      flat = await parse(text, e.documentUrl, contentType);
    } catch {
      crashed += 1;
    }
    const lenient = new Set(e.lenient ?? []);
    const check = (field: string, expected: unknown, actual: unknown) => {
      total += 1;
      if (actual !== undefined && actual !== null && matches(field, expected, actual, lenient.has(field))) pass += 1;
    };
    for (const [k, v] of Object.entries(e.expect)) {
      if (k === "items") continue;
      check(k, v, k === "feedTitle" ? flat?.title : k === "feedLink" ? flat?.link : k === "itemCount" ? flat?.items.length : undefined);
    }
    for (const item of e.expect.items ?? []) {
      for (const [k, v] of Object.entries(item)) if (k !== "index") check(`items[${item.index}].${k}`, v, flat?.items[item.index]?.[k]);
    }
  }
  console.log(`  ${name.padEnd(20)} ${((100 * pass) / total).toFixed(2).padStart(6)}% of ${total} checks, ${crashed} documents rejected`);
}
