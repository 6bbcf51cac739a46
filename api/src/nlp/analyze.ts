import { stem } from "./stem.js";
import { CAPITALISED_NON_NAMES, FUNCTION_WORD_SET, LEADING_TITLES, NAME_CONNECTORS, STOP_WORDS } from "./stopwords.js";
import { TAG, tagText, type TaggedSpan } from "./tagger.js";
import { sentences, tokenize, type Token } from "./text.js";

/** A named entity of an item: a person, place, organisation or product, as capitalised runs of words find it. */
export interface Entity {
  /** topicKey of the name: what two spellings of one name share. */
  key: string;
  /** The most frequent surface form ("Amara Okafor", "NASA"). */
  name: string;
  count: number;
  inTitle: boolean;
}

/** A key phrase: a run of content words ("interest rates", "earthquake"). */
export interface KeyPhrase {
  key: string;
  /** Lower-case surface form. */
  name: string;
  count: number;
  inTitle: boolean;
  /** RAKE score: the sum of its words' degree over frequency. */
  score: number;
}

export interface ItemAnalysis {
  entities: Entity[];
  phrases: KeyPhrase[];
  /** Clustering terms and their counts: stemmed content words, "n:" numbers and "e:" entity keys. */
  terms: Map<string, number>;
}

/** Words a role or honorific is made of, dropped in front of a name: "Foreign Minister Ana Costa" → "Ana Costa". */
const TITLE_MODIFIERS = new Set([
  "foreign", "finance", "defence", "defense", "interior", "health", "trade", "economy", "education", "energy", "transport",
  "justice", "environment", "labour", "labor", "culture", "agriculture", "home", "former", "vice", "deputy", "prime",
  "acting", "interim", "chief", "executive", "general", "attorney", "opposition", "state", "federal", "supreme", "head",
]);

const GERMAN_MARKERS = new Set(
  "der das und ist nicht mit fur für auf sich dem den ein eine einer wird werden sind zum zur vom bei uber über auch nach oder wurde haben hat".split(" "),
);

/** The key every spelling of one topic shares: accents folded, lower-case, each word stemmed. */
export function topicKey(name: string): string {
  return tokenize(name)
    .map((t) => stem(t.key))
    .join(" ");
}

/** A topic's stored name (spec part 3 section 4: spaces become underscores). */
export function topicName(surface: string): string {
  return surface.trim().replace(/\s+/g, "_");
}

interface Sentence {
  text: string;
  tokens: Token[];
  inTitle: boolean;
  /** Capitalisation carries no information here (a Title Case or ALL CAPS headline). */
  casingUnreliable: boolean;
  /** compromise's tags of each token (TAG bits), for the English sentences the tagger read; else null. */
  tags: Uint16Array | null;
}

/**
 * Characters of an English item's lead the tagger reads besides its title: its first sentences while they fit
 * (whole sentences). compromise costs about 4 µs a character against the rules' 0.3 µs (bench/nlp), and a news
 * item's names and phrases are nearly all in its headline and first sentence, so the rest of the lead is read by
 * the rules alone (README "Topics").
 */
export const TAGGED_CHARS = 240;

/**
 * Words of English that other languages' feeds rarely write, and function words of those languages that English
 * never writes: an item is read as English (and tagged) when the first clearly outnumber the second.
 */
const ENGLISH_MARKERS = new Set(
  "the of and to for that with by from it its be has have are were will this their after who which been not but would could should said into".split(" "),
);
const OTHER_MARKERS = new Set(
  ("der die das und ist nicht mit für fur auf sich dem den ein eine le la les et des du est pour dans qui el los las y del por para con una " +
    "os um uma do da dos das não nao com é e são sao het een van voor zijn niet il della che").split(" "),
);

/** Whether the item's words read as English: at least 2 English markers, and over twice the other languages'. */
function readsEnglish(docs: Sentence[]): boolean {
  let english = 0;
  let other = 0;
  for (const s of docs) {
    for (const t of s.tokens) {
      if (ENGLISH_MARKERS.has(t.key)) english++;
      else if (OTHER_MARKERS.has(t.key)) other++;
    }
  }
  return english >= 2 && english > 2 * other;
}

