import render from "dom-serializer";
import { Text, type Element } from "domhandler";
import { descendants, parsePage } from "./dom.js";
import { resolveUrl } from "./extractItems.js";

/**
 * The manual picker shows the page in a frame made from a string (srcdoc), so the frame lives under the app's own
 * Content-Security-Policy (api/src/staticFiles.ts): no stylesheet from another origin, only inline styles. To show
 * the page as the site looks, its stylesheets are fetched here, through the guarded fetcher (`fetchCss`: the
 * private-address guard on every hop), and put in the page as <style> elements, their @imports inlined and every
 * url() made absolute (a srcdoc page would otherwise resolve them against our origin). CSS cannot run script;
 * what is left of the old ways it could (IE's expression() and behavior, Firefox's -moz-binding) is neutralised,
 * and no text can close the <style> element early. Pictures and fonts the CSS names stay subject to the app's
 * CSP: https pictures show, http ones and other origins' fonts do not (the site's look, less its web fonts).
 */
export type CssFetcher = (url: string, timeoutMs: number) => Promise<string | null>;

export const STYLE_LIMITS = {
  /** Stylesheets (and @imports) fetched for one page. */
  sheets: 30,
  /** Characters of CSS kept for one page, all sheets together. */
  totalChars: 3_000_000,
  /** Time for every stylesheet of a page, together. */
  timeoutMs: 6_000,
  /** @import nesting followed. */
  importDepth: 3,
};

const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi;
const IMPORT_RULE = /@import\s+(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)|"([^"]*)"|'([^']*)')([^;]*);/gi;

/** `css` with its url()s absolute against `base`, dangerous legacy constructs disarmed, and no `</style`. */
export function rewriteCss(css: string, base: string): string {
  return css
    .replace(URL_FUNCTION, (_whole, dq: string | undefined, sq: string | undefined, bare: string | undefined) => {
      const raw = (dq ?? sq ?? bare ?? "").trim();
      if (raw.startsWith("#") || /^data:(image|font|application\/(x-)?font)/i.test(raw)) return `url("${raw.replace(/["\\\n]/g, "")}")`;
      const abs = resolveUrl(raw, base);
      return abs ? `url("${abs.replace(/["\\\n]/g, encodeURIComponent)}")` : "none";
    })
    .replace(/expression\s*\(/gi, "x-expression(")
    .replace(/(behavior|-moz-binding)\s*:/gi, "x-$1:")
    // `<` opening anything tag-like (`</style`, `<script`, `<!--`) becomes the CSS escape \3c: the same
    // character inside a CSS string, and nothing an HTML parser ends the <style> element at. (Media range syntax
    // writes `<` before a space, `=` or a number, which stay.)
    .replace(/<(?=[a-zA-Z/!?])/g, "\\3c ");
}

interface Budget {
  sheets: number;
  chars: number;
  deadline: number;
}

/** A stylesheet's text with its @imports replaced by their own (fetched) text, wrapped in @media when they had one. */
async function expandSheet(css: string, sheetUrl: string, fetchCss: CssFetcher, budget: Budget, depth: number): Promise<string> {
  const imports = [...css.matchAll(IMPORT_RULE)];
  const texts = await Promise.all(
    imports.map(async (m) => {
      const target = resolveUrl(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5], sheetUrl);
      if (!target || depth >= STYLE_LIMITS.importDepth) return "";
      const text = await take(target, fetchCss, budget);
      if (text === null) return "";
      const inner = await expandSheet(text, target, fetchCss, budget, depth + 1);
      // `layer(…)` and `supports(…)` conditions are dropped: the rules apply as if unconditioned, which is closer
      // to the site's look than losing them. A media list is kept.
      const media = (m[6] ?? "").replace(/\blayer(\([^)]*\))?|supports\([^)]*\)/gi, "").trim();
      return media ? `@media ${media} {\n${inner}\n}` : inner;
    }),
  );
  let i = 0;
  const withImports = imports.length ? css.replace(IMPORT_RULE, () => texts[i++] ?? "") : css;
  return rewriteCss(withImports, sheetUrl);
}

async function take(url: string, fetchCss: CssFetcher, budget: Budget): Promise<string | null> {
  const left = budget.deadline - Date.now();
  if (budget.sheets <= 0 || budget.chars <= 0 || left < 100) return null;
  budget.sheets -= 1;
  const text = await fetchCss(url, left).catch(() => null);
  if (text === null || text.length > budget.chars) return null;
  budget.chars -= text.length;
  return text;
}

/**
 * `html` (a page already made inert: inertPage.ts) with every stylesheet link replaced by the sheet's text in a
 * <style> element, and url()s in its own <style> elements and style attributes made absolute. A sheet that cannot
 * be fetched (refused by the guard, missing, too large, too slow) is left out, as the frame would leave it out.
 */
export async function inlineStylesheets(html: string, pageUrl: string, fetchCss: CssFetcher): Promise<string> {
  const doc = parsePage(html);
  const budget: Budget = { sheets: STYLE_LIMITS.sheets, chars: STYLE_LIMITS.totalChars, deadline: Date.now() + STYLE_LIMITS.timeoutMs };
  const links: Element[] = [];
  for (const el of descendants(doc)) {
    if (el.name === "link" && /(^|\s)stylesheet(\s|$)/i.test(el.attribs.rel ?? "")) links.push(el);
    else if (el.name === "style") {
      for (const child of el.children) if (child.type === "text") (child as Text).data = rewriteCss((child as Text).data, pageUrl);
    }
    if (el.attribs.style) el.attribs.style = rewriteCss(el.attribs.style, pageUrl);
  }
  await Promise.all(
    links.map(async (link) => {
      const href = resolveUrl(link.attribs.href, pageUrl);
      // An alternate or disabled sheet does not apply to the page: leave it out.
      const applies = href && !/\balternate\b/i.test(link.attribs.rel ?? "") && !("disabled" in link.attribs);
      const sheet = applies ? await take(href, fetchCss, budget) : null;
      const css = sheet === null ? null : await expandSheet(sheet, href!, fetchCss, budget, 1);
      const siblings = link.parent?.children;
      if (!siblings) return;
      const at = siblings.indexOf(link);
      if (css === null) {
        siblings.splice(at, 1);
        return;
      }
      // The <link> becomes a <style> in place (the cascade keeps its order), with the link's media.
      link.name = "style";
      link.type = "style" as Element["type"];
      link.attribs = { "data-href": href!, ...(link.attribs.media ? { media: link.attribs.media } : {}) };
      const text = new Text(css);
      text.parent = link;
      link.children = [text];
    }),
  );
  return render(doc, { encodeEntities: "utf8" });
}
