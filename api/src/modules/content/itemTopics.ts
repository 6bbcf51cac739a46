import type { Db } from "../../db.js";

/** A topic chip on an item: the spec's topicAssociations entry, with the name to show. */
export interface TopicAssociation {
  contentItemTopicId: string;
  name: string;
}

/** Spec part 2 section 9: topic chips are limited to 12. */
export const MAX_TOPIC_CHIPS = 12;

/**
 * Each item's topics, most central first, at most 12: an alias shows as the topic it is aliased to (spec part 2:
 * its items count for the target), once. Topics are made from public items only, so a private website feed's
 * item has none.
 */
export async function topicAssociations(db: Db, itemIds: string[]): Promise<Map<string, TopicAssociation[]>> {
  const map = new Map<string, TopicAssociation[]>();
  if (itemIds.length === 0) return map;
  const rows = await db.$queryRaw<Array<{ itemId: string; id: string; name: string; weight: number }>>`
    SELECT DISTINCT ON (x."contentItemId", target.id) x."contentItemId" AS "itemId", target.id, target.name, x.weight
    FROM "ContentItemTopic" x
    JOIN "Topic" t ON t.id = x."topicId"
    JOIN "Topic" target ON target.id = COALESCE(t."aliasedToId", t.id)
    WHERE x."contentItemId" = ANY(${itemIds}::uuid[])
    ORDER BY x."contentItemId", target.id, x.weight DESC`;
  const weights = new Map<string, number>();
  for (const r of rows) {
    weights.set(`${r.itemId}:${r.id}`, r.weight);
    map.set(r.itemId, [...(map.get(r.itemId) ?? []), { contentItemTopicId: r.id, name: r.name }]);
  }
  for (const [itemId, list] of map) {
    list.sort((a, b) => weights.get(`${itemId}:${b.contentItemTopicId}`)! - weights.get(`${itemId}:${a.contentItemTopicId}`)! || a.name.localeCompare(b.name));
    map.set(itemId, list.slice(0, MAX_TOPIC_CHIPS));
  }
  return map;
}
