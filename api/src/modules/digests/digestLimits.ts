import type { Config } from "../../config.js";
import type { Db, Tx } from "../../db.js";
import { DomainError } from "../../errors.js";
import type { User } from "../../generated/prisma/client.js";
import { accountSettingsFor } from "../settings/settings.service.js";
import type { DigestProperties } from "./digests.validation.js";

/** The first instant of the calendar month (UTC) `at` falls in: monthly limits count from here. */
export const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/** This calendar month's usage: digests, text characters and audio seconds of digests that did not fail. */
export async function monthUsage(db: Db | Tx, userId: string, at = new Date()) {
  const r = await db.digest.aggregate({
    where: { userId, status: { not: "failed" }, createdAt: { gte: monthStart(at) } },
    _count: { _all: true },
    _sum: { textCharacters: true, audioDurationSeconds: true },
  });
  return { digests: r._count._all, textCharacters: r._sum.textCharacters ?? 0, audioSeconds: r._sum.audioDurationSeconds ?? 0 };
}

/**
 * Whether one more digest with these properties fits the tier (spec part 3 section 8 keys): digests per month, and
 * the text characters and audio minutes it may use at most. Failed digests do not count. Throws the limit's error.
 */
export async function assertDigestFits(db: Db | Tx, config: Config, user: User, p: DigestProperties, excludeDigestId?: string): Promise<void> {
  const limits = accountSettingsFor(user, config);
  const used = await monthUsage(db, user.id);
  // The digest being started is already recorded (pending) when a scheduled run checks: it does not count against itself.
  const pendingSelf = excludeDigestId ? await db.digest.findUnique({ where: { id: excludeDigestId }, select: { status: true } }) : null;
  const digests = used.digests - (pendingSelf && pendingSelf.status !== "failed" ? 1 : 0);
  if (limits.maxDigestsPerMonth !== null && digests >= limits.maxDigestsPerMonth) throw new DomainError("MAX_DIGESTS_REACHED");
  if (p.generateTextSummary && limits.maxTextDigestCharactersPerMonth !== null && used.textCharacters + p.maxCharacterCount > limits.maxTextDigestCharactersPerMonth) {
    throw new DomainError("MAX_TEXT_DIGESTS_REACHED");
  }
  if (p.generateAudioSummary && limits.maxAudioDigestMinutesPerMonth !== null && (used.audioSeconds + p.maxAudioDurationSeconds) / 60 > limits.maxAudioDigestMinutesPerMonth) {
    throw new DomainError("MAX_AUDIO_DIGESTS_REACHED");
  }
}
