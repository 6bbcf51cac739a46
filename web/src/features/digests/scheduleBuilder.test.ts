import { describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULE, describeSchedule, fromCron, offsetMinutes, toCron, type Schedule } from "./scheduleBuilder.js";

const JULY = new Date("2026-07-15T12:00:00Z");
const JANUARY = new Date("2026-01-15T12:00:00Z");
const ZONES = ["UTC", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "Pacific/Auckland", "America/Los_Angeles", "Australia/Adelaide"];

describe("schedule builder: local time shown, UTC stored", () => {
  it("reads the zone's offset on the reference date, DST included", () => {
    expect(offsetMinutes("America/New_York", JULY)).toBe(-240);
    expect(offsetMinutes("America/New_York", JANUARY)).toBe(-300);
    expect(offsetMinutes("Asia/Kolkata", JULY)).toBe(330);
    expect(offsetMinutes("Pacific/Auckland", JANUARY)).toBe(780);
  });

  it("stores 09:00 New York as 13:00 UTC in summer and 14:00 UTC in winter", () => {
    expect(toCron(DEFAULT_SCHEDULE, "America/New_York", JULY)).toBe("0 13 * * 1");
    expect(toCron(DEFAULT_SCHEDULE, "America/New_York", JANUARY)).toBe("0 14 * * 1");
    expect(toCron({ ...DEFAULT_SCHEDULE, frequency: "daily" }, "Asia/Kolkata", JULY)).toBe("30 3 * * *");
  });

  it("moves weekdays and month days with the time across midnight", () => {
    // Monday 08:00 in Auckland (UTC+13 in January) is Sunday 19:00 UTC.
    expect(toCron({ ...DEFAULT_SCHEDULE, hour: 8 }, "Pacific/Auckland", JANUARY)).toBe("0 19 * * 0");
    // Saturday 22:00 in Los Angeles (UTC-8 in January) is Sunday 06:00 UTC.
    expect(toCron({ ...DEFAULT_SCHEDULE, weekdays: [6], hour: 22 }, "America/Los_Angeles", JANUARY)).toBe("0 6 * * 0");
    expect(toCron({ ...DEFAULT_SCHEDULE, frequency: "monthly", monthDays: [1, 15], hour: 3 }, "Europe/Berlin", JANUARY)).toBe("0 2 1,15 * *");
    expect(toCron({ ...DEFAULT_SCHEDULE, frequency: "monthly", monthDays: [1, 15], hour: 0 }, "Europe/Berlin", JANUARY)).toBe("0 23 14,31 * *");
  });

  it("rounds minutes to multiples of 5", () => {
    expect(toCron({ ...DEFAULT_SCHEDULE, frequency: "daily", minute: 7 }, "UTC", JULY)).toBe("5 9 * * *");
    expect(toCron({ ...DEFAULT_SCHEDULE, frequency: "daily", minute: 58 }, "UTC", JULY)).toBe("55 9 * * *");
  });

  it("round-trips every kind of schedule in every zone, in summer and winter", () => {
    const schedules: Schedule[] = [];
    for (const hour of [0, 1, 9, 13, 22, 23]) {
      for (const minute of [0, 25, 55]) {
        schedules.push({ ...DEFAULT_SCHEDULE, frequency: "daily", interval: 1, hour, minute });
        schedules.push({ ...DEFAULT_SCHEDULE, frequency: "daily", interval: 3, hour, minute });
        schedules.push({ ...DEFAULT_SCHEDULE, frequency: "weekly", weekdays: [0, 3, 6], hour, minute });
        schedules.push({ ...DEFAULT_SCHEDULE, frequency: "monthly", monthDays: [2, 14, 28], hour, minute });
      }
    }
    for (const zone of ZONES) {
      for (const at of [JULY, JANUARY]) {
        for (const s of schedules) {
          const cron = toCron(s, zone, at);
          expect(cron.split(" ")).toHaveLength(5);
          expect(Number(cron.split(" ")[0]) % 5).toBe(0);
          expect(fromCron(cron, zone, at), `${zone} ${at.toISOString()} ${JSON.stringify(s)} → ${cron}`).toEqual(s);
        }
      }
    }
    // Hourly, in whole-hour zones (a half-hour zone moves the minute, not the hours).
    for (const zone of ["UTC", "America/New_York", "Europe/Berlin"]) {
      const s: Schedule = { ...DEFAULT_SCHEDULE, frequency: "hourly", interval: 4, hour: 2, minute: 15 };
      expect(fromCron(toCron(s, zone, JULY), zone, JULY)).toEqual(s);
    }
  });

  it("describes a cron in local time, and shows what the builder cannot as Custom", () => {
    expect(describeSchedule("0 13 * * 1,4", "America/New_York", JULY)).toBe("Weekly on Mon, Thu at 09:00");
    expect(describeSchedule("30 3 * * *", "Asia/Kolkata", JULY)).toBe("Daily at 09:00");
    expect(describeSchedule("0 9 1-5 * 1", "UTC", JULY)).toBe("Custom (0 9 1-5 * 1 UTC)");
  });
});
