import { afterEach, describe, expect, it } from "vitest";
import { noteServerDate, resetServerClock, toServerTime } from "./serverClock";

const answer = (date: string | null, serverTime?: number) =>
  ({ headers: new Headers({ ...(date ? { date } : {}), ...(serverTime !== undefined ? { "x-server-time": String(serverTime) } : {}) }) });
afterEach(resetServerClock);

describe("serverClock", () => {
  it("leaves browser times as they are until an answer names the server's time", () => {
    noteServerDate(answer(null));
    noteServerDate(answer("not a date"));
    expect(toServerTime(1_000).getTime()).toBe(1_000);
  });

  it("maps browser times onto the server's clock, erring early, and keeps the tightest bound", () => {
    // The server is 60 s ahead; its header drops the milliseconds, so the first bound is 700 ms early.
    const browser = Date.parse("2026-11-23T10:00:00.700Z");
    noteServerDate(answer("Mon, 23 Nov 2026 10:01:00 GMT"), browser);
    expect(toServerTime(browser).toISOString()).toBe("2026-11-23T10:01:00.000Z");
    // A later answer read just after the server's second turned gives a tighter bound; a looser one changes nothing.
    noteServerDate(answer("Mon, 23 Nov 2026 10:01:05 GMT"), browser + 4_350);
    noteServerDate(answer("Mon, 23 Nov 2026 10:01:06 GMT"), browser + 5_900);
    expect(toServerTime(browser).toISOString()).toBe("2026-11-23T10:01:00.650Z");
  });

  it("prefers the millisecond X-Server-Time header to the Date header", () => {
    const browser = Date.parse("2026-11-23T10:00:00.700Z");
    noteServerDate(answer("Mon, 23 Nov 2026 10:01:00 GMT", Date.parse("2026-11-23T10:01:00.695Z")), browser);
    expect(toServerTime(browser).toISOString()).toBe("2026-11-23T10:01:00.695Z");
  });
});
