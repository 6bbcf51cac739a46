import type { Db } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";
import { Prisma } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import { topicKey } from "../../nlp/analyze.js";
import { STOP_WORDS } from "../../nlp/stopwords.js";
import { stem } from "../../nlp/stem.js";
import { sentences, tokenize } from "../../nlp/text.js";
import { sqlPool } from "../../db.js";
import { refreshTopicStats } from "./topicStore.js";

/** A topic as REST shows it (spec part 2 section 3: id, name, score, aliasedFromContentItems; stats: section 9). */
export interface TopicView {
  id: string;
  name: string;
  /** entity | phrase */
  kind: string;
  score: number;
  postsLastDay: number;
  postsLastWeek: number;
  postsLastMonth: number;
  aliasedToContentItemTopicId: string | null;
  /** The topics aliased to this one. */
  aliasedFromContentItems: Array<{ id: string; name: string }>;
}

type TopicRow = {
  id: string; name: string; kind: string; score: number; postsLastDay: number; postsLastWeek: number; postsLastMonth: number; aliasedToId: string | null;
};

/** A topic row with its counts (TopicStats; a topic without a row counts nothing). */
function withStats(t: { id: string; name: string; kind: string; aliasedToId: string | null; stats: { score: number; postsLastDay: number; postsLastWeek: number; postsLastMonth: number } | null }): TopicRow {
  return {
    id: t.id, name: t.name, kind: t.kind, aliasedToId: t.aliasedToId, score: t.stats?.score ?? 0,
    postsLastDay: t.stats?.postsLastDay ?? 0, postsLastWeek: t.stats?.postsLastWeek ?? 0, postsLastMonth: t.stats?.postsLastMonth ?? 0,
  };
}

export const DEFAULT_TOPIC_PAGE = 25;
export const MAX_TOPIC_PAGE = 100;

/** The spec's message for a topic that does not exist (part 2 section 2). */
export function topicNotFound(): DomainError {
  return new DomainError("NOT_FOUND", { message: "Topic ID not found" });
}

function encodeKey(score: number, id: string): string {
  return Buffer.from(JSON.stringify([score, id])).toString("base64url");
}

function decodeKey(raw: string): { score: number; id: string } {
  try {
    const parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown;
    if (Array.isArray(parsed) && typeof parsed[0] === "number" && typeof parsed[1] === "string" && isUuid(parsed[1])) return { score: parsed[0], id: parsed[1] };
  } catch {
    /* below */
  }
  throw validationError({ pageKey: "pageKey is not a valid page key for this list" });
}

/**
 * Words that say how to write or what kind of story, not what it is about: a channel's instructions ("an upbeat
 * tone", "focus on stories about …") use them, and they must not narrow a channel to a topic of the same name.
 */
const INSTRUCTION_WORDS = new Set(
  `story stories topic topics tone style voice focus focusing cover covering coverage only mainly mostly especially
  prefer preferring avoid avoiding keep short long brief briefly calm upbeat neutral serious light friendly formal
  casual positive negative headline headlines summary summaries summarise summarize explain explaining channel
  viewers viewer audience please should must write writing read reading tell telling daily weekly item items
  article articles related relating regarding anything everything something nothing top best important`
    .split(/\s+/)
    .filter(Boolean),
);
/** The longest phrase looked up (topic names are rarely longer: "Bank of England", "European Central Bank"). */
const MAX_MENTION_WORDS = 4;

/**
 * Every run of 1-4 words in a text that could name a topic, as topic keys: runs neither starting nor ending with a
 * stop word or an instruction word ("Bank of England" keeps its "of"; "stories about Lisbon" gives "lisbon").
 */
export function mentionKeys(text: string): string[] {
  const keys = new Set<string>();
  for (const sentence of sentences(text)) {
    const words = tokenize(sentence).filter((t) => !t.numeric || t.acronym);
    for (let i = 0; i < words.length; i++) {
      for (let n = 1; n <= MAX_MENTION_WORDS && i + n <= words.length; n++) {
        const run = words.slice(i, i + n);
        const edge = (w: (typeof run)[number]) => STOP_WORDS.has(w.key) || INSTRUCTION_WORDS.has(w.key) || w.key.length < 2;
        if (edge(run[0]!) || edge(run.at(-1)!)) continue;
        keys.add(run.map((w) => stem(w.key)).join(" "));
      }
    }
  }
  return [...keys];
}

