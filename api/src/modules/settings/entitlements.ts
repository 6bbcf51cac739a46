import type { Db, Tx } from "../../db.js";
import type { User } from "../../generated/prisma/client.js";

/**
 * Whether an account is Pro at `now`: Pro for good (isPremium: the admin CLI's set-premium, later billing) or a
 * gift still running (premiumUntil ahead). The one place the tier's Pro test lives; accountSettings and every
 * limit follow it.
 */
export function isProNow(user: Pick<User, "isPremium" | "premiumUntil">, now = new Date()): boolean {
  return user.isPremium || (user.premiumUntil !== null && user.premiumUntil.getTime() > now.getTime());
}

/**
 * Makes the account Pro until `endDate` (an admin's gift, PATCH /admin/users/{id} giftProductId /
 * giftProductEndDate). The end date is set as given, so a gift can also be shortened or ended early; a
 * permanent isPremium is left alone. Billing (Stripe periods) keeps its own records and may call this too.
 */
export async function grantPro(db: Db | Tx, userId: string, endDate: Date): Promise<User> {
  return db.user.update({ where: { id: userId }, data: { premiumUntil: endDate } });
}
