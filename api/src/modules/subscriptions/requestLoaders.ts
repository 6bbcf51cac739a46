import DataLoader from "dataloader";
import type { Db } from "../../db.js";
import type { Feed, Folder } from "../../generated/prisma/client.js";

export type FeedName = Pick<Feed, "title" | "url">;

/**
 * Per-request batch loaders for what subscription fields read beside the subscription row. Keyed on the request's
 * context object, which live events copy per event, so every event reads afresh. They are not Prisma `select`s on
 * purpose: a field with one makes Pothos load a subscription again whenever the row came from elsewhere (a list
 * item's subscription), two or three statements a page for what one batched statement answers.
 */
function perRequest<V>(name: string, batch: (db: Db, keys: string[]) => Promise<Map<string, V>>, empty: V) {
  const loaders = new WeakMap<object, DataLoader<string, V>>();
  return (ctx: { db: Db }, key: string): Promise<V> => {
    let loader = loaders.get(ctx);
    if (!loader) {
      loader = new DataLoader(async (keys: readonly string[]) => {
        const found = await batch(ctx.db, [...keys]);
        return keys.map((k) => found.get(k) ?? empty);
      }, { name });
      loaders.set(ctx, loader);
    }
    return loader.load(key);
  };
}

/** A feed's title and URL (what a subscription's title falls back on); null if the feed is gone. */
export const feedName = perRequest<FeedName | null>(
  "feedName",
  async (db, ids) => {
    const feeds = await db.feed.findMany({ where: { id: { in: ids } }, select: { id: true, title: true, url: true } });
    return new Map(feeds.map((f) => [f.id, f]));
  },
  null,
);

/** The folders a subscription sits in, by name, in one statement for every subscription of the request. */
export const subscriptionFolders = perRequest<Folder[]>(
  "subscriptionFolders",
  async (db, subscriptionIds) => {
    const rows = await db.$queryRaw<Array<Folder & { memberOf: string; syncId?: bigint }>>`
      SELECT m."subscriptionId" AS "memberOf", f.* FROM "FolderMembership" m JOIN "Folder" f ON f.id = m."folderId"
      WHERE m."subscriptionId" = ANY(${subscriptionIds}::uuid[]) ORDER BY f.name, f.id`;
    const bySubscription = new Map<string, Folder[]>();
    // syncId (a bigint only the sync APIs read) stays out of the rows: Prisma's own Folder rows never carry it.
    for (const { memberOf, syncId: _syncId, ...folder } of rows) bySubscription.set(memberOf, [...(bySubscription.get(memberOf) ?? []), folder]);
    return bySubscription;
  },
  [],
);
