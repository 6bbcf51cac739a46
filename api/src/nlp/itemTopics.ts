import { topicName, type ItemAnalysis } from "./analyze.js";

/** One topic an item is about, before it is stored as a Topic row. */
export interface ItemTopic {
  /** topicKey: every spelling of the topic shares it (the Topic row's unique key). */
  key: string;
  /** The stored name: the surface form with spaces as underscores ("Amara_Okafor", "interest_rates"). */
  name: string;
  kind: "entity" | "phrase";
  /** How central the topic is to this item (title mentions and repeats weigh most). */
  weight: number;
}

/** Topics an item is given at most (the web shows 12 chips at most: spec part 2 section 9). */
export const MAX_ITEM_TOPICS = 8;
const MAX_ENTITIES = 6;
const MAX_PHRASES = 3;

/**
 * The topics of an analysed item: its names that the title carries or the text repeats (at least three when the
 * item names that many), then key phrases of two or more words the title carries or the text repeats, and single
 * words only when both do ("earthquake" in the headline and again in the text).
 */
export function selectItemTopics(analysis: ItemAnalysis): ItemTopic[] {
  const usable = (name: string) => name.length >= 2 && name.length <= 60;
  const entities = analysis.entities.filter((e) => usable(e.name));
  const strong = entities.filter((e) => e.inTitle || e.count >= 2);
  const chosen = [...strong, ...entities.filter((e) => !strong.includes(e)).slice(0, Math.max(0, 3 - strong.length))].slice(0, MAX_ENTITIES);
  const topics: ItemTopic[] = chosen.map((e) => ({ key: e.key, name: topicName(e.name), kind: "entity", weight: 1 + e.count + (e.inTitle ? 2 : 0) }));
  const taken = new Set(topics.map((t) => t.key));
  const phrases = analysis.phrases
    .filter((p) => usable(p.name) && !taken.has(p.key))
    .filter((p) => (p.key.includes(" ") ? p.inTitle || p.count >= 2 : p.inTitle && p.count >= 2))
    .slice(0, MAX_PHRASES);
  for (const p of phrases) topics.push({ key: p.key, name: topicName(p.name), kind: "phrase", weight: p.count + (p.inTitle ? 2 : 0) });
  return topics.slice(0, MAX_ITEM_TOPICS);
}
