import { decodeHTML, decodeHTMLAttribute } from "entities";
import { BANG, DASH, DQ, EQ, GT, isEndOfTagSection, isWhitespace, QUESTION, SLASH, SQ } from "../charCodes.js";
import { decodeXmlReferences } from "../xmlReferences.js";

/**
 * What the sanitiser hears from a parser: htmlparser2's Parser callbacks it uses, and from parseHtmlEvents where
 * an event is written exactly as the rewriter would write it back (`source` ≥ 0, else -1), so it can copy it.
 */
export interface HtmlHandler {
  /** `source`: the tag is written `<name>` from there (lower-case, no attributes). */
  onopentag(name: string, attribs: Record<string, string>, source: number): void;
  /** `source`: the text is written as it is from there, and holds no & < >. */
  ontext(text: string, source: number): void;
  /** `source`: an end tag written `</name>` from there that closes the innermost element. */
  onclosetag(name: string, source: number): void;
}

/** Thrown by parseHtmlEvents when the fragment holds something it leaves to htmlparser2 (see there). */
export const UNUSUAL_HTML = new Error("unusual HTML: parse it with htmlparser2");

/**
 * The events htmlparser2's Parser gives for an HTML fragment in HTML mode with entities decoded (the sanitiser's
 * settings), event for event (text may come in other pieces; concatenated it is the same), several times faster:
 * text is found with indexOf and sliced, not walked a character at a time through a state machine.
 *
 * It covers what feed HTML is made of: elements, attributes in every quoting, entities, comments, stray `<`,
 * end tags that close several elements or none, htmlparser2's implied closes (`<p>` closing a `<p>`), void
 * elements and `</br>` / `</p>` without an opening. Anything else throws UNUSUAL_HTML before any event that
 * could differ is given, so the caller starts again with htmlparser2: raw-text elements (script, style, iframe,
 * title, textarea, xmp, noembed, noframes, plaintext), svg and math (foreign content tokenises differently), a
 * second form, `<!` other than a comment, `<?`, and markup cut off by the end of the fragment. The rules copied
 * are htmlparser2 12's (Parser.ts and Tokenizer.ts); htmlEvents.test.ts compares the two on the corpus's HTML
 * and on fuzzed fragments.
 */
export function parseHtmlEvents(html: string, h: HtmlHandler): void {
  /** Open elements, innermost last (htmlparser2 keeps them innermost first). */
  const stack: string[] = [];
  const n = html.length;
  /** Where the text not yet given starts. */
  let textStart = 0;
  let i = 0;
  for (;;) {
    const lt = html.indexOf("<", i);
    if (lt === -1) break;
    const c = html.charCodeAt(lt + 1);
    if (isAsciiAlpha(c)) {
      if (lt > textStart) text(html, textStart, lt, h);
      i = textStart = openTag(html, lt + 1, n, stack, h);
    } else if (c === SLASH) {
      const c2 = html.charCodeAt(lt + 2);
      if (lt > textStart) text(html, textStart, lt, h);
      if (isAsciiAlpha(c2)) {
        i = textStart = closeTag(html, lt + 2, n, stack, h);
      } else if (c2 === GT) {
        i = textStart = lt + 3; // `</>` is nothing
      } else {
        // `</` and anything else up to `>` is a bogus comment.
        const gt = html.indexOf(">", lt + 2);
        if (gt === -1) throw UNUSUAL_HTML;
        i = textStart = gt + 1;
      }
    } else if (c === BANG) {
      if (html.charCodeAt(lt + 2) !== DASH || html.charCodeAt(lt + 3) !== DASH) throw UNUSUAL_HTML;
      if (lt > textStart) text(html, textStart, lt, h);
      i = textStart = commentEnd(html, lt + 4);
    } else if (c === QUESTION) {
      throw UNUSUAL_HTML;
    } else {
      i = lt + 1; // a `<` that starts nothing is text
    }
  }
  if (n > textStart) {
    const raw = html.slice(textStart);
    if (SPECIAL.test(raw)) h.ontext(decodeText(raw, false), -1);
    else h.ontext(raw, textStart);
  }
  for (let k = stack.length - 1; k >= 0; k--) h.onclosetag(stack[k]!, -1);
}

