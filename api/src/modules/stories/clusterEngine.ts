/**
 * Incremental story clustering, without I/O: items arrive in order, each joins the story it is most similar to
 * (or starts one), and stories that the evidence shows are one event merge. The caller (storyClustering.ts)
 * loads what the engine needs from PostgreSQL (the window's term statistics, each item's candidate stories found
 * through the postings of its rare terms, those stories) and writes back what it decided.
 *
 * Similarity of an item to a story: TF-IDF cosine of the item with the story's centroid, mixed with how much of
 * the item's named entities (weighted by IDF) the story's items share, lowered by the time between them.
 * Candidates come from the inverted index of rare terms and entities, never from all pairs. Items and centroids
 * keep term frequencies only; IDF weights are applied when comparing, with the window's statistics as they
 * are then, so a story started before its words were known to be common or rare is compared as fairly as a new one.
 */

const HOUR_MS = 3_600_000;

export const CLUSTERING = {
  /** The sliding window: an item meets stories whose items are dated within this many hours of it. */
  windowHours: 72,
  /** Terms kept per item profile. */
  itemTerms: 50,
  /** Terms of an item posted to the inverted index (its heaviest by TF-IDF). */
  postedTerms: 20,
  /** An item looks up at most this many of its rarest terms and entities. */
  queryKeys: 8,
  /**
   * A term is rare enough to look up when at most this share of the window's items carry it (or 25 items): an
   * event's own words are in as many items as tell it, a word in hundreds of items tells no event apart.
   */
  rareShare: 0.001,
  /** Candidate stories compared in full per item: those sharing the most rare terms (weighted by IDF). */
  candidates: 6,
  rareMin: 25,
  centroidTerms: 100,
  /**
   * IDF counts the window as at least this many items: while it holds fewer (a new install, a test), words a
   * handful of items share are not taken for common ones.
   */
  minWindowDocs: 100,
  /** Weight of entity overlap against the TF-IDF cosine. */
  entityWeight: 0.2,
  /** An item joins the most similar story at or above this; two stories merge at or above mergeThreshold. */
  joinThreshold: 0.25,
  mergeThreshold: 0.35,
  /** A small story the chunk started joins another on a second look (settle) at or above this. */
  settleThreshold: 0.3,
  /**
   * And only when its words alone (TF-IDF cosine) reach this: the same people or places do not make the same
   * story (a minister's budget and the same minister's visit to a flood).
   */
  minCosine: 0.2,
  /**
   * Similarity falls by up to this share with the time between the item and the story's items (none inside the
   * story's span, all of it a window away): news of one event comes in a burst; a second event about the same
   * people comes days later.
   */
  timePenalty: 0.7,
  /** Items of a story stay one story while linked (pairwise similarity at or above this) to one another. */
  linkThreshold: 0.12,
  /** Spec: a story shows at 3 items from 2 publishers (distinct sites). */
  minItems: 3,
  minSites: 2,
  /** With an embeddings model: how much the embeddings' cosine counts against the TF-IDF similarity. */
  embeddingWeight: 0.5,
};

export type Params = { [K in keyof typeof CLUSTERING]: number };

/** Term → weight. Profiles and centroids hold term frequencies only (see the module comment). */
export type Vector = Map<string, number>;

/** Document frequencies of the window (mutable: every item the engine adds counts at once). */
export interface TermStats {
  docs: number;
  df: Map<string, number>;
}

/** An item as the engine sees it. */
export interface EngineItem {
  id: string;
  sortAt: Date;
  /** Raw term counts (nlp/analyze clusteringTerms): words, "n:" numbers, "e:" entities. */
  counts: Map<string, number>;
  embedding: number[] | null;
  /** profileOf(counts), when the caller made it already. */
  profile?: Vector;
}

