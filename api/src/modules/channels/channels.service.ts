import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";
import type { Channel, Prisma } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import { parseInput } from "../../lib/parseInput.js";
import type { Logger } from "../../logger.js";
import { presentDigest } from "../digests/digests.present.js";
import { defaultProperties, SCRIPT_PRESETS, TEXT_PRESETS, type DigestProperties } from "../digests/digests.validation.js";
import type { StoriesService } from "../stories/stories.service.js";
import type { TopicsService } from "../topics/topics.service.js";
import type { StoryRanker } from "./channelRanking.js";
import { nextChannelRun, type ChannelWorkflows } from "./channelWorkflows.js";
import { presentChannel, promptInstructionsOf } from "./channels.present.js";
import { channelBodySchema, channelPageSchema, resolveChannel, type ChannelDraft } from "./channels.validation.js";

/** A run looks at the stories that moved in the last day: a channel tells the day's news. */
export const CHANNEL_LOOKBACK_HOURS = 24;
/** The story's items a digest is made from (its most central first): one story told from several sources. */
export const ITEMS_PER_STORY = 5;
/** Candidates read per run before the ones told already are taken out (and a model, if any, ranks them). */
const CANDIDATES = 100;
/** Candidates a model reads at most. */
const RANKED_CANDIDATES = 20;
/** A channel digest's budgets: a story is a short segment, not a day's digest. */
const STORY_TEXT_CHARACTERS = 1_200;
const STORY_AUDIO_SECONDS = 120;

export interface ChannelsDeps {
  db: Db;
  config: Config;
  log: Logger;
  topics: Pick<TopicsService, "mentionedIn">;
  stories: Pick<StoriesService, "pickForChannel" | "itemIds" | "views">;
  rank: StoryRanker;
  /** Temporal; without it channels are saved and the next worker start gives them their Schedules. */
  workflows?: ChannelWorkflows | undefined;
}

export type ChannelsService = ReturnType<typeof createChannelsService>;

const draftOf = (c: Channel): ChannelDraft => ({ name: c.name, description: c.description, enabled: c.enabled, promptInstructions: promptInstructionsOf(c) });
const dataOf = (d: ChannelDraft) => ({
  name: d.name,
  description: d.description,
  enabled: d.enabled,
  properties: { channelPromptInstructions: d.promptInstructions } as Prisma.InputJsonValue,
});

/**
 * The settings a channel's digest is generated with (recorded on the digest, which has no series): text and audio,
 * and a video from the audio (horizontal, for the player), so the video step makes one wherever it runs. The
 * channel's prompt instructions shape the model's text and script when one is configured.
 */
export function channelDigestSettings(appName: string, channel: Channel, storyTitle: string | null): DigestProperties {
  const instructions = promptInstructionsOf(channel);
  const withInstructions = (preset: string) => (instructions ? `${preset} The channel's instructions: ${instructions}` : preset);
  return {
    ...defaultProperties(appName),
    lookbackPeriodHours: CHANNEL_LOOKBACK_HOURS,
    maxContentItems: ITEMS_PER_STORY,
    generateTextSummary: true,
    generateAudioSummary: true,
    generateVideoSummaryFromAudio: true,
    burnInCaptions: true,
    videoAspectRatio: "horizontal",
    textSummaryPromptNotes: withInstructions(TEXT_PRESETS[0].text),
    audioSummaryPromptNotes: withInstructions(SCRIPT_PRESETS[0].text),
    audioSummaryIntroScript: (storyTitle ? `${channel.name}. ${storyTitle}.` : `${channel.name}.`).slice(0, 512),
    sendEmail: false,
    maxCharacterCount: STORY_TEXT_CHARACTERS,
    maxAudioDurationSeconds: STORY_AUDIO_SECONDS,
  };
}

/**
 * Channels (issue 19 section 1): administrators create and edit them, anyone reads them; each enabled channel's
 * Temporal Schedule runs beginRun and generates the digests it recorded, one per story.
 */
