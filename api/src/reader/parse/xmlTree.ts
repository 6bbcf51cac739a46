import render from "dom-serializer";
import type { ChildNode, Element as DomElement } from "domhandler";
import { decodeHTML } from "entities";
import { parseDocument } from "htmlparser2";
import { absolute } from "../urls.js";
import { decodeXmlReferences } from "../xmlReferences.js";
import { buildXmlTree } from "./xmlBuild.js";
import { Cdata, XmlElement } from "./xmlElement.js";

export { XmlElement };

export const NS = {
  atom10: "http://www.w3.org/2005/Atom",
  atom03: "http://purl.org/atom/ns#",
  rss10: "http://purl.org/rss/1.0/",
  rss09: "http://my.netscape.com/rdf/simple/0.9/",
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  dc: "http://purl.org/dc/elements/1.1/",
  dcterms: "http://purl.org/dc/terms/",
  content: "http://purl.org/rss/1.0/modules/content/",
  media: "http://search.yahoo.com/mrss/",
  itunes: "http://www.itunes.com/dtds/podcast-1.0.dtd",
  xhtml: "http://www.w3.org/1999/xhtml",
  wfw: "http://wellformedweb.org/CommentAPI/",
  slash: "http://purl.org/rss/1.0/modules/slash/",
  thr: "http://purl.org/syndication/thread/1.0",
  xml: "http://www.w3.org/XML/1998/namespace",
} as const;

// Prefixes as feeds conventionally write them, for documents that forget to declare them.
const CONVENTIONAL: Record<string, string> = {
  dc: NS.dc, dcterms: NS.dcterms, content: NS.content, media: NS.media, itunes: NS.itunes, atom: NS.atom10,
  rdf: NS.rdf, xhtml: NS.xhtml, wfw: NS.wfw, slash: NS.slash, thr: NS.thr, xml: NS.xml, a10: NS.atom10,
};

const PARSER_OPTIONS = { xmlMode: true, decodeEntities: false, recognizeCDATA: true, recognizeSelfClosing: true } as const;

/** A parsed XML document with namespace and xml:base resolution (tolerant: broken markup still yields a tree). */
export class XmlTree {
  private readonly rootElement: XmlElement | null;

  constructor(
    private readonly docText: string,
    private readonly documentUrl: string | null,
  ) {
    this.rootElement = buildXmlTree(docText);
  }

  /** The element's own text in the document. */
  source(el: XmlElement): string {
    return this.docText.slice(el.start, el.end < 0 ? undefined : el.end + 1);
  }

  /**
   * What shapes how the children of an element read: the document URL, and the element's and every ancestor's
   * name and attributes (namespace prefixes and xml:base are declared there).
   */
  context(el: XmlElement): string {
    let out = this.documentUrl ?? "";
    for (let p: XmlElement | null = el; p; p = p.parent) out += `\n<${p.name} ${JSON.stringify(p.attribs)}>`;
    return out;
  }

  root(): XmlElement | null {
    return this.rootElement;
  }

  private prefixesOf(el: XmlElement): Map<string, string> {
    if (el.prefixes) return el.prefixes;
    const parent = el.parent ? this.prefixesOf(el.parent) : EMPTY_PREFIXES;
    let own: Map<string, string> | null = null;
    for (const name in el.attribs) {
      if (name === "xmlns" || name.startsWith("xmlns:")) {
        own ??= new Map(parent);
        own.set(name === "xmlns" ? "" : name.slice(6), decodeHTML(el.attribs[name]!).trim());
      }
    }
    return (el.prefixes = own ?? parent);
  }

  /** Works out the element's namespace URI (null when none) and local name, lower-cased (once per element). */
  private name(el: XmlElement): void {
    const i = el.name.indexOf(":");
    const prefix = i >= 0 ? el.name.slice(0, i) : "";
    el.local = (i >= 0 ? el.name.slice(i + 1) : el.name).toLowerCase();
    const ns = this.prefixesOf(el).get(prefix) ?? (prefix ? (CONVENTIONAL[prefix.toLowerCase()] ?? `urn:unknown:${prefix}`) : null);
    el.ns = (ns ? normaliseNs(ns) : null) || null;
    el.named = true;
  }

  /** The element's namespace URI (null when none) and local name, lower-cased. */
  qname(el: XmlElement): { ns: string | null; local: string } {
    if (!el.named) this.name(el);
    return el;
  }

  /** Child elements, optionally those with a local name in one of the given namespaces ("" = no namespace). */
  children(el: XmlElement, local?: string, namespaces?: ReadonlyArray<string | null>): XmlElement[] {
    if (!el.kids) return [];
    const wanted = local?.toLowerCase();
    const out: XmlElement[] = [];
    for (const c of el.kids) {
      if (!c.named) this.name(c);
      if (wanted && c.local !== wanted) continue;
      if (namespaces && !namespaces.includes(c.ns)) continue;
      out.push(c);
    }
    return out;
  }

