import { absolute, absoluteWasHttp, stripTrackingParams } from "../urls.js";
import { BANG, DASH, DQ, EQ, GT, isEndOfTagSection, isWhitespace, QUESTION, SLASH, SQ } from "../charCodes.js";
import {
  commentEnd, decodeAttribute, decodeText, FOREIGN, isAsciiAlpha, OPEN_IMPLIES_CLOSE, RAW_TEXT, tagName, UNUSUAL_HTML, VOID,
} from "./htmlEvents.js";
import { IMAGE, isTrackingImage, LINK, SAFE_DATA_IMAGE } from "./policy.js";
import { escapeAttribute, escapeText, escapeUrlAttribute, naughtyHref, NOT_EMPTY, ownCopy, ruleOf, URL_VALUE, type TagRule } from "./rewriteRules.js";

/**
 * The sanitiser's fused path (issue 13): tokenises and rewrites in one pass over the fragment, for the markup
 * feed bodies are made of, and gives exactly what the streaming rewriter (parseHtmlEvents feeding the Rewriter
 * in sanitizeFeedHtml.ts) gives for it, or null when the fragment holds anything it leaves to that rewriter.
 *
 * Why a second rewriter: the streaming one hears events, so every tag costs an attribute object, a frame, the
 * transform's object work and an output piece, and a content-heavy body (dozens of links and images) is mostly
 * that overhead. Here attributes are read into two reused arrays, the policy's transforms of the elements feeds
 * are made of (links, images, quotes) are applied to them in place, and whatever comes out as it was written
 * (text without references other than &amp; &lt; &gt;, plain tags, end tags) is copied from the fragment in
 * runs. The tokenising rules are parseHtmlEvents' (the same helpers), step for step.
 *
 * It gives up (null, and the caller starts again with the streaming rewriter) on: whatever parseHtmlEvents
 * leaves to htmlparser2, elements dropped with their content (script, form, …), style and hidden attributes
 * (a rename to code or to the hidden sentinel may follow), tt and font faces (monospace), srcset on images,
 * and elements whose transforms are not copied here (audio, video, source, track, iframe).
 * sanitizeFeedHtml.test.ts compares the two on the corpus and on fuzzed fragments.
 */
export function fastRewrite(html: string, base: string | null | undefined): string | null {
  // One shape of string for the loops below, whatever the caller's was: the fragment is copied into one flat
  // string and read through a slice of it (joining a character and cutting it off again does both). A fragment is a
  // slice of a feed document, a string decoded in pieces, a copy, …; once V8's optimised code of these loops had
  // met them all (any real worker's state after a few feeds), it ran 15-25% slower on every body than code that
  // met one shape. The copy costs a few percent of a large feed's full path (README, "The third pass").
  html = (html + " ").slice(0, -1);
  src = html;
  out = "";
  runFrom = runTo = 0;
  depth = 0;
  nextAmp = nextGt = -2;
  afterTag = emptyLink = started = startSpace = endSpace = false;
  firstImage = null;
  stray = -1;
  baseUrl = base;
  try {
    return rewriteAll(html) ? (flush(), out) : null;
  } catch (e) {
    if (e === UNUSUAL_HTML) return null;
    throw e;
  } finally {
    src = out = "";
    baseUrl = null;
    // Names and values are slices of the fragment, itself often a slice of the feed document: not kept past the call.
    names.length = values.length = 0;
  }
}

// The state of the fragment being rewritten (one at a time: the sanitiser runs synchronously).
let src = "";
let out = "";
/** The part of the fragment to be written next as it is: [runFrom, runTo). */
let runFrom = 0;
let runTo = 0;
/** Open elements, innermost last, and whether each one's tags are written (false: unknown, unwrapped). */
const stack: string[] = [];
const written: boolean[] = [];
let depth = 0;
/** The next & and > at or after the text being looked at (-2: not looked for yet, -1: none left). */
let nextAmp = -2;
let nextGt = -2;
/** The last `<` that started nothing (it is text, escaped on the way out). */
let stray = -1;
let baseUrl: string | null | undefined = null;
/** The last thing written was a tag (else text, or nothing yet). */
let afterTag = false;
/** An `</a>` was written right after a tag: the output holds `></a>`. */
let emptyLink = false;
/** Something was written; the output may start, or end, with a space String.prototype.trim would remove. */
let started = false;
let startSpace = false;
let endSpace = false;
/** The src of the first image written whose src is http(s), as written (escaped), else null. */
let firstImage: string | null = null;

