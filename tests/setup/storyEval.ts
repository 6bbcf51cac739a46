import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "../../api/src/db.js";

/**
 * The stories evaluation set (tests/fixtures/stories/evalSet.jsonl, written for Rivulet): 313 news items about
 * 46 events, each told by 5 to 8 publishers in their own words, and 32 items that stand alone. Hard negatives on
 * purpose: events that share people, places or companies (two events each about Lisbon, Chancellor Brandt,
 * Orbitron, Osaka, Atletico Marbella, California, Nordic Air, Rotterdam, Amara Okafor, Mexico City, Maya
 * Lindqvist, Voltara, Iceland, Chirp, Cannes) and lone items naming them too. Events and people are invented;
 * places and institutions are real. `h` is how many hours before the run the item is dated.
 */
export interface EvalItem {
  /** The event it reports (N.. items are alone in theirs). */
  event: string;
  site: string;
  hoursAgo: number;
  title: string;
  text: string;
}

export const EVAL_SET_PATH = path.resolve(import.meta.dirname, "../fixtures/stories/evalSet.jsonl");

export function loadEvalSet(): EvalItem[] {
  return readFileSync(EVAL_SET_PATH, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => {
      const o = JSON.parse(l) as { e: string; s: string; h: number; t: string; d: string };
      return { event: o.e, site: o.s, hoursAgo: o.h, title: o.t, text: o.d };
    });
}

/** B-cubed precision, recall and F1 of a clustering against the events (Bagga and Baldwin 1998). */
export function bcubed(truth: Map<string, string>, predicted: Map<string, string>): { precision: number; recall: number; f1: number } {
  const byLabel = new Map<string, Set<string>>();
  const byCluster = new Map<string, Set<string>>();
  for (const [item, label] of truth) byLabel.set(label, (byLabel.get(label) ?? new Set()).add(item));
  for (const [item, cluster] of predicted) byCluster.set(cluster, (byCluster.get(cluster) ?? new Set()).add(item));
  let p = 0;
  let r = 0;
  let n = 0;
  for (const [item, label] of truth) {
    const cluster = byCluster.get(predicted.get(item) ?? `alone:${item}`) ?? new Set([item]);
    const same = byLabel.get(label)!;
    let both = 0;
    for (const other of cluster) if (same.has(other)) both++;
    p += both / cluster.size;
    r += both / same.size;
    n++;
  }
  const precision = p / n;
  const recall = r / n;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}

/**
 * Stores the items as content of one feed per publisher (site https://{site}.example/), dated hoursAgo before
 * `now`, in the order given (one insert per item, as refreshes would bring them). Returns item id → event.
 */
export async function insertEvalItems(db: Db, items: EvalItem[], now: Date, feeds = new Map<string, string>()): Promise<Map<string, string>> {
  const events = new Map<string, string>();
  for (const item of items) {
    let feedId = feeds.get(item.site);
    if (!feedId) {
      const feed = await db.feed.create({
        data: { url: `https://${item.site}.example/feed-${randomUUID()}.xml`, link: `https://www.${item.site}.example/`, title: item.site, status: "healthy" },
      });
      feedId = feed.id;
      feeds.set(item.site, feedId);
    }
    const at = new Date(now.getTime() - item.hoursAgo * 3_600_000);
    const row = await db.contentItem.create({
      data: {
        feedId, guid: randomUUID(), title: item.title, description: item.text, link: `https://www.${item.site}.example/${randomUUID()}`,
        publishedAt: at, sortAt: at, contentHash: randomUUID(),
      },
    });
    events.set(row.id, item.event);
  }
  return events;
}

/** Each clustered item's story (merges followed), from the database. */
export async function storyOfItems(db: Db): Promise<Map<string, string>> {
  const rows = await db.storyItem.findMany({ select: { contentItemId: true, storyId: true } });
  return new Map(rows.map((r) => [r.contentItemId, r.storyId]));
}
