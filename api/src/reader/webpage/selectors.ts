import { ancestors, childElements, classesOf, descendants, parentElement, type Document, type Element } from "./dom.js";

/**
 * The CSS selectors a website feed stores (cssSelectors.contentSelectors), matched on the server without a browser.
 * The subset is what the candidate finder writes and what a point-and-click picker needs: type, #id, .class,
 * [attr] and [attr="value"] (also ^= $= *= ~=), :nth-child(n) and :nth-of-type(n), joined by descendant (space)
 * and child (>) combinators, and lists with commas. The same strings work in a browser's querySelectorAll, so
 * the editor highlights exactly what a refresh extracts. Anything else is refused with a clear message.
 */

interface AttrTest {
  name: string;
  op: "" | "=" | "^=" | "$=" | "*=" | "~=";
  value: string;
}

interface Compound {
  tag: string | null;
  id: string | null;
  classes: string[];
  attrs: AttrTest[];
  nthChild: number | null;
  nthOfType: number | null;
}

/** A compound and the combinator that links it to the one on its left (null for the leftmost). */
interface Step {
  compound: Compound;
  combinator: " " | ">" | null;
}

export class SelectorSyntaxError extends Error {}


function unescapeIdent(s: string): string {
  return s.replace(/\\(.)/g, "$1");
}

function parseCompound(src: string): Compound {
  const c: Compound = { tag: null, id: null, classes: [], attrs: [], nthChild: null, nthOfType: null };
  let rest = src;
  const tag = /^(\*|[a-zA-Z][a-zA-Z0-9-]*)/.exec(rest);
  if (tag) {
    if (tag[1] !== "*") c.tag = tag[1]!.toLowerCase();
    rest = rest.slice(tag[0].length);
  }
  while (rest) {
    const ident = (r: string) => {
      const m = /^(?:\\.|[-_a-zA-Z0-9\u00a0-\uffff])+/.exec(r);
      if (!m) throw new SelectorSyntaxError(`Unsupported selector near "${src}"`);
      return m[0];
    };
    if (rest[0] === "#") {
      const name = ident(rest.slice(1));
      c.id = unescapeIdent(name);
      rest = rest.slice(1 + name.length);
    } else if (rest[0] === ".") {
      const name = ident(rest.slice(1));
      c.classes.push(unescapeIdent(name));
      rest = rest.slice(1 + name.length);
    } else if (rest[0] === "[") {
      const m = /^\[\s*([-_a-zA-Z0-9:]+)\s*(?:([~^$*]?=)\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^\]\s]+))\s*)?\]/.exec(rest);
      if (!m) throw new SelectorSyntaxError(`Unsupported attribute selector in "${src}"`);
      c.attrs.push({ name: m[1]!.toLowerCase(), op: (m[2] ?? "") as AttrTest["op"], value: unescapeIdent(m[3] ?? m[4] ?? m[5] ?? "") });
      rest = rest.slice(m[0].length);
    } else if (rest[0] === ":") {
      const m = /^:(nth-child|nth-of-type)\(\s*(\d+)\s*\)/.exec(rest);
      if (!m) throw new SelectorSyntaxError(`Only :nth-child(n) and :nth-of-type(n) are supported, in "${src}"`);
      if (m[1] === "nth-child") c.nthChild = Number(m[2]);
      else c.nthOfType = Number(m[2]);
      rest = rest.slice(m[0].length);
    } else {
      throw new SelectorSyntaxError(`Unsupported selector near "${rest.slice(0, 20)}"`);
    }
  }
  if (!c.tag && !c.id && !c.classes.length && !c.attrs.length && c.nthChild === null && c.nthOfType === null && !src.startsWith("*")) {
    throw new SelectorSyntaxError(`Empty selector part in "${src}"`);
  }
  return c;
}

function parseComplex(src: string): Step[] {
  const tokens = src.trim().replace(/\s*>\s*/g, " > ").split(/\s+/).filter(Boolean);
  const steps: Step[] = [];
  let combinator: Step["combinator"] = null;
  for (const token of tokens) {
    if (token === ">") {
      if (!steps.length || combinator === ">") throw new SelectorSyntaxError(`Misplaced ">" in "${src}"`);
      combinator = ">";
      continue;
    }
    steps.push({ compound: parseCompound(token), combinator: steps.length ? (combinator ?? " ") : null });
    combinator = null;
  }
  if (!steps.length || combinator) throw new SelectorSyntaxError(`Incomplete selector "${src}"`);
  return steps;
}

/** Parses a selector list; throws SelectorSyntaxError naming what is not supported. */
export function parseSelector(src: string): Step[][] {
  if (!src.trim()) throw new SelectorSyntaxError("Empty selector");
  if (src.length > 1000) throw new SelectorSyntaxError("Selector is too long");
  return splitList(src).map(parseComplex);
}

