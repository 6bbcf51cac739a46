import { parseDocument } from "htmlparser2";
import type { AnyNode, Document, Element } from "domhandler";

export type { Document, Element };

/** Elements whose text is never part of what a reader sees. */
const INVISIBLE = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "select", "option", "button", "form"]);

/** Parses a page with htmlparser2 (tolerant, entities decoded, no script run). */
export function parsePage(html: string): Document {
  return parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
}

export function isElement(node: AnyNode | null | undefined): node is Element {
  return !!node && (node.type === "tag" || node.type === "script" || node.type === "style");
}

export function childElements(node: Document | Element): Element[] {
  return node.children.filter(isElement);
}

export function parentElement(el: Element): Element | null {
  return isElement(el.parent) ? el.parent : null;
}

export function classesOf(el: Element): string[] {
  return (el.attribs.class ?? "").split(/\s+/).filter(Boolean);
}

/** Visible text of a subtree with runs of white space collapsed. */
export function textOf(node: AnyNode): string {
  const parts: string[] = [];
  const walk = (n: AnyNode) => {
    if (n.type === "text") parts.push((n as unknown as { data: string }).data);
    else if (isElement(n)) {
      if (INVISIBLE.has(n.name)) return;
      if (n.name === "br" || n.name === "p" || n.name === "div" || n.name === "li") parts.push(" ");
      for (const c of n.children) walk(c);
      if (/^(p|div|li|h[1-6]|td|th|dt|dd|time|span)$/.test(n.name)) parts.push(" ");
    }
  };
  walk(node);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** Every element below `root` in document order. */
export function descendants(root: Document | Element, keep: (el: Element) => boolean = () => true): Element[] {
  const out: Element[] = [];
  const walk = (n: Document | Element) => {
    for (const c of n.children) {
      if (!isElement(c)) continue;
      if (keep(c)) out.push(c);
      walk(c);
    }
  };
  walk(root);
  return out;
}

/** The first descendant (or the element itself) satisfying `test`, depth first. */
export function find(root: Element, test: (el: Element) => boolean, self = false): Element | null {
  if (self && test(root)) return root;
  for (const c of root.children) {
    if (!isElement(c)) continue;
    if (test(c)) return c;
    const deeper = find(c, test);
    if (deeper) return deeper;
  }
  return null;
}

export function ancestors(el: Element): Element[] {
  const out: Element[] = [];
  for (let p = parentElement(el); p; p = parentElement(p)) out.push(p);
  return out;
}

/** The page's language (html lang), lower-cased primary subtag, e.g. "de"; "en" when none is given. */
export function pageLanguage(doc: Document): string {
  const html = childElements(doc).find((e) => e.name === "html");
  const lang = html?.attribs.lang ?? html?.attribs["xml:lang"] ?? "";
  return lang.toLowerCase().split(/[-_]/)[0] || "en";
}

/** The page's <base href> resolved against its URL (relative links resolve against it). */
export function pageBase(doc: Document, pageUrl: string): string {
  const base = descendants(doc, (e) => e.name === "base" && !!e.attribs.href)[0];
  if (!base) return pageUrl;
  try {
    return new URL(base.attribs.href!, pageUrl).href;
  } catch {
    return pageUrl;
  }
}

export function pageTitle(doc: Document): string | null {
  const title = descendants(doc, (e) => e.name === "title")[0];
  const text = title ? textOf(title) : "";
  return text || null;
}
