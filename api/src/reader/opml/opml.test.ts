import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR, loadOpmlEntries } from "../../../../tests/setup/corpus.js";
import {
  buildOpml, countOutlines, decodeOpml, folderNameFor, opmlFeeds, OpmlParseError, parseOpml,
  type OpmlDocument, type OpmlExportEntry, type OpmlFeedEntry, type OpmlOutline,
} from "./index.js";

interface Check {
  file: string;
  field: string;
  expected: unknown;
  actual: unknown;
  pass: boolean;
}

const read = (file: string) => decodeOpml(readFileSync(path.join(CORPUS_DIR, file)));

function tryParse(text: string): { doc: OpmlDocument | null; error: unknown } {
  try {
    return { doc: parseOpml(text), error: null };
  } catch (error) {
    return { doc: null, error };
  }
}

/** The raw feed outlines in document order, independent of opmlFeeds, to check its text/title attributes. */
function feedOutlines(outlines: OpmlOutline[]): OpmlOutline[] {
  return outlines.flatMap((o) => [...(o.xmlUrl ? [o] : []), ...feedOutlines(o.children)]);
}

/** Groups feeds the way an import does: one folder per folderNameFor, in order of first appearance. */
function groupForExport(feeds: OpmlFeedEntry[]): OpmlExportEntry[] {
  const entries: OpmlExportEntry[] = [];
  const folders = new Map<string, Extract<OpmlExportEntry, { kind: "folder" }>>();
  for (const f of feeds) {
    const feed = { title: f.title, xmlUrl: f.xmlUrl, htmlUrl: f.htmlUrl };
    const name = folderNameFor(f.folderPath);
    if (name === null) {
      entries.push({ kind: "feed", ...feed });
      continue;
    }
    let folder = folders.get(name);
    if (!folder) {
      folder = { kind: "folder", name, feeds: [] };
      folders.set(name, folder);
      entries.push(folder);
    }
    folder.feeds.push(feed);
  }
  return entries;
}

const flatten = (entries: OpmlExportEntry[]) =>
  entries.flatMap((e) =>
    e.kind === "feed"
      ? [{ xmlUrl: e.xmlUrl, title: e.title, htmlUrl: e.htmlUrl ?? null, folder: null as string | null }]
      : e.feeds.map((f) => ({ xmlUrl: f.xmlUrl, title: f.title, htmlUrl: f.htmlUrl ?? null, folder: e.name as string | null })),
  );

