import { createHash, createHmac, randomBytes } from "node:crypto";
import { z } from "zod";
import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import { DomainError } from "../../errors.js";
import type { AppPassword, User } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parseInput.js";
import { hashToken } from "../../lib/tokens.js";
import { enforceRateLimits, rateLimitReached } from "../auth/rateLimit.service.js";
import type { SessionMeta } from "../auth/session.service.js";

/** An account may keep this many app passwords (one per app and device is plenty; the list stays readable). */
export const MAX_APP_PASSWORDS = 50;

/**
 * 24 characters from 32 that cannot be mistaken for each other when typed on a phone (no l, o, 0 or 1): 120 bits
 * of randomness. One byte gives one character (256 is a multiple of 32, so every character is equally likely).
 */
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
const PASSWORD_LENGTH = 24;

// lastUsedAt is informational: written at most once a minute, so a syncing app's reads stay reads.
const TOUCH_INTERVAL_MS = 60_000;

const createInput = z.object({
  name: z.string({ error: "Name the app this password is for" }).trim().min(1, "Name the app this password is for").max(100, "A name has at most 100 characters"),
});

/** Who a sync request acts for: the account, and the app password it came with. */
export interface SyncPrincipal {
  user: User;
  appPasswordId: string;
}

/** What clients are shown of an app password: never the secret or its digests. */
export type AppPasswordView = Pick<AppPassword, "id" | "name" | "createdAt" | "lastUsedAt">;

function generatePassword(): string {
  return [...randomBytes(PASSWORD_LENGTH)].map((b) => ALPHABET[b & 31]).join("");
}

/** ClientLogin's password as typed: surrounding space and a phone's auto-capitalisation do not matter. */
function normalisePassword(password: string): string {
  return password.trim().toLowerCase();
}

/**
 * The Google Reader Auth token of an app password: the same on every ClientLogin (apps log in again whenever they
 * like and expect the token they hold to keep working), not the password itself, and useless once the app
 * password is deleted (only its digest is stored, on the app password's row).
 */
function greaderToken(password: string): string {
  return createHmac("sha256", password).update("rivulet google reader auth").digest("hex");
}

/** Fever's api_key: md5("{email}:{app password}"), the email as stored (lower-cased). */
export function feverApiKey(email: string, password: string): string {
  return createHash("md5").update(`${email}:${password}`).digest("hex");
}

export type AppPasswordsService = ReturnType<typeof createAppPasswordsService>;

/**
 * App passwords: how sync apps (Google Reader and Fever APIs) sign in, never with the account password. Each is a
 * random secret shown once; the server keeps SHA-256 digests of the three forms clients send (the password at
 * ClientLogin, the Google Reader token, Fever's api_key), so every request is one indexed look-up. SHA-256 and not
 * argon2id: the secret is 120 random bits, not a guessable password (the same reasoning as session tokens in
 * lib/tokens.ts), and Fever authenticates every request with a key derived from it.
 */
