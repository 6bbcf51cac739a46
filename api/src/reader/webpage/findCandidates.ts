import { ancestors, childElements, classesOf, descendants, pageBase, pageLanguage, pageTitle, parsePage, textOf, type Document, type Element } from "./dom.js";
import { extractItem, mainLink, type ExtractContext, type ExtractedItem } from "./extractItems.js";
import { selectAll, selectorForGroup, stableClasses } from "./selectors.js";

/** Spec part 3 section 9: strictness 1-50, at most 80 matches, rows need at least 2 similar siblings. */
export const STRICTNESS_MIN = 1;
export const STRICTNESS_MAX = 50;
export const DEFAULT_STRICTNESS = 20;
export const MAX_MATCHES = 80;
export const MIN_SIBLINGS = 2;
/** Candidates the site parser answers (best first). */
export const MAX_CANDIDATES = 8;

/** A proposed set of item elements: the selector that finds them and what they extract to. */
export interface Candidate {
  /** A short description for the editor ("12 items: article.post"). */
  title: string;
  selectors: string[];
  items: ExtractedItem[];
  score: number;
}

export interface AnalysedPage {
  title: string | null;
  candidates: Candidate[];
}

const SKIP_TAGS = new Set(["script", "style", "noscript", "template", "svg", "head", "select", "option", "br", "hr", "img", "input", "meta", "link", "path"]);
const CHROME = /(^|[-_ ])(nav|navbar|menu|menubar|footer|header|breadcrumbs?|pagination|pager|sidebar|social|share|sharing|tags?|tag-?cloud|categories|widget|cookie|banner|skip|lang(uage)?-?(switch|select)|toolbar|tabs)([-_ ]|$)/i;
const CHROME_TAGS = new Set(["nav", "header", "footer", "aside"]);

/**
 * The shape of an element for telling like from unlike siblings: its own stable classes and the tag paths of its
 * descendants up to three levels down. Two list items built by the same template share most of these.
 */
function fingerprint(el: Element): Set<string> {
  const out = new Set<string>();
  for (const c of stableClasses(el)) out.add(`.${c}`);
  const walk = (node: Element, path: string, depth: number) => {
    if (depth > 3) return;
    for (const c of childElements(node)) {
      if (SKIP_TAGS.has(c.name)) continue;
      const p = `${path}/${c.name}`;
      out.add(p);
      const k = stableClasses(c)[0];
      if (k && depth <= 2) out.add(`${p}.${k}`);
      walk(c, p, depth + 1);
    }
  };
  walk(el, "", 1);
  if (!out.size) out.add("(leaf)");
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  return both / (a.size + b.size - both || 1);
}

/** Strictness 1 (loose) … 50 (strict) as the least fingerprint overlap two siblings need to count as alike. */
export function similarityThreshold(strictness: number): number {
  const s = Math.min(STRICTNESS_MAX, Math.max(STRICTNESS_MIN, Math.round(strictness)));
  return 0.15 + (0.8 * (s - 1)) / (STRICTNESS_MAX - 1);
}

/** Groups of alike siblings under one parent (same tag, fingerprints within the threshold of the group's first). */
function siblingGroups(parent: Document | Element, threshold: number): Element[][] {
  const groups: Array<{ tag: string; print: Set<string>; classes: string[]; members: Element[] }> = [];
  const strict = threshold > similarityThreshold(10);
  for (const child of childElements(parent)) {
    if (SKIP_TAGS.has(child.name)) continue;
    const print = fingerprint(child);
    // A template names its items: siblings with classes must share one (a table's item rows and their
    // detail rows differ there), except at the loosest settings.
    const classes = strict ? stableClasses(child) : [];
    const group = groups.find((g) => g.tag === child.name && jaccard(g.print, print) >= threshold
      && (!strict || (!classes.length && !g.classes.length) || classes.some((c) => g.classes.includes(c))));
    if (group) group.members.push(child);
    else groups.push({ tag: child.name, print, classes, members: [child] });
  }
  return groups.filter((g) => g.members.length >= MIN_SIBLINGS).map((g) => g.members);
}

interface Scored {
  members: Element[];
  score: number;
}

function isChrome(el: Element): boolean {
  return [el, ...ancestors(el)].some((a) => CHROME_TAGS.has(a.name) || CHROME.test(`${a.attribs.class ?? ""} ${a.attribs.id ?? ""} ${a.attribs.role === "navigation" ? "nav" : ""}`));
}

/**
 * Scores a group of alike siblings as a list of items (higher is better), or null when it is not one: most
 * members must hold a link and some text. Counts: how many (log), how much text each has (headlines, not menu
 * words), link density (text beyond links), distinct links, dates, images, headings, the share of the page's
 * text, and whether it sits in navigation, a header, footer or sidebar.
 */
