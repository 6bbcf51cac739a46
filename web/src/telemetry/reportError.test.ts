import { describe, expect, it } from "vitest";
import { reportError, settleErrorReporting } from "./reportError";

describe("reportError", () => {
  it("holds errors until error reporting starts, then sends them and what follows, at most ten held", () => {
    for (let i = 0; i < 12; i++) reportError(new Error(`early ${i}`));
    const sent: string[] = [];
    settleErrorReporting((e) => sent.push((e as Error).message));
    expect(sent).toEqual(Array.from({ length: 10 }, (_, i) => `early ${i}`));
    reportError(new Error("later"));
    expect(sent.at(-1)).toBe("later");
    // Off again (a test's second start): nothing is sent or kept.
    settleErrorReporting(null);
    reportError(new Error("dropped"));
    expect(sent).toHaveLength(11);
  });
});
