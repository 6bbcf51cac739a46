import { createHash } from "node:crypto";
import { filterNewItems } from "../../core/filterEngine.js";
import { KEEP_UNREAD_MAX } from "../../core/readState.js";
import { sqlPool, sqlTx, type Db } from "../../db.js";
import type { Logger } from "../../logger.js";
import { FetchError, type Fetcher } from "../../reader/fetch/fetchDocument.js";
import { scanFeed, type FeedEntry } from "../../reader/parse/parseFeed.js";
import { SANITIZER_VERSION } from "../../reader/sanitize/sanitizeFeedHtml.js";
import { FeedParseError, type NormalisedItem } from "../../reader/parse/types.js";
import type { DocumentBudget } from "./documentBudget.js";
import { iconDue, type IconSource } from "./feedIcons.js";
import { feedTypeFor } from "./feedType.js";
import { feedUrlTaken, finishRun, type FeedState, insertItems, loadFeedState, markRawHashes, storedEntries, updateItems, type FeedRunUpdate, type ItemRow, type JobRun } from "./refreshSql.js";
import { adaptiveIntervalMinutes, backoffMinutes, ERROR_AFTER_FAILURES, healthAfterSuccess, intervalWithPush, PAUSE_ABOVE_ITEMS_PER_WEEK } from "./refreshPolicy.js";
import { advertisedHub, type AdvertisedHub } from "./webSubPolicy.js";

export interface RefreshDeps {
  db: Db;
  fetcher: Fetcher;
  log: Logger;
  /**
   * Told about every refresh that stored new items (the pub/sub for live counts hooks in here); `pushed` when a
   * WebSub hub sent them (one feed's news, shown without waiting for a sweep's other feeds).
   */
  onNewItems?: (feedId: string, newItemIds: string[], how?: { pushed: boolean }) => Promise<void> | void;
  /** Told when the feed's site icon is due (feedIcons.ts looks it up beside the refreshes, not inside them). */
  scheduleIcon?: (feed: IconSource) => void;
  /** Bounds the document text being parsed and stored at once in this process (documentBudget.ts). */
  documents?: DocumentBudget;
  /** Website feeds (type webfeed): their page is read and its items extracted there (modules/webfeeds). */
  websites?: WebsiteSource;
  /**
   * Told when a fetch finds the feed advertising another WebSub hub or topic than recorded (or none any more):
   * webSub.service.ts records it and subscribes beside the refreshes.
   */
  onHubAdvertised?: (feedId: string, hub: AdvertisedHub | null) => Promise<void>;
}

/** What a website feed's refresh reads instead of a feed document. */
export interface WebsiteScan {
  /** The page's entries, as a feed parser would give them (guid: the item's link, else its content hash). */
  entries: FeedEntry[];
  title: string | null;
  link: string;
  /** Spec part 3 section 9: hourly, every two hours with JavaScript. */
  intervalMinutes: number;
}

export interface WebsiteSource {
  /** Reads the page (throws FetchError when it cannot); null when the website feed is gone or disabled. */
  scan(feedId: string): Promise<WebsiteScan | null>;
  /** After a successful read: how many items it extracted (three empty reads in a row need the owner's attention). */
  afterRun(feedId: string, extracted: number): Promise<void>;
}

export interface RefreshOutcome {
  feedId: string;
  /** "pushed": a hub's push (WebSub) was stored, as the job log records it. */
  result: "success" | "not-modified" | "error" | "skipped" | "pushed";
  itemsNew: number;
  itemsUpdated: number;
  errorCode?: string;
}

const MAX_ITEMS_PER_REFRESH = 500;

/** SHA-1 of an item's stored fields: an entry whose source changed but whose item did not costs no edit. */
function hashItem(item: NormalisedItem): string {
  return createHash("sha1")
    .update(
      JSON.stringify([
        item.title, item.link, item.summary, item.contentHtml, item.published, item.updated, item.author, item.imageUrl, item.enclosures,
        item.commentsUrl, item.score ?? null,
        // Appended only when known, so the hash of every item stored before comment counts existed stays the same.
        ...(item.commentCount != null ? [item.commentCount] : []),
      ]),
    )
    .digest("hex");
}

