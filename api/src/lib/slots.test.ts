import { describe, expect, it } from "vitest";
import { createSlots } from "./slots.js";

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("createSlots", () => {
  it("runs at most `size` at once, in arrival order, and frees a slot when work fails", async () => {
    const slots = createSlots(2, 5);
    let now = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (i: number, fail = false) =>
      slots.run(async () => {
        now += 1;
        peak = Math.max(peak, now);
        order.push(i);
        await tick(10);
        now -= 1;
        if (fail) throw new Error(`job ${i}`);
        return i;
      });
    const results = await Promise.allSettled([job(0), job(1, true), job(2), job(3), job(4)]);
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled", "fulfilled"]);
    expect(slots.running).toBe(0);
    expect(slots.waiting).toBe(0);
  });

  it("calls whileWaiting as a waiter waits (an activity's heartbeat), and stops once it runs", async () => {
    const slots = createSlots(1, 5);
    let release!: () => void;
    const first = slots.run(() => new Promise<void>((r) => (release = r)));
    let pings = 0;
    const second = slots.run(async () => "done", () => (pings += 1));
    await tick(40);
    expect(pings).toBeGreaterThanOrEqual(3);
    expect(slots.waiting).toBe(1);
    release();
    await first;
    expect(await second).toBe("done");
    const after = pings;
    await tick(20);
    expect(pings).toBe(after);
  });

  it("refuses a size that is not a positive integer", () => {
    expect(() => createSlots(0)).toThrow(/positive integer/);
  });
});
