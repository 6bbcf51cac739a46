import type { Db } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";
import { Prisma, type Feed, type User } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import { parseInput } from "../../lib/parseInput.js";
import type { FeedFetchQueue } from "../subscriptions/feedFetchQueue.js";
import { adminFeedListSchema, adminFeedPatchSchema, type AdminFeedListInput } from "./admin.validation.js";
import { fieldChanges, recordAudit } from "./audit.js";

/** The feed fields an admin writes as text: once set they are pinned against the publisher's (refreshSql.ts). */
const PINNABLE = ["title", "description", "link", "imageUrl"] as const;

export interface AdminFeedPage {
  feedIds: string[];
  meta: { limit: number; pageKey: number; nextPageKey: number | null };
}

/** `%`, `_` and `\` typed by the admin match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What the audit log records of a feed (the fields an admin can change). */
function auditedFields(feed: Feed, feedTagIds: string[]) {
  return {
    title: feed.title,
    description: feed.description,
    link: feed.link,
    url: feed.url,
    imageUrl: feed.imageUrl,
    reputation: feed.reputation,
    status: feed.status,
    feedTagIds: [...feedTagIds].sort(),
  };
}

/** Two admins giving two feeds one URL at once: the second gets the same answer as the check above. */
async function guardUniqueUrl<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") throw validationError({ url: "Another feed already has this URL" });
    throw e;
  }
}

export type AdminFeedsService = ReturnType<typeof createAdminFeedsService>;

/**
 * The admin's Feeds table and the feed detail's Admin tab (spec part 2 sections 2, 6, 7): list every feed by
 * search and status, change a feed's fields, reputation, status and bundles, and fetch it now. The caller has
 * checked the admin role; every change is audited in its own transaction.
 */
export function createAdminFeedsService({ db, fetchQueue }: { db: Db; fetchQueue: FeedFetchQueue }) {
  return {
    /**
     * GET /admin/feeds: newest first; `search` matches the title or URL (substring, case-insensitive: the
     * trigram indexes answer it), `status` one status. One page more is read to tell whether there is a next.
     */
    async list(raw: AdminFeedListInput): Promise<AdminFeedPage> {
      const p = parseInput(adminFeedListSchema, raw);
      const where: Prisma.Sql[] = [Prisma.sql`true`];
      const search = p.search?.trim();
      if (search) where.push(Prisma.sql`(f.title ILIKE ${likePattern(search)} OR f.url ILIKE ${likePattern(search)})`);
      if (p.status) where.push(Prisma.sql`f.status = ${p.status}::"FeedStatus"`);
      const rows = await db.$queryRaw<Array<{ id: string }>>`
        SELECT f.id FROM "Feed" f
        WHERE ${Prisma.join(where, " AND ")}
        ORDER BY f."createdAt" DESC, f.id DESC
        LIMIT ${p.limit + 1} OFFSET ${(p.pageKey - 1) * p.limit}`;
      const hasMore = rows.length > p.limit;
      return {
        feedIds: rows.slice(0, p.limit).map((r) => r.id),
        meta: { limit: p.limit, pageKey: p.pageKey, nextPageKey: hasMore ? p.pageKey + 1 : null },
      };
    },

    /**
     * PATCH /admin/feeds/{id}. Text fields an admin sets stay through refreshes (pinned); clearing one gives it
     * back to the publisher. Status paused holds (no refresh fetches the feed until another status is set);
     * other statuses are the refresh's to change again. feedTagIds is the feed's whole set of bundles.
     * fetchNow queues an immediate fetch (Temporal's refresh workflow) after the change is stored; a paused or
     * deleted feed is not fetched. Returns the feed as stored.
     */
    async update(actor: User, id: string, body: unknown): Promise<Feed> {
      const input = parseInput(adminFeedPatchSchema, body);
      const feed = isUuid(id) ? await db.feed.findUnique({ where: { id }, include: { tags: { select: { feedTagId: true } } } }) : null;
      if (!feed) throw new DomainError("NOT_FOUND", { message: "Feed not found" });
      const imageUrl = input.imageUrl !== undefined ? input.imageUrl : input.jesterImageUrl;
      const nextStatus = input.status ?? feed.status;
      if (input.fetchNow && (nextStatus === "paused" || nextStatus === "deleted")) {
        throw validationError({ fetchNow: `A ${nextStatus} feed is not fetched: set another status to fetch it now` });
      }
      if (input.url && input.url !== feed.url && (await db.feed.findUnique({ where: { url: input.url }, select: { id: true } }))) {
        throw validationError({ url: "Another feed already has this URL" });
      }
      if (input.feedTagIds?.length) {
        const found = await db.feedTag.count({ where: { id: { in: input.feedTagIds } } });
        if (found !== new Set(input.feedTagIds).size) throw validationError({ feedTagIds: "Bundle not found" });
      }

      const texts = { title: input.title, description: input.description, link: input.link, imageUrl };
      const pins = new Set(feed.adminPinnedFields);
      for (const field of PINNABLE) {
        const value = texts[field];
        if (value === undefined) continue;
        if (value === null) pins.delete(field);
        else pins.add(field);
      }
      const data: Prisma.FeedUpdateInput = {
        // A cleared field keeps its value until the next refresh brings the publisher's back.
        ...Object.fromEntries(PINNABLE.flatMap((f) => (texts[f] ? [[f, texts[f]]] : []))),
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.reputation !== undefined ? { reputation: input.reputation } : {}),
        ...(input.status !== undefined ? { status: input.status, pausedByAdmin: input.status === "paused" } : {}),
        ...(input.fetchNow ? { nextRunAt: new Date() } : {}),
        adminPinnedFields: [...pins],
      };
      const beforeTags = feed.tags.map((t) => t.feedTagId);
      const updated = await guardUniqueUrl(() => db.$transaction(async (tx) => {
        const row = await tx.feed.update({ where: { id }, data });
        let afterTags = beforeTags;
        if (input.feedTagIds) {
          const wanted = [...new Set(input.feedTagIds)];
          await tx.feedTagMembership.deleteMany({ where: { feedId: id, feedTagId: { notIn: wanted } } });
          for (const feedTagId of wanted.filter((t) => !beforeTags.includes(t))) {
            // A new member goes to the end of the bundle's curated order.
            const last = await tx.feedTagMembership.aggregate({ where: { feedTagId }, _max: { position: true } });
            await tx.feedTagMembership.create({ data: { feedTagId, feedId: id, position: (last._max.position ?? -1) + 1 } });
          }
          afterTags = wanted;
        }
        const changes: Record<string, unknown> = fieldChanges(auditedFields(feed, beforeTags), auditedFields(row, afterTags));
        if (input.fetchNow) changes.fetchNow = true;
        if (Object.keys(changes).length) await recordAudit(tx, { actor, targetType: "feed", targetId: id, action: "feed.update", changes });
        return row;
      }));
      if (input.fetchNow) await fetchQueue.queueNow(id);
      return updated;
    },
  };
}
