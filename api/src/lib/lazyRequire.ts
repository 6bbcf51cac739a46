import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A package loaded at its first use rather than at import, then the same module every time. For the large libraries
 * only some paths of a process use (a tagger, a payment or storage SDK, an HTML sanitiser only one path calls): a
 * static import makes every api and worker process keep them, tens of MiB each (README, "Memory"). Synchronous,
 * through require, so the callers stay synchronous: each of these packages ships a CommonJS build of the same code.
 * Resolved from the repository's node_modules, where every dependency sits.
 */
export function lazyRequire<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(specifier) as T);
}