/** A story as the engine keeps it: sums over its items, enough to compare and merge without the items. */
export interface EngineStory {
  id: string;
  isNew: boolean;
  shownAt: Date | null;
  /** Sum of its items' profiles (the heaviest centroidTerms kept). */
  centroid: Vector;
  /** Entity key ("e:…") → items carrying it. */
  entities: Map<string, number>;
  itemCount: number;
  firstItemAt: Date;
  lastItemAt: Date;
  embeddingSum: number[] | null;
  /** Set when merged into another story (the engine resolves chains). */
  mergedInto: string | null;
}

/** One posting of the inverted index: an item of the window carrying a term, its story, and its date (epoch ms). */
export interface Posting {
  itemId: string;
  storyId: string;
  at: number;
}

/**
 * A story of the window an item shares rare terms with, as the database's postings tell it (before the chunk):
 * the story and the shared terms (the item's look-up terms some posting of the story carries, dated within the
 * window of the item).
 */
export interface StoredCandidate {
  storyId: string;
  terms: string[];
}

export interface Decision {
  itemId: string;
  storyId: string;
  /** The item's profile (what is stored for it). */
  profile: Vector;
  /** The terms posted to the inverted index for it. */
  posted: string[];
}

/**
 * IDF is computed with the window's size as it was when the statistics' current generation began: a generation
 * lasts until the window has grown by 5% (an IDF value then moves by about 1%) or shrunk, so a chunk's items are
 * weighed alike while it runs. Centroid norms are memoised for as long as a generation lasts. (Values were memoised
 * per term once, and forgotten whenever a term's document frequency changed: the deletions and insertions cost
 * more than the logarithm, which runs on the document frequency read anyway.)
 */
interface IdfMemo {
  docs: number;
  generation: number;
}
const idfMemos = new WeakMap<TermStats, IdfMemo>();
let generations = 0;
/** The statistics and memo of the last call: nearly every call is about the same statistics (the hot path). */
let lastStats: TermStats | null = null;
let lastMemo: IdfMemo | null = null;

function memoOf(stats: TermStats): IdfMemo {
  const docs = stats.docs < CLUSTERING.minWindowDocs ? CLUSTERING.minWindowDocs : stats.docs;
  let memo = stats === lastStats ? lastMemo : idfMemos.get(stats);
  if (!memo || docs > memo.docs * 1.05 || docs < memo.docs) {
    memo = { docs, generation: ++generations };
    idfMemos.set(stats, memo);
  }
  lastStats = stats;
  lastMemo = memo;
  return memo;
}

export function idf(stats: TermStats, term: string): number {
  const memo = memoOf(stats);
  const df = stats.df.get(term) ?? 0;
  return Math.log((memo.docs + 1) / ((df > 0 ? df : 0) + 1)) + 1;
}

/**
 * Called when document frequencies were set from outside the engine. A term's IDF follows its document frequency
 * at once (nothing per term is memoised); without terms, the statistics start a new generation.
 */
export function forgetIdf(stats: TermStats, terms?: Iterable<string>): void {
  if (terms) return;
  if (stats === lastStats) lastStats = lastMemo = null;
  idfMemos.delete(stats);
}

/** An item's profile: 1 + ln tf for each of its most frequent terms, unit length. */
export function profileOf(counts: Map<string, number>, keep: number = CLUSTERING.itemTerms): Vector {
  // Terms and weights in two arrays and an index sorted (the weight, then the term), as in heaviest.
  const terms: string[] = [];
  const weights: number[] = [];
  counts.forEach((n, t) => {
    terms.push(t);
    weights.push(1 + Math.log(n));
  });
  const order = terms.map((_, n) => n);
  order.sort((a, b) => weights[b]! - weights[a]! || (terms[a]! < terms[b]! ? -1 : 1));
  const top = order.length > keep ? order.slice(0, keep) : order;
  let sum = 0;
  for (const n of top) sum += weights[n]! * weights[n]!;
  const length = Math.sqrt(sum) || 1;
  const profile: Vector = new Map();
  for (const n of top) profile.set(terms[n]!, weights[n]! / length);
  return profile;
}

