import type { Db } from "../../db.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a guest created at `createdAt` expires. */
export function guestExpiresAt(createdAt: Date, maxAgeDays: number): Date {
  return new Date(createdAt.getTime() + maxAgeDays * DAY_MS);
}

/**
 * Deletes guest accounts older than maxAgeDays together with everything they own (every user-owned table
 * cascades from User). Works in batches so one run never holds a long lock; returns how many were purged.
 */
export async function purgeExpiredGuests(
  db: Db,
  opts: { maxAgeDays: number; now?: Date; batchSize?: number },
): Promise<number> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - opts.maxAgeDays * DAY_MS);
  const batchSize = opts.batchSize ?? 500;
  let purged = 0;
  for (;;) {
    const batch = await db.user.findMany({
      where: { isGuest: true, createdAt: { lt: cutoff } },
      select: { id: true },
      take: batchSize,
    });
    if (batch.length === 0) return purged;
    const { count } = await db.user.deleteMany({ where: { id: { in: batch.map((u) => u.id) }, isGuest: true } });
    purged += count;
    if (batch.length < batchSize) return purged;
  }
}