/**
 * An item's date (sortAt): its published date, else its updated date (Atom entries with only <updated>, such as
 * GitHub releases, and JSON Feed's date_modified), else when we first saw it; never in the future (a post-dated
 * entry, or a zone mislabelled ahead, is clamped to the moment it was seen, so it cannot sit on top of every list
 * for weeks or count as unread after a mark-all-read that came before it was seen). An item dated before the
 * subscription's keep-unread window therefore arrives read: a years-old release is history, not news.
 */
export function itemDate(item: Pick<NormalisedItem, "published" | "updated">, seenAt: Date): Date {
  for (const raw of [item.published, item.updated]) {
    const date = raw ? new Date(raw) : null;
    if (date && !Number.isNaN(date.getTime())) return date < seenAt ? date : seenAt;
  }
  return seenAt;
}

function toRow(entry: FeedEntry, now: Date): ItemRow {
  const item = entry.item();
  return {
    guid: entry.guid.slice(0, 2000),
    title: item.title,
    link: item.link,
    description: item.summary,
    contentHtml: item.contentHtml,
    author: item.author,
    imageUrl: item.imageUrl,
    publishedAt: item.published ? new Date(item.published) : null,
    sortAt: itemDate(item, now),
    itemUpdatedAt: item.updated ? new Date(item.updated) : null,
    enclosures: item.enclosures,
    commentsUrl: item.commentsUrl,
    score: item.score ?? null,
    commentCount: item.commentCount ?? null,
    contentHash: hashItem(item),
    rawHash: entry.rawHash,
  };
}

/**
 * Fetches one feed and stores what changed: new items inserted, edited items updated in place (same guid),
 * unchanged ones untouched. Records the run in the job log (newest 10 kept), updates status, validators and
 * the next run time. Idempotent: running it twice, or after a crash mid-way, never duplicates an item.
 *
 * Cost (issue 22): one statement reads the feed, one reads what is stored of its entries, one inserts the new
 * items, one updates the edited ones, one ends the run (feed state, job log and its trim); a 304 costs two. An
 * entry whose raw hash is stored is neither mapped nor sanitised.
 */