/** The terms of a profile by TF-IDF weight, the heaviest first (ties by term); `accept` filters them first. */
export function heaviest(profile: Vector, stats: TermStats, keep: number, accept?: (term: string) => boolean): string[] {
  // Terms and weights in two arrays and an index sorted: this runs several times per item, and a tuple per term
  // was garbage each time.
  const terms: string[] = [];
  const weights: number[] = [];
  profile.forEach((w, t) => {
    if (accept && !accept(t)) return;
    terms.push(t);
    weights.push(w * idf(stats, t));
  });
  const order = terms.map((_, n) => n);
  order.sort((a, b) => weights[b]! - weights[a]! || (terms[a]! < terms[b]! ? -1 : 1));
  const out: string[] = [];
  for (let n = 0; n < order.length && n < keep; n++) out.push(terms[order[n]!]!);
  return out;
}

/** TF-IDF cosine of two profiles or centroids, with the statistics as they are now. */
export function cosine(a: Vector, b: Vector, stats: TermStats): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  // forEach: iterating a Map's entries with for…of makes an array per entry (a tenth of the work's garbage).
  let d = 0;
  small.forEach((w, t) => {
    const v = large.get(t);
    if (v !== undefined) {
      const i = idf(stats, t);
      d += w * v * i * i;
    }
  });
  if (d === 0) return 0;
  return d / (weightedNorm(a, stats) * weightedNorm(b, stats));
}

const norms = new WeakMap<Vector, { generation: number; value: number }>();

/** A vector's TF-IDF length, memoised (centroids are compared with many items); callers that change a vector forget it. */
function weightedNorm(v: Vector, stats: TermStats): number {
  const generation = memoOf(stats).generation;
  const known = norms.get(v);
  if (known && known.generation === generation) return known.value;
  let s = 0;
  v.forEach((w, t) => {
    const i = idf(stats, t);
    s += w * w * i * i;
  });
  const value = Math.sqrt(s) || 1;
  norms.set(v, { generation, value });
  return value;
}

function cosineArrays(a: number[], b: number[]): number {
  let d = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    d += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? d / Math.sqrt(na * nb) : 0;
}

/**
 * How much of the entities (weighted by IDF) the story carries among at least 30% of its items (all of a
 * one-item story's): "the same people and places". A name the story's items write without it being recognised
 * as one (a city opening a sentence) counts when all its words are in the story's centroid. Null when there are
 * none to compare.
 */
function entityOverlap(entities: Iterable<string>, story: EngineStory, stats: TermStats): number | null {
  let mine = 0;
  let shared = 0;
  const needed = Math.max(1, Math.ceil(story.itemCount * 0.3));
  for (const t of entities) {
    const w = idf(stats, t);
    mine += w;
    if ((story.entities.get(t) ?? 0) >= needed || wordsOf(t).every((word) => story.centroid.has(word))) shared += w;
  }
  return mine > 0 ? shared / mine : null;
}

const entityWords = new Map<string, string[]>();

/** The words of an entity key ("e:amara okafor" → amara, okafor), memoised (bounded). */
function wordsOf(entity: string): string[] {
  let words = entityWords.get(entity);
  if (!words) {
    if (entityWords.size >= 50_000) entityWords.clear();
    words = entity.slice(2).split(" ");
    entityWords.set(entity, words);
  }
  return words;
}

/** How far (0-1 of the window) a date lies outside a span. */
function distance(at: Date, first: Date, last: Date, p: Params): number {
  const ms = at < first ? first.getTime() - at.getTime() : at > last ? at.getTime() - last.getTime() : 0;
  return Math.min(1, ms / (p.windowHours * HOUR_MS));
}

function mix(cos: number, overlap: number | null, embeddings: number | null, p: Params): number {
  if (cos < p.minCosine) return 0;
  const lexical = overlap === null ? cos : (1 - p.entityWeight) * cos + p.entityWeight * overlap;
  return embeddings === null ? lexical : (1 - p.embeddingWeight) * lexical + p.embeddingWeight * embeddings;
}

