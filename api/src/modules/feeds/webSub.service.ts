import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import type { FeedWebSub, Prisma } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import type { Logger } from "../../logger.js";
import { FetchError, type Fetcher } from "../../reader/fetch/fetchDocument.js";
import type { PushedDocument, RefreshOutcome } from "./feedRefresh.service.js";
import { acceptableChallenge, hubRequestDue, retryDelayMinutes, type AdvertisedHub, type WebSubState } from "./webSubPolicy.js";
import { signatureValid } from "./webSubSignature.js";

export interface WebSubDeps {
  db: Db;
  config: Config;
  fetcher: Fetcher;
  log: Logger;
  /** The refresh's own ingest (feedRefresh.service.ts ingestPushed): parse, sanitise, store, announce. */
  ingest: (feedId: string, doc: PushedDocument) => Promise<RefreshOutcome>;
}

export type HubMode = "subscribe" | "unsubscribe";

/**
 * A followed feed, as the sweep claims it (claimDueFeeds): not deleted nor paused by an admin, and some subscription
 * to it is enabled and shows (at the top level or in an enabled folder). A feed the sweep would not poll is not
 * pushed either.
 */
const FOLLOWED: Prisma.FeedWhereInput = {
  status: { not: "deleted" },
  pausedByAdmin: false,
  subscriptions: { some: { enabled: true, OR: [{ topLevel: true }, { memberships: { some: { folder: { enabled: true } } } }] } },
};

/** Hub requests running at once per process, and how many may wait (more wait for the lease schedule). */
const CONCURRENCY = 2;
const MAX_WAITING = 1000;
/** Redirects a hub may answer a subscription request with (307/308, spec section 5.1.2) before we give up. */
const MAX_HUB_REDIRECTS = 3;
/** hub.secret: 32 random bytes as hex, 64 characters (the spec caps it under 200 bytes). */
const newSecret = () => randomBytes(32).toString("hex");
const newToken = () => randomBytes(24).toString("base64url");

