import { describe, expect, it } from "vitest";
import { scrubText } from "./scrubText";

describe("scrubText", () => {
  it("removes email addresses and password, token and secret values, keeping the rest", () => {
    expect(scrubText("Failed for ada@example.com at /login")).toBe("Failed for [redacted] at /login");
    expect(scrubText('body {"password":"hunter2","name":"x"}')).toBe('body {"password":"[redacted]","name":"x"}');
    expect(scrubText("GET /api?token=abc123&x=1")).toBe("GET /api?token=[redacted]&x=1");
    expect(scrubText("secret: s3cr3t")).toBe("secret: [redacted]");
    expect(scrubText("TypeError: x is undefined")).toBe("TypeError: x is undefined");
  });
});
