import { sqlPool, type Db } from "../../db.js";
import { refreshFeed, type RefreshDeps, type RefreshOutcome } from "./feedRefresh.service.js";
import { utcText } from "./refreshSql.js";

export interface DueFeed {
  id: string;
  url: string;
}

/** One of `count` lanes of a sweep: the feeds whose host hashes to `index`, so no two lanes share a host. */
export interface SweepLane {
  index: number;
  count: number;
}

/**
 * Claims up to `limit` due feeds for one refresh batch: due, not deleted, followed by at least one showing
 * subscription (enabled, and at the top level or in an enabled folder: spec "a disabled one is not
 * updated"), and not leased by another batch. SKIP LOCKED lets several workers sweep at once without
 * claiming the same feed; the lease expires on its own if a worker dies, so nothing is lost. With a `lane`,
 * only feeds of that lane's hosts: lanes run at once on any workers and each host still sees one batch's
 * requests at a time (at most 2 at once).
 */
export async function claimDueFeeds(db: Db, limit: number, leaseSeconds = 600, now = new Date(), lane: SweepLane | null = null): Promise<DueFeed[]> {
  // Straight to the pool, like the refresh itself (refreshSql.ts): a sweep then never loads Prisma's query
  // compiler in the worker (about 55 MiB of WebAssembly, see README "Memory").
  const { rows } = await sqlPool(db).query<DueFeed>({
    name: "claim-due-feeds",
    text: `
    UPDATE "Feed" AS f SET "leaseUntil" = $1::timestamp(3)
    WHERE f.id IN (
      SELECT d.id FROM "Feed" d
      WHERE d."nextRunAt" <= $2::timestamp(3)
        AND d.status <> 'deleted' AND NOT d."pausedByAdmin"
        AND (d."leaseUntil" IS NULL OR d."leaseUntil" < $2::timestamp(3))
        AND ($3::int = 1
          OR abs(hashtext(lower(COALESCE(substring(d.url from '^[^:/]+://([^/?#]+)'), d.url)))) % $3::int = $4::int)
        AND EXISTS (
          SELECT 1 FROM "FeedSubscription" s
          WHERE s."feedId" = d.id AND s.enabled
            AND (s."topLevel" OR EXISTS (
              SELECT 1 FROM "FolderMembership" m JOIN "Folder" fo ON fo.id = m."folderId"
              WHERE m."subscriptionId" = s.id AND fo.enabled
            ))
        )
      ORDER BY d."nextRunAt"
      LIMIT $5::int
      FOR UPDATE SKIP LOCKED
    )
    RETURNING f.id, f.url`,
    values: [utcText(new Date(now.getTime() + leaseSeconds * 1000)), utcText(now), lane?.count ?? 1, lane?.index ?? 0, limit],
  });
  return rows;
}

/**
 * Refreshes a batch with bounded overall concurrency and at most `perHost` requests at a time to one host
 * (publishers share hosts: a Reddit sweep must not hammer reddit.com).
 */
export async function refreshBatch(
  deps: RefreshDeps,
  feeds: DueFeed[],
  opts: { concurrency?: number; perHost?: number; onProgress?: (done: number) => void } = {},
): Promise<RefreshOutcome[]> {
  const concurrency = opts.concurrency ?? 16;
  const perHost = opts.perHost ?? 2;
  const queue = [...feeds];
  const activeByHost = new Map<string, number>();
  const outcomes: RefreshOutcome[] = [];
  const host = (url: string) => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  };

  return new Promise((resolve, reject) => {
    let running = 0;
    const pump = () => {
      if (!queue.length && running === 0) return resolve(outcomes);
      while (running < concurrency) {
        const index = queue.findIndex((f) => (activeByHost.get(host(f.url)) ?? 0) < perHost);
        if (index < 0) return;
        const [feed] = queue.splice(index, 1) as [DueFeed];
        const h = host(feed.url);
        activeByHost.set(h, (activeByHost.get(h) ?? 0) + 1);
        running += 1;
        refreshFeed(deps, feed.id)
          .then((o) => {
            outcomes.push(o);
            opts.onProgress?.(outcomes.length);
          })
          .catch((e: unknown) => {
            deps.log.error({ err: e, feedId: feed.id }, "feed refresh crashed");
            outcomes.push({ feedId: feed.id, result: "error", itemsNew: 0, itemsUpdated: 0, errorCode: "INTERNAL" });
          })
          .then(() => {
            running -= 1;
            activeByHost.set(h, (activeByHost.get(h) ?? 1) - 1);
            pump();
          }, reject);
      }
    };
    pump();
  });
}
