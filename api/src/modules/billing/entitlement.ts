/**
 * When a paid subscription makes its user Pro: pure rules over what the latest webhook event said, shared by
 * the billing service and nothing else (the property test models them independently).
 */

/** Stripe statuses that keep Pro: paying, trialling, or past due while Stripe retries the card. */
export const ENTITLING_STATUSES = ["active", "trialing", "past_due"] as const;
/** Stripe never brings a subscription back from these: no later-arriving event may revive one. */
export const TERMINAL_STATUSES = ["canceled", "incomplete_expired"] as const;

export interface SubscriptionState {
  source: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEndAt: Date;
}

const entitling = (s: SubscriptionState) => (ENTITLING_STATUSES as readonly string[]).includes(s.status);

/**
 * Whether it ends on its own: cancelled to the period's end (the spec: cancelling keeps Pro to the end of the
 * billing cycle) or a gift. A renewing one has no end here: its renewal event moves the period, and a late
 * webhook must not take Pro from someone who paid.
 */
const ending = (s: SubscriptionState) => s.cancelAtPeriodEnd || s.source === "gift";

/** Whether this subscription gives Pro at `now`. */
export function entitles(s: SubscriptionState, now: Date): boolean {
  return entitling(s) && (!ending(s) || s.currentPeriodEndAt > now);
}

/** What the user row keeps: Pro or not, and until when (null = until a webhook says otherwise). */
export function premiumOf(subs: SubscriptionState[], now: Date): { isPremium: boolean; premiumUntil: Date | null } {
  const live = subs.filter((s) => entitles(s, now));
  if (!live.length) return { isPremium: false, premiumUntil: null };
  if (live.some((s) => !ending(s))) return { isPremium: true, premiumUntil: null };
  return { isPremium: true, premiumUntil: new Date(Math.max(...live.map((s) => s.currentPeriodEndAt.getTime()))) };
}

/**
 * Whether an event's state may replace the stored one. Stripe promises neither order nor single delivery:
 * an older event never overwrites a newer one (equal times: the later arrival wins), and a terminal state
 * stays terminal.
 */
export function supersedes(stored: { status: string; stateAt: Date } | null, incoming: { status: string; at: Date }): boolean {
  if (!stored) return true;
  if (incoming.at < stored.stateAt) return false;
  const terminal = (status: string) => (TERMINAL_STATUSES as readonly string[]).includes(status);
  return !(terminal(stored.status) && !terminal(incoming.status));
}
