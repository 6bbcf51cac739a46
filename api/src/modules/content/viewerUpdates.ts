import DataLoader from "dataloader";
import type { Repeater } from "graphql-yoga";
import { KEEP_UNREAD_MAX } from "../../core/readState.js";
import type { Db } from "../../db.js";
import { Prisma } from "../../generated/prisma/client.js";
import type { Logger } from "../../logger.js";
import type { PubSub } from "../../realtime/pubsub.js";
import { countTags, shownTagUnread, type TagCount } from "../../core/tagCounts.js";
import { allUnread, countUnread, countUnreadOf, folderUnread, showingSql, shownUnread, type SubscriptionCount } from "../../core/unreadCounts.js";
import { sessionUserIds } from "../auth/session.service.js";
import { ensureSystemTags } from "../contentTags/systemTags.js";

/** Every count the drawer shows for one user. */
export interface CountsSnapshot {
  subscriptions: Map<string, SubscriptionCount>;
  folders: Map<string, number>;
  tags: Map<string, TagCount & { enabled: boolean }>;
  allUnreadCount: number;
  /** Each folder's state and members, so folder counts follow subscription counts without reading folders again. */
  folderMembers: Map<string, { enabled: boolean; subscriptionIds: string[] }>;
}

/** One live event for a viewer: every count at first, then what changed since the previous event. */
export interface ViewerCounts {
  userId: string;
  allUnreadCount: number;
  subscriptionIds: string[];
  folderIds: string[];
  contentItemTagIds: string[];
  /**
   * New items in the viewer's showing subscriptions (newest arrivals; at most MAX_ADDED per event). The first
   * event names those first seen after the subscriber's `since`: what arrived while it loaded or was offline.
   */
  addedContentItemIds: string[];
  /** A subscription, folder or tag was added, removed, renamed, moved or toggled since the previous event. */
  readingListChanged: boolean;
  /** The counts behind the event, handed to the GraphQL fields that show them. */
  snapshot: CountsSnapshot;
}

/** The stream's last event when it has to end: the session was revoked, or counting failed. */
export interface ViewerUpdatesEnded {
  ended: "signed-out" | "failed";
}

export type ViewerUpdate = ViewerCounts | ViewerUpdatesEnded;

const MAX_ADDED = 100;
/** A recount for arrivals only reuses tag counts and the folder structure taken at most this long ago. */
const FULL_RECOUNT_MS = 60_000;
/** How far back a (re)connecting client's `since` may reach: older arrivals are in any list it loads now. */
const CATCH_UP_MAX_MS = 24 * 60 * 60 * 1000;
/**
 * How far before an outage of the event stream its catch-up reaches: an item's firstSeenAt is its transaction's
 * start on the database's clock, and its announcement may have been under way when the stream broke. Repeats
 * are harmless: clients drop items they were offered before.
 */
const RESUME_MARGIN_MS = 60_000;

/** Counts per subscription, folder, tag and all, in three queries. */
export async function countsSnapshot(db: Db, userId: string): Promise<CountsSnapshot> {
  const [subscriptions, folders, tagCounts, tags] = await Promise.all([
    countUnread(db, userId),
    db.folder.findMany({ where: { userId }, select: { id: true, enabled: true, memberships: { select: { subscriptionId: true } } } }),
    countTags(db, userId),
    db.contentItemTag.findMany({ where: { userId }, select: { id: true, enabled: true } }),
  ]);
  const folderMembers = new Map(folders.map((f) => [f.id, { enabled: f.enabled, subscriptionIds: f.memberships.map((m) => m.subscriptionId) }]));
  return {
    subscriptions,
    folders: folderCounts(folderMembers, subscriptions),
    tags: new Map(tags.map((t) => [t.id, { enabled: t.enabled, total: tagCounts.get(t.id)?.total ?? 0, unread: shownTagUnread(t, tagCounts.get(t.id)) }])),
    allUnreadCount: allUnread(subscriptions),
    folderMembers,
  };
}

/** An event restating every count: a stream's first, and the one after its events were interrupted. */
function everyCount(userId: string, snapshot: CountsSnapshot, addedContentItemIds: string[], readingListChanged: boolean): ViewerCounts {
  return {
    userId,
    allUnreadCount: snapshot.allUnreadCount,
    subscriptionIds: [...snapshot.subscriptions.keys()],
    folderIds: [...snapshot.folders.keys()],
    contentItemTagIds: [...snapshot.tags.keys()],
    addedContentItemIds,
    readingListChanged,
    snapshot,
  };
}

