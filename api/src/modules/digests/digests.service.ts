import { randomBytes } from "node:crypto";
import { DomainError, validationError } from "../../errors.js";
import type { Digest, Prisma, ScheduledDigest, User } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import { parseInput } from "../../lib/parseInput.js";
import { findOwnTag } from "../contentTags/systemTags.js";
import { accountSettingsFor } from "../settings/settings.service.js";
import { nextRuns } from "./digestCron.js";
import type { DigestsDeps } from "./digestDeps.js";
import { fileKindOf, fileSignature, signatureMatches } from "./digestFiles.js";
import { assertDigestFits } from "./digestLimits.js";
import { podcastXml } from "./digestPodcast.js";
import { presentDigest, presentSeries, propertiesOf } from "./digests.present.js";
import { defaultProperties, listDigestsSchema, MAX_ITEMS, resolveSeries, seriesBodySchema, type SeriesDraft } from "./digests.validation.js";

export type DigestsService = ReturnType<typeof createDigestsService>;

/** Opaque to clients: base64url of [createdAt, id] of the last digest of a page (newest first). */
const encodeKey = (d: Pick<Digest, "createdAt" | "id">) => Buffer.from(JSON.stringify([d.createdAt.toISOString(), d.id])).toString("base64url");
function decodeKey(key: string): { createdAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(key, "base64url").toString("utf8")) as [string, string];
    const createdAt = new Date(at);
    if (isUuid(id) && !Number.isNaN(createdAt.getTime())) return { createdAt, id };
  } catch {
    // reported below
  }
  throw validationError({ pageKey: "pageKey is not a valid page key for these digests" });
}

/** A digest's default name: the series' name and the day it was made (the list shows both). */
export const digestName = (seriesName: string, at: Date) => `${seriesName} · ${at.toISOString().slice(0, 10)}`;

