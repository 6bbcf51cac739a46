/**
 * Synthetic news for bench/stories, shaped like news: EVENT_SHARE of items report events (each event told by
 * 1-12 items over some hours, with its own words and two named people or places), the rest stand alone; words
 * come from a 20,000-word made-up vocabulary drawn with Zipf's law. Deterministic (a fixed seed).
 */
const HOUR = 3_600_000;
const EVENT_SHARE = 0.7;

let seed = 12345;

/** Starts the sequence again from `value` (runs that add to an earlier run's data need new events). */
export function reseed(value: number): void {
  seed = value | 0;
}
/** mulberry32: a small PRNG with a full period in 32-bit integer arithmetic. */
export const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
export const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)]!;

const SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "ta", "ve", "zo", "shi", "pa", "re", "di", "go", "fu", "ba", "te", "si", "ko", "la", "me", "nu", "po", "ri", "sa", "to", "vi", "za", "he", "ju", "de"];
const VOCABULARY = 20_000;
const word = (r: number) => SYLLABLES[r % 30]! + SYLLABLES[Math.floor(r / 30) % 30]! + SYLLABLES[Math.floor(r / 900) % 30]! + (r >= 27_000 ? "x" : "");
const WORDS = Array.from({ length: VOCABULARY }, (_, r) => word(r + 31));
/** A word of Zipf rank: the r-th most common with probability about 1/(r ln V). */
const zipfWord = () => WORDS[Math.min(VOCABULARY - 1, Math.floor(Math.exp(rand() * Math.log(VOCABULARY + 1))) - 1)]!;
const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);

interface Event {
  words: string[];
  names: string[];
  at: number;
}

function newEvent(at: number): Event {
  return {
    words: Array.from({ length: 8 }, () => WORDS[2_000 + Math.floor(rand() * (VOCABULARY - 2_000))]!),
    names: Array.from({ length: 2 }, () => `${cap(pick(WORDS.slice(500, 5_000)))} ${cap(pick(WORDS.slice(5_000)))}`),
    at,
  };
}

/**
 * English function words between the made-up ones: the analysis reads the items as English, so the timed run
 * pays for the tagger as English news would (they are stop words: the clustering never sees them).
 */
const FUNCTION_WORDS = ["the", "of", "and", "to", "in", "for", "with", "that", "by", "from", "after", "has"];

/** One item's title and text: an event's words and names among common words, or common words alone. */
function newsItem(event: Event | null): { title: string; text: string } {
  const eventWord = () => (event && rand() < 0.35 ? pick(event.words) : zipfWord());
  const title = [event ? pick(event.words) : zipfWord(), eventWord(), pick(FUNCTION_WORDS), zipfWord(), eventWord(), zipfWord()].join(" ");
  const sentences = Array.from({ length: 3 }, (_, s) => {
    const words = Array.from({ length: 14 }, (_, n) => (n % 3 === 2 ? `${pick(FUNCTION_WORDS)} ${eventWord()}` : eventWord()));
    if (event && s < 2) words.splice(3, 0, pick(event.names));
    return `${cap(words.join(" "))}.`;
  });
  return { title: `${cap(title)}${event ? ` ${pick(event.names)}` : ""}`, text: sentences.join(" ") };
}

/** `count` items dated between `from` and `to` (epoch ms): 70% about events of 1-12 items, 30% alone. */
export function newsItems(count: number, from: number, to: number): Array<{ title: string; text: string; at: number; event: number }> {
  const out: Array<{ title: string; text: string; at: number; event: number }> = [];
  let events = 0;
  while (out.length < count) {
    if (rand() >= EVENT_SHARE) {
      out.push({ ...newsItem(null), at: from + rand() * (to - from), event: -1 });
      continue;
    }
    const event = newEvent(from + rand() * (to - from));
    const id = events++;
    const size = 1 + Math.floor(Math.pow(rand(), 2) * 12);
    for (let i = 0; i < size && out.length < count; i++) out.push({ ...newsItem(event), at: Math.min(to, event.at + rand() * 8 * HOUR), event: id });
  }
  return out;
}

