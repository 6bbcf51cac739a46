/**
 * How a feed's status reads (spec part 2 section 4): healthy shows as "Active"; unknown is the default before
 * the first fetch, which we call "Pending" (the spec's "pending/unknown").
 */
const STATUS: Record<string, { label: string; palette: string }> = {
  healthy: { label: "Active", palette: "green" },
  error: { label: "Error", palette: "red" },
  stale: { label: "Stale", palette: "orange" },
  paused: { label: "Paused", palette: "yellow" },
  deleted: { label: "Deleted", palette: "gray" },
  unknown: { label: "Pending", palette: "gray" },
};

/** The status badge's label and colour palette; an unexpected value shows as itself in grey. */
export function feedStatus(status: string): { label: string; palette: string } {
  return STATUS[status] ?? { label: status.replace(/^./, (c) => c.toUpperCase()), palette: "gray" };
}
