import { sanitizeFeedHtml } from "../sanitize/sanitizeFeedHtml.js";
import { ancestors, classesOf, descendants, find, textOf, type Element } from "./dom.js";
import { parsePageDate } from "./pageDates.js";
import { uniqueSelector } from "./selectors.js";

/** One item read from a page element (spec part 3 section 3: extracted item from a web page). */
export interface ExtractedItem {
  title: string;
  description: string | null;
  link: string | null;
  imageUrl: string | null;
  creator: string | null;
  /** ISO 8601 UTC, or null when the item shows no date. */
  publishedAt: string | null;
  /** A selector naming exactly this element (the editor highlights it). */
  selector: string;
}

export interface ExtractContext {
  /** What relative URLs resolve against (the page's <base>, else its URL). */
  base: string;
  /** The page's language for dates ("en", "de", …). */
  lang: string;
  now: Date;
}

const HEADING = /^h[1-6]$/;
const TITLE_CLASS = /(^|[-_ ])(title|titel|titulo|titre|titolo|headline|heading|name|subject)([-_ ]|$)/i;
const DESC_CLASS = /(summary|excerpt|description|desc|teaser|lead|snippet|intro|abstract|standfirst|dek|body|content|text)/i;
const AUTHOR_CLASS = /(author|byline|creator|posted-?by|user(name)?|submitter|poster|writer)/i;
const DATE_CLASS = /(date|time|posted|published|timestamp|ago|age|when|meta)/i;