/** An item ready to be compared with many stories: its profile weighted by IDF² once, its entities, its length. */
export interface ItemQuery {
  profile: Vector;
  weighted: Vector;
  norm: number;
  entities: string[];
  embedding: number[] | null;
  sortAt: Date;
}

export function itemQuery(item: { profile: Vector; embedding: number[] | null; sortAt: Date }, stats: TermStats): ItemQuery {
  const weighted: Vector = new Map();
  item.profile.forEach((w, t) => {
    const i = idf(stats, t);
    weighted.set(t, w * i * i);
  });
  return {
    ...item, weighted, norm: weightedNorm(item.profile, stats), entities: [...item.profile.keys()].filter((t) => t.startsWith("e:")),
  };
}

/** An item's similarity to a story (see the module comment). */
export function similarity(item: ItemQuery, story: EngineStory, stats: TermStats, p: Params = CLUSTERING): number {
  let d = 0;
  const centroid = story.centroid;
  item.weighted.forEach((w, t) => {
    const v = centroid.get(t);
    if (v !== undefined) d += w * v;
  });
  const cos = d === 0 ? 0 : d / (item.norm * weightedNorm(story.centroid, stats));
  const sim = mix(
    cos,
    entityOverlap(item.entities, story, stats),
    item.embedding && story.embeddingSum ? cosineArrays(item.embedding, story.embeddingSum) : null,
    p,
  );
  return sim * (1 - p.timePenalty * distance(item.sortAt, story.firstItemAt, story.lastItemAt, p));
}

/** Two stories' similarity: the same, centroid to centroid, entities of one against the other. */
function storySimilarity(a: EngineStory, b: EngineStory, stats: TermStats, p: Params): number {
  const sim = mix(
    cosine(a.centroid, b.centroid, stats),
    entityOverlap(a.entities.keys(), b, stats),
    a.embeddingSum && b.embeddingSum ? cosineArrays(a.embeddingSum, b.embeddingSum) : null,
    p,
  );
  const gap = a.lastItemAt < b.firstItemAt ? distance(b.firstItemAt, a.firstItemAt, a.lastItemAt, p) : distance(a.firstItemAt, b.firstItemAt, b.lastItemAt, p);
  return sim * (1 - p.timePenalty * gap);
}

/** The terms an item looks up: its rarest (by document frequency) terms and entities, the heaviest first. */
export function queryKeys(profile: Vector, stats: TermStats, p: Params = CLUSTERING): string[] {
  const rare = rareBound(stats, p);
  return heaviest(profile, stats, p.queryKeys, (t) => (stats.df.get(t) ?? 0) <= rare);
}

/** The most window items a term may be in and still be looked up (rare enough to tell an event apart). */
export function rareBound(stats: TermStats, p: Params = CLUSTERING): number {
  return Math.max(p.rareMin, stats.docs * p.rareShare);
}

/** A centroid cut to its heaviest terms by TF-IDF. */
export function trimCentroid(centroid: Vector, stats: TermStats, keep: number): Vector {
  if (centroid.size <= keep) return centroid;
  return new Map(heaviest(centroid, stats, keep).map((t) => [t, centroid.get(t)!]));
}

/**
 * One run of the engine over a chunk of new items. Stories and postings it starts from are what the caller
 * loaded; everything it changes is recorded (decisions, touched stories, merges) for the caller to write.
 */
export class ClusterSession {
  readonly decisions: Decision[] = [];
  /** Stories whose items changed (joined, merged in): the caller recomputes and writes them. */
  readonly touched = new Set<string>();
  private readonly itemStory = new Map<string, string>();
  private readonly counted = new Set<string>();
  /** Postings of the chunk's items, added as they join (the database's are in the stored candidates). */
  private readonly postings = new Map<string, Posting[]>();
  /**
   * Stories an item of the chunk came close to (at the join threshold) without joining, with the stories those
   * items joined: settle looks at each such pair again (see there).
   */
  private readonly nearMisses = new Map<string, Set<string>>();

