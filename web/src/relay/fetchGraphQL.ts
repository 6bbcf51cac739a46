/**
 * The GraphQL request itself, with the spec's client-side timeouts (part 1 sections 7 and 9: calls time out
 * after 10 seconds, feed calls after 15) and its message, "API request timed out". Kept free of the page
 * (cookie, store) so it can be tested against a real server.
 */

export const API_TIMEOUT_MESSAGE = "API request timed out";
/** Spec part 1 section 9: API timeout 10 seconds. */
export const API_TIMEOUT_MS = 10_000;
/** Spec part 1 section 9 and part 2 section 9: feed calls (search, discovery, subscribing by URL) 15 seconds. */
export const FEED_API_TIMEOUT_MS = 15_000;

/**
 * Root fields that may discover and fetch feeds on the server (a URL's first fetch takes up to 10 s there):
 * feed search and discovery, subscribing by URL or feed id, bundles and OPML batches.
 */
const FEED_CALL = /(?<![\w])(feedSearch|subscribe|subscribeBatch|subscribeToFeedTag|importOpml)\s*\(/;

/** The timeout for an operation, from its text: 15 s for feed calls, else 10 s. */
export function timeoutFor(operationText: string | null | undefined): number {
  return operationText && FEED_CALL.test(operationText) ? FEED_API_TIMEOUT_MS : API_TIMEOUT_MS;
}

/** The error a call that ran out of time rejects with. */
export class ApiTimeoutError extends Error {
  constructor() {
    super(API_TIMEOUT_MESSAGE);
    this.name = "ApiTimeoutError";
  }
}

/** Whether a failed call timed out (Relay hands the fetch function's error on to onError and boundaries). */
export function isApiTimeout(error: unknown): boolean {
  return error instanceof ApiTimeoutError || (error instanceof Error && error.message === API_TIMEOUT_MESSAGE);
}

/** What to tell the user about a failed request: the spec's timeout message, else `fallback`. */
export function requestErrorMessage(error: unknown, fallback: string): string {
  return isApiTimeout(error) ? API_TIMEOUT_MESSAGE : fallback;
}

export interface PostGraphQLOptions {
  token?: string | null | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * POSTs one operation and resolves with the HTTP response, or rejects with ApiTimeoutError when no answer
 * (headers and body) came within `timeoutMs`: the request is aborted, so nothing is left waiting.
 */
export async function postGraphQL(url: string, payload: { query: string | null | undefined; variables: unknown }, opts: PostGraphQLOptions): Promise<{ response: Response; json: unknown }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    const response = await (opts.fetch ?? fetch)(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    // The body counts too: a server may send headers and then stall.
    const json: unknown = await response.json();
    return { response, json };
  } catch (e) {
    if (controller.signal.aborted) throw new ApiTimeoutError();
    throw e;
  } finally {
    clearTimeout(timer);
  }
}
