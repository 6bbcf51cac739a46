import { Parser } from "htmlparser2";
import { fastRewrite, fastRewriteFirstImage, fastRewriteWroteEmptyLink, fastRewroteEdgeSpace } from "./fastRewrite.js";
import { parseHtmlEvents, UNUSUAL_HTML, type HtmlHandler } from "./htmlEvents.js";
import { ALLOWED_STYLES, excluded, HIDDEN, IFRAME_HOSTS, renamed } from "./policy.js";
import { escapeAttribute, escapeText, IFRAME_SRC, naughtyHref, NOT_EMPTY, ruleOf, SRCSET, STYLE, URL_VALUE } from "./rewriteRules.js";
import { sanitizeWithSanitizeHtml } from "./sanitizeWithSanitizeHtml.js";

export { IFRAME_HOSTS, stripTrackingParams } from "./policy.js";

/**
 * Every piece of feed HTML passes through here before it is stored, so nothing a publisher writes can run in a
 * reader's browser. Allow-list based: unknown tags are unwrapped (their text kept), dangerous containers are
 * dropped with their content, attributes and CSS properties are allow-listed, and URLs must be http(s), mailto
 * or (images only) data:image. On top: relative URLs are resolved, tracking parameters and pixels removed,
 * images lazy-loaded, links opened safely, iframes limited to video hosts (policy.ts).
 *
 * Structure stays, presentation goes (issue 12): the reader's theme sets typography, colours and code blocks for
 * every article, so publishers' colours, fonts, sizes, fixed widths, margins, floats and borders are dropped
 * (a Blogger post's white boxes and black text would otherwise sit on a dark theme). What carries meaning is
 * kept: headings, lists, tables (with cell alignment and spans), code and pre, quotes, figures, links, images
 * with their intrinsic size (width/height give the aspect ratio; the reader's CSS makes them responsive), and
 * the few styles that are really emphasis or layout of text (bold, italic, underline/strike, alignment,
 * sub/superscript, wrapping whitespace, list markers). Inline text set in a monospace font becomes <code>;
 * elements the publisher hid (display:none, visibility:hidden) are dropped with their content.
 *
 * How (issue 13): a streaming rewriter on htmlparser2's Parser, the tokeniser and tree rules sanitize-html used,
 * writes the allowed part of each element as the parser reports it, with no tree and no per-call setup. Its
 * output is sanitize-html's for the same policy, byte for byte (sanitize-html's serialisation: every attribute
 * double-quoted, text and attribute values escaped), which the stored bodies and insecureImages.ts rely on. A
 * fragment with a style attribute outside the plain `property: value` shape, or an unusual srcset, is handed to
 * sanitize-html itself (sanitizeWithSanitizeHtml.ts): deciding those needs postcss's CSS grammar and the srcset
 * grammar, and they are rare.
 */
export interface SanitizeOptions {
  /** Base for relative URLs (the item link or feed URL, after xml:base). */
  baseUrl?: string | null;
}

/**
 * Which rules cleaned a stored body: bump it whenever the output of sanitizeFeedHtml changes in a way stored
 * rows should follow. Rows cleaned by an older version are cleaned again on the way out (content presenters).
 * 1: the first allow-list (kept publisher styling). 2: presentation dropped (issue 12).
 */
export const SANITIZER_VERSION = 2;

/** Thrown inside the parser's callbacks when a fragment needs sanitize-html (see above). */
const NEEDS_SANITIZE_HTML = new Error("needs sanitize-html");

/** Text with no markup and no entity comes out as it goes in, so it is not parsed at all. */
const PLAIN_TEXT = /^[^<>&]*$/;

/** Sanitises one HTML fragment from a feed. Safe to call on plain text (it is escaped as needed). */
export function sanitizeFeedHtml(html: string, opts: SanitizeOptions = {}): string {
  return sanitize(html, opts.baseUrl, true);
}

/** A stored body: sanitised and trimmed, and the first http(s) image it shows (firstImageSrc). */
export interface SanitizedBody {
  html: string;
  firstImageSrc: string | null;
}

/**
 * sanitizeFeedHtml(html).trim() with firstImageSrc of it, for stored bodies (the feed parser, full articles, rows
 * cleaned again). When the fused path wrote the body, it knows both without reading its output again: whether the
 * output's edges may be white space, and its first image. (Either read would copy the output, built in pieces,
 * into one string first: a fifth of a body's sanitising.)
 */
