import type { Config } from "../../config.js";
import { refreshFilteredItems } from "../../core/filterEngine.js";
import { duplicatesSql, matchSql, type Clause, type ClauseType, type FilterType } from "../../core/filterRules.js";
import type { Db, Tx } from "../../db.js";
import { UNPREPARED } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";
import { Prisma, type User } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import { accountSettingsFor } from "../settings/settings.service.js";
import { presentFilter, type FilterView, type FilterWithClauses } from "./filters.present.js";
import { checkDraft, FILTER_DEFAULTS, parseCreateFilter, parsePatchFilter, parsePreviewFilter, type ClauseInput, type FilterDraft } from "./filters.validation.js";

export interface FiltersDeps {
  db: Db;
  config: Config;
}

/** What a change did: the filter, and the subscriptions it applies to (their counts and lists moved). */
export interface FilterChange {
  filter: FilterWithClauses;
  subscriptionIds: string[];
}

/** One match of a filter's preview, with the earlier item a duplicate repeats. */
export interface FilterMatch {
  id: string;
  parentId: string | null;
  /** The page key that continues after this match (REST pageKey, Relay cursor). */
  cursor: string;
}

export interface FilterMatchesPage {
  matches: FilterMatch[];
  nextPageKey: string | null;
  totalItems: number;
}

export type FiltersService = ReturnType<typeof createFiltersService>;

const HOUR_MS = 3_600_000;
const NOT_FOUND = () => new DomainError("NOT_FOUND", { message: "Filter not found" });

/** The user's row lock: the one subscriptions, folders and tier limits are checked under. */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
}

function encodeKey(firstSeenAt: Date, id: string): string {
  return Buffer.from(JSON.stringify([firstSeenAt.toISOString(), id])).toString("base64url");
}

function decodeKey(raw: string): { firstSeenAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as [unknown, unknown];
    const firstSeenAt = new Date(String(at));
    if (typeof id === "string" && isUuid(id) && !Number.isNaN(firstSeenAt.getTime())) return { firstSeenAt, id };
  } catch {
    // falls through to the validation error
  }
  throw validationError({ pageKey: "pageKey is not a valid page key for these matches" });
}

/**
 * Filters of subscriptions and folders (issue 14 section 1): list, create, change, delete and preview. Every
 * change rewrites what the filters hide (FilteredItem) in its own transaction, under the user's row lock, so
 * lists and counts follow at once; the tier's maxContentItemFilters is checked under the same lock.
 */
