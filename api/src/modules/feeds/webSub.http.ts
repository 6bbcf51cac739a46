import type { Logger } from "../../logger.js";
import type { WebSub } from "./webSub.service.js";

/** Where hubs call back: `/api/websub/{feedId}/{callbackToken}` (config.webSub.callbackBase is its public address). */
export const WEBSUB_PREFIX = "/api/websub/";

const plain = (status: number, body = "", headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    // The spec (section 7): the echoed challenge in a safe media type, never sniffed as anything else.
    headers: { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff", "cache-control": "no-store", ...headers },
  });

/** The body up to `max` bytes; null once it passes them (the rest is not read). */
async function readCapped(request: Request, max: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (!Number.isNaN(declared) && declared > max) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/**
 * The WebSub callback: GET is the hub's verification of intent (or its denial), POST a content distribution.
 * Thin: the path names the subscription, the service decides. A push for an unknown callback is 410 (the hub may
 * drop it, spec section 8) before its body is read; a body past config.webSub.maxBodyBytes is 413; a push whose
 * signature fails is answered 202 like a stored one and never processed.
 */
export async function handleWebSubCallback(webSub: WebSub, maxBodyBytes: number, request: Request, url: URL, log: Logger): Promise<Response> {
  const [feedId, token, ...rest] = url.pathname.slice(WEBSUB_PREFIX.length).split("/");
  if (!feedId || !token || rest.length) return plain(404, "Unknown subscription");
  if (request.method === "GET") {
    const answer = await webSub.verify(feedId, token, url.searchParams);
    return plain(answer.status, answer.body);
  }
  if (request.method !== "POST") return plain(405, "Method Not Allowed", { allow: "GET, POST" });
  const target = await webSub.pushTarget(feedId, token);
  if (!target) return plain(410, "No such subscription");
  const body = await readCapped(request, maxBodyBytes);
  if (!body) {
    log.warn({ feedId, maxBodyBytes }, "refused a WebSub push larger than WEBSUB_MAX_BODY_BYTES");
    return plain(413, `Pushes are limited to ${maxBodyBytes} bytes`);
  }
  await webSub.receive(target, { body, contentType: request.headers.get("content-type"), signature: request.headers.get("x-hub-signature") });
  return plain(202);
}
