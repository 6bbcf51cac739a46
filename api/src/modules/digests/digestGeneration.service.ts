import { rm } from "node:fs/promises";
import type { Digest, Prisma, ScheduledDigest } from "../../generated/prisma/client.js";
import { DomainError } from "../../errors.js";
import type { DigestsDeps } from "./digestDeps.js";
import { assertDigestFits } from "./digestLimits.js";
import { selectDigestItems } from "./digestSelection.js";
import { digestEmail } from "./digestEmail.js";
import { propertiesOf } from "./digests.present.js";
import type { DigestProperties } from "./digests.validation.js";
import { buildScript, CHARS_PER_SECOND, espeakSpeaker, remoteSpeaker, renderAudio, type TranscriptSegment } from "./generation/audioDigest.js";
import { plainText, type SourceItem } from "./generation/sourceText.js";
import { extractiveSummary, modelSummary, totalChars, type SummaryItem } from "./generation/textSummary.js";
import { createSlots } from "../../lib/slots.js";
import { renderVideo } from "./generation/videoDigest.js";

/** The digest's row was deleted (its series or user was) while it ran: the workflow ends without failing. */
export class DigestGone extends Error {
  constructor(digestId: string) {
    super(`Digest ${digestId} no longer exists`);
    this.name = "DigestGone";
  }
}

/** What a failed digest shows when the cause is not one a user can act on. */
export const GENERIC_FAILURE = "Failed to generate digest, please try re-creating it.";

/** A series' digest with its series, or a channel's (series null) with the settings its run recorded on it. */
type Loaded = { digest: Digest; series: ScheduledDigest | null; p: DigestProperties };

/**
 * Generating a digest (issue 17 sections 1 and 2), one step per method so each is a Temporal activity with its own
 * retries: select items, text summary, audio, mark completed, email. Every step is idempotent: a retried step
 * redoes its own work over what is stored and never doubles an effect.
 */
