import { describe, expect, it } from "vitest";
import { iconDue } from "./feedIcons.js";
import {
  adaptiveIntervalMinutes, backoffMinutes, cronForInterval, healthAfterSuccess, intervalWithPush, MAX_INTERVAL_MINUTES, MIN_INTERVAL_MINUTES, PUSH_SAFETY_NET_MINUTES,
} from "./refreshPolicy.js";

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe("adaptiveIntervalMinutes", () => {
  it("follows the posting rate within 15 minutes and 24 hours", () => {
    expect(adaptiveIntervalMinutes([0, 1, 2, 3].map(hoursAgo), null)).toBe(30);
    expect(adaptiveIntervalMinutes([0, 0.05, 0.1, 0.15].map(hoursAgo), null)).toBe(15);
    expect(adaptiveIntervalMinutes([0, 168, 336].map(hoursAgo), null)).toBe(24 * 60);
    expect(adaptiveIntervalMinutes([], null)).toBe(60);
  });

  it("never undercuts the server's max-age or the feed's ttl", () => {
    expect(adaptiveIntervalMinutes([0, 1, 2].map(hoursAgo), 7200)).toBe(120);
    expect(adaptiveIntervalMinutes([0, 1, 2].map(hoursAgo), null, 180)).toBe(180);
  });
});

describe("cronForInterval", () => {
  it("states the intervals a cron states evenly exactly", () => {
    expect(cronForInterval(15)).toBe("*/15 * * * *");
    expect(cronForInterval(20)).toBe("*/20 * * * *");
    expect(cronForInterval(30)).toBe("*/30 * * * *");
    expect(cronForInterval(60)).toBe("0 * * * *");
    expect(cronForInterval(120)).toBe("0 */2 * * *");
    expect(cronForInterval(480)).toBe("0 */8 * * *");
    expect(cronForInterval(720)).toBe("0 */12 * * *");
    expect(cronForInterval(24 * 60)).toBe("0 0 * * *");
  });

  it("takes the nearest even schedule by ratio for the others", () => {
    expect(cronForInterval(17)).toBe("*/15 * * * *");
    expect(cronForInterval(25)).toBe("*/30 * * * *");
    expect(cronForInterval(45)).toBe("0 * * * *");
    expect(cronForInterval(90)).toBe("0 */2 * * *");
    expect(cronForInterval(300)).toBe("0 */6 * * *");
    expect(cronForInterval(1000)).toBe("0 */12 * * *");
    expect(cronForInterval(1200)).toBe("0 0 * * *");
  });

  it("gives every interval the policy can choose a valid five-field cron with steps that divide their field", () => {
    for (let m = MIN_INTERVAL_MINUTES; m <= MAX_INTERVAL_MINUTES; m++) {
      const fields = cronForInterval(m).split(" ");
      expect(fields).toHaveLength(5);
      const [minute, hour] = fields;
      const minuteStep = /^\*\/(\d+)$/.exec(minute!)?.[1];
      const hourStep = /^\*\/(\d+)$/.exec(hour!)?.[1];
      if (minuteStep) expect(60 % Number(minuteStep), `${m}`).toBe(0);
      else expect(minute).toBe("0");
      if (hourStep) expect(24 % Number(hourStep), `${m}`).toBe(0);
      // The schedule's period is within a factor of 1.5 of the interval.
      const period = minuteStep ? Number(minuteStep) : hourStep ? Number(hourStep) * 60 : hour === "*" ? 60 : 1440;
      expect(Math.max(period / m, m / period), `${m}`).toBeLessThanOrEqual(1.5);
    }
  });
});

describe("backoffMinutes", () => {
  it("doubles per failure, honours Retry-After and caps at a day", () => {
    expect([1, 2, 3].map((n) => backoffMinutes(30, n))).toEqual([60, 120, 240]);
    expect(backoffMinutes(30, 1, 3 * 3600)).toBe(180);
    expect(backoffMinutes(60, 20)).toBe(24 * 60);
  });
});

describe("healthAfterSuccess", () => {
  it("is stale after a month without items and paused above 1000 items a week", () => {
    expect(healthAfterSuccess(hoursAgo(2), 10)).toBe("healthy");
    expect(healthAfterSuccess(hoursAgo(31 * 24), 0)).toBe("stale");
    expect(healthAfterSuccess(hoursAgo(1), 1001)).toBe("paused");
  });
});

// The site's favicon is no longer guessed for the browser to load from the site (issue 12): refreshes fetch and
// store it (feedIcons.ts, tested with a real server in feedIcons.test.ts). This is when they look again.
describe("iconDue", () => {
  const now = new Date();
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  it("looks for a new feed's icon, again after 30 days with one and after 7 without", () => {
    expect(iconDue({ iconCheckedAt: null, iconHash: null }, now)).toBe(true);
    expect(iconDue({ iconCheckedAt: daysAgo(29), iconHash: "abc" }, now)).toBe(false);
    expect(iconDue({ iconCheckedAt: daysAgo(30), iconHash: "abc" }, now)).toBe(true);
    expect(iconDue({ iconCheckedAt: daysAgo(6), iconHash: null }, now)).toBe(false);
    expect(iconDue({ iconCheckedAt: daysAgo(7), iconHash: null }, now)).toBe(true);
  });
});

describe("intervalWithPush", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);

  it("polls at the feed's own pace without a live lease", () => {
    expect(intervalWithPush(30, null, now)).toBe(30);
    expect(intervalWithPush(30, inHours(-1), now)).toBe(30);
    expect(intervalWithPush(30, now, now)).toBe(30);
  });

  it("slows to the daily safety net while a hub's lease lives", () => {
    expect(PUSH_SAFETY_NET_MINUTES).toBe(24 * 60);
    expect(intervalWithPush(15, inHours(240), now)).toBe(PUSH_SAFETY_NET_MINUTES);
    expect(intervalWithPush(30, inHours(25), now)).toBe(PUSH_SAFETY_NET_MINUTES);
  });

  it("polls again when the lease ends, never sooner than the feed's own pace", () => {
    expect(intervalWithPush(30, inHours(5), now)).toBe(5 * 60);
    expect(intervalWithPush(60, inHours(0.25), now)).toBe(60);
    expect(intervalWithPush(MAX_INTERVAL_MINUTES, inHours(2), now)).toBe(MAX_INTERVAL_MINUTES);
  });
});