  /**
   * `stored`: each item's candidate stories from the database's postings (the caller loads them into `stories`;
   * a candidate it did not load is not compared).
   */
  constructor(
    readonly stats: TermStats,
    readonly stories: Map<string, EngineStory>,
    private readonly stored: Map<string, StoredCandidate[]>,
    private readonly newId: () => string,
    private readonly p: Params = CLUSTERING,
  ) {}

  /**
   * Counts items in the window's statistics before they are added: a chunk's items know each other's words
   * (a cold start, or a burst of one event, would otherwise weigh every word alike at first).
   */
  include(items: EngineItem[]): void {
    for (const item of items) {
      if (this.counted.has(item.id)) continue;
      this.counted.add(item.id);
      this.stats.docs++;
      for (const t of item.counts.keys()) this.stats.df.set(t, (this.stats.df.get(t) ?? 0) + 1);
      forgetIdf(this.stats, item.counts.keys());
    }
  }

  /** The story an id leads to after merges. */
  resolve(storyId: string): string {
    let id = storyId;
    for (let story = this.stories.get(id); story?.mergedInto; story = this.stories.get(id)) id = story.mergedInto;
    // Shorten the chain for the next look-up.
    for (let story = this.stories.get(storyId); story?.mergedInto && story.mergedInto !== id; ) {
      const next = this.stories.get(story.mergedInto);
      story.mergedInto = id;
      story = next;
    }
    return id;
  }

  /** Adds one item: it joins its most similar story in the window, or starts one. Returns its story id. */
  add(item: EngineItem): string {
    const profile = item.profile ?? profileOf(item.counts, this.p.itemTerms);
    const keys = queryKeys(profile, this.stats, this.p);
    const windowMs = this.p.windowHours * HOUR_MS;
    const at = item.sortAt.getTime();
    const near = (date: Date) => Math.abs(date.getTime() - at) <= windowMs;

    // Candidate stories: those of window items sharing rare terms or entities with it, the most shared (by IDF)
    // first; only the best few are compared in full. The database's stories count for the terms it found them
    // by, the chunk's own items' for the item's look-up terms now; a story counts once per term (lastTerm: the
    // term it last counted for).
    const stored = new Map<string, string[]>();
    for (const c of this.stored.get(item.id) ?? []) {
      for (const term of c.terms) {
        const list = stored.get(term);
        if (list) list.push(c.storyId);
        else stored.set(term, [c.storyId]);
      }
    }
    const shared = new Map<string, number>();
    const lastTerm = new Map<string, number>();
    let k = 0;
    const count = (storyId: string, weight: number) => {
      const id = this.resolve(storyId);
      if (lastTerm.get(id) === k) return;
      lastTerm.set(id, k);
      shared.set(id, (shared.get(id) ?? 0) + weight);
    };
    for (const term of new Set([...keys, ...stored.keys()])) {
      k++;
      const weight = idf(this.stats, term);
      for (const storyId of stored.get(term) ?? []) count(storyId, weight);
      if (!keys.includes(term)) continue;
      for (const posting of this.postings.get(term) ?? []) {
        if (Math.abs(posting.at - at) <= windowMs) count(this.itemStory.get(posting.itemId) ?? posting.storyId, weight);
      }
    }
    const candidates = [...shared.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, this.p.candidates)
      .map(([id]) => id);
    const query = itemQuery({ profile, embedding: item.embedding, sortAt: item.sortAt }, this.stats);
    const scored = candidates
      .map((id) => this.stories.get(id))
      .filter((s): s is EngineStory => !!s && !s.mergedInto && (near(s.lastItemAt) || near(s.firstItemAt)))
      .map((s) => ({ story: s, sim: similarity(query, s, this.stats, this.p) }))
      .sort((a, b) => b.sim - a.sim || (a.story.id < b.story.id ? -1 : 1));

    const best = scored[0];
    const joins = !!best && best.sim >= this.p.joinThreshold;
    const target: EngineStory = joins
      ? best.story
      : {
          id: this.newId(), isNew: true, shownAt: null, centroid: new Map(), entities: new Map(), itemCount: 0,
          firstItemAt: item.sortAt, lastItemAt: item.sortAt, embeddingSum: null, mergedInto: null,
        };
    if (!joins) this.stories.set(target.id, target);
    this.join(target, profile, item);

    // Evidence that two stories are one: the item is close to another story too, and the two are close.
    for (const other of scored.slice(joins ? 1 : 0)) {
      if (other.sim < this.p.joinThreshold) break;
      const into = this.stories.get(this.resolve(target.id))!;
      if (other.story.id === into.id || other.story.mergedInto) continue;
      if (storySimilarity(into, other.story, this.stats, this.p) >= this.p.mergeThreshold) this.merge(into, other.story);
      else this.nearMisses.set(other.story.id, (this.nearMisses.get(other.story.id) ?? new Set()).add(into.id));
    }

    const storyId = this.resolve(target.id);
    this.itemStory.set(item.id, storyId);
    // The item counts in the window's statistics and index from now on (the next item of the chunk sees it).
    this.include([item]);
    const posted = heaviest(profile, this.stats, this.p.postedTerms);
    for (const t of posted) {
      const list = this.postings.get(t) ?? [];
      list.push({ itemId: item.id, storyId, at });
      this.postings.set(t, list);
    }
    this.decisions.push({ itemId: item.id, storyId, profile, posted });
    return storyId;
  }

