import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR } from "../../../../tests/setup/corpus.js";
import { decodeDocument } from "./decode.js";
import { parseXmlTree, scanXmlTree, UNUSUAL_XML } from "./xmlBuild.js";
import { Cdata, type XmlElement } from "./xmlElement.js";

/** Everything a tree holds, one line per element and piece of content (indices included: raw hashes use them). */
function dump(root: XmlElement | null): string {
  const lines: string[] = [];
  const walk = (el: XmlElement, depth: number) => {
    lines.push(`${depth} <${el.name}> ${JSON.stringify(Object.entries(el.attribs))} ${el.start}-${el.end} kids ${el.kids?.length ?? "none"}`);
    const { content } = el;
    if (content !== null && !Array.isArray(content)) lines.push(`${depth} single piece`);
    for (const piece of content === null ? [] : Array.isArray(content) ? content : [content]) {
      if (typeof piece === "string") lines.push(`${depth} text ${JSON.stringify(piece)}`);
      else if (piece instanceof Cdata) lines.push(`${depth} cdata ${JSON.stringify(piece.text)}`);
      else walk(piece, depth + 1);
    }
  };
  if (root) walk(root, 0);
  return lines.join("\n");
}

/** scanXmlTree's tree, or null when it leaves the document to the Parser. */
function scanned(doc: string): string | null {
  try {
    return dump(scanXmlTree(doc));
  } catch (e) {
    if (e === UNUSUAL_XML) return null;
    throw e;
  }
}

const documents = readdirSync(path.join(CORPUS_DIR, "feeds")).map((file) => decodeDocument(readFileSync(path.join(CORPUS_DIR, "feeds", file))));

const PIECES = [
  "<", ">", "/", "=", '"', "'", " ", "\n", "&", ";", "a", "b", "x:y", "<a>", "</a>", "<b>", "</b>", "<a/>", "<a />", "< a>",
  "</ a>", "</a >", "</>", "<!--", "-->", "--!>", "--", "<![CDATA[", "]]>", "]", "<!DOCTYPE x [", "<!ENTITY e 'v'>", "<!x>",
  "<!>", "<!-x>", "<![CD>", "<?xml version='1.0'?>", "<?", "?>", "?", "text", "&amp;", "<item>", "</item>", "<rss>", "</rss>",
  "<c k=v>", `<c k='v' k="w">`, "<d/ e>", "<1>", "<<a>",
];

describe("scanXmlTree builds the Parser's tree", () => {
  it("for every corpus document but a few, to the character", () => {
    let own = 0;
    const differing: number[] = [];
    documents.forEach((doc, i) => {
      const tree = scanned(doc);
      if (tree === null) return;
      own++;
      if (tree !== dump(parseXmlTree(doc))) differing.push(i);
    });
    expect(differing).toEqual([]);
    expect(own / documents.length).toBeGreaterThan(0.98);
  });

  it("for fuzzed documents (markup, comments, CDATA, declarations, instructions) and corpus documents with pieces spliced in", () => {
    let seed = 3;
    const next = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)]!;
    const differing: string[] = [];
    let own = 0;
    for (let t = 0; t < 20_000; t++) {
      let doc = "";
      if (t % 20 === 19) {
        const base = pick(documents);
        const at = Math.floor(next() * base.length);
        doc = base.slice(0, at) + pick(PIECES) + base.slice(at + Math.floor(next() * 3));
      } else {
        for (let i = 1 + Math.floor(next() * 25); i > 0; i--) doc += pick(PIECES);
      }
      const tree = scanned(doc);
      if (tree === null) continue;
      own++;
      if (tree !== dump(parseXmlTree(doc))) differing.push(doc);
    }
    expect(differing.slice(0, 5)).toEqual([]);
    expect(own).toBeGreaterThan(8_000);
  });

  it("keeps the Parser's indices where they surprise: after a processing instruction and after `</x >`", () => {
    const doc = `<?xml version="1.0"?><rss><item>a</item ><item>b</item></rss>`;
    expect(scanned(doc)).toBe(dump(parseXmlTree(doc)));
    const items = scanXmlTree(doc)!.kids!;
    expect(doc.slice(items[1]!.start, items[1]!.end + 1)).toBe("><item>b</item>");
  });
});
