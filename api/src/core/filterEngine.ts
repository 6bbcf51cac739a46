import type { Db, RawTx, Tx } from "../db.js";
import { UNPREPARED } from "../db.js";
import { Prisma } from "../generated/prisma/client.js";
import { invalidateDataFeeds } from "./dataFeedCache.js";
import { duplicatesSql, matchSql, reachFrom, type Clause, type FilterRule } from "./filterRules.js";

/**
 * Keeps FilteredItem (what each subscription's filters hide) equal to its definition, in the transaction of
 * whatever changed it:
 *
 *   an item is hidden from a subscription when an enabled filter of the subscription, or of a folder the
 *   subscription is in, reaches it (first seen at or after the filter's reachFrom) and hides it.
 *
 * A filter's change, a change of which folders hold which subscriptions, and new or edited items each rewrite
 * only the rows they can move. Lists leave the rows out, counts subtract them (FilteredItemDay), live arrivals and
 * data feeds skip them, and actions ask visibleAfterFilters, so every reader of items sees one answer.
 *
 * Concurrency: a rewrite and a refresh storing items of the same feed serialise on an advisory lock per feed
 * (class FEED_LOCK); refreshes of feeds sharing a folder with a duplicate filter also on one per folder
 * (FOLDER_LOCK), so two feeds publishing the same story at once still leave exactly one visible. Every
 * transaction takes its feed locks in one ordered statement before any folder lock, so none waits in a cycle.
 */
const FEED_LOCK = 1_460_001;
const FOLDER_LOCK = 1_460_002;

interface Scope {
  /** Subscription id → its feed. */
  subscriptions: Map<string, string>;
  /** Folder id → its subscriptions (all of them, whatever was asked). */
  folders: Map<string, Array<{ id: string; feedId: string }>>;
  filters: FilterRule[];
}

type FilterRow = Omit<FilterRule, "clauses"> & { clauses: Clause[] | null };

async function lockAll(tx: RawTx, lockClass: number, ids: string[]): Promise<void> {
  if (!ids.length) return;
  // Ordered in a subquery, so the locks are taken in one global order (no transaction waits for another in a cycle).
  await tx.$queryRaw`
    SELECT pg_advisory_xact_lock(${lockClass}::int, k)::text FROM (
      SELECT DISTINCT hashtext(x::text) AS k FROM unnest(${[...new Set(ids)]}::uuid[]) x ORDER BY 1
    ) ordered`;
}

/** Enabled filters of these subscriptions and of the folders they are in, with their clauses in order. */
async function filtersAffecting(tx: RawTx | Db, subscriptionIds: string[]): Promise<FilterRule[]> {
  if (!subscriptionIds.length) return [];
  const rows = await tx.$queryRaw<FilterRow[]>`
    SELECT f.id, f."subscriptionId", f."folderId", f."filterType", f."clauseType", f."windowHours", f."createdAt",
      (SELECT json_agg(json_build_object('matchField', c."matchField", 'matchType', c."matchType", 'matchValue', c."matchValue") ORDER BY c.position)
       FROM "ContentItemFilterClause" c WHERE c."filterId" = f.id) AS clauses
    FROM "ContentItemFilter" f
    WHERE f.enabled AND (f."subscriptionId" = ANY(${subscriptionIds}::uuid[])
      OR f."folderId" IN (SELECT m."folderId" FROM "FolderMembership" m WHERE m."subscriptionId" = ANY(${subscriptionIds}::uuid[])))
    ORDER BY f."createdAt", f.id`;
  return rows.map((r) => ({ ...r, clauses: r.clauses ?? [] }));
}

async function folderMembers(tx: RawTx | Db, folderIds: string[]): Promise<Scope["folders"]> {
  const folders = new Map<string, Array<{ id: string; feedId: string }>>(folderIds.map((id) => [id, []]));
  if (!folderIds.length) return folders;
  const rows = await tx.$queryRaw<Array<{ folderId: string; id: string; feedId: string }>>`
    SELECT m."folderId", s.id, s."feedId" FROM "FolderMembership" m JOIN "FeedSubscription" s ON s.id = m."subscriptionId"
    WHERE m."folderId" = ANY(${folderIds}::uuid[])`;
  for (const r of rows) folders.get(r.folderId)!.push({ id: r.id, feedId: r.feedId });
  return folders;
}