export function sanitizeFeedBody(html: string, opts: SanitizeOptions = {}): SanitizedBody {
  if (PLAIN_TEXT.test(html)) return { html: html.trim(), firstImageSrc: null };
  const fast = fastRewrite(html, opts.baseUrl);
  if (fast === null) {
    const clean = sanitize(html, opts.baseUrl, false).trim();
    return { html: clean, firstImageSrc: firstImageSrc(clean) };
  }
  const clean = withoutEmptyLinks(fast);
  const image = fastRewriteFirstImage();
  return { html: fastRewroteEdgeSpace() ? clean.trim() : clean, firstImageSrc: image === null ? null : image.replace(ESCAPED_AMP, "&") };
}

/** The src of the first image with an http(s) src in HTML the sanitiser wrote (attributes double-quoted and escaped). */
export function firstImageSrc(html: string | null): string | null {
  return html ? (FIRST_IMAGE.exec(html)?.[1]?.replace(ESCAPED_AMP, "&") ?? null) : null;
}

const FIRST_IMAGE = /<img[^>]+src="(https?:[^"]+)"/i;
const ESCAPED_AMP = /&amp;/g;

/** sanitizeFeedHtml without the fused path (fastRewrite.ts): what that path must give, for its tests and benchmarks. */
export function sanitizeFeedHtmlStreaming(html: string, opts: SanitizeOptions = {}): string {
  return sanitize(html, opts.baseUrl, false);
}

function sanitize(html: string, baseUrl: string | null | undefined, fused: boolean): string {
  if (PLAIN_TEXT.test(html)) return html;
  // A link left with nothing inside (its tracker or share button image dropped) is an unnamed, invisible tab
  // stop. The output is written by the rules above (attributes double-quoted, no raw > inside them), so an empty
  // anchor has exactly this shape. The fused path knows whether its output holds `></a>` without a search.
  const fast = fused ? fastRewrite(html, baseUrl) : null;
  if (fast !== null) return withoutEmptyLinks(fast);
  let clean: string;
  try {
    clean = rewrite(html, baseUrl);
  } catch (e) {
    if (e !== NEEDS_SANITIZE_HTML) throw e;
    clean = sanitizeWithSanitizeHtml(html, baseUrl);
  }
  return clean.includes("></a>") ? clean.replace(EMPTY_LINK, "") : clean;
}

const EMPTY_LINK = /<a\b[^>]*>\s*<\/a>/g;

/** The fused path's last output without its empty links (it knows whether it wrote any: no search otherwise). */
function withoutEmptyLinks(fast: string): string {
  return fastRewriteWroteEmptyLink() ? fast.replace(EMPTY_LINK, "") : fast;
}

/** One open element: what it was, what it is written as, and where its output starts. */
interface Frame {
  tag: string;
  /** The name it is written as when a rule renamed it (HIDDEN, code). */
  renamedTo: string | undefined;
  attribs: Record<string, string>;
  /** Its output starts here (an excluded element's output is cut from here). */
  start: number;
  /** Not written: a disallowed tag (its content may still be). */
  skip: boolean;
}

/**
 * The parser's callbacks, kept between calls (the sanitiser runs synchronously, one fragment at a time). What
 * comes out as it went in (text without & < >, tags without attributes that are kept as they are) is not copied
 * piece by piece: the fast parser says where it is written (a `source` index), and runs of it are cut from the
 * fragment in one slice.
 */
class Rewriter implements HtmlHandler {
  /** The output so far, in pieces (joined once at the end: cheaper than growing one string). */
  out: string[] = [];
  /** The fragment, and the part of it to be written next as it is ([runFrom, runTo), empty when equal). */
  src = "";
  runFrom = 0;
  runTo = 0;
  base: string | null | undefined = null;
  stack: Frame[] = [];
  /** Inside a dropped container (script, form, …): nothing is written until it closes. */
  skipText = false;
  skipTextDepth = 0;

