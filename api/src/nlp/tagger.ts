import nlp from "compromise/two";

/**
 * What compromise's part-of-speech tagger says of a word, as bits (a word can carry several: "housing" in
 * "housing crisis" is a verb's gerund used as a noun's modifier).
 */
export const TAG = {
  noun: 1,
  properNoun: 2,
  /** Known to compromise's lexicon as a person's name (first names, surnames, honorifics around them). */
  person: 4,
  /** Known as a place: country, region, city, or a place word ("Department" of "State Department"). */
  place: 8,
  organization: 16,
  verb: 32,
  gerund: 64,
  adjective: 128,
  date: 256,
  value: 512,
  pronoun: 1024,
} as const;

const BITS: Array<[string, number]> = [
  ["Noun", TAG.noun], ["ProperNoun", TAG.properNoun], ["Person", TAG.person], ["Place", TAG.place], ["Organization", TAG.organization],
  ["Verb", TAG.verb], ["Gerund", TAG.gerund], ["Adjective", TAG.adjective], ["Date", TAG.date], ["Value", TAG.value], ["Pronoun", TAG.pronoun],
];

/** A word compromise found in the text: where it is and its tags. */
export interface TaggedSpan {
  start: number;
  end: number;
  tags: number;
}

/**
 * compromise's English tagger over plain text: each word's character span and tags, in order. `compromise/two`
 * is the tagger without the phrase chunker of the full build (the chunker doubles the cost and nothing here
 * reads chunks). Its model (lexicon and rules) ships in the package: nothing is downloaded at run time.
 */
export function tagText(text: string): TaggedSpan[] {
  const out: TaggedSpan[] = [];
  // compromise keeps every character in a term's pre, text or post, so their lengths place each word.
  let at = 0;
  for (const sentence of nlp(text).docs) {
    for (const term of sentence) {
      const start = at + term.pre.length;
      const end = start + term.text.length;
      at = end + term.post.length;
      if (term.text.length === 0) continue; // the implicit half of a contraction ("Portugal's" → is)
      let tags = 0;
      const set = term.tags;
      if (set) for (const [name, bit] of BITS) if (set.has(name)) tags |= bit;
      out.push({ start, end, tags });
    }
  }
  return out;
}