  /**
   * A second look at the stories this chunk started that are still small (one or two items): with the chunk's
   * words now counted, each is compared again with the stories its items' rare terms lead to, and joins the most
   * similar at the settle threshold. Early items of a burst (the first reports of an event, a cold start) are so
   * weighed with the statistics their later fellows brought.
   */
  settle(): void {
    const byStory = new Map<string, Decision[]>();
    for (const d of this.decisions) {
      const id = this.resolve(d.storyId);
      byStory.set(id, [...(byStory.get(id) ?? []), d]);
    }
    for (const [storyId, decisions] of byStory) {
      const story = this.stories.get(storyId);
      if (!story || !story.isNew || story.mergedInto || story.itemCount > 2 || decisions.length !== story.itemCount) continue;
      const candidates = new Set<string>();
      for (const d of decisions) {
        for (const c of this.stored.get(d.itemId) ?? []) candidates.add(this.resolve(c.storyId));
        for (const key of queryKeys(d.profile, this.stats, this.p)) {
          for (const posting of this.postings.get(key) ?? []) candidates.add(this.resolve(this.itemStory.get(posting.itemId) ?? posting.storyId));
        }
      }
      this.settleInto(story, candidates);
    }
    // Stories this chunk's items came close to but did not join. The first reports of an event (one publisher's,
    // refreshed alone) make a story; the next publishers' reports, arriving together, may start another that each
    // of them is a little closer to, and while it grows the two stay just under the merge threshold. An item close
    // to both is evidence they are one event: once the chunk is in, each such story is compared again with the
    // stories those items joined, and joins the most similar at the settle threshold (hard negatives, the same
    // people at another event, stay under it: bench:stories:quality's precision did not move).
    for (const [nearId, joinedIds] of this.nearMisses) {
      const story = this.stories.get(this.resolve(nearId));
      if (story && !story.mergedInto) this.settleInto(story, new Set([...joinedIds].map((id) => this.resolve(id))));
    }
  }

  /** Merges the story with the most similar of the candidates (ids resolved) at the settle threshold. */
  private settleInto(story: EngineStory, candidates: Set<string>): void {
    candidates.delete(story.id);
    const best = [...candidates]
      .map((id) => this.stories.get(id))
      .filter((s): s is EngineStory => !!s && !s.mergedInto)
      .map((s) => ({ story: s, sim: storySimilarity(story, s, this.stats, this.p) }))
      .sort((a, b) => b.sim - a.sim || (a.story.id < b.story.id ? -1 : 1))[0];
    if (best && best.sim >= this.p.settleThreshold) this.merge(best.story, story);
  }