function sameToken(given: string, stored: string | null): boolean {
  if (!stored) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a verification (GET on the callback) is answered. */
export interface CallbackAnswer {
  status: number;
  body: string;
}

/** The subscription a push was sent to, once its callback is known: enough to check its signature and store it. */
export interface PushTarget {
  feedId: string;
  secret: string;
  topicUrl: string;
}

/**
 * WebSub subscriptions (W3C Recommendation): a feed that advertises a hub is subscribed there when PUBLIC_URL is
 * reachable from outside (config.webSub.enabled), its hub's verification of intent answered, its leases renewed
 * before they end and given up when nobody follows the feed, and its pushes checked (X-Hub-Signature with the
 * subscription's own secret) and stored through the refresh's ingest. Hub requests go through the guarded fetcher.
 * State lives in FeedWebSub; see webSubPolicy.ts for the rules.
 */
export function createWebSub({ db, config, fetcher, log, ingest }: WebSubDeps) {
  const settings = config.webSub;
  const callbackUrl = (feedId: string, token: string) => `${settings.callbackBase}/${feedId}/${token}`;

  const waiting = new Set<string>();
  let running = 0;
  let idleWaiters: Array<() => void> = [];

  /** Whether the feed is followed (see FOLLOWED). */
  async function followed(feedId: string): Promise<boolean> {
    return (await db.feed.count({ where: { id: feedId, ...FOLLOWED } })) > 0;
  }

  /** The request the feed's subscription needs now (hubRequestDue), or null. */
  async function requestDue(feedId: string, now: Date): Promise<HubMode | null> {
    const row = await db.feedWebSub.findUnique({ where: { feedId } });
    if (!row) return null;
    return hubRequestDue({ ...row, state: row.state as WebSubState, followed: await followed(feedId) }, now, settings.renewIntervalMinutes);
  }

  /** Runs a due request beside the refreshes (after a fetch found a new hub), a few at a time. */
  function schedule(feedId: string): void {
    if (!settings.enabled || waiting.has(feedId) || waiting.size >= MAX_WAITING) return;
    waiting.add(feedId);
    pump();
  }

  function pump() {
    while (running < CONCURRENCY && waiting.size) {
      const feedId = waiting.values().next().value!;
      waiting.delete(feedId);
      running += 1;
      requestDue(feedId, new Date())
        .then((mode) => (mode ? request(feedId, mode) : undefined))
        .catch((err: unknown) => log.warn({ err, feedId }, "could not ask the feed's WebSub hub"))
        .finally(() => {
          running -= 1;
          pump();
          if (running === 0 && !waiting.size) {
            for (const resolve of idleWaiters) resolve();
            idleWaiters = [];
          }
        });
    }
  }

  function idle(): Promise<void> {
    if (running === 0 && !waiting.size) return Promise.resolve();
    return new Promise((resolve) => idleWaiters.push(resolve));
  }

  /** POSTs the form to the hub, following its 307/308 redirects; answers the last status and its text. */
  async function postToHub(hubUrl: string, form: URLSearchParams): Promise<{ status: number; text: string }> {
    let url = hubUrl;
    for (let hop = 0; ; hop++) {
      const answer = await fetcher.post(url, form.toString(), { headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" } });
      if ((answer.status === 307 || answer.status === 308) && answer.location && hop < MAX_HUB_REDIRECTS) {
        url = new URL(answer.location, url).href;
        continue;
      }
      return { status: answer.status, text: answer.text };
    }
  }

  /**
   * Asks the hub to subscribe (or renew, or move to the hub and topic the feed now advertises) or to unsubscribe.
   * The state is written before the request, since a hub may verify before it answers. A new subscription gets a
   * new callback token and secret; a renewal keeps them. A refused or unanswered subscription waits
   * retryDelayMinutes (an active lease runs on meanwhile); an unsubscription that fails is left to lapse.
   */
  async function request(feedId: string, mode: HubMode, now = new Date()): Promise<{ ok: boolean; status: number | null; error: string | null }> {
    const row = await db.feedWebSub.findUnique({ where: { feedId } });
    if (!row) return { ok: false, status: null, error: "no hub recorded" };
    let hubUrl: string;
    let topicUrl: string;
    let token: string;
    let secret: string | null = null;
    if (mode === "subscribe") {
      if (!row.hubUrl || !row.topicUrl) return { ok: false, status: null, error: "the feed advertises no hub" };
      hubUrl = row.hubUrl;
      topicUrl = row.topicUrl;
      const keep = (row.state === "active" || row.state === "subscribing") && row.callbackToken && row.secret;
      token = keep ? row.callbackToken! : newToken();
      secret = keep ? row.secret! : newSecret();
      await db.feedWebSub.update({
        where: { feedId },
        data: {
          state: row.state === "active" ? "active" : "subscribing",
          subscribedHubUrl: hubUrl, subscribedTopicUrl: topicUrl, callbackToken: token, secret, requestedAt: now,
        },
      });
    } else {
      if (!row.subscribedHubUrl || !row.subscribedTopicUrl || !row.callbackToken) return { ok: false, status: null, error: "not subscribed" };
      hubUrl = row.subscribedHubUrl;
      topicUrl = row.subscribedTopicUrl;
      token = row.callbackToken;
      await db.feedWebSub.update({ where: { feedId }, data: { state: "unsubscribing", requestedAt: now } });
    }
    const form = new URLSearchParams({ "hub.mode": mode, "hub.topic": topicUrl, "hub.callback": callbackUrl(feedId, token) });
    if (mode === "subscribe") {
      form.set("hub.lease_seconds", String(settings.leaseSeconds));
      form.set("hub.secret", secret!);
    }
    let status: number | null = null;
    let error: string | null = null;
    try {
      const answer = await postToHub(hubUrl, form);
      status = answer.status;
      if (status < 200 || status >= 300) error = `The hub answered ${status}${answer.text.trim() ? `: ${answer.text.trim().slice(0, 300)}` : ""}`;
    } catch (e) {
      if (!(e instanceof FetchError)) throw e;
      error = `The hub could not be reached: ${e.message}`;
    }
    if (!error) {
      await db.feedWebSub.update({ where: { feedId }, data: { failures: 0, retryAt: null, lastError: null } });
      log.info({ feedId, hubUrl, mode }, "asked the WebSub hub");
      return { ok: true, status, error: null };
    }
    log.warn({ feedId, hubUrl, mode, error }, "the WebSub hub request failed");
    if (mode === "unsubscribe") {
      // Nobody wants the pushes: the lease lapses at the hub, and our callback answers 410 meanwhile.
      await db.feedWebSub.updateMany({ where: { feedId, state: "unsubscribing" }, data: { state: "unsubscribed", lastError: error } });
    } else {
      const failures = row.failures + 1;
      const retryAt = new Date(now.getTime() + retryDelayMinutes(failures) * 60_000);
      await db.feedWebSub.update({ where: { feedId }, data: { failures, retryAt, lastError: error } });
      // A verification that beat the answer made it active; otherwise the request simply failed.
      await db.feedWebSub.updateMany({ where: { feedId, state: "subscribing" }, data: { state: "failed" } });
    }
    return { ok: false, status, error };
  }

  /** Polls come back at once: the next sweep reads the feed (a lease lapsed, the hub denied or dropped us). */
  async function pollSoon(feedIds: string[], now: Date): Promise<void> {
    if (feedIds.length) await db.feed.updateMany({ where: { id: { in: feedIds }, nextRunAt: { gt: now } }, data: { nextRunAt: now } });
  }

  /** The subscription a callback URL belongs to, or null (unknown feed, wrong token). */
  async function callbackRow(feedId: string, token: string): Promise<FeedWebSub | null> {
    if (!isUuid(feedId)) return null;
    const row = await db.feedWebSub.findUnique({ where: { feedId } });
    return row && sameToken(token, row.callbackToken) ? row : null;
  }

  return {
    schedule,
    request,
    /** Resolves when no scheduled hub request is running or waiting (tests, shutdown). */
    idle,
    /** Shutdown: forgets waiting requests (the lease schedule finds them again) and waits for running ones. */
    drain(): Promise<void> {
      waiting.clear();
      return idle();
    },

    /**
     * A fetch found the feed advertising another hub or topic, or none any more: recorded, and (when WebSub is on)
     * the subscription it now needs is asked for soon. A denial or failures of the old pair do not hold the new one.
     */
    async advertised(feedId: string, hub: AdvertisedHub | null): Promise<void> {
      const row = await db.feedWebSub.findUnique({ where: { feedId }, select: { hubUrl: true, topicUrl: true, state: true } });
      if (!row && !hub) return;
      if (row && row.hubUrl === (hub?.hubUrl ?? null) && row.topicUrl === (hub?.topicUrl ?? null)) return;
      const fresh = row && (row.state === "denied" || row.state === "failed") ? { state: "none", failures: 0, retryAt: null, lastError: null } : {};
      const advertised = { hubUrl: hub?.hubUrl ?? null, topicUrl: hub?.topicUrl ?? null };
      await db.feedWebSub.upsert({ where: { feedId }, create: { feedId, ...advertised }, update: { ...advertised, ...fresh } });
      schedule(feedId);
    },

    /**
     * A user's reading list changed (a subscription added or enabled, a folder enabled): their feeds with a hub and no
     * subscription there are looked at soon, so a new follower does not wait for the lease schedule (a feed's first
     * fetch runs before the subscription that asked for it exists, when nobody follows it yet). Fire and forget.
     */
    followsChanged(userId: string): void {
      if (!settings.enabled) return;
      db.feedWebSub
        .findMany({
          where: { hubUrl: { not: null }, state: { in: ["none", "unsubscribing", "unsubscribed", "expired"] }, feed: { subscriptions: { some: { userId } } } },
          select: { feedId: true },
        })
        .then((rows) => rows.forEach((r) => schedule(r.feedId)))
        .catch((err: unknown) => log.warn({ err, userId }, "could not look for WebSub hubs to subscribe at"));
    },

    /**
     * The lease schedule's plan: leases that ended unrenewed become expired (their feeds polled again at once), and
     * every subscription that needs a hub request now is listed (hubRequestDue). Nothing is asked while WebSub is
     * off; leases still lapse.
     */
    async plan(now = new Date()): Promise<{ requests: Array<{ feedId: string; mode: HubMode }>; lapsed: number }> {
      const lapsed = await db.feedWebSub.findMany({ where: { state: "active", leaseExpiresAt: { lte: now } }, select: { feedId: true } });
      if (lapsed.length) {
        const ids = lapsed.map((l) => l.feedId);
        await db.feedWebSub.updateMany({ where: { feedId: { in: ids }, state: "active", leaseExpiresAt: { lte: now } }, data: { state: "expired" } });
        await pollSoon(ids, now);
        log.info({ feeds: ids.length }, "WebSub leases ended without a verified renewal: polling those feeds again");
      }
      if (!settings.enabled) return { requests: [], lapsed: lapsed.length };
      // Rows that may need a request: a hub to subscribe at, or a subscription to end.
      const rows = await db.feedWebSub.findMany({
        where: { OR: [{ hubUrl: { not: null }, state: { not: "denied" } }, { state: { in: ["active", "subscribing"] } }] },
      });
      const followedIds = new Set(
        rows.length ? (await db.feed.findMany({ where: { id: { in: rows.map((r) => r.feedId) }, ...FOLLOWED }, select: { id: true } })).map((f) => f.id) : [],
      );
      const requests = rows.flatMap((row) => {
        const mode = hubRequestDue({ ...row, state: row.state as WebSubState, followed: followedIds.has(row.feedId) }, now, settings.renewIntervalMinutes);
        return mode ? [{ feedId: row.feedId, mode }] : [];
      });
      return { requests, lapsed: lapsed.length };
    },

    /**
     * The hub's GET on the callback (spec sections 5.2 and 5.3). A subscribe is confirmed (the challenge echoed, the
     * lease stored) only for the topic we asked for, while we still want it (asked or active, and the feed followed);
     * an unsubscribe only while we are ending it; anything else is 404 ("the subscriber does not agree"). A denial is
     * recorded and polling resumes. The echo is plain text, nosniff (set by the transport), and only printable ASCII.
     */
    async verify(feedId: string, token: string, query: URLSearchParams, now = new Date()): Promise<CallbackAnswer> {
      const row = await callbackRow(feedId, token);
      if (!row) return { status: 404, body: "Unknown subscription" };
      const mode = query.get("hub.mode");
      const topic = query.get("hub.topic");
      if (mode === "denied") {
        if (topic !== row.subscribedTopicUrl) return { status: 404, body: "Unknown topic" };
        const reason = query.get("hub.reason")?.slice(0, 500) ?? null;
        await db.feedWebSub.update({ where: { feedId }, data: { state: "denied", leaseExpiresAt: null, lastError: reason ? `Denied by the hub: ${reason}` : "Denied by the hub" } });
        await pollSoon([feedId], now);
        log.warn({ feedId, reason }, "the WebSub hub denied the subscription: polling as usual");
        return { status: 200, body: "" };
      }
      const challenge = query.get("hub.challenge");
      if (mode !== "subscribe" && mode !== "unsubscribe") return { status: 400, body: "hub.mode must be subscribe, unsubscribe or denied" };
      if (!acceptableChallenge(challenge)) return { status: 400, body: "hub.challenge must be 1-255 printable ASCII characters" };
      if (topic !== row.subscribedTopicUrl) return { status: 404, body: "Not the topic of this subscription" };
      if (mode === "unsubscribe") {
        if (row.state !== "unsubscribing") return { status: 404, body: "No unsubscription pending" };
        await db.feedWebSub.update({ where: { feedId }, data: { state: "unsubscribed", leaseExpiresAt: null, verifiedAt: now } });
        log.info({ feedId }, "WebSub unsubscription verified");
        return { status: 200, body: challenge };
      }
      if ((row.state !== "subscribing" && row.state !== "active") || !(await followed(feedId))) return { status: 404, body: "No subscription wanted" };
      // Hubs must send the lease; one that does not is taken to grant what we asked for.
      const given = Number(query.get("hub.lease_seconds"));
      const leaseSeconds = Number.isInteger(given) && given > 0 ? given : settings.leaseSeconds;
      await db.feedWebSub.update({
        where: { feedId },
        data: { state: "active", leaseSeconds, leaseExpiresAt: new Date(now.getTime() + leaseSeconds * 1000), verifiedAt: now, failures: 0, retryAt: null, lastError: null },
      });
      log.info({ feedId, leaseSeconds }, "WebSub subscription verified");
      return { status: 200, body: challenge };
    },

    /**
     * The subscription a push (POST on the callback) is for, checked before its body is read: null for an unknown
     * callback or one we no longer hold (the transport answers 410, so the hub drops it).
     */
    async pushTarget(feedId: string, token: string): Promise<PushTarget | null> {
      const row = await callbackRow(feedId, token);
      if (!row || (row.state !== "active" && row.state !== "subscribing") || !row.secret || !row.subscribedTopicUrl) return null;
      return { feedId, secret: row.secret, topicUrl: row.subscribedTopicUrl };
    },

    /**
     * A push (spec section 8): stored through the refresh's ingest only when X-Hub-Signature is the HMAC of the exact
     * body under the subscription's secret. An unsigned or badly signed push is ignored, never parsed ("ignored");
     * the transport answers 2xx either way, as the spec advises, so a forger learns nothing.
     */
    async receive(target: PushTarget, push: { body: Buffer; contentType: string | null; signature: string | null }, now = new Date()): Promise<"stored" | "ignored"> {
      if (!signatureValid(target.secret, push.signature, push.body)) {
        log.warn({ feedId: target.feedId, signed: push.signature !== null }, "ignored a WebSub push whose signature does not match");
        return "ignored";
      }
      const outcome = await ingest(target.feedId, { body: push.body, contentType: push.contentType, topicUrl: target.topicUrl });
      await db.feedWebSub.update({ where: { feedId: target.feedId }, data: { lastPushAt: now, pushCount: { increment: 1 } } });
      log.info({ feedId: target.feedId, result: outcome.result, itemsNew: outcome.itemsNew }, "WebSub push stored");
      return "stored";
    },

    /** The subscriptions of these feeds (GraphQL Feed.instantUpdates), keyed by feed id. */
    async ofFeeds(feedIds: string[]): Promise<Map<string, FeedWebSub>> {
      const rows = feedIds.length ? await db.feedWebSub.findMany({ where: { feedId: { in: feedIds } } }) : [];
      return new Map(rows.map((r) => [r.feedId, r]));
    },
  };
}

export type WebSub = ReturnType<typeof createWebSub>;
