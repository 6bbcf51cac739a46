import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type { ArticlePage } from "./extractArticle.js";

// This module is also the article thread's entry: the thread loads it and answers what the main thread sends.

const ROLE = "rivulet-article-reader";

/**
 * jsdom's document of the heaviest pages Readability accepts (MAX_ARTICLE_ELEMENTS) with their scoring takes
 * 100-200 MB of heap; a page past this is stopped by V8 rather than grow the process (the request then answers
 * "too-complex", and the next request starts a new thread).
 */
const THREAD_HEAP_MB = 384;

/**
 * An idle thread is stopped after this long: jsdom's heap stays high after a large page, and full articles come
 * in bursts (a user opening a few items), so a quiet process gives the memory back.
 */
export const ARTICLE_THREAD_IDLE_MS = 60_000;

interface Request {
  id: number;
  page: Uint8Array | string;
  url: string;
  robotsHeader: string | null;
  contentType: string | null;
}

type Answer = { id: number; page: ArticlePage } | { id: number; error: string };

// In the article thread: read each page the main thread sends, one at a time.
if (!isMainThread && (workerData as { role?: string } | null)?.role === ROLE) {
  // Loaded here only: jsdom and Readability cost a process about 70 MiB, and only this thread reads pages.
  const { readArticlePage } = await import("./extractArticle.js");
  parentPort!.on("message", (r: Request) => {
    let answer: Answer;
    try {
      const page = typeof r.page === "string" ? r.page : Buffer.from(r.page.buffer, r.page.byteOffset, r.page.byteLength);
      answer = { id: r.id, page: readArticlePage(page, r.url, { robotsHeader: r.robotsHeader, contentType: r.contentType }) };
    } catch (e) {
      answer = { id: r.id, error: e instanceof Error ? e.message : String(e) };
    }
    parentPort!.postMessage(answer);
  });
}

/**
 * When the entry is this TypeScript source (dev, tests), the thread needs tsx to resolve the project's `.js`
 * imports to `.ts` files; the build in dist/ is plain JavaScript and needs nothing.
 */
function threadExecArgv(): string[] | undefined {
  if (!import.meta.url.endsWith(".ts")) return undefined;
  return process.execArgv.some((a) => a.includes("tsx")) ? undefined : [...process.execArgv, "--import", "tsx"];
}

/**
 * Reads article pages (Readability on jsdom, then the sanitiser) in a thread of its own, so a 50-250 ms parse
 * never holds the api's event loop (other readers' requests, live streams) or a worker's heartbeats. One thread
 * per process, started at the first page and stopped when idle; pages queue in it one at a time (the parse is
 * CPU-bound, so a second thread on two cores would only share the same cores). When the thread cannot start,
 * pages are read here instead (the same answer).
 */
export class ArticleReaderThread {
  private worker: Worker | null = null;
  private cannotStart = false;
  /** Threads that ended in error one after another without answering a page: past 3, pages are read here. */
  private failedStarts = 0;
  private next = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly waiting = new Map<number, { args: Parameters<ArticleReaderThread["read"]>; resolve: (page: ArticlePage) => void; reject: (e: Error) => void }>();

  /** @param heapMb the thread's V8 heap limit (tests give a small one to stand for a page too large). */
  constructor(
    private readonly idleMs = ARTICLE_THREAD_IDLE_MS,
    private readonly heapMb = THREAD_HEAP_MB,
  ) {}

  private start(): Worker | null {
    if (this.worker || this.cannotStart) return this.worker;
    try {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { role: ROLE },
        execArgv: threadExecArgv(),
        resourceLimits: { maxOldGenerationSizeMb: this.heapMb },
      });
      worker.unref();
      worker.on("message", (m: Answer) => {
        const request = this.waiting.get(m.id);
        if (!request) return;
        this.waiting.delete(m.id);
        this.failedStarts = 0;
        if (this.waiting.size === 0) this.idle(worker);
        if ("error" in m) request.reject(new Error(m.error));
        else request.resolve(m.page);
      });
      const ended = (e?: Error) => {
        if (this.worker === worker) this.worker = null;
        if (e && ++this.failedStarts >= 3) this.cannotStart = true;
        // What the thread had not answered was a page that stopped it (out of heap) or ones queued behind it: the
        // first is too complex to read, the others are asked of the next thread.
        const pending = [...this.waiting.values()];
        this.waiting.clear();
        if (e && pending.length) pending.shift()!.resolve({ article: null, noarchive: false, reason: "too-complex" });
        for (const p of pending) this.read(...p.args).then(p.resolve, p.reject);
      };
      worker.on("error", (e) => ended(e));
      worker.on("exit", () => ended());
      this.worker = worker;
    } catch {
      this.cannotStart = true;
    }
    return this.worker;
  }

  private idle(worker: Worker): void {
    worker.unref();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.worker === worker && this.waiting.size === 0) void this.close();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  /** readArticlePage, in the thread. */
  read(page: string | Buffer, url: string, opts: { robotsHeader?: string | null; contentType?: string | null } = {}): Promise<ArticlePage> {
    const worker = this.start();
    // No thread (it could not start): read here, jsdom loaded now.
    if (!worker) return import("./extractArticle.js").then(({ readArticlePage }) => readArticlePage(page, url, opts));
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    return new Promise((resolve, reject) => {
      const id = this.next++;
      this.waiting.set(id, { args: [page, url, opts], resolve, reject });
      worker.ref();
      // A Buffer from the fetcher may be a view into a shared pool: copy its bytes, never transfer the pool.
      worker.postMessage({ id, page: typeof page === "string" ? page : new Uint8Array(page), url, robotsHeader: opts.robotsHeader ?? null, contentType: opts.contentType ?? null } satisfies Request);
    });
  }

  /** Whether the thread runs. */
  get started(): boolean {
    return this.worker !== null;
  }

  /** Stops the thread (idle, tests, shutdown); a later page starts another. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (worker) {
      worker.removeAllListeners("exit");
      worker.removeAllListeners("error");
      for (const p of this.waiting.values()) p.reject(new Error("article thread stopped"));
      this.waiting.clear();
      await worker.terminate();
    }
  }
}

/** The process's article thread. */
export const articleReaderThread = new ArticleReaderThread();