function folderCounts(members: CountsSnapshot["folderMembers"], subscriptions: Map<string, SubscriptionCount>): Map<string, number> {
  return new Map([...members].map(([id, f]) => [id, folderUnread(f, f.subscriptionIds, subscriptions)]));
}

/** Counts of some of the user's subscriptions (a deleted one is left out). */
type CountSubscriptions = (subscriptionIds: string[]) => Promise<Map<string, SubscriptionCount>>;

/**
 * The counts after new items only, in one statement over the subscriptions that received them: arrivals move
 * those subscriptions' counts (and so their folders and the total) but never a tag's counts, which only the
 * user's own actions change, nor which folder holds what. Other subscriptions keep their last counts until the
 * next full recount (at most FULL_RECOUNT_MS away, or at the user's next change): during a sweep a reader
 * following 100 feeds recounts the two or three that moved, not all 100, once a second.
 */
async function countsAfterArrivals(count: CountSubscriptions, last: CountsSnapshot, subscriptionIds: string[]): Promise<CountsSnapshot> {
  if (!subscriptionIds.length) return last;
  const subscriptions = new Map(last.subscriptions);
  for (const [id, c] of await count(subscriptionIds)) subscriptions.set(id, c);
  return { ...last, subscriptions, folders: folderCounts(last.folderMembers, subscriptions), allUnreadCount: allUnread(subscriptions) };
}

/**
 * The counts after the user's own read marks on known subscriptions (and arrivals on others), in two statements:
 * those subscriptions and every tag (a read mark moves the unread count of the item's tags). Which folder holds
 * what and which tags exist did not change: a change to them announces no subscriptions and recounts everything.
 */
async function countsAfterReads(db: Db, count: CountSubscriptions, userId: string, last: CountsSnapshot, subscriptionIds: string[]): Promise<CountsSnapshot> {
  const [afterArrivals, tagCounts] = await Promise.all([countsAfterArrivals(count, last, subscriptionIds), countTags(db, userId)]);
  const tags = new Map([...last.tags].map(([id, t]) => [id, { enabled: t.enabled, total: tagCounts.get(id)?.total ?? 0, unread: shownTagUnread(t, tagCounts.get(id)) }]));
  return { ...afterArrivals, tags };
}

function changed<V>(before: Map<string, V>, after: Map<string, V>, same: (a: V, b: V) => boolean): string[] {
  return [...after].filter(([id, v]) => !before.has(id) || !same(before.get(id)!, v)).map(([id]) => id);
}

/** The feeds of the user's showing subscriptions, each with its subscription, and which of them have filters. */
async function showingFeeds(db: Db, userId: string): Promise<{ feeds: Map<string, string>; filtered: Set<string> }> {
  const rows = await db.$queryRaw<Array<{ id: string; feedId: string; filtered: boolean }>>`
    SELECT s.id, s."feedId", EXISTS (
      SELECT 1 FROM "ContentItemFilter" f
      WHERE f.enabled AND (f."subscriptionId" = s.id OR f."folderId" IN (SELECT m."folderId" FROM "FolderMembership" m WHERE m."subscriptionId" = s.id))
    ) AS filtered
    FROM "FeedSubscription" s WHERE s."userId" = ${userId}::uuid AND ${showingSql("s")}`;
  return { feeds: new Map(rows.map((r) => [r.feedId, r.id])), filtered: new Set(rows.filter((r) => r.filtered).map((r) => r.feedId)) };
}

