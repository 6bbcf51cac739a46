import { describe, expect, it } from "vitest";
import { scheduleText } from "./scheduleText";

const JAN = new Date("2026-01-15T12:00:00Z");
const JUL = new Date("2026-07-15T12:00:00Z");

describe("scheduleText", () => {
  it("states a feed's refresh steps (the crons the API gives job.cron)", () => {
    expect(scheduleText("*/15 * * * *")).toBe("Every 15 minutes");
    expect(scheduleText("*/1 * * * *")).toBe("Every minute");
    expect(scheduleText("* * * * *")).toBe("Every minute");
    expect(scheduleText("0 * * * *")).toBe("Every hour");
    expect(scheduleText("0 */2 * * *")).toBe("Every 2 hours");
    expect(scheduleText("0 */12 * * *")).toBe("Every 12 hours");
  });

  it("states daily, weekly (days 0 to 6, 7 is Sunday too) and monthly schedules in UTC", () => {
    const utc = { timeZone: "UTC", now: JAN };
    expect(scheduleText("0 0 * * *", utc)).toBe("Daily at 00:00 UTC");
    expect(scheduleText("35 9 * * *", utc)).toBe("Daily at 09:35 UTC");
    expect(scheduleText("0 9 * * 1", utc)).toBe("Weekly on Monday at 09:00 UTC");
    expect(scheduleText("30 18 * * 5,1,3", utc)).toBe("Weekly on Monday, Wednesday and Friday at 18:30 UTC");
    expect(scheduleText("0 9 * * 0,7", utc)).toBe("Weekly on Sunday at 09:00 UTC");
    expect(scheduleText("0 9 * * 0,1,2,3,4,5,6", utc)).toBe("Daily at 09:00 UTC");
    expect(scheduleText("0 9 1 * *", utc)).toBe("Monthly on the 1st at 09:00 UTC");
    expect(scheduleText("0 9 2,3,11,22,31 * *", utc)).toBe("Monthly on the 2nd, the 3rd, the 11th, the 22nd and the 31st at 09:00 UTC");
  });

  it("shows local time, following daylight saving time and moving the day when the zone crosses midnight", () => {
    expect(scheduleText("0 14 * * *", { timeZone: "America/New_York", now: JAN })).toBe("Daily at 09:00");
    expect(scheduleText("0 14 * * *", { timeZone: "America/New_York", now: JUL })).toBe("Daily at 10:00");
    expect(scheduleText("15 3 * * *", { timeZone: "Asia/Kathmandu", now: JAN })).toBe("Daily at 09:00");
    // 02:00 UTC on Monday is Sunday evening in New York, and 22:00 UTC on Sunday is Monday in Auckland.
    expect(scheduleText("0 2 * * 1", { timeZone: "America/New_York", now: JAN })).toBe("Weekly on Sunday at 21:00");
    expect(scheduleText("0 22 * * 0,6", { timeZone: "Pacific/Auckland", now: JAN })).toBe("Weekly on Sunday and Monday at 11:00");
    expect(scheduleText("0 2 1,15 * *", { timeZone: "America/New_York", now: JAN })).toBe("Monthly on the last day and the 14th at 21:00");
    expect(scheduleText("0 22 31 * *", { timeZone: "Pacific/Auckland", now: JAN })).toBe("Monthly on the 1st at 11:00");
  });

  it("uses the browser's zone when none is given", () => {
    const expected = new Date(Date.UTC(2026, 0, 15, 9, 0)).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    expect(scheduleText("0 9 * * *", { now: JAN })).toBe(`Daily at ${expected}`);
  });

  it("returns any other cron as it is", () => {
    for (const cron of ["0 9 * 1 *", "0 9-17 * * *", "0 9 * * MON", "0 9 1 * 1", "*/5 9 * * *", "61 9 * * *", "0 9 * *", "not a cron"]) {
      expect(scheduleText(cron)).toBe(cron);
    }
  });
});
