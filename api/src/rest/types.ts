import type { RequestContext } from "../context.js";

export interface RestRequest {
  ctx: RequestContext;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body (undefined when none was sent). */
  body: unknown;
  /** The body's text exactly as sent (undefined for GET, HEAD and DELETE). */
  rawBody?: string | undefined;
  /** The request's headers (conditional GETs read their validators; webhooks their signatures). */
  headers: Headers;
}

/** A REST handler: parse, authorise, call a service, present. Returns the JSON body (200) or a Response. */
export type RestHandler = (req: RestRequest) => Promise<unknown>;
