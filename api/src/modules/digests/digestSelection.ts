import { visibleAfterFilters } from "../../core/filterVisibility.js";
import type { Db } from "../../db.js";
import { Prisma, type ScheduledDigest } from "../../generated/prisma/client.js";
import { SORTS } from "../content/contentSorts.js";
import type { DigestsDeps } from "./digestDeps.js";
import type { DigestProperties } from "./digests.validation.js";

/** Candidates read before the filters thin them out: a filtered source still fills its digest. */
const CANDIDATE_FACTOR = 4;
const MIN_CANDIDATES = 200;

type Source = Pick<ScheduledDigest, "userId" | "subscriptionId" | "subscriptionTagId" | "contentItemTagId" | "storyTopic">;
type PickStories = DigestsDeps["pickStories"];
export interface Selection {
  contentItemIds: string[];
  /** The stories told, in order (a story-topic source; the digest's properties.storyIds). */
  storyIds: string[];
}

const isStorySource = (s: Source) => s.storyTopic !== null && s.storyTopic !== undefined;

/** SQL for "item `ci` comes from the series' source" (a folder: its enabled subscriptions' feeds). */
function sourceSql(s: Source): Prisma.Sql {
  if (s.subscriptionId) return Prisma.sql`ci."feedId" = (SELECT f."feedId" FROM "FeedSubscription" f WHERE f.id = ${s.subscriptionId}::uuid AND f."userId" = ${s.userId}::uuid)`;
  if (s.subscriptionTagId) {
    return Prisma.sql`ci."feedId" IN (SELECT f."feedId" FROM "FolderMembership" m JOIN "FeedSubscription" f ON f.id = m."subscriptionId" AND f.enabled
      WHERE m."folderId" = ${s.subscriptionTagId}::uuid AND f."userId" = ${s.userId}::uuid)`;
  }
  if (s.contentItemTagId) return Prisma.sql`ci.id IN (SELECT tg."contentItemId" FROM "ContentItemTagging" tg WHERE tg."tagId" = ${s.contentItemTagId}::uuid AND tg."userId" = ${s.userId}::uuid)`;
  throw new Error("a story-topic source is selected from stories, not items");
}

/**
 * The items a digest is made of (issue 17 section 1): the source's items dated within the lookback period, in the
 * series' sort (a top-* sort's own window narrows it further), after the user's filters (visibleAfterFilters), at
 * most maxContentItems.
 */
export async function selectDigestItems(db: Db, s: Source, p: DigestProperties, pickStories: PickStories, now = new Date()): Promise<Selection> {
  const sort = SORTS[p.sortBy];
  const hours = Math.min(p.lookbackPeriodHours, sort.windowHours ?? Infinity);
  const since = new Date(now.getTime() - hours * 3_600_000);
  if (isStorySource(s)) {
    // A story topic: the period's best stories (about the topic; blank = all), one item each, the most central.
    // Stories are public, so no subscription's filters apply.
    const picks = await pickStories(s.storyTopic ?? "", new Date(now.getTime() - p.lookbackPeriodHours * 3_600_000), now, p.maxContentItems);
    return { contentItemIds: picks.map((x) => x.contentItemId), storyIds: picks.map((x) => x.storyId) };
  }
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
  const visible = scope ? await visibleAfterFilters(db, { userId: s.userId, ...scope }, ids) : ids;
  return { contentItemIds: visible.slice(0, p.maxContentItems), storyIds: [] };
}