function splitList(src: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "[" || ch === "(") depth++;
    else if (ch === "]" || ch === ")") depth--;
    else if (ch === "," && depth === 0) {
      parts.push(src.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(src.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

function position(el: Element, ofType: boolean): number {
  const parent = el.parent as Element | null;
  if (!parent) return 1;
  let n = 0;
  for (const sib of childElements(parent)) {
    if (!ofType || sib.name === el.name) n++;
    if (sib === el) return n;
  }
  return n;
}

function matchesCompound(el: Element, c: Compound): boolean {
  if (c.tag && el.name !== c.tag) return false;
  if (c.id && el.attribs.id !== c.id) return false;
  if (c.classes.length) {
    const own = new Set(classesOf(el));
    if (!c.classes.every((k) => own.has(k))) return false;
  }
  for (const a of c.attrs) {
    const v = el.attribs[a.name];
    if (v === undefined) return false;
    if (a.op === "=" && v !== a.value) return false;
    if (a.op === "^=" && !v.startsWith(a.value)) return false;
    if (a.op === "$=" && !v.endsWith(a.value)) return false;
    if (a.op === "*=" && !v.includes(a.value)) return false;
    if (a.op === "~=" && !v.split(/\s+/).includes(a.value)) return false;
  }
  if (c.nthChild !== null && position(el, false) !== c.nthChild) return false;
  if (c.nthOfType !== null && position(el, true) !== c.nthOfType) return false;
  return true;
}

function matchesComplex(el: Element, steps: Step[], index = steps.length - 1): boolean {
  const step = steps[index]!;
  if (!matchesCompound(el, step.compound)) return false;
  if (index === 0) return true;
  if (step.combinator === ">") {
    const p = parentElement(el);
    return !!p && matchesComplex(p, steps, index - 1);
  }
  for (let p = parentElement(el); p; p = parentElement(p)) if (matchesComplex(p, steps, index - 1)) return true;
  return false;
}

/** Every element of the document matching any of `selectors`, in document order, each once. */
export function selectAll(doc: Document | Element, selectors: string | string[]): Element[] {
  const lists = (Array.isArray(selectors) ? selectors : [selectors]).flatMap(parseSelector);
  return descendants(doc, (el) => lists.some((steps) => matchesComplex(el, steps)));
}

/** CSS.escape for identifiers we write into selectors. */
export function cssIdent(s: string): string {
  return s.replace(/^(\d)/, "\\3$1 ").replace(/[^-_a-zA-Z0-9\u00a0-\uffff]/g, (ch) => `\\${ch}`);
}

/** Classes a layout names things by (not state or generated ones such as "active", "post-123" or "css-1x2y3z"). */
export function stableClasses(el: Element): string[] {
  return classesOf(el).filter((c) => c.length <= 40 && !/\d{2,}|^(active|current|selected|first|last|odd|even|hover|open|is-|has-|js-)/i.test(c) && !/^(css|sc|jsx|svelte|emotion)-[a-z0-9]+$/i.test(c));
}

function compoundFor(el: Element, classes: string[]): string {
  return el.name + classes.slice(0, 2).map((c) => `.${cssIdent(c)}`).join("");
}

function stableId(el: Element): string | null {
  const id = el.attribs.id;
  return id && /^[a-zA-Z][-_a-zA-Z]*$/.test(id) && id.length <= 40 ? id : null;
}

/**
 * A selector matching the given sibling group: the items' common tag and classes, qualified by as few ancestors
 * as it takes to select no element outside the group (an id ends the climb). Falls back to the most specific
 * Null when no such selector exists (the group differs from its neighbours only by position).
 */
export function selectorForGroup(doc: Document, items: Element[], alike: (el: Element) => boolean = () => false): string | null {
  const first = items[0]!;
  const common = stableClasses(first).filter((c) => items.every((i) => classesOf(i).includes(c)));
  const itemPart = compoundFor(first, common);
  const wanted = new Set(items);
  // Exact, or the group plus only elements built like it (the same template in a second list of the page).
  const exact = (sel: string) => {
    const got = selectAll(doc, sel);
    return items.every((i) => got.includes(i)) && got.every((g) => wanted.has(g) || alike(g));
  };
  let selector = itemPart;
  if (exact(selector)) return selector;
  let path = itemPart;
  let combinator = " > ";
  for (const anc of ancestors(first)) {
    if (anc.name === "html" || anc.name === "body") break;
    const id = stableId(anc);
    const part = id ? `${anc.name}#${cssIdent(id)}` : compoundFor(anc, stableClasses(anc));
    path = `${part}${combinator}${path}`;
    combinator = " > ";
    if (id || stableClasses(anc).length) {
      selector = path;
      if (exact(selector)) return selector;
    }
    if (id) break;
  }
  // No selector of this subset finds the group without other elements: it is not offered.
  return null;
}

/** A selector naming exactly one element (its path with :nth-child), for highlighting one item. */
export function uniqueSelector(el: Element): string {
  const parts: string[] = [];
  for (let e: Element | null = el; e && e.name !== "html"; e = parentElement(e)) {
    const id = stableId(e);
    if (id) {
      parts.unshift(`${e.name}#${cssIdent(id)}`);
      break;
    }
    parts.unshift(e.name === "body" ? "body" : `${e.name}:nth-child(${position(e, false)})`);
  }
  return parts.join(" > ");
}
