import { Parser } from "htmlparser2";
import { BANG, DASH, DQ, EQ, GT, isEndOfTagSection, isWhitespace, OPEN_BRACKET, QUESTION, SLASH, SQ } from "../charCodes.js";
import { Cdata, XmlElement } from "./xmlElement.js";

/**
 * Builds a feed document's element tree. The tree is what htmlparser2's Parser reports in XML mode (entities
 * left as written, CDATA recognised, `<x/>` closing itself), including each element's start and end index, from
 * which an entry's source text, and so its raw hash, is cut: a different index would make every stored entry of
 * a feed look changed once.
 *
 * Most documents are read by scanXmlTree, an indexOf-driven copy of the Parser's rules for well-formed input
 * (about twice as fast: text and CDATA are found and sliced, not walked a character at a time); what it does
 * not cover (markup cut off by the end of the document, `</>` and the like) throws UNUSUAL_XML and the document
 * is read again with the Parser itself. xmlBuild.test.ts compares the two trees on the corpus and fuzzed input.
 */
export function buildXmlTree(doc: string): XmlElement | null {
  try {
    return scanXmlTree(doc);
  } catch (e) {
    if (e !== UNUSUAL_XML) throw e;
    return parseXmlTree(doc);
  }
}

/** The tree from htmlparser2's Parser callbacks (the reference; used for what scanXmlTree leaves). */
export function parseXmlTree(doc: string): XmlElement | null {
  const builder = new TreeBuilder();
  const parser = new Parser(builder, { xmlMode: true, decodeEntities: false, recognizeCDATA: true, recognizeSelfClosing: true });
  builder.parser = parser;
  parser.end(doc);
  return builder.root;
}

class TreeBuilder {
  root: XmlElement | null = null;
  private top: XmlElement | null = null;
  /** Whether the next text continues the run of text the current element's content ends with. */
  private run = false;
  private inCdata = false;
  parser!: Parser;

  onopentag(name: string, attribs: Record<string, string>): void {
    const parent = this.top;
    const el = new XmlElement(name, attribs, parent, this.parser.startIndex);
    if (parent) {
      (parent.kids ??= []).push(el);
      parent.add(el);
    } else if (!this.root) {
      this.root = el;
    }
    this.top = el;
    this.run = false;
  }

  onclosetag(): void {
    const el = this.top;
    if (!el) return;
    el.end = this.parser.endIndex;
    this.top = el.parent;
    this.run = false;
  }

  ontext(data: string): void {
    const el = this.top;
    if (!el) return; // text outside the root element
    if (this.inCdata) {
      el.add(new Cdata(data));
    } else if (this.run) {
      el.extend(data);
    } else {
      this.run = true;
      el.add(data);
    }
  }

  oncdatastart(): void {
    this.inCdata = true;
    this.run = false;
  }

  oncdataend(): void {
    this.inCdata = false;
  }

  oncomment(): void {
    this.run = false;
  }

  onprocessinginstruction(): void {
    this.run = false;
  }
}

/** Thrown by scanXmlTree for input it leaves to the Parser. */
export const UNUSUAL_XML = new Error("unusual XML: parse it with htmlparser2");

/**
 * The Parser's tree, built from the document with indexOf. Indices follow the Parser's: an element starts where
 * the Parser's previous event ended (its `<` after text; after a processing instruction, the instruction's `>`;
 * after `</x >`, that `>`), and ends at the character that ended its end tag's name (or its `/>`'s `>`; at the
 * end of the document, where the last event ended).
 */
