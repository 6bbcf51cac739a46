import type { Db } from "../../db.js";
import { DomainError } from "../../errors.js";
import { Prisma } from "../../generated/prisma/client.js";
import { assertFeedReadable } from "../../core/privateFeeds.js";
import { showingSql } from "../../core/unreadCounts.js";
import { findOwnTag } from "../contentTags/systemTags.js";
import { isUuid } from "../../lib/ids.js";

/** Which list: at most one of these (none = all subscriptions). Ids are raw (REST) ids. */
export interface ScopeInput {
  subscriptionId?: string | null | undefined;
  /** A folder (the spec's subscription tag). */
  subscriptionTagId?: string | null | undefined;
  /** A content tag id, or a tag's slug (read-later). */
  contentItemTagId?: string | null | undefined;
  feedId?: string | null | undefined;
  /** Every item in Rivulet (Discover > Articles). */
  articles?: boolean | null | undefined;
  /** A topic's items (its aliases' items too): public, like the topic page. */
  contentItemTopicId?: string | null | undefined;
}

/**
 * A list the caller may read. Subscription lists (all, a folder, one subscription) and tags are the viewer's
 * own; a feed and all articles are public (spec: public feed pages and discover need no token).
 */
export type ResolvedScope =
  | { kind: "subscriptions"; userId: string; folderId: string | null; subscriptionId: string | null }
  | { kind: "tag"; userId: string; tagId: string }
  | { kind: "feed"; feedId: string; userId: string | null }
  | { kind: "articles"; userId: string | null }
  | { kind: "topic"; topicIds: string[]; userId: string | null };


/** The spec's list failure ('Failed to load content list...'): missing, another user's, or disabled alike. */
export function unavailable(): DomainError {
  return new DomainError("CONTENT_LIST_UNAVAILABLE");
}

function signedIn(viewerId: string | null): string {
  if (!viewerId) throw new DomainError("NO_TOKEN");
  return viewerId;
}

/**
 * Authorises a list request and checks the list shows: a subscription must be showing (enabled, and at the
 * top level or in an enabled folder), a folder or tag enabled (spec: disabled lists show no content).
 */
export async function resolveScope(db: Db, viewerId: string | null, input: ScopeInput): Promise<ResolvedScope> {
  if (input.articles) return { kind: "articles", userId: viewerId };
  if (input.contentItemTopicId) return { kind: "topic", topicIds: await topicWithAliases(db, input.contentItemTopicId), userId: viewerId };
  if (input.feedId) {
    const feed = isUuid(input.feedId) ? await db.feed.findUnique({ where: { id: input.feedId }, select: { id: true, type: true } }) : null;
    if (!feed) throw new DomainError("NOT_FOUND", { message: "Feed not found" });
    await assertFeedReadable(db, feed, viewerId);
    return { kind: "feed", feedId: feed.id, userId: viewerId };
  }
  const userId = signedIn(viewerId);
  if (input.subscriptionId) {
    if (!isUuid(input.subscriptionId)) throw unavailable();
    const [row] = await db.$queryRaw<Array<{ showing: boolean }>>`
      SELECT ${showingSql("s")} AS showing FROM "FeedSubscription" s WHERE s.id = ${input.subscriptionId}::uuid AND s."userId" = ${userId}::uuid`;
    if (!row?.showing) throw unavailable();
    return { kind: "subscriptions", userId, folderId: null, subscriptionId: input.subscriptionId };
  }
  if (input.subscriptionTagId) {
    const folder = isUuid(input.subscriptionTagId) ? await db.folder.findUnique({ where: { id: input.subscriptionTagId } }) : null;
    if (!folder || folder.userId !== userId || !folder.enabled) throw unavailable();
    return { kind: "subscriptions", userId, folderId: folder.id, subscriptionId: null };
  }
  if (input.contentItemTagId) {
    const tag = await findOwnTag(db, userId, input.contentItemTagId);
    if (!tag?.enabled) throw unavailable();
    return { kind: "tag", userId, tagId: tag.id };
  }
  return { kind: "subscriptions", userId, folderId: null, subscriptionId: null };
}

/**
 * A topic and the topics aliased to it (spec part 2: items of an alias count for its target); a topic that is
 * itself an alias lists its target's. The spec's 'Topic ID not found' for an unknown id.
 */
async function topicWithAliases(db: Db, topicId: string): Promise<string[]> {
  const rows = isUuid(topicId)
    ? await db.$queryRaw<Array<{ id: string }>>`
        WITH target AS (SELECT COALESCE(t."aliasedToId", t.id) AS id FROM "Topic" t WHERE t.id = ${topicId}::uuid)
        SELECT target.id FROM target UNION SELECT a.id FROM "Topic" a JOIN target ON a."aliasedToId" = target.id`
    : [];
  if (rows.length === 0) throw new DomainError("NOT_FOUND", { message: "Topic ID not found" });
  return rows.map((r) => r.id);
}

/** SQL selecting (alias `s`) the subscriptions whose items a subscriptions scope lists. */
export function subscriptionFilterSql(scope: Extract<ResolvedScope, { kind: "subscriptions" }>): Prisma.Sql {
  if (scope.subscriptionId) return Prisma.sql`s.id = ${scope.subscriptionId}::uuid AND s."userId" = ${scope.userId}::uuid`;
  if (scope.folderId) {
    return Prisma.sql`s."userId" = ${scope.userId}::uuid AND s.enabled
      AND EXISTS (SELECT 1 FROM "FolderMembership" m WHERE m."subscriptionId" = s.id AND m."folderId" = ${scope.folderId}::uuid)`;
  }
  return Prisma.sql`s."userId" = ${scope.userId}::uuid AND ${showingSql("s")}`;
}