export function createFiltersService({ db, config }: FiltersDeps) {
  const include = { clauses: { orderBy: { position: "asc" as const } } };

  async function ownFilter(userId: string, id: string, tx: Tx | Db = db): Promise<FilterWithClauses> {
    const filter = isUuid(id) ? await tx.contentItemFilter.findUnique({ where: { id }, include }) : null;
    // Another user's filter is reported exactly like a missing one.
    if (!filter || filter.userId !== userId) throw NOT_FOUND();
    return filter;
  }

  /** The subscriptions a filter applies to: its subscription, or every subscription of its folder. */
  async function scopeSubscriptions(tx: Tx | Db, f: { subscriptionId: string | null; folderId: string | null }): Promise<Array<{ id: string; feedId: string }>> {
    if (f.subscriptionId) return tx.feedSubscription.findMany({ where: { id: f.subscriptionId }, select: { id: true, feedId: true } });
    return tx.feedSubscription.findMany({ where: { memberships: { some: { folderId: f.folderId! } } }, select: { id: true, feedId: true } });
  }

  async function assertScope(userId: string, scope: { subscriptionId?: string | undefined | null; subscriptionTagId?: string | undefined | null }) {
    if (scope.subscriptionId) {
      const sub = isUuid(scope.subscriptionId) ? await db.feedSubscription.findUnique({ where: { id: scope.subscriptionId }, select: { userId: true } }) : null;
      if (sub?.userId !== userId) throw new DomainError("NOT_FOUND", { message: "Subscription not found" });
    }
    if (scope.subscriptionTagId) {
      const folder = isUuid(scope.subscriptionTagId) ? await db.folder.findUnique({ where: { id: scope.subscriptionTagId }, select: { userId: true } }) : null;
      if (folder?.userId !== userId) throw new DomainError("NOT_FOUND", { message: "Folder not found" });
    }
  }

  async function writeClauses(tx: Tx, filterId: string, clauses: FilterDraft["clauses"]) {
    const keep = clauses.flatMap((c) => (c.id ? [c.id] : []));
    await tx.contentItemFilterClause.deleteMany({ where: { filterId, id: { notIn: keep } } });
    for (const [position, c] of clauses.entries()) {
      const data = { position, matchField: c.matchField, matchType: c.matchType, matchValue: c.matchValue };
      if (c.id) await tx.contentItemFilterClause.update({ where: { id: c.id }, data });
      else await tx.contentItemFilterClause.create({ data: { filterId, ...data } });
    }
  }

  /** Re-applies the filter's scope and answers the change. */
  async function applied(tx: Tx, userId: string, f: { id: string; subscriptionId: string | null; folderId: string | null }): Promise<FilterChange> {
    await refreshFilteredItems(tx, userId, f.subscriptionId ? { subscriptionIds: [f.subscriptionId] } : { folderIds: [f.folderId!] });
    const [filter, subs] = await Promise.all([tx.contentItemFilter.findUniqueOrThrow({ where: { id: f.id }, include }), scopeSubscriptions(tx, f)]);
    return { filter, subscriptionIds: subs.map((s) => s.id) };
  }

  /** One page of what a rule (saved or a draft) does to a scope's items first seen in its window, latest first. */
  async function matchesOf(
    scope: { subscriptionId: string | null; folderId: string | null },
    f: { filterType: string; clauseType: string; windowHours: number; clauses: Array<{ matchField: string; matchType: string; matchValue: string }> },
    page: { limit: number; pageKey: string | null },
    now: Date,
  ): Promise<FilterMatchesPage> {
    const after = page.pageKey ? decodeKey(page.pageKey) : null;
    const subs = await scopeSubscriptions(db, scope);
    if (!subs.length) return { matches: [], nextPageKey: null, totalItems: 0 };
    const from = new Date(now.getTime() - f.windowHours * HOUR_MS);
    const rule = {
      clauseType: f.clauseType as ClauseType,
      windowHours: f.windowHours,
      clauses: f.clauses.map((c) => ({ matchField: c.matchField as Clause["matchField"], matchType: c.matchType as Clause["matchType"], matchValue: c.matchValue })),
    };
    const duplicates = f.filterType === "mark_duplicate" ? duplicatesSql(rule, { feedIds: [...new Set(subs.map((s) => s.feedId))], from }) : null;
    if (f.filterType === "mark_duplicate" && !duplicates) return { matches: [], nextPageKey: null, totalItems: 0 };
    // Duplicates come from the narrow key table alone (no wide item row is read until the page is shown).
    const source = duplicates
      ? Prisma.sql`SELECT d.id, d."firstSeenAt", d."parentId" FROM (${duplicates}) d`
      : Prisma.sql`
        SELECT ci.id, ci."firstSeenAt", NULL::uuid AS "parentId" FROM "ContentItem" ci
        WHERE ci."feedId" = ANY(${subs.map((s) => s.feedId)}::uuid[]) AND ci."firstSeenAt" >= ${from}::timestamp AND ${matchSql(rule)}`;
    const cursor = after ? Prisma.sql`WHERE (m."firstSeenAt", m.id) < (${after.firstSeenAt}::timestamp, ${after.id}::uuid)` : Prisma.empty;
    const rows = await db.$queryRaw<Array<{ id: string; firstSeenAt: Date; parentId: string | null; total: number }>>`${Prisma.raw(UNPREPARED)}
      WITH m AS MATERIALIZED (${source})
      SELECT m.id, m."firstSeenAt", m."parentId", (SELECT count(*) FROM m)::int AS total FROM m ${cursor}
      ORDER BY m."firstSeenAt" DESC, m.id DESC LIMIT ${page.limit + 1}`;
    const shown = rows.slice(0, page.limit);
    const total = rows[0]?.total ?? (await db.$queryRaw<[{ n: number }]>`${Prisma.raw(UNPREPARED)} WITH m AS (${source}) SELECT count(*)::int AS n FROM m`)[0].n;
    return {
      matches: shown.map((r) => ({ id: r.id, parentId: r.parentId, cursor: encodeKey(r.firstSeenAt, r.id) })),
      nextPageKey: rows.length > page.limit ? encodeKey(shown.at(-1)!.firstSeenAt, shown.at(-1)!.id) : null,
      totalItems: total,
    };
  }

  const transaction = <T>(run: (tx: Tx) => Promise<T>) => db.$transaction(run, { timeout: 120_000, maxWait: 15_000 });

  return {
    ownFilter,

    /** GET /filters?subscriptionId=|subscriptionTagId=: one scope's filters (or every filter of the user), oldest first. */
    async list(userId: string, scope: { subscriptionId?: string | null; subscriptionTagId?: string | null }): Promise<FilterWithClauses[]> {
      if (scope.subscriptionId && scope.subscriptionTagId) throw validationError({ subscriptionId: "Send one of subscriptionId or subscriptionTagId" });
      await assertScope(userId, scope);
      return db.contentItemFilter.findMany({
        where: {
          userId,
          ...(scope.subscriptionId ? { subscriptionId: scope.subscriptionId } : {}),
          ...(scope.subscriptionTagId ? { folderId: scope.subscriptionTagId } : {}),
        },
        include,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
    },

    /** The filters of these subscriptions and folders keyed by id (the reading list's `filters` map). */
    async presentFor(userId: string, subscriptionIds: string[], folderIds: string[]): Promise<Record<string, FilterView>> {
      if (!subscriptionIds.length && !folderIds.length) return {};
      const filters = await db.contentItemFilter.findMany({
        where: { userId, OR: [{ subscriptionId: { in: subscriptionIds } }, { folderId: { in: folderIds } }] },
        include,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      return Object.fromEntries(filters.map((f) => [f.id, presentFilter(f)]));
    },

    /** The filters of each subscription or folder, in request order (GraphQL, batched). */
    async ofScopes(keys: ReadonlyArray<{ subscriptionId?: string; folderId?: string }>): Promise<FilterWithClauses[][]> {
      const subscriptionIds = keys.flatMap((k) => (k.subscriptionId ? [k.subscriptionId] : []));
      const folderIds = keys.flatMap((k) => (k.folderId ? [k.folderId] : []));
      const filters = await db.contentItemFilter.findMany({
        where: { OR: [{ subscriptionId: { in: subscriptionIds } }, { folderId: { in: folderIds } }] },
        include,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      return keys.map((k) => filters.filter((f) => (k.subscriptionId ? f.subscriptionId === k.subscriptionId : f.folderId === k.folderId)));
    },

    /** POST /filters: a new filter of one of the user's subscriptions or folders, applied at once. */
    async create(user: User, body: unknown): Promise<FilterChange> {
      const input = parseCreateFilter(body);
      await assertScope(user.id, input);
      const draft = checkDraft(
        {
          filterType: input.filterType,
          clauseType: input.clauseType ?? FILTER_DEFAULTS.clauseType,
          windowHours: input.windowHours ?? FILTER_DEFAULTS.windowHours,
          enabled: input.enabled ?? FILTER_DEFAULTS.enabled,
          clauses: input.clauses.map(({ id: _id, ...c }) => c),
        },
        config.filters.maxWindowHours,
      );
      return transaction(async (tx) => {
        await lockUser(tx, user.id);
        const limit = accountSettingsFor(user, config).maxContentItemFilters;
        if (limit !== null && (await tx.contentItemFilter.count({ where: { userId: user.id } })) >= limit) throw new DomainError("MAX_CONTENT_ITEM_FILTERS_REACHED");
        // The scope may have gone since it was checked: under the lock, its row decides.
        const scopeExists = input.subscriptionId
          ? await tx.feedSubscription.count({ where: { id: input.subscriptionId, userId: user.id } })
          : await tx.folder.count({ where: { id: input.subscriptionTagId!, userId: user.id } });
        if (!scopeExists) throw new DomainError("NOT_FOUND", { message: input.subscriptionId ? "Subscription not found" : "Folder not found" });
        const filter = await tx.contentItemFilter.create({
          data: {
            userId: user.id,
            subscriptionId: input.subscriptionId ?? null,
            folderId: input.subscriptionTagId ?? null,
            filterType: draft.filterType,
            clauseType: draft.clauseType,
            windowHours: draft.windowHours,
            enabled: draft.enabled,
          },
        });
        await writeClauses(tx, filter.id, draft.clauses);
        return applied(tx, user.id, filter);
      });
    },

    /**
     * PATCH /filters/{id}: type, clause join, window, enabled and clauses. `clauses` is the whole new list: an entry
     * with an id keeps that clause (changed as given), one without is new, and a clause left out is deleted, except
     * the first, which cannot be (spec part 2 section 5) and stays first.
     */
    async patch(user: User, id: string, body: unknown): Promise<FilterChange> {
      const input = parsePatchFilter(body);
      return transaction(async (tx) => {
        await lockUser(tx, user.id);
        const filter = await ownFilter(user.id, id, tx);
        let clauses: ClauseInput[] = filter.clauses.map((c) => ({ id: c.id, matchField: c.matchField as Clause["matchField"], matchType: c.matchType as Clause["matchType"], matchValue: c.matchValue }));
        const found: Record<string, string> = {};
        if (input.clauses) {
          const known = new Set(clauses.map((c) => c.id));
          input.clauses.forEach((c, i) => {
            if (c.id !== undefined && !known.has(c.id)) found[`clauses.${i}.id`] = "This clause is not part of the filter";
          });
          const first = clauses[0];
          const firstAt = first ? input.clauses.findIndex((c) => c.id === first.id) : 0;
          if (firstAt < 0) found.clauses = "The first clause cannot be deleted";
          clauses = firstAt > 0 ? [input.clauses[firstAt]!, ...input.clauses.filter((_, i) => i !== firstAt)] : input.clauses;
        }
        const draft = checkDraft(
          {
            filterType: input.filterType ?? (filter.filterType as FilterType),
            clauseType: input.clauseType ?? (filter.clauseType as ClauseType),
            windowHours: input.windowHours ?? filter.windowHours,
            enabled: input.enabled ?? filter.enabled,
            clauses,
          },
          config.filters.maxWindowHours,
          found,
        );
        await tx.contentItemFilter.update({
          where: { id: filter.id },
          data: { filterType: draft.filterType, clauseType: draft.clauseType, windowHours: draft.windowHours, enabled: draft.enabled },
        });
        if (input.clauses) await writeClauses(tx, filter.id, draft.clauses);
        return applied(tx, user.id, filter);
      });
    },

    /** DELETE /filters/{id}: what it hid shows again at once (nothing was deleted). */
    async remove(user: User, id: string): Promise<FilterChange> {
      return transaction(async (tx) => {
        await lockUser(tx, user.id);
        const filter = await ownFilter(user.id, id, tx);
        const subs = await scopeSubscriptions(tx, filter);
        await tx.contentItemFilter.delete({ where: { id: filter.id } });
        await refreshFilteredItems(tx, user.id, filter.subscriptionId ? { subscriptionIds: [filter.subscriptionId] } : { folderIds: [filter.folderId!] });
        return { filter, subscriptionIds: subs.map((s) => s.id) };
      });
    },

    /**
     * GET /filters/{id}/matches: what the filter does to the items of its scope first seen within the last
     * windowHours, newest arrivals first: the items it hides (remove_on_match, mark_duplicate, with the earlier item each
     * duplicate repeats) or keeps (keep_on_match). Computed from its clauses as saved, whether or not it is enabled,
     * so a user can preview a disabled filter before turning it on.
     */
    async matches(user: User, id: string, page: { limit: number; pageKey: string | null }, now = new Date()): Promise<FilterMatchesPage> {
      const filter = await ownFilter(user.id, id);
      return matchesOf(filter, filter, page, now);
    },

    /**
     * The same answer for a filter the user is still editing (the settings screen's preview, issue 14 section 4):
     * a scope of theirs and a draft checked as a save would check it, nothing stored. Its window ends now.
     */
    async preview(user: User, body: unknown, page: { limit: number; pageKey: string | null }, now = new Date()): Promise<FilterMatchesPage> {
      const input = parsePreviewFilter(body);
      await assertScope(user.id, input);
      const draft = checkDraft(
        {
          filterType: input.filterType,
          clauseType: input.clauseType ?? FILTER_DEFAULTS.clauseType,
          windowHours: input.windowHours ?? FILTER_DEFAULTS.windowHours,
          enabled: true,
          clauses: input.clauses.map(({ id: _id, ...c }) => c),
        },
        config.filters.maxWindowHours,
      );
      return matchesOf({ subscriptionId: input.subscriptionId ?? null, folderId: input.subscriptionTagId ?? null }, draft, page, now);
    },
  };
}
