import type { FetchErrorCode } from "../fetch/fetchDocument.js";

// What a failed "Load full article" means to a reader, one plain sentence per code (as feedFailures.ts does for
// feeds). Stored with a failed row (errorMessage) and carried by the FULL_ARTICLE_* errors' messages.

/** Codes a full article can fail with: the fetcher's, and what the page turned out to be. */
export type ArticleFailureCode = FetchErrorCode | "ARTICLE_NOT_FOUND" | "ARTICLE_TOO_COMPLEX" | "NOT_A_WEB_PAGE" | "ARTICLE_NOT_READ";

const SENTENCES: Record<Exclude<ArticleFailureCode, "FETCH_HTTP_ERROR">, string> = {
  FETCH_BAD_URL: "The item's link is not a web address Rivulet can fetch (only http and https addresses work).",
  FETCH_BLOCKED_ADDRESS: "The article's address points into a private network, which Rivulet never fetches from.",
  FETCH_DNS: "No site answers to the article's address (the name could not be found).",
  FETCH_CONNECTION: "The article's site could not be reached: its server refused or dropped the connection.",
  FETCH_TLS: "The article's site has no working secure connection (HTTPS/TLS), so Rivulet could not safely read it.",
  FETCH_TIMEOUT: "The article's site took too long to answer.",
  FETCH_TOO_LARGE: "The article's page is too large for Rivulet to read.",
  FETCH_TOO_MANY_REDIRECTS: "The article's address redirects too many times.",
  FETCH_NOT_FOUND: "The site says this article does not exist (404).",
  FETCH_GONE: "The site has removed this article (410).",
  FETCH_RATE_LIMITED: "The site is turning away requests for now (429): try again later.",
  FETCH_UNAVAILABLE: "The site is temporarily unavailable (503): try again later.",
  ARTICLE_NOT_FOUND: "No article was found on this page.",
  ARTICLE_TOO_COMPLEX: "The page is too large and complex to find its article in.",
  NOT_A_WEB_PAGE: "The item's link leads to a file, not a web page with an article.",
  // Our side failed (not the page): after MAX_ATTEMPTS the worker stops; a reader can still ask.
  ARTICLE_NOT_READ: "Rivulet could not read this article's page.",
};

/** One plain sentence for a failure code; FETCH_HTTP_ERROR says which status. */
export function articleFailureSentence(code: string, httpStatus?: number | null): string {
  if (code === "FETCH_HTTP_ERROR") {
    if (httpStatus === 401 || httpStatus === 403) return `The site refuses to let Rivulet read this article (${httpStatus}).`;
    if (httpStatus && httpStatus >= 500) return `The article's site failed while answering (${httpStatus}): try again later.`;
    return httpStatus ? `The article's site answered with an error (HTTP ${httpStatus}).` : "The article's site answered with an error.";
  }
  return SENTENCES[code as keyof typeof SENTENCES] ?? "The article's page could not be fetched.";
}

/**
 * Failures that may pass on their own (the worker tries again later, MAX_ATTEMPTS in all): timeouts, dropped
 * connections, a DNS hiccup, 429, 503 and other 5xx. The rest (404, 410, 401/403, a private address, no article
 * in the page) will answer the same next time.
 */
export function isTransient(code: string, httpStatus?: number | null): boolean {
  if (code === "FETCH_HTTP_ERROR") return Boolean(httpStatus && (httpStatus >= 500 || httpStatus === 408 || httpStatus === 425));
  return ["FETCH_TIMEOUT", "FETCH_CONNECTION", "FETCH_DNS", "FETCH_RATE_LIMITED", "FETCH_UNAVAILABLE"].includes(code);
}
