import { describe, expect, it } from "vitest";
import { nextRuns, normaliseCron } from "./digestCron.js";

describe("digest crons (UTC, minutes in steps of 5)", () => {
  it("accepts five fields of lists, ranges and steps, minutes in multiples of 5", () => {
    expect(normaliseCron(" 0  9 * *  1 ")).toBe("0 9 * * 1");
    for (const ok of ["5 13 * * 1,3,5", "0 */2 * * *", "30 3 1,15 * *", "0 2-22/4 * * *", "55 23 31 12 0", "0 9 * * 7"]) expect(normaliseCron(ok), ok).toBe(ok);
    for (const bad of ["", "0 9 * *", "0 9 * * * *", "3 9 * * *", "* 9 * * *", "0 24 * * *", "0 9 0 * *", "0 9 * 13 *", "0 9 * * 8", "0 9 5-1 * *", "x 9 * * *"]) expect(normaliseCron(bad), bad).toBeNull();
  });

  it("finds the next runs in UTC, with cron's either-day rule when both day fields are set", () => {
    const from = new Date("2026-03-06T10:00:00Z"); // a Friday
    expect(nextRuns("0 9 * * 1", from, 2).map((d) => d.toISOString())).toEqual(["2026-03-09T09:00:00.000Z", "2026-03-16T09:00:00.000Z"]);
    expect(nextRuns("30 10 * * *", from)[0]!.toISOString()).toBe("2026-03-06T10:30:00.000Z");
    expect(nextRuns("0 0 1 * 0", from, 2).map((d) => d.toISOString())).toEqual(["2026-03-08T00:00:00.000Z", "2026-03-15T00:00:00.000Z"]);
    expect(nextRuns("0 12 31 2 *", from)).toEqual([]);
  });
});