/**
 * Whether the last output of fastRewrite may start or end with white space (trim would change it): false means it
 * surely does not, so the caller need not trim it (trim reads, and so first copies into one piece, the whole output).
 */
export function fastRewroteEdgeSpace(): boolean {
  return startSpace || endSpace || emptyLink;
}

/**
 * What `/<img[^>]+src="(https?:[^"]+)"/i` finds in the last output of fastRewrite (the first image written with an
 * http(s) src: attribute values are escaped, so no `>` or `"` is inside one), without reading the output again.
 */
export function fastRewriteFirstImage(): string | null {
  return firstImage;
}

/**
 * Whether the last output of fastRewrite holds `></a>` (a link that may be empty), which sanitizeFeedHtml would
 * otherwise look for in the whole output: `>` is written only at the end of a tag (text and values are escaped).
 */
export function fastRewriteWroteEmptyLink(): boolean {
  return emptyLink;
}
/** The attributes of the tag being read, in order; a removed one's name is "" (names are never empty). */
const names: string[] = [];
const values: string[] = [];
/** What each needs (rewriteRules' bits). */
const needs: number[] = [];
/** Where it is written ` name="value"` as it is to be written back ([spanFrom, spanTo), its value not read), else -1. */
const spanFrom: number[] = [];
const spanTo: number[] = [];
/**
 * Whether the value is a URL absolute() wrote (absoluteWasHttp): http(s), no < > " and an allowed scheme, so it
 * is written without the scheme check and with only its ampersands escaped.
 */
const httpUrl: boolean[] = [];
let count = 0;


/** Rewrites the whole fragment into `out` (and the pending run); false when it gives up. */
function rewriteAll(html: string): boolean {
  const n = html.length;
  let textStart = 0;
  let i = 0;
  for (;;) {
    const lt = html.indexOf("<", i);
    if (lt === -1) break;
    const c = html.charCodeAt(lt + 1);
    if (isAsciiAlpha(c)) {
      if (lt > textStart) text(textStart, lt, true);
      const end = openTag(html, lt + 1, n);
      if (end < 0) return false;
      i = textStart = end;
    } else if (c === SLASH) {
      const c2 = html.charCodeAt(lt + 2);
      if (lt > textStart) text(textStart, lt, true);
      if (isAsciiAlpha(c2)) {
        const end = closeTag(html, lt + 2, n);
        if (end < 0) return false;
        i = textStart = end;
      } else if (c2 === GT) {
        i = textStart = lt + 3;
      } else {
        const gt = html.indexOf(">", lt + 2);
        if (gt === -1) return false;
        i = textStart = gt + 1;
      }
    } else if (c === BANG) {
      if (html.charCodeAt(lt + 2) !== DASH || html.charCodeAt(lt + 3) !== DASH) return false;
      if (lt > textStart) text(textStart, lt, true);
      i = textStart = commentEnd(html, lt + 4);
    } else if (c === QUESTION) {
      return false;
    } else {
      stray = lt;
      i = lt + 1;
    }
  }
  if (n > textStart) text(textStart, n, false);
  while (depth > 0) closeInnermost(-1);
  return true;
}

/**
 * Writes the text [from, to): as it is when decoding and escaping it again gives it back (no < or >, and no &
 * but &amp; &lt; &gt;), else decoded as parseHtmlEvents decodes it and escaped.
 */
function text(from: number, to: number, beforeTag: boolean): void {
  if (nextGt !== -1 && nextGt < from) nextGt = src.indexOf(">", from);
  let canonical = stray < from && (nextGt === -1 || nextGt >= to);
  if (canonical) {
    if (nextAmp !== -1 && nextAmp < from) nextAmp = src.indexOf("&", from);
    while (nextAmp !== -1 && nextAmp < to) {
      const a = nextAmp;
      const c = src.charCodeAt(a + 1);
      const ok =
        c === 97 /* a */ ? src.startsWith("mp;", a + 2) : (c === 108 /* l */ || c === 103) /* g */ && src.charCodeAt(a + 2) === 116 && src.charCodeAt(a + 3) === 59;
      if (!ok) {
        canonical = false;
        break;
      }
      nextAmp = src.indexOf("&", a + 1);
    }
  }
  if (canonical) verbatim(from, to);
  else write(escapeText(decodeText(src.slice(from, to), beforeTag)));
  afterTag = false;
  // Decoded text (a reference may be a space) is taken as maybe starting and ending with one.
  if (!started) {
    started = true;
    startSpace = !canonical || maybeSpace(src.charCodeAt(from));
  }
  endSpace = !canonical || maybeSpace(src.charCodeAt(to - 1));
}

