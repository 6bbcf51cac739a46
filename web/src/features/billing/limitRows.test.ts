import { describe, expect, it } from "vitest";
import { limitText, usagePercent } from "./limitRows";

describe("usage bars", () => {
  it("cap at 100% of the limit, show ∞ for no limit, and a zero allowance as empty", () => {
    expect(usagePercent(5, 10)).toBe(50);
    expect(usagePercent(25, 10)).toBe(100);
    expect(usagePercent(3, null)).toBe(0);
    expect(usagePercent(0, 0)).toBe(0);
    expect(limitText(null)).toBe("∞");
    expect(limitText(2_000_000)).toBe("2,000,000");
  });
});
