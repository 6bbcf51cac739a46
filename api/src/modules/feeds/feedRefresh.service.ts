import { createHash } from "node:crypto";
import { filterNewItems } from "../../core/filterEngine.js";
import { KEEP_UNREAD_MAX } from "../../core/readState.js";
import type { Db, Tx } from "../../db.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { Logger } from "../../logger.js";
import { FetchError, type Fetcher } from "../../reader/fetch/fetchDocument.js";
import { parseFeed } from "../../reader/parse/parseFeed.js";
import { SANITIZER_VERSION } from "../../reader/sanitize/sanitizeFeedHtml.js";
import { FeedParseError, type NormalisedItem } from "../../reader/parse/types.js";
import { iconDue, type IconSource } from "./feedIcons.js";
import { feedTypeFor } from "./feedType.js";
import { adaptiveIntervalMinutes, backoffMinutes, ERROR_AFTER_FAILURES, healthAfterSuccess, PAUSE_ABOVE_ITEMS_PER_WEEK } from "./refreshPolicy.js";

export interface RefreshDeps {
  db: Db;
  fetcher: Fetcher;
  log: Logger;
  /** Told about every refresh that stored new items (the pub/sub for live counts hooks in here). */
  onNewItems?: (feedId: string, newItemIds: string[]) => Promise<void> | void;
  /** Told when the feed's site icon is due (feedIcons.ts looks it up beside the refreshes, not inside them). */
  scheduleIcon?: (feed: IconSource) => void;
}

export interface RefreshOutcome {
  feedId: string;
  result: "success" | "not-modified" | "error" | "skipped";
  itemsNew: number;
  itemsUpdated: number;
  errorCode?: string;
}

const JOB_LOG_SIZE = 10;

const MAX_ITEMS_PER_REFRESH = 500;

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

function toRow(feedId: string, item: NormalisedItem, contentHash: string, now: Date) {
  const published = item.published ? new Date(item.published) : null;
  return {
    feedId,
    guid: item.guid!.slice(0, 2000),
    title: item.title,
    link: item.link,
    description: item.summary,
    contentHtml: item.contentHtml,
    htmlVersion: SANITIZER_VERSION,
    author: item.author,
    imageUrl: item.imageUrl,
    publishedAt: published,
    sortAt: itemDate(item, now),
    itemUpdatedAt: item.updated ? new Date(item.updated) : null,
    enclosures: item.enclosures as unknown as Prisma.InputJsonValue,
    commentsUrl: item.commentsUrl,
    score: item.score ?? null,
    commentCount: item.commentCount ?? null,
    contentHash,
  };
}

/**
 * Fetches one feed and stores what changed: new items inserted, edited items updated in place (same guid),
 * unchanged ones untouched. Records the run in the job log (newest 10 kept), updates status, validators and
 * the next run time. Idempotent: running it twice, or after a crash mid-way, never duplicates an item.
 */