/** Reads a start tag from its name (at `from`) to its `>` and writes it; returns the index after the `>`, or -1 to give up. */
function openTag(html: string, from: number, n: number): number {
  let fast = knownTagAt(html, from);
  let k: number;
  if (fast !== undefined) k = from + fast.as.length;
  else {
    k = from + 1;
    while (k < n && !isEndOfTagSection(html.charCodeAt(k))) k++;
    if (k >= n) return -1;
    fast = fastRuleAt(html, from, k);
  }
  if (fast.giveUp) return -1;
  const { rule, name } = fast;
  const plain = html.charCodeAt(k) === GT && fast.lowerCase;
  const { attributes } = rule;
  count = 0;
  for (;;) {
    if (k >= n) return -1;
    let c = html.charCodeAt(k);
    if (c === GT) break;
    if (isWhitespace(c)) {
      k++;
      continue;
    }
    if (c === SLASH) {
      k++;
      while (k < n && isWhitespace(html.charCodeAt(k))) k++;
      continue;
    }
    const nameStart = k;
    k++;
    while (k < n && (c = html.charCodeAt(k)) !== EQ && !isEndOfTagSection(c)) k++;
    // The element's own attributes are recognised in the fragment; others are read as the tokeniser reads them.
    const length = k - nameStart;
    const bucket = (length * 7 + html.charCodeAt(nameStart)) & 63;
    const candidates = fast.attributeNames[bucket]!;
    let attribute: string | undefined;
    let bits = -1;
    for (let j = 0; j < candidates.length; j++) {
      const candidate = candidates[j]!;
      if (candidate.length === length && html.startsWith(candidate, nameStart)) {
        attribute = candidate;
        bits = fast.attributeBits[bucket]![j]!;
        break;
      }
    }
    // Found among the element's own: the fragment holds exactly this name here.
    const asWritten = attribute !== undefined;
    if (attribute === undefined) {
      attribute = html.slice(nameStart, k).toLowerCase();
      bits = attributes.get(attribute) ?? -1;
    }
    // What may rename the element (to code, or to the hidden sentinel) is left to the streaming rewriter.
    if (attribute === "style" || attribute === "hidden" || (attribute === "face" && rule.inlineCode)) return -1;
    while (k < n && isWhitespace(html.charCodeAt(k))) k++;
    if (k >= n) return -1;
    let value = "";
    let span = -1;
    if (html.charCodeAt(k) === EQ) {
      k++;
      while (k < n && isWhitespace(html.charCodeAt(k))) k++;
      if (k >= n) return -1;
      const q = html.charCodeAt(k);
      if (q === DQ || q === SQ) {
        const end = html.indexOf(q === DQ ? '"' : "'", k + 1);
        if (end === -1) return -1;
        // ` name="value"` that needs no check and is written back as it is: copied, not read.
        if (
          q === DQ && bits !== -1 && !(bits & URL_VALUE) && end > k + 1 && k === nameStart + length + 1 &&
          html.charCodeAt(nameStart - 1) === 32 && (asWritten || html.startsWith(attribute, nameStart)) && !hasSpecial(html, k + 1, end)
        ) {
          span = nameStart - 1;
        } else if (bits !== -1) value = decodeAttribute(html.slice(k + 1, end));
        k = end + 1;
      } else {
        const start = k;
        while (k < n && (c = html.charCodeAt(k)) !== GT && !isWhitespace(c)) k++;
        if (k >= n) return -1;
        if (bits !== -1) value = decodeAttribute(html.slice(start, k));
      }
    }
    // Only the attributes the element keeps are remembered: the others change nothing it writes.
    if (bits !== -1 && indexOf(attribute) === -1) {
      names[count] = attribute;
      needs[count] = bits;
      spanFrom[count] = span;
      spanTo[count] = k;
      httpUrl[count] = false;
      values[count++] = value;
    }
  }
  if (rule.transform !== undefined && !transform(name, rule)) return -1;
  const { closes, isVoid } = fast;
  if (closes) while (depth > 0 && closes.has(stack[depth - 1]!)) closeInnermost(-1);
  if (!isVoid) {
    stack[depth] = name;
    written[depth++] = rule.allowed;
  }
  if (rule.allowed) {
    if (plain && rule.plain) {
      verbatim(from - 1, k + 1);
      tagWritten();
    } else startTag(name, rule);
    if (isVoid && !rule.selfClosing) write("</" + name + ">");
  }
  return k + 1;
}

