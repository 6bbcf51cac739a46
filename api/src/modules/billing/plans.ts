import type { Config, Tier } from "../../config.js";

export type PlanId = "free" | "annual" | "monthly";

/** One of the three plans the upgrade page compares (spec part 3 section 9). */
export interface Plan {
  id: PlanId;
  name: string;
  /** The price as the spec writes it ("$49.99"). */
  price: string;
  amountCents: number;
  interval: "month" | "year" | null;
  /** "Save 17%" on the annual plan. */
  note: string | null;
  /** Stripe's price id from configuration; null for Free and while billing is not configured. */
  priceId: string | null;
  /** Whose limits the plan gives: Free is the verified free tier, both Pro plans the pro tier. */
  tier: Tier;
}

/** Free, Pro annual and Pro monthly, with Stripe's price ids from configuration (spec part 1 section 9). */
export function plansOf(config: Config): Plan[] {
  const ids = config.billing.stripe?.priceIds;
  return [
    { id: "free", name: "Free", price: "$0", amountCents: 0, interval: null, note: null, priceId: null, tier: "freeVerified" },
    { id: "annual", name: "Pro annual", price: "$49.99", amountCents: 4999, interval: "year", note: "Save 17%", priceId: ids?.annual ?? null, tier: "pro" },
    { id: "monthly", name: "Pro monthly", price: "$4.99", amountCents: 499, interval: "month", note: null, priceId: ids?.monthly ?? null, tier: "pro" },
  ];
}

/** The Pro plan a configured price id buys, or null (an unknown id is never sent to Stripe). */
export function planForPriceId(config: Config, priceId: string | null | undefined): Plan | null {
  if (!priceId) return null;
  return plansOf(config).find((p) => p.tier === "pro" && p.priceId === priceId) ?? null;
}
