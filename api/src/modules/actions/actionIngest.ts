import { createHash } from "node:crypto";
import { KEEP_UNREAD_MAX } from "../../core/readState.js";
import { sqlPool } from "../../db.js";
import type { ContentItemAction, ContentItemActionClause, Prisma } from "../../generated/prisma/client.js";
import type { ActionsDeps } from "./actionDeps.js";
import { matchesClauses, storedMatchClauses, type MatchableItem } from "./actionMatch.js";
import type { ClauseJoin } from "./actions.validation.js";

/**
 * assign_tag hops a chain of content tag actions may take (tag A's action tags with B, whose action tags with C,
 * …). Chains end by themselves, since an item gets a tag once and no action removes one, so A→B→A stops at the
 * second A; this bound only caps how far a long chain of distinct tags reaches. Deliveries past it are recorded as
 * skipped, with the reason.
 */
export const MAX_TAG_HOPS = 10;
/** The sweep checks items and taggings at least this old: a commit still in flight is the ingest hook's, not the sweep's. */
const SWEEP_LAG_MS = 30_000;
/** How far back a first sweep (no cursor yet) looks. */
const SWEEP_FIRST_WINDOW_MS = 10 * 60_000;
/** Pending deliveries this old whose workflow may never have started are started (or joined) again by the sweep. */
const STALE_PENDING_MS = 2 * 60_000;
/** Finished deliveries are kept this long (hourly limits read the last hour; the sweep's window is minutes). */
const KEEP_FINISHED_DAYS = 7;

type ActionWithClauses = ContentItemAction & { clauses: ContentItemActionClause[] };
type Item = MatchableItem & { id: string };
export type DeliveryRow = Prisma.ActionDeliveryCreateManyInput;

/** A batch's id: the same items arriving the same way always make the same batch, so a repeat joins its workflow. */
export function batchIdFor(kind: string, parts: string[]): string {
  return `${kind}-${createHash("sha1").update(parts.join("|")).digest("base64url").slice(0, 24)}`;
}

/** One delivery per (then-clause, item) of the items that pass the action's match clauses, in clause order. */
export function deliveriesFor(
  action: ActionWithClauses,
  items: Item[],
  opts: { batchId: string; subscriptionOf: (itemId: string) => string | null; depth?: number; runId?: string; skippedBecause?: string },
): DeliveryRow[] {
  const clauses = storedMatchClauses(action.matchClauses);
  const then = [...action.clauses].sort((a, b) => a.position - b.position);
  return items
    .filter((item) => matchesClauses(item, action.matchClauseType as ClauseJoin, clauses))
    .flatMap((item) =>
      then.map((clause) => ({
        clauseId: clause.id,
        actionId: action.id,
        userId: action.userId,
        contentItemId: item.id,
        subscriptionId: opts.subscriptionOf(item.id),
        actionType: clause.actionType,
        runId: opts.runId ?? "",
        batchId: opts.batchId,
        depth: opts.depth ?? 0,
        ...(opts.skippedBecause ? { status: "skipped", error: opts.skippedBecause } : {}),
      })),
    );
}

const ITEM_FIELDS = { id: true, feedId: true, title: true, author: true, link: true, description: true, firstSeenAt: true } as const;

/**
 * Turning new items into deliveries: the ingest hooks (new items of a feed, items newly in a tag) record one
 * delivery per then-clause and item, idempotently, and start the batch's workflow; the sweep finds what a hook
 * never recorded (its process died between storing the items and recording their deliveries) and restarts
 * batches whose workflow never started.
 */
