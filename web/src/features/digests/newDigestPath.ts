/**
 * The create editor for a digest of one source (a subscription's, folder's or tag's menu "Create digest…"): the
 * source is chosen and the name suggested; the user picks the schedule and saves.
 */
export function newDigestPath(source: { subscriptionId: string } | { folderId: string } | { contentItemTagId: string }, name: string): string {
  const params = new URLSearchParams({ ...source, name: `${name} digest`.slice(0, 64) });
  return `/digests/series/new?${params.toString()}`;
}
