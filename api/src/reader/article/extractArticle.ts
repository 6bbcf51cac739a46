import { Readability } from "@mozilla/readability";
import { JSDOM, VirtualConsole } from "jsdom";
import { sanitizeFeedBody } from "../sanitize/sanitizeFeedHtml.js";
import { headerForbidsKeeping, metaForbidsKeeping } from "./robots.js";

/**
 * Less article text than this (characters, Readability's count) is no article: a sign-in or cookie wall, a
 * video page, an error page that answered 200. Two or three sentences; a feed's own teaser is often longer.
 */
export const MIN_ARTICLE_CHARS = 200;

/**
 * Readability gives up on a document with more elements than this (it throws). Article pages hold 1,000-8,000
 * elements, the heaviest news pages about 15,000; past 30,000 a page is an archive or an app shell, and
 * scoring it would hold the event loop for seconds.
 */
export const MAX_ARTICLE_ELEMENTS = 30_000;

/** The article Readability found in a page, its HTML sanitised like feed HTML. */
export interface ExtractedArticle {
  html: string;
  title: string | null;
  byline: string | null;
  siteName: string | null;
  excerpt: string | null;
  /** Characters of article text. */
  textLength: number;
  lang: string | null;
  publishedTime: string | null;
}

/** What a page gave: its article (null when none was found) and whether the site asked not to keep a copy. */
export interface ArticlePage {
  article: ExtractedArticle | null;
  noarchive: boolean;
  /** Why no article was found, when none was. */
  reason: "too-short" | "too-complex" | "nothing" | null;
}

const blank = (s: string | null | undefined): string | null => (s?.trim() ? s.trim().replace(/\s+/g, " ") : null);

/**
 * The page as jsdom should parse it: always as HTML (an XHTML answer parsed as XML would throw on the first
 * mistake), with the answer's charset when it names one. Bytes are decoded by jsdom with the HTML standard's
 * sniffing (BOM, that charset, then `<meta charset>` in the first KB), which a feed decoder does not do.
 */
function htmlContentType(contentType: string | null | undefined): string {
  const charset = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? "")?.[1];
  return charset ? `text/html; charset=${charset}` : "text/html";
}

/**
 * Reads a fetched HTML page as an article: Mozilla's Readability on a jsdom document, then the feed-HTML sanitiser.
 * jsdom runs no script (`runScripts` is left unset) and loads nothing (`resources` unset: no stylesheet, image or
 * frame is requested); its console goes nowhere (a page's CSS errors are not ours to log). `url` is where the
 * page was read after redirects: relative links and pictures resolve against it (and the page's `<base>`).
 * `robotsHeader` is the answer's X-Robots-Tag (see robots.ts); `contentType` its Content-Type (for the charset).
 */
export function readArticlePage(
  page: string | Buffer,
  url: string,
  opts: { robotsHeader?: string | null; contentType?: string | null } = {},
): ArticlePage {
  const dom = new JSDOM(page, { url, contentType: htmlContentType(opts.contentType), virtualConsole: new VirtualConsole() });
  try {
    const doc = dom.window.document;
    const metas = Array.from(doc.querySelectorAll("meta[name]"), (m) => ({ name: m.getAttribute("name"), content: m.getAttribute("content") }));
    const noarchive = headerForbidsKeeping(opts.robotsHeader) || metaForbidsKeeping(metas);
    let parsed: ReturnType<Readability["parse"]>;
    try {
      parsed = new Readability(doc, { maxElemsToParse: MAX_ARTICLE_ELEMENTS }).parse();
    } catch (e) {
      // Readability's only throw of its own: "Aborting parsing document; N elements found".
      if (e instanceof Error && /Aborting parsing document/.test(e.message)) return { article: null, noarchive, reason: "too-complex" };
      throw e;
    }
    if (!parsed?.content) return { article: null, noarchive, reason: "nothing" };
    const textLength = parsed.length ?? parsed.textContent?.length ?? 0;
    if (textLength < MIN_ARTICLE_CHARS) return { article: null, noarchive, reason: "too-short" };
    // Readability already dropped scripts, styles, forms and hidden parts and made links absolute; the sanitiser is
    // what makes it safe to show (the same allow-list as every feed body: no script, handler or foreign style survives).
    const clean = sanitizeFeedBody(parsed.content, { baseUrl: url }).html;
    if (!clean) return { article: null, noarchive, reason: "nothing" };
    return {
      article: {
        html: clean,
        title: blank(parsed.title),
        byline: blank(parsed.byline),
        siteName: blank(parsed.siteName),
        excerpt: blank(parsed.excerpt),
        textLength,
        lang: blank(parsed.lang),
        publishedTime: blank(parsed.publishedTime),
      },
      noarchive,
      reason: null,
    };
  } finally {
    dom.window.close();
  }
}
