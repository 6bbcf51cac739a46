/**
 * A copy of `s` that shares no memory with the document it was cut from. V8 makes a substring of 13 or more
 * characters a view into its parent string, so a feed's link kept after its refresh kept the whole document alive
 * with it: bench/refresh's worker held 18 MB of 20 KB documents through its queue of 1,000 site-icon look-ups, and
 * real feeds of hundreds of KB would have held hundreds of MB. Prefixing a character makes a two-part string that
 * slice() must first copy into one new string (a view's parent is always a flat string), so the result is a view of
 * that copy, one character longer than `s`, and the document can go. For the few values of a feed that outlive its
 * parse (its own fields); an item's fields are written and dropped with the refresh.
 */
export function unshared(s: string): string;
export function unshared(s: string | null): string | null;
export function unshared(s: string | null): string | null {
  return s === null ? null : (" " + s).slice(1);
}