  private join(story: EngineStory, profile: Vector, item: EngineItem) {
    norms.delete(story.centroid);
    const centroid = story.centroid;
    profile.forEach((w, t) => centroid.set(t, (centroid.get(t) ?? 0) + w));
    if (story.centroid.size > this.p.centroidTerms * 2) story.centroid = trimCentroid(story.centroid, this.stats, this.p.centroidTerms);
    for (const t of profile.keys()) if (t.startsWith("e:")) story.entities.set(t, (story.entities.get(t) ?? 0) + 1);
    story.itemCount++;
    if (item.sortAt < story.firstItemAt) story.firstItemAt = item.sortAt;
    if (item.sortAt > story.lastItemAt) story.lastItemAt = item.sortAt;
    if (item.embedding) story.embeddingSum = story.embeddingSum ? story.embeddingSum.map((v, i) => v + (item.embedding![i] ?? 0)) : [...item.embedding];
    this.touched.add(story.id);
  }

  /**
   * Merges two stories. A shown story keeps its id: the survivor is the one shown first (then the larger, then
   * the one that existed before this chunk, then the smaller id), and the other leads to it.
   */
  merge(a: EngineStory, b: EngineStory): EngineStory {
    const rank = (s: EngineStory) => [s.shownAt ? -s.shownAt.getTime() : -Infinity, s.itemCount, s.isNew ? 0 : 1] as const;
    const ra = rank(a);
    const rb = rank(b);
    const aWins = ra[0] !== rb[0] ? ra[0] > rb[0] : ra[1] !== rb[1] ? ra[1] > rb[1] : ra[2] !== rb[2] ? ra[2] > rb[2] : a.id < b.id;
    const [keep, gone] = aWins ? [a, b] : [b, a];
    norms.delete(keep.centroid);
    const centroid = keep.centroid;
    gone.centroid.forEach((w, t) => centroid.set(t, (centroid.get(t) ?? 0) + w));
    keep.centroid = trimCentroid(keep.centroid, this.stats, this.p.centroidTerms * 2);
    for (const [t, n] of gone.entities) keep.entities.set(t, (keep.entities.get(t) ?? 0) + n);
    keep.itemCount += gone.itemCount;
    if (gone.firstItemAt < keep.firstItemAt) keep.firstItemAt = gone.firstItemAt;
    if (gone.lastItemAt > keep.lastItemAt) keep.lastItemAt = gone.lastItemAt;
    if (gone.embeddingSum) keep.embeddingSum = keep.embeddingSum ? keep.embeddingSum.map((v, i) => v + (gone.embeddingSum![i] ?? 0)) : [...gone.embeddingSum];
    gone.mergedInto = keep.id;
    this.touched.add(keep.id);
    this.touched.add(gone.id);
    return keep;
  }
}

/**
 * The story's items as groups that hang together: two items are linked when their TF-IDF cosine reaches the
 * link threshold (single link). One group is the usual answer; more means the story holds events that only the
 * centroid joined, and the caller splits them off (the largest group keeps the id).
 */
export function linkedGroups(members: Array<{ id: string; profile: Vector }>, stats: TermStats, p: Params = CLUSTERING): string[][] {
  const parent = members.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < members.length; i++) {
    for (let j = i + 1; j < members.length; j++) {
      if (find(i) === find(j)) continue;
      if (cosine(members[i]!.profile, members[j]!.profile, stats) >= p.linkThreshold) parent[find(i)] = find(j);
    }
  }
  const groups = new Map<number, string[]>();
  members.forEach((m, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), m.id]);
  });
  return [...groups.values()].sort((a, b) => b.length - a.length || (a[0]! < b[0]! ? -1 : 1));
}
