import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One POST a webhook receiver got. */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as signed. */
  body: string;
  at: number;
}

/** What the receiver answers a POST (the nth to its path, counted from 1). */
export type WebhookAnswer = { status: number; headers?: Record<string, string>; delayMs?: number };

/** Verifies X-Rivulet-Signature the way README tells receivers to: HMAC-SHA256 of the raw body with the action's key. */
export function signatureValid(secret: string, hook: ReceivedWebhook): boolean {
  const sent = String(hook.headers["x-rivulet-signature"] ?? "");
  const expected = `sha256=${createHmac("sha256", secret).update(hook.body).digest("hex")}`;
  return sent.length === expected.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}

/**
 * A real HTTP server on 127.0.0.1 that keeps every POST and answers as `answer` says (200 by default): the far end
 * of actions' webhooks in tests and bench/actions.
 */
export async function startWebhookReceiver(answer: (hook: ReceivedWebhook, nth: number) => WebhookAnswer = () => ({ status: 200 })) {
  const received: ReceivedWebhook[] = [];
  const perPath = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const hook: ReceivedWebhook = { path: req.url ?? "/", headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() };
      received.push(hook);
      const nth = (perPath.get(hook.path) ?? 0) + 1;
      perPath.set(hook.path, nth);
      const a = answer(hook, nth);
      const send = () => res.writeHead(a.status, { "content-type": "text/plain", ...a.headers }).end("ok");
      if (a.delayMs) setTimeout(send, a.delayMs);
      else send();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    /** POSTs to one path. */
    at: (path: string) => received.filter((h) => h.path === path),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}
