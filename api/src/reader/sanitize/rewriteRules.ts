import {
  ALLOWED_ATTRIBUTES, ALLOWED_SCHEMES, ALLOWED_SCHEMES_BY_TAG, DROP_WITH_CONTENT, HIDDEN, INLINE_CODE_CANDIDATES,
  MEDIA_TAGS, TEXT_TAGS, TRANSFORMS, URL_ATTRIBUTES, type Transform,
} from "./policy.js";

/**
 * What both of our rewriters (the streaming one in sanitizeFeedHtml.ts and the fused one in fastRewrite.ts) write
 * for an element, an attribute or a piece of text: the policy worked out once per tag name, sanitize-html's
 * escaping, and its URL scheme check.
 */
const ALLOWED_TAGS = new Set([...TEXT_TAGS, ...MEDIA_TAGS, HIDDEN]);
const NON_TEXT_TAGS = new Set(DROP_WITH_CONTENT);
const TRANSFORM = new Map(Object.entries(TRANSFORMS));
/** Written as `<tag />` and never closed (sanitize-html's selfClosing list). */
export const SELF_CLOSING = new Set(["img", "br", "hr", "area", "base", "basefont", "input", "link", "meta"]);
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
export const NOT_EMPTY = 1;
export const URL_VALUE = 2;
export const SRCSET = 4;
export const STYLE = 8;
export const IFRAME_SRC = 16;

/** What the rewriter does with elements of one name, worked out once per name. */
export interface TagRule {
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
export function ruleOf(tag: string): TagRule {
  let rule = tagRules.get(tag);
  if (rule === undefined) {
    rule = tagRule(tag);
    if (tagRules.size < 2000) tagRules.set(ownCopy(tag), rule);
  }
  return rule;
}

/**
 * A string with the same characters that holds no reference to another: a name cut from a feed document (a slice
 * of it, when 13 characters or longer) would otherwise keep the whole document alive in a cache.
 */
export function ownCopy(s: string): string {
  return s.length < 13 ? s : [...s].join("");
}

const AMP = /&/g;
const LT = /</g;
const GT = />/g;
const QUOT = /"/g;
const TEXT_SPECIAL = /[&<>]/;

export function escapeText(s: string): string {
  return TEXT_SPECIAL.test(s) ? s.replace(AMP, "&amp;").replace(LT, "&lt;").replace(GT, "&gt;") : s;
}

export function escapeAttribute(s: string): string {
  // A loop: values are short (a URL, a number, a word), where a regular expression's call costs more than the scan.
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 38 || c === 60 || c === 62 || c === 34) {
      return s.replace(AMP, "&amp;").replace(LT, "&lt;").replace(GT, "&gt;").replace(QUOT, "&quot;");
    }
  }
  return s;
}

/** escapeAttribute of a URL that holds no < > or " (one absolute() wrote): only its ampersands need escaping. */
export function escapeUrlAttribute(s: string): string {
  return s.includes("&") ? s.replace(AMP, "&amp;") : s;
}

// Browsers ignore control characters and spaces in URLs in surprising places (sanitize-html's rule).
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\x00-\x20]+/g;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/;

/** Whether a URL's scheme is not allowed for the tag (sanitize-html's naughtyHref, protocol-relative URLs refused). */
export function naughtyHref(tagName: string, href: string): boolean {
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

