import { builder } from "./builder.js";
import { loadsNoRelations, selectsOnly } from "./prismaQuery.js";

/**
 * Every mutation payload (and live event) names its acting user: a client selects `viewer { … }` for whatever
 * else the change moved (counts, the reading list) in the same round trip. Defined once, implemented by each.
 */
export const WithViewer = builder.interfaceRef<{ userId: string }>("WithViewer").implement({
  description: "A change the viewer made, or an event for the viewer: `viewer` is the signed-in user after it.",
  fields: (t) => ({
    viewer: t.prismaField({
      type: "User",
      // `viewer { id }` (what live events and most payloads ask for, to find the record) needs no query: the
      // session's user is that user. Anything more is read after the change.
      resolve: (query, p, _a, ctx, info) =>
        ctx.session?.user.id === p.userId && loadsNoRelations(query) && selectsOnly(info, ["id", "__typename"])
          ? ctx.session.user
          : ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
    }),
  }),
});