export async function refreshFeed(deps: RefreshDeps, feedId: string, now = new Date()): Promise<RefreshOutcome> {
  const pool = sqlPool(deps.db);
  const feed = await loadFeedState(pool, feedId);
  // Deleted, or paused by an admin (which holds until an admin sets another status): nothing is fetched.
  if (!feed || feed.status === "deleted" || feed.pausedByAdmin) return { feedId, result: "skipped", itemsNew: 0, itemsUpdated: 0 };
  const startedAt = new Date();
  let outcome: RefreshOutcome;
  let update: FeedRunUpdate;
  let releaseDocument: (() => void) | undefined;
  try {
    if (feed.type === "webfeed") return await refreshWebsite(deps, feed, startedAt, now);
    const doc = await deps.fetcher.fetchDocument(feed.url, { etag: feed.etag, lastModified: feed.lastModified });
    const movedTo = doc.permanentUrl && doc.permanentUrl !== feed.url && !(await feedUrlTaken(pool, doc.permanentUrl)) ? doc.permanentUrl : null;
    const ok = { movedTo, lastRunAt: now, consecutiveErrorCount: 0, lastErrorCode: null, lastErrorStatus: null };
    if (doc.kind === "not-modified") {
      update = {
        ...ok,
        lastRunResult: "not-modified",
        status: feed.status === "error" || feed.status === "unknown" ? "healthy" : feed.status,
        nextRunAt: new Date(now.getTime() + intervalWithPush(Math.max(feed.refreshIntervalMinutes, (doc.maxAgeSeconds ?? 0) / 60), feed.pushLeaseUntil, now) * 60_000),
      };
      outcome = { feedId, result: "not-modified", itemsNew: 0, itemsUpdated: 0 };
      if (deps.scheduleIcon && iconDue(feed, now)) deps.scheduleIcon({ id: feedId, link: feed.link, url: movedTo ?? feed.url });
    } else {
      // Held from the parse until the refresh ends (the parsed feed is in scope until then).
      releaseDocument = await deps.documents?.acquire(doc.body.length);
      const parsed = scanFeed({ body: doc.body, url: doc.url, contentType: doc.contentType });
      await noteAdvertisedHub(deps, feed, advertisedHub(doc.links, parsed, doc.url));
      const stored = await storeEntries(pool, feedId, parsed.entries.slice(0, MAX_ITEMS_PER_REFRESH), now);
      const dates = stored.dates;
      const lastItemAt = dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : feed.lastContentItemAt;
      const weekAgo = now.getTime() - 7 * 86_400_000;
      const itemsLastWeek = dates.filter((d) => d.getTime() > weekAgo).length;
      const health = healthAfterSuccess(lastItemAt, itemsLastWeek, now);
      const interval = health === "paused"
        ? 24 * 60
        : intervalWithPush(adaptiveIntervalMinutes(dates, doc.maxAgeSeconds, parsed.ttlMinutes ?? null), feed.pushLeaseUntil, now);
      update = {
        ...ok,
        lastRunResult: "success",
        status: health,
        nextRunAt: new Date(now.getTime() + interval * 60_000),
        success: {
          // The first fetch (and any later change of format) gives the feed its real type; website feeds keep theirs.
          type: feed.type === "webfeed" ? null : feedTypeFor(movedTo ?? feed.url, parsed.format),
          title: parsed.title, description: parsed.description, link: parsed.link, imageUrl: parsed.imageUrl, format: parsed.format,
          etag: doc.etag, lastModified: doc.lastModified, lastContentItemAt: lastItemAt, newItems: stored.newItems.length,
          refreshIntervalMinutes: interval,
        },
      };
      if (health === "paused") deps.log.warn({ feedId, itemsLastWeek }, `feed paused: more than ${PAUSE_ABOVE_ITEMS_PER_WEEK} items a week`);
      outcome = { feedId, result: "success", itemsNew: stored.newItems.length, itemsUpdated: stored.updated };
      await finishRun(pool, feedId, update, jobRun(startedAt, outcome, null));
      await announceNews(deps, feedId, stored.newItems, now);
      if (deps.scheduleIcon && iconDue(feed, now)) deps.scheduleIcon({ id: feedId, link: parsed.link ?? feed.link, url: doc.url });
      return outcome;
    }
  } catch (e) {
    if (!(e instanceof FetchError) && !(e instanceof FeedParseError)) throw e;
    const failures = feed.consecutiveErrorCount + 1;
    const gone = e instanceof FetchError && e.code === "FETCH_GONE";
    update = {
      movedTo: null,
      lastRunAt: now,
      lastRunResult: "error",
      lastErrorCode: e.code,
      lastErrorStatus: e instanceof FetchError ? (e.status ?? null) : null,
      consecutiveErrorCount: failures,
      status: gone ? "deleted" : failures >= ERROR_AFTER_FAILURES ? "error" : feed.status,
      nextRunAt: new Date(now.getTime() + backoffMinutes(feed.refreshIntervalMinutes, failures, e instanceof FetchError ? e.retryAfterSeconds : undefined) * 60_000),
    };
    outcome = { feedId, result: "error", itemsNew: 0, itemsUpdated: 0, errorCode: e.code };
    await finishRun(pool, feedId, update, jobRun(startedAt, outcome, e.message));
    return outcome;
  } finally {
    releaseDocument?.();
  }
  await finishRun(pool, feedId, update, jobRun(startedAt, outcome, null));
  return outcome;
}

/**
 * A website feed's refresh: its page read (rendered when it needs JavaScript) and its items extracted with the
 * owner's selectors, stored like a feed's entries (new by link, else by content hash). Its interval is fixed by
 * the spec, and a page that yields nothing is a success with no items (the owner is told after three).
 */
