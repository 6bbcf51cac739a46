import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach } from "vitest";

/**
 * Per-test scratch space for tests that start real processes and servers: `dir()` makes a temp folder anyone may
 * enter (mkdtemp makes them 0700, which the postgres user cannot enter when tests run as root), `defer()` registers
 * an undo. Everything is undone after each test, last first.
 */
export function useScratch(prefix: string) {
  const undo: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const step of undo.splice(0).reverse()) await step();
  });
  return {
    dir(): string {
      const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
      chmodSync(dir, 0o755);
      undo.push(() => rmSync(dir, { recursive: true, force: true }));
      return dir;
    },
    defer(step: () => Promise<void> | void) {
      undo.push(step);
    },
  };
}
