import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small WebSub hub on 127.0.0.1 (W3C Recommendation, sections 5-8), for tests and bench/websub: it takes
 * subscription and unsubscription requests (form POSTs, answered 202), verifies intent against the subscriber's
 * callback (GET with hub.mode, hub.topic, a random hub.challenge and hub.lease_seconds; the echo must match),
 * keeps verified subscriptions until their lease ends, and distributes content: a publisher's `hub.mode=publish`
 * (the hub fetches hub.url, else the topic) or `publish()` POSTs the body to every subscriber of the topic with
 * the topic's Content-Type, Link rel=hub and rel=self, and X-Hub-Signature over the exact body with the
 * subscriber's secret. A callback answering 410 loses its subscription. Everything it did is recorded for tests.
 */

export interface HubRequest {
  mode: string;
  topic: string;
  callback: string;
  secret: string | null;
  leaseSeconds: number | null;
  at: number;
}

export interface HubVerification {
  mode: "subscribe" | "unsubscribe";
  topic: string;
  callback: string;
  status: number;
  /** The callback answered 2xx with the challenge: the request took effect. */
  verified: boolean;
  leaseSeconds: number | null;
}

export interface HubSubscription {
  topic: string;
  callback: string;
  secret: string | null;
  leaseSeconds: number;
  expiresAt: number;
}

export interface HubDelivery {
  topic: string;
  callback: string;
  status: number;
}

export interface SignOptions {
  /** Sign with this key instead of the subscriber's secret (a forger), or null to send no signature at all. */
  key?: string | null;
  algorithm?: "sha1" | "sha256" | "sha384" | "sha512";
}