/** What the fused path needs to know of the elements of one name as written, worked out once (bounded like ruleOf). */
interface FastRule {
  /** The name as written, and whether that is the name (lower-case, not image). */
  as: string;
  lowerCase: boolean;
  /** The name (lower-case, image read as img). */
  name: string;
  /** The attributes it keeps and what each needs, in 64 buckets by length and first character. */
  attributeNames: string[][];
  attributeBits: number[][];
  rule: TagRule;
  /** Left to the streaming rewriter: raw text, foreign content, dropped with its content, or always renamed (tt). */
  giveUp: boolean;
  /** The innermost open elements its start closes while they are in this set. */
  closes: Set<string> | undefined;
  isVoid: boolean;
}

const fastRules = new Map<string, FastRule>();
function fastRuleOf(written: string): FastRule {
  let fast = fastRules.get(written);
  if (fast === undefined) {
    // Kept for good (and on the stack): a copy, not a slice that would keep the whole feed document alive.
    const as = ownCopy(written);
    const name = tagName(as);
    const rule = ruleOf(name);
    const attributeNames: string[][] = Array.from({ length: 64 }, () => []);
    const attributeBits: number[][] = Array.from({ length: 64 }, () => []);
    for (const [attribute, bits] of rule.attributes) {
      const bucket = (attribute.length * 7 + attribute.charCodeAt(0)) & 63;
      attributeNames[bucket]!.push(attribute);
      attributeBits[bucket]!.push(bits);
    }
    fast = {
      as, lowerCase: as === name, name, attributeNames, attributeBits, rule, giveUp: RAW_TEXT.has(name) || FOREIGN.has(name) || name === "tt" || rule.nonText,
      closes: OPEN_IMPLIES_CLOSE.get(name), isVoid: VOID.has(name),
    };
    if (fastRules.size < 2000) fastRules.set(as, fast);
  }
  return fast;
}

/**
 * The rules of names seen, in 64 buckets by first character (at most 12 each), so most tags are recognised in the
 * fragment. A tag's name starts with an ASCII letter, and no two of them share a bucket: a one-letter name (p, a,
 * b, i, …: the commonest) is recognised by its bucket and the character after it.
 */
const ruleBuckets: FastRule[][] = Array.from({ length: 64 }, () => []);

/** The rule of the start tag whose name starts at `from`, when it is a name seen before (its end found by the match). */
function knownTagAt(html: string, from: number): FastRule | undefined {
  const bucket = ruleBuckets[html.charCodeAt(from) & 63]!;
  for (let j = 0; j < bucket.length; j++) {
    const fast = bucket[j]!;
    const length = fast.as.length;
    if (isEndOfTagSection(html.charCodeAt(from + length)) && (length === 1 || html.startsWith(fast.as, from))) return fast;
  }
  return undefined;
}

/** The rule of the start tag named [from, to), remembered for knownTagAt. */
function fastRuleAt(html: string, from: number, to: number): FastRule {
  const fast = fastRuleOf(html.slice(from, to));
  const bucket = ruleBuckets[html.charCodeAt(from) & 63]!;
  if (bucket.length < 12) bucket.push(fast);
  return fast;
}

