import { sentences, tokenize } from "../../nlp/text.js";
import { STOP_WORDS } from "../../nlp/stopwords.js";
import { CLUSTERING, cosine, trimCentroid, type TermStats, type Vector } from "./clusterEngine.js";

/** A story's item as the summary reads it. */
export interface StoryMember {
  id: string;
  site: string;
  sortAt: Date;
  title: string | null;
  /** Its bullet candidate: the lead's first statement (firstStatement). */
  lead: string | null;
  imageUrl: string | null;
  popularity: number;
  /** Its term profile (clusterEngine profileOf). */
  profile: Vector;
  entities: string[];
  embedding: number[] | null;
  /** Topic ids (aliases resolved to their targets) with the item's weight for each. */
  topics: Array<{ topicId: string; weight: number }>;
}

export interface StorySummary {
  itemCount: number;
  siteCount: number;
  firstItemAt: Date;
  lastItemAt: Date;
  centroid: Vector;
  entityCounts: Map<string, number>;
  embedding: number[] | null;
  /** Each item's cosine to the centroid. */
  centrality: Map<string, number>;
  title: string | null;
  bullets: string[];
  heroContentItemId: string | null;
  heroImageUrl: string | null;
  score: number;
  hotRank: number;
  topics: Array<{ topicId: string; weight: number }>;
  visible: boolean;
}

const MAX_BULLETS = 4;
const BULLET_MIN = 40;
const BULLET_MAX = 280;
const STORY_TOPICS = 8;

function words(text: string): Set<string> {
  return new Set(tokenize(text).map((t) => t.key).filter((k) => k.length > 2 && !STOP_WORDS.has(k)));
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.min(a.size, b.size);
}

/** The share of a bullet's words the title does not have. */
function newWords(bullet: Set<string>, title: Set<string>): number {
  if (!bullet.size) return 0;
  let fresh = 0;
  for (const w of bullet) if (!title.has(w)) fresh++;
  return fresh / bullet.size;
}

/** The lead's first sentence that reads as a statement, cut to BULLET_MAX at a word. */
export function firstStatement(lead: string | null): string | null {
  for (const s of sentences(lead ?? "")) {
    if (s.length < BULLET_MIN) continue;
    if (s.length <= BULLET_MAX) return s;
    const cut = s.slice(0, BULLET_MAX - 1);
    return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length)}…`;
  }
  return null;
}

/**
 * Everything a story shows, from its items: counts and dates, the centroid and each item's centrality, the most
 * central item's title, extractive bullets (the first statement of the most central items, one per site first,
 * none repeating the title or another bullet), the hero picture of its best item with one, the score (items,
 * sites and their items' popularity, log-scaled), and the topics most of its items share.
 */
export function summarizeStory(members: StoryMember[], shown: boolean, stats: TermStats): StorySummary {
  const centroid: Vector = new Map();
  const entityCounts = new Map<string, number>();
  let embedding: number[] | null = null;
  for (const m of members) {
    m.profile.forEach((w, t) => centroid.set(t, (centroid.get(t) ?? 0) + w));
    for (const e of m.entities) entityCounts.set(e, (entityCounts.get(e) ?? 0) + 1);
    if (m.embedding) embedding = embedding ? embedding.map((v, i) => v + (m.embedding![i] ?? 0)) : [...m.embedding];
  }
  const kept = trimCentroid(centroid, stats, CLUSTERING.centroidTerms);
  const centrality = new Map(members.map((m) => [m.id, cosine(m.profile, kept, stats)]));
  const byCentrality = [...members].sort((a, b) => centrality.get(b.id)! - centrality.get(a.id)! || a.sortAt.getTime() - b.sortAt.getTime() || (a.id < b.id ? -1 : 1));

  const titled = byCentrality.find((m) => (m.title?.trim().length ?? 0) >= 20) ?? byCentrality.find((m) => m.title?.trim());
  const title = titled?.title?.trim() ?? null;

  // A bullet says something the title and the other bullets do not: most of its words are new to the title, and
  // it shares under 60% of its words (or theirs) with every other bullet. The lead statement of the most central
  // item is kept anyway when none would be.
  const bullets: string[] = [];
  const titleWords = words(title ?? "");
  const said: Array<Set<string>> = [];
  const sitesUsed = new Set<string>();
  for (const pass of [0, 1]) {
    for (const m of byCentrality) {
      if (bullets.length >= MAX_BULLETS) break;
      if (pass === 0 && sitesUsed.has(m.site)) continue;
      const bullet = firstStatement(m.lead);
      if (!bullet || bullets.includes(bullet)) continue;
      const w = words(bullet);
      if (newWords(w, titleWords) < 0.4 || said.some((s) => overlap(s, w) >= 0.6)) continue;
      bullets.push(bullet);
      said.push(w);
      sitesUsed.add(m.site);
    }
  }
  const fallback = byCentrality.map((m) => firstStatement(m.lead)).find((b) => b);
  if (bullets.length === 0 && fallback) bullets.push(fallback);

  const pictured = members.filter((m) => m.imageUrl);
  const hero = pictured.sort(
    (a, b) => centrality.get(b.id)! + 0.1 * Math.log10(1 + Math.max(0, b.popularity)) - (centrality.get(a.id)! + 0.1 * Math.log10(1 + Math.max(0, a.popularity))) || (a.id < b.id ? -1 : 1),
  )[0];

  const sites = new Set(members.map((m) => m.site));
  const times = members.map((m) => m.sortAt.getTime());
  const lastItemAt = new Date(Math.max(...times));
  const score = members.length + 2 * (sites.size - 1) + members.reduce((s, m) => s + Math.log10(1 + Math.max(0, m.popularity)), 0);

  // A topic belongs to the story when at least two of its items (and 30% of them) carry it.
  const topicItems = new Map<string, { items: number; weight: number }>();
  for (const m of members) {
    for (const t of m.topics) {
      const entry = topicItems.get(t.topicId) ?? { items: 0, weight: 0 };
      entry.items++;
      entry.weight += t.weight;
      topicItems.set(t.topicId, entry);
    }
  }
  const needed = Math.max(2, Math.ceil(members.length * 0.3));
  const topics = [...topicItems.entries()]
    .filter(([, t]) => t.items >= needed)
    .sort((a, b) => b[1].items - a[1].items || b[1].weight - a[1].weight || (a[0] < b[0] ? -1 : 1))
    .slice(0, STORY_TOPICS)
    .map(([topicId, t]) => ({ topicId, weight: t.items }));

  return {
    itemCount: members.length,
    siteCount: sites.size,
    firstItemAt: new Date(Math.min(...times)),
    lastItemAt,
    centroid: kept,
    entityCounts,
    embedding: embedding ? embedding.map((v) => v / members.length) : null,
    centrality,
    title,
    bullets,
    heroContentItemId: hero?.id ?? null,
    heroImageUrl: hero?.imageUrl ?? null,
    score,
    hotRank: Math.log10(Math.max(1, score)) + lastItemAt.getTime() / 1000 / 45_000,
    topics,
    visible: shown && members.length >= CLUSTERING.minItems && sites.size >= CLUSTERING.minSites,
  };
}

/** Whether a story meets the spec's threshold to be shown: 3 items from 2 publishers. */
export function meetsThreshold(itemCount: number, siteCount: number): boolean {
  return itemCount >= CLUSTERING.minItems && siteCount >= CLUSTERING.minSites;
}