  /** The first child element with this local name in one of the namespaces. */
  child(el: XmlElement, local: string, namespaces?: ReadonlyArray<string | null>): XmlElement | null {
    if (!el.kids) return null;
    const wanted = local.toLowerCase();
    for (const c of el.kids) {
      if (!c.named) this.name(c);
      if (c.local === wanted && (!namespaces || namespaces.includes(c.ns))) return c;
    }
    return null;
  }

  /** Attribute value with entities decoded. */
  attr(el: XmlElement, name: string): string | null {
    const raw = el.attribs[name] ?? el.attribs[name.toLowerCase()];
    if (raw === undefined) {
      // Attributes may be namespaced with any prefix (e.g. rdf:about, x:about).
      const suffix = `:${name.toLowerCase()}`;
      for (const key in el.attribs) if (key.toLowerCase().endsWith(suffix)) return decode(el.attribs[key]!);
      return null;
    }
    return decode(raw);
  }

  /** Text content: entity-decoded text, CDATA verbatim, of the element and everything inside it. */
  text(el: XmlElement | null): string | null {
    if (!el) return null;
    const { content } = el;
    if (!Array.isArray(content)) return this.pieceText(content);
    let out = "";
    for (const c of content) out += this.pieceText(c);
    return out;
  }

  private pieceText(piece: string | Cdata | XmlElement | null): string {
    if (typeof piece === "string") return decode(piece);
    if (piece === null) return "";
    if (piece instanceof Cdata) return piece.text;
    return this.text(piece)!;
  }

  /** Whether the element has child elements (markup inside it, not only text). */
  hasChildElements(el: XmlElement): boolean {
    return el.kids !== null;
  }

  /** The element's children as markup (Atom xhtml content: the wrapping div is dropped). */
  innerXml(el: XmlElement): string {
    // Rare (xhtml content, markup inside an Atom text construct): its own source is parsed into a DOM and
    // serialised as before. Parsed alone it gives the same subtree: an end tag that closed it from outside
    // (an ancestor's, or the document's end) matches nothing in the slice and is ignored.
    const dom = parseDocument(this.source(el), PARSER_OPTIONS);
    const self = dom.children.find((c) => c.type === "tag") as DomElement;
    const kids = self.children.filter((c) => !(c.type === "text" && !c.data.trim()));
    const only = kids.length === 1 && kids[0]!.type === "tag" ? (kids[0] as DomElement) : null;
    const target: ChildNode[] = only && localName(only.name) === "div" ? only.children : self.children;
    return render(target, { xmlMode: false, decodeEntities: false, selfClosingTags: true })
      .replace(/<(\/?)[a-z0-9]+:/gi, "<$1"); // xhtml:p → p
  }

  /** The effective base URL at an element: xml:base attributes resolved down from the document URL. */
  base(el: XmlElement | null): string | null {
    if (!el) return this.documentUrl;
    if (el.base !== undefined) return el.base;
    const parentBase = el.parent ? this.base(el.parent) : this.documentUrl;
    const own = el.attribs["xml:base"];
    let result = parentBase;
    if (own !== undefined) result = resolveUrl(decodeHTML(own).trim(), parentBase) ?? parentBase;
    return (el.base = result);
  }
}

/**
 * Entities decoded as decodeHTML decodes them. Text whose only entities are the five of XML (escaped HTML in
 * Atom content is mostly &lt; &gt; &amp; &quot;) is decoded by a loop (xmlReferences.ts), which gives what
 * decodeHTML would, several times faster.
 */
function decode(raw: string): string {
  return decodeXmlReferences(raw) ?? decodeHTML(raw);
}

function localName(name: string): string {
  const i = name.indexOf(":");
  return (i >= 0 ? name.slice(i + 1) : name).toLowerCase();
}

const EMPTY_PREFIXES = new Map<string, string>();

const normalisedNs = new Map<string, string>();
function normaliseNs(ns: string): string {
  let known = normalisedNs.get(ns);
  if (known === undefined) {
    known = normaliseNsOnce(ns);
    if (normalisedNs.size < 1000) normalisedNs.set(ns, known);
  }
  return known;
}

function normaliseNsOnce(ns: string): string {
  const lower = ns.toLowerCase();
  if (lower === "http://www.w3.org/2005/atom") return NS.atom10;
  if (lower.startsWith("http://purl.org/atom/ns")) return NS.atom03;
  if (lower === "http://backend.userland.com/rss2" || lower === "http://blogs.law.harvard.edu/tech/rss") return "";
  return ns;
}

/** Resolves a possibly relative URL; null for empty or unresolvable input (kept as written without a base). */
export function resolveUrl(url: string | null | undefined, base: string | null | undefined): string | null {
  return url == null ? null : absolute(url, base);
}
