import { setTimeout as sleep } from "node:timers/promises";
import { PRIVATE_FEED_TYPE } from "../../core/privateFeeds.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import { DomainError } from "../../errors.js";
import type { FullArticle, User } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import type { Logger } from "../../logger.js";
import { articleFailureSentence, isTransient } from "../../reader/article/articleFailures.js";
import { fetchArticlePage, type ArticleOutcome } from "../../reader/article/fetchArticlePage.js";
import type { Fetcher } from "../../reader/fetch/fetchDocument.js";
import { SANITIZER_VERSION } from "../../reader/sanitize/sanitizeFeedHtml.js";
import { enforceRateLimits } from "../auth/rateLimit.service.js";
import {
  ARTICLE_MAX_BYTES, CLAIM_HOSTS, DRAIN_BUDGET_MS, MAX_ATTEMPTS, ON_DEMAND_MAX_WAIT_MS, ON_DEMAND_PER_USER, RETRY_BASE_MS, RETRY_FACTOR,
} from "./fullArticlePolicy.js";
import {
  bookHostTurn, claimDuePages, enqueueItems, feedWantsArticles, holdHost, hostOf, newestItems, nextDueInMs, pruneHosts, restHost, type ClaimedPage,
} from "./fullArticleStore.js";
import type { FullArticleWorkflows } from "./fullArticleWorkflows.js";

export interface FullArticlesDeps {
  db: Db;
  config: Config;
  log: Logger;
  fetcher: Fetcher;
  /** Starts the drain on Temporal (api main and the worker wire it); without it this process drains the queue itself. */
  workflows?: FullArticleWorkflows | undefined;
}

/** An article as readers get it: stored, or (noarchive) fetched for this request only. */
export interface ArticleView {
  contentItemId: string;
  html: string;
  htmlVersion: number;
  title: string | null;
  byline: string | null;
  siteName: string | null;
  /** Where the page was read (after redirects). */
  url: string;
  textLength: number;
  fetchedAt: Date;
}

/** What "Load full article" answers: the article, and whether Rivulet keeps it (false: the site said noarchive). */
export interface LoadedArticle {
  article: ArticleView;
  stored: boolean;
  /** Answered from the stored copy without fetching. */
  cached: boolean;
}

/** What one drain did, and when the queue has something claimable next (null: nothing queued). */
export interface DrainResult {
  fetched: number;
  stored: number;
  noarchive: number;
  failed: number;
  retrying: number;
  nextInMs: number | null;
}

/** Status of an item's article for readers: none (never asked for), or the row's. */
export type FullArticleStatus = "none" | "queued" | "stored" | "noarchive" | "failed";

type Recorded = "stored" | "noarchive" | "failed" | "retrying";

export function viewOf(row: FullArticle): ArticleView | null {
  if (row.status !== "stored" || row.html === null) return null;
  return {
    contentItemId: row.contentItemId,
    html: row.html,
    htmlVersion: row.htmlVersion,
    title: row.title,
    byline: row.byline,
    siteName: row.siteName,
    url: row.finalUrl ?? row.url,
    textLength: row.textLength ?? 0,
    fetchedAt: row.fetchedAt ?? row.updatedAt,
  };
}

/** The failure code and sentence of an outcome that gave no article. */
function failureOf(outcome: Exclude<ArticleOutcome, { kind: "article" }>): { code: string; message: string; status?: number } {
  if (outcome.kind === "fetch-error") {
    const { code, status } = outcome.error;
    return { code, message: articleFailureSentence(code, status), ...(status !== undefined ? { status } : {}) };
  }
  if (outcome.kind === "not-html") return { code: "NOT_A_WEB_PAGE", message: articleFailureSentence("NOT_A_WEB_PAGE") };
  const code = outcome.reason === "too-complex" ? "ARTICLE_TOO_COMPLEX" : "ARTICLE_NOT_FOUND";
  return { code, message: articleFailureSentence(code) };
}

