import { z } from "zod";
import type { Db } from "../../db.js";
import { Prisma } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parseInput.js";

/** Spec part 3 section 9: the Library's subscription list shows 20 rows a page. */
export const LIBRARY_PAGE_SIZE = 20;

/**
 * What the Subscriptions tab's status filter picks, the same values its status column shows: a disabled
 * subscription is "disabled" whatever its feed does; an enabled one shows its feed's status (spec part 2
 * section 4: healthy shown as Active, error, stale, paused, deleted, unknown as pending). "enabled" is every
 * enabled one.
 */
export const LIBRARY_STATUSES = ["enabled", "disabled", "healthy", "error", "stale", "paused", "unknown", "deleted"] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];

export const libraryFilterSchema = z.object({
  search: z.string().max(200, "Search must be at most 200 characters").nullish(),
  /** Subscriptions in any of these folders… */
  folderIds: z.array(z.string().uuid("must be an id")).max(500).nullish(),
  /** …or (true) at the top level. With neither, every subscription. */
  topLevel: z.boolean().nullish(),
  status: z.enum(LIBRARY_STATUSES, { error: `status must be one of ${LIBRARY_STATUSES.join(", ")}` }).nullish(),
  page: z.number().int().min(1, "page must be 1 or more").max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100, "pageSize must be 1 to 100").default(LIBRARY_PAGE_SIZE),
});
export type LibraryFilter = z.input<typeof libraryFilterSchema>;

export interface LibraryPage {
  /** Subscription ids of the page, by title (case-insensitive), then id. */
  ids: string[];
  /** Every subscription matching the filter. */
  totalCount: number;
  page: number;
  pageSize: number;
}

/** `%`, `_` and `\` typed by the user match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of a user's subscriptions for the Library's table: title search (the shown title: the user's, else
 * the feed's, else its URL; the feed's URL matches too), folders and/or top level, status. One statement: the
 * user's subscriptions joined to their feeds (a user follows thousands at most), sorted and counted in the same
 * pass (bench/library: 5,000 subscriptions).
 */
export async function librarySubscriptionsPage(db: Db, userId: string, raw: LibraryFilter): Promise<LibraryPage> {
  const f = parseInput(libraryFilterSchema, raw);
  const search = f.search?.trim() ? likePattern(f.search.trim()) : null;
  const folderIds = f.folderIds?.length ? f.folderIds : null;
  const where: Prisma.Sql[] = [Prisma.sql`s."userId" = ${userId}::uuid`];
  if (search) where.push(Prisma.sql`(COALESCE(s.title, f.title, f.url) ILIKE ${search} OR f.url ILIKE ${search})`);
  if (folderIds || f.topLevel) {
    const inFolders = folderIds
      ? Prisma.sql`EXISTS (SELECT 1 FROM "FolderMembership" m WHERE m."subscriptionId" = s.id AND m."folderId" = ANY(${folderIds}::uuid[]))`
      : Prisma.sql`false`;
    where.push(Prisma.sql`(${f.topLevel ? Prisma.sql`s."topLevel"` : Prisma.sql`false`} OR ${inFolders})`);
  }
  if (f.status === "enabled") where.push(Prisma.sql`s.enabled`);
  else if (f.status === "disabled") where.push(Prisma.sql`NOT s.enabled`);
  else if (f.status) where.push(Prisma.sql`s.enabled AND f.status = ${f.status}::"FeedStatus"`);
  const rows = await db.$queryRaw<Array<{ id: string; total: number }>>`
    SELECT s.id, count(*) OVER ()::int AS total
    FROM "FeedSubscription" s JOIN "Feed" f ON f.id = s."feedId"
    WHERE ${Prisma.join(where, " AND ")}
    ORDER BY lower(COALESCE(s.title, f.title, f.url)), s.id
    LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}
  `;
  let totalCount = rows[0]?.total ?? 0;
  // A page past the end has no rows to carry the count: count alone (a client asking for page 3 of 2).
  if (!rows.length && f.page > 1) {
    const [c] = await db.$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM "FeedSubscription" s JOIN "Feed" f ON f.id = s."feedId" WHERE ${Prisma.join(where, " AND ")}`;
    totalCount = c?.n ?? 0;
  }
  return { ids: rows.map((r) => r.id), totalCount, page: f.page, pageSize: f.pageSize };
}