export async function refreshFeed(deps: RefreshDeps, feedId: string, now = new Date()): Promise<RefreshOutcome> {
  const { db } = deps;
  const feed = await db.feed.findUnique({ where: { id: feedId } });
  if (!feed || feed.status === "deleted") return { feedId, result: "skipped", itemsNew: 0, itemsUpdated: 0 };
  const startedAt = new Date();
  let outcome: RefreshOutcome;
  try {
    const doc = await deps.fetcher.fetchDocument(feed.url, { etag: feed.etag, lastModified: feed.lastModified });
    const movedTo = doc.permanentUrl && doc.permanentUrl !== feed.url && !(await db.feed.findUnique({ where: { url: doc.permanentUrl }, select: { id: true } }))
      ? doc.permanentUrl
      : null;
    if (doc.kind === "not-modified") {
      await db.feed.update({
        where: { id: feedId },
        data: {
          ...(movedTo ? { url: movedTo } : {}),
          lastRunAt: now, lastSuccessAt: now, lastRunResult: "not-modified", lastErrorCode: null, lastErrorStatus: null, consecutiveErrorCount: 0,
          status: feed.status === "error" || feed.status === "unknown" ? "healthy" : feed.status,
          nextRunAt: new Date(now.getTime() + Math.max(feed.refreshIntervalMinutes, (doc.maxAgeSeconds ?? 0) / 60) * 60_000),
          leaseUntil: null,
        },
      });
      outcome = { feedId, result: "not-modified", itemsNew: 0, itemsUpdated: 0 };
      if (deps.scheduleIcon && iconDue(feed, now)) deps.scheduleIcon({ id: feedId, link: feed.link, url: movedTo ?? feed.url });
    } else {
      const parsed = parseFeed({ body: doc.body, url: doc.url, contentType: doc.contentType });
      const items = parsed.items.filter((i) => i.guid).slice(0, MAX_ITEMS_PER_REFRESH);
      const stored = await storeItems(db, feedId, items);
      const dates = items.map((i) => new Date(i.published ?? i.updated ?? NaN)).filter((d) => !Number.isNaN(d.getTime()));
      const lastItemAt = dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : feed.lastContentItemAt;
      const weekAgo = now.getTime() - 7 * 86_400_000;
      const itemsLastWeek = dates.filter((d) => d.getTime() > weekAgo).length;
      const health = healthAfterSuccess(lastItemAt, itemsLastWeek, now);
      const interval = health === "paused" ? 24 * 60 : adaptiveIntervalMinutes(dates, doc.maxAgeSeconds, parsed.ttlMinutes ?? null);
      await db.feed.update({
        where: { id: feedId },
        data: {
          ...(movedTo ? { url: movedTo } : {}),
          title: parsed.title ?? feed.title,
          description: parsed.description ?? feed.description,
          link: parsed.link ?? feed.link,
          imageUrl: parsed.imageUrl ?? feed.imageUrl,
          format: parsed.format,
          // The first fetch (and any later change of format) gives the feed its real type; website feeds keep theirs.
          ...(feed.type === "webfeed" ? {} : { type: feedTypeFor(movedTo ?? feed.url, parsed.format) }),
          etag: doc.etag,
          lastModified: doc.lastModified,
          lastRunAt: now, lastSuccessAt: now, lastRunResult: "success", lastErrorCode: null, lastErrorStatus: null, consecutiveErrorCount: 0,
          status: health,
          lastContentItemAt: lastItemAt,
          totalContentItems: { increment: stored.newItems.length },
          refreshIntervalMinutes: interval,
          nextRunAt: new Date(now.getTime() + interval * 60_000),
          leaseUntil: null,
        },
      });
      if (health === "paused") deps.log.warn({ feedId, itemsLastWeek }, `feed paused: more than ${PAUSE_ABOVE_ITEMS_PER_WEEK} items a week`);
      // Only items that can be unread are news: one dated before the longest keep-unread window arrives read for
      // every subscriber, and a live "N new articles" for it would lead to nothing new.
      const news = stored.newItems.filter((i) => i.sortAt.getTime() > now.getTime() - KEEP_UNREAD_MAX * 86_400_000).map((i) => i.id);
      if (news.length && deps.onNewItems) await deps.onNewItems(feedId, news);
      outcome = { feedId, result: "success", itemsNew: stored.newItems.length, itemsUpdated: stored.updated };
      if (deps.scheduleIcon && iconDue(feed, now)) deps.scheduleIcon({ id: feedId, link: parsed.link ?? feed.link, url: doc.url });
    }
  } catch (e) {
    if (!(e instanceof FetchError) && !(e instanceof FeedParseError)) throw e;
    const failures = feed.consecutiveErrorCount + 1;
    const gone = e instanceof FetchError && e.code === "FETCH_GONE";
    await db.feed.update({
      where: { id: feedId },
      data: {
        lastRunAt: now, lastRunResult: "error", lastErrorCode: e.code, consecutiveErrorCount: failures,
        lastErrorStatus: e instanceof FetchError ? (e.status ?? null) : null,
        status: gone ? "deleted" : failures >= ERROR_AFTER_FAILURES ? "error" : feed.status,
        nextRunAt: new Date(now.getTime() + backoffMinutes(feed.refreshIntervalMinutes, failures, e instanceof FetchError ? e.retryAfterSeconds : undefined) * 60_000),
        leaseUntil: null,
      },
    });
    outcome = { feedId, result: "error", itemsNew: 0, itemsUpdated: 0, errorCode: e.code };
    await logRun(db, feedId, startedAt, outcome, e.message);
    return outcome;
  }
  await logRun(db, feedId, startedAt, outcome, null);
  return outcome;
}