const SPECIAL = /[&<>]/;

/** Gives the text [from, to), which a tag follows. */
function text(html: string, from: number, to: number, h: HtmlHandler): void {
  const raw = html.slice(from, to);
  if (SPECIAL.test(raw)) h.ontext(decodeText(raw, true), -1);
  else h.ontext(raw, from);
}


export function isAsciiAlpha(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}



/**
 * Text with its character references decoded as htmlparser2's tokeniser decodes them in text. A reference cut
 * short reads differently at the end of the input and before a `<` (the tokeniser's entity decoder sees the `<`),
 * so text that ends at a tag is decoded with that `<` after it.
 */
export function decodeText(raw: string, beforeTag: boolean): string {
  const quick = decodeXmlReferences(raw);
  if (quick !== null) return quick;
  return beforeTag ? decodeHTML(raw + "<").slice(0, -1) : decodeHTML(raw);
}

/** An attribute value decoded as in an attribute; the character that ends it (quote, space or `>`) is not one that can continue a reference. */
export function decodeAttribute(raw: string): string {
  return decodeXmlReferences(raw) ?? decodeHTMLAttribute(raw + '"').slice(0, -1);
}

/** Raw-text and RCDATA elements (the tokeniser's special tags): their content is not markup. */
export const RAW_TEXT = new Set(["iframe", "noembed", "noframes", "plaintext", "script", "style", "title", "textarea", "xmp"]);
/** Foreign content: self-closing tags and case rules differ inside. */
export const FOREIGN = new Set(["svg", "math"]);

const P = new Set(["p"]);
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p"]);
const TABLE_SECTIONS = new Set(["thead", "tbody"]);
const DD_DT = new Set(["dd", "dt"]);
const RT_RP = new Set(["rt", "rp"]);
const FORM_TAGS = new Set(["input", "option", "optgroup", "select", "button", "datalist", "textarea"]);
/** htmlparser2's openImpliesClose: opening the key closes the innermost open elements while they are in its set. */
export const OPEN_IMPLIES_CLOSE = new Map<string, Set<string>>([
  ["tr", new Set(["tr", "th", "td"])], ["th", new Set(["th"])], ["td", new Set(["thead", "th", "td"])],
  ["body", new Set(["head", "link", "script"])], ["a", new Set(["a"])], ["li", new Set(["li"])], ["p", P],
  ["h1", HEADINGS], ["h2", HEADINGS], ["h3", HEADINGS], ["h4", HEADINGS], ["h5", HEADINGS], ["h6", HEADINGS],
  ["select", FORM_TAGS], ["input", FORM_TAGS], ["output", FORM_TAGS], ["button", FORM_TAGS], ["datalist", FORM_TAGS],
  ["textarea", FORM_TAGS], ["option", new Set(["option"])], ["optgroup", new Set(["optgroup", "option"])],
  ["dd", DD_DT], ["dt", DD_DT], ["address", P], ["article", P], ["aside", P], ["blockquote", P], ["details", P],
  ["div", P], ["dl", P], ["fieldset", P], ["figcaption", P], ["figure", P], ["footer", P], ["form", P], ["header", P],
  ["hr", P], ["main", P], ["nav", P], ["ol", P], ["pre", P], ["section", P], ["table", P], ["ul", P],
  ["rt", RT_RP], ["rp", RT_RP], ["tbody", TABLE_SECTIONS], ["tfoot", TABLE_SECTIONS],
]);
/** Elements with no content and no end tag: closed as soon as they open. */
export const VOID = new Set([
  "area", "base", "basefont", "br", "col", "command", "embed", "frame", "hr", "img", "input", "isindex", "keygen",
  "link", "meta", "param", "source", "track", "wbr",
]);

export function tagName(raw: string): string {
  const name = raw.toLowerCase();
  return name === "image" ? "img" : name;
}