/** An item read into sentences and tokens, with the text the tagger is to read (null: none, not English). */
interface ReadItem {
  docs: Sentence[];
  /** The sentences the tagger reads, and where each starts in taggerText. */
  tagged: Sentence[];
  offsets: number[];
  /** The title and the lead's first sentences within the budget, joined by line breaks (compromise ends a sentence at one). */
  taggerText: string | null;
}

function readItem(input: { title: string | null | undefined; text: string | null | undefined }, budget: number): ReadItem {
  const docs: Sentence[] = [];
  if (input.title?.trim()) {
    for (const text of sentences(input.title.trim())) {
      const tokens = tokenize(text);
      docs.push({ text, tokens, inTitle: true, casingUnreliable: casingUnreliable(tokens), tags: null });
    }
  }
  for (const text of sentences(input.text ?? "")) {
    const tokens = tokenize(text);
    docs.push({ text, tokens, inTitle: false, casingUnreliable: tokens.length >= 3 && tokens.every((t) => t.acronym || t.numeric), tags: null });
  }
  const read: ReadItem = { docs, tagged: [], offsets: [], taggerText: null };
  if (budget <= 0 || !readsEnglish(docs)) return read;
  let textChars = 0;
  let joined = "";
  for (const s of docs) {
    if (!s.inTitle) {
      if (textChars + s.text.length > budget) break;
      textChars += s.text.length;
    }
    read.tagged.push(s);
    read.offsets.push(joined.length);
    joined += `${s.text}\n`;
  }
  if (read.tagged.length) read.taggerText = joined;
  return read;
}

/** Gives each token of the tagged sentences the tags of the words its characters hold. */
function applyTags(read: ReadItem, spans: TaggedSpan[]): void {
  let k = 0;
  read.tagged.forEach((s, n) => {
    const base = read.offsets[n]!;
    const tags = new Uint16Array(s.tokens.length);
    s.tokens.forEach((t, i) => {
      const start = base + t.start;
      const end = base + t.end;
      while (k < spans.length && spans[k]!.end <= start) k++;
      let bits = 0;
      for (let j = k; j < spans.length && spans[j]!.start < end; j++) bits |= spans[j]!.tags;
      tags[i] = bits;
    });
    s.tags = tags;
  });
}

/** A headline that capitalises most words (Title Case) or all of them: its capitals do not mark names. */
function casingUnreliable(tokens: Token[]): boolean {
  const words = tokens.filter((t) => !t.numeric && t.text.length >= 4);
  if (words.length < 3) return false;
  const caps = words.filter((t) => t.capitalised).length;
  return caps / words.length >= 0.7;
}

/** Two neighbouring tokens with only spaces (or a hyphen) between them. */
function onlySpaceBetween(_text: string, _a: Token, b: Token): boolean {
  return b.joined;
}

/** A sentence's first word, or one after an opening quote, colon or dash: capitalised by grammar, not because it names. */
function opensClause(s: Sentence, i: number): boolean {
  return s.tokens[i]!.opensClause;
}

/**
 * The item's analysis: entities, key phrases and clustering terms of its title and text (plain text, the lead
 * is enough). Deterministic and offline: capitalised runs of words (with "of", "de", "van" … inside) are names
 * unless grammar alone capitalised them (a sentence's first word that the text also writes in lower case, a
 * Title Case headline); runs of content words are phrases, scored as RAKE does.
 */
export function analyzeItem(input: ItemText, opts: { taggedChars?: number } = {}): ItemAnalysis {
  const read = readItem(input, opts.taggedChars ?? TAGGED_CHARS);
  if (read.taggerText !== null) applyTags(read, tagText(read.taggerText));
  return analyzeRead(read.docs);
}

export type ItemText = { title: string | null | undefined; text: string | null | undefined };

/**
 * Many items' analyses, as analyzeItem gives them, with their tagging done by `tagger` (a TaggerThread: the
 * tagger in a thread of its own, so it runs beside the caller's other work), or here without one.
 */
