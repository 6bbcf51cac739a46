import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher } from "../../reader/fetch/fetchDocument.js";
import { signatureValid, startWebhookReceiver, type WebhookAnswer } from "../../../../tests/setup/webhookReceiver.js";
import { DeliveryFailure } from "./deliveryFailure.js";
import { sendWebhook, type WebhookDelivery } from "./webhook.js";

// One webhook POST against a real local server: what counts as delivered, retried or refused for good.
let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
const allowed = createFetcher({ userAgent: "test", timeoutMs: 5000, maxBytes: 1_000_000, allowPrivateHosts: ["127.0.0.1"] });
const guarded = createFetcher({ userAgent: "test", timeoutMs: 5000, maxBytes: 1_000_000 });

beforeAll(async () => {
  hooks = await startWebhookReceiver((hook): WebhookAnswer => {
    const status = Number(hook.path.split("/")[1]);
    if (status === 429) return { status, headers: { "retry-after": "7" } };
    if (status === 301) return { status, headers: { location: "/200" } };
    if (hook.path === "/hang") return { status: 200, delayMs: 3000 };
    return { status };
  });
});
afterAll(async () => {
  await hooks?.close();
  await allowed.close();
  await guarded.close();
});

const delivery: WebhookDelivery = {
  deliveryId: "0190a000-0000-7000-8000-000000000001", actionId: "a", subscriptionId: "s", subscriptionTagId: null, contentItemTagId: null,
  item: { id: "i", title: "T", link: "https://example.org/t", author: null, publishedAt: null, sortAt: new Date("2026-01-02T03:04:05Z") },
  feed: { id: "f", title: "F", url: "https://example.org/feed", link: null },
};

async function failure(url: string, fetcher = allowed, timeoutMs = 5000): Promise<DeliveryFailure> {
  const e = await sendWebhook(fetcher, { url, secret: "k", delivery, timeoutMs }).then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(DeliveryFailure);
  return e as DeliveryFailure;
}

describe("webhooks", () => {
  it("POSTs the signed JSON with its idempotency key and timestamp; 2xx is delivered", async () => {
    await sendWebhook(allowed, { url: `${hooks.base}/204`, secret: "k", delivery, timeoutMs: 5000, now: new Date(1_800_000_000_000) });
    const [hook] = hooks.at("/204");
    expect(signatureValid("k", hook!)).toBe(true);
    expect(signatureValid("other", hook!)).toBe(false);
    expect(hook!.headers).toMatchObject({ "x-rivulet-delivery": delivery.deliveryId, "idempotency-key": delivery.deliveryId, "x-rivulet-timestamp": "1800000000" });
    expect(JSON.parse(hook!.body)).toEqual({
      id: delivery.deliveryId, type: "action.triggered", timestamp: 1_800_000_000, actionId: "a", contentItemId: "i", feedId: "f", subscriptionId: "s",
      subscriptionTagId: null, contentItemTagId: null,
      contentItem: { id: "i", title: "T", link: "https://example.org/t", creator: null, publishedAt: "2026-01-02T03:04:05.000Z" },
      feed: { id: "f", title: "F", url: "https://example.org/feed", link: null },
    });
  });

  it("retries busy and failing receivers (after Retry-After when given) and fails at once on a refusal", async () => {
    expect(await failure(`${hooks.base}/429`)).toMatchObject({ permanent: false, retryAfterMs: 7000, message: `The webhook ${hooks.base}/429 answered HTTP 429` });
    expect(await failure(`${hooks.base}/503`)).toMatchObject({ permanent: false, retryAfterMs: undefined });
    expect(await failure(`${hooks.base}/408`)).toMatchObject({ permanent: false });
    expect(await failure(`${hooks.base}/404`)).toMatchObject({ permanent: true, message: `The webhook ${hooks.base}/404 refused the delivery (HTTP 404)` });
    // A redirect is not followed (a webhook names its receiver exactly).
    expect(await failure(`${hooks.base}/301`)).toMatchObject({ permanent: true });
    expect(hooks.at("/200")).toHaveLength(0);
    expect(await failure(`${hooks.base}/hang`, allowed, 500)).toMatchObject({ permanent: false, message: `The webhook ${hooks.base}/hang could not be reached: it did not answer within 0.5 s` });
  });

  it("goes through the private-address guard like every server-side fetch", async () => {
    const before = hooks.received.length;
    expect(await failure(`${hooks.base}/200`, guarded)).toMatchObject({ permanent: true, message: `The webhook ${hooks.base}/200 could not be reached: its address is on a private network` });
    expect(await failure("http://169.254.169.254/latest/meta-data", guarded)).toMatchObject({ permanent: true });
    expect(await failure("http://localhost/x", guarded)).toMatchObject({ permanent: true, message: "The webhook http://localhost/x could not be reached: its address is on a private network" });
    expect(hooks.received.length).toBe(before);
  });
});
