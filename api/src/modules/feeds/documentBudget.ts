import { getHeapStatistics } from "node:v8";

/**
 * How much fetched feed text a process parses and stores at once. A refresh holds its document, the document's
 * element tree and the mapped items from the parse until its items are written: about 2.5 bytes of heap per byte
 * of document (a 9 MiB feed with non-ASCII text, decoded into a two-byte string, holds about 24 MiB). Sixteen
 * refreshes run at once, so sixteen large podcast feeds could hold 300-400 MiB, past the worker's old-generation
 * bound (scripts/node-flags), and V8 stops a process whose live heap does not fit. Measured with a copy of the
 * refresh path (fetch, scanFeed, every item mapped, 1-3 s of database work; 16 at a time, 32 feeds of 9 MiB):
 * 151-175 MiB of heap without a budget, which with the worker's own 50-65 MiB is past its 192 MiB, and 61 MiB with
 * it (the run took 25 s instead of 15). Large documents wait for each other; small ones (nearly all feeds) never
 * wait: 16 feeds of 2 MiB fit at once.
 *
 * A process gets a sixth of its V8 heap limit, at most DOCUMENT_BUDGET_BYTES (documentBudgetFor): the worker's
 * old generation is bounded at 128 MiB (scripts/node-flags, a 140 MiB limit), which gives 23 MiB of documents, about
 * 45 MiB of heap beside the 50-60 MiB the worker holds live while refreshing.
 */
export const DOCUMENT_BUDGET_BYTES = 32 * 1024 * 1024;
const MIN_DOCUMENT_BUDGET_BYTES = 8 * 1024 * 1024;

/** The document budget for a process whose V8 heap may grow to `heapLimitBytes` (v8.getHeapStatistics()). */
export function documentBudgetFor(heapLimitBytes: number): number {
  return Math.min(DOCUMENT_BUDGET_BYTES, Math.max(MIN_DOCUMENT_BUDGET_BYTES, Math.floor(heapLimitBytes / 6)));
}

export interface DocumentBudget {
  /**
   * Waits until `bytes` of document fit (a document larger than the whole budget waits for all of it), then
   * returns the function that gives them back. First come, first served: a large document is not starved by
   * small ones arriving after it.
   */
  acquire(bytes: number): Promise<() => void>;
}

export function createDocumentBudget(capacity = documentBudgetFor(getHeapStatistics().heap_size_limit)): DocumentBudget {
  let free = capacity;
  const waiting: Array<{ bytes: number; start: () => void }> = [];
  const wake = () => {
    while (waiting.length && waiting[0]!.bytes <= free) {
      const next = waiting.shift()!;
      free -= next.bytes;
      next.start();
    }
  };
  return {
    async acquire(size) {
      const bytes = Math.min(Math.max(size, 0), capacity);
      if (!waiting.length && bytes <= free) free -= bytes;
      else await new Promise<void>((start) => waiting.push({ bytes, start }));
      let given = false;
      return () => {
        if (given) return;
        given = true;
        free += bytes;
        wake();
      };
    },
  };
}