function scoreGroup(members: Element[], base: string, ctx: ExtractContext, pageTextLength: number): number | null {
  const sample = members.slice(0, MAX_MATCHES);
  let withLink = 0;
  let text = 0;
  let linkText = 0;
  let withHeading = 0;
  let withImage = 0;
  let withDate = 0;
  let shortItems = 0;
  const hrefs = new Set<string>();
  for (const m of sample) {
    const t = textOf(m);
    const link = mainLink(m, base);
    if (link) {
      withLink++;
      hrefs.add(link.url);
    }
    text += t.length;
    for (const a of descendants(m, (e) => e.name === "a")) linkText += textOf(a).length;
    if (m.name === "a") linkText += t.length;
    if (t.length < 12) shortItems++;
    if (descendants(m, (e) => /^h[1-6]$/.test(e.name)).length) withHeading++;
    if (descendants(m, (e) => e.name === "img").length) withImage++;
    if (descendants(m, (e) => e.name === "time" || /date|time|ago|posted/i.test(e.attribs.class ?? "")).length || /\b(ago|\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4})\b/i.test(t)) withDate++;
  }
  const n = sample.length;
  if (withLink / n < 0.6 || text / n < 8) return null;
  const avgText = text / n;
  const linkDensity = text ? linkText / text : 1;
  let score = Math.log2(n + 1) * 2;
  score += Math.min(avgText, 250) / 50; // up to 5 for substantive items
  score += (1 - linkDensity) * 2;
  score += (withHeading / n) * 2.5 + (withImage / n) * 1 + (withDate / n) * 2.5;
  score += (hrefs.size / n) * 2 - 2; // repeated links (menus, "read more" to one page) cost
  score += Math.min(1, (text / Math.max(1, pageTextLength)) * 2) * 3;
  score -= (shortItems / n) * 4;
  if (isChrome(members[0]!)) score -= 5;
  // Containers of lists (a year's section holding its posts) are not items themselves.
  const containers = sample.slice(0, 5).filter(holdsList).length;
  if (containers * 2 >= Math.min(5, n)) score -= 4;
  if (n > MAX_MATCHES) score -= 1;
  void ctx;
  return score;
}

/** Whether an element holds a list of its own: two or more children each with a link of headline length. */
function holdsList(el: Element): boolean {
  return descendants(el).some((p) => {
    let linked = 0;
    for (const c of childElements(p)) {
      const a = c.name === "a" ? c : descendants(c, (e) => e.name === "a" && !!e.attribs.href)[0];
      if (a && textOf(a).length >= 15 && ++linked >= 2) return true;
    }
    return false;
  });
}

/** A candidate's items: what its selectors match (first 80), each extracted. */
export function extractWithSelectors(doc: Document, selectors: string[], ctx: ExtractContext): ExtractedItem[] {
  const elements = selectAll(doc, selectors);
  // An element inside another match is part of that item, not one of its own.
  const set = new Set(elements);
  const top = elements.filter((e) => !ancestors(e).some((a) => set.has(a)));
  const items = top.slice(0, MAX_MATCHES).flatMap((el) => {
    const item = extractItem(el, ctx);
    return item && item.title ? [item] : [];
  });
  // Where most matches have a link, one without is a heading or a header row the selector also caught.
  const linked = items.filter((i) => i.link);
  return linked.length * 2 > items.length ? linked : items;
}

export function contextFor(doc: Document, url: string, now = new Date()): ExtractContext {
  return { base: pageBase(doc, url), lang: pageLanguage(doc), now };
}

/**
 * Finds the lists of items on a page and proposes a selector for each, best first (at most MAX_CANDIDATES),
 * with their items extracted as previews.
 */
export function findCandidates(html: string, url: string, opts: { strictness?: number; now?: Date } = {}): AnalysedPage {
  const doc = parsePage(html);
  const ctx = contextFor(doc, url, opts.now);
  const threshold = similarityThreshold(opts.strictness ?? DEFAULT_STRICTNESS);
  const body = descendants(doc, (e) => e.name === "body")[0] ?? doc;
  const pageTextLength = textOf(body).length;
  const scored: Scored[] = [];
  // Groups of one shape repeat inside every item of a long list (each card's row of meta links): a few of each
  // shape are scored, which keeps a 1 MB page well under a second; the selector merge below joins them anyway.
  const shapes = new Map<string, number>();
  const shapeOf = (el: Element) => [el, ...ancestors(el).slice(0, 3)].map((e) => `${e.name}.${stableClasses(e).slice(0, 2).join(".")}`).join("<");
  const visit = (node: Document | Element) => {
    for (const group of siblingGroups(node, threshold)) {
      const shape = shapeOf(group[0]!);
      const seen = shapes.get(shape) ?? 0;
      shapes.set(shape, seen + 1);
      if (seen >= 3) continue;
      const score = scoreGroup(group, ctx.base, ctx, pageTextLength);
      if (score !== null) scored.push({ members: group, score });
    }
    for (const c of childElements(node)) if (!SKIP_TAGS.has(c.name)) visit(c);
  };
  visit(doc);
  scored.sort((a, b) => b.score - a.score);
  // The best groups get their selectors; groups one selector finds together (the same template in several lists
  // of the page) are scored again as one.
  const bySelector = new Map<string, Scored>();
  for (const s of scored.slice(0, MAX_CANDIDATES * 3)) {
    const print = fingerprint(s.members[0]!);
    const selector = selectorForGroup(doc, s.members, (el) =>
      // Built like the group, or an element with no link at all (a header row), which extraction drops.
      (el.name === s.members[0]!.name && !isChrome(el) && jaccard(print, fingerprint(el)) >= threshold) || !descendants(el, (e) => e.name === "a" && !!e.attribs.href).length);
    if (!selector) continue;
    const known = bySelector.get(selector);
    if (!known) bySelector.set(selector, s);
    else {
      const members = [...known.members, ...s.members];
      bySelector.set(selector, { members, score: scoreGroup(members, ctx.base, ctx, pageTextLength) ?? known.score });
    }
  }
  const ranked = [...bySelector.entries()].sort((a, b) => b[1].score - a[1].score);
  const candidates: Candidate[] = [];
  for (const [selector, s] of ranked) {
    if (candidates.length >= MAX_CANDIDATES) break;
    const items = extractWithSelectors(doc, [selector], ctx);
    if (items.length < MIN_SIBLINGS) continue;
    const label = classesOf(s.members[0]!).length ? selector.split(" > ").pop()! : selector;
    candidates.push({ title: `${items.length} items: ${label}`, selectors: [selector], items, score: Math.round(s.score * 100) / 100 });
  }
  return { title: pageTitle(doc), candidates };
}
