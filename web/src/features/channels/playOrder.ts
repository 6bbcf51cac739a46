/** The first digest not yet viewed, else the first (spec part 3 section 4); null for an empty list. */
export function firstToPlay(ids: readonly string[], viewed: ReadonlySet<string>): string | null {
  return ids.find((id) => !viewed.has(id)) ?? ids[0] ?? null;
}

/**
 * What plays when a digest's media ends (spec part 3 section 4): the next digest in the list (the list is newest
 * first, so the next is the one made before it); at the list's end the first unviewed one; otherwise the first.
 */
export function nextToPlay(ids: readonly string[], current: string | null, viewed: ReadonlySet<string>): string | null {
  const at = current ? ids.indexOf(current) : -1;
  if (at >= 0 && at + 1 < ids.length) return ids[at + 1]!;
  const unviewed = ids.find((id) => !viewed.has(id) && id !== current);
  return unviewed ?? ids[0] ?? null;
}
