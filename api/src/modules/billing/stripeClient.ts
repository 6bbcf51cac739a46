import type Stripe from "stripe";
import type { Config } from "../../config.js";
import { lazyRequire } from "../../lib/lazyRequire.js";

type StripeConfig = NonNullable<Config["billing"]["stripe"]>;

/**
 * Stripe's official SDK for our account, or null while billing is not configured. STRIPE_API_BASE points it at
 * another host (stripe-mock in tests): the same SDK code runs either way.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase;
  const StripeSdk = stripeSdk();
  return new StripeSdk(config.secretKey, {
    // A reader's click waits on this: answer within the spec's 10 s API timeout rather than Stripe's 80 s default.
    timeout: 8_000,
    maxNetworkRetries: 1,
    appInfo: { name: "Rivulet" },
    ...(base
      ? {
          host: base.hostname,
          protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
          port: Number(base.port || (base.protocol === "http:" ? 80 : 443)),
        }
      : {}),
  });
}

/** Stripe's SDK, loaded when billing is configured (about 37 MiB a process that never bills would keep otherwise). */
export const stripeSdk = lazyRequire<typeof Stripe>("stripe");