export function scanXmlTree(doc: string): XmlElement | null {
  const n = doc.length;
  let root: XmlElement | null = null;
  let top: XmlElement | null = null;
  /** Open elements, innermost last (the Parser's stack). */
  const open: XmlElement[] = [];
  /** Where the Parser's last event ended (its startIndex). */
  let eventEnd = 0;
  /** Whether text continues the current element's last run of text (no element, comment or CDATA since). */
  let run = false;
  let textStart = 0;
  let i = 0;

  const text = (end: number) => {
    if (end <= textStart) return;
    eventEnd = end;
    if (!top) return;
    const data = doc.slice(textStart, end);
    if (run) top.extend(data);
    else {
      run = true;
      top.add(data);
    }
  };

  for (;;) {
    const lt = doc.indexOf("<", i);
    if (lt === -1) break;
    const c = doc.charCodeAt(lt + 1);
    if (c === BANG) {
      text(lt);
      const c2 = doc.charCodeAt(lt + 2);
      let gt: number;
      if (c2 === DASH && doc.charCodeAt(lt + 3) === DASH) {
        // A comment ends at the first --> or --!> after its opening.
        const a = doc.indexOf("-->", lt + 4);
        const b = doc.indexOf("--!>", lt + 4);
        if (a === -1 && b === -1) throw UNUSUAL_XML;
        gt = a === -1 ? b + 3 : b === -1 ? a + 2 : Math.min(a + 2, b + 3);
        run = false;
      } else if (c2 === OPEN_BRACKET && doc.startsWith("CDATA[", lt + 3)) {
        const end = doc.indexOf("]]>", lt + 9);
        if (end === -1) throw UNUSUAL_XML;
        run = false;
        if (top) top.add(new Cdata(doc.slice(lt + 9, end)));
        gt = end + 2;
      } else {
        // A declaration (<!DOCTYPE …>, <!ENTITY …>) runs to the next >, from where the Parser looks for it: past
        // the character after <! (or <!-), or at the first character that stopped matching <![CDATA[.
        let from = lt + 3;
        if (c2 === DASH) from = lt + 4;
        else if (c2 === OPEN_BRACKET) {
          from = lt + 3;
          while (from < lt + 9 && doc.charCodeAt(from) === "CDATA[".charCodeAt(from - lt - 3)) from++;
        }
        if (from >= n) throw UNUSUAL_XML;
        gt = doc.indexOf(">", from);
        if (gt === -1) throw UNUSUAL_XML;
        run = false;
      }
      eventEnd = gt + 1;
      i = textStart = gt + 1;
    } else if (c === QUESTION) {
      text(lt);
      const q = doc.indexOf("?>", lt + 2);
      if (q === -1) throw UNUSUAL_XML;
      run = false;
      eventEnd = q + 1; // the Parser ends a processing instruction's event at its ?, so the next starts at its >
      i = textStart = q + 2;
    } else if (c === SLASH) {
      let k = lt + 2;
      while (k < n && isWhitespace(doc.charCodeAt(k))) k++;
      const first = doc.charCodeAt(k);
      if (k >= n || first === GT || first === SLASH) throw UNUSUAL_XML;
      text(lt);
      const nameStart = k;
      while (k < n && !isEndOfTagSection(doc.charCodeAt(k))) k++;
      if (k >= n) throw UNUSUAL_XML;
      const gt = doc.indexOf(">", k);
      if (gt === -1) throw UNUSUAL_XML;
      const name = doc.slice(nameStart, k);
      let pos = open.length - 1;
      while (pos >= 0 && open[pos]!.name !== name) pos--;
      if (pos >= 0) {
        while (open.length > pos) open.pop()!.end = k;
        top = open.length ? open[open.length - 1]! : null;
        run = false;
      }
      eventEnd = k + 1;
      i = textStart = gt + 1;
    } else if (lt + 1 >= n || c === GT || isWhitespace(c)) {
      i = lt + 1; // a < that starts nothing is text
    } else {
      text(lt);
      const el = openTag(doc, lt, n, top, eventEnd);
      if (top) {
        (top.kids ??= []).push(el);
        top.add(el);
      } else if (!root) {
        root = el;
      }
      if (selfClosing) {
        el.end = tagEnd;
      } else {
        open.push(el);
        top = el;
      }
      run = false;
      eventEnd = tagEnd + 1;
      i = textStart = tagEnd + 1;
    }
  }
  if (n > textStart) text(n);
  for (let k = open.length - 1; k >= 0; k--) open[k]!.end = eventEnd;
  return root;
}

// What openTag read besides the element (module state: the scanner is synchronous).
/** Index of the tag's `>`. */
let tagEnd = 0;
/** Whether it ended with `/>`. */
let selfClosing = false;

/** Reads a start tag at `lt` up to its `>` into an element starting at `start`. */
function openTag(doc: string, lt: number, n: number, parent: XmlElement | null, start: number): XmlElement {
  let k = lt + 2;
  while (k < n && !isEndOfTagSection(doc.charCodeAt(k))) k++;
  const name = doc.slice(lt + 1, k);
  const attribs: Record<string, string> = {};
  selfClosing = false;
  for (;;) {
    if (k >= n) throw UNUSUAL_XML;
    let c = doc.charCodeAt(k);
    if (c === GT) break;
    if (isWhitespace(c)) {
      k++;
      continue;
    }
    if (c === SLASH) {
      k++;
      while (k < n && isWhitespace(doc.charCodeAt(k))) k++;
      if (doc.charCodeAt(k) === GT) {
        selfClosing = true;
        break;
      }
      continue;
    }
    const nameStart = k;
    k++;
    while (k < n && (c = doc.charCodeAt(k)) !== EQ && !isEndOfTagSection(c)) k++;
    const attribute = doc.slice(nameStart, k);
    while (k < n && isWhitespace(doc.charCodeAt(k))) k++;
    if (k >= n) throw UNUSUAL_XML;
    let value = "";
    if (doc.charCodeAt(k) === EQ) {
      k++;
      while (k < n && isWhitespace(doc.charCodeAt(k))) k++;
      if (k >= n) throw UNUSUAL_XML;
      const q = doc.charCodeAt(k);
      if (q === DQ || q === SQ) {
        const end = doc.indexOf(q === DQ ? '"' : "'", k + 1);
        if (end === -1) throw UNUSUAL_XML;
        value = doc.slice(k + 1, end);
        k = end + 1;
      } else {
        const from = k;
        while (k < n && (c = doc.charCodeAt(k)) !== GT && !isWhitespace(c)) k++;
        if (k >= n) throw UNUSUAL_XML;
        value = doc.slice(from, k);
      }
    }
    if (!Object.hasOwn(attribs, attribute)) attribs[attribute] = value;
  }
  tagEnd = k;
  return new XmlElement(name, attribs, parent, start);
}
