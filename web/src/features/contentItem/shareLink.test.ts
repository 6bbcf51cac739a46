import { describe, expect, it } from "vitest";
import { copyText, shareOrCopy, type ShareEnvironment } from "./shareLink";

function env(opts: { clipboardFails?: boolean; share?: "ok" | "abort" | "refuse"; legacy?: boolean } = {}) {
  const copied: string[] = [];
  const shared: string[] = [];
  const e: ShareEnvironment = {
    clipboard: {
      writeText: async (t) => {
        if (opts.clipboardFails) throw new Error("denied");
        copied.push(t);
      },
    },
    share: opts.share
      ? async (d) => {
          if (opts.share === "abort") throw Object.assign(new Error("cancelled"), { name: "AbortError" });
          if (opts.share === "refuse") throw Object.assign(new Error("no"), { name: "NotAllowedError" });
          shared.push(d.url);
        }
      : undefined,
    legacyCopy: opts.legacy
      ? (t) => {
          copied.push(`legacy:${t}`);
          return true;
        }
      : undefined,
  };
  return { e, copied, shared };
}

describe("copy and share", () => {
  it("copies through the Clipboard API, else the legacy route", async () => {
    const a = env();
    expect(await copyText("u", a.e)).toBe(true);
    expect(a.copied).toEqual(["u"]);
    const b = env({ clipboardFails: true, legacy: true });
    expect(await copyText("u", b.e)).toBe(true);
    expect(b.copied).toEqual(["legacy:u"]);
    expect(await copyText("u", env({ clipboardFails: true }).e)).toBe(false);
  });

  it("uses the share sheet when there is one", async () => {
    const a = env({ share: "ok" });
    expect(await shareOrCopy({ url: "u" }, a.e)).toBe("shared");
    expect(a.shared).toEqual(["u"]);
    expect(a.copied).toEqual([]);
  });

  it("does nothing more when the user closes the sheet", async () => {
    const a = env({ share: "abort" });
    expect(await shareOrCopy({ url: "u" }, a.e)).toBe("cancelled");
    expect(a.copied).toEqual([]);
  });

  it("copies instead without a share sheet, or when it refuses", async () => {
    const a = env();
    expect(await shareOrCopy({ url: "u" }, a.e)).toBe("copied");
    expect(a.copied).toEqual(["u"]);
    const b = env({ share: "refuse" });
    expect(await shareOrCopy({ url: "u" }, b.e)).toBe("copied");
    expect(await shareOrCopy({ url: "u" }, env({ clipboardFails: true }).e)).toBe("failed");
  });
});