export async function analyzeItems(
  inputs: ItemText[],
  tagger: { tagMany(texts: string[]): Promise<TaggedSpan[][]> } | null,
  opts: { taggedChars?: number } = {},
): Promise<ItemAnalysis[]> {
  // The reading and the rules take about 0.1 ms an item: the event loop gets a turn every few milliseconds, so
  // a caller's statements waiting for PostgreSQL's answers are not held up behind a thousand items.
  let slice = performance.now();
  const breathe = async () => {
    if (performance.now() - slice < 3) return;
    await new Promise((resolve) => setImmediate(resolve));
    slice = performance.now();
  };
  const reads: ReadItem[] = [];
  for (const input of inputs) {
    await breathe();
    reads.push(readItem(input, opts.taggedChars ?? TAGGED_CHARS));
  }
  const toTag = reads.filter((r) => r.taggerText !== null);
  const texts = toTag.map((r) => r.taggerText!);
  const spans = tagger ? await tagger.tagMany(texts) : texts.map(tagText);
  toTag.forEach((r, n) => applyTags(r, spans[n]!));
  const out: ItemAnalysis[] = [];
  for (const r of reads) {
    await breathe();
    out.push(analyzeRead(r.docs));
  }
  return out;
}

/** The analysis of an item's sentences, read and (when English) tagged. */
function analyzeRead(docs: Sentence[]): ItemAnalysis {

  // What the text itself says about a word's case: capitalised where grammar does not ask for it, or written in lower case.
  const knownCaps = new Set<string>();
  const lowerSeen = new Set<string>();
  for (const s of docs) {
    s.tokens.forEach((t, i) => {
      if (t.numeric) return;
      if (!t.capitalised) lowerSeen.add(t.key);
      else if (!s.casingUnreliable && !opensClause(s, i)) knownCaps.add(t.key);
    });
  }

  // German capitalises every noun: there, a lone capitalised word names nothing by its case alone. Told by its
  // function words (which English text never has that many of).
  let words = 0;
  let german = 0;
  for (const s of docs) {
    for (const t of s.tokens) {
      if (t.numeric) continue;
      words++;
      if (GERMAN_MARKERS.has(t.key)) german++;
    }
  }
  const nounsCapitalised = german >= 3 && german / words >= 0.05;

  const names = (useTags: boolean) => findNames(docs, { knownCaps, lowerSeen, nounsCapitalised, useTags });
  const { entities, entityTokens } = names(true);
  const phrases = keyPhrases(docs, entityTokens, lowerSeen);
  // The clustering's terms take the rules' names only: the tagger reads English items' first sentences alone,
  // so its names would make two reports of one event differ by where a place or person first comes (a cold
  // start split Lisbon's earthquake into a "Portugal" and a "Lisbon" story once "Portugal" opening a headline
  // became a name); the rules read every item alike.
  const terms = clusteringTerms(docs, docs.some((s) => s.tags) ? names(false).entities : entities);
  return { entities, phrases, terms };
}

/**
 * Names of an item (see analyzeItem), and the positions of their tokens (sentence × 100,000 + token). With
 * `useTags`, compromise's tags also decide words that grammar capitalised.
 */
