import { z } from "zod";
import type { Db } from "../../db.js";
import { DomainError, ERROR_TABLE, validationError, type ErrorKey } from "../../errors.js";
import type { Feed, FeedTag, User } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";

/** The spec's feed tag (curated bundle) as REST returns it. */
export interface FeedTagView {
  id: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  feedCount: number;
}

export type FeedTagWithCount = FeedTag & { _count: { feeds: number } };

export function presentFeedTag(tag: FeedTagWithCount): FeedTagView {
  return { id: tag.id, name: tag.name, description: tag.description, imageUrl: tag.imageUrl, feedCount: tag._count.feeds };
}

/** Bundle subscribe when every feed of the bundle was followed already. */
export const alreadyFollowedBundle = (name: string) => `You already follow every feed in the ${name} bundle.`;

const withCount = { _count: { select: { feeds: true } } } as const;
const ORDER = [{ position: "asc" as const }, { name: "asc" as const }];

/** The bundles the given feeds belong to (feed search and feed pages show them): the map and the pairs. */
export async function feedTagsForFeeds(db: Db, feedIds: string[]) {
  if (!feedIds.length) return { feedTags: {} as Record<string, FeedTagView>, tagAssociations: [] as Array<{ feedId: string; feedTagId: string }> };
  const memberships = await db.feedTagMembership.findMany({
    where: { feedId: { in: feedIds } },
    include: { feedTag: { include: withCount } },
    orderBy: [{ feedTag: { position: "asc" } }, { feedTag: { name: "asc" } }],
  });
  return {
    feedTags: Object.fromEntries(memberships.map((m) => [m.feedTagId, presentFeedTag(m.feedTag)])),
    tagAssociations: memberships.map((m) => ({ feedId: m.feedId, feedTagId: m.feedTagId })),
  };
}

const urlOrNull = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => s === "" || /^https?:\/\/\S+$/i.test(s), "imageUrl must be an http(s) URL")
  .transform((s) => s || null)
  .nullish();
const tagFields = {
  name: z.string().trim().min(1, "Bundle name is required").max(100, "Bundle name is at most 100 characters"),
  description: z.string().trim().max(2000, "Description is at most 2000 characters").transform((s) => s || null).nullish(),
  imageUrl: urlOrNull,
  position: z.number().int("position must be a whole number").nullish(),
};
const createSchema = z.object(tagFields);
const updateSchema = z.object({ ...tagFields, name: tagFields.name.nullish() });

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input);
  if (!r.success) throw validationError(Object.fromEntries(r.error.issues.map((i) => [String(i.path[0] ?? "input"), i.message])));
  return r.data;
}

/** One feed's outcome when a user follows a bundle (the subscriptions service's SubscribeResult, as far as bundles read it). */
export interface BundleFeedResult {
  error: string | null;
  display_message_key?: string;
  subscriptionId?: string;
  /** The feed was followed already. */
  skipped?: boolean;
}

/** The subscriptions service, as far as bundles need it (createServices hands it over). */
export interface BundleSubscriber {
  subscribeMany(user: User, feedIds: string[], opts: { folderId: string | null }): Promise<BundleFeedResult[]>;
}

export type FeedTagsService = ReturnType<typeof createFeedTagsService>;