/** Writes a kept element's start tag with the attributes its rule keeps (the Rewriter's onopentag, then its close for a void img). */
function startTag(name: string, rule: TagRule): void {
  let tag = "<" + name;
  let imgSrc: string | undefined;
  let imgSrcHttp = false;
  let width: string | undefined;
  let height: string | undefined;
  /** A run of attributes copied as they are: [runFrom, runTo) of the fragment. */
  let runFrom = -1;
  let runTo = -1;
  for (let i = 0; i < count; i++) {
    const a = names[i]!;
    if (a === "") continue;
    const from = spanFrom[i]!;
    if (from === ADDED) {
      if (runTo > runFrom) {
        tag += src.slice(runFrom, runTo);
        runFrom = runTo = -1;
      }
      tag += values[i]!;
      continue;
    }
    if (from >= 0) {
      const to = spanTo[i]!;
      if (a === "width") width = src.slice(from + 8, to - 1);
      else if (a === "height") height = src.slice(from + 9, to - 1);
      if (from !== runTo) {
        if (runTo > runFrom) tag += src.slice(runFrom, runTo);
        runFrom = from;
      }
      runTo = to;
      continue;
    }
    const value = values[i]!;
    if (httpUrl[i]) {
      if (a === "src") {
        imgSrc = value;
        imgSrcHttp = true;
      }
      if (runTo > runFrom) {
        tag += src.slice(runFrom, runTo);
        runFrom = runTo = -1;
      }
      tag += " " + a + '="' + escapeUrlAttribute(value) + '"';
      continue;
    }
    const bits = needs[i]!;
    if ((value === "" && bits & NOT_EMPTY) || (bits & URL_VALUE && naughtyHref(name, value))) continue;
    // Srcset and style were given up on before; IFRAME_SRC needs an iframe, which is raw text.
    if (a === "src") imgSrc = value;
    else if (a === "width") width = value;
    else if (a === "height") height = value;
    if (runTo > runFrom) {
      tag += src.slice(runFrom, runTo);
      runFrom = runTo = -1;
    }
    tag += " " + a;
    if (value !== "") tag += '="' + escapeAttribute(value) + '"';
    else if (a === "alt") tag += '=""';
  }
  if (runTo > runFrom) tag += src.slice(runFrom, runTo);
  // An image that is a tracking pixel, or has no usable source, is dropped (policy.excluded).
  if (name === "img") {
    if (imgSrc === undefined || imgSrc === "" || isTrackingImage(width, height, imgSrc)) return;
    if (firstImage === null && (imgSrcHttp || HTTP.test(imgSrc))) firstImage = imgSrcHttp ? escapeUrlAttribute(imgSrc) : escapeAttribute(imgSrc);
  }
  write(rule.selfClosing ? tag + " />" : tag + ">");
  tagWritten();
}

/** policy.TRANSFORMS of a, img, blockquote and q, on the attribute arrays; false for the others (given up on). */
function transform(name: string, rule: TagRule): boolean {
  switch (name) {
    case "a":
      resolve("href");
      if (!add(LINK_NAMES, LINK_TEXT)) {
        set(rule, "target", LINK.target);
        set(rule, "rel", LINK.rel);
      }
      return true;
    case "img": {
      if (indexOf("srcset") !== -1) return false;
      const at = resolve("src");
      if (at !== -1 && !httpUrl[at] && values[at]!.startsWith("data:") && !SAFE_DATA_IMAGE.test(values[at]!)) names[at] = "";
      if (!add(IMAGE_NAMES, IMAGE_TEXT)) {
        set(rule, "loading", IMAGE.loading);
        set(rule, "decoding", IMAGE.decoding);
        set(rule, "referrerpolicy", IMAGE.referrerpolicy);
      }
      return true;
    }
    case "blockquote":
    case "q":
      resolve("cite");
      return true;
    default:
      return false;
  }
}

/** policy.withUrls for one attribute: made absolute (a link's tracking parameters removed), or removed. Returns its index, -1 when absent. */
function resolve(attribute: string): number {
  const at = indexOf(attribute);
  if (at === -1) return -1;
  const abs = absolute(values[at]!, baseUrl);
  if (abs === null) {
    names[at] = "";
    return -1;
  }
  httpUrl[at] = absoluteWasHttp();
  values[at] = attribute === "href" ? stripTrackingParams(abs) : abs;
  return at;
}

/** Object.assign of one attribute: its value replaced where it is, else added at the end. */
function set(rule: TagRule, attribute: string, value: string): void {
  const at = indexOf(attribute);
  if (at === -1) {
    // Added at the end, and written as it always is: ` name="value"`, worked out once.
    names[count] = attribute;
    needs[count] = rule.attributes.get(attribute)!;
    spanFrom[count] = ADDED;
    httpUrl[count] = false;
    values[count++] = ADDED_TEXT.get(attribute)!;
  } else {
    values[at] = value;
    spanFrom[at] = -1;
    httpUrl[at] = false;
  }
}