export type TopicsService = ReturnType<typeof createTopicsService>;

/** Topics: the search index, one topic with its stats and aliases, the Discover chips, and admins' aliasing. */
export function createTopicsService({ db }: { db: Db }) {
  async function present(rows: TopicRow[]): Promise<TopicView[]> {
    const ids = rows.map((r) => r.id);
    const aliases = ids.length
      ? await db.topic.findMany({ where: { aliasedToId: { in: ids } }, select: { id: true, name: true, aliasedToId: true }, orderBy: { name: "asc" } })
      : [];
    return rows.map((r) => ({
      id: r.id, name: r.name, kind: r.kind, score: r.score, postsLastDay: r.postsLastDay, postsLastWeek: r.postsLastWeek, postsLastMonth: r.postsLastMonth,
      aliasedToContentItemTopicId: r.aliasedToId,
      aliasedFromContentItems: aliases.filter((a) => a.aliasedToId === r.id).map((a) => ({ id: a.id, name: a.name })),
    }));
  }

  async function row(id: string): Promise<TopicRow> {
    const found = isUuid(id) ? await db.topic.findUnique({ where: { id }, include: { stats: true } }) : null;
    if (!found) throw topicNotFound();
    return withStats(found);
  }

  return {
    /**
     * The topic index by score (then id), keyset-paged: topics whose name contains the search (case-insensitive;
     * spaces match underscores). Aliases are left out (their target stands for them) unless `withAliases`
     * (the admin index).
     */
    async search(input: { search?: string | null; limit?: number | null; pageKey?: string | null; withAliases?: boolean }) {
      const limit = input.limit ?? DEFAULT_TOPIC_PAGE;
      const after = input.pageKey ? decodeKey(input.pageKey) : null;
      const text = input.search?.trim().replace(/\s+/g, "_");
      const conditions: Prisma.Sql[] = [];
      if (!input.withAliases) conditions.push(Prisma.sql`t."aliasedToId" IS NULL`);
      if (text) conditions.push(Prisma.sql`t.name ILIKE ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
      if (after) conditions.push(Prisma.sql`(s.score, s."topicId") < (${after.score}::float8, ${after.id}::uuid)`);
      const rows = await db.$queryRaw<TopicRow[]>`
        SELECT t.id, t.name, t.kind, s.score, s."postsLastDay", s."postsLastWeek", s."postsLastMonth", t."aliasedToId"
        FROM "TopicStats" s JOIN "Topic" t ON t.id = s."topicId" ${conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty}
        ORDER BY s.score DESC, s."topicId" DESC LIMIT ${limit + 1}`;
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        topics: await present(page),
        /** Each topic's position, to page on after it (Relay cursors). */
        cursors: page.map((r) => encodeKey(r.score, r.id)),
        nextPageKey: rows.length > limit && last ? encodeKey(last.score, last.id) : null,
      };
    },

    /** One topic with its stats and aliases; 'Topic ID not found' otherwise. */
    async get(id: string): Promise<TopicView> {
      return (await present([await row(id)]))[0]!;
    },

    /** A topic with the topics around it (its aliases and the topic it is aliased to), as the admin call answers. */
    async withRelated(id: string): Promise<TopicView[]> {
      const topic = await row(id);
      const related = await db.topic.findMany({
        where: { OR: [{ aliasedToId: topic.id }, ...(topic.aliasedToId ? [{ id: topic.aliasedToId }] : [])] },
        orderBy: { name: "asc" },
        include: { stats: true },
      });
      return present([topic, ...related.map(withStats)]);
    },

    /**
     * The topic a story filter names: by name as stored ("Amara_Okafor"), any case, or by any spelling of it
     * (topicKey), or by id; an alias leads to its target. Null when there is none.
     */
    async resolve(nameOrId: string): Promise<{ id: string; name: string } | null> {
      const name = nameOrId.trim().replace(/\s+/g, "_");
      if (!name) return null;
      const found =
        (isUuid(name) ? await db.topic.findUnique({ where: { id: name } }) : null) ??
        (await db.topic.findUnique({ where: { key: topicKey(name.replace(/_/g, " ")) } })) ??
        (await db.topic.findFirst({ where: { name: { equals: name, mode: "insensitive" } }, orderBy: { stats: { score: "desc" } } }));
      if (!found) return null;
      if (!found.aliasedToId) return { id: found.id, name: found.name };
      const target = await db.topic.findUnique({ where: { id: found.aliasedToId } });
      return target ? { id: target.id, name: target.name } : { id: found.id, name: found.name };
    },

    /**
     * The topics a text names (a channel's prompt instructions): every run of words that is a topic's key, its
     * alias leading to the target, longest mention first, at most `limit`. "Stories about Lisbon and Amara Okafor,
     * calm tone" → Lisbon, Amara_Okafor. Offline and exact: a word that is no topic yet names nothing.
     */
    async mentionedIn(text: string, limit = 8): Promise<Array<{ id: string; name: string }>> {
      const keys = mentionKeys(text);
      if (!keys.length) return [];
      const rows = await db.topic.findMany({ where: { key: { in: keys } }, select: { id: true, name: true, key: true, aliasedToId: true } });
      const targetIds = rows.map((r) => r.aliasedToId).filter((id): id is string => !!id);
      const targets = targetIds.length ? await db.topic.findMany({ where: { id: { in: targetIds } }, select: { id: true, name: true } }) : [];
      const byId = new Map(targets.map((t) => [t.id, t]));
      const found = new Map<string, { id: string; name: string }>();
      // A longer mention first: "Amara Okafor" before a lone "Okafor" that happens to be a topic too.
      for (const r of rows.sort((a, b) => b.key.split(" ").length - a.key.split(" ").length || a.key.localeCompare(b.key))) {
        const t = (r.aliasedToId && byId.get(r.aliasedToId)) || { id: r.id, name: r.name };
        if (!found.has(t.id)) found.set(t.id, { id: t.id, name: t.name });
      }
      return [...found.values()].slice(0, limit);
    },

    /** Discover's chips: the top topics by score (not aliases), at most `limit` (spec: 12). */
    async top(limit: number): Promise<TopicView[]> {
      const rows = await db.$queryRaw<TopicRow[]>`
        SELECT t.id, t.name, t.kind, s.score, s."postsLastDay", s."postsLastWeek", s."postsLastMonth", t."aliasedToId"
        FROM "TopicStats" s JOIN "Topic" t ON t.id = s."topicId"
        WHERE t."aliasedToId" IS NULL AND s.score > 0 ORDER BY s.score DESC, s."topicId" DESC LIMIT ${limit}`;
      return present(rows);
    },

    /**
     * Admin: the topics aliased to this one become exactly these (spec PATCH aliasedFromContentItemIds). One level:
     * the target may not itself be an alias, and an alias may not have aliases of its own. Topics listed that were
     * aliased elsewhere move here; those no longer listed stop being aliases. Counts of every topic involved are
     * recomputed at once. Answers like withRelated.
     */
    async setAliases(id: string, aliasIds: string[]): Promise<TopicView[]> {
      const target = await row(id);
      const wanted = [...new Set(aliasIds)];
      if (target.aliasedToId && wanted.length) {
        throw validationError({ aliasedFromContentItemIds: "This topic is aliased to another topic, so other topics cannot be aliased to it" });
      }
      if (wanted.includes(target.id)) throw validationError({ aliasedFromContentItemIds: "A topic cannot be aliased to itself" });
      if (!wanted.every(isUuid)) throw validationError({ aliasedFromContentItemIds: "Every topic must exist" });
      const aliases = await db.topic.findMany({ where: { id: { in: wanted } }, select: { id: true, aliasedToId: true, _count: { select: { aliases: true } } } });
      if (aliases.length !== wanted.length) throw validationError({ aliasedFromContentItemIds: "Every topic must exist" });
      if (aliases.some((a) => a._count.aliases > 0)) {
        throw validationError({ aliasedFromContentItemIds: "A topic that other topics are aliased to cannot itself be an alias" });
      }
      const before = await db.topic.findMany({ where: { aliasedToId: target.id }, select: { id: true } });
      const previousTargets = aliases.map((a) => a.aliasedToId).filter((t): t is string => !!t);
      await db.$transaction([
        db.topic.updateMany({ where: { aliasedToId: target.id, id: { notIn: wanted } }, data: { aliasedToId: null } }),
        db.topic.updateMany({ where: { id: { in: wanted } }, data: { aliasedToId: target.id } }),
      ]);
      const affected = [target.id, ...wanted, ...before.map((b) => b.id), ...previousTargets];
      await refreshTopicStats(sqlPool(db), [...new Set(affected)], new Date());
      return this.withRelated(target.id);
    },
  };
}
