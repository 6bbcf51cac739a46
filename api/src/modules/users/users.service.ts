import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";
import { Prisma, type User } from "../../generated/prisma/client.js";
import type { Logger } from "../../logger.js";
import { passwordResetEmail, verificationEmail } from "../../mail/templates.js";
import type { Mailer } from "../../mail/mailer.js";
import { hashPassword, verifyPassword } from "../../lib/passwords.js";
import { generateToken, hashToken } from "../../lib/tokens.js";
import { enforceRateLimits, pruneRateLimitBuckets } from "../auth/rateLimit.service.js";
import {
  createSession, deleteOtherSessions, deleteSession, type ResolvedSession, type SessionMeta,
} from "../auth/session.service.js";
import {
  forgotInput, guestInput, loginInput, parseInput, registerInput, resetInput, updateUserInput, verifyInput,
} from "./users.validation.js";
import { purgeExpiredGuests } from "./guestPurge.service.js";

export interface UsersDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: Logger;
}

/** What every user call answers with: the user and, when a session was opened or is in use, its token. */
export interface AuthResult {
  user: User;
  token: string | null;
}

const TOKEN_TTL_MS = 60 * 60 * 1000; // verification and reset links: one hour (spec part 1 section 4)
import { OAUTH_SERVICES } from "./oauth/oauth.service.js";
export { OAUTH_SERVICES };

export type UsersService = ReturnType<typeof createUsersService>;

