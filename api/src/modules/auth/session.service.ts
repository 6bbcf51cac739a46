import type { Db } from "../../db.js";
import type { User } from "../../generated/prisma/client.js";
import { generateToken, hashToken } from "../../lib/tokens.js";

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface ResolvedSession {
  sessionId: string;
  user: User;
}

// lastUsedAt is informational; writing it at most once a minute keeps reads from becoming writes.
const TOUCH_INTERVAL_MS = 60_000;

/** Opens a session for the user and returns the bearer token (shown once, stored only as a hash). */
export async function createSession(db: Db, userId: string, meta: SessionMeta = {}): Promise<string> {
  const token = generateToken();
  await db.session.create({
    data: { userId, tokenHash: hashToken(token), ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 500) ?? null },
  });
  return token;
}

/**
 * Looks a bearer token up with its user; null when it is unknown or revoked. One statement (every request pays
 * it): Prisma's `include` would send a second one for the user.
 */
export async function resolveSession(db: Db, token: string): Promise<ResolvedSession | null> {
  const [row] = await db.$queryRaw<Array<User & { sessionIdOfToken: string; sessionLastUsedAt: Date }>>`
    SELECT s.id AS "sessionIdOfToken", s."lastUsedAt" AS "sessionLastUsedAt", u.*
    FROM "Session" s JOIN "User" u ON u.id = s."userId"
    WHERE s."tokenHash" = ${hashToken(token)}`;
  if (!row) return null;
  const { sessionIdOfToken: sessionId, sessionLastUsedAt, ...user } = row;
  if (Date.now() - sessionLastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.session.update({ where: { id: sessionId }, data: { lastUsedAt: new Date() } }).catch(() => undefined);
  }
  return { sessionId, user };
}

/**
 * Whose sessions these tokens still are, in one statement and without touching them: live streams check their
 * session before every event they send, and the streams of one process check theirs together.
 */
export async function sessionUserIds(db: Db, tokens: readonly string[]): Promise<Map<string, string>> {
  const byHash = new Map(tokens.map((t) => [hashToken(t), t]));
  const rows = await db.session.findMany({ where: { tokenHash: { in: [...byHash.keys()] } }, select: { tokenHash: true, userId: true } });
  return new Map(rows.map((r) => [byHash.get(r.tokenHash)!, r.userId]));
}

/** Revokes one session (logout). */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } });
}

/** Revokes every session of a user except `keepSessionId` (after a password change or reset). */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db.session.deleteMany({ where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) } });
}