/** Subscriptions a filter applies to: its own, or every subscription of its folder. */
function subscriptionsOf(rule: FilterRule, scope: Scope): Array<{ id: string; feedId: string }> {
  if (rule.subscriptionId) {
    const feedId = scope.subscriptions.get(rule.subscriptionId);
    return feedId ? [{ id: rule.subscriptionId, feedId }] : [];
  }
  return scope.folders.get(rule.folderId!) ?? [];
}

interface ItemRestriction {
  itemIds: string[];
  titleHashes: string[];
  linkHashes: string[];
}

/** SQL of (sid, iid, "sortAt"): what one filter hides from the subscriptions being rewritten (within `items`). */
function hiddenBySql(rule: FilterRule, scope: Scope, targets: string[], items: ItemRestriction | null): Prisma.Sql | null {
  const from = reachFrom(rule);
  const onlyItems = items ? Prisma.sql`AND ci.id = ANY(${items.itemIds}::uuid[])` : Prisma.empty;
  const base = Prisma.sql`
    SELECT s.id AS sid, ci.id AS iid, ci."sortAt" AS "sortAt"
    FROM "FeedSubscription" s JOIN "ContentItem" ci ON ci."feedId" = s."feedId"
    WHERE s.id = ANY(${targets}::uuid[]) AND ci."firstSeenAt" >= ${from}::timestamp ${onlyItems}`;
  if (rule.filterType === "keep_on_match") return Prisma.sql`${base} AND NOT ${matchSql(rule)}`;
  if (rule.filterType === "remove_on_match") return Prisma.sql`${base} AND ${matchSql(rule)}`;
  const duplicates = duplicatesSql(rule, {
    feedIds: [...new Set(subscriptionsOf(rule, scope).map((s) => s.feedId))],
    from,
    titleHashes: items?.titleHashes,
    linkHashes: items?.linkHashes,
  });
  return duplicates ? Prisma.sql`${base} AND ci.id IN (SELECT d.id FROM (${duplicates}) d)` : null;
}

/**
 * Rewrites the rows of these subscriptions (limited to `items` when given) to what the scope's filters hide, in
 * one statement. Returns the subscriptions whose rows changed.
 */
async function rewrite(tx: RawTx, scope: Scope, subscriptionIds: string[], items: ItemRestriction | null): Promise<string[]> {
  if (!subscriptionIds.length || (items && !items.itemIds.length)) return [];
  const wanted = new Set(subscriptionIds);
  const parts = scope.filters.flatMap((rule) => {
    const targets = subscriptionsOf(rule, scope).map((s) => s.id).filter((id) => wanted.has(id));
    const sql = targets.length ? hiddenBySql(rule, scope, targets, items) : null;
    return sql ? [sql] : [];
  });
  const desired = parts.length
    ? Prisma.sql`SELECT DISTINCT ON (h.sid, h.iid) h.sid, h.iid, h."sortAt" FROM (${Prisma.join(parts, " UNION ALL ")}) h`
    : Prisma.sql`SELECT NULL::uuid AS sid, NULL::uuid AS iid, NULL::timestamp AS "sortAt" WHERE FALSE`;
  const onlyItems = items ? Prisma.sql`AND f."contentItemId" = ANY(${items.itemIds}::uuid[])` : Prisma.empty;
  const rows = await tx.$queryRaw<Array<{ sid: string }>>`${Prisma.raw(UNPREPARED)}
    WITH desired AS MATERIALIZED (${desired}),
    removed AS (
      DELETE FROM "FilteredItem" f
      WHERE f."subscriptionId" = ANY(${subscriptionIds}::uuid[]) ${onlyItems}
        AND NOT EXISTS (SELECT 1 FROM desired d WHERE d.sid = f."subscriptionId" AND d.iid = f."contentItemId")
      RETURNING f."subscriptionId" AS sid
    ),
    added AS (
      INSERT INTO "FilteredItem" ("subscriptionId", "contentItemId", "sortAt")
      SELECT sid, iid, "sortAt" FROM desired ON CONFLICT DO NOTHING
      RETURNING "subscriptionId" AS sid
    )
    SELECT DISTINCT sid FROM (SELECT sid FROM removed UNION ALL SELECT sid FROM added) changed`;
  return rows.map((r) => r.sid);
}

