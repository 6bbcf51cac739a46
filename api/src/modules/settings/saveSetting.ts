import type { RequestContext } from "../../context.js";
import { validationError } from "../../errors.js";
import type { User } from "../../generated/prisma/client.js";
import { topLevelOrderSchema } from "./settings.schemas.js";
import { getSetting, putSetting } from "./settings.service.js";

/**
 * Saves one keyed setting for both transports. topLevelOrder is part of the reading list, so it goes through
 * the subscriptions service, which makes it valid against the user's folders and subscriptions.
 */
export async function saveSetting(ctx: Pick<RequestContext, "db" | "services">, user: User, key: string, value: unknown): Promise<unknown> {
  if (key !== "topLevelOrder") return putSetting(ctx.db, user.id, key, value);
  const parsed = topLevelOrderSchema.safeParse(value);
  if (!parsed.success) throw validationError({ order: parsed.error.issues[0]?.message ?? "order must be a list of ids" });
  await ctx.services.subscriptions.setTopLevelOrder(user, parsed.data.order);
  return getSetting(ctx.db, user.id, "topLevelOrder");
}
