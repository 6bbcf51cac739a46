import { createHash } from "node:crypto";
import { sqlPool, type Db } from "../../db.js";
import type { Feed } from "../../generated/prisma/client.js";
import type { Logger } from "../../logger.js";
import type { Fetcher } from "../../reader/fetch/fetchDocument.js";
import { findSiteIcon } from "../../reader/icons/findSiteIcon.js";
import { utcText } from "./refreshSql.js";

/** An icon is a few KB; anything above this is skipped (they live in the database, one per feed). */
export const ICON_MAX_BYTES = 128 * 1024;
const ICON_FETCH_TIMEOUT_MS = 5_000;
/** Look again after this long with an icon (sites change them rarely) and sooner without one. */
const RECHECK_WITH_ICON_MS = 30 * 86_400_000;
const RECHECK_WITHOUT_ICON_MS = 7 * 86_400_000;
/** Icon look-ups at once per process, and how many may wait (the rest are due again at their next refresh). */
const CONCURRENCY = 4;
const MAX_WAITING = 1_000;

/** What finding a feed's icon needs: where its site is. */
export type IconSource = Pick<Feed, "id" | "link" | "url">;

/** Whether a refresh should look for the feed's icon now. */
export function iconDue(feed: Pick<Feed, "iconCheckedAt" | "iconHash">, now: Date): boolean {
  if (!feed.iconCheckedAt) return true;
  return now.getTime() - feed.iconCheckedAt.getTime() >= (feed.iconHash ? RECHECK_WITH_ICON_MS : RECHECK_WITHOUT_ICON_MS);
}

/**
 * Site icons, fetched with refreshes and kept in the database (FeedIcon), so the reader's browser loads them from
 * us and never tells a site that it follows it. A refresh that finds the icon due schedules a look-up here and
 * returns: the look-up (the site's page, its declared icons, /favicon.ico) runs beside the refreshes, a few at a
 * time, and never holds up a feed or a user waiting for one. A look-up lost with its process is simply due again
 * at the feed's next refresh (iconCheckedAt is written when it finishes).
 */
export function createFeedIcons({ db, fetcher, log }: { db: Db; fetcher: Fetcher; log: Logger }) {
  const waiting = new Map<string, IconSource>();
  let running = 0;
  let idleWaiters: Array<() => void> = [];

  async function refresh(feed: IconSource, now = new Date()): Promise<boolean> {
    const page = feed.link ?? feed.url;
    const icon = await findSiteIcon(fetcher, page, { maxBytes: ICON_MAX_BYTES, timeoutMs: ICON_FETCH_TIMEOUT_MS });
    // Written straight to the pool, as refreshes write (refreshSql.ts): look-ups run in the worker beside a
    // sweep, which then never loads Prisma's query compiler (README "Memory").
    const pool = sqlPool(db);
    if (!icon) {
      // Keep an icon found earlier: a site that is down today has not lost its icon.
      await pool.query({
        name: "icon-checked",
        text: `UPDATE "Feed" SET "iconCheckedAt" = $2::timestamp(3), "updatedAt" = $3::timestamp(3) WHERE id = $1::uuid`,
        values: [feed.id, utcText(now), utcText(new Date())],
      });
      return false;
    }
    const iconHash = createHash("sha1").update(icon.body).digest("hex");
    // One statement, so the icon and the feed's record of it change together.
    await pool.query({
      name: "icon-stored",
      text: `WITH icon AS (
               INSERT INTO "FeedIcon" ("feedId", "contentType", bytes, "fetchedAt") VALUES ($1::uuid, $2, $3::bytea, $4::timestamp(3))
               ON CONFLICT ("feedId") DO UPDATE SET "contentType" = EXCLUDED."contentType", bytes = EXCLUDED.bytes, "fetchedAt" = EXCLUDED."fetchedAt"
             )
             UPDATE "Feed" SET "iconHash" = $5, "faviconUrl" = $6, "iconCheckedAt" = $4::timestamp(3), "updatedAt" = $7::timestamp(3)
             WHERE id = $1::uuid`,
      values: [feed.id, icon.kind.mime, Buffer.from(icon.body), utcText(now), iconHash, icon.url, utcText(new Date())],
    });
    return true;
  }

  /** Resolves when no look-up is running or waiting (tests and shutdown). */
  function idle(): Promise<void> {
    if (running === 0 && !waiting.size) return Promise.resolve();
    return new Promise((resolve) => idleWaiters.push(resolve));
  }

  function pump() {
    while (running < CONCURRENCY && waiting.size) {
      const [id, feed] = waiting.entries().next().value!;
      waiting.delete(id);
      running += 1;
      refresh(feed)
        .catch((err: unknown) => log.warn({ err, feedId: id }, "could not look up the feed's site icon"))
        .finally(() => {
          running -= 1;
          pump();
          if (running === 0 && !waiting.size) {
            for (const resolve of idleWaiters) resolve();
            idleWaiters = [];
          }
        });
    }
  }

  return {
    refresh,
    /** Looks the feed's icon up soon, beside the refreshes (at most once at a time per feed). */
    schedule(feed: IconSource): void {
      if (waiting.has(feed.id) || waiting.size >= MAX_WAITING) return;
      waiting.set(feed.id, feed);
      pump();
    },
    idle,
    /** Shutdown: forgets the waiting look-ups (due again at their next refresh) and resolves when the running ones end. */
    drain(): Promise<void> {
      waiting.clear();
      return idle();
    },
    /** The stored icon of a feed, or null. */
    async get(feedId: string): Promise<{ bytes: Uint8Array; contentType: string; hash: string | null } | null> {
      const row = await db.feedIcon.findUnique({ where: { feedId }, select: { bytes: true, contentType: true, feed: { select: { iconHash: true } } } });
      return row ? { bytes: row.bytes, contentType: row.contentType, hash: row.feed.iconHash } : null;
    },
  };
}

export type FeedIcons = ReturnType<typeof createFeedIcons>;
