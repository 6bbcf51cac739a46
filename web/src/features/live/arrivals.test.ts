import { afterEach, describe, expect, it, vi } from "vitest";
import { emitItemsArrived, onItemsArrived, resetArrivals, type ArrivedItem } from "./arrivals";

const item = (n: number): ArrivedItem => ({ id: `g${n}`, contentItemId: `c${n}`, subscriptionId: "s", feedId: "f", sortAt: "2025-01-01T00:00:00.000Z" });
const offs: Array<() => void> = [];
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  resetArrivals();
});

describe("onItemsArrived", () => {
  it("delivers each batch to every listener until it unsubscribes", () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = onItemsArrived(a);
    offs.push(onItemsArrived(b));
    emitItemsArrived([item(1), item(2)]);
    expect(a).toHaveBeenCalledWith([item(1), item(2)]);
    expect(b).toHaveBeenCalledTimes(1);
    offA();
    emitItemsArrived([item(3)]);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenLastCalledWith([item(3)]);
  });

  it("announces no empty batch, and a throwing listener does not stop the others", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const good = vi.fn();
    offs.push(onItemsArrived(() => {
      throw new Error("boom");
    }));
    offs.push(onItemsArrived(good));
    emitItemsArrived([]);
    expect(good).not.toHaveBeenCalled();
    emitItemsArrived([item(1)]);
    expect(good).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it("announces each item once, however often a reconnecting stream names it again", () => {
    const listener = vi.fn();
    offs.push(onItemsArrived(listener));
    emitItemsArrived([item(1), item(2)]);
    emitItemsArrived([item(3), item(2), item(1)]);
    emitItemsArrived([item(1)]);
    expect(listener.mock.calls).toEqual([[[item(1), item(2)]], [[item(3)]]]);
  });

  it("holds items announced before any list listens for the next listener, for a while", () => {
    emitItemsArrived([item(1)], 1_000);
    emitItemsArrived([item(2)], 2_000);
    const first = vi.fn();
    offs.push(onItemsArrived(first, 3_000));
    expect(first).toHaveBeenCalledWith([item(2), item(1)]);
    // Handed over once: the next listener starts empty.
    const second = vi.fn();
    offs.push(onItemsArrived(second, 3_500));
    expect(second).not.toHaveBeenCalled();

    offs.splice(0).forEach((off) => off());
    emitItemsArrived([item(3)], 10_000);
    const late = vi.fn();
    offs.push(onItemsArrived(late, 30_000));
    expect(late).not.toHaveBeenCalled();
  });
});
