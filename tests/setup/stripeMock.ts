import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import Stripe from "stripe";
import { freePort } from "./freePort.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface StripeMock {
  /** http://127.0.0.1:<port>, for STRIPE_API_BASE. */
  url: string;
  stop(): Promise<void>;
}

/**
 * stripe-mock (Stripe's own mock of its API, built from the Go module proxy by scripts/install-stripe-mock.sh,
 * which `npm test` runs first; here it builds once if it is missing) on a free port on 127.0.0.1.
 */
export async function startStripeMock(): Promise<StripeMock> {
  const bin = execFileSync("bash", [path.join(ROOT, "scripts/install-stripe-mock.sh")], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }).trim();
  const port = await freePort();
  const child = spawn(bin, ["-http-addr", `127.0.0.1:${port}`], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`stripe-mock exited (${child.exitCode}): ${stderr}`);
    try {
      // Any answer (401 without a key) means it is listening.
      await fetch(`${url}/v1/customers`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`stripe-mock did not listen on ${url} within 20 s: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** The configuration billing tests run with: Stripe through stripe-mock (or any base) and a webhook secret. */
export function stripeEnv(apiBase: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_rivulet",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID_ANNUAL: "price_rivulet_annual",
    STRIPE_PRICE_ID_MONTHLY: "price_rivulet_monthly",
    STRIPE_API_BASE: apiBase,
  };
}

export const WEBHOOK_SECRET = "whsec_rivulet_test_secret";
const signer = new Stripe("sk_test_rivulet");

/** A webhook event body and the Stripe-Signature header the real SDK makes for it. */
export function signedEvent(event: object, secret = WEBHOOK_SECRET): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  return { body, headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload: body, secret }) } };
}

let seq = 0;

/** A customer.subscription.* event as Stripe sends it (API 2025+: the period on the subscription's item). */
export function subscriptionEvent(opts: {
  type?: "customer.subscription.created" | "customer.subscription.updated" | "customer.subscription.deleted";
  eventId?: string;
  subscriptionId: string;
  customerId: string;
  userId?: string;
  status: string;
  cancelAtPeriodEnd?: boolean;
  periodEnd: Date;
  created: Date;
  priceId?: string;
}) {
  const end = Math.floor(opts.periodEnd.getTime() / 1000);
  return {
    id: opts.eventId ?? `evt_test_${++seq}_${Date.now()}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(opts.created.getTime() / 1000),
    type: opts.type ?? "customer.subscription.updated",
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: opts.subscriptionId,
        object: "subscription",
        customer: opts.customerId,
        status: opts.status,
        cancel_at_period_end: opts.cancelAtPeriodEnd ?? false,
        cancel_at: null,
        ended_at: opts.status === "canceled" ? Math.floor(opts.created.getTime() / 1000) : null,
        created: end - 30 * 86_400,
        metadata: opts.userId ? { userId: opts.userId } : {},
        items: {
          object: "list",
          data: [{ id: `si_${opts.subscriptionId}`, object: "subscription_item", current_period_start: end - 30 * 86_400, current_period_end: end, price: { id: opts.priceId ?? "price_rivulet_monthly", object: "price" } }],
        },
      },
    },
  };
}