function findNames(
  docs: Sentence[],
  ctx: { knownCaps: Set<string>; lowerSeen: Set<string>; nounsCapitalised: boolean; useTags: boolean },
): { entities: Entity[]; entityTokens: Set<number> } {
  const { knownCaps, lowerSeen, nounsCapitalised, useTags } = ctx;
  const isNameToken = (s: Sentence, i: number): boolean => {
    const t = s.tokens[i]!;
    if (t.numeric || !t.capitalised) return false;
    if (CAPITALISED_NON_NAMES.has(t.key)) return false;
    if (t.acronym && !s.casingUnreliable) return t.key.length >= 2;
    if (FUNCTION_WORD_SET.has(t.key)) return false;
    if (s.casingUnreliable || opensClause(s, i)) {
      if (knownCaps.has(t.key) && !lowerSeen.has(t.key)) return true;
      // Where grammar capitalises, compromise's lexicon still knows a person or a place ("Lisbon" opening a
      // sentence, "Portugal" in a Title Case headline). Not organisations: it guesses those from the capital.
      const tags = useTags ? (s.tags?.[i] ?? 0) : 0;
      return (tags & (TAG.person | TAG.place)) !== 0 && (tags & TAG.verb) === 0 && !lowerSeen.has(t.key);
    }
    return true;
  };

  const entityCounts = new Map<string, { forms: Map<string, number>; count: number; inTitle: boolean; tokens: number }>();
  const nounCandidates: Array<{ token: Token; inTitle: boolean }> = [];
  const entityTokens = new Set<number>(); // sentence × 100,000 + token: positions inside names
  docs.forEach((s, si) => {
    let i = 0;
    while (i < s.tokens.length) {
      if (!isNameToken(s, i)) {
        i++;
        continue;
      }
      let end = i;
      for (;;) {
        if (s.tokens[end]!.possessive) break;
        const next = end + 1;
        if (next < s.tokens.length && isNameToken(s, next) && onlySpaceBetween(s.text, s.tokens[end]!, s.tokens[next]!)) {
          end = next;
          continue;
        }
        // A connector joins two names ("Bank of England") only with names on both sides.
        const after = next + 1;
        if (
          after < s.tokens.length && NAME_CONNECTORS.has(s.tokens[next]!.text.toLowerCase()) && !s.tokens[next]!.capitalised &&
          isNameToken(s, after) && onlySpaceBetween(s.text, s.tokens[end]!, s.tokens[next]!) && onlySpaceBetween(s.text, s.tokens[next]!, s.tokens[after]!)
        ) {
          end = after;
          continue;
        }
        break;
      }
      const run = s.tokens.slice(i, end + 1);
      for (let k = i; k <= end; k++) entityTokens.add(si * 100_000 + k);
      if (nounsCapitalised && run.length === 1 && !run[0]!.acronym) nounCandidates.push({ token: run[0]!, inTitle: s.inTitle });
      else addEntity(entityCounts, stripTitles(run), s.inTitle);
      i = end + 1;
    }
  });

  // There, a lone capitalised word is a name only when the headline carries it and the text repeats it.
  const nounUses = new Map<string, { inTitle: boolean; count: number }>();
  for (const c of nounCandidates) {
    const u = nounUses.get(c.token.key) ?? { inTitle: false, count: 0 };
    u.inTitle ||= c.inTitle;
    u.count++;
    nounUses.set(c.token.key, u);
  }
  for (const c of nounCandidates) {
    const u = nounUses.get(c.token.key)!;
    if (u.inTitle && u.count >= 2) addEntity(entityCounts, [c.token], c.inTitle);
  }
  return { entities: mergeSurnames(entityCounts), entityTokens };
}

/** Drops a leading role ("President", "Foreign Minister") from a name that goes on after it. */
function stripTitles(run: Token[]): Token[] {
  let j = 0;
  let sawTitle = false;
  for (let k = 0; k < run.length; k++) {
    const key = run[k]!.key;
    if (LEADING_TITLES.has(key)) {
      sawTitle = true;
      j = k + 1;
    } else if (TITLE_MODIFIERS.has(key)) continue;
    else break;
  }
  return sawTitle ? run.slice(j) : run;
}

function addEntity(counts: Map<string, { forms: Map<string, number>; count: number; inTitle: boolean; tokens: number }>, run: Token[], inTitle: boolean) {
  if (run.length === 0) return;
  // A lone common word is no name ("New" of a headline, "Police" opening a quote).
  if (run.length === 1 && !run[0]!.acronym && (STOP_WORDS.has(run[0]!.key) || run[0]!.text.length < 3)) return;
  if (run.every((t) => STOP_WORDS.has(t.key) && !t.acronym)) return;
  const surface = run.map((t) => t.text).join(" ");
  const key = run.map((t) => stem(t.key)).join(" ");
  const entry = counts.get(key) ?? { forms: new Map(), count: 0, inTitle: false, tokens: run.length };
  entry.count++;
  entry.inTitle ||= inTitle;
  entry.forms.set(surface, (entry.forms.get(surface) ?? 0) + 1);
  counts.set(key, entry);
}

