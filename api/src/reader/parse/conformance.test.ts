import { describe, expect, it } from "vitest";
import { checkEntry, loadFeedEntries, type CheckResult } from "../../../../tests/setup/corpus.js";
import { FeedParseError } from "./types.js";

// Every feed document of tests/corpus (real files from feedparser, gofeed, rss-parser, feed-rs, ROME and
// miniflux test suites) against its expectations, with the comparison rules of the corpus README.
describe("feed parser conformance on the shared corpus", () => {
  const entries = loadFeedEntries();
  const results = entries.map((entry) => ({ entry, ...checkEntry(entry) }));
  const checks: CheckResult[] = results.flatMap((r) => r.checks);
  const wellFormed = checks.filter((c) => c.wellFormed);
  const pct = (list: CheckResult[]) => (100 * list.filter((c) => c.pass).length) / Math.max(1, list.length);

  it("passes at least 99% of the checks on well-formed documents", () => {
    const failures = wellFormed.filter((c) => !c.pass).map((c) => `${c.file} ${c.field}: expected ${JSON.stringify(c.expected)}, got ${JSON.stringify(c.actual)}`);
    console.log(
      `corpus conformance: well-formed ${pct(wellFormed).toFixed(2)}% of ${wellFormed.length} checks; ` +
        `all documents ${pct(checks).toFixed(2)}% of ${checks.length} checks (${entries.length} documents)`,
    );
    if (failures.length) console.log(`failing checks:\n  ${failures.join("\n  ")}`);
    expect(pct(wellFormed)).toBeGreaterThanOrEqual(99);
  });

  it("parses every well-formed document without an exception", () => {
    const crashed = results.filter((r) => r.entry.wellFormed && r.error).map((r) => `${r.entry.file}: ${String(r.error)}`);
    expect(crashed).toEqual([]);
  });

  it("answers a broken document with its values or a clear parse error, never a crash", () => {
    const unexpected = results.filter((r) => !r.entry.wellFormed && r.error && !(r.error instanceof FeedParseError));
    expect(unexpected.map((r) => `${r.entry.file}: ${String(r.error)}`)).toEqual([]);
  });
});