  onopentag(name: string, attribs: Record<string, string>, source = -1): void {
    if (this.skipText) {
      this.skipTextDepth++;
      return;
    }
    let rule = ruleOf(name);
    if (source >= 0 && rule.plain) {
      // Never excluded (no transform, rename or attributes), so where its output starts is not needed.
      this.stack.push({ tag: name, renamedTo: undefined, attribs, start: -1, skip: false });
      this.verbatim(source, source + name.length + 2);
      return;
    }
    this.flush();
    const frame: Frame = { tag: name, renamedTo: undefined, attribs, start: this.out.length, skip: false };
    this.stack.push(frame);
    if (rule.transform) frame.attribs = attribs = rule.transform(attribs, this.base);
    let tagName = name;
    // Only a style, a hidden attribute or a monospace candidate can rename an element.
    const renamedTo = attribs.style !== undefined || "hidden" in attribs || rule.inlineCode ? renamed(name, attribs) : name;
    if (renamedTo !== name) {
      frame.renamedTo = tagName = renamedTo;
      rule = ruleOf(renamedTo);
      if (renamedTo === HIDDEN) frame.attribs = attribs = {};
    }
    if (!rule.allowed) {
      frame.skip = true;
      if (rule.nonText) {
        this.skipText = true;
        this.skipTextDepth = 1;
      }
      return;
    }
    let out = "<" + tagName;
    const { attributes } = rule;
    for (const a in attribs) {
      let value = attribs[a]!;
      const needs = attributes.get(a);
      if (
        needs === undefined ||
        (value === "" && needs & NOT_EMPTY) ||
        (needs & URL_VALUE && naughtyHref(tagName, value)) ||
        (needs & IFRAME_SRC && !embeddable(value))
      ) {
        delete attribs[a];
        continue;
      }
      if (needs & (SRCSET | STYLE)) {
        const filtered = needs & SRCSET ? filterSrcset(value) : filterStyle(value);
        if (filtered === null) throw NEEDS_SANITIZE_HTML;
        if (filtered === "") {
          delete attribs[a];
          continue;
        }
        attribs[a] = value = filtered;
      }
      out += " " + a;
      if (value !== "") out += '="' + escapeAttribute(value) + '"';
      else if (a === "alt") out += '=""';
    }
    this.out.push(rule.selfClosing ? out + " />" : out + ">");
  }

  ontext(text: string, source = -1): void {
    if (this.skipText) return;
    if (source >= 0) {
      this.verbatim(source, source + text.length); // no & < >: escaping leaves it as it is
      return;
    }
    this.flush();
    const top = this.stack.length ? this.stack[this.stack.length - 1]!.tag : "";
    // sanitize-html writes the text of a script or style element as it is: it only gets here renamed to HIDDEN
    // (it had a hidden attribute), which drops it with everything inside when it closes.
    this.out.push(top === "script" || top === "style" ? text : escapeText(text));
  }

  onclosetag(name: string, source = -1): void {
    if (this.skipText) {
      if (--this.skipTextDepth) return;
      this.skipText = false;
    }
    const frame = this.stack.pop();
    if (!frame) return;
    if (frame.tag !== name) {
      this.stack.push(frame);
      return;
    }
    if (frame.skip) return;
    if (frame.start >= 0 && excluded(frame.tag, frame.renamedTo, frame.attribs)) {
      this.flush();
      this.out.length = frame.start;
      return;
    }
    const tagName = frame.renamedTo ?? frame.tag;
    if (ruleOf(tagName).selfClosing) return;
    if (source >= 0 && frame.renamedTo === undefined) this.verbatim(source, source + name.length + 3);
    else {
      this.flush();
      this.out.push("</" + tagName + ">");
    }
  }

  /** Writes the fragment's characters [from, to) as they are. */
  private verbatim(from: number, to: number): void {
    if (from !== this.runTo) {
      this.flush();
      this.runFrom = from;
    }
    this.runTo = to;
  }

  /** Writes the pending run of the fragment. */
  flush(): void {
    if (this.runTo > this.runFrom) this.out.push(this.src.slice(this.runFrom, this.runTo));
    this.runFrom = this.runTo = 0;
  }

  reset(html: string, base: string | null | undefined): void {
    this.out.length = 0;
    this.src = html;
    this.runFrom = this.runTo = 0;
    this.base = base;
    this.stack.length = 0;
    this.skipText = false;
    this.skipTextDepth = 0;
  }
}

const rewriter = new Rewriter();
// sanitize-html's parser settings: HTML mode, entities decoded, tag and attribute names lower-cased.
const parser = new Parser(
  {
    onopentag: (name, attribs) => rewriter.onopentag(name, attribs),
    ontext: (text) => rewriter.ontext(text),
    onclosetag: (name) => rewriter.onclosetag(name),
  },
  { decodeEntities: true },
);

function rewrite(html: string, base: string | null | undefined): string {
  rewriter.reset(html, base);
  try {
    try {
      parseHtmlEvents(html, rewriter);
    } catch (e) {
      if (e !== UNUSUAL_HTML) throw e;
      // Raw-text elements, foreign content and the like: htmlparser2 itself, from the start.
      rewriter.reset(html, base);
      parser.parseComplete(html);
    }
    rewriter.flush();
    return rewriter.out.join("");
  } finally {
    rewriter.reset("", null);
  }
}

