import { domainErrorOf, errorBody } from "../errors.js";
import type { ErrorReporter } from "../lib/errorReporter.js";
import type { Logger } from "../logger.js";

/** A JSON response; REST bodies are always JSON (spec: "responses must be JSON"). */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

/** Maps any thrown value to the spec's `{ message, display_message_key }`; unknown errors are logged and masked. */
export function errorResponse(error: unknown, log: Logger, reporter?: ErrorReporter, context: Record<string, unknown> = {}): Response {
  const domain = domainErrorOf(error);
  if (domain) {
    const headers: Record<string, string> = domain.retryAfterSeconds ? { "retry-after": String(domain.retryAfterSeconds) } : {};
    return json(domain.status, errorBody(domain), headers);
  }
  log.error({ err: error }, "unhandled error in REST handler");
  void reporter?.report(error, { transport: "rest", ...context });
  return json(500, {
    message: "An unknown error occurred. If this persists, try refreshing the page.",
    display_message_key: "INTERNAL_ERROR",
  });
}
