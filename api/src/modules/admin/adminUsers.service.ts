import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";
import { Prisma, type User } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import { parseInput } from "../../lib/parseInput.js";
import type { Logger } from "../../logger.js";
import type { Mailer } from "../../mail/mailer.js";
import { proGiftEmail } from "../../mail/templates.js";
import { accountSettingsFor, parseSettingValue, writeSetting } from "../settings/settings.service.js";
import type { SettingKey } from "../settings/settings.schemas.js";
import { adminUserListSchema, adminUserPatchSchema, GIFT_DEFAULT_DAYS, GIFT_PRODUCTS, type AdminUserListInput } from "./admin.validation.js";
import { fieldChanges, recordAudit } from "./audit.js";

/** Spec part 3 section 8: the admin user update's success toasts. */
export const USER_UPDATED = "User updated successfully.";
export const GIFT_SENT = "Gift subscription sent successfully.";

export interface AdminUserPage {
  userIds: string[];
  meta: { limit: number; pageKey: number; nextPageKey: number | null };
}

/** `%`, `_` and `\` typed by the admin match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What the audit log records of a user (what an admin can change; never a password or token). */
function auditedFields(u: User) {
  return {
    username: u.username,
    email: u.email,
    hasVerifiedEmail: u.emailVerifiedAt !== null,
    isAdmin: u.isAdmin,
    isPremium: u.isPremium,
    premiumUntil: u.premiumUntil?.toISOString() ?? null,
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

/**
 * The admin's Users table and the user properties modal (spec part 3 sections 2 and 7): list and search users,
 * change a user and their settings, and gift Pro. The caller has checked the admin role; every change is audited
 * in the transaction that makes it.
 */
export interface AdminUsersDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: Logger;
  /** Makes the user Pro until the date (services.ts hands it billing's grantPro). */
  grantPro: (userId: string, endDate: Date) => Promise<unknown>;
}

export function createAdminUsersService({ db, config, mailer, log, grantPro }: AdminUsersDeps) {
  return {
    /**
     * GET /admin/users: newest first; `search` matches the email or username (substring, case-insensitive; the
     * trigram indexes answer it) or is a user id.
     */
    async list(raw: AdminUserListInput): Promise<AdminUserPage> {
      const p = parseInput(adminUserListSchema, raw);
      const search = p.search?.trim();
      const where = search
        ? isUuid(search)
          ? Prisma.sql`u.id = ${search}::uuid`
          : Prisma.sql`(u.email ILIKE ${likePattern(search)} OR u.username ILIKE ${likePattern(search)})`
        : Prisma.sql`true`;
      const rows = await db.$queryRaw<Array<{ id: string }>>`
        SELECT u.id FROM "User" u WHERE ${where}
        ORDER BY u."createdAt" DESC, u.id DESC
        LIMIT ${p.limit + 1} OFFSET ${(p.pageKey - 1) * p.limit}`;
      const hasMore = rows.length > p.limit;
      return { userIds: rows.slice(0, p.limit).map((r) => r.id), meta: { limit: p.limit, pageKey: p.pageKey, nextPageKey: hasMore ? p.pageKey + 1 : null } };
    },

    /**
     * PATCH /admin/users/{id}: user fields, settings and a gift of Pro in one transaction, audited. An admin
     * cannot take away their own admin role (the last way back in would be the command line). The gift ends at
     * giftProductEndDate (default 30 days ahead, which must be in the future) and the user is told by email
     * when they have one. Returns the user as stored and the spec's toast for what happened.
     */
    async update(actor: User, id: string, body: unknown): Promise<{ user: User; message: string }> {
      const input = parseInput(adminUserPatchSchema, body);
      const target = isUuid(id) ? await db.user.findUnique({ where: { id } }) : null;
      if (!target) throw new DomainError("NOT_FOUND", { message: "User not found" });
      const account = input.settings?.accountSettings;
      if (account?.isAdmin === false && actor.id === id) throw validationError({ "settings.accountSettings.isAdmin": "You cannot remove your own admin role" });

      const otherSettings = Object.entries(input.settings ?? {}).filter(([key]) => key !== "accountSettings");
      const settings: Array<{ key: SettingKey; value: Record<string, unknown> }> = otherSettings.map(([key, value]) => {
        // The reading order is the user's own arrangement of their lists, kept valid by the subscriptions service.
        if (key === "topLevelOrder") throw validationError({ "settings.topLevelOrder": "topLevelOrder is changed by the user only" });
        return parseSettingValue(key, value);
      });

      let gift: { productId: string; productName: string; endDate: Date } | null = null;
      if (input.giftProductId !== undefined) {
        const product = GIFT_PRODUCTS.find((p) => p.id === input.giftProductId);
        if (!product) throw validationError({ giftProductId: `giftProductId must be one of ${GIFT_PRODUCTS.map((p) => p.id).join(", ")}` });
        const endDate = input.giftProductEndDate ? new Date(input.giftProductEndDate) : new Date(Date.now() + GIFT_DEFAULT_DAYS * 86_400_000);
        if (endDate.getTime() <= Date.now()) throw validationError({ giftProductEndDate: "giftProductEndDate must be in the future" });
        gift = { productId: product.id, productName: product.name, endDate };
      }

      const u = input.user ?? {};
      const data: Prisma.UserUpdateInput = {};
      if (u.username !== undefined && u.username !== target.username) {
        const taken = await db.user.findFirst({ where: { username: { equals: u.username, mode: "insensitive" }, id: { not: id } }, select: { id: true } });
        if (taken) throw new DomainError("DUPLICATE_USERNAME");
        data.username = u.username;
      }
      if (u.email !== undefined && u.email !== target.email) {
        const taken = u.email ? await db.user.findFirst({ where: { email: u.email, id: { not: id } }, select: { id: true } }) : null;
        if (taken) throw new DomainError("DUPLICATE_EMAIL");
        // A new address is unverified unless the admin says it is (hasVerifiedEmail below).
        Object.assign(data, { email: u.email, emailVerifiedAt: null });
      }
      if (u.hasVerifiedEmail === true) {
        if (!(u.email ?? target.email)) throw validationError({ "user.hasVerifiedEmail": "The user has no email to verify" });
        // Already verified and the address unchanged: keep when it was verified.
        data.emailVerifiedAt = data.email === undefined && target.emailVerifiedAt ? target.emailVerifiedAt : new Date();
      } else if (u.hasVerifiedEmail === false) {
        data.emailVerifiedAt = null;
      }
      if (account?.isAdmin !== undefined) data.isAdmin = account.isAdmin;
      // isPremium here is Pro without an end (as the admin CLI's set-premium): a gift's end is cleared either way.
      if (account?.isPremium !== undefined) Object.assign(data, { isPremium: account.isPremium, premiumUntil: null });
      if (!Object.keys(data).length && !settings.length && !gift && !Object.keys(u).length && !account) {
        throw validationError({ body: "Nothing to change: send user, settings or giftProductId" });
      }

      const changed = await guardUnique(() =>
        db.$transaction(async (tx) => {
          const row = Object.keys(data).length ? await tx.user.update({ where: { id }, data }) : target;
          const changes: Record<string, unknown> = fieldChanges(auditedFields(target), auditedFields(row));
          for (const s of settings) {
            const before = await tx.userSetting.findUnique({ where: { userId_key: { userId: id, key: s.key } } });
            const after = await writeSetting(tx, id, s.key, s.value);
            if (JSON.stringify(before?.value ?? null) !== JSON.stringify(after)) changes[`settings.${s.key}`] = { from: before?.value ?? null, to: after };
          }
          if (Object.keys(changes).length) await recordAudit(tx, { actor, targetType: "user", targetId: id, action: "user.update", changes });
          return row;
        }),
      );
      let user = changed;
      if (gift) {
        // The gift goes through the tier's own call (its transaction), then the log says who gave what.
        await grantPro(id, gift.endDate);
        user = await db.user.findUniqueOrThrow({ where: { id } });
        await recordAudit(db, {
          actor,
          targetType: "user",
          targetId: id,
          action: "user.giftPro",
          changes: {
            productId: gift.productId,
            endDate: gift.endDate.toISOString(),
            premiumUntil: { from: changed.premiumUntil?.toISOString() ?? null, to: user.premiumUntil?.toISOString() ?? null },
          },
        });
      }
      if (gift && user.email) {
        const message = proGiftEmail({ appName: config.appName, to: user.email, productName: gift.productName, endDate: gift.endDate, link: `${config.publicUrl}/settings#billing` });
        await mailer.send(message).catch((err: unknown) => log.warn({ err, userId: id }, "could not email the user about their gift"));
      }
      return { user, message: gift ? GIFT_SENT : USER_UPDATED };
    },

    /** Users by id in the order given (unknown ids left out). */
    async byIds(ids: string[]): Promise<User[]> {
      const rows = await db.user.findMany({ where: { id: { in: ids } } });
      const byId = new Map(rows.map((u) => [u.id, u]));
      return ids.flatMap((i) => byId.get(i) ?? []);
    },

    /** Each user's tier and flags as the spec's accountSettings (the admin table shows them). */
    accountSettings(user: User) {
      return accountSettingsFor(user, config);
    },
  };
}

/** Two changes racing for one username or email: the same answer as the checks above. */
async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") {
      throw new DomainError(JSON.stringify(e.meta ?? {}).includes("username") ? "DUPLICATE_USERNAME" : "DUPLICATE_EMAIL");
    }
    throw e;
  }
}