/**
 * Brings the rows of a user's subscriptions up to date after their filters or folders changed: these
 * subscriptions, every subscription of these folders, and every subscription sharing a folder that has a
 * duplicate filter with one of them (an item of one can be the earlier item of another's). Runs in the caller's
 * transaction, which holds the user's row lock (filters and folders change only under it). Returns the
 * subscriptions whose hidden items changed.
 */
export async function refreshFilteredItems(tx: Tx, userId: string, changed: { subscriptionIds?: string[]; folderIds?: string[] }): Promise<string[]> {
  const [subs, memberships, anyFilter] = await Promise.all([
    tx.feedSubscription.findMany({ where: { userId }, select: { id: true, feedId: true } }),
    tx.folderMembership.findMany({ where: { folder: { userId } }, select: { folderId: true, subscriptionId: true } }),
    tx.contentItemFilter.findFirst({ where: { userId }, select: { id: true } }),
  ]);
  const feedOf = new Map(subs.map((s) => [s.id, s.feedId]));
  const folders = new Map<string, Array<{ id: string; feedId: string }>>();
  for (const m of memberships) {
    const feedId = feedOf.get(m.subscriptionId);
    if (feedId) folders.set(m.folderId, [...(folders.get(m.folderId) ?? []), { id: m.subscriptionId, feedId }]);
  }
  const targets = new Set((changed.subscriptionIds ?? []).filter((id) => feedOf.has(id)));
  for (const folderId of changed.folderIds ?? []) for (const s of folders.get(folderId) ?? []) targets.add(s.id);
  if (!targets.size) return [];
  if (!anyFilter) {
    // No filter left (the last one deleted, or its folder): nothing is hidden any more.
    const rows = await tx.$queryRaw<Array<{ sid: string }>>`
      DELETE FROM "FilteredItem" WHERE "subscriptionId" = ANY(${[...targets]}::uuid[]) RETURNING "subscriptionId" AS sid`;
    const moved = [...new Set(rows.map((r) => r.sid))];
    await invalidateDataFeeds(tx, { subscriptionIds: moved });
    return moved;
  }
  const filters = await filtersAffecting(tx, [...feedOf.keys()]);
  const withDuplicates = new Set(filters.filter((f) => f.filterType === "mark_duplicate" && f.folderId).map((f) => f.folderId!));
  for (const folderId of withDuplicates) {
    const members = folders.get(folderId) ?? [];
    if (members.some((s) => targets.has(s.id))) for (const s of members) targets.add(s.id);
  }
  const ids = [...targets];
  await lockAll(tx, FEED_LOCK, ids.map((id) => feedOf.get(id)!));
  const moved = await rewrite(tx, { subscriptions: feedOf, folders, filters }, ids, null);
  // What their data feeds list changed with their scope: built afresh on the next request, not after the hour.
  await invalidateDataFeeds(tx, { subscriptionIds: moved });
  return moved;
}

/**
 * Applies every subscriber's filters to items a refresh stored or changed, in the refresh's transaction (so
 * no list, count or announcement ever sees them unfiltered, and a crash loses neither). Items of the same key
 * that came in after one of these (a concurrent refresh of another feed of the folder committed first) are
 * decided again with them. Returns the subscriptions whose hidden items changed.
 */
