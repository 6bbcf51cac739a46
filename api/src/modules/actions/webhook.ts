import { createHmac, randomBytes } from "node:crypto";
import { FetchError, type Fetcher } from "../../reader/fetch/fetchDocument.js";
import { DeliveryFailure, MAX_RETRY_AFTER_MS } from "./deliveryFailure.js";

/** Header names of a webhook delivery (README: verifying a delivery). */
export const SIGNATURE_HEADER = "x-rivulet-signature";
export const DELIVERY_HEADER = "x-rivulet-delivery";
export const TIMESTAMP_HEADER = "x-rivulet-timestamp";

/** A new action's signing key: 32 random bytes, shown to its owner. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** `sha256=<hex>` of HMAC-SHA256 over the raw body with the action's key: what X-Rivulet-Signature carries. */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

export interface WebhookDelivery {
  /** The delivery's id: the idempotency key, the same on every retry of this delivery. */
  deliveryId: string;
  actionId: string;
  subscriptionId: string | null;
  subscriptionTagId: string | null;
  contentItemTagId: string | null;
  item: { id: string; title: string | null; link: string | null; author: string | null; publishedAt: Date | null; sortAt: Date };
  feed: { id: string; title: string | null; url: string; link: string | null };
}

/** The JSON a webhook receives. `timestamp` (Unix seconds) repeats X-Rivulet-Timestamp inside what is signed. */
export function webhookBody(d: WebhookDelivery, now: Date): string {
  return JSON.stringify({
    id: d.deliveryId,
    type: "action.triggered",
    timestamp: Math.floor(now.getTime() / 1000),
    actionId: d.actionId,
    contentItemId: d.item.id,
    feedId: d.feed.id,
    subscriptionId: d.subscriptionId,
    subscriptionTagId: d.subscriptionTagId,
    contentItemTagId: d.contentItemTagId,
    contentItem: {
      id: d.item.id,
      title: d.item.title,
      link: d.item.link,
      creator: d.item.author,
      publishedAt: (d.item.publishedAt ?? d.item.sortAt).toISOString(),
    },
    feed: { id: d.feed.id, title: d.feed.title, url: d.feed.url, link: d.feed.link },
  });
}

/** The webhook's address as the user may read it in an error: no query string (it may carry a token). */
function shown(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return "the webhook";
  }
}

/** Statuses worth another attempt: the receiver is busy, down or timed out, not refusing. */
const RETRYABLE_STATUS = new Set([408, 425, 429]);

/**
 * POSTs one delivery, signed, through the guarded fetch (private addresses refused unless allowed, no redirects,
 * a timeout). 2xx is done; 408, 425, 429 and 5xx are retried (after Retry-After when given); a redirect or any
 * other 4xx is the receiver refusing, so the action fails without retrying.
 */
export async function sendWebhook(fetcher: Fetcher, opts: { url: string; secret: string; delivery: WebhookDelivery; timeoutMs: number; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  const body = webhookBody(opts.delivery, now);
  const where = shown(opts.url);
  let answer;
  try {
    answer = await fetcher.post(opts.url, body, {
      timeoutMs: opts.timeoutMs,
      headers: {
        "content-type": "application/json",
        [DELIVERY_HEADER]: opts.delivery.deliveryId,
        "idempotency-key": opts.delivery.deliveryId,
        [TIMESTAMP_HEADER]: String(Math.floor(now.getTime() / 1000)),
        [SIGNATURE_HEADER]: signBody(opts.secret, body),
      },
    });
  } catch (e) {
    if (!(e instanceof FetchError)) throw e;
    const permanent = e.code === "FETCH_BLOCKED_ADDRESS" || e.code === "FETCH_BAD_URL";
    const reason = e.code === "FETCH_BLOCKED_ADDRESS" ? "its address is on a private network" : e.code === "FETCH_TIMEOUT" ? `it did not answer within ${opts.timeoutMs / 1000} s` : e.message;
    throw new DeliveryFailure(`The webhook ${where} could not be reached: ${reason}`, permanent);
  }
  const { status } = answer;
  if (status >= 200 && status < 300) return;
  const retryAfterMs = answer.retryAfterSeconds !== undefined ? Math.min(answer.retryAfterSeconds * 1000, MAX_RETRY_AFTER_MS) : undefined;
  if (status >= 500 || RETRYABLE_STATUS.has(status)) throw new DeliveryFailure(`The webhook ${where} answered HTTP ${status}`, false, retryAfterMs);
  if (status >= 300 && status < 400) throw new DeliveryFailure(`The webhook ${where} answered with a redirect (HTTP ${status}): use the address it points to`, true);
  throw new DeliveryFailure(`The webhook ${where} refused the delivery (HTTP ${status})`, true);
}