export function createChannelsService(deps: ChannelsDeps) {
  const { db, config, log, workflows } = deps;
  const interval = config.channels.runIntervalMinutes;

  async function find(id: string): Promise<Channel> {
    const c = isUuid(id) ? await db.channel.findUnique({ where: { id } }) : null;
    if (!c) throw new DomainError("NOT_FOUND", { message: "Channel Not Found" });
    return c;
  }

  /** The topics a channel's instructions name: its stories are about one of them (none named: the top stories). */
  const topicsOf = (c: Channel) => {
    const text = promptInstructionsOf(c);
    return text.trim() ? deps.topics.mentionedIn(text) : Promise.resolve([]);
  };

  async function view(c: Channel) {
    return presentChannel(c, await topicsOf(c), nextChannelRun(c.id, interval));
  }

  /** Keeps the Temporal Schedule in step; a failure is logged (a worker's start-up brings every schedule in line). */
  async function sync(c: Pick<Channel, "id" | "enabled">) {
    if (!workflows) return;
    try {
      await workflows.syncSchedule(c);
    } catch (err) {
      log.warn({ err, channelId: c.id }, "could not update the channel's Temporal Schedule (the next worker start does)");
    }
  }

  /**
   * The run's stories, best first: the top visible stories of the last day (about the instructions' topics when they
   * name any), less those this channel told already (the unique key would refuse them anyway), ranked by the model
   * when one is configured, at most storiesPerRun.
   */
  async function chooseStories(channel: Channel, now: Date) {
    const topics = await topicsOf(channel);
    const candidates = await deps.stories.pickForChannel({
      topicIds: topics.length ? topics.map((t) => t.id) : null,
      since: new Date(now.getTime() - CHANNEL_LOOKBACK_HOURS * 3_600_000),
      limit: CANDIDATES,
    });
    const told = new Set(
      (await db.digest.findMany({ where: { channelId: channel.id, storyId: { in: candidates.map((c) => c.storyId) } }, select: { storyId: true } })).map((d) => d.storyId),
    );
    const fresh = candidates.filter((c) => !told.has(c.storyId));
    const ranked = await deps.rank(promptInstructionsOf(channel), fresh.slice(0, RANKED_CANDIDATES));
    const order = ranked ? ranked.map((id) => fresh.find((c) => c.storyId === id)!) : fresh;
    return order.slice(0, config.channels.storiesPerRun);
  }

  return {
    find,
    view,

    /** GET /channels: every channel by name (`search`: a part of the name), public like the channels themselves. */
    async list(search?: string | null): Promise<Channel[]> {
      const words = search?.trim();
      return db.channel.findMany({ where: words ? { name: { contains: words, mode: "insensitive" } } : {}, orderBy: [{ name: "asc" }, { id: "asc" }] });
    },

    /** The admin table's page (spec: 25 a page, searchable by name). */
    async search(input: { search?: string | null; page: number; limit: number }): Promise<{ channels: Channel[]; hasNextPage: boolean }> {
      const words = input.search?.trim();
      const rows = await db.channel.findMany({
        where: words ? { name: { contains: words, mode: "insensitive" } } : {},
        orderBy: [{ name: "asc" }, { id: "asc" }],
        skip: (input.page - 1) * input.limit,
        take: input.limit + 1,
      });
      return { channels: rows.slice(0, input.limit), hasNextPage: rows.length > input.limit };
    },

    /** Each channel's digests by status (the admin table's counts). */
    async digestCounts(channelIds: string[]): Promise<Map<string, Record<string, number>>> {
      const rows = channelIds.length ? await db.digest.groupBy({ by: ["channelId", "status"], where: { channelId: { in: channelIds } }, _count: { _all: true } }) : [];
      const map = new Map<string, Record<string, number>>();
      for (const r of rows) map.set(r.channelId!, { ...(map.get(r.channelId!) ?? {}), [r.status]: r._count._all });
      return map;
    },

    /** POST /channels (administrators): name required, with its Schedule. */
    async create(body: unknown): Promise<Channel> {
      const { draft, fields } = resolveChannel(parseInput(channelBodySchema, body), { name: "", description: "", enabled: true, promptInstructions: "" }, true);
      if (Object.keys(fields).length) throw validationError(fields);
      const created = await db.channel.create({ data: dataOf(draft) });
      await sync(created);
      return created;
    },

    /** PATCH /channels/{id} (administrators): what the body names changes; the Schedule follows enabled. */
    async patch(id: string, body: unknown): Promise<Channel> {
      const channel = await find(id);
      const { draft, fields } = resolveChannel(parseInput(channelBodySchema, body), draftOf(channel), false);
      if (Object.keys(fields).length) throw validationError(fields);
      const updated = await db.channel.update({ where: { id: channel.id }, data: dataOf(draft) });
      await sync(updated);
      return updated;
    },

    /** Run now (administrators, GraphQL): a run through the Schedule, which never runs two at once. */
    async runNow(id: string): Promise<Channel> {
      const channel = await find(id);
      if (!workflows) throw new DomainError("VALIDATION_ERROR", { message: "Channels cannot run right now: the background service is unavailable." });
      await sync(channel);
      await workflows.runNow(channel.id);
      return channel;
    },

    /**
     * GET /channels/{id}?digestsOlderThan=&limit=: the channel with a page of its completed digests, newest first,
     * created before `digestsOlderThan` (a digest's createdAt; the web asks until a page comes back empty), and
     * their stories. Public: channels are for anyone to watch.
     */
    async page(id: string, query: unknown) {
      const q = parseInput(channelPageSchema, query);
      if (!isUuid(id)) await find(id);
      // The channel and its page at once (one round trip less per page).
      const [channel, rows] = await Promise.all([
        find(id),
        db.digest.findMany({
          where: { channelId: id, status: "completed", ...(q.digestsOlderThan ? { createdAt: { lt: q.digestsOlderThan } } : {}) },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: q.limit,
        }),
      ]);
      const storyIds = [...new Set(rows.map((d) => d.storyId).filter((s): s is string => !!s))];
      const [channelView, stories] = await Promise.all([view(channel), deps.stories.views(storyIds)]);
      return {
        id: channel.id,
        channels: { [channel.id]: channelView },
        stories,
        digests: rows.map((d) => presentDigest(d, null)),
        meta: {
          limit: q.limit,
          digestsOlderThan: q.digestsOlderThan?.toISOString() ?? null,
          // Where the next page starts; null once this page is not full (the spec's client also stops at an empty one).
          nextDigestsOlderThan: rows.length === q.limit ? rows.at(-1)!.createdAt.toISOString() : null,
        },
      };
    },

    /**
     * A run's first step (its activity): the digests it is to generate, recorded as pending, best story first. A
     * retried step finds the digests its run recorded (`runId`) instead of choosing again; digests another run left
     * pending (its workflow ended before them) come along. The unique (channel, story) key means a story is told
     * once, whatever is retried or restarted. A disabled or deleted channel records nothing.
     */
    async beginRun(channelId: string, runId: string, now = new Date()): Promise<string[]> {
      const channel = isUuid(channelId) ? await db.channel.findUnique({ where: { id: channelId } }) : null;
      if (!channel?.enabled) return [];
      const mine = await db.digest.count({ where: { channelId, properties: { path: ["channelRunId"], equals: runId } } });
      if (mine === 0) {
        const picked = await chooseStories(channel, now);
        const items = await deps.stories.itemIds(picked.map((p) => p.storyId), ITEMS_PER_STORY);
        const data: Prisma.DigestCreateManyInput[] = picked.map((story, rank) => ({
          channelId,
          storyId: story.storyId,
          name: story.title ?? `${channel.name} · ${now.toISOString().slice(0, 10)}`,
          contentItemIds: items.get(story.storyId) ?? [],
          properties: { settings: channelDigestSettings(config.appName, channel, story.title), storyIds: [story.storyId], channelRunId: runId } as unknown as Prisma.InputJsonValue,
          // The best story newest, so the channel's list (newest first) shows a run in its order.
          createdAt: new Date(now.getTime() - rank),
        }));
        if (data.length) await db.digest.createMany({ data, skipDuplicates: true });
      }
      const pending = await db.digest.findMany({ where: { channelId, status: "pending" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
      return pending.map((d) => d.id);
    },

    /** Every channel's Schedule brought in line (a worker's start-up): channels saved while Temporal was away run too. */
    async syncAllSchedules(): Promise<number> {
      if (!workflows) return 0;
      const rows = await db.channel.findMany({ select: { id: true, enabled: true } });
      for (const c of rows) await sync(c);
      return rows.length;
    },
  };
}