/**
 * Stores a refresh's items in one transaction with their subscribers' filters applied to them (filterEngine.ts),
 * so no list, count or announcement sees a new item unfiltered and a crash in between loses neither.
 */
async function storeItems(db: Db, feedId: string, items: NormalisedItem[]): Promise<{ newItems: Array<{ id: string; sortAt: Date }>; updated: number }> {
  if (!items.length) return { newItems: [], updated: 0 };
  return db.$transaction(
    async (tx) => {
      const stored = await writeItems(tx, feedId, items);
      await filterNewItems(tx, feedId, [...stored.newItems.map((i) => i.id), ...stored.updatedIds]);
      return { newItems: stored.newItems, updated: stored.updatedIds.length };
    },
    { timeout: 60_000, maxWait: 15_000 },
  );
}

async function writeItems(tx: Tx, feedId: string, items: NormalisedItem[]): Promise<{ newItems: Array<{ id: string; sortAt: Date }>; updatedIds: string[] }> {
  const now = new Date();
  const hashed = new Map(items.map((i) => [i.guid!.slice(0, 2000), { item: i, hash: hashItem(i) }]));
  const existing = await tx.contentItem.findMany({
    where: { feedId, guid: { in: [...hashed.keys()] } },
    select: { id: true, guid: true, contentHash: true, commentCount: true },
  });
  const known = new Map(existing.map((e) => [e.guid, e]));
  const fresh = [...hashed.entries()].filter(([guid]) => !known.has(guid));
  const changed = [...hashed.entries()].filter(([guid, { hash }]) => known.has(guid) && known.get(guid)!.contentHash !== hash);
  // skipDuplicates: a concurrent refresh of the same feed (or a retried activity) never duplicates a guid.
  const created = fresh.length
    ? await tx.contentItem.createManyAndReturn({
        data: fresh.map(([, { item, hash }]) => ({ ...toRow(feedId, item, hash, now), engagementScore: item.commentCount ?? 0 })),
        skipDuplicates: true,
        select: { id: true, sortAt: true },
      })
    : [];
  for (const [guid, { item, hash }] of changed) {
    // An edit keeps the item's place (sortAt): a corrected typo must not resurface the item as new.
    const { feedId: _f, guid: _g, sortAt: _s, ...data } = toRow(feedId, item, hash, now);
    // Comments count toward engagement: add what changed, keeping the views already counted there.
    const commentDelta = (item.commentCount ?? 0) - (known.get(guid)!.commentCount ?? 0);
    await tx.contentItem.update({
      where: { feedId_guid: { feedId, guid } },
      data: { ...data, lastChangedAt: now, ...(commentDelta ? { engagementScore: { increment: commentDelta } } : {}) },
      select: { id: true },
    });
  }
  return { newItems: created, updatedIds: changed.map(([guid]) => known.get(guid)!.id) };
}

async function logRun(db: Db, feedId: string, startedAt: Date, outcome: RefreshOutcome, errorMessage: string | null) {
  await db.feedJobRun.create({
    data: {
      feedId, startedAt, endedAt: new Date(), result: outcome.result, errorCode: outcome.errorCode ?? null,
      errorMessage: errorMessage?.slice(0, 1000) ?? null, itemsNew: outcome.itemsNew, itemsUpdated: outcome.itemsUpdated,
    },
  });
  const stale = await db.feedJobRun.findMany({ where: { feedId }, orderBy: { startedAt: "desc" }, skip: JOB_LOG_SIZE, select: { id: true } });
  if (stale.length) await db.feedJobRun.deleteMany({ where: { id: { in: stale.map((s) => s.id) } } });
}
