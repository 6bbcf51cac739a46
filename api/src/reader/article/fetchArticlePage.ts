import { FetchError, type Fetcher } from "../fetch/fetchDocument.js";
import { articleReaderThread, type ArticleReaderThread } from "./articleThread.js";
import type { ExtractedArticle } from "./extractArticle.js";

/** What fetching an item's link as an article gave. */
export type ArticleOutcome =
  | { kind: "article"; article: ExtractedArticle; finalUrl: string; noarchive: boolean }
  | { kind: "no-article"; reason: "too-short" | "too-complex" | "nothing"; finalUrl: string; noarchive: boolean }
  | { kind: "not-html"; contentType: string; finalUrl: string }
  | { kind: "fetch-error"; error: FetchError };

const ACCEPT_PAGES = "text/html, application/xhtml+xml;q=0.9, */*;q=0.1";

/** HTML by its Content-Type, or with none (or a generic one) by its first bytes. */
function isHtml(contentType: string | null, body: Buffer): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "text/html" || type === "application/xhtml+xml") return true;
  if (type && type !== "application/octet-stream" && type !== "text/plain") return false;
  return /^\s*</.test(body.subarray(0, 512).toString("latin1").replace(/^\uFEFF|^\xEF\xBB\xBF/, ""));
}

/**
 * Fetches a page through the guarded fetcher (private addresses refused unless allowed, redirects checked hop by
 * hop, the fetcher's timeout, at most `maxBytes`) and reads its article (in `reader`, the process's article thread
 * by default). Never throws for what the page or the network did: a failed fetch is an outcome with the
 * FetchError's stable code.
 */
export async function fetchArticlePage(
  fetcher: Fetcher,
  url: string,
  opts: { maxBytes: number; reader?: ArticleReaderThread },
): Promise<ArticleOutcome> {
  let doc;
  try {
    doc = await fetcher.fetchDocument(url, { accept: ACCEPT_PAGES, maxBytes: opts.maxBytes });
  } catch (e) {
    if (e instanceof FetchError) return { kind: "fetch-error", error: e };
    throw e;
  }
  // No validators are sent, so a 304 cannot come back; treat one like an empty page.
  if (doc.kind !== "ok") return { kind: "no-article", reason: "nothing", finalUrl: doc.url, noarchive: false };
  if (!isHtml(doc.contentType, doc.body)) return { kind: "not-html", contentType: doc.contentType ?? "unknown", finalUrl: doc.url };
  // Read in the article thread: the parse would otherwise hold this process's event loop for 50-250 ms.
  const page = await (opts.reader ?? articleReaderThread).read(doc.body, doc.url, { robotsHeader: doc.robotsTag, contentType: doc.contentType });
  return page.article
    ? { kind: "article", article: page.article, finalUrl: doc.url, noarchive: page.noarchive }
    : { kind: "no-article", reason: page.reason ?? "nothing", finalUrl: doc.url, noarchive: page.noarchive };
}
