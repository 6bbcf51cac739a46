import { visibleAfterFilters } from "../../core/filterVisibility.js";
import type { Db } from "../../db.js";
import { Prisma, type ScheduledDigest } from "../../generated/prisma/client.js";
import { SORTS } from "../content/contentSorts.js";
import type { DigestProperties } from "./digests.validation.js";

/** Candidates read before the filters thin them out: a filtered source still fills its digest. */
const CANDIDATE_FACTOR = 4;
const MIN_CANDIDATES = 200;

type Source = Pick<ScheduledDigest, "userId" | "subscriptionId" | "subscriptionTagId" | "contentItemTagId" | "storyTopic">;

/** SQL for "item `ci` comes from the series' source" (a folder: its enabled subscriptions' feeds). */
function sourceSql(s: Source): Prisma.Sql {
  if (s.subscriptionId) return Prisma.sql`ci."feedId" = (SELECT f."feedId" FROM "FeedSubscription" f WHERE f.id = ${s.subscriptionId}::uuid AND f."userId" = ${s.userId}::uuid)`;
  if (s.subscriptionTagId) {
    return Prisma.sql`ci."feedId" IN (SELECT f."feedId" FROM "FolderMembership" m JOIN "FeedSubscription" f ON f.id = m."subscriptionId" AND f.enabled
      WHERE m."folderId" = ${s.subscriptionTagId}::uuid AND f."userId" = ${s.userId}::uuid)`;
  }
  if (s.contentItemTagId) return Prisma.sql`ci.id IN (SELECT tg."contentItemId" FROM "ContentItemTagging" tg WHERE tg."tagId" = ${s.contentItemTagId}::uuid AND tg."userId" = ${s.userId}::uuid)`;
  // A story topic. Stories are issue 16's: until they land, a topic selects the user's own followed items that
  // mention it (underscores read as spaces), and a blank topic all of them, each through its subscription's filters.
  const words = (s.storyTopic ?? "").replace(/_/g, " ").trim();
  const mentions = words ? Prisma.sql`AND ci."searchVector" @@ plainto_tsquery('rivulet_search', ${words})` : Prisma.empty;
  return Prisma.sql`EXISTS (SELECT 1 FROM "FeedSubscription" f WHERE f."userId" = ${s.userId}::uuid AND f.enabled AND f."feedId" = ci."feedId"
      AND NOT EXISTS (SELECT 1 FROM "FilteredItem" h WHERE h."subscriptionId" = f.id AND h."contentItemId" = ci.id)) ${mentions}`;
}

/**
 * The items a digest is made of (issue 17 section 1): the source's items dated within the lookback period, in the
 * series' sort (a top-* sort's own window narrows it further), after the user's filters (visibleAfterFilters), at
 * most maxContentItems.
 */
export async function selectDigestItems(db: Db, s: Source, p: DigestProperties, now = new Date()): Promise<string[]> {
  const sort = SORTS[p.sortBy];
  const hours = Math.min(p.lookbackPeriodHours, sort.windowHours ?? Infinity);
  const since = new Date(now.getTime() - hours * 3_600_000);
  const column = Prisma.raw(`ci."${sort.key}"`);
  const dir = Prisma.raw(sort.descending ? "DESC NULLS LAST" : "ASC NULLS LAST");
  const limit = Math.max(MIN_CANDIDATES, p.maxContentItems * CANDIDATE_FACTOR);
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT ci.id FROM "ContentItem" ci
    WHERE ${sourceSql(s)} AND ci."sortAt" >= ${since} AND ci."sortAt" <= ${now}
    ORDER BY ${column} ${dir}, ci."sortAt" DESC, ci.id DESC
    LIMIT ${limit}`;
  const ids = rows.map((r) => r.id);
  const scope = s.subscriptionId ? { subscriptionId: s.subscriptionId } : s.subscriptionTagId ? { folderId: s.subscriptionTagId } : s.contentItemTagId ? { contentItemTagId: s.contentItemTagId } : null;
  // Story topics applied each subscription's filters in the query above.
  const visible = scope ? await visibleAfterFilters(db, { userId: s.userId, ...scope }, ids) : ids;
  return visible.slice(0, p.maxContentItems);
}