export function resolveUrl(raw: string | undefined, base: string): string | null {
  const v = raw?.trim();
  if (!v || v.startsWith("#") || /^(javascript|data|mailto|tel|vbscript):/i.test(v)) return null;
  try {
    const url = new URL(v, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Item fields are plain text read from the page's text nodes (never its markup), control characters dropped and
 * lengths capped; where they become HTML (the stored body) they are escaped and pass the feed sanitiser (itemHtml).
 */
function clean(s: string | null, max: number): string | null {
  if (!s) return null;
  // eslint-disable-next-line no-control-regex
  const text = clip(s.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").replace(/\s+/g, " ").trim(), max);
  return text || null;
}

/** The stored body of an extracted item: its description as an escaped paragraph and its image, sanitised like feed HTML. */
export function itemHtml(item: Pick<ExtractedItem, "description" | "imageUrl" | "link">): string | null {
  const escape = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const parts = [
    item.imageUrl ? `<p><img src="${escape(item.imageUrl)}" alt=""></p>` : "",
    item.description ? `<p>${escape(item.description)}</p>` : "",
  ].join("");
  return parts ? sanitizeFeedHtml(parts, { baseUrl: item.link }) : null;
}

function links(el: Element): Element[] {
  const own = el.name === "a" && el.attribs.href ? [el] : [];
  return [...own, ...descendants(el, (e) => e.name === "a" && !!e.attribs.href)];
}

/** The item's main link: the heading's link, else one named like a title, else the one with the most text. */
export function mainLink(el: Element, base: string): { el: Element; url: string } | null {
  const candidates = links(el).flatMap((a) => {
    const url = resolveUrl(a.attribs.href, base);
    return url ? [{ el: a, url }] : [];
  });
  if (!candidates.length) return null;
  const inHeading = candidates.find((c) => c.el !== el && ancestors(c.el).some((p) => HEADING.test(p.name) && ancestors(p).includes(el)))
    ?? candidates.find((c) => find(c.el, (e) => HEADING.test(e.name)));
  if (inHeading) return inHeading;
  const titled = candidates.find((c) => TITLE_CLASS.test(c.el.attribs.class ?? "") || ancestors(c.el).slice(0, 3).some((p) => p !== el && TITLE_CLASS.test(p.attribs.class ?? "")));
  if (titled && textOf(titled.el).length >= 3) return titled;
  let best = candidates[0]!;
  let bestLen = -1;
  for (const c of candidates) {
    const len = textOf(c.el).length;
    if (len > bestLen) {
      best = c;
      bestLen = len;
    }
  }
  return best;
}

function titleOf(el: Element, link: { el: Element } | null): string {
  // The heading or title-named element that holds the main link names the item (not a date heading before it).
  if (link) {
    const holder = ancestors(link.el).find((a) => a !== el && ancestors(a).includes(el) && (HEADING.test(a.name) || TITLE_CLASS.test(a.attribs.class ?? "")));
    const inner = find(link.el, (e) => HEADING.test(e.name) || TITLE_CLASS.test(e.attribs.class ?? ""));
    const t = inner ? textOf(inner) : holder ? textOf(link.el) : "";
    if (t) return t;
  }
  const heading = find(el, (e) => HEADING.test(e.name));
  if (heading) {
    const t = textOf(heading);
    if (t) return t;
  }
  const named = find(el, (e) => (TITLE_CLASS.test(e.attribs.class ?? "") || e.attribs.itemprop === "headline" || e.attribs.itemprop === "name") && textOf(e).length > 3);
  const namedText = named ? textOf(named) : "";
  if (namedText) return namedText;
  const linkText = link ? textOf(link.el) || link.el.attribs.title || link.el.attribs["aria-label"] || "" : "";
  if (linkText) return linkText;
  const img = find(el, (e) => e.name === "img" && !!e.attribs.alt);
  return img?.attribs.alt ?? textOf(el).slice(0, 120);
}

function imageOf(el: Element, base: string): string | null {
  for (const img of descendants(el, (e) => e.name === "img" || e.name === "source")) {
    if (img.attribs.width === "1" || img.attribs.height === "1") continue;
    const srcset = (img.attribs.srcset ?? img.attribs["data-srcset"] ?? "").split(",")[0]?.trim().split(/\s+/)[0];
    const raw = img.attribs["data-src"] ?? img.attribs["data-lazy-src"] ?? img.attribs["data-original"] ?? img.attribs.src ?? srcset;
    const url = resolveUrl(raw, base);
    if (url) return url;
  }
  const styled = find(el, (e) => /background(-image)?\s*:\s*url\(/i.test(e.attribs.style ?? ""), true);
  const m = styled && /url\(\s*['"]?([^'")]+)/i.exec(styled.attribs.style!);
  return m ? resolveUrl(m[1], base) : null;
}

/** The element holding the item's date, and the date read from it. */
function dateOf(el: Element, ctx: ExtractContext): { el: Element | null; date: string | null } {
  for (const t of descendants(el, (e) => e.name === "time" || !!e.attribs.datetime || e.attribs.itemprop === "datePublished")) {
    const date = parsePageDate(t.attribs.datetime ?? t.attribs.content ?? null, ctx.lang, ctx.now) ?? parsePageDate(t.attribs.title ?? textOf(t), ctx.lang, ctx.now);
    if (date) return { el: t, date };
  }
  for (const t of descendants(el, (e) => DATE_CLASS.test(e.attribs.class ?? "") && !/update/i.test(e.attribs.class ?? ""))) {
    const text = textOf(t);
    if (text.length > 80) continue;
    const date = parsePageDate(t.attribs.title ?? null, ctx.lang, ctx.now) ?? parsePageDate(text, ctx.lang, ctx.now);
    if (date) return { el: t, date };
  }
  // Last, short text leaves of the item (a bare "3 hours ago" or "12.11.2026" in a span or cell).
  for (const t of descendants(el, (e) => e.children.every((c) => c.type === "text"))) {
    const text = textOf(t);
    if (!text || text.length > 60) continue;
    const date = parsePageDate(text, ctx.lang, ctx.now);
    if (date) return { el: t, date };
  }
  return { el: null, date: null };
}

function creatorOf(el: Element): { el: Element | null; name: string | null } {
  const byRel = find(el, (e) => (e.attribs.rel ?? "").split(/\s+/).includes("author") || e.attribs.itemprop === "author");
  const byClass = byRel ?? find(el, (e) => AUTHOR_CLASS.test(e.attribs.class ?? "") && textOf(e).length > 0 && textOf(e).length < 80);
  if (!byClass) return { el: null, name: null };
  const name = textOf(byClass).replace(/^(by|von|par|por|di|door)\s+/i, "").replace(/^[-–—|·,\s]+|[-–—|·,\s]+$/g, "");
  return { el: byClass, name: name && name.length < 80 ? name : null };
}

function descriptionOf(el: Element, skip: Array<Element | null>, title: string): string | null {
  const skipSet = new Set(skip.filter((e): e is Element => !!e));
  const described = find(el, (e) => e.name === "p" || DESC_CLASS.test(classesOf(e).join(" ")) || e.attribs.itemprop === "description");
  if (described && !skipSet.has(described)) {
    const t = textOf(described);
    if (t && t !== title && t.length > 15) return t;
  }
  // Otherwise the item's text without its title, date and creator.
  let text = textOf(el);
  for (const s of skipSet) {
    const part = textOf(s);
    if (part) text = text.replace(part, " ");
  }
  if (title) text = text.replace(title, " ");
  text = text.replace(/\s+/g, " ").replace(/^[-–—|·•,:\s]+|[-–—|·•,:\s]+$/g, "").trim();
  return text.length > 15 ? text : null;
}

/** Reads one item element into the spec's extracted item (everything plain text, sanitised, URLs absolute). */
export function extractItem(el: Element, ctx: ExtractContext): ExtractedItem | null {
  const link = mainLink(el, ctx.base);
  const date = dateOf(el, ctx);
  let title = titleOf(el, link).replace(/\s+/g, " ").trim();
  // A date printed inside the title's link is not part of the title.
  const dateText = date.el ? textOf(date.el) : "";
  if (dateText && title !== dateText && title.includes(dateText)) title = title.replace(dateText, " ").replace(/\s+/g, " ").trim();
  if (!title && !link) return null;
  const creator = creatorOf(el);
  const headingEl = find(el, (e) => HEADING.test(e.name));
  const description = descriptionOf(el, [date.el, creator.el, headingEl], title);
  return {
    title: clean(title, 300) ?? "",
    description: clean(description, 1000),
    link: link?.url ?? null,
    imageUrl: imageOf(el, ctx.base),
    creator: clean(creator.name, 200),
    publishedAt: date.date,
    selector: uniqueSelector(el),
  };
}
