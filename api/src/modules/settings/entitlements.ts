import type { Db } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";

/**
 * Makes an account Pro until `endDate` (an admin's gift, PATCH /admin/users/{id} giftProductId /
 * giftProductEndDate): isPremium with premiumUntil, the row shape tierOf reads (Pro while premiumUntil is ahead,
 * or for good without one). An account that is Pro for good already keeps that; otherwise the end is set as given,
 * so a new gift can also shorten one.
 *
 * Billing (its own branch) has `billing.grantPro(userId, endsAt)`, which records the gift beside paid
 * subscriptions and derives the same two columns from them: once both are merged, the admin service's
 * `grantPro` dependency (services.ts) should be that one, and this function can go.
 */
export async function grantPro(db: Db, userId: string, endDate: Date): Promise<void> {
  if (!(endDate.getTime() > Date.now())) throw validationError({ giftProductEndDate: "giftProductEndDate must be in the future" });
  await db.$transaction(async (tx) => {
    const [user] = await tx.$queryRaw<Array<{ isPremium: boolean; premiumUntil: Date | null }>>`
      SELECT "isPremium", "premiumUntil" FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
    if (!user) throw new DomainError("NOT_FOUND", { message: "User not found" });
    if (user.isPremium && user.premiumUntil === null) return;
    await tx.user.update({ where: { id: userId }, data: { isPremium: true, premiumUntil: endDate } });
  });
}
