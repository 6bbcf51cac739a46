import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import { DomainError } from "../../errors.js";
import type { Logger } from "../../logger.js";
import { FetchError, type Fetcher } from "../../reader/fetch/fetchDocument.js";
import { createHostBudget } from "./hostBudget.js";
import { parseThread, REDDIT_SITE, THREAD_DEPTH, THREAD_LIMITS, type CommentSort, type ParsedThread } from "./redditThread.js";
import { threadIdOf } from "./threadLink.js";

/** One fetch of a thread in one sort, shared read-only by every request and viewer that asks within its age. */
export interface ThreadSnapshot extends ParsedThread {
  threadId: string;
  sort: CommentSort;
  /** The post on Reddit (its permalink, else /comments/{id}/). */
  link: string;
  fetchedAt: Date;
}

/** The item fields a thread link can come from. */
export interface ThreadLinks {
  commentsUrl: string | null;
  link: string | null;
}

export interface CommentThreadsDeps {
  db: Db;
  fetcher: Fetcher;
  config: Config;
  log: Logger;
}

/**
 * Comments kept in the cache across threads (about 1 KB each): a thread's top 1,000 are one entry. The oldest
 * entries go first; an entry past its age still answers when the host's budget is spent.
 */
const CACHE_MAX_COMMENTS = 20_000;
/** A copy this old is dropped rather than served when the budget is spent. */
const STALE_MAX_MS = 10 * 60_000;
/** Upstream's 429 without a Retry-After: wait this long. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CommentThreads = ReturnType<typeof createCommentThreads>;

/**
 * Reddit comment threads read server-side (spec part 2 section 7: GET comments/{threadId}.json, sort top or new,
 * limit 1000 or 250, depth 5), through the guarded fetcher. Every caller goes through `load`: a copy younger
 * than the asked age answers from the cache, concurrent asks for one thread and sort share one request, and
 * every request takes a token from the host's budget (when it is spent, or the host asked us to wait, an older
 * copy answers, else 429 with Retry-After). A thread Reddit does not know is remembered as such for the cache's age.
 */
