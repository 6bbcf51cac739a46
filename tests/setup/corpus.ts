import { readFileSync } from "node:fs";
import path from "node:path";
import { decodeHTML } from "entities";
import { parseFeed } from "../../api/src/reader/parse/parseFeed.js";
import { FeedParseError, type NormalisedFeed } from "../../api/src/reader/parse/types.js";

/** The dev corpus vendored in tests/corpus (real feeds and OPML files from other parsers' test suites; LICENSES/ inside). */
export const CORPUS_DIR = path.resolve(import.meta.dirname, "../corpus");

export interface CorpusEntry {
  file: string;
  format: string;
  wellFormed: boolean;
  expect: Record<string, unknown> & { items?: Array<Record<string, unknown> & { index: number }> };
  lenient?: string[];
  documentUrl?: string;
  httpHeaders?: Record<string, string>;
  tags?: string[];
}

export interface CheckResult {
  file: string;
  field: string;
  expected: unknown;
  actual: unknown;
  pass: boolean;
  wellFormed: boolean;
}

export function loadFeedEntries(): CorpusEntry[] {
  const all = JSON.parse(readFileSync(path.join(CORPUS_DIR, "expectations.json"), "utf8")) as CorpusEntry[];
  return all.filter((e) => !e.format.startsWith("opml"));
}

/** The OPML documents' expectations (README: "OPML entries use expect: { opmlTitle?, outlineCount, feedCount, feeds }"). */
export interface OpmlCorpusEntry {
  file: string;
  format: string;
  wellFormed: boolean;
  expect: {
    opmlTitle?: string;
    outlineCount?: number;
    feedCount?: number;
    feeds?: Array<{ index: number; xmlUrl: string; text?: string; title?: string; htmlUrl?: string; type?: string; folder?: string[] }>;
  };
}

export function loadOpmlEntries(): OpmlCorpusEntry[] {
  const all = JSON.parse(readFileSync(path.join(CORPUS_DIR, "expectations.json"), "utf8")) as OpmlCorpusEntry[];
  return all.filter((e) => e.file.startsWith("opml/"));
}

const lenientText = (s: string) => decodeHTML(decodeHTML(s).replace(/<[^>]*>/g, "")).replace(/\s+/g, " ").trim();
const abs = (s: string) => {
  try {
    return new URL(s).href;
  } catch {
    return null;
  }
};
const URL_FIELDS = new Set(["feedLink", "link", "enclosureUrl"]);
const DATE_FIELDS = new Set(["published", "updated"]);

/** The README's comparison rules for one field. */
export function matches(field: string, expected: unknown, actual: unknown, lenient: boolean): boolean {
  if (typeof expected === "number") return expected === actual;
  if (typeof expected !== "string") return JSON.stringify(expected) === JSON.stringify(actual);
  if (typeof actual !== "string") return false;
  const e = expected.trim();
  const a = actual.trim();
  if (e === a) return true;
  const leaf = field.replace(/^items\[\d+\]\./, "");
  if (DATE_FIELDS.has(leaf)) {
    const [de, da] = [Date.parse(e), Date.parse(a)];
    return !Number.isNaN(de) && Math.floor(de / 1000) === Math.floor(da / 1000);
  }
  if (URL_FIELDS.has(leaf)) {
    const [ue, ua] = [abs(e), abs(a)];
    if (ue && ua && ue === ua) return true;
    if (lenient && !ue && ua) {
      try {
        return new URL(e, a).href === ua;
      } catch {
        return false;
      }
    }
  }
  return lenient && lenientText(e) === lenientText(a);
}

function valueOf(feed: NormalisedFeed, field: string, index?: number): unknown {
  if (field === "feedTitle") return feed.title;
  if (field === "feedLink") return feed.link;
  if (field === "itemCount") return feed.items.length;
  const item = index === undefined ? undefined : feed.items[index];
  if (!item) return undefined;
  if (field === "enclosureUrl") return item.enclosures[0]?.url;
  return (item as unknown as Record<string, unknown>)[field] ?? undefined;
}

/** Parses one corpus document and checks every expectation; a parse error on a broken document is allowed. */
export function checkEntry(entry: CorpusEntry): { checks: CheckResult[]; error: unknown } {
  const body = readFileSync(path.join(CORPUS_DIR, entry.file));
  const contentType = Object.entries(entry.httpHeaders ?? {}).find(([k]) => k.toLowerCase() === "content-type")?.[1];
  let feed: NormalisedFeed | null = null;
  let error: unknown = null;
  try {
    feed = parseFeed({ body, url: entry.documentUrl ?? null, contentType: contentType ?? null });
  } catch (e) {
    error = e;
  }
  const checks: CheckResult[] = [];
  const lenient = new Set(entry.lenient ?? []);
  const add = (field: string, expected: unknown, actual: unknown) =>
    checks.push({ file: entry.file, field, expected, actual, wellFormed: entry.wellFormed, pass: actual !== undefined && matches(field, expected, actual, lenient.has(field)) });
  if (!feed) {
    if (!entry.wellFormed && error instanceof FeedParseError) return { checks: [], error };
    for (const [k, v] of Object.entries(entry.expect)) if (k !== "items") add(k, v, undefined);
    for (const item of entry.expect.items ?? []) for (const [k, v] of Object.entries(item)) if (k !== "index") add(`items[${item.index}].${k}`, v, undefined);
    return { checks, error };
  }
  for (const [k, v] of Object.entries(entry.expect)) if (k !== "items") add(k, v, valueOf(feed, k));
  for (const item of entry.expect.items ?? []) {
    for (const [k, v] of Object.entries(item)) if (k !== "index") add(`items[${item.index}].${k}`, v, valueOf(feed, k, item.index));
  }
  return { checks, error };
}