/** These items without the ones the user's filters hide, in the order given (filters apply to arrivals too). */
async function notFilteredOut(db: Db, userId: string, itemIds: string[]): Promise<string[]> {
  if (!itemIds.length) return [];
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT h."contentItemId" AS id FROM "FilteredItem" h JOIN "FeedSubscription" s ON s.id = h."subscriptionId"
    WHERE h."contentItemId" = ANY(${itemIds}::uuid[]) AND s."userId" = ${userId}::uuid`;
  const hidden = new Set(rows.map((r) => r.id));
  return itemIds.filter((id) => !hidden.has(id));
}

/**
 * Items of these feeds first seen after `since` (at most a day back), newest arrivals first. Like the refreshes'
 * announcements, only items that can be unread: one dated before the longest keep-unread window (a years-old
 * release a feed adds today) arrived read, and is no news. With `userId`, items that user's filters hide are left out.
 */
export async function arrivedSince(db: Db, feedIds: ReadonlySet<string>, since: Date, now = new Date(), userId?: string): Promise<string[]> {
  const from = new Date(Math.max(since.getTime(), now.getTime() - CATCH_UP_MAX_MS));
  if (!feedIds.size || Number.isNaN(from.getTime()) || from >= now) return [];
  const notHidden = userId
    ? Prisma.sql`AND NOT EXISTS (
        SELECT 1 FROM "FilteredItem" h JOIN "FeedSubscription" s ON s.id = h."subscriptionId"
        WHERE h."contentItemId" = ci.id AND s."userId" = ${userId}::uuid)`
    : Prisma.empty;
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT ci.id FROM "ContentItem" ci
    WHERE ci."feedId" = ANY(${[...feedIds]}::uuid[]) AND ci."firstSeenAt" > ${from}
      AND ci."sortAt" > ${new Date(now.getTime() - KEEP_UNREAD_MAX * 86_400_000)} ${notHidden}
    ORDER BY ci."firstSeenAt" DESC, ci.id DESC LIMIT ${MAX_ADDED}`;
  return rows.map((r) => r.id);
}

export interface LiveDeps {
  db: Db;
  pubsub: PubSub;
  log: Logger;
  /**
   * The push-stream class a live stream is made of (graphql-yoga's Repeater), handed over by the process that
   * serves streams. The worker builds this service with the others but never streams: importing graphql-yoga
   * there cost about 40 MiB of its memory for nothing. Without it, viewerUpdates throws.
   */
  Repeater?: typeof Repeater | undefined;
  /** The user's own changes arriving within this window are answered by one recount. */
  coalesceMs?: number;
  /**
   * New items arriving within this window are answered by one recount: a sweep announces feed after feed, and
   * one recount answers all that came in meanwhile.
   */
  arrivalsCoalesceMs?: number;
  /**
   * And arrivals are recounted at most this often per stream: during a sweep a reader following many feeds gets
   * an update every 2 s however fast the feeds come in, while a lone arrival still shows after arrivalsCoalesceMs.
   * bench/scale: live fan-out was a third of the api's and PostgreSQL's work during a 5,000-feed sweep at 1 s.
   */
  arrivalsMinIntervalMs?: number;
  /**
   * Recounts asked for within this window, by any stream of this process, run as one statement. Arrival recounts
   * start on a shared grid (whole multiples of arrivalsCoalesceMs), so during a sweep the streams of every
   * reader of a process recount together: one statement a tick instead of one per reader (bench/scale).
   */
  countBatchMs?: number;
}

export type LiveUpdates = ReturnType<typeof createLiveUpdates>;

/**
 * Live unread counts and arrivals per signed-in user, from any process: it listens to the cross-process
 * pub/sub for the user's own `unreadCountsChanged` and for `contentItemsAdded` on feeds the user follows (a
 * set kept in memory, so other users' arrivals cost nothing), recounts, and emits only what changed. Events
 * carry ids and counts of the user's own entities only. When this process's event stream resumes after an
 * outage, every stream restates all counts and names what arrived since the outage began.
 */
