import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// A clone anywhere must run every test: no tracked file may read from beside the checkout (the shared spec and
// corpus folders of the workplace) or from an absolute path of one machine.
// The shared folder beside the checkout (not a module of this repo such as temporal/src/shared.ts).
const OUTSIDE = [/\.\.\/shared(?:\/|["'`\s)]|$)/, /\/work\/(?:shared|main|wt)\b/];

describe("the repository is self-contained", () => {
  it("no tracked file names a path outside the checkout", () => {
    const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0").filter(Boolean);
    const offenders: string[] = [];
    for (const file of files) {
      if (file.startsWith("tests/corpus/") || file.endsWith(".png")) continue;
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch {
        continue; // deleted in the working tree
      }
      text.split("\n").forEach((line, i) => {
        if (OUTSIDE.some((re) => re.test(line)) && !line.includes("OUTSIDE = [")) offenders.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
