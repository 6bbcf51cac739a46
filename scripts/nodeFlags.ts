import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The V8 options `process` (api or worker) starts with, from scripts/node-flags: the one list run-dist.sh, npm
 * start and the benchmarks share (memory bounds; README "Memory").
 */
export function nodeFlags(process: "api" | "worker"): string[] {
  return entry(`${process}: `);
}

/** The environment variables `process` starts with, from the same file (`worker env: NAME=value …`). */
export function nodeEnv(process: "api" | "worker"): Record<string, string> {
  return Object.fromEntries(entry(`${process} env: `).map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]));
}

function entry(prefix: string): string[] {
  const text = readFileSync(path.join(import.meta.dirname, "node-flags"), "utf8");
  const line = text.split("\n").find((l) => l.startsWith(prefix));
  return line ? line.slice(prefix.length).trim().split(/\s+/).filter(Boolean) : [];
}
