import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, SerializedError, TestModule } from "vitest/node";

/** What `npm test` prints as its last line (scripts/test-all.sh reads it after vitest exits). */
export interface RunSummary {
  passed: number;
  failedTests: number;
  /** Test files that failed without a failed test: a module that did not load, or a beforeAll/afterAll that threw. */
  failedFiles: string[];
  unhandledErrors: number;
  skipped: number;
  failed: number;
}

export const SUMMARY_FILE = "test-results/summary.json";

/**
 * Counts every way a run can fail, not just failed test cases: a file that fails to import (a syntax error, a
 * missing module) or whose setup hooks throw has no failed test, and an error thrown outside any test belongs to
 * no file. Vitest's JSON report counts neither in numFailedTests, so a line built from it said "0 failed" while
 * whole files had not run.
 */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    let passed = 0;
    let failedTests = 0;
    let skipped = 0;
    const failedFiles: string[] = [];
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed += 1;
        else if (state === "failed") failedHere += 1;
        else skipped += 1;
      }
      failedTests += failedHere;
      if (failedHere === 0 && (!module.ok() || module.errors().length > 0)) failedFiles.push(module.relativeModuleId);
    }
    const summary: RunSummary = {
      passed,
      failedTests,
      failedFiles,
      unhandledErrors: unhandledErrors.length,
      skipped,
      failed: failedTests + failedFiles.length + unhandledErrors.length,
    };
    mkdirSync(path.dirname(SUMMARY_FILE), { recursive: true });
    writeFileSync(SUMMARY_FILE, JSON.stringify(summary, null, 2));
  }
}