/** Accounts and sessions: guests, registration, login, profile, email verification and password reset. */
export function createUsersService({ db, config, mailer, log }: UsersDeps) {
  const limits = config.rateLimits;

  async function limitAuth(action: string, meta: SessionMeta, account?: string) {
    await enforceRateLimits(db, [
      { key: `${action}:ip:${meta.ip ?? "unknown"}`, rule: limits.authPerIp },
      ...(account ? [{ key: `${action}:account:${account}`, rule: limits.authPerAccount }] : []),
    ]);
  }

  async function assertAvailable(fields: { email?: string | undefined; username?: string | undefined }, exceptUserId?: string) {
    const not = exceptUserId ? { id: { not: exceptUserId } } : {};
    if (fields.email && (await db.user.findFirst({ where: { email: fields.email, ...not }, select: { id: true } }))) {
      throw new DomainError("DUPLICATE_EMAIL");
    }
    if (
      fields.username &&
      (await db.user.findFirst({ where: { username: { equals: fields.username, mode: "insensitive" }, ...not }, select: { id: true } }))
    ) {
      throw new DomainError("DUPLICATE_USERNAME");
    }
  }

  /** Maps a unique-constraint race (two sign-ups at once) to the same error the pre-check gives. */
  function rethrowUnique(e: unknown): never {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") {
      const target = JSON.stringify(e.meta ?? {});
      throw new DomainError(target.includes("username") ? "DUPLICATE_USERNAME" : "DUPLICATE_EMAIL");
    }
    throw e;
  }

  async function issueUserToken(user: User, kind: "VERIFY_EMAIL" | "RESET_PASSWORD", email: string): Promise<string> {
    const token = generateToken();
    // A new link replaces older unused ones of the same kind, so only the latest email works.
    await db.userToken.deleteMany({ where: { userId: user.id, kind, usedAt: null } });
    await db.userToken.create({
      data: { userId: user.id, kind, tokenHash: hashToken(token), email, expiresAt: new Date(Date.now() + TOKEN_TTL_MS) },
    });
    return token;
  }

  async function sendVerification(user: User): Promise<void> {
    if (!user.email) return;
    const token = await issueUserToken(user, "VERIFY_EMAIL", user.email);
    const link = `${config.publicUrl}/pages/verify?token=${encodeURIComponent(token)}`;
    await mailer.send(verificationEmail({ appName: config.appName, to: user.email, link }));
  }

  /** Finds an unused token of a kind; INVALID_TOKEN when unknown or used, TOKEN_EXPIRED after its hour. */
  async function consumeUserToken(token: string, kind: "VERIFY_EMAIL" | "RESET_PASSWORD") {
    const row = await db.userToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: true } });
    if (!row || row.kind !== kind || row.usedAt) throw new DomainError("INVALID_TOKEN");
    if (row.expiresAt.getTime() < Date.now()) throw new DomainError("TOKEN_EXPIRED");
    const claimed = await db.userToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    if (claimed.count !== 1) throw new DomainError("INVALID_TOKEN"); // lost a race with a concurrent use
    return row;
  }

  return {
    /** POST /users {isGuest:true}: a throwaway account so a first visit works with no sign-up. */
    async createGuest(input: unknown, meta: SessionMeta): Promise<AuthResult> {
      parseInput(guestInput, input);
      await enforceRateLimits(db, [{ key: `guest:ip:${meta.ip ?? "unknown"}`, rule: limits.guestPerIp }]);
      const user = await db.user.create({ data: { isGuest: true } });
      return { user, token: await createSession(db, user.id, meta) };
    },

    /**
     * POST /users {username,email,password}. Signed in as a guest, the guest account itself becomes the
     * registered one, so everything it subscribed to and tagged is kept.
     */
    async register(input: unknown, current: ResolvedSession | null, meta: SessionMeta): Promise<AuthResult> {
      const data = parseInput(registerInput, input);
      await limitAuth("register", meta, data.email);
      await assertAvailable(data, current?.user.isGuest ? current.user.id : undefined);
      const passwordHash = await hashPassword(data.password);
      let user: User;
      try {
        user = current?.user.isGuest
          ? await db.user.update({
              where: { id: current.user.id },
              data: { username: data.username, email: data.email, passwordHash, isGuest: false, emailVerifiedAt: null },
            })
          : await db.user.create({ data: { username: data.username, email: data.email, passwordHash } });
      } catch (e) {
        rethrowUnique(e);
      }
      await sendVerification(user);
      log.info({ userId: user.id, fromGuest: Boolean(current?.user.isGuest) }, "user registered");
      return { user, token: await createSession(db, user.id, meta) };
    },

    /** POST /users/login. The same INVALID_PASSWORD answers an unknown email, so accounts cannot be probed. */
    async login(input: unknown, meta: SessionMeta): Promise<AuthResult> {
      const data = parseInput(loginInput, input);
      await limitAuth("login", meta, data.email);
      const user = await db.user.findUnique({ where: { email: data.email } });
      const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, data.password) : false;
      if (!user || !ok) throw new DomainError("INVALID_PASSWORD");
      return { user, token: await createSession(db, user.id, meta) };
    },

    /** POST /users/logout: revokes only this device's session. */
    async logout(session: ResolvedSession): Promise<void> {
      await deleteSession(db, session.sessionId);
    },

    /** GET /users/{id}: a user may read only their own account (admins any). */
    async getUser(viewer: User, id: string): Promise<User> {
      if (viewer.id !== id && !viewer.isAdmin) throw new DomainError("FORBIDDEN");
      const user = await db.user.findUnique({ where: { id } });
      if (!user) throw new DomainError("NOT_FOUND");
      return user;
    },

    /**
     * PATCH /users/{id}: changes only the fields sent. A new email is unverified until its link is followed;
     * a new password needs the current one when one is set, and signs out every other device.
     */
    async updateUser(session: ResolvedSession, id: string, input: unknown): Promise<User> {
      const viewer = session.user;
      if (viewer.id !== id) throw new DomainError("FORBIDDEN");
      const patch = parseInput(updateUserInput, input);
      const data: Prisma.UserUpdateInput = {};
      const emailChanged = patch.email !== undefined && patch.email !== viewer.email;
      const usernameChanged = patch.username !== undefined && patch.username !== viewer.username;
      if (patch.password !== undefined) {
        if (viewer.passwordHash) {
          if (!patch.currentPassword) throw new DomainError("CURRENT_PASSWORD_REQUIRED");
          if (!(await verifyPassword(viewer.passwordHash, patch.currentPassword))) throw new DomainError("INVALID_PASSWORD");
        }
        data.passwordHash = await hashPassword(patch.password);
      }
      await assertAvailable(
        { email: emailChanged ? patch.email : undefined, username: usernameChanged ? patch.username : undefined },
        viewer.id,
      );
      if (emailChanged) Object.assign(data, { email: patch.email, emailVerifiedAt: null });
      if (usernameChanged) data.username = patch.username;
      if (Object.keys(data).length === 0) return viewer;
      let user: User;
      try {
        user = await db.user.update({ where: { id }, data });
      } catch (e) {
        rethrowUnique(e);
      }
      if (data.passwordHash) await deleteOtherSessions(db, id, session.sessionId);
      if (emailChanged) await sendVerification(user);
      return user;
    },

    /** POST /users/forgot: mails a reset link when the address belongs to an account; the answer never says. */
    async forgotPassword(input: unknown, meta: SessionMeta): Promise<void> {
      const { email } = parseInput(forgotInput, input);
      await limitAuth("forgot", meta, email);
      const user = await db.user.findUnique({ where: { email } });
      if (!user) return;
      const token = await issueUserToken(user, "RESET_PASSWORD", email);
      const link = `${config.publicUrl}/pages/reset?token=${encodeURIComponent(token)}`;
      await mailer.send(passwordResetEmail({ appName: config.appName, to: email, link }));
    },

    /**
     * POST /users/reset: sets a new password from a mailed token and signs out every session. Following
     * the link also proves the address, so an unverified email becomes verified.
     */
    async resetPassword(input: unknown): Promise<User> {
      const data = parseInput(resetInput, input);
      const row = await consumeUserToken(data.token, "RESET_PASSWORD");
      const user = await db.user.update({
        where: { id: row.userId },
        data: {
          passwordHash: await hashPassword(data.password),
          ...(row.user.email === row.email && !row.user.emailVerifiedAt ? { emailVerifiedAt: new Date() } : {}),
        },
      });
      await deleteOtherSessions(db, user.id);
      return user;
    },

    /**
     * POST /users/verify: marks the email verified and signs the user in on this device. A guest who claimed
     * an email stops being a guest here; without a password it must set one next (hasSetPassword false).
     */
    async verifyEmail(input: unknown, meta: SessionMeta): Promise<AuthResult> {
      const data = parseInput(verifyInput, input);
      const row = await consumeUserToken(data.token, "VERIFY_EMAIL");
      if (row.user.email !== row.email) throw new DomainError("INVALID_TOKEN"); // the email changed since
      const user = await db.user.update({ where: { id: row.userId }, data: { emailVerifiedAt: new Date(), isGuest: false } });
      return { user, token: await createSession(db, user.id, meta) };
    },

    /** POST /users/verify/resend: a fresh verification link for the current, unverified email. */
    async resendVerification(viewer: User, meta: SessionMeta): Promise<void> {
      await limitAuth("resend", meta, viewer.id);
      if (!viewer.email) throw validationError({ email: "Check your email and try again" }, "Add an email address first");
      if (viewer.emailVerifiedAt) return;
      await sendVerification(viewer);
    },

    /** POST /users/logout/{provider}: unlinks an OAuth identity (tiktok, google). */
    async disconnectOAuth(viewer: User, provider: string): Promise<User> {
      if (!(OAUTH_SERVICES as readonly string[]).includes(provider)) throw new DomainError("NOT_FOUND", { message: `Unknown provider: ${provider}` });
      await db.oAuthIdentity.deleteMany({ where: { userId: viewer.id, service: provider } });
      return viewer;
    },

    /** The public projection of a user (never the password hash). */
    async present(user: User) {
      const identities = await db.oAuthIdentity.findMany({ where: { userId: user.id } });
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        createdAt: user.createdAt.toISOString(),
        oauthIdentities: Object.fromEntries(identities.map((i) => [i.service, { providerUserId: i.providerUserId, ...(i.email ? { email: i.email } : {}) }])),
      };
    },

    /** Maintenance: deletes guests older than GUEST_MAX_AGE_DAYS and everything they own; returns how many. */
    async purgeExpiredGuests(): Promise<number> {
      const purged = await purgeExpiredGuests(db, { maxAgeDays: config.guests.maxAgeDays });
      if (purged > 0) log.info({ purged }, "expired guests purged");
      return purged;
    },

    /** Maintenance: drops rate-limit windows that ended more than a day ago; returns how many rows. */
    pruneRateLimitBuckets(): Promise<number> {
      return pruneRateLimitBuckets(db);
    },
  };
}
