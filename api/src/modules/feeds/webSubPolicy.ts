import type { HeaderLink } from "../../reader/fetch/linkHeader.js";

/**
 * Pure rules of our WebSub subscriptions (W3C Recommendation, 2018): which hub a feed advertises, when a hub is
 * asked to subscribe or unsubscribe, how long a failed request waits, what a verification may carry. The service
 * (webSub.service.ts) applies them; the polling side is refreshPolicy.ts's intervalWithPush.
 */

/**
 * A subscription's state (FeedWebSub.state):
 * - none: a hub is known, nothing asked yet;
 * - subscribing: asked, the hub's verification of intent not come yet;
 * - active: verified, the lease runs until leaseExpiresAt (a renewal keeps it active);
 * - unsubscribing: asked to end (nobody follows the feed), the verification not come yet;
 * - unsubscribed: ended at our request;
 * - denied: the hub refused (hub.mode=denied); not asked again until the feed advertises another hub or topic;
 * - failed: the hub request failed (a refusal, no answer); asked again after retryDelayMinutes;
 * - expired: the lease ended without a renewal the hub verified.
 */
export type WebSubState = "none" | "subscribing" | "active" | "unsubscribing" | "unsubscribed" | "denied" | "failed" | "expired";

/** The hub and topic a feed advertises. */
export interface AdvertisedHub {
  hubUrl: string;
  topicUrl: string;
}

const isHttp = (u: string) => /^https?:\/\//i.test(u);
/** The spec: "subscribers SHOULD always favor the HTTPS URL for hubs". Otherwise the publisher's order. */
const pickHub = (hubs: string[]) => hubs.find((h) => /^https:/i.test(h)) ?? hubs[0] ?? null;

/**
 * Where a fetched feed says to subscribe (spec section 3): HTTP Link headers first, stopping there when they name a
 * hub; else the document's own link elements (atom:link, JSON Feed `hubs`). The topic is the rel=self of the same
 * source, else the address fetched (a publisher that names a hub but no self means the feed itself). Null when no
 * hub is advertised.
 */
export function advertisedHub(headerLinks: HeaderLink[], document: { hubUrls?: string[]; selfUrl?: string | null }, fetchedUrl: string): AdvertisedHub | null {
  const headerHubs = headerLinks.filter((l) => l.rels.includes("hub") && isHttp(l.href)).map((l) => l.href);
  if (headerHubs.length) {
    const self = headerLinks.find((l) => l.rels.includes("self") && isHttp(l.href))?.href;
    return { hubUrl: pickHub(headerHubs)!, topicUrl: self ?? fetchedUrl };
  }
  const hub = pickHub((document.hubUrls ?? []).filter(isHttp));
  if (!hub) return null;
  const self = document.selfUrl && isHttp(document.selfUrl) ? document.selfUrl : null;
  return { hubUrl: hub, topicUrl: self ?? fetchedUrl };
}

/** A subscription request whose verification has not come within this is asked again (a hub lost it, or never reached us). */
export const VERIFY_WAIT_MINUTES = 60;
/** Failed hub requests wait this long before the next try, doubling per failure up to a day. */
export const RETRY_FIRST_MINUTES = 15;
export const RETRY_MAX_MINUTES = 24 * 60;
/** A lease is renewed when a tenth of it is left (a day of the usual 10), and never later than two lease sweeps before it ends. */
export const RENEW_WHEN_LEFT_FRACTION = 0.1;

export function retryDelayMinutes(failures: number): number {
  return Math.min(RETRY_MAX_MINUTES, RETRY_FIRST_MINUTES * 2 ** Math.max(0, Math.min(failures - 1, 10)));
}

/**
 * Whether an active lease should be renewed now: when what is left is at most a tenth of it, or two sweeps of the
 * lease schedule (so one failed sweep still renews in time).
 */
export function renewalDue(leaseExpiresAt: Date | null, leaseSeconds: number | null, now: Date, sweepMinutes: number): boolean {
  if (!leaseExpiresAt) return true;
  const leftSeconds = (leaseExpiresAt.getTime() - now.getTime()) / 1000;
  const margin = Math.max((leaseSeconds ?? 0) * RENEW_WHEN_LEFT_FRACTION, 2 * sweepMinutes * 60);
  return leftSeconds <= margin;
}

/** What the lease schedule knows of one subscription. */
export interface SubscriptionFacts {
  state: WebSubState;
  hubUrl: string | null;
  topicUrl: string | null;
  subscribedHubUrl: string | null;
  subscribedTopicUrl: string | null;
  leaseSeconds: number | null;
  leaseExpiresAt: Date | null;
  requestedAt: Date | null;
  verifiedAt: Date | null;
  retryAt: Date | null;
  /** Someone follows the feed with a subscription the sweep would refresh (enabled and shown). */
  followed: boolean;
}

/**
 * The hub request a subscription needs now, if any: subscribe (a new hub, a renewal, a retry, a move to the hub or
 * topic the feed now advertises) or unsubscribe (nobody follows the feed any more, or it stopped advertising a hub).
 * A request waiting for its verification is not repeated before VERIFY_WAIT_MINUTES; a failed one waits for retryAt.
 */
export function hubRequestDue(s: SubscriptionFacts, now: Date, sweepMinutes: number): "subscribe" | "unsubscribe" | null {
  const live = s.state === "active" || s.state === "subscribing";
  const wanted = s.followed && s.hubUrl !== null && s.topicUrl !== null;
  if (!wanted) return live ? "unsubscribe" : null;
  if (s.retryAt && s.retryAt.getTime() > now.getTime()) return null;
  const awaitingVerification =
    s.requestedAt !== null &&
    (s.verifiedAt === null || s.requestedAt.getTime() > s.verifiedAt.getTime()) &&
    now.getTime() - s.requestedAt.getTime() < VERIFY_WAIT_MINUTES * 60_000;
  const moved = s.subscribedHubUrl !== s.hubUrl || s.subscribedTopicUrl !== s.topicUrl;
  switch (s.state) {
    case "none":
    case "unsubscribed":
    case "unsubscribing":
    case "failed":
    case "expired":
      return "subscribe";
    case "denied":
      // The hub said no: "the subscription is not possible anymore" until the feed names another hub or topic.
      return null;
    case "subscribing":
      return awaitingVerification && !moved ? null : "subscribe";
    case "active":
      if (awaitingVerification && !moved) return null;
      return moved || renewalDue(s.leaseExpiresAt, s.leaseSeconds, now, sweepMinutes) ? "subscribe" : null;
  }
}

/**
 * hub.challenge as we echo it: 1-255 printable ASCII characters. The spec asks subscribers to limit its length and
 * reject binary data (an echo is otherwise a way to make our origin serve what a caller wants).
 */
export function acceptableChallenge(challenge: string | null): challenge is string {
  return challenge !== null && /^[\x21-\x7e]{1,255}$/.test(challenge);
}