let RELATIVE_BASE = "relative://relative-site";
for (let i = 0; i < 100; i++) RELATIVE_BASE += `/${i}`;

/** Whether an iframe's src is an absolute URL on a video host (sanitize-html's allowedIframeHostnames check). */
function embeddable(src: string): boolean {
  const value = src.replace(/^(\w+:)?\s*[\\/]\s*[\\/]/, "$1//");
  if (value.startsWith("relative:")) return false;
  let url: URL;
  try {
    url = new URL(value, RELATIVE_BASE);
  } catch {
    return false;
  }
  if (url.hostname === "relative-site" && url.protocol === "relative:") return false;
  return IFRAME_HOSTS.includes(url.hostname);
}

// ---------- style ----------

const WS = "[ \\t\\n\\r\\f]";
/** A value postcss reads as words, strings and bracket groups only (no comment, block, at-rule, escape or colon). */
const VALUE = `(?:[^;:{}\\\\/@"'()!\\[\\]]|"[^"\\\\\\n\\r\\f]*"|'[^'\\\\\\n\\r\\f]*'|\\([^()"'\\\\/;:{}\\[\\]!@\\n\\r\\f]*\\))*`;
const DECLARATION = `${WS}*(-?[a-zA-Z][a-zA-Z0-9-]*)${WS}*:(${VALUE})(?:(!important)${WS}*)?`;
/** A whole style attribute of plain declarations (and empty ones), the shape editors write. */
const PLAIN_STYLE = new RegExp(`^(?:${DECLARATION})?(?:;(?:${DECLARATION})?)*${WS}*$`, "i");
/** One declaration (or none) and what ends it: a semicolon, or the attribute's end. */
const DECLARATIONS = new RegExp(`(?:${DECLARATION})?(?:;|${WS}*$)`, "giy");
const EDGE_WS = /^[ \t\n\r\f]+|[ \t\n\r\f]+$/g;

/**
 * The declarations of a style attribute that ALLOWED_STYLES keeps, written as sanitize-html writes them
 * (`property:value` joined by `;`, ` !important` kept); "" when none is kept. null when the attribute is not
 * a list of plain declarations: then only postcss's grammar decides what sanitize-html keeps, or whether it
 * drops the whole attribute as unparseable.
 */
function filterStyle(style: string): string | null {
  if (!PLAIN_STYLE.test(style)) return null;
  let out = "";
  DECLARATIONS.lastIndex = 0;
  while (DECLARATIONS.lastIndex < style.length) {
    const m = DECLARATIONS.exec(style);
    if (!m) return null; // not reached: PLAIN_STYLE matched
    const [whole, property, rawValue, important] = m;
    if (whole === "") break;
    if (property === undefined) continue;
    // postcss's value: without the spaces around it (only CSS whitespace; a no-break space is part of the value).
    const value = rawValue!.replace(EDGE_WS, "");
    const rules = Object.hasOwn(ALLOWED_STYLES, property) ? ALLOWED_STYLES[property]! : null;
    if (rules?.some((rule) => rule.test(value))) out += (out ? ";" : "") + property + ":" + value + (important ? " !important" : "");
  }
  return out;
}

// ---------- srcset ----------

const SRCSET_CANDIDATE = /^(\S+)(?: (\d+)w| ((?:[0-9]+|[0-9]*\.[0-9]+))x)?$/;

/**
 * A srcset (already resolved by the img/source transform to `url [descriptor], …`) with only http(s) and mailto
 * candidates, written as sanitize-html writes it (parse-srcset's numbers: `2.0x` is `2x`); "" when none is left.
 * null for descriptors other than one width or density, which go to sanitize-html.
 */
function filterSrcset(srcset: string): string | null {
  const out: string[] = [];
  for (const candidate of srcset.split(", ")) {
    const m = SRCSET_CANDIDATE.exec(candidate);
    if (!m) return null;
    const [, url, width, density] = m;
    let descriptor = "";
    if (width !== undefined) {
      const w = parseInt(width, 10);
      if (w === 0) return null;
      descriptor = ` ${w}w`;
    } else if (density !== undefined) {
      const d = parseFloat(density);
      descriptor = d ? ` ${d}x` : "";
    }
    if (!naughtyHref("srcset", url!)) out.push(url! + descriptor);
  }
  return out.join(", ");
}