export function createActionIngest({ db, log, workflows }: Pick<ActionsDeps, "db" | "log" | "workflows">) {
  async function startBatch(batchId: string): Promise<void> {
    if (!workflows) return;
    try {
      await workflows.deliverBatch(batchId);
    } catch (err) {
      log.warn({ err, batchId }, "could not start an action delivery workflow (the action sweep starts it later)");
    }
  }

  /** Inserts the deliveries (ones already there stay as they are) and starts the batch if any is new and pending. */
  async function record(batchId: string, rows: DeliveryRow[]): Promise<number> {
    if (!rows.length) return 0;
    const { count } = await db.actionDelivery.createMany({ data: rows, skipDuplicates: true });
    if (count && rows.some((r) => !r.status)) await startBatch(batchId);
    return count;
  }

  /** New items of one feed: every enabled action of an enabled subscription to it, or of an enabled folder holding one. */
  async function ingestFeedItems(feedId: string, itemIds: string[]): Promise<number> {
    if (!itemIds.length) return 0;
    // Straight to the pool, as the refresh that calls this writes its items: every refresh that stores items asks, and
    // most feeds have no action, so the common answer costs one driver round trip and nothing of Prisma's runtime.
    const { rows: targets } = await sqlPool(db).query<{ actionId: string; subscriptionId: string }>({
      name: "action-targets-of-feed",
      text: `
        SELECT a.id AS "actionId", s.id AS "subscriptionId"
        FROM "FeedSubscription" s JOIN "ContentItemAction" a ON a."subscriptionId" = s.id
        WHERE s."feedId" = $1::uuid AND s.enabled AND a.enabled
        UNION ALL
        SELECT a.id, s.id
        FROM "FeedSubscription" s
        JOIN "FolderMembership" m ON m."subscriptionId" = s.id
        JOIN "Folder" f ON f.id = m."folderId" AND f.enabled
        JOIN "ContentItemAction" a ON a."subscriptionTagId" = f.id
        WHERE s."feedId" = $1::uuid AND s.enabled AND a.enabled`,
      values: [feedId],
    });
    if (!targets.length) return 0;
    const subscriptionsOfAction = new Map<string, string[]>();
    for (const t of targets) subscriptionsOfAction.set(t.actionId, [...(subscriptionsOfAction.get(t.actionId) ?? []), t.subscriptionId]);
    const [actions, items, hidden] = await Promise.all([
      db.contentItemAction.findMany({ where: { id: { in: [...subscriptionsOfAction.keys()] } }, include: { clauses: true } }),
      db.contentItem.findMany({ where: { id: { in: itemIds }, feedId }, select: ITEM_FIELDS }),
      // What the targets' filters hide among the new items, for every action at once (filters materialise in
      // FilteredItem in the refresh's transaction, before this hook runs).
      db.filteredItem.findMany({
        where: { subscriptionId: { in: [...new Set(targets.map((t) => t.subscriptionId))] }, contentItemId: { in: itemIds } },
        select: { subscriptionId: true, contentItemId: true },
      }),
    ]);
    const hiddenKeys = new Set(hidden.map((h) => `${h.subscriptionId}:${h.contentItemId}`));
    const batchId = batchIdFor("f", [feedId, ...[...itemIds].sort()]);
    const rows: DeliveryRow[] = [];
    for (const action of actions) {
      const subscriptionIds = subscriptionsOfAction.get(action.id)!;
      // New to the action (first seen since it was created or last turned back on) and passing its scope's filters:
      // a folder's item passes when one of the folder's subscriptions to this feed shows it (filterVisibility.ts).
      const fresh = items.filter((i) => i.firstSeenAt >= action.activeSince && subscriptionIds.some((sid) => !hiddenKeys.has(`${sid}:${i.id}`)));
      const shownBy = (itemId: string) => subscriptionIds.find((sid) => !hiddenKeys.has(`${sid}:${itemId}`)) ?? subscriptionIds[0]!;
      rows.push(...deliveriesFor(action, fresh, { batchId, subscriptionOf: shownBy }));
    }
    return record(batchId, rows);
  }

  /** Items newly in a content tag: that tag's enabled actions (the tag enabled), `depth` assign_tag hops deep. */
  async function ingestTagged(e: { userId: string; tagId: string; contentItemIds: string[]; depth: number }): Promise<number> {
    if (!e.contentItemIds.length) return 0;
    const actions = await db.contentItemAction.findMany({
      where: { contentItemTagId: e.tagId, enabled: true, contentItemTag: { enabled: true } },
      include: { clauses: true },
    });
    if (!actions.length) return 0;
    const taggings = await db.contentItemTagging.findMany({
      where: { tagId: e.tagId, contentItemId: { in: e.contentItemIds } },
      select: { createdAt: true, contentItem: { select: ITEM_FIELDS } },
    });
    const subs = await db.feedSubscription.findMany({
      where: { userId: e.userId, feedId: { in: [...new Set(taggings.map((t) => t.contentItem.feedId))] } },
      select: { id: true, feedId: true },
    });
    const subOfFeed = new Map(subs.map((s) => [s.feedId, s.id]));
    const feedOf = new Map(taggings.map((t) => [t.contentItem.id, t.contentItem.feedId]));
    const batchId = batchIdFor("t", [e.tagId, String(e.depth), ...[...e.contentItemIds].sort()]);
    const skippedBecause = e.depth > MAX_TAG_HOPS ? `Not run: more than ${MAX_TAG_HOPS} tag actions in a row led here` : undefined;
    const rows: DeliveryRow[] = [];
    for (const action of actions) {
      // New to the action: tagged since it was created or last turned back on. Content tags have no filters, and a
      // tag's actions are its owner's, so every tagging read above is in the action's scope.
      const fresh = taggings.filter((t) => t.createdAt >= action.activeSince).map((t) => t.contentItem);
      rows.push(...deliveriesFor(action, fresh, {
        batchId, depth: e.depth, skippedBecause, subscriptionOf: (itemId) => subOfFeed.get(feedOf.get(itemId)!) ?? null,
      }));
    }
    return record(batchId, rows);
  }

  return {
    /**
     * The refresh's hook: a feed stored new items (onNewItems). Never fails the refresh: what goes wrong here is
     * logged, and the sweep records it a minute later.
     */
    async onNewItems(feedId: string, itemIds: string[]): Promise<void> {
      try {
        await ingestFeedItems(feedId, itemIds);
      } catch (err) {
        log.warn({ err, feedId }, "could not record action deliveries for new items (the action sweep retries)");
      }
    },

    /** The tag service's hook: items newly put in a tag. Never fails the tagging (the sweep catches up). */
    async onTagged(e: { userId: string; tagId: string; contentItemIds: string[]; depth: number }): Promise<void> {
      try {
        await ingestTagged(e);
      } catch (err) {
        log.warn({ err, tagId: e.tagId }, "could not record action deliveries for tagged items (the action sweep retries)");
      }
    },

    /**
     * Every minute (the rivulet-action-sweep schedule): records deliveries for items first seen, and taggings made,
     * since the last sweep and at least 30 s ago that no hook recorded (inserts are idempotent, so items the hooks
     * did record cost a lookup, not a second delivery); starts the workflow of batches left pending for two minutes;
     * drops finished deliveries older than a week.
     */
    async sweep(now = new Date(), heartbeat: () => void = () => undefined): Promise<{ feeds: number; tags: number; recorded: number; restarted: number; pruned: number }> {
      const cursor = await db.actionSweepCursor.findUnique({ where: { id: "items" } });
      const from = cursor?.scannedUntil ?? new Date(now.getTime() - SWEEP_FIRST_WINDOW_MS);
      const to = new Date(now.getTime() - SWEEP_LAG_MS);
      let recorded = 0;
      let feeds: Array<{ feedId: string; ids: string[] }> = [];
      let tags: Array<{ tagId: string; userId: string; ids: string[] }> = [];
      if (to > from) {
        feeds = await db.$queryRaw`
          WITH scoped AS (
            SELECT s."feedId" FROM "ContentItemAction" a JOIN "FeedSubscription" s ON s.id = a."subscriptionId" AND s.enabled WHERE a.enabled
            UNION
            SELECT s."feedId" FROM "ContentItemAction" a
            JOIN "Folder" f ON f.id = a."subscriptionTagId" AND f.enabled
            JOIN "FolderMembership" m ON m."folderId" = f.id
            JOIN "FeedSubscription" s ON s.id = m."subscriptionId" AND s.enabled
            WHERE a.enabled
          )
          SELECT ci."feedId", array_agg(ci.id::text) AS ids
          FROM scoped JOIN "ContentItem" ci ON ci."feedId" = scoped."feedId"
          WHERE ci."firstSeenAt" > ${from} AND ci."firstSeenAt" <= ${to}
            AND ci."sortAt" > ci."firstSeenAt" - make_interval(days => ${KEEP_UNREAD_MAX})
          GROUP BY ci."feedId"`;
        for (const f of feeds) {
          recorded += await ingestFeedItems(f.feedId, f.ids);
          heartbeat();
        }
        tags = await db.$queryRaw`
          SELECT tg."tagId", tg."userId", array_agg(tg."contentItemId"::text) AS ids
          FROM "ContentItemTagging" tg
          WHERE tg."createdAt" > ${from} AND tg."createdAt" <= ${to}
            AND EXISTS (SELECT 1 FROM "ContentItemAction" a WHERE a."contentItemTagId" = tg."tagId" AND a.enabled)
          GROUP BY tg."tagId", tg."userId"`;
        for (const t of tags) {
          recorded += await ingestTagged({ userId: t.userId, tagId: t.tagId, contentItemIds: t.ids, depth: 0 });
          heartbeat();
        }
        await db.actionSweepCursor.upsert({ where: { id: "items" }, create: { id: "items", scannedUntil: to }, update: { scannedUntil: to } });
      }
      const stale = await db.$queryRaw<Array<{ batchId: string }>>`
        SELECT DISTINCT "batchId" FROM "ActionDelivery"
        WHERE status = 'pending' AND "createdAt" < ${new Date(now.getTime() - STALE_PENDING_MS)}
        LIMIT 500`;
      for (const s of stale) {
        await startBatch(s.batchId);
        heartbeat();
      }
      const pruned = await db.$executeRaw`
        DELETE FROM "ActionDelivery" WHERE id IN (
          SELECT id FROM "ActionDelivery"
          WHERE status <> 'pending' AND "createdAt" < ${new Date(now.getTime() - KEEP_FINISHED_DAYS * 86_400_000)}
          LIMIT 10000)`;
      return { feeds: feeds.length, tags: tags.length, recorded, restarted: workflows ? stale.length : 0, pruned };
    },
  };
}