export function createAppPasswordsService({ db, config }: { db: Db; config: Config }) {
  const limits = config.rateLimits;

  /** Failed sign-ins of sync apps count per client address, as login does; a blocked address is told when to retry. */
  async function throttled<T>(meta: SessionMeta, attempt: () => Promise<T | null>): Promise<T | null> {
    const key = `sync-auth:ip:${meta.ip ?? "unknown"}`;
    const retryAfterSeconds = await rateLimitReached(db, key, limits.authPerIp);
    if (retryAfterSeconds) throw new DomainError("RATE_LIMITED", { retryAfterSeconds });
    const found = await attempt();
    if (!found) await enforceRateLimits(db, [{ key, rule: limits.authPerIp }]);
    return found;
  }

  async function principalBy(where: { passwordHash: string } | { greaderHash: string } | { feverKeyHash: string }): Promise<SyncPrincipal | null> {
    const row = await db.appPassword.findUnique({ where: where as { passwordHash: string }, include: { user: true } });
    if (!row) return null;
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await db.appPassword.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } }).catch(() => undefined);
    }
    return { user: row.user, appPasswordId: row.id };
  }

  return {
    /** The account's app passwords, oldest first. */
    list(user: User): Promise<AppPasswordView[]> {
      return db.appPassword.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" }, select: { id: true, name: true, createdAt: true, lastUsedAt: true } });
    },

    /**
     * A new app password named for the app it goes into; the password is in this answer only. An account signs in
     * to sync apps with its email, so one without an email (a guest) has none. Rate-limited like the other
     * account calls, and at most MAX_APP_PASSWORDS per account.
     */
    async create(user: User, body: unknown, meta: SessionMeta): Promise<{ appPassword: AppPasswordView; password: string }> {
      const input = parseInput(createInput, body);
      if (!user.email) throw new DomainError("APP_PASSWORD_NEEDS_EMAIL");
      await enforceRateLimits(db, [
        { key: `app-password:ip:${meta.ip ?? "unknown"}`, rule: limits.authPerIp },
        { key: `app-password:account:${user.id}`, rule: limits.authPerAccount },
      ]);
      if ((await db.appPassword.count({ where: { userId: user.id } })) >= MAX_APP_PASSWORDS) throw new DomainError("TOO_MANY_APP_PASSWORDS");
      const password = generatePassword();
      const row = await db.appPassword.create({
        data: {
          userId: user.id,
          name: input.name,
          passwordHash: hashToken(password),
          greaderHash: hashToken(greaderToken(password)),
          feverKeyHash: hashToken(feverApiKey(user.email, password)),
        },
        select: { id: true, name: true, createdAt: true, lastUsedAt: true },
      });
      return { appPassword: row, password };
    },

    /** Revokes one of the account's app passwords: every app using it is signed out at once. NOT_FOUND for anyone else's. */
    async remove(user: User, id: string): Promise<string> {
      const { count } = /^[0-9a-f-]{36}$/i.test(id) ? await db.appPassword.deleteMany({ where: { id, userId: user.id } }) : { count: 0 };
      if (!count) throw new DomainError("NOT_FOUND", { message: "App password not found" });
      return id;
    },

    /**
     * Google Reader's ClientLogin: the account's email (or username) and one of its app passwords give the Auth
     * token. The account password is refused like any wrong password. Rate-limited like login (per client address
     * and per account name).
     */
    async clientLogin(login: string, password: string, meta: SessionMeta): Promise<{ token: string; principal: SyncPrincipal } | null> {
      const account = login.trim().toLowerCase();
      await enforceRateLimits(db, [
        { key: `sync-login:ip:${meta.ip ?? "unknown"}`, rule: limits.authPerIp },
        ...(account ? [{ key: `sync-login:account:${account}`, rule: limits.authPerAccount }] : []),
      ]);
      if (!account || !password) return null;
      const plain = normalisePassword(password);
      const principal = await principalBy({ passwordHash: hashToken(plain) });
      const user = principal?.user;
      if (!principal || !user || (user.email !== account && user.username?.toLowerCase() !== account)) return null;
      return { token: greaderToken(plain), principal };
    },

    /** The account behind a Google Reader Auth token (`Authorization: GoogleLogin auth=…`), or null. */
    byGreaderToken(token: string, meta: SessionMeta): Promise<SyncPrincipal | null> {
      return throttled(meta, () => (token ? principalBy({ greaderHash: hashToken(token) }) : Promise.resolve(null)));
    },

    /** The account behind a Fever api_key (md5 of "{email}:{app password}", hex in either case), or null. */
    byFeverKey(apiKey: string, meta: SessionMeta): Promise<SyncPrincipal | null> {
      const key = apiKey.trim().toLowerCase();
      return throttled(meta, () => (/^[0-9a-f]{32}$/.test(key) ? principalBy({ feverKeyHash: hashToken(key) }) : Promise.resolve(null)));
    },
  };
}