export function createDigestGeneration(deps: DigestsDeps) {
  const { db, config, files, log } = deps;
  const chat = config.llm ? { baseUrl: config.llm.baseUrl, apiKey: config.llm.apiKey, model: config.llm.model, timeoutMs: config.digests.providerTimeoutMs } : null;
  // The render queue's worker already runs DIGEST_RENDER_CONCURRENCY render activities at a time (temporal/src/
  // workers.ts), so these slots rarely queue. They stay as the process-wide bound: the main worker also runs the
  // render activities of runs scheduled on its queue before the render queue existed, and code calling these steps
  // outside Temporal (digestFilesS3.test.ts) has no worker limit at all. Per process only: each machine has its own.
  const renders = createSlots(config.digests.renderConcurrency);
  const speak = config.digests.tts ? remoteSpeaker({ ...config.digests.tts, timeoutMs: config.digests.providerTimeoutMs }) : espeakSpeaker;

  async function load(digestId: string): Promise<Loaded> {
    const digest = await db.digest.findUnique({ where: { id: digestId }, include: { scheduledDigest: true } });
    if (!digest) throw new DigestGone(digestId);
    const { scheduledDigest: series, ...rest } = digest;
    if (series) return { digest: rest, series, p: propertiesOf(series, config.appName) };
    // A channel's digest has no series: its run recorded the settings (and its story's items) on the row.
    if (rest.channelId) return { digest: rest, series: null, p: propertiesOf({ properties: (rest.properties as { settings?: object }).settings ?? {} }, config.appName) };
    throw new DigestGone(digestId);
  }

  /** Writes to the row unless it is gone (a series deleted mid-run takes its files with it). */
  async function update(d: Digest, data: Prisma.DigestUpdateInput) {
    const r = await db.digest.updateMany({ where: { id: d.id }, data: data as Prisma.DigestUpdateManyMutationInput });
    if (r.count === 0) {
      await files.removeDigest(d);
      throw new DigestGone(d.id);
    }
  }

  async function sourceItems(ids: string[]): Promise<SourceItem[]> {
    const rows = await db.contentItem.findMany({ where: { id: { in: ids } }, select: { id: true, title: true, link: true, imageUrl: true, description: true, contentHtml: true } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const body = plainText(r.contentHtml);
      const description = plainText(r.description);
      return [{ id: r.id, title: plainText(r.title), link: r.link, imageUrl: r.imageUrl, text: body.length > description.length ? body : description }];
    });
  }

  async function summarise(items: SourceItem[], maxChars: number, notes: string, purpose: "text" | "script"): Promise<SummaryItem[]> {
    if (!chat) return extractiveSummary(items, maxChars);
    return modelSummary(chat, items, { maxChars, notes, purpose });
  }

  return {
    /**
     * A scheduled run's digest, recorded under the id its workflow chose (so a retried activity finds it rather than
     * making a second). null when the series is gone or turned off. Past a limit the digest is recorded as failed
     * with the limit's message: the series page shows why nothing came.
     */
    async beginScheduled(scheduledDigestId: string, digestId: string): Promise<{ digestId: string; status: string } | null> {
      const existing = await db.digest.findUnique({ where: { id: digestId } });
      if (existing) return { digestId, status: existing.status };
      const series = await db.scheduledDigest.findUnique({ where: { id: scheduledDigestId }, include: { user: true } });
      if (!series || !series.enabled) return null;
      const p = propertiesOf(series, config.appName);
      try {
        await db.$transaction(async (tx) => {
          await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${series.userId}::uuid FOR UPDATE`;
          await assertDigestFits(tx, config, series.user, p);
          const now = new Date();
          await tx.digest.create({ data: { id: digestId, userId: series.userId, scheduledDigestId: series.id, name: `${series.name} · ${now.toISOString().slice(0, 10)}`, properties: { settings: p } as unknown as Prisma.InputJsonValue } });
        });
        return { digestId, status: "pending" };
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        await db.digest.create({
          data: { id: digestId, userId: series.userId, scheduledDigestId: series.id, name: `${series.name} · ${new Date().toISOString().slice(0, 10)}`, status: "failed", errorMessage: e.message },
        });
        return { digestId, status: "failed" };
      }
    },

    /** Step 1: the items (stored, so later steps and retries use the same ones). */
    async select(digestId: string): Promise<{ items: number; text: boolean; audio: boolean; video: boolean }> {
      const { digest, series, p } = await load(digestId);
      let ids = digest.contentItemIds;
      if (!ids.length) {
        if (!series) throw new DomainError("VALIDATION_ERROR", { message: "This story has no items left to make a digest from." });
        const picked = await selectDigestItems(db, series, { ...p, maxContentItems: Math.min(p.maxContentItems, config.digests.maxItems) }, deps.pickStories);
        ids = picked.contentItemIds;
        if (!ids.length) throw new DomainError("VALIDATION_ERROR", { message: `No items arrived in the last ${p.lookbackPeriodHours} hours to make this digest from.` });
        const properties = { ...(digest.properties as Record<string, unknown>), storyIds: picked.storyIds };
        await update(digest, { contentItemIds: ids, properties: properties as Prisma.InputJsonValue });
      }
      return { items: ids.length, text: p.generateTextSummary, audio: p.generateAudioSummary, video: p.generateVideoSummaryFromAudio };
    },

    /** Step 2: the text summary file (items of title, summary, sourceIds) within the character budget. */
    async text(digestId: string): Promise<{ items: number; characters: number }> {
      const { digest, p } = await load(digestId);
      const items = await summarise(await sourceItems(digest.contentItemIds), p.maxCharacterCount, p.textSummaryPromptNotes, "text");
      await files.write(digest, "text", JSON.stringify(items));
      await update(digest, { hasText: true, textCharacters: totalChars(items) });
      return { items: items.length, characters: totalChars(items) };
    },

    /** Step 3: the script, spoken segment by segment, encoded to MP3, with its transcript; heartbeats per segment. */
    async audio(digestId: string, heartbeat: (done: number) => void): Promise<{ segments: number; seconds: number }> {
      const { digest, p } = await load(digestId);
      const intro = p.audioSummaryIntroScript;
      const budget = Math.max(200, Math.floor((p.maxAudioDurationSeconds - intro.length / CHARS_PER_SECOND) * CHARS_PER_SECOND));
      const items = await summarise(await sourceItems(digest.contentItemIds), budget, p.audioSummaryPromptNotes, "script");
      const work = files.workDir(digest);
      try {
        const audio = await renders.run(
          () => renderAudio({ script: buildScript(intro, items), voice: p.voice, style: p.audioSummaryVoiceNotes, maxSeconds: p.maxAudioDurationSeconds, workDir: work, speak, heartbeat }),
          () => heartbeat(0),
        );
        await files.adopt(digest, "audio", audio.mp3);
        await files.write(digest, "transcript", JSON.stringify(audio.segments));
        const seconds = Math.round(audio.seconds * 1000) / 1000;
        await update(digest, { hasAudio: true, hasTranscript: true, audioDurationSeconds: seconds });
        return { segments: audio.segments.length, seconds };
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },

    /**
     * Step 4 (series with video): the audio over one slide per transcript segment, each with its source's picture or
     * a title card, its title and bullets and, when the series burns them in, captions; horizontal 1920×1080 or
     * vertical 1080×1920. Finished pieces survive a failed attempt (`video-work/`), so a retry picks up where it
     * stopped; a digest that already has its video answers at once.
     */
    async video(digestId: string, heartbeat: (done: number) => void): Promise<{ slides: number; pictures: number; seconds: number }> {
      const { digest, p } = await load(digestId);
      const existing = digest.hasVideo ? await files.size(digest, "video") : null;
      if (existing) return { slides: 0, pictures: 0, seconds: digest.audioDurationSeconds ?? 0 };
      if (!digest.hasAudio || !digest.hasTranscript) throw new DomainError("VALIDATION_ERROR", { message: "A digest's video is made from its audio: turn the audio summary on." });
      const segments = JSON.parse((await files.read(digest, "transcript")).toString("utf8")) as TranscriptSegment[];
      const pictures = new Map((await sourceItems(digest.contentItemIds)).map((i) => [i.id, i.imageUrl]));
      // A story's digest (a channel's, one per story) shows the story's hero image on the intro and on every slide
      // whose sources have no picture of their own (issue 19: "with the story's hero image and its sources").
      const hero = digest.storyId ? ((await db.story.findUnique({ where: { id: digest.storyId }, select: { heroImageUrl: true } }))?.heroImageUrl ?? null) : null;
      const work = files.workDir(digest, "video-work");
      // The audio as a local file (a temporary copy when files are in a bucket), and a render slot like the audio's.
      const audio = await files.local(digest, "audio");
      const video = await renders
        .run(
          () =>
            renderVideo({
              segments,
              aspect: p.videoAspectRatio,
              captions: p.burnInCaptions,
              fps: config.digests.videoFps,
              names: { app: config.appName, digest: digest.name },
              audioFile: audio.path,
              workDir: work,
              heartbeat,
              image: async (n) => {
                // The segment's first source with a picture; an SVG is left to the title card (ffmpeg draws no vectors).
                const url = segments[n]!.sourceIds.map((id) => pictures.get(id)).find((u): u is string => Boolean(u)) ?? hero;
                const got = url && deps.fetchImage ? await deps.fetchImage(url) : null;
                return got && !got.vector ? got.body : null;
              },
            }),
          () => heartbeat(0),
        )
        .finally(() => audio.release());
      await files.adopt(digest, "video", video.file);
      await update(digest, { hasVideo: true });
      await rm(work, { recursive: true, force: true });
      return { slides: video.slides, pictures: video.pictures, seconds: video.seconds };
    },

    /**
     * Step 5: completed, published now. `note` (the video could not be made after its retries) stays in errorMessage
     * beside the text and audio, and the video's unfinished pieces go (no retry will pick them up).
     */
    async complete(digestId: string, note?: string): Promise<void> {
      const { digest } = await load(digestId);
      await update(digest, { status: "completed", errorMessage: note ?? null, publishedAt: new Date() });
      if (note) {
        log.warn({ digestId, note }, "digest completed without its video");
        await rm(files.workDir(digest, "video-work"), { recursive: true, force: true });
      }
    },

    /**
     * Step 6: the email (series' sendEmail, default on). The row is claimed before sending, so a retried or
     * replayed step never sends a second message (a crash between the claim and the send loses that one email).
     */
    async email(digestId: string): Promise<boolean> {
      const { digest, series, p } = await load(digestId);
      if (!p.sendEmail || !series || !digest.userId) return false;
      const owner = await db.user.findUnique({ where: { id: digest.userId }, select: { email: true } });
      if (!owner?.email) return false;
      const claimed = await db.digest.updateMany({ where: { id: digest.id, emailedAt: null }, data: { emailedAt: new Date() } });
      if (claimed.count === 0) return false;
      const items = digest.hasText ? (JSON.parse((await files.read(digest, "text")).toString("utf8")) as SummaryItem[]) : [];
      const sources = await sourceItems(digest.contentItemIds);
      try {
        await deps.mailer.send(digestEmail({ config, to: owner.email, digest, series, items, sources }));
      } catch (e) {
        await db.digest.updateMany({ where: { id: digest.id }, data: { emailedAt: null } });
        throw e;
      }
      return true;
    },

    /** A step failed for good: the digest shows the message (failed digests do not count toward limits). */
    async fail(digestId: string, message: string): Promise<void> {
      const r = await db.digest.updateMany({ where: { id: digestId, status: { not: "completed" } }, data: { status: "failed", errorMessage: message } });
      if (r.count === 0) log.info({ digestId }, "a failed digest's row was already gone or completed");
    },

    /** GET /digests/{id}?includeDigestContent=true: the text items and transcript segments, read from the files. */
    async content(digest: Digest): Promise<{ text: SummaryItem[] | null; transcript: TranscriptSegment[] | null }> {
      const read = async <T>(has: boolean, kind: "text" | "transcript"): Promise<T | null> => {
        if (!has) return null;
        try {
          return JSON.parse((await files.read(digest, kind)).toString("utf8")) as T;
        } catch {
          return null;
        }
      };
      return { text: await read<SummaryItem[]>(digest.hasText, "text"), transcript: await read<TranscriptSegment[]>(digest.hasTranscript, "transcript") };
    },
  };
}
export type DigestGeneration = ReturnType<typeof createDigestGeneration>;