export function createLiveUpdates({ db, pubsub, log, Repeater: Stream, coalesceMs = 50, arrivalsCoalesceMs = 1000, arrivalsMinIntervalMs = 2000, countBatchMs = 20 }: LiveDeps) {
  const counts = new DataLoader<string, SubscriptionCount | null>(
    async (ids) => {
      const found = await countUnreadOf(db, [...new Set(ids)]);
      return ids.map((id) => found.get(id) ?? null);
    },
    { cache: false, maxBatchSize: 5000, batchScheduleFn: (run) => setTimeout(run, countBatchMs) },
  );
  const countSubscriptions: CountSubscriptions = async (ids) => {
    const found = await counts.loadMany(ids);
    const result = new Map<string, SubscriptionCount>();
    ids.forEach((id, i) => {
      const c = found[i];
      if (c instanceof Error) throw c;
      if (c) result.set(id, c);
    });
    return result;
  };
  const owners = new DataLoader<string, string | null>(
    async (tokens) => {
      const found = await sessionUserIds(db, tokens);
      return tokens.map((t) => found.get(t) ?? null);
    },
    { cache: false, maxBatchSize: 5000, batchScheduleFn: (run) => setTimeout(run, countBatchMs) },
  );
  return {
    /** Whose session a token still is; the checks of every stream of this process within countBatchMs are one statement. */
    sessionOwner: (token: string): Promise<string | null> => owners.load(token),
    /**
     * Runs until the client stops. Ends with a last `ended` event (rendered as a GraphQL error) once
     * `stillSignedIn` says the session is gone, or if counting fails; the connection's other operations go on.
     */
    viewerUpdates(userId: string, stillSignedIn: () => Promise<boolean>, since: Date | null = null): Repeater<ViewerUpdate> {
      if (!Stream) throw new Error("live streams are served by the api: createServices needs the Repeater class");
      return new Stream<ViewerUpdate>(async (push, stop) => {
        let dirty = false;
        /** The user's own change (not only arrivals) is waiting: recount, soon. */
        let countsChanged = false;
        /** What those changes moved: these subscriptions (and the tags), or null for anything at all. */
        let changedSubscriptions: Set<string> | null = new Set();
        let fullAt = 0;
        /** When the last recount for arrivals alone began. */
        let arrivalsAt = 0;
        /** A hub pushed items (WebSub): one feed's news, recounted without waiting for a sweep's other feeds. */
        let pushedArrival = false;
        /** Ends a wait for more arrivals early: the user's own change should not queue behind a sweep. */
        let hurry = () => {};
        let closed = false;
        let feedsStale = false;
        let readingListChanged = false;
        /** When this process's event stream broke, if it resumed since the last event. */
        let resumedFrom: Date | null = null;
        let running = false;
        let ready = false;
        const added: string[] = [];
        /** Showing feeds → their subscription. */
        let feeds = new Map<string, string>();
        /** Showing feeds whose subscription has filters: their arrivals are checked against FilteredItem. */
        let filteredFeeds = new Set<string>();
        /** Feeds with arrivals since the last event: their counts are restated, changed or not. */
        const arrivedFeeds = new Set<string>();
        let last: CountsSnapshot | null = null;

        const recount = async () => {
          if (running || !ready) return;
          running = true;
          try {
            while (dirty) {
              dirty = false;
              if (!countsChanged) {
                // On the shared grid: every stream of this process waiting for arrivals wakes at the same tick. A push
                // comes alone (no sweep to gather), so it waits only coalesceMs, still at most one update per
                // arrivalsMinIntervalMs: a reader of many pushed feeds is not recounted more often than during a sweep.
                const due = pushedArrival
                  ? Math.max(Date.now() + coalesceMs, arrivalsAt + arrivalsMinIntervalMs)
                  : Math.ceil(Math.max(Date.now() + arrivalsCoalesceMs, arrivalsAt + arrivalsMinIntervalMs) / arrivalsCoalesceMs) * arrivalsCoalesceMs;
                const wait = due - Date.now();
                await new Promise<void>((resolve) => {
                  const timer = setTimeout(() => hurry(), wait);
                  hurry = () => {
                    clearTimeout(timer);
                    hurry = () => {};
                    resolve();
                  };
                });
              }
              if (countsChanged) await new Promise((r) => setTimeout(r, coalesceMs));
              if (closed) return;
              if (!(await stillSignedIn())) {
                await push({ ended: "signed-out" });
                return void stop();
              }
              const resumed = resumedFrom;
              resumedFrom = null;
              if (feedsStale) {
                feedsStale = false;
                ({ feeds, filtered: filteredFeeds } = await showingFeeds(db, userId));
              }
              if (!countsChanged) arrivalsAt = pushedArrival ? Date.now() : Math.floor(Date.now() / arrivalsCoalesceMs) * arrivalsCoalesceMs;
              const ownChange = countsChanged;
              const ownSubscriptions = changedSubscriptions;
              const full = (ownChange && ownSubscriptions === null) || Date.now() - fullAt > FULL_RECOUNT_MS;
              countsChanged = false;
              changedSubscriptions = new Set();
              if (full) fullAt = Date.now();
              // Taken before counting: arrivals announced while the count runs are this loop's next round, so their
              // subscriptions are counted again then (the count may have started before they were stored).
              const taken = added.splice(0).slice(-MAX_ADDED);
              pushedArrival = false;
              const arrivedSubscriptions = [...arrivedFeeds].flatMap((feedId) => feeds.get(feedId) ?? []);
              const checkFilters = [...arrivedFeeds].some((feedId) => filteredFeeds.has(feedId));
              arrivedFeeds.clear();
              // An item the user's filters hide never arrives (the refresh applied them before announcing it).
              const arrivals = checkFilters ? await notFilteredOut(db, userId, taken) : taken;
              const next = full
                ? await countsSnapshot(db, userId)
                : ownChange
                  ? await countsAfterReads(db, countSubscriptions, userId, last!, [...new Set([...arrivedSubscriptions, ...ownSubscriptions!])])
                  : await countsAfterArrivals(countSubscriptions, last!, arrivedSubscriptions);
              const listChanged = readingListChanged;
              readingListChanged = false;
              if (resumed) {
                // Events of the outage never arrived: restate everything, name what arrived meanwhile, and say the
                // reading list may have moved (its announcements were lost too).
                const missed = await arrivedSince(db, new Set(feeds.keys()), new Date(resumed.getTime() - RESUME_MARGIN_MS), new Date(), userId);
                last = next;
                await push(everyCount(userId, next, [...new Set([...arrivals, ...missed])].slice(0, MAX_ADDED), true));
                continue;
              }
              const subscriptionIds = changed(last!.subscriptions, next.subscriptions, (a, b) => shownUnread(a) === shownUnread(b));
              const folderIds = changed(last!.folders, next.folders, (a, b) => a === b);
              const contentItemTagIds = changed(last!.tags, next.tags, (a, b) => a.unread === b.unread && a.total === b.total);
              const any =
                subscriptionIds.length || folderIds.length || contentItemTagIds.length || arrivals.length || listChanged || next.allUnreadCount !== last!.allUnreadCount;
              // An event naming arrivals restates the counts of their subscriptions and folders, changed or not: a change
              // of the user's may have cancelled them out since the last event, and the client may have read counts in
              // between (a list or the drawer loaded over HTTP) that this stream never sent.
              const touched = arrivals.length ? arrivedSubscriptions : [];
              const touchedFolders = [...next.folderMembers].filter(([, f]) => f.subscriptionIds.some((id) => touched.includes(id))).map(([id]) => id);
              const update: ViewerCounts = {
                userId,
                allUnreadCount: next.allUnreadCount,
                subscriptionIds: [...new Set([...subscriptionIds, ...touched])],
                folderIds: [...new Set([...folderIds, ...touchedFolders])],
                contentItemTagIds,
                addedContentItemIds: arrivals,
                readingListChanged: listChanged,
                snapshot: next,
              };
              last = next;
              if (any) await push(update);
            }
          } catch (err) {
            log.error({ err, userId }, "live unread counts failed");
            await push({ ended: "failed" });
            stop();
          } finally {
            running = false;
          }
        };

        // Listen first, then read the baseline: a count change in between is recounted, never lost.
        const offCounts = pubsub.subscribe("unreadCountsChanged", (p) => {
          if (p.userId !== userId) return;
          dirty = countsChanged = true;
          if (p.subscriptionIds && !p.readingListChanged) {
            for (const id of p.subscriptionIds) changedSubscriptions?.add(id);
          } else {
            changedSubscriptions = null;
            feedsStale = true;
          }
          if (p.readingListChanged) readingListChanged = true;
          hurry();
          void recount();
        });
        const offItems = pubsub.subscribe("contentItemsAdded", (p) => {
          if (!feeds.has(p.feedId)) return;
          arrivedFeeds.add(p.feedId);
          added.push(...p.contentItemIds);
          if (p.pushed) pushedArrival = true;
          dirty = true;
          void recount();
        });
        const offResume = pubsub.onResume((outageBegan) => {
          if (!resumedFrom || outageBegan < resumedFrom) resumedFrom = outageBegan;
          // Anything may have changed meanwhile (folders and tags too): recount everything, soon.
          dirty = feedsStale = countsChanged = true;
          changedSubscriptions = null;
          hurry();
          void recount();
        });
        try {
          await ensureSystemTags(db, userId);
          const [showing, snapshot] = await Promise.all([showingFeeds(db, userId), countsSnapshot(db, userId)]);
          ({ feeds, filtered: filteredFeeds } = showing);
          last = snapshot;
          fullAt = Date.now();
          // Arrivals announced from here on reach `added`; the catch-up covers the ones before.
          const caughtUp = since ? await arrivedSince(db, new Set(feeds.keys()), since, new Date(), userId) : [];
          // The first event is every count: a client that (re)connects starts from the truth.
          await push(everyCount(userId, last, caughtUp, false));
          ready = true;
          void recount();
          await stop;
        } finally {
          offCounts();
          offItems();
          offResume();
          // A recount waiting for more arrivals wakes and sees the stream is over.
          closed = true;
          hurry();
        }
      });
    },
  };
}