const HTTP = /^https?:/i;

/** spanFrom of an attribute a transform added: its value is what is written, ` name="value"`. */
const ADDED = -2;
/** ` name="value"` of each attribute the transforms add, as the rewriter writes it. */
const ADDED_TEXT = new Map(
  Object.entries({ ...LINK, ...IMAGE }).map(([attribute, value]) => [attribute, ` ${attribute}="${escapeAttribute(value)}"`]),
);

const LINK_NAMES = Object.keys(LINK);
const IMAGE_NAMES = Object.keys(IMAGE);
const LINK_TEXT = LINK_NAMES.map((a) => ADDED_TEXT.get(a)!).join("");
const IMAGE_TEXT = IMAGE_NAMES.map((a) => ADDED_TEXT.get(a)!).join("");
/** The name of the entry that holds all of a transform's added attributes (no attribute is named so). */
const ADDED_ALL = "\u0000added";

/** The transform's added attributes in one go when the element has none of them (else false: set each). */
function add(attributes: string[], text: string): boolean {
  for (let i = 0; i < attributes.length; i++) if (indexOf(attributes[i]!) !== -1) return false;
  names[count] = ADDED_ALL;
  needs[count] = 0;
  spanFrom[count] = ADDED;
  httpUrl[count] = false;
  values[count++] = text;
  return true;
}

/** Whether the characters [from, to) hold an & < or > (a value with none is written back as it is). */
function hasSpecial(html: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = html.charCodeAt(i);
    if (c === 38 || c === 60 || c === 62) return true;
  }
  return false;
}

/** Where the tag being read has the attribute, -1 when it has not. */
function indexOf(attribute: string): number {
  for (let i = 0; i < count; i++) if (names[i] === attribute) return i;
  return -1;
}

/** Reads an end tag from its name (at `from`) to its `>` and writes what it closes; returns the index after the `>`, or -1. */
function closeTag(html: string, from: number, n: number): number {
  // The common case: the innermost element's own end tag, as the rewriter writes it (its name holds no character
  // that ends a name, so the name read below would be just this one, and the `>` right after it).
  if (depth > 0) {
    const top = stack[depth - 1]!;
    if (html.charCodeAt(from + top.length) === GT && html.startsWith(top, from)) {
      closeInnermost(from - 2);
      return from + top.length + 1;
    }
  }
  let k = from + 1;
  while (k < n && !isEndOfTagSection(html.charCodeAt(k))) k++;
  const gt = html.indexOf(">", k);
  if (gt === -1) return -1;
  const as = html.slice(from, k);
  const name = tagName(as);
  if (VOID.has(name)) {
    if (name === "br") {
      write("<br />");
      tagWritten();
    }
  } else {
    let pos = depth - 1;
    while (pos >= 0 && stack[pos] !== name) pos--;
    if (pos !== -1) {
      while (depth > pos + 1) closeInnermost(-1);
      closeInnermost(gt === k && name === as ? from - 2 : -1);
    } else if (name === "p") {
      write("<p></p>");
      tagWritten();
    }
  }
  return gt + 1;
}

/** Closes the innermost open element: its end tag copied from `source` when ≥ 0, else written. */
function closeInnermost(source: number): void {
  const name = stack[--depth]!;
  if (!written[depth]) return;
  if (source >= 0) verbatim(source, source + name.length + 3);
  else write("</" + name + ">");
  if (afterTag && name === "a") emptyLink = true;
  tagWritten();
}

/** A tag was written: the output neither starts nor (for now) ends with a space. */
function tagWritten(): void {
  afterTag = true;
  endSpace = false;
  started = true;
}

/** Whether trim may remove the character: ASCII white space, or any character past ASCII (a few are spaces). */
function maybeSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c >= 128;
}

/** Writes the fragment's characters [from, to) as they are. */
function verbatim(from: number, to: number): void {
  if (from !== runTo) {
    flush();
    runFrom = from;
  }
  runTo = to;
}

function flush(): void {
  if (runTo > runFrom) out += src.slice(runFrom, runTo);
  runFrom = runTo = 0;
}

function write(s: string): void {
  flush();
  out += s;
}
