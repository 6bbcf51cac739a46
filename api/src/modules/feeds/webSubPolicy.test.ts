import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { acceptableChallenge, advertisedHub, hubRequestDue, renewalDue, retryDelayMinutes, RETRY_MAX_MINUTES, type SubscriptionFacts } from "./webSubPolicy.js";
import { signatureValid } from "./webSubSignature.js";

const FETCHED = "https://blog.example/feed";

describe("advertisedHub", () => {
  it("takes the Link header first and stops there, with its self link as the topic", () => {
    const header = [{ href: "https://hub.example/", rels: ["hub"] }, { href: "https://blog.example/canonical", rels: ["self"] }];
    expect(advertisedHub(header, { hubUrls: ["https://other.example/"], selfUrl: "https://blog.example/doc-self" }, FETCHED)).toEqual({
      hubUrl: "https://hub.example/", topicUrl: "https://blog.example/canonical",
    });
    // A header hub without a header self: the address fetched, not the document's self (one source, as the spec orders).
    expect(advertisedHub([{ href: "https://hub.example/", rels: ["hub"] }], { selfUrl: "https://blog.example/doc-self" }, FETCHED)).toEqual({ hubUrl: "https://hub.example/", topicUrl: FETCHED });
  });

  it("falls back to the document's links, prefers an https hub, and needs a hub", () => {
    expect(advertisedHub([{ href: "https://blog.example/x", rels: ["self"] }], { hubUrls: ["http://plain.example/", "https://secure.example/"], selfUrl: "https://blog.example/self" }, FETCHED)).toEqual({
      hubUrl: "https://secure.example/", topicUrl: "https://blog.example/self",
    });
    expect(advertisedHub([], { hubUrls: ["http://plain.example/"] }, FETCHED)).toEqual({ hubUrl: "http://plain.example/", topicUrl: FETCHED });
    expect(advertisedHub([], { hubUrls: [], selfUrl: "https://blog.example/self" }, FETCHED)).toBeNull();
    expect(advertisedHub([{ href: "ftp://hub.example/", rels: ["hub"] }], {}, FETCHED)).toBeNull();
  });
});

describe("lease renewal and retries", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const inSeconds = (s: number) => new Date(now.getTime() + s * 1000);

  it("renews when a tenth of the lease is left, or two sweeps before its end", () => {
    const tenDays = 864_000;
    expect(renewalDue(inSeconds(2 * 86_400), tenDays, now, 15)).toBe(false);
    expect(renewalDue(inSeconds(86_400), tenDays, now, 15)).toBe(true);
    expect(renewalDue(inSeconds(3600), 7200, now, 15)).toBe(false);
    expect(renewalDue(inSeconds(1700), 7200, now, 15)).toBe(true);
    expect(renewalDue(null, null, now, 15)).toBe(true);
  });

  it("waits longer after each failure, at most a day", () => {
    expect([1, 2, 3].map(retryDelayMinutes)).toEqual([15, 30, 60]);
    expect(retryDelayMinutes(40)).toBe(RETRY_MAX_MINUTES);
  });
});

describe("hubRequestDue", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const base: SubscriptionFacts = {
    state: "none", hubUrl: "https://hub.example/", topicUrl: "https://blog.example/feed", subscribedHubUrl: null, subscribedTopicUrl: null,
    leaseSeconds: null, leaseExpiresAt: null, requestedAt: null, verifiedAt: null, retryAt: null, followed: true,
  };
  const active: SubscriptionFacts = {
    ...base, state: "active", subscribedHubUrl: base.hubUrl, subscribedTopicUrl: base.topicUrl, leaseSeconds: 864_000,
    leaseExpiresAt: new Date(now.getTime() + 5 * 86_400_000), requestedAt: ago(60 * 24 * 5), verifiedAt: ago(60 * 24 * 5),
  };

  it("subscribes a followed feed's new, ended or failed subscription", () => {
    for (const state of ["none", "unsubscribed", "failed", "expired"] as const) expect(hubRequestDue({ ...base, state }, now, 15)).toBe("subscribe");
    expect(hubRequestDue({ ...base, followed: false }, now, 15)).toBeNull();
  });

  it("leaves a live lease alone until renewal is due, and renews or moves it then", () => {
    expect(hubRequestDue(active, now, 15)).toBeNull();
    expect(hubRequestDue({ ...active, leaseExpiresAt: new Date(now.getTime() + 3_600_000) }, now, 15)).toBe("subscribe");
    expect(hubRequestDue({ ...active, hubUrl: "https://new-hub.example/" }, now, 15)).toBe("subscribe");
  });

  it("waits for a verification an hour before asking again, and for retryAt after a failure", () => {
    const asked = { ...base, state: "subscribing" as const, subscribedHubUrl: base.hubUrl, subscribedTopicUrl: base.topicUrl, requestedAt: ago(10) };
    expect(hubRequestDue(asked, now, 15)).toBeNull();
    expect(hubRequestDue({ ...asked, requestedAt: ago(61) }, now, 15)).toBe("subscribe");
    expect(hubRequestDue({ ...base, state: "failed", retryAt: new Date(now.getTime() + 60_000) }, now, 15)).toBeNull();
  });

  it("never asks again after a denial, and unsubscribes when nobody follows or the hub is gone", () => {
    expect(hubRequestDue({ ...base, state: "denied" }, now, 15)).toBeNull();
    expect(hubRequestDue({ ...active, followed: false }, now, 15)).toBe("unsubscribe");
    expect(hubRequestDue({ ...active, hubUrl: null, topicUrl: null }, now, 15)).toBe("unsubscribe");
    expect(hubRequestDue({ ...active, state: "unsubscribed", followed: false }, now, 15)).toBeNull();
  });
});

describe("verification and signatures", () => {
  it("echoes only short printable challenges", () => {
    expect(acceptableChallenge("a1B2-c3_~")).toBe(true);
    for (const bad of [null, "", "with space", "<tab>\t", "é", "x".repeat(256)]) expect(acceptableChallenge(bad)).toBe(false);
  });

  it("checks X-Hub-Signature with the method the hub names, over the exact body", () => {
    const body = Buffer.from("<rss>ü</rss>");
    const sign = (alg: string, key = "s3cret", b: Buffer = body) => `${alg}=${createHmac(alg, key).update(b).digest("hex")}`;
    for (const alg of ["sha1", "sha256", "sha384", "sha512"]) expect(signatureValid("s3cret", sign(alg), body)).toBe(true);
    expect(signatureValid("s3cret", sign("sha256").replace("sha256", "SHA256"), body)).toBe(true);
    expect(signatureValid("s3cret", sign("sha256", "other"), body)).toBe(false);
    expect(signatureValid("s3cret", sign("sha256", "s3cret", Buffer.from("<rss>u</rss>")), body)).toBe(false);
    expect(signatureValid("s3cret", sign("md5"), body)).toBe(false);
    expect(signatureValid("s3cret", null, body)).toBe(false);
    expect(signatureValid("s3cret", "sha256=zz", body)).toBe(false);
    expect(signatureValid("s3cret", sign("sha256").slice(0, -2), body)).toBe(false);
  });
});
