import { randomUUID } from "node:crypto";
import type { Db } from "../api/src/db.js";

/** Test data written straight to the database (no feed server needed): feeds and dated items. */

export const DAY_MS = 86_400_000;

export interface ItemSpec {
  /** How long ago the item is dated, in days (fractions allowed). */
  ageDays: number;
  score?: number | null;
  title?: string;
  description?: string | null;
  author?: string | null;
  contentHtml?: string | null;
  enclosures?: Array<{ url: string; type: string | null; length: number | null }>;
  commentsUrl?: string | null;
  commentCount?: number | null;
}

/** A fetched, healthy feed with the given items (ids returned in the order given). */
export async function createFeedWithItems(db: Db, name: string, items: ItemSpec[], now = new Date()): Promise<{ feedId: string; itemIds: string[] }> {
  const feed = await db.feed.create({
    data: { url: `https://fixtures.example/${name}-${randomUUID()}.xml`, title: `Feed ${name}`, status: "healthy", lastRunAt: now, lastSuccessAt: now },
  });
  const itemIds: string[] = [];
  for (const [i, spec] of items.entries()) {
    const date = new Date(now.getTime() - spec.ageDays * DAY_MS);
    const item = await db.contentItem.create({
      data: {
        feedId: feed.id,
        guid: `${name}-${i}`,
        title: spec.title ?? `${name} item ${i}`,
        link: `https://fixtures.example/${name}/${i}`,
        description: spec.description === undefined ? `About ${name} ${i}` : spec.description,
        author: spec.author ?? null,
        contentHtml: spec.contentHtml === undefined ? `<p>Body of ${name} ${i}</p>` : spec.contentHtml,
        publishedAt: date,
        sortAt: date,
        score: spec.score ?? null,
        enclosures: spec.enclosures ?? [],
        commentsUrl: spec.commentsUrl ?? null,
        commentCount: spec.commentCount ?? null,
        contentHash: randomUUID(),
      },
    });
    itemIds.push(item.id);
  }
  return { feedId: feed.id, itemIds };
}
