import { contextForRequest, type ContextDeps } from "../context.js";
import { DomainError, validationError } from "../errors.js";
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

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in any value would fail whatever query it reached, possibly after
 * other writes of the same request: refused up front, naming the field.
 */
function refuseNul(query: URLSearchParams, body: unknown): void {
  for (const [key, value] of query) if (key.includes("\u0000") || value.includes("\u0000")) throw nulIn(key);
  const field = nulField(body, "body", 0);
  if (field !== null) throw nulIn(field);
}

function nulIn(field: string): DomainError {
  return validationError({ [field]: "Text cannot contain NUL characters" });
}

/** The top-level field of a JSON value holding a NUL in a key or string, or null. */
function nulField(value: unknown, field: string, depth: number): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? field : null;
  if (value === null || typeof value !== "object" || depth > 64) return null;
  for (const [key, v] of Object.entries(value)) {
    const name = depth === 0 && !Array.isArray(value) ? key : field;
    if (key.includes("\u0000") || nulField(v, name, depth + 1) !== null) return name;
  }
  return null;
}

/** Serves one /api_v1 request: route, build the context, run the handler, present JSON. */
export async function handleRest(deps: ContextDeps, request: Request, url: URL, remoteAddress?: string): Promise<Response> {
  const match = matchRoute(request.method, url.pathname.slice(REST_PREFIX.length) || "/");
  try {
    if (match.kind === "not-found") throw new DomainError("NOT_FOUND");
    if (match.kind === "method-not-allowed") throw new DomainError("METHOD_NOT_ALLOWED");
    const body = await readJsonBody(request);
    refuseNul(url.searchParams, body.json);
    const ctx = await contextForRequest(deps, request, remoteAddress);
    const result = await match.handler({ ctx, params: match.params, query: url.searchParams, body: body.json, rawBody: body.text, headers: request.headers });
    return result instanceof Response ? result : json(200, result);
  } catch (error) {
    const response = errorResponse(error, deps.log, deps.services.errorReporter, { method: request.method, path: url.pathname });
    if (match.kind === "method-not-allowed") response.headers.set("allow", match.allowed.join(", "));
    return response;
  }
}