async function refreshWebsite(deps: RefreshDeps, feed: FeedState, startedAt: Date, now: Date): Promise<RefreshOutcome> {
  const pool = sqlPool(deps.db);
  const scan = deps.websites ? await deps.websites.scan(feed.id) : null;
  if (!scan) {
    // Disabled or gone (the sweep does not claim disabled ones): look again in an hour.
    await deps.db.feed.update({ where: { id: feed.id }, data: { nextRunAt: new Date(now.getTime() + 60 * 60_000), leaseUntil: null } });
    return { feedId: feed.id, result: "skipped", itemsNew: 0, itemsUpdated: 0 };
  }
  const stored = await storeEntries(pool, feed.id, scan.entries.slice(0, MAX_ITEMS_PER_REFRESH), now);
  const lastItemAt = stored.newItems.length ? now : feed.lastContentItemAt;
  const outcome: RefreshOutcome = { feedId: feed.id, result: "success", itemsNew: stored.newItems.length, itemsUpdated: stored.updated };
  await finishRun(pool, feed.id, {
    movedTo: null, lastRunAt: now, consecutiveErrorCount: 0, lastErrorCode: null, lastErrorStatus: null,
    lastRunResult: "success",
    status: "healthy",
    nextRunAt: new Date(now.getTime() + scan.intervalMinutes * 60_000),
    success: {
      type: null, title: scan.title, description: null, link: scan.link, imageUrl: null, format: "html",
      etag: null, lastModified: null, lastContentItemAt: lastItemAt, newItems: stored.newItems.length, refreshIntervalMinutes: scan.intervalMinutes,
    },
  }, jobRun(startedAt, outcome, null));
  await deps.websites!.afterRun(feed.id, scan.entries.length);
  await announceNews(deps, feed.id, stored.newItems, now);
  return outcome;
}

/**
 * Only items that can be unread are news: one dated before the longest keep-unread window arrives read for every
 * subscriber, and a live "N new articles" for it would lead to nothing new.
 */
async function announceNews(deps: RefreshDeps, feedId: string, newItems: Array<{ id: string; sortAt: Date }>, now: Date, pushed = false): Promise<void> {
  const news = newItems.filter((i) => i.sortAt.getTime() > now.getTime() - KEEP_UNREAD_MAX * 86_400_000).map((i) => i.id);
  if (news.length && deps.onNewItems) await deps.onNewItems(feedId, news, { pushed });
}

/** Tells the WebSub side when the hub or topic a fetched feed advertises differs from the one recorded. */
async function noteAdvertisedHub(deps: RefreshDeps, feed: FeedState, hub: AdvertisedHub | null): Promise<void> {
  if (!deps.onHubAdvertised || ((hub?.hubUrl ?? null) === feed.hubUrl && (hub?.topicUrl ?? null) === feed.topicUrl)) return;
  await deps.onHubAdvertised(feed.id, hub);
}

/** A pushed document: its body as the hub sent it, with its Content-Type, and the topic it is the content of. */
export interface PushedDocument {
  body: Buffer;
  contentType: string | null;
  topicUrl: string;
}

/**
 * Stores a document a WebSub hub pushed for the feed through the refresh's own path (parse, sanitise, store new and
 * edited items with their subscribers' filters, announce the news), and records it as a "pushed" run. The hub may
 * send only the new entries (spec section 8), so it changes no validator of the poll, marks nothing stale or
 * paused that a poll would judge on the whole feed, and sets the next poll by intervalWithPush (the daily safety
 * net while the lease runs). A document that does not parse is logged and left: nothing in the feed changes.
 */
export async function ingestPushed(deps: RefreshDeps, feedId: string, doc: PushedDocument, now = new Date()): Promise<RefreshOutcome> {
  const pool = sqlPool(deps.db);
  const feed = await loadFeedState(pool, feedId);
  if (!feed || feed.status === "deleted" || feed.pausedByAdmin || feed.type === "webfeed") return { feedId, result: "skipped", itemsNew: 0, itemsUpdated: 0 };
  const startedAt = new Date();
  const release = await deps.documents?.acquire(doc.body.length);
  try {
    let parsed;
    try {
      parsed = scanFeed({ body: doc.body, url: doc.topicUrl, contentType: doc.contentType });
    } catch (e) {
      if (!(e instanceof FeedParseError)) throw e;
      deps.log.warn({ feedId, code: e.code }, "a hub pushed a document that is not a feed; ignored");
      return { feedId, result: "error", itemsNew: 0, itemsUpdated: 0, errorCode: e.code };
    }
    const stored = await storeEntries(pool, feedId, parsed.entries.slice(0, MAX_ITEMS_PER_REFRESH), now);
    const latest = Math.max(feed.lastContentItemAt?.getTime() ?? -Infinity, ...stored.dates.map((d) => d.getTime()));
    const lastItemAt = Number.isFinite(latest) ? new Date(latest) : null;
    const health = feed.status === "paused" ? "paused" : healthAfterSuccess(lastItemAt, 0, now);
    const interval = intervalWithPush(feed.refreshIntervalMinutes, feed.pushLeaseUntil, now);
    const outcome: RefreshOutcome = { feedId, result: "pushed", itemsNew: stored.newItems.length, itemsUpdated: stored.updated };
    await finishRun(pool, feedId, {
      movedTo: null, lastRunAt: now, consecutiveErrorCount: 0, lastErrorCode: null, lastErrorStatus: null,
      lastRunResult: "success",
      status: health,
      nextRunAt: new Date(now.getTime() + interval * 60_000),
      success: {
        type: null, title: parsed.title, description: parsed.description, link: parsed.link, imageUrl: parsed.imageUrl, format: parsed.format,
        etag: null, lastModified: null, keepValidators: true, lastContentItemAt: lastItemAt,
        newItems: stored.newItems.length, refreshIntervalMinutes: interval,
      },
    }, jobRun(startedAt, outcome, null));
    await announceNews(deps, feedId, stored.newItems, now, true);
    return outcome;
  } finally {
    release?.();
  }
}

