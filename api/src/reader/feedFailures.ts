import type { FetchErrorCode } from "./fetch/fetchDocument.js";
import type { ParseErrorCode } from "./parse/types.js";

// Browser-safe on purpose (types only): the one table of what a failed fetch or parse means to a reader, in
// one plain sentence per code. The server puts these sentences everywhere a user meets a failure (the
// drawer's marker, a subscription's banner, the Add subscription dialog, the OPML import's per-feed result,
// REST's feed `failure`), so they are said once, here. The job log keeps the technical message for admins.

/** Every code a refresh or a discovery can fail with, plus a feed an admin removed (status deleted, no code). */
export type FeedFailureCode = FetchErrorCode | ParseErrorCode | "FEED_DELETED";

const SENTENCES: Record<Exclude<FeedFailureCode, "FETCH_HTTP_ERROR">, string> = {
  FETCH_BAD_URL: "This is not a web address Rivulet can fetch (only http and https addresses work).",
  FETCH_BLOCKED_ADDRESS: "This address points into a private network, which Rivulet never fetches from.",
  FETCH_DNS: "No site answers to this address: check it for typos (the name could not be found).",
  FETCH_CONNECTION: "The site could not be reached: its server refused or dropped the connection.",
  FETCH_TLS: "The site's secure connection failed (HTTPS/TLS), so Rivulet could not safely read it.",
  FETCH_TIMEOUT: "The site took too long to answer.",
  FETCH_TOO_LARGE: "The feed is too large for Rivulet to read.",
  FETCH_TOO_MANY_REDIRECTS: "The address redirects too many times to reach a feed.",
  FETCH_NOT_FOUND: "The server says this feed does not exist (404).",
  FETCH_GONE: "The publisher has removed this feed for good (410).",
  FETCH_RATE_LIMITED: "The site is turning away requests for now (429); Rivulet will try again later.",
  FETCH_UNAVAILABLE: "The site is temporarily unavailable (503); Rivulet will try again later.",
  NOT_A_FEED: "This address is a web page or another kind of file, not a feed.",
  INVALID_JSON: "The feed is broken: its JSON cannot be read.",
  EMPTY_DOCUMENT: "The site sent an empty page instead of a feed.",
  FEED_DELETED: "This feed has been removed from Rivulet.",
};

/** FETCH_HTTP_ERROR says which status, as the ones users meet most are worth telling apart. */
function httpErrorSentence(status: number | null | undefined): string {
  if (status === 401 || status === 403) return `The site refuses to let Rivulet read this feed (${status}).`;
  if (status && status >= 500) return `The site's server failed while answering (${status}); Rivulet will try again later.`;
  return status ? `The site answered with an error (HTTP ${status}).` : "The site answered with an error.";
}

/** One plain sentence for a failure code (an unknown code still gets a sentence, never a raw code). */
export function feedFailureSentence(code: string, httpStatus?: number | null): string {
  if (code === "FETCH_HTTP_ERROR") return httpErrorSentence(httpStatus);
  return SENTENCES[code as keyof typeof SENTENCES] ?? "The feed could not be fetched.";
}
