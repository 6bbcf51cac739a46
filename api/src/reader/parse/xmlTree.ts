import render from "dom-serializer";
import type { ChildNode, Document, Element } from "domhandler";
import { decodeHTML } from "entities";
import { parseDocument } from "htmlparser2";

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

/** A parsed XML document with namespace and xml:base resolution (tolerant: broken markup still yields a tree). */
export class XmlTree {
  readonly doc: Document;
  private nsCache = new WeakMap<Element, Map<string, string>>();
  private baseCache = new WeakMap<Element, string | null>();

  constructor(
    private readonly docText: string,
    private readonly documentUrl: string | null,
  ) {
    this.doc = parseDocument(docText, {
      xmlMode: true, decodeEntities: false, recognizeCDATA: true, recognizeSelfClosing: true, withStartIndices: true, withEndIndices: true,
    });
  }

  /** The element's own text in the document (its markup when a broken document left its end unknown). */
  source(el: Element): string {
    if (el.startIndex !== null && el.endIndex !== null) return this.docText.slice(el.startIndex, el.endIndex + 1);
    return render(el, { xmlMode: true, decodeEntities: false });
  }

  /**
   * What shapes how the children of an element read: the document URL, and the element's and every ancestor's
   * name and attributes (namespace prefixes and xml:base are declared there).
   */
  context(el: Element): string {
    let out = this.documentUrl ?? "";
    for (let p: Element["parent"] = el; p && p.type === "tag"; p = p.parent) out += `\n<${(p as Element).name} ${JSON.stringify((p as Element).attribs)}>`;
    return out;
  }

  root(): Element | null {
    return (this.doc.children.find((c) => c.type === "tag") as Element | undefined) ?? null;
  }

  private prefixes(el: Element): Map<string, string> {
    const cached = this.nsCache.get(el);
    if (cached) return cached;
    const parent = el.parent && el.parent.type === "tag" ? this.prefixes(el.parent as Element) : EMPTY_PREFIXES;
    let own: Map<string, string> | null = null;
    for (const name in el.attribs) {
      if (name === "xmlns" || name.startsWith("xmlns:")) {
        own ??= new Map(parent);
        own.set(name === "xmlns" ? "" : name.slice(6), decodeHTML(el.attribs[name]!).trim());
      }
    }
    const map = own ?? parent;
    this.nsCache.set(el, map);
    return map;
  }

  /** The element's namespace URI (null when none) and local name, lower-cased (worked out once per element). */
  qname(el: Element): QName {
    const known = (el as QNamed).rivuletQName;
    if (known) return known;
    const i = el.name.indexOf(":");
    const prefix = i >= 0 ? el.name.slice(0, i) : "";
    const local = (i >= 0 ? el.name.slice(i + 1) : el.name).toLowerCase();
    const map = this.prefixes(el);
    const ns = map.get(prefix) ?? (prefix ? (CONVENTIONAL[prefix.toLowerCase()] ?? `urn:unknown:${prefix}`) : null);
    const q = { ns: (ns ? normaliseNs(ns) : null) || null, local };
    (el as QNamed).rivuletQName = q;
    return q;
  }

  /** Child elements, optionally those with a local name in one of the given namespaces ("" = no namespace). */
  children(el: Element, local?: string, namespaces?: ReadonlyArray<string | null>): Element[] {
    const out: Element[] = [];
    const wanted = local?.toLowerCase();
    for (const c of el.children) {
      if (c.type !== "tag") continue;
      const q = this.qname(c as Element);
      if (wanted && q.local !== wanted) continue;
      if (namespaces && !namespaces.includes(q.ns)) continue;
      out.push(c as Element);
    }
    return out;
  }

  /** The first child element with this local name in one of the namespaces. */
  child(el: Element, local: string, namespaces?: ReadonlyArray<string | null>): Element | null {
    const wanted = local.toLowerCase();
    for (const c of el.children) {
      if (c.type !== "tag") continue;
      const q = this.qname(c as Element);
      if (q.local === wanted && (!namespaces || namespaces.includes(q.ns))) return c as Element;
    }
    return null;
  }

  /** Attribute value with entities decoded. */
  attr(el: Element, name: string): string | null {
    const raw = el.attribs[name] ?? el.attribs[name.toLowerCase()];
    if (raw === undefined) {
      // Attributes may be namespaced with any prefix (e.g. rdf:about, x:about).
      const key = Object.keys(el.attribs).find((k) => k.toLowerCase().endsWith(`:${name.toLowerCase()}`));
      return key ? decodeHTML(el.attribs[key]!) : null;
    }
    return decodeHTML(raw);
  }

  /** Text content: entity-decoded text, CDATA verbatim. */
  text(el: Element | null): string | null {
    if (!el) return null;
    let out = "";
    const walk = (nodes: ChildNode[]) => {
      for (const n of nodes) {
        if (n.type === "text") out += decodeHTML(n.data);
        else if (n.type === "cdata") out += n.children.map((c) => (c.type === "text" ? c.data : "")).join("");
        else if (n.type === "tag") walk(n.children);
      }
    };
    walk(el.children);
    return out;
  }

  /** The element's children as markup (Atom xhtml content: the wrapping div is dropped). */
  innerXml(el: Element): string {
    const kids = el.children.filter((c) => !(c.type === "text" && !c.data.trim()));
    const only = kids.length === 1 && kids[0]!.type === "tag" ? (kids[0] as Element) : null;
    const target = only && this.qname(only).local === "div" ? only.children : el.children;
    return render(target, { xmlMode: false, decodeEntities: false, selfClosingTags: true })
      .replace(/<(\/?)[a-z0-9]+:/gi, "<$1"); // xhtml:p → p
  }

  /** The effective base URL at an element: xml:base attributes resolved down from the document URL. */
  base(el: Element | null): string | null {
    if (!el) return this.documentUrl;
    if (this.baseCache.has(el)) return this.baseCache.get(el)!;
    const parentBase = el.parent && el.parent.type === "tag" ? this.base(el.parent as Element) : this.documentUrl;
    const own = el.attribs["xml:base"];
    let result = parentBase;
    if (own !== undefined) result = resolveUrl(decodeHTML(own).trim(), parentBase) ?? parentBase;
    this.baseCache.set(el, result);
    return result;
  }
}

const EMPTY_PREFIXES = new Map<string, string>();

interface QName {
  ns: string | null;
  local: string;
}
type QNamed = Element & { rivuletQName?: QName };

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

/** Resolves a possibly relative URL; null for empty or unresolvable input. */
export function resolveUrl(url: string | null | undefined, base: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  try {
    return new URL(value, base ?? undefined).href;
  } catch {
    return base ? null : value;
  }
}