/** Scheduled digests and digests (issue 17 section 1): series CRUD with their Temporal Schedules, Generate Now, lists, files, podcast feeds. */
export function createDigestsService(deps: DigestsDeps) {
  const { db, config, log, files, workflows } = deps;

  const notFound = () => new DomainError("NOT_FOUND", { message: "Scheduled Digest Not Found" });
  async function ownSeries(userId: string, id: string): Promise<ScheduledDigest> {
    const s = isUuid(id) ? await db.scheduledDigest.findFirst({ where: { id, userId } }) : null;
    if (!s) throw notFound();
    return s;
  }

  /** The draft's source must be the user's own: a subscription, folder or content tag (by id or system slug). */
  async function checkSource(userId: string, draft: SeriesDraft, fields: Record<string, string>) {
    if (fields.source) return;
    const mine = "Choose one of your subscriptions, folders or tags as the source";
    if (draft.subscriptionId && !(isUuid(draft.subscriptionId) && (await db.feedSubscription.count({ where: { id: draft.subscriptionId, userId } })))) fields.source = mine;
    if (draft.subscriptionTagId && !(isUuid(draft.subscriptionTagId) && (await db.folder.count({ where: { id: draft.subscriptionTagId, userId } })))) fields.source = mine;
    if (draft.contentItemTagId) {
      const tag = await findOwnTag(db, userId, draft.contentItemTagId);
      if (!tag) fields.source = mine;
      else draft.contentItemTagId = tag.id;
    }
  }

  /** Keeps the Temporal Schedule in step; a failure is logged (a worker's start-up brings every schedule in line). */
  async function sync(s: ScheduledDigest) {
    if (!workflows) return;
    try {
      await workflows.syncSchedule(s);
    } catch (err) {
      log.warn({ err, scheduledDigestId: s.id }, "could not update the digest series' Temporal Schedule (the next worker start does)");
    }
  }

  const view = (s: ScheduledDigest) => presentSeries(s, config, s.enabled ? (nextRuns(s.cron, new Date())[0] ?? null) : null);

  /** Records a pending digest of the series (limits checked): what Generate Now and every scheduled run start from. */
  async function recordDigest(user: User, s: ScheduledDigest, id?: string): Promise<Digest> {
    const p = propertiesOf(s, config.appName);
    return db.$transaction(async (tx) => {
      // The user's row lock serialises starts, so two at once cannot both pass a limit.
      await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id}::uuid FOR UPDATE`;
      await assertDigestFits(tx, config, user, p);
      const now = new Date();
      return tx.digest.create({
        data: {
          ...(id ? { id } : {}),
          userId: user.id,
          scheduledDigestId: s.id,
          name: digestName(s.name, now),
          properties: { settings: p } as unknown as Prisma.InputJsonValue,
        },
      });
    });
  }

  return {
    ownSeries,
    view,
    recordDigest,

    async listSeries(userId: string) {
      const rows = await db.scheduledDigest.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
      return rows;
    },

    /** POST /digests/series: a new series; MAX_SCHEDULED_DIGESTS_REACHED past the tier's maxScheduledDigests. */
    async createSeries(user: User, body: unknown): Promise<ScheduledDigest> {
      const input = parseInput(seriesBodySchema, body);
      const base: SeriesDraft = {
        name: "", cron: "", enabled: true, subscriptionId: null, subscriptionTagId: null, contentItemTagId: null, storyTopic: null,
        properties: { ...defaultProperties(config.appName), maxContentItems: Math.min(MAX_ITEMS.default, config.digests.maxItems) },
      };
      const { draft, fields } = resolveSeries(input, base, true);
      await checkSource(user.id, draft, fields);
      if (draft.properties.maxContentItems > config.digests.maxItems) fields["properties.maxContentItems"] = `Maximum items must be a whole number from 1 to ${config.digests.maxItems}`;
      if (Object.keys(fields).length) throw validationError(fields);
      const created = await db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id}::uuid FOR UPDATE`;
        const limit = accountSettingsFor(user, config).maxScheduledDigests;
        if (limit !== null && (await tx.scheduledDigest.count({ where: { userId: user.id } })) >= limit) throw new DomainError("MAX_SCHEDULED_DIGESTS_REACHED");
        return tx.scheduledDigest.create({
          data: { userId: user.id, ...draft, properties: draft.properties as unknown as Prisma.InputJsonValue, feedKey: randomBytes(24).toString("base64url") },
        });
      });
      await sync(created);
      return created;
    },

    /** PATCH /digests/series/{id}: the create shape; only what is given changes (properties merge). */
    async patchSeries(user: User, id: string, body: unknown): Promise<ScheduledDigest> {
      const s = await ownSeries(user.id, id);
      const input = parseInput(seriesBodySchema, body);
      const base: SeriesDraft = {
        name: s.name, cron: s.cron, enabled: s.enabled, subscriptionId: s.subscriptionId, subscriptionTagId: s.subscriptionTagId,
        contentItemTagId: s.contentItemTagId, storyTopic: s.storyTopic, properties: propertiesOf(s, config.appName),
      };
      const { draft, fields } = resolveSeries(input, base, false);
      await checkSource(user.id, draft, fields);
      if (draft.properties.maxContentItems > config.digests.maxItems) fields["properties.maxContentItems"] = `Maximum items must be a whole number from 1 to ${config.digests.maxItems}`;
      if (Object.keys(fields).length) throw validationError(fields);
      const updated = await db.scheduledDigest.update({
        where: { id: s.id },
        data: { ...draft, properties: draft.properties as unknown as Prisma.InputJsonValue },
      });
      await sync(updated);
      return updated;
    },

    /** DELETE /digests/series/{id}: the series, its digests, its files and its Schedule. A run under way ends cleanly. */
    async removeSeries(user: User, id: string): Promise<string> {
      const s = await ownSeries(user.id, id);
      await db.scheduledDigest.delete({ where: { id: s.id } });
      await files.removeSeries(user.id, s.id);
      if (workflows) {
        await workflows.deleteSchedule(s.id).catch((err: unknown) => log.warn({ err, scheduledDigestId: s.id }, "could not delete the digest series' Temporal Schedule (its next run ends at once)"));
      }
      return s.id;
    },

    /** POST /digests/series/{id}: Generate Now. Records a pending digest (limits checked) and starts its workflow. */
    async start(user: User, id: string): Promise<Digest> {
      const s = await ownSeries(user.id, id);
      const digest = await recordDigest(user, s);
      if (workflows) {
        try {
          await workflows.generate(digest.id);
        } catch (err) {
          log.error({ err, digestId: digest.id }, "could not start a digest's workflow");
          return db.digest.update({ where: { id: digest.id }, data: { status: "failed", errorMessage: "Digests cannot be generated right now: the background service is unavailable." } });
        }
      }
      return digest;
    },

    /** GET /digests?scheduledDigestId=&limit=&pageKey=: the series' digests, newest first, in keyset pages. */
    async listDigests(userId: string, query: unknown) {
      const q = parseInput(listDigestsSchema, query);
      const s = await ownSeries(userId, q.scheduledDigestId);
      const after = q.pageKey ? decodeKey(q.pageKey) : null;
      const rows = await db.digest.findMany({
        where: {
          scheduledDigestId: s.id,
          ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      return {
        digests: page.map((d) => presentDigest(d, s.feedKey)),
        meta: { limit: q.limit, pageKey: q.pageKey ?? null, nextPageKey: rows.length > q.limit ? encodeKey(page.at(-1)!) : null },
      };
    },

    /** One digest by id (spec: no token needed, the id is its link) with its series' key for file URLs. */
    async digestById(id: string): Promise<{ digest: Digest; series: ScheduledDigest | null }> {
      const digest = isUuid(id) ? await db.digest.findUnique({ where: { id }, include: { scheduledDigest: true } }) : null;
      if (!digest) throw new DomainError("NOT_FOUND", { message: "Digest Not Found" });
      const { scheduledDigest, ...rest } = digest;
      return { digest: rest, series: scheduledDigest };
    },

    /** GET /digests/{id}/files/{name}?key=: the owner (bearer) or a signed URL; byte ranges and validators. */
    async file(digestId: string, name: string, key: string | null, viewerId: string | null, headers: Headers): Promise<Response> {
      const kind = fileKindOf(name);
      const digest = kind && isUuid(digestId) ? await db.digest.findUnique({ where: { id: digestId }, include: { scheduledDigest: { select: { feedKey: true } } } }) : null;
      const gone = () => new DomainError("NOT_FOUND", { message: "File not found" });
      if (!digest || !kind) throw gone();
      // A channel's digest is public (channels are for anyone to watch); a user's needs its owner or the signed URL.
      const allowed =
        digest.channelId !== null ||
        (viewerId !== null && viewerId === digest.userId) ||
        (digest.scheduledDigest !== null && signatureMatches(fileSignature(digest.scheduledDigest.feedKey, digest.id, name), key));
      if (!allowed) throw gone();
      const served = await files.serve(digest, kind, headers);
      if (!served) throw gone();
      return served;
    },

    /** The series' private podcast feed: its completed digests with audio, newest first (at most 100). */
    async podcast(seriesId: string, key: string | null): Promise<string> {
      const s = isUuid(seriesId) ? await db.scheduledDigest.findUnique({ where: { id: seriesId } }) : null;
      if (!s || !key || !signatureMatches(s.feedKey, key)) throw new DomainError("NOT_FOUND", { message: "Podcast feed not found" });
      const episodes = await db.digest.findMany({ where: { scheduledDigestId: s.id, status: "completed", hasAudio: true }, orderBy: { createdAt: "desc" }, take: 100 });
      const sizes = await Promise.all(episodes.map((d) => files.size(d, "audio")));
      return podcastXml({ config, series: s, episodes: episodes.map((d, i) => ({ digest: d, bytes: sizes[i]?.size ?? 0 })) });
    },

    /** Every series' Schedule brought in line (a worker's start-up): series saved while Temporal was away run too. */
    async syncAllSchedules(): Promise<number> {
      if (!workflows) return 0;
      let n = 0;
      for (let cursor: string | undefined; ; ) {
        const batch = await db.scheduledDigest.findMany({ orderBy: { id: "asc" }, take: 500, ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}) });
        for (const s of batch) await sync(s);
        n += batch.length;
        if (batch.length < 500) return n;
        cursor = batch.at(-1)!.id;
      }
    },

    /** A deleted user's files (their rows go with the user). */
    removeUserFiles: (userId: string) => files.removeUser(userId),
  };
}
