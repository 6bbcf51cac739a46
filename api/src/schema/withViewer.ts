import { builder } from "./builder.js";

/**
 * Every mutation payload (and live event) names its acting user: a client selects `viewer { … }` for whatever
 * else the change moved (counts, the reading list) in the same round trip. Defined once, implemented by each.
 */
export const WithViewer = builder.interfaceRef<{ userId: string }>("WithViewer").implement({
  description: "A change the viewer made, or an event for the viewer: `viewer` is the signed-in user after it.",
  fields: (t) => ({
    viewer: t.prismaField({ type: "User", resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }) }),
  }),
});
