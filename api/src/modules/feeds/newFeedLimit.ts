import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import type { User } from "../../generated/prisma/client.js";
import { accountSettingsFor } from "../settings/settings.service.js";

const WEEK_MS = 7 * 86_400_000;

/**
 * How many more feeds the user may add to the catalogue now (spec: new feeds per week, MAX_NEW_FEEDS_REACHED);
 * null = unlimited. Counts feeds this user created in the last 7 days (a rolling week, not a calendar one);
 * subscribing to a feed someone already added never counts.
 */
export async function newFeedAllowance(db: Db, config: Config, user: User): Promise<number | null> {
  const limit = accountSettingsFor(user, config).maxNewFeedsPerWeek;
  if (limit === null) return null;
  const created = await db.feed.count({ where: { createdByUserId: user.id, createdAt: { gt: new Date(Date.now() - WEEK_MS) } } });
  return Math.max(0, limit - created);
}
