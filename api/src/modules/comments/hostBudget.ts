import type { RateRule } from "../../config.js";

export interface HostBudget {
  /** Takes one request from the host's budget: 0 when taken, else the seconds until one is free (nothing taken). */
  take(host: string, now?: number): number;
  /** The host asked us to wait (429 with Retry-After): nothing is sent to it before then. */
  pause(host: string, seconds: number, now?: number): void;
}

/**
 * Upstream requests per host as a token bucket in this process: `limit` requests at once, refilled evenly over
 * `windowSeconds`, so a steady load never exceeds the host's rate and a burst never exceeds `limit`. A pause
 * (the host's own Retry-After) empties the bucket until it ends. With several api processes each holds its own
 * bucket: set the rule to the host's rate divided by the number of processes.
 */
export function createHostBudget(rule: RateRule): HostBudget {
  const perMs = rule.limit / (rule.windowSeconds * 1000);
  const hosts = new Map<string, { tokens: number; at: number; pausedUntil: number }>();
  const stateOf = (host: string, now: number) => {
    let s = hosts.get(host);
    if (!s) hosts.set(host, (s = { tokens: rule.limit, at: now, pausedUntil: 0 }));
    s.tokens = Math.min(rule.limit, s.tokens + (now - s.at) * perMs);
    s.at = now;
    return s;
  };
  return {
    take(host, now = Date.now()) {
      const s = stateOf(host, now);
      if (s.pausedUntil > now) return Math.ceil((s.pausedUntil - now) / 1000);
      if (s.tokens >= 1) {
        s.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - s.tokens) / perMs / 1000));
    },
    pause(host, seconds, now = Date.now()) {
      const s = stateOf(host, now);
      s.pausedUntil = Math.max(s.pausedUntil, now + seconds * 1000);
      s.tokens = 0;
    },
  };
}
