import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The V8 options `process` (api or worker) starts with, from scripts/node-flags: the one list run-dist.sh, npm
 * start and the benchmarks share (memory bounds; README "Memory").
 */
export function nodeFlags(process: "api" | "worker"): string[] {
  const text = readFileSync(path.join(import.meta.dirname, "node-flags"), "utf8");
  const line = text.split("\n").find((l) => l.startsWith(`${process}: `));
  return line ? line.slice(process.length + 2).trim().split(/\s+/).filter(Boolean) : [];
}
