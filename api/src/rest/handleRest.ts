import { contextForRequest, type ContextDeps } from "../context.js";
import { DomainError, validationError } from "../errors.js";
import { fieldHoldingNul, NUL_MESSAGE } from "../lib/nulCharacters.js";
import { errorResponse, json } from "./respond.js";
import { matchRoute } from "./router.js";

export const REST_PREFIX = "/api_v1";
const MAX_BODY_BYTES = 1_000_000;

/** The JSON body, and its text as sent (a signed webhook is verified against the exact bytes). */
async function readJsonBody(request: Request): Promise<{ json: unknown; text: string | undefined }> {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "DELETE") return { json: undefined, text: undefined };
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new DomainError("PAYLOAD_TOO_LARGE");
  if (text.trim() === "") return { json: undefined, text };
  // Spec part 1 section 5: requests must carry the JSON content type.
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) throw new DomainError("INVALID_CONTENT_TYPE");
  try {
    return { json: JSON.parse(text), text };
  } catch {
    throw new DomainError("INVALID_JSON");
  }
}

/** A NUL character anywhere in the query or body (see nulCharacters.ts): refused, naming the field. */
function refuseNul(query: URLSearchParams, body: { json: unknown; text: string | undefined }): void {
  for (const [key, value] of query) if (key.includes("\u0000") || value.includes("\u0000")) throw validationError({ [key]: NUL_MESSAGE });
  // Valid JSON text holds a NUL only as the \u0000 escape: the parsed body is walked only when its text has one.
  if (!body.text?.includes("\\u0000")) return;
  const field = fieldHoldingNul(body.json, "body");
  if (field !== null) throw validationError({ [field]: NUL_MESSAGE });
}

/** Serves one /api_v1 request: route, build the context, run the handler, present JSON. */
export async function handleRest(deps: ContextDeps, request: Request, url: URL, remoteAddress?: string): Promise<Response> {
  const match = matchRoute(request.method, url.pathname.slice(REST_PREFIX.length) || "/");
  try {
    if (match.kind === "not-found") throw new DomainError("NOT_FOUND");
    if (match.kind === "method-not-allowed") throw new DomainError("METHOD_NOT_ALLOWED");
    const body = await readJsonBody(request);
    refuseNul(url.searchParams, body);
    const ctx = await contextForRequest(deps, request, remoteAddress);
    const result = await match.handler({ ctx, params: match.params, query: url.searchParams, body: body.json, rawBody: body.text, headers: request.headers });
    return result instanceof Response ? result : json(200, result);
  } catch (error) {
    const response = errorResponse(error, deps.log, deps.services.errorReporter, { method: request.method, path: url.pathname });
    if (match.kind === "method-not-allowed") response.headers.set("allow", match.allowed.join(", "));
    return response;
  }
}