/**
 * "Okafor" after "Amara Okafor" is the same person, "Central Bank" after "European Central Bank" the same bank: a
 * name that ends a longer one counts for it (the most frequent such, when several do).
 */
function mergeSurnames(counts: Map<string, { forms: Map<string, number>; count: number; inTitle: boolean; tokens: number }>): Entity[] {
  const byLength = [...counts.entries()].sort((a, b) => a[1].tokens - b[1].tokens);
  for (const [key, e] of byLength) {
    if (e.tokens > 3) continue;
    const owners = [...counts.entries()].filter(([k, o]) => o.tokens > e.tokens && k.endsWith(` ${key}`)).sort((a, b) => b[1].count - a[1].count);
    const owner = owners[0];
    if (!owner) continue;
    owner[1].count += e.count;
    owner[1].inTitle ||= e.inTitle;
    counts.delete(key);
  }
  return [...counts.entries()]
    .map(([key, e]) => ({ key, name: mostFrequent(e.forms), count: e.count, inTitle: e.inTitle }))
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.count - a.count || a.key.localeCompare(b.key));
}

function mostFrequent(forms: Map<string, number>): string {
  return [...forms.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

function isContentWord(t: Token, lowerSeen: Set<string>, clauseStart: boolean): boolean {
  if (t.numeric || t.acronym || t.key.length < 3 || STOP_WORDS.has(t.key) || !/^\p{L}/u.test(t.key)) return false;
  // A capitalised word counts only where grammar capitalised a word the text also writes in lower case.
  return !t.capitalised || (clauseStart && lowerSeen.has(t.key));
}

/** RAKE over the runs of content words between stop words, punctuation and names. */
function keyPhrases(docs: Sentence[], entityTokens: Set<number>, lowerSeen: Set<string>): KeyPhrase[] {
  // A word the tagger reads as a noun somewhere in the item is one everywhere in it: headlines drop the words
  // that tell a noun from a verb ("Assam floods", "office rents hit record") and the lead usually says it plainly.
  const nounSeen = new Set<string>();
  for (const s of docs) {
    s.tags?.forEach((tags, i) => {
      if ((tags & (TAG.noun | TAG.verb)) === TAG.noun) nounSeen.add(stem(s.tokens[i]!.key));
    });
  }
  const candidates: Array<{ words: Token[]; inTitle: boolean }> = [];
  docs.forEach((s, si) => {
    let run: Token[] = [];
    let runTags: number[] = [];
    const flush = () => {
      // In tagged text a phrase is a noun phrase: it ends with its noun ("minor injuries", not "minor").
      if (s.tags) {
        while (run.length && (runTags.at(-1)! & TAG.noun) === 0) {
          run.pop();
          runTags.pop();
        }
      }
      // Long runs are lists of words more than phrases: their bigrams stand for them.
      if (run.length > 3) for (let k = 0; k + 1 < run.length; k++) candidates.push({ words: run.slice(k, k + 2), inTitle: s.inTitle });
      else if (run.length) candidates.push({ words: run, inTitle: s.inTitle });
      run = [];
      runTags = [];
    };
    s.tokens.forEach((t, i) => {
      const joined = run.length > 0 && onlySpaceBetween(s.text, run.at(-1)!, t);
      if (entityTokens.has(si * 100_000 + i) || !isContentWord(t, lowerSeen, opensClause(s, i))) return flush();
      // compromise's tags keep verbs and adverbs out of phrases ("earthquake", not "earthquake shakes"); a
      // gerund may modify a noun ("housing crisis").
      let tags = s.tags?.[i];
      if (tags !== undefined && (tags & TAG.noun) === 0 && nounSeen.has(stem(t.key))) tags |= TAG.noun;
      if (tags !== undefined && (tags & (TAG.noun | TAG.adjective | TAG.gerund)) === 0) return flush();
      if (run.length && !joined) flush();
      run.push(t);
      runTags.push(tags ?? TAG.noun);
    });
    flush();
  });
  const freq = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const c of candidates) {
    for (const w of c.words) {
      const k = stem(w.key);
      freq.set(k, (freq.get(k) ?? 0) + 1);
      degree.set(k, (degree.get(k) ?? 0) + c.words.length);
    }
  }
  const phrases = new Map<string, { forms: Map<string, number>; count: number; inTitle: boolean; score: number }>();
  for (const c of candidates) {
    const stems = c.words.map((w) => stem(w.key));
    const key = stems.join(" ");
    const entry = phrases.get(key) ?? { forms: new Map(), count: 0, inTitle: false, score: stems.reduce((n, k) => n + degree.get(k)! / freq.get(k)!, 0) };
    entry.count++;
    entry.inTitle ||= c.inTitle;
    const surface = c.words.map((w) => w.text.toLowerCase()).join(" ");
    entry.forms.set(surface, (entry.forms.get(surface) ?? 0) + 1);
    phrases.set(key, entry);
  }
  // A word of the headline the text repeats is a phrase of its own, wherever it stands ("earthquake" in
  // "Earthquake shakes the coast" and "an earthquake shook…").
  const titleWords = new Set(candidates.filter((c) => c.inTitle).flatMap((c) => c.words.map((w) => stem(w.key))));
  for (const c of candidates) {
    for (const w of c.words) {
      const k = stem(w.key);
      if (!titleWords.has(k) || (freq.get(k) ?? 0) < 2 || (phrases.get(k)?.count ?? 0) >= freq.get(k)!) continue;
      const entry = phrases.get(k) ?? { forms: new Map(), count: 0, inTitle: true, score: degree.get(k)! / freq.get(k)! };
      entry.count = freq.get(k)!;
      entry.inTitle = true;
      const surface = w.text.toLowerCase();
      entry.forms.set(surface, (entry.forms.get(surface) ?? 0) + 1);
      phrases.set(k, entry);
    }
  }
  return [...phrases.entries()]
    .map(([key, p]) => ({ key, name: mostFrequent(p.forms), count: p.count, inTitle: p.inTitle, score: p.score }))
    .sort((a, b) => b.score * b.count - a.score * a.count || a.key.localeCompare(b.key));
}

const YEAR = /^(19|20)\d\d$/;

/**
 * Terms for TF-IDF: every content word of the title (counted twice: a headline says what the story is) and the
 * text, stemmed; numbers that identify something (7.1, 1,200, 45%; not years or small counts) as "n:"; and each
 * entity as "e:" with its count. Counts may be fractional (names weigh half).
 */
function clusteringTerms(docs: Sentence[], entities: Entity[]): Map<string, number> {
  const terms = new Map<string, number>();
  const add = (term: string, n: number) => terms.set(term, (terms.get(term) ?? 0) + n);
  for (const s of docs) {
    const weight = s.inTitle ? 2 : 1;
    for (const t of s.tokens) {
      if (t.numeric) {
        const value = Number(t.text.replace(/[,%]/g, ""));
        if (/[.,%]/.test(t.text) || (value >= 100 && !YEAR.test(t.text))) add(`n:${t.text.replace(/,/g, "")}`, weight);
        continue;
      }
      if (t.key.length < 3 || STOP_WORDS.has(t.key)) continue;
      add(stem(t.key), weight);
    }
  }
  // Names weigh half, as words and as entities: two events about the same people share their names, so
  // the words of what happened must carry a story (measured on the evaluation set: precision 0.93 → 0.97).
  for (const e of entities) {
    for (const word of e.key.split(" ")) {
      const n = terms.get(word);
      if (n !== undefined) terms.set(word, n * NAME_WEIGHT);
    }
  }
  for (const e of entities) add(`e:${e.key}`, (e.count + (e.inTitle ? 1 : 0)) * NAME_WEIGHT);
  return terms;
}

const NAME_WEIGHT = 0.5;