function jobRun(startedAt: Date, outcome: RefreshOutcome, errorMessage: string | null): JobRun {
  return {
    startedAt, endedAt: new Date(), result: outcome.result, errorCode: outcome.errorCode ?? null,
    errorMessage: errorMessage?.slice(0, 1000) ?? null, itemsNew: outcome.itemsNew, itemsUpdated: outcome.itemsUpdated,
  };
}

/**
 * Stores a feed's entries: those whose raw hash is stored cost nothing (not mapped, not sanitised, not written);
 * new ones are inserted and edited ones updated, each set in one statement. Returns the new items and every
 * entry's date (stored dates for the skipped ones) for the feed's refresh policy.
 */
async function storeEntries(
  pool: ReturnType<typeof sqlPool>,
  feedId: string,
  entries: FeedEntry[],
  now: Date,
): Promise<{ newItems: Array<{ id: string; sortAt: Date }>; updated: number; dates: Date[] }> {
  if (!entries.length) return { newItems: [], updated: 0, dates: [] };
  // One entry per guid (the last one, as a feed repeating an id means its latest version).
  const byGuid = new Map(entries.map((e) => [e.guid.slice(0, 2000), e]));
  const known = new Map((await storedEntries(pool, feedId, [...byGuid.keys()])).map((s) => [s.guid, s]));
  const fresh: ItemRow[] = [];
  const edited: ItemRow[] = [];
  const sameItem: Array<{ guid: string; rawHash: string }> = [];
  const dates: Date[] = [];
  const dateOf = (published: string | Date | null, updated: string | Date | null) => {
    const d = new Date(published ?? updated ?? NaN);
    if (!Number.isNaN(d.getTime())) dates.push(d);
  };
  for (const [guid, entry] of byGuid) {
    const stored = known.get(guid);
    if (stored && stored.rawHash === entry.rawHash) {
      dateOf(stored.publishedAt, stored.itemUpdatedAt);
      continue;
    }
    const row = toRow(entry, now);
    const item = entry.item();
    dateOf(item.published, item.updated);
    if (!stored) fresh.push(row);
    else if (stored.contentHash !== row.contentHash) edited.push(row);
    else sameItem.push({ guid, rawHash: entry.rawHash });
  }
  if (!fresh.length && !edited.length) {
    if (sameItem.length) await markRawHashes(pool, feedId, SANITIZER_VERSION, sameItem);
    return { newItems: [], updated: 0, dates };
  }
  // New and edited items are stored with their subscribers' filters applied (filterEngine.ts) in one
  // transaction, so no list, count or announcement sees one unfiltered, and a crash in between loses neither.
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const inserted = fresh.length ? await insertItems(client, feedId, SANITIZER_VERSION, fresh, now) : [];
    const updatedIds = edited.length ? await updateItems(client, feedId, SANITIZER_VERSION, edited, now) : [];
    if (sameItem.length) await markRawHashes(client, feedId, SANITIZER_VERSION, sameItem);
    await filterNewItems(sqlTx(client), feedId, [...inserted.map((r) => r.id), ...updatedIds]);
    await client.query("COMMIT");
    const sortAtOf = new Map(fresh.map((r) => [r.guid, r.sortAt]));
    return { newItems: inserted.map((r) => ({ id: r.id, sortAt: sortAtOf.get(r.guid)! })), updated: updatedIds.length, dates };
  } catch (e) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