/** Feed tags: curated bundles of feeds. Anyone may read them; admins manage them; users follow a whole bundle. */
export function createFeedTagsService({ db, subscriptions }: { db: Db; subscriptions: BundleSubscriber }) {
  async function find(id: string): Promise<FeedTagWithCount> {
    const tag = isUuid(id) ? await db.feedTag.findUnique({ where: { id }, include: withCount }) : null;
    if (!tag) throw new DomainError("NOT_FOUND", { message: "Bundle not found" });
    return tag;
  }

  /** The bundle's feeds in curated order (deleted feeds left out: nobody can follow them). */
  async function feedIds(id: string): Promise<string[]> {
    const rows = await db.feedTagMembership.findMany({
      where: { feedTagId: id, feed: { status: { not: "deleted" } } },
      orderBy: [{ position: "asc" }, { createdAt: "asc" }],
      select: { feedId: true },
    });
    return rows.map((r) => r.feedId);
  }

  /** A unique-name clash becomes a form error instead of a 500. */
  async function guardName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if ((e as { code?: string }).code === "P2002") throw validationError({ name: "A bundle with this name already exists" });
      throw e;
    }
  }

  return {
    find,

    /** GET /feeds/tags?search=: bundles by position then name; search matches name or description (substring). */
    async list(search?: string | null): Promise<FeedTagWithCount[]> {
      const term = search?.trim();
      return db.feedTag.findMany({
        where: term ? { OR: [{ name: { contains: term, mode: "insensitive" } }, { description: { contains: term, mode: "insensitive" } }] } : {},
        include: withCount,
        orderBy: ORDER,
      });
    },

    feedIds,

    /** How many feeds each bundle holds, in the order given (GraphQL's feedCount, batched). */
    async feedCounts(tagIds: string[]): Promise<number[]> {
      const rows = await db.feedTagMembership.groupBy({ by: ["feedTagId"], where: { feedTagId: { in: tagIds } }, _count: { _all: true } });
      const counts = new Map(rows.map((r) => [r.feedTagId, r._count._all]));
      return tagIds.map((id) => counts.get(id) ?? 0);
    },

    /** A page of the bundle's feeds in curated order (deleted feeds left out). */
    async feedsPage(id: string, offset: number, limit: number): Promise<Feed[]> {
      const rows = await db.feedTagMembership.findMany({
        where: { feedTagId: id, feed: { status: { not: "deleted" } } },
        orderBy: [{ position: "asc" }, { createdAt: "asc" }],
        skip: offset,
        take: limit,
        include: { feed: true },
      });
      return rows.map((r) => r.feed);
    },

    /** The bundles each feed belongs to, in the order given (GraphQL's Feed.feedTags, batched). */
    async ofFeeds(feedIds: string[]): Promise<FeedTag[][]> {
      const rows = await db.feedTagMembership.findMany({
        where: { feedId: { in: feedIds } },
        include: { feedTag: true },
        orderBy: [{ feedTag: { position: "asc" } }, { feedTag: { name: "asc" } }],
      });
      return feedIds.map((id) => rows.filter((r) => r.feedId === id).map((r) => r.feedTag));
    },

    async create(input: unknown): Promise<FeedTagWithCount> {
      const data = parse(createSchema, input);
      return guardName(() =>
        db.feedTag.create({ data: { name: data.name, description: data.description ?? null, imageUrl: data.imageUrl ?? null, position: data.position ?? 0 }, include: withCount }),
      );
    },

    /** Changes only the fields given (null clears description and imageUrl). */
    async update(id: string, input: unknown): Promise<FeedTagWithCount> {
      await find(id);
      const data = parse(updateSchema, input);
      return guardName(() =>
        db.feedTag.update({
          where: { id },
          data: {
            ...(data.name ? { name: data.name } : {}),
            ...(data.description !== undefined ? { description: data.description } : {}),
            ...(data.imageUrl !== undefined ? { imageUrl: data.imageUrl } : {}),
            ...(data.position != null ? { position: data.position } : {}),
          },
          include: withCount,
        }),
      );
    },

    async remove(id: string): Promise<void> {
      await find(id);
      await db.feedTag.delete({ where: { id } });
    },

    /** Replaces the bundle's feeds with these, in this order (duplicates collapse to their first place). */
    async setFeeds(id: string, feedIds: string[]): Promise<FeedTagWithCount> {
      await find(id);
      const unique = [...new Set(feedIds)];
      const bad = unique.filter((f) => !isUuid(f));
      // Website feeds are private to their owners: never part of a bundle.
      const known = bad.length ? [] : await db.feed.findMany({ where: { id: { in: unique }, type: { not: "webfeed" } }, select: { id: true } });
      if (bad.length || known.length !== unique.length) throw validationError({ feedIds: "Every feed must exist and be public" });
      await db.$transaction([
        db.feedTagMembership.deleteMany({ where: { feedTagId: id } }),
        db.feedTagMembership.createMany({ data: unique.map((feedId, position) => ({ feedTagId: id, feedId, position })) }),
        db.feedTag.update({ where: { id }, data: { updatedAt: new Date() } }),
      ]);
      return find(id);
    },

    /**
     * Follows every feed of the bundle at the top level (folderId null) or in the user's folder; feeds already
     * followed stay where they are. When any feed fails (a tier limit, most likely) the first failure is
     * thrown, so the client shows why; the ones subscribed before it stay, and a retry skips them.
     */
    async subscribeAll(user: User, id: string, folderId: string | null): Promise<{ tag: FeedTagWithCount; results: BundleFeedResult[]; message: string }> {
      const tag = await find(id);
      const ownFolder = folderId && isUuid(folderId) ? await db.folder.count({ where: { id: folderId, userId: user.id } }) : 0;
      if (folderId && !ownFolder) throw new DomainError("NOT_FOUND", { message: "Folder not found" });
      const results = await subscriptions.subscribeMany(user, await feedIds(id), { folderId });
      const failed = results.find((r) => r.error);
      if (failed) {
        const key = failed.display_message_key && failed.display_message_key in ERROR_TABLE ? (failed.display_message_key as ErrorKey) : "VALIDATION_ERROR";
        throw new DomainError(key, { message: failed.error! });
      }
      // Spec: "Subscribed to all feeds in {bundle} bundle." When the reader followed every one already, nothing
      // happened, and saying "Subscribed" would mislead: the message says so instead.
      const allFollowed = results.length > 0 && results.every((r) => r.skipped);
      return { tag, results, message: allFollowed ? alreadyFollowedBundle(tag.name) : `Subscribed to all feeds in ${tag.name} bundle.` };
    },
  };
}