// Every OPML file of tests/corpus (from miniflux, opml-go, node-opmlparser, ROME, mdewilde and Holllo test
// suites) against its structural expectations; README rule: strings compare trimmed, absent keys are unchecked.
describe("OPML parser on the shared corpus", () => {
  const entries = loadOpmlEntries();
  const results = entries.map((entry) => ({ entry, ...tryParse(read(entry.file)) }));
  const checks: Check[] = [];
  for (const { entry, doc } of results) {
    const add = (field: string, expected: unknown, actual: unknown) => {
      const same = typeof expected === "string" && typeof actual === "string" ? expected.trim() === actual.trim() : JSON.stringify(expected) === JSON.stringify(actual);
      checks.push({ file: entry.file, field, expected, actual, pass: same });
    };
    const e = entry.expect;
    if (!doc) {
      // A broken document may be refused; its expectations (if any) then count as failures.
      for (const [k, v] of Object.entries(e)) if (k !== "feeds") add(k, v, undefined);
      continue;
    }
    const feeds = opmlFeeds(doc);
    const raw = feedOutlines(doc.outlines);
    if (e.opmlTitle !== undefined) add("opmlTitle", e.opmlTitle, doc.title);
    if (e.outlineCount !== undefined) add("outlineCount", e.outlineCount, countOutlines(doc.outlines));
    if (e.feedCount !== undefined) add("feedCount", e.feedCount, feeds.length);
    for (const f of e.feeds ?? []) {
      const got = feeds[f.index];
      const outline = raw[f.index];
      add(`feeds[${f.index}].xmlUrl`, f.xmlUrl, got?.xmlUrl);
      if (f.text !== undefined) add(`feeds[${f.index}].text`, f.text, outline?.text);
      if (f.title !== undefined) add(`feeds[${f.index}].title`, f.title, outline?.title);
      if (f.htmlUrl !== undefined) add(`feeds[${f.index}].htmlUrl`, f.htmlUrl, got?.htmlUrl);
      if (f.type !== undefined) add(`feeds[${f.index}].type`, f.type, got?.type);
      if (f.folder !== undefined) add(`feeds[${f.index}].folder`, f.folder, got?.folderPath);
    }
  }

  it("passes every structural check of the corpus", () => {
    const passed = checks.filter((c) => c.pass).length;
    console.log(`OPML corpus conformance: ${((100 * passed) / Math.max(1, checks.length)).toFixed(2)}% of ${checks.length} checks (${entries.length} documents)`);
    const failures = checks.filter((c) => !c.pass).map((c) => `${c.file} ${c.field}: expected ${JSON.stringify(c.expected)}, got ${JSON.stringify(c.actual)}`);
    expect(failures).toEqual([]);
    expect(checks.length).toBeGreaterThan(300);
  });

  it("parses every well-formed document, and answers a broken one with values or OpmlParseError", () => {
    expect(results.filter((r) => r.entry.wellFormed && r.error).map((r) => `${r.entry.file}: ${String(r.error)}`)).toEqual([]);
    const unexpected = results.filter((r) => r.error && !(r.error instanceof OpmlParseError));
    expect(unexpected.map((r) => `${r.entry.file}: ${String(r.error)}`)).toEqual([]);
  });

  it("decides each broken corpus file: recover the feeds when the <opml> structure survives, else refuse", () => {
    const outcome = (file: string) => {
      const r = results.find((x) => x.entry.file === `opml/${file}`)!;
      return r.doc ? opmlFeeds(r.doc).map((f) => f.xmlUrl) : (r.error as OpmlParseError).detail;
    };
    // miniflux expects a bare "&" in an attribute to parse; a duplicate attribute keeps the first value.
    expect(outcome("miniflux__opml__parser_test__TestParseOpmlWithInvalidCharacterEntity.opml")).toEqual(["http://example.org/feed1/a&b"]);
    expect(outcome("mdewilde-opml__badsample06.opml")).toEqual(["http://news.com.com/2547-1_3-0-5.xml"]);
    // A fragment starting mid-document, a <qpml> root and plain text are not OPML.
    expect(outcome("node-opmlparser__malformed.opml")).toMatch(/root element is <outline>/);
    expect(outcome("mdewilde-opml__badsample01.opml")).toMatch(/root element is <qpml>/);
    expect(outcome("miniflux__opml__parser_test__TestParseInvalidXML.opml")).toMatch(/no XML elements/);
  });

  it("agrees between opmlFeeds and the raw outlines on every document", () => {
    for (const { doc } of results) {
      if (!doc) continue;
      const raw = feedOutlines(doc.outlines);
      expect(opmlFeeds(doc).map((f) => [f.xmlUrl, f.title])).toEqual(raw.map((o) => [o.xmlUrl, o.text ?? o.title ?? o.xmlUrl]));
    }
  });

  it("round-trips every document: parse, group by folder, build, parse again", () => {
    let roundTripped = 0;
    for (const { entry, doc } of results) {
      if (!doc) continue;
      const grouped = groupForExport(opmlFeeds(doc));
      const xml = buildOpml({ title: doc.title ?? "export", dateCreated: new Date("2026-01-02T03:04:05Z"), ownerName: "reader", entries: grouped });
      const again = parseOpml(xml);
      expect(again.title, entry.file).toBe(doc.title ?? "export");
      const reparsed = opmlFeeds(again).map((f) => ({ xmlUrl: f.xmlUrl, title: f.title, htmlUrl: f.htmlUrl, folder: folderNameFor(f.folderPath) }));
      expect(reparsed, entry.file).toEqual(flatten(grouped));
      expect(opmlFeeds(again).every((f) => f.type === "rss")).toBe(true);
      roundTripped++;
    }
    expect(roundTripped).toBeGreaterThanOrEqual(39);
  });
});