export async function filterNewItems(tx: RawTx, feedId: string, itemIds: string[]): Promise<string[]> {
  if (!itemIds.length) return [];
  await lockAll(tx, FEED_LOCK, [feedId]);
  const followers = await tx.$queryRaw<Array<{ id: string; feedId: string }>>`
    SELECT s.id, s."feedId" FROM "FeedSubscription" s
    WHERE s."feedId" = ${feedId}::uuid AND EXISTS (
      SELECT 1 FROM "ContentItemFilter" f
      WHERE f.enabled AND (f."subscriptionId" = s.id OR f."folderId" IN (SELECT m."folderId" FROM "FolderMembership" m WHERE m."subscriptionId" = s.id)))`;
  if (!followers.length) return [];
  const subscriptions = new Map(followers.map((s) => [s.id, s.feedId]));
  let filters = await filtersAffecting(tx, [...subscriptions.keys()]);
  const duplicateFolders = [...new Set(filters.filter((f) => f.filterType === "mark_duplicate" && f.folderId).map((f) => f.folderId!))];
  const folders = await folderMembers(tx, [...new Set(filters.flatMap((f) => (f.folderId ? [f.folderId] : [])))]);
  if (duplicateFolders.length) {
    await lockAll(tx, FOLDER_LOCK, duplicateFolders);
    // The folder's other subscriptions hold the rest of each key group: they are rewritten with all their filters.
    for (const folderId of duplicateFolders) for (const s of folders.get(folderId) ?? []) subscriptions.set(s.id, s.feedId);
    filters = await filtersAffecting(tx, [...subscriptions.keys()]);
    for (const [id, members] of await folderMembers(tx, [...new Set(filters.flatMap((f) => (f.folderId ? [f.folderId] : [])))])) folders.set(id, members);
  }
  const items = await itemRestriction(tx, itemIds, filters.some((f) => f.filterType === "mark_duplicate") ? [...new Set(subscriptions.values())] : null);
  return rewrite(tx, { subscriptions, folders, filters }, [...subscriptions.keys()], items);
}

/**
 * The items to decide: the given ones, and (with duplicate filters) the items of the same keys in those feeds
 * first seen at or after them, whose earlier item may now be one of these.
 */
async function itemRestriction(tx: RawTx, itemIds: string[], duplicateFeeds: string[] | null): Promise<ItemRestriction> {
  if (!duplicateFeeds) return { itemIds, titleHashes: [], linkHashes: [] };
  const [keys] = await tx.$queryRaw<[{ titleHashes: string[] | null; linkHashes: string[] | null; from: Date | null }]>`
    SELECT array_agg(DISTINCT k."titleKey") FILTER (WHERE k."titleKey" IS NOT NULL)::text[] AS "titleHashes",
      array_agg(DISTINCT k."linkKey") FILTER (WHERE k."linkKey" IS NOT NULL)::text[] AS "linkHashes",
      min(k."firstSeenAt") AS "from"
    FROM "ContentItemKey" k WHERE k."contentItemId" = ANY(${itemIds}::uuid[])`;
  const titleHashes = keys.titleHashes ?? [];
  const linkHashes = keys.linkHashes ?? [];
  if (!keys.from || (!titleHashes.length && !linkHashes.length)) return { itemIds, titleHashes, linkHashes };
  const later = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT k."contentItemId" AS id FROM "ContentItemKey" k
    WHERE k."titleKey" = ANY(${titleHashes}::uuid[]) AND k."firstSeenAt" >= ${keys.from}::timestamp AND k."feedId" = ANY(${duplicateFeeds}::uuid[])
    UNION
    SELECT k."contentItemId" FROM "ContentItemKey" k
    WHERE k."linkKey" = ANY(${linkHashes}::uuid[]) AND k."firstSeenAt" >= ${keys.from}::timestamp AND k."feedId" = ANY(${duplicateFeeds}::uuid[])`;
  return { itemIds: [...new Set([...itemIds, ...later.map((r) => r.id)])], titleHashes, linkHashes };
}
