import type { Config, Tier, TierLimits } from "../../config.js";
import type { Db, Tx } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";
import type { Prisma, User } from "../../generated/prisma/client.js";
import {
  SETTING_KEYS, isSettingKey, topLevelOrderSchema, type AppSettings, type FeedViewSettings, type SettingKey, type TopLevelOrder,
} from "./settings.schemas.js";

export interface AccountSettings extends Omit<TierLimits, "maxContentItemsTagged" | "maxNewFeedsPerWeek"> {
  isGuest: boolean;
  isPremium: boolean;
  isAdmin: boolean;
  hasVerifiedEmail: boolean;
  hasSetPassword: boolean;
  tier: Tier;
  /** When a guest account is purged (ISO 8601); null for other accounts. */
  guestExpiresAt: string | null;
  /** When Pro ends (ISO 8601; a gift's end); null when the account is not Pro or is Pro without an end. */
  premiumUntil: string | null;
  maxContentItemsTagged: number | null;
  maxNewFeedsPerWeek: number | null;
}

/** The settings object every user call and the bootstrap carry. */
export interface UserSettingsView {
  userId: string;
  accountSettings: AccountSettings;
  appSettings: AppSettings;
  topLevelOrder: TopLevelOrder;
  allSubscriptionsContentFeed: FeedViewSettings;
  discoverAllContentFeed: FeedViewSettings;
  discoverStoriesFeed: FeedViewSettings;
  discoverContentFeed: FeedViewSettings;
}

/**
 * Which tier table row applies: Pro, guest, or free with or without a verified email. Pro lasts until
 * premiumUntil when it has one (a cancelled subscription or a gift ends then even if no webhook says so).
 */
export function tierOf(user: Pick<User, "isGuest" | "isPremium" | "emailVerifiedAt"> & { premiumUntil?: Date | null }, now = new Date()): Tier {
  if (user.isPremium && (!user.premiumUntil || user.premiumUntil > now)) return "pro";
  if (user.isGuest) return "guest";
  return user.emailVerifiedAt ? "freeVerified" : "freeUnverified";
}

/** accountSettings are computed, never stored: flags from the user row, limits from the configured tier table. */
export function accountSettingsFor(user: User, config: Config): AccountSettings {
  const tier = tierOf(user);
  const expires = user.isGuest ? new Date(user.createdAt.getTime() + config.guests.maxAgeDays * 86_400_000) : null;
  return {
    isGuest: user.isGuest,
    isPremium: tier === "pro",
    isAdmin: user.isAdmin,
    hasVerifiedEmail: user.emailVerifiedAt !== null,
    hasSetPassword: user.passwordHash !== null,
    tier,
    guestExpiresAt: expires?.toISOString() ?? null,
    premiumUntil: tier === "pro" ? (user.premiumUntil?.toISOString() ?? null) : null,
    ...config.tiers[tier],
  };
}

/** Reads one keyed setting, falling back to its default (stored values are merged over defaults). */
export async function getSetting(db: Db, userId: string, key: string): Promise<unknown> {
  if (!isSettingKey(key)) throw new DomainError("NOT_FOUND", { message: `Unknown setting: ${key}` });
  const row = await db.userSetting.findUnique({ where: { userId_key: { userId, key } } });
  return withDefault(key, row?.value);
}

function withDefault(key: SettingKey, stored: unknown): unknown {
  const def = SETTING_KEYS[key].default;
  if (stored && typeof stored === "object" && !Array.isArray(stored)) return { ...def, ...(stored as object) };
  return def;
}

/** Validates a keyed setting's (partial) value as the user's own PUT does: NOT_FOUND for an unknown key, VALIDATION_ERROR per field. */
export function parseSettingValue(key: string, value: unknown): { key: SettingKey; value: Record<string, unknown> } {
  if (!isSettingKey(key)) throw new DomainError("NOT_FOUND", { message: `Unknown setting: ${key}` });
  const parsed = SETTING_KEYS[key].partial.safeParse(value);
  if (!parsed.success) {
    throw validationError(
      Object.fromEntries(parsed.error.issues.map((i) => [i.path.join(".") || key, i.message])),
    );
  }
  return { key, value: parsed.data as Record<string, unknown> };
}

/** Stores a parsed setting merged over what is stored (inside the caller's transaction); returns the stored value. */
export async function writeSetting(tx: Tx, userId: string, key: SettingKey, value: Record<string, unknown>): Promise<Prisma.InputJsonValue> {
  const existing = await tx.userSetting.findUnique({ where: { userId_key: { userId, key } } });
  const merged = { ...(withDefault(key, existing?.value) as object), ...value } as Prisma.InputJsonValue;
  await tx.userSetting.upsert({
    where: { userId_key: { userId, key } },
    create: { userId, key, value: merged },
    update: { value: merged },
  });
  return merged;
}

/**
 * Validates and saves one keyed setting. Object settings merge: a client may send only the fields it changes
 * (appSettings {theme} keeps the font). Returns the full stored value.
 */
export async function putSetting(db: Db, userId: string, key: string, value: unknown): Promise<unknown> {
  const parsed = parseSettingValue(key, value);
  return db.$transaction((tx) => writeSetting(tx, userId, parsed.key, parsed.value));
}

/** Every settings group for one user in one query. */
export async function settingsView(db: Db, user: User, config: Config): Promise<UserSettingsView> {
  const rows = await db.userSetting.findMany({ where: { userId: user.id } });
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const get = <K extends SettingKey>(k: K) => withDefault(k, stored.get(k)) as (typeof SETTING_KEYS)[K]["default"];
  return {
    userId: user.id,
    accountSettings: accountSettingsFor(user, config),
    appSettings: get("appSettings") as AppSettings,
    topLevelOrder: get("topLevelOrder"),
    allSubscriptionsContentFeed: get("allSubscriptionsContentFeed"),
    discoverAllContentFeed: get("discoverAllContentFeed"),
    discoverStoriesFeed: get("discoverStoriesFeed"),
    discoverContentFeed: get("discoverContentFeed"),
  };
}

export interface SettingsDeps {
  db: Db;
  config: Config;
  /** topLevelOrder is part of the reading list: the subscriptions service makes it valid and stores it. */
  setTopLevelOrder: (user: User, order: string[]) => Promise<void>;
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/** Keyed settings as both transports read and write them. */
export function createSettingsService({ db, config, setTopLevelOrder }: SettingsDeps) {
  return {
    /** Every settings group of the user (what every user call and the bootstrap carry). */
    view(user: User): Promise<UserSettingsView> {
      return settingsView(db, user, config);
    },

    /** One keyed setting, or its default. */
    get(userId: string, key: string): Promise<unknown> {
      return getSetting(db, userId, key);
    },

    /**
     * Saves one keyed setting (object settings merge) and returns the full stored value. topLevelOrder goes
     * through the reading list, which makes it valid against the user's folders and subscriptions.
     */
    async save(user: User, key: string, value: unknown): Promise<unknown> {
      if (key !== "topLevelOrder") return putSetting(db, user.id, key, value);
      const parsed = topLevelOrderSchema.safeParse(value);
      if (!parsed.success) throw validationError({ order: parsed.error.issues[0]?.message ?? "order must be a list of ids" });
      await setTopLevelOrder(user, parsed.data.order);
      return getSetting(db, user.id, "topLevelOrder");
    },
  };
}