describe("parseOpml", () => {
  it("refuses text that is not OPML with the spec's message and a detail", () => {
    for (const text of ["garbage", "", "   ", `<?xml version="1.0"?><qpml version="1.1"><body><outline text="x" xmlUrl="http://a/"/></body></qpml>`]) {
      let caught: unknown;
      try {
        parseOpml(text);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(OpmlParseError);
      expect((caught as OpmlParseError).message).toBe("Failed to parse OPML");
      expect((caught as OpmlParseError).detail).toMatch(/\S/);
    }
  });

  it("reads a BOM, HTML entities, case-varied attributes, nesting and a missing head", () => {
    const doc = parseOpml(
      `\uFEFF<opml><body><outline text="Tech &amp; Science"><outline TEXT="Ajaxian &raquo; Front" xmlurl=" http://a.example/feed?x=1&y=2 " htmlUrl=""/>` +
        `<outline text="Deeper"><outline title="Only title" xmlUrl="http://b.example/rss" type="rss"/></outline></outline>` +
        `<outline type="link" text="A page" url="http://c.example/"/></body></opml>`,
    );
    expect(doc.title).toBeNull();
    expect(opmlFeeds(doc)).toEqual([
      { xmlUrl: "http://a.example/feed?x=1&y=2", title: "Ajaxian » Front", htmlUrl: null, type: null, folderPath: ["Tech & Science"] },
      { xmlUrl: "http://b.example/rss", title: "Only title", htmlUrl: null, type: "rss", folderPath: ["Tech & Science", "Deeper"] },
    ]);
    expect(countOutlines(doc.outlines)).toBe(5);
  });

  it("keeps what a document with unclosed outlines holds, as long as it ends with </opml>", () => {
    const doc = parseOpml(`<opml version="2.0"><head><title>Kept</title></head><body><outline text="F"><outline text="A" xmlUrl="http://a/"></body></opml>`);
    expect(doc.title).toBe("Kept");
    expect(opmlFeeds(doc)).toMatchObject([{ xmlUrl: "http://a/", folderPath: ["F"] }]);
  });

  // Issue 12: a truncated file was taken as "0 feeds" (or as the feeds before the cut) and imported as a success.
  it("refuses a truncated file with the spec's message, wherever the cut falls", () => {
    const whole = `<?xml version="1.0"?><opml version="2.0"><head><title>Cut</title></head><body><outline text="F"><outline text="A" xmlUrl="http://a.example/feed"/><outline text="B" xmlUrl="http://b.example/feed"/></outline></body></opml>\n`;
    expect(opmlFeeds(parseOpml(whole))).toHaveLength(2);
    const cuts = [30, 60, whole.indexOf("<body>") + 6, whole.indexOf("xmlUrl") + 3, whole.indexOf("</outline>"), whole.indexOf("</body>"), whole.indexOf("</opml>") + 3];
    for (const at of cuts) {
      let caught: unknown;
      try {
        parseOpml(whole.slice(0, at));
      } catch (e) {
        caught = e;
      }
      expect(caught, `cut at ${at}`).toBeInstanceOf(OpmlParseError);
      expect((caught as OpmlParseError).message).toBe("Failed to parse OPML");
    }
    expect((() => { try { parseOpml(whole.slice(0, 60)); } catch (e) { return (e as OpmlParseError).detail; } })()).toMatch(/ends before <\/opml>/);
  });
});

describe("folderNameFor", () => {
  it("maps no ancestor to the top level, one to its label, deeper paths to the joined labels", () => {
    expect(folderNameFor([])).toBeNull();
    expect(folderNameFor(["News"])).toBe("News");
    expect(folderNameFor(["My Feeds", "Some Category"])).toBe("My Feeds / Some Category");
    expect(folderNameFor(["", "  ", "Tech"])).toBe("Tech");
    expect(folderNameFor(["  "])).toBeNull();
  });
});

describe("buildOpml", () => {
  it("escapes every special character and drops the ones XML cannot hold", () => {
    const title = `Tom & "Jerry" <live> 'now'\u0001\ttab\nline`;
    const xml = buildOpml({
      title: "A & B",
      ownerName: "<me>",
      entries: [
        { kind: "feed", title, xmlUrl: "http://x.example/feed?a=1&b=2", htmlUrl: "http://x.example/" },
        { kind: "folder", name: `R&D "labs"`, feeds: [{ title: "", xmlUrl: "http://y.example/rss" }] },
        { kind: "folder", name: "Empty", feeds: [] },
      ],
    });
    expect(xml).toContain(`<opml version="2.0">`);
    expect(xml).not.toContain("\u0001");
    const doc = parseOpml(xml);
    expect(doc.title).toBe("A & B");
    expect(opmlFeeds(doc)).toEqual([
      { xmlUrl: "http://x.example/feed?a=1&b=2", title: `Tom & "Jerry" <live> 'now'\ttab\nline`, htmlUrl: "http://x.example/", type: "rss", folderPath: [] },
      // A feed without a title is exported under its URL, so both text and title stay meaningful.
      { xmlUrl: "http://y.example/rss", title: "http://y.example/rss", htmlUrl: null, type: "rss", folderPath: [`R&D "labs"`] },
    ]);
    expect(doc.outlines[0]).toMatchObject({ text: doc.outlines[0]!.title });
  });

  it("writes dateCreated as RFC 822 and decodes bytes by BOM or declaration", () => {
    const xml = buildOpml({ title: "t", dateCreated: new Date("2026-01-02T03:04:05Z"), entries: [] });
    expect(xml).toContain("<dateCreated>Fri, 02 Jan 2026 03:04:05 GMT</dateCreated>");
    const latin1 = new Uint8Array([...new TextEncoder().encode(`<?xml version="1.0" encoding="ISO-8859-1"?><opml><head><title>Caf`), 0xe9, ...new TextEncoder().encode("</title></head></opml>")]);
    expect(parseOpml(decodeOpml(latin1)).title).toBe("Café");
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from("<opml><head><title>Ω</title></head></opml>").flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])]);
    expect(parseOpml(decodeOpml(utf16)).title).toBe("Ω");
  });
});