/** Reads a start tag from its name (at `from`) to its `>` and gives its events; returns the index after the `>`. */
function openTag(html: string, from: number, n: number, stack: string[], h: HtmlHandler): number {
  let k = from + 1;
  while (k < n && !isEndOfTagSection(html.charCodeAt(k))) k++;
  if (k >= n) throw UNUSUAL_HTML;
  const written = html.slice(from, k);
  const name = tagName(written);
  const plain = html.charCodeAt(k) === GT && name === written;
  if (RAW_TEXT.has(name) || FOREIGN.has(name) || (name === "form" && stack.includes("form"))) throw UNUSUAL_HTML;
  const attribs: Record<string, string> = {};
  for (;;) {
    if (k >= n) throw UNUSUAL_HTML;
    let c = html.charCodeAt(k);
    if (c === GT) break;
    if (isWhitespace(c)) {
      k++;
      continue;
    }
    if (c === SLASH) {
      // `/>` ends the tag (HTML mode ignores the self-closing flag); a `/` before anything else is skipped.
      k++;
      while (k < n && isWhitespace(html.charCodeAt(k))) k++;
      continue;
    }
    // An attribute name runs to `=`, space, `/` or `>` (its first character may be `=`).
    const nameStart = k;
    k++;
    while (k < n && (c = html.charCodeAt(k)) !== EQ && !isEndOfTagSection(c)) k++;
    const attribute = html.slice(nameStart, k).toLowerCase();
    while (k < n && isWhitespace(html.charCodeAt(k))) k++;
    if (k >= n) throw UNUSUAL_HTML;
    let value = "";
    if (html.charCodeAt(k) === EQ) {
      k++;
      while (k < n && isWhitespace(html.charCodeAt(k))) k++;
      if (k >= n) throw UNUSUAL_HTML;
      const q = html.charCodeAt(k);
      if (q === DQ || q === SQ) {
        const end = html.indexOf(q === DQ ? '"' : "'", k + 1);
        if (end === -1) throw UNUSUAL_HTML;
        value = decodeAttribute(html.slice(k + 1, end));
        k = end + 1;
      } else {
        const start = k;
        while (k < n && (c = html.charCodeAt(k)) !== GT && !isWhitespace(c)) k++;
        if (k >= n) throw UNUSUAL_HTML;
        value = decodeAttribute(html.slice(start, k));
      }
    }
    // The first of two attributes with one name wins.
    if (!Object.hasOwn(attribs, attribute)) attribs[attribute] = value;
  }
  const closes = OPEN_IMPLIES_CLOSE.get(name);
  if (closes) while (stack.length > 0 && closes.has(stack[stack.length - 1]!)) h.onclosetag(stack.pop()!, -1);
  const isVoid = VOID.has(name);
  if (!isVoid) stack.push(name);
  h.onopentag(name, attribs, plain ? from - 1 : -1);
  if (isVoid) h.onclosetag(name, -1);
  return k + 1;
}

/** Reads an end tag from its name (at `from`) to its `>` and gives its events; returns the index after the `>`. */
function closeTag(html: string, from: number, n: number, stack: string[], h: HtmlHandler): number {
  let k = from + 1;
  while (k < n && !isEndOfTagSection(html.charCodeAt(k))) k++;
  const gt = html.indexOf(">", k);
  if (gt === -1) throw UNUSUAL_HTML;
  const written = html.slice(from, k);
  const name = tagName(written);
  if (VOID.has(name)) {
    if (name === "br") {
      h.onopentag("br", {}, -1);
      h.onclosetag("br", -1);
    }
  } else {
    const pos = stack.lastIndexOf(name);
    if (pos !== -1) {
      while (stack.length > pos + 1) h.onclosetag(stack.pop()!, -1);
      h.onclosetag(stack.pop()!, gt === k && name === written ? from - 2 : -1);
    } else if (name === "p") {
      h.onopentag("p", {}, -1);
      h.onclosetag("p", -1);
    }
  }
  return gt + 1;
}

/** Where a comment whose text starts at `from` (after `<!--`) ends: after `-->` or `--!>`, or at once for `<!-->` and `<!--->`. */
export function commentEnd(html: string, from: number): number {
  if (html.charCodeAt(from) === GT) return from + 1;
  if (html.charCodeAt(from) === DASH && html.charCodeAt(from + 1) === GT) return from + 2;
  const a = html.indexOf("-->", from);
  const b = html.indexOf("--!>", from);
  if (a === -1 && b === -1) throw UNUSUAL_HTML;
  return a === -1 ? b + 4 : b === -1 ? a + 3 : Math.min(a + 3, b + 4);
}
