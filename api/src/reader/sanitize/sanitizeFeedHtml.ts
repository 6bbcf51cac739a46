import { Parser } from "htmlparser2";
import { parseHtmlEvents, UNUSUAL_HTML, type HtmlHandler } from "./htmlEvents.js";
import {
  ALLOWED_ATTRIBUTES, ALLOWED_SCHEMES, ALLOWED_SCHEMES_BY_TAG, ALLOWED_STYLES, DROP_WITH_CONTENT, excluded, HIDDEN,
  IFRAME_HOSTS, INLINE_CODE_CANDIDATES, MEDIA_TAGS, renamed, TEXT_TAGS, TRANSFORMS, URL_ATTRIBUTES, type Transform,
} from "./policy.js";
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

const ALLOWED_TAGS = new Set([...TEXT_TAGS, ...MEDIA_TAGS, HIDDEN]);
const NON_TEXT_TAGS = new Set(DROP_WITH_CONTENT);
const TRANSFORM = new Map(Object.entries(TRANSFORMS));
/** Written as `<tag />` and never closed (sanitize-html's selfClosing list). */
const SELF_CLOSING = new Set(["img", "br", "hr", "area", "base", "basefont", "input", "link", "meta"]);
/**
 * The allowed attributes that may not be empty (sanitize-html's nonBooleanAttributes, less alt, which is written
 * as alt=""): an empty one is dropped. The others (controls, allowfullscreen, reversed, …) are written bare.
 */
const NON_BOOLEAN = new Set([
  "abbr", "allow", "cite", "colspan", "coords", "datetime", "decoding", "dir", "headers", "height", "href", "hreflang",
  "kind", "label", "lang", "loading", "media", "name", "poster", "preload", "referrerpolicy", "rel", "rowspan",
  "sandbox", "scope", "shape", "sizes", "span", "src", "srclang", "srcset", "start", "style", "target", "title",
  "type", "value", "width",
]);

/** What an allowed attribute needs (bits): dropped when empty, a URL to check, a srcset, a style, an iframe's src. */
const NOT_EMPTY = 1;
const URL_VALUE = 2;
const SRCSET = 4;
const STYLE = 8;
const IFRAME_SRC = 16;

/** What the rewriter does with elements of one name, worked out once per name. */
interface TagRule {
  allowed: boolean;
  /** Dropped with everything inside. */
  nonText: boolean;
  selfClosing: boolean;
  transform: Transform | undefined;
  /** May be monospace text that becomes code (renamed() needs a look). */
  inlineCode: boolean;
  /** Written as it is when it has no attributes: `<name>` and `</name>` (kept, no transform, rename or `<x />`). */
  plain: boolean;
  /** The attributes it keeps (every other is dropped), with what each needs. */
  attributes: Map<string, number>;
}

function tagRule(tag: string): TagRule {
  const attributes = new Map<string, number>();
  for (const name of [...ALLOWED_ATTRIBUTES["*"]!, ...(Object.hasOwn(ALLOWED_ATTRIBUTES, tag) ? ALLOWED_ATTRIBUTES[tag]! : [])]) {
    attributes.set(
      name,
      (NON_BOOLEAN.has(name) ? NOT_EMPTY : 0) | (URL_ATTRIBUTES.includes(name) ? URL_VALUE : 0) | (name === "srcset" ? SRCSET : 0) |
        (name === "style" ? STYLE : 0) | (name === "src" && tag === "iframe" ? IFRAME_SRC : 0),
    );
  }
  const allowed = ALLOWED_TAGS.has(tag);
  return {
    allowed,
    nonText: NON_TEXT_TAGS.has(tag),
    selfClosing: SELF_CLOSING.has(tag),
    transform: TRANSFORM.get(tag),
    inlineCode: INLINE_CODE_CANDIDATES.has(tag),
    plain: allowed && !TRANSFORM.has(tag) && !SELF_CLOSING.has(tag) && !INLINE_CODE_CANDIDATES.has(tag),
    attributes,
  };
}

/** Rules of the names seen (bounded: names come from feeds; past the bound a rule is worked out each time). */
const tagRules = new Map<string, TagRule>();
function ruleOf(tag: string): TagRule {
  let rule = tagRules.get(tag);
  if (rule === undefined) {
    rule = tagRule(tag);
    if (tagRules.size < 2000) tagRules.set(tag, rule);
  }
  return rule;
}

/** Thrown inside the parser's callbacks when a fragment needs sanitize-html (see above). */
const NEEDS_SANITIZE_HTML = new Error("needs sanitize-html");

/** Text with no markup and no entity comes out as it goes in, so it is not parsed at all. */
const PLAIN_TEXT = /^[^<>&]*$/;

/** Sanitises one HTML fragment from a feed. Safe to call on plain text (it is escaped as needed). */
export function sanitizeFeedHtml(html: string, opts: SanitizeOptions = {}): string {
  if (PLAIN_TEXT.test(html)) return html;
  let clean: string;
  try {
    clean = rewrite(html, opts.baseUrl);
  } catch (e) {
    if (e !== NEEDS_SANITIZE_HTML) throw e;
    clean = sanitizeWithSanitizeHtml(html, opts.baseUrl);
  }
  // A link left with nothing inside (its tracker or share button image dropped) is an unnamed, invisible tab
  // stop. The output is written by the rules above (attributes double-quoted, no raw > inside them), so an empty
  // anchor has exactly this shape.
  return clean.includes("></a>") ? clean.replace(EMPTY_LINK, "") : clean;
}

const EMPTY_LINK = /<a\b[^>]*>\s*<\/a>/g;

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

const AMP = /&/g;
const LT = /</g;
const GT = />/g;
const QUOT = /"/g;
const TEXT_SPECIAL = /[&<>]/;
const ATTRIBUTE_SPECIAL = /[&<>"]/;

function escapeText(s: string): string {
  return TEXT_SPECIAL.test(s) ? s.replace(AMP, "&amp;").replace(LT, "&lt;").replace(GT, "&gt;") : s;
}

function escapeAttribute(s: string): string {
  return ATTRIBUTE_SPECIAL.test(s) ? s.replace(AMP, "&amp;").replace(LT, "&lt;").replace(GT, "&gt;").replace(QUOT, "&quot;") : s;
}

// Browsers ignore control characters and spaces in URLs in surprising places (sanitize-html's rule).
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\x00-\x20]+/g;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/;

/** Whether a URL's scheme is not allowed for the tag (sanitize-html's naughtyHref, protocol-relative URLs refused). */
function naughtyHref(tagName: string, href: string): boolean {
  // The common case, decided without rewriting the value: http(s) is allowed everywhere.
  if ((href.startsWith("https://") || href.startsWith("http://")) && !href.includes("<!--")) return false;
  href = href.replace(CONTROL_OR_SPACE, "");
  // Comments in a URL could hide a javascript: scheme from a check and not from an XML data island.
  for (;;) {
    const first = href.indexOf("<!--");
    if (first === -1) break;
    const last = href.indexOf("-->", first + 4);
    if (last === -1) break;
    href = href.substring(0, first) + href.substring(last + 3);
  }
  const match = SCHEME.exec(href);
  if (!match) return /^[/\\]{2}/.test(href);
  const scheme = match[1]!.toLowerCase();
  return !(ALLOWED_SCHEMES_BY_TAG[tagName] ?? ALLOWED_SCHEMES).includes(scheme);
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