export type FullArticlesService = ReturnType<typeof createFullArticlesService>;

/**
 * Full articles (issue 20 section 2): the page behind an item's link fetched through the guarded fetcher, its article
 * extracted with Readability and sanitised like feed HTML, kept beside the item. For subscriptions that ask
 * (properties.fetchFullArticle) new items are queued on ingest and fetched off the refresh path (a Temporal workflow,
 * or this process without Temporal), paced per host; any reader can also load one now ("Load full article").
 */
export function createFullArticlesService({ db, log, fetcher, workflows }: FullArticlesDeps) {
  /** Writes what fetching a page gave. `attempts` is the worker's count; null for a reader's request. */
  async function record(itemId: string, link: string, host: string, outcome: ArticleOutcome, attempts: number | null): Promise<Recorded> {
    const base = { url: link, host };
    if (outcome.kind === "article" && !outcome.noarchive) {
      const a = outcome.article;
      const data = {
        status: "stored", html: a.html, htmlVersion: SANITIZER_VERSION, title: a.title, byline: a.byline, siteName: a.siteName,
        finalUrl: outcome.finalUrl, textLength: a.textLength, fetchedAt: new Date(), errorCode: null, errorMessage: null,
      };
      await db.fullArticle.upsert({ where: { contentItemId: itemId }, create: { contentItemId: itemId, ...base, ...data }, update: data });
      return "stored";
    }
    if (outcome.kind === "article" || (outcome.kind === "no-article" && outcome.noarchive)) {
      // The site asked not to keep a copy: nothing of the page is kept (a stored copy from before goes too), and the
      // row stays so the worker never fetches it again; readers load it on demand.
      const data = { status: "noarchive", html: null, title: null, byline: null, siteName: null, textLength: null, finalUrl: outcome.finalUrl, fetchedAt: new Date(), errorCode: null, errorMessage: null };
      await db.fullArticle.upsert({ where: { contentItemId: itemId }, create: { contentItemId: itemId, ...base, ...data }, update: data });
      return "noarchive";
    }
    const failure = failureOf(outcome);
    if (outcome.kind === "fetch-error" && outcome.error.retryAfterSeconds !== undefined) await holdHost(db, host, outcome.error.retryAfterSeconds);
    const transient = outcome.kind === "fetch-error" && isTransient(failure.code, failure.status);
    const error = { errorCode: failure.code, errorMessage: failure.message };
    if (attempts === null) {
      // A reader's failed request: a passing failure changes nothing (the worker's own tries go on), a lasting one
      // marks the row failed so the worker does not try a page that will answer the same. A stored copy stays.
      if (transient) return "retrying";
      await db.fullArticle.upsert({ where: { contentItemId: itemId }, create: { contentItemId: itemId, ...base, status: "failed", ...error }, update: {} });
      await db.fullArticle.updateMany({ where: { contentItemId: itemId, status: { not: "stored" } }, data: { status: "failed", ...error } });
      return "failed";
    }
    if (transient && attempts < MAX_ATTEMPTS) {
      const notBefore = new Date(Date.now() + RETRY_BASE_MS * RETRY_FACTOR ** (attempts - 1));
      await db.fullArticle.updateMany({ where: { contentItemId: itemId, status: "queued" }, data: { notBefore, ...error } });
      return "retrying";
    }
    await db.fullArticle.updateMany({ where: { contentItemId: itemId, status: "queued" }, data: { status: "failed", ...error } });
    return "failed";
  }

  /** Fetches and reads a page, then gives its host a rest of HOST_INTERVAL_MS from now. */
  async function fetchPage(url: string, host: string): Promise<ArticleOutcome> {
    try {
      return await fetchArticlePage(fetcher, url, { maxBytes: ARTICLE_MAX_BYTES });
    } finally {
      await restHost(db, host);
    }
  }

  async function fetchClaimed(page: ClaimedPage): Promise<Recorded> {
    return record(page.contentItemId, page.url, page.host, await fetchPage(page.url, page.host), page.attempts);
  }

  /**
   * Works through the queue for up to `budgetMs`: claims due pages (one per host whose turn has come, CLAIM_HOSTS at
   * a time), fetches and records them, and waits for the next turn when it comes within `maxWaitMs`. Answers when
   * the queue is empty, its next turn is further off, or the budget is spent.
   */
  async function drain(opts: { budgetMs?: number; maxWaitMs?: number; heartbeat?: (done: number) => void } = {}): Promise<DrainResult> {
    const deadline = Date.now() + (opts.budgetMs ?? DRAIN_BUDGET_MS);
    const maxWaitMs = opts.maxWaitMs ?? 5_000;
    const result: DrainResult = { fetched: 0, stored: 0, noarchive: 0, failed: 0, retrying: 0, nextInMs: null };
    await pruneHosts(db);
    for (;;) {
      const pages = await claimDuePages(db, CLAIM_HOSTS);
      if (pages.length) {
        const outcomes = await Promise.all(
          pages.map((p) =>
            fetchClaimed(p).catch(async (err: unknown) => {
              // An unexpected failure (not the page's): the lease brings the page back, MAX_ATTEMPTS times in all.
              log.warn({ err, contentItemId: p.contentItemId }, "full article could not be processed");
              if (p.attempts < MAX_ATTEMPTS) return "retrying" as const;
              await db.fullArticle.updateMany({
                where: { contentItemId: p.contentItemId, status: "queued" },
                data: { status: "failed", errorCode: "ARTICLE_NOT_READ", errorMessage: articleFailureSentence("ARTICLE_NOT_READ") },
              });
              return "failed" as const;
            }),
          ),
        );
        result.fetched += pages.length;
        for (const o of outcomes) result[o] += 1;
        opts.heartbeat?.(result.fetched);
      }
      const next = await nextDueInMs(db);
      result.nextInMs = next;
      if (next === null || Date.now() + next >= deadline) return result;
      if (next > 0) {
        if (next > maxWaitMs) return result;
        await sleep(next);
      } else if (!pages.length) {
        // Due, yet nothing could be claimed: another worker holds it this instant. No hot loop while it finishes.
        await sleep(250);
      }
    }
  }

  // Without Temporal this process drains the queue itself, one drain at a time, and comes back for turns due soon.
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  function drainHere(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      try {
        do {
          again = false;
          const r = await drain();
          // A retry due within a few minutes is picked up by this process; later ones wait for the next trigger.
          if (!again && r.nextInMs !== null && r.nextInMs <= DRAIN_BUDGET_MS && !closed) timer = setTimeout(drainHere, Math.max(r.nextInMs, 1_000));
        } while (again && !closed);
      } catch (err) {
        log.warn({ err }, "full article drain failed");
      } finally {
        running = null;
      }
    })();
  }

  /** The item with its article row, if the reader can read it (another user's website feed is not found). */
  async function readableItem(user: User, contentItemId: string) {
    const item = isUuid(contentItemId)
      ? await db.contentItem.findUnique({
          where: { id: contentItemId, feed: { OR: [{ type: { not: PRIVATE_FEED_TYPE } }, { websiteFeed: { userId: user.id } }] } },
          select: { id: true, link: true, fullArticle: true },
        })
      : null;
    if (!item) throw new DomainError("NOT_FOUND", { message: "Content Item Not Found" });
    return item;
  }

  /** Hands the queue to whoever drains it: Temporal when wired (failures logged: its schedule drains anyway), else here. */
  async function kick(): Promise<void> {
    if (!workflows) return drainHere();
    try {
      await workflows.drain();
    } catch (err) {
      log.warn({ err }, "could not start the full article drain (its schedule starts it within a minute)");
    }
  }

  return {
    drain,

    /**
     * The refresh's hook: a feed stored new items. When an enabled subscription to the feed asks for full articles,
     * each item is queued once (however many subscribers want it) and the drain is started. Never fails the refresh.
     */
    async onNewItems(feedId: string, itemIds: string[]): Promise<void> {
      if (!itemIds.length) return;
      try {
        if (!(await feedWantsArticles(db, feedId))) return;
        const items = await db.contentItem.findMany({ where: { id: { in: itemIds }, feedId }, select: { id: true, link: true } });
        if ((await enqueueItems(db, items)) > 0) await kick();
      } catch (err) {
        log.warn({ err, feedId }, "could not queue full articles for new items");
      }
    },

    /** A subscription turned "fetch full article" on: the feed's newest items are queued too (BACKFILL_ITEMS). */
    async turnedOn(feedId: string): Promise<void> {
      try {
        if ((await enqueueItems(db, await newestItems(db, feedId))) > 0) await kick();
      } catch (err) {
        log.warn({ err, feedId }, "could not queue full articles for a subscription turned on");
      }
    },

    /**
     * "Load full article" for a signed-in reader: the stored article when there is one (unless `refresh`), else the
     * page fetched and read now, stored unless the site says noarchive. The item must be one the reader can read
     * (another user's website feed is not found). Limited per reader (ON_DEMAND_PER_USER) and paced with the
     * worker per host (a host booked more than ON_DEMAND_MAX_WAIT_MS ahead is RATE_LIMITED with Retry-After).
     */
    async load(user: User, contentItemId: string, opts: { refresh?: boolean } = {}): Promise<LoadedArticle> {
      const item = await readableItem(user, contentItemId);
      const host = hostOf(item.link);
      if (!host || !item.link) throw new DomainError("FULL_ARTICLE_NO_LINK");
      const stored = item.fullArticle ? viewOf(item.fullArticle) : null;
      if (stored && !opts.refresh) return { article: stored, stored: true, cached: true };

      await enforceRateLimits(db, [{ key: `full-article:${user.id}`, rule: ON_DEMAND_PER_USER }]);
      const turn = await bookHostTurn(db, host, ON_DEMAND_MAX_WAIT_MS);
      if (!turn.booked) throw new DomainError("RATE_LIMITED", { retryAfterSeconds: Math.max(1, Math.ceil(turn.busyForMs / 1000)) });
      if (turn.waitMs > 0) await sleep(turn.waitMs);

      const outcome = await fetchPage(item.link, host);
      await record(item.id, item.link, host, outcome, null);
      if (outcome.kind === "article") {
        const a = outcome.article;
        const article: ArticleView = {
          contentItemId: item.id, html: a.html, htmlVersion: SANITIZER_VERSION, title: a.title, byline: a.byline, siteName: a.siteName,
          url: outcome.finalUrl, textLength: a.textLength, fetchedAt: new Date(),
        };
        return { article, stored: !outcome.noarchive, cached: false };
      }
      const failure = failureOf(outcome);
      if (outcome.kind === "fetch-error") {
        throw new DomainError("FULL_ARTICLE_FETCH_FAILED", {
          message: failure.message,
          ...(outcome.error.retryAfterSeconds !== undefined ? { retryAfterSeconds: outcome.error.retryAfterSeconds } : {}),
        });
      }
      throw new DomainError("FULL_ARTICLE_NOT_FOUND", { message: failure.message });
    },

    /** Where an item's article stands for a reader (GET /content/{id}/full-article): its status, and the stored article. */
    async stateOf(user: User, contentItemId: string): Promise<{ contentItemId: string; status: FullArticleStatus; article: ArticleView | null; error: string | null }> {
      const item = await readableItem(user, contentItemId);
      const row = item.fullArticle;
      return { contentItemId: item.id, status: statusOf(row), article: row ? viewOf(row) : null, error: row?.status === "failed" ? row.errorMessage : null };
    },

    /** Waits for an in-process drain to finish and starts no more (app shutdown). */
    async idle(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** A row's status for readers (none without a row). */
export function statusOf(row: FullArticle | null | undefined): FullArticleStatus {
  return (row?.status as FullArticleStatus | undefined) ?? "none";
}
