const VOWEL = /[aeiouy]/;
const DOUBLE_END = /([bdfgkmnprtv])\1$/;

/**
 * A light English stemmer for matching, not display: plurals, -ed and -ing forms and a silent final e fold to
 * one term ("raise", "raised", "raising" → "rais"; "strike", "strikes", "striking" → "strik"), so "protesters
 * rallied" meets "protester rally". Deterministic and conservative: short words, numbers and words it does not
 * recognise are kept as they are. Other languages pass through mostly untouched (their words still match
 * themselves).
 */
export function stem(word: string): string {
  const known = cache.get(word);
  if (known !== undefined) return known;
  const stemmed = stemUncached(word);
  // Words repeat across items (Zipf): a bounded memo spares most of the work.
  if (cache.size >= 50_000) cache.clear();
  cache.set(word, stemmed);
  return stemmed;
}

const cache = new Map<string, string>();

function stemUncached(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ied") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else {
    for (const suffix of ["ing", "ed"]) {
      if (!w.endsWith(suffix)) continue;
      const base = w.slice(0, -suffix.length);
      if (base.length >= 3 && VOWEL.test(base)) w = DOUBLE_END.test(base) ? base.slice(0, -1) : base;
      break;
    }
  }
  if (w.length > 3 && w.endsWith("e") && !w.endsWith("ee")) w = w.slice(0, -1);
  return w;
}
