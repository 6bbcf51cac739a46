import { describe, expect, it } from "vitest";
import { visibleEntries } from "./staleFolders";

describe("visibleEntries (appSettings.hideStaleFolders)", () => {
  const entries: Array<{ id: string; isStale?: boolean }> = [
    { id: "sub" },
    { id: "dormant", isStale: true },
    { id: "mixed", isStale: false },
    { id: "unknown" },
  ];

  it("leaves stale folders out while the setting is on, in order, and keeps everything else", () => {
    expect(visibleEntries(entries, true, (e) => e.isStale).map((e) => e.id)).toEqual(["sub", "mixed", "unknown"]);
  });

  it("shows every entry while it is off", () => {
    expect(visibleEntries(entries, false, (e) => e.isStale).map((e) => e.id)).toEqual(["sub", "dormant", "mixed", "unknown"]);
  });
});