export interface WebSubHub {
  /** The hub's endpoint, as feeds advertise it. */
  url: string;
  requests: HubRequest[];
  verifications: HubVerification[];
  deliveries: HubDelivery[];
  /** Verified subscriptions whose lease has not ended (of one topic, or all). */
  subscriptions(topic?: string): HubSubscription[];
  /** The lease the hub grants for a request (default: what was asked, else 10 days). */
  grantLease(decide: (requested: number | null) => number): void;
  /** Refuses the next subscription requests with this status (0: accept again). */
  refuseWith(status: number): void;
  /** Distributes a body to every subscriber of the topic; answers each callback's status. */
  publish(topic: string, body: string | Buffer, contentType: string, sign?: SignOptions): Promise<HubDelivery[]>;
  /** Tells a subscriber the hub denies its subscription (hub.mode=denied). */
  deny(topic: string, callback: string, reason: string): Promise<number>;
  /** Resolves once the condition holds (polled every 20 ms), or rejects after `timeoutMs`. */
  until(condition: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const TEN_DAYS = 10 * 86_400;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startWebSubHub(): Promise<WebSubHub> {
  const requests: HubRequest[] = [];
  const verifications: HubVerification[] = [];
  const deliveries: HubDelivery[] = [];
  const active = new Map<string, HubSubscription>();
  const key = (topic: string, callback: string) => `${topic}\n${callback}`;
  let decideLease = (requested: number | null) => requested ?? TEN_DAYS;
  let refusal = 0;
  let url = "";

  /** Section 5.3: the hub asks the callback to confirm; only an exact echo of the challenge counts. */
  async function verify(request: HubRequest) {
    const challenge = randomBytes(16).toString("hex");
    const lease = request.mode === "subscribe" ? decideLease(request.leaseSeconds) : null;
    const target = new URL(request.callback);
    target.searchParams.set("hub.mode", request.mode);
    target.searchParams.set("hub.topic", request.topic);
    target.searchParams.set("hub.challenge", challenge);
    if (lease !== null) target.searchParams.set("hub.lease_seconds", String(lease));
    // Status 0: the callback could not be reached.
    const { status, verified } = await fetch(target, { redirect: "manual" }).then(
      async (res) => ({ status: res.status, verified: res.status >= 200 && res.status < 300 && (await res.text()) === challenge }),
      () => ({ status: 0, verified: false }),
    );
    verifications.push({ mode: request.mode as "subscribe" | "unsubscribe", topic: request.topic, callback: request.callback, status, verified, leaseSeconds: lease });
    if (!verified) return;
    if (request.mode === "subscribe") {
      active.set(key(request.topic, request.callback), {
        topic: request.topic, callback: request.callback, secret: request.secret, leaseSeconds: lease!, expiresAt: Date.now() + lease! * 1000,
      });
    } else {
      active.delete(key(request.topic, request.callback));
    }
  }

  function subscriptions(topic?: string): HubSubscription[] {
    const now = Date.now();
    for (const [k, s] of active) if (s.expiresAt <= now) active.delete(k);
    return [...active.values()].filter((s) => topic === undefined || s.topic === topic);
  }

  async function publish(topic: string, body: string | Buffer, contentType: string, sign: SignOptions = {}): Promise<HubDelivery[]> {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8");
    const results = await Promise.all(
      subscriptions(topic).map(async (s) => {
        const headers: Record<string, string> = { "content-type": contentType, link: `<${url}>; rel="hub", <${topic}>; rel="self"` };
        const secret = sign.key === undefined ? s.secret : sign.key;
        if (secret !== null) headers["x-hub-signature"] = `${sign.algorithm ?? "sha256"}=${createHmac(sign.algorithm ?? "sha256", secret).update(bytes).digest("hex")}`;
        const status = await fetch(s.callback, { method: "POST", headers, body: new Uint8Array(bytes), redirect: "manual" }).then(
          async (res) => (await res.arrayBuffer(), res.status),
          () => 0, // the callback could not be reached
        );
        // Section 8: a subscriber may answer 410 to say the subscription is gone.
        if (status === 410) active.delete(key(s.topic, s.callback));
        const delivery = { topic, callback: s.callback, status };
        deliveries.push(delivery);
        return delivery;
      }),
    );
    return results;
  }

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== "POST") return void res.writeHead(405).end();
      const form = new URLSearchParams(await readBody(req));
      const mode = form.get("hub.mode") ?? "";
      if (mode === "publish") {
        const topic = form.get("hub.topic") ?? form.get("hub.url") ?? "";
        const source = form.get("hub.url") ?? topic;
        res.writeHead(202).end();
        const fetched = await fetch(source);
        await publish(topic, Buffer.from(await fetched.arrayBuffer()), fetched.headers.get("content-type") ?? "application/xml");
        return;
      }
      const topic = form.get("hub.topic");
      const callback = form.get("hub.callback");
      if ((mode !== "subscribe" && mode !== "unsubscribe") || !topic || !callback || !/^https?:\/\//.test(callback)) {
        return void res.writeHead(400, { "content-type": "text/plain" }).end("hub.mode, hub.topic and an http(s) hub.callback are required");
      }
      const secret = form.get("hub.secret");
      if (secret !== null && Buffer.byteLength(secret) >= 200) return void res.writeHead(400, { "content-type": "text/plain" }).end("hub.secret must be under 200 bytes");
      const lease = form.get("hub.lease_seconds");
      const request: HubRequest = { mode, topic, callback, secret, leaseSeconds: lease ? Number(lease) : null, at: Date.now() };
      requests.push(request);
      if (refusal && mode === "subscribe") return void res.writeHead(refusal, { "content-type": "text/plain" }).end("This hub does not take subscriptions right now");
      // Section 5.1.2: accepted, then verified asynchronously (the answer never depends on the verification).
      res.writeHead(202).end();
      setImmediate(() => void verify(request));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  return {
    url,
    requests,
    verifications,
    deliveries,
    subscriptions,
    grantLease(decide) {
      decideLease = decide;
    },
    refuseWith(status) {
      refusal = status;
    },
    publish,
    async deny(topic, callback, reason) {
      const target = new URL(callback);
      target.searchParams.set("hub.mode", "denied");
      target.searchParams.set("hub.topic", topic);
      target.searchParams.set("hub.reason", reason);
      active.delete(key(topic, callback));
      const res = await fetch(target);
      await res.arrayBuffer();
      return res.status;
    },
    async until(condition, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error("the hub did not see what the test waited for");
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