export function createCommentThreads({ db, fetcher, config, log }: CommentThreadsDeps) {
  const { redditBaseUrl, cacheSeconds } = config.comments;
  const base = new URL(redditBaseUrl);
  const host = base.host;
  const cacheMs = cacheSeconds * 1000;
  const budget = createHostBudget(config.comments.budget);
  const cache = new Map<string, { at: number; value: ThreadSnapshot | DomainError }>();
  const inflight = new Map<string, Promise<ThreadSnapshot>>();
  let cachedComments = 0;
  let upstreamRequests = 0;

  /** The thread id of an item's links, or INVALID_COMMENT_THREAD_LINK (spec part 2 section 5). */
  function threadIdFor(item: ThreadLinks): string {
    const threadId = threadIdOf(item.commentsUrl, base.hostname) ?? threadIdOf(item.link, base.hostname);
    if (!threadId) throw new DomainError("INVALID_COMMENT_THREAD_LINK");
    return threadId;
  }

  const sizeOf = (value: ThreadSnapshot | DomainError) => (value instanceof DomainError ? 1 : value.comments.length + 1);

  function remember(key: string, value: ThreadSnapshot | DomainError, now: number) {
    const old = cache.get(key);
    if (old) {
      cachedComments -= sizeOf(old.value);
      cache.delete(key);
    }
    cache.set(key, { at: now, value });
    cachedComments += sizeOf(value);
    // Oldest first (Map keeps insertion order and an entry is re-inserted when refreshed).
    for (const [k, entry] of cache) {
      if (cachedComments <= CACHE_MAX_COMMENTS && now - entry.at <= STALE_MAX_MS) break;
      if (k === key) continue;
      cache.delete(k);
      cachedComments -= sizeOf(entry.value);
    }
  }

  async function upstream(threadId: string, sort: CommentSort): Promise<ThreadSnapshot> {
    const url = new URL(`${base.pathname.replace(/\/$/, "")}/comments/${threadId}.json`, base);
    url.search = new URLSearchParams({
      sort: sort === "live" ? "new" : "top",
      limit: String(THREAD_LIMITS[sort]),
      depth: String(THREAD_DEPTH),
      raw_json: "1",
    }).toString();
    upstreamRequests += 1;
    let body: Buffer;
    try {
      const doc = await fetcher.fetchDocument(url.href, { accept: "application/json" });
      if (doc.kind !== "ok") throw new FetchError("FETCH_HTTP_ERROR", "Unexpected 304", 304);
      body = doc.body;
    } catch (e) {
      if (!(e instanceof FetchError)) throw e;
      if (e.code === "FETCH_NOT_FOUND" || e.code === "FETCH_GONE") {
        throw new DomainError("COMMENT_THREAD_NOT_FOUND", { message: `Failed to fetch comments: ${e.status ?? 404}` });
      }
      if (e.code === "FETCH_RATE_LIMITED") {
        const wait = e.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
        budget.pause(host, wait);
        log.warn({ host, retryAfterSeconds: wait }, "Reddit asked us to slow down; comment threads wait");
        throw new DomainError("COMMENT_THREAD_RATE_LIMITED", { retryAfterSeconds: Math.max(1, wait) });
      }
      log.info({ err: e, threadId }, "a comment thread could not be fetched");
      throw new DomainError("COMMENTS_FETCH_FAILED", { message: `Failed to fetch comments: ${e.status ?? 502}` });
    }
    let parsed: ParsedThread;
    try {
      parsed = parseThread(JSON.parse(body.toString("utf8")), sort);
    } catch (err) {
      log.info({ err, threadId }, "a comment thread's answer was not Reddit's comments JSON");
      throw new DomainError("COMMENTS_FETCH_FAILED");
    }
    return { ...parsed, threadId, sort, link: parsed.link ?? `${REDDIT_SITE}/comments/${threadId}/`, fetchedAt: new Date() };
  }

  return {
    /**
     * The thread in one sort, no older than `maxAgeMs` (default: the cache's age) when the host's budget allows;
     * else the newest copy held (up to 10 minutes old), else COMMENT_THREAD_RATE_LIMITED with Retry-After.
     */
    async load(threadId: string, sort: CommentSort, maxAgeMs = cacheMs): Promise<ThreadSnapshot> {
      const key = `${threadId}:${sort}`;
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && now - hit.at <= maxAgeMs) {
        if (hit.value instanceof DomainError) throw hit.value;
        return hit.value;
      }
      const pending = inflight.get(key);
      if (pending) return pending;
      const wait = budget.take(host, now);
      if (wait > 0) {
        if (hit && !(hit.value instanceof DomainError) && now - hit.at <= STALE_MAX_MS) return hit.value;
        throw new DomainError("COMMENT_THREAD_RATE_LIMITED", { retryAfterSeconds: wait });
      }
      const request = upstream(threadId, sort).then(
        (snapshot) => {
          remember(key, snapshot, Date.now());
          return snapshot;
        },
        (err: unknown) => {
          // Reddit's "no such thread" holds for a while; a failure that may pass (429, 5xx) is asked again next time.
          if (err instanceof DomainError && err.key === "COMMENT_THREAD_NOT_FOUND") remember(key, err, Date.now());
          throw err;
        },
      );
      inflight.set(key, request);
      try {
        return await request;
      } finally {
        inflight.delete(key);
      }
    },

    /**
     * The Reddit thread behind an item: its comments media link, else its own link, must be a Reddit address
     * holding /comments/{id} (INVALID_COMMENT_THREAD_LINK otherwise). NOT_FOUND for an unknown item.
     */
    async threadOf(contentItemId: string): Promise<{ threadId: string }> {
      const item = UUID.test(contentItemId)
        ? await db.contentItem.findUnique({ where: { id: contentItemId }, select: { commentsUrl: true, link: true } })
        : null;
      if (!item) throw new DomainError("NOT_FOUND", { message: "Content Item Not Found" });
      return { threadId: threadIdFor(item) };
    },

    threadIdFor,

    /** The item's Reddit thread link (its comments link, else its own), or null when it has none. */
    threadLinkOf(item: ThreadLinks): string | null {
      if (threadIdOf(item.commentsUrl, base.hostname)) return item.commentsUrl;
      return threadIdOf(item.link, base.hostname) ? item.link : null;
    },

    /** Requests sent upstream by this process so far (benchmarks and tests). */
    upstreamRequests: () => upstreamRequests,
  };
}
