import { z } from "zod";

/**
 * The shape of a user's reading list, as pure data: the top-level order (subscription and folder ids, the
 * spec's settings.topLevelOrder) and each folder's subscriptions in order (stored as a linked list through
 * nextSubscriptionId from a head). Every operation here returns a new, valid order; storage rewrites only
 * what changed. Invariants (checked by `orderProblems`, exercised by property tests):
 * - every folder appears exactly once at the top level, and nothing unknown does;
 * - a subscription appears at most once at the top level and at most once per folder;
 * - every subscription appears somewhere (top level or a folder): nothing is ever orphaned.
 */
export interface ReadingOrder {
  topLevel: string[];
  /** Folder id → its subscription ids in order. */
  folders: Map<string, string[]>;
}

/** A client's proposed top-level order (spec topLevelOrder) as subscription and folder calls accept it. */
export const topLevelOrderInput = z.object({ order: z.array(z.string().max(100)).max(10_000) });

export interface MembershipRow {
  subscriptionId: string;
  nextSubscriptionId: string | null;
  isHead: boolean;
}

/**
 * Reads a folder's linked list from its rows. Never hangs: a cycle, a second head, a dangling pointer or an
 * unreachable row is repaired (unreached rows follow in their given order) and reported, so the next write
 * stores a clean list.
 */
export function walkFolder(rows: MembershipRow[]): { order: string[]; repaired: boolean } {
  const byId = new Map(rows.map((r) => [r.subscriptionId, r]));
  const heads = rows.filter((r) => r.isHead);
  const seen = new Set<string>();
  const order: string[] = [];
  let repaired = heads.length !== (rows.length ? 1 : 0);
  let cursor: MembershipRow | undefined = heads[0];
  while (cursor && !seen.has(cursor.subscriptionId)) {
    seen.add(cursor.subscriptionId);
    order.push(cursor.subscriptionId);
    const next: string | null = cursor.nextSubscriptionId;
    cursor = next ? byId.get(next) : undefined;
    if (next && (!cursor || seen.has(next))) repaired = true; // dangling pointer or a loop back
  }
  for (const r of rows) {
    if (!seen.has(r.subscriptionId)) {
      repaired = true;
      seen.add(r.subscriptionId);
      order.push(r.subscriptionId);
    }
  }
  return { order, repaired };
}

/** The rows that store `order` as a linked list. */
export function linkedRows(order: string[]): MembershipRow[] {
  return order.map((subscriptionId, i) => ({ subscriptionId, nextSubscriptionId: order[i + 1] ?? null, isHead: i === 0 }));
}

/** `list` with `id` placed before `beforeId` (at the end when null or absent); an existing `id` moves. */
export function placeBefore(list: string[], id: string, beforeId: string | null): string[] {
  const rest = list.filter((x) => x !== id);
  const at = beforeId ? rest.indexOf(beforeId) : -1;
  return at < 0 ? [...rest, id] : [...rest.slice(0, at), id, ...rest.slice(at)];
}

export function without(list: string[], id: string): string[] {
  return list.filter((x) => x !== id);
}

/** Where a subscription shows: at the top level and/or in which folders. */
export function placesOf(order: ReadingOrder, subscriptionId: string): { topLevel: boolean; folderIds: string[] } {
  return {
    topLevel: order.topLevel.includes(subscriptionId),
    folderIds: [...order.folders].filter(([, subs]) => subs.includes(subscriptionId)).map(([id]) => id),
  };
}

/**
 * Makes any proposed top-level order valid for this user: unknown ids and repeats dropped, missing folders
 * appended, and subscriptions that would be left nowhere appended (they stay visible). Used for client-sent
 * orders (PUT settings/topLevelOrder, POST subscriptions with topLevelOrder) and after every change.
 */
export function normaliseTopLevel(
  proposed: readonly string[],
  known: { subscriptionIds: ReadonlySet<string>; folderIds: ReadonlySet<string> },
  folders: ReadonlyMap<string, string[]>,
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of proposed) {
    if (seen.has(id) || (!known.subscriptionIds.has(id) && !known.folderIds.has(id))) continue;
    seen.add(id);
    out.push(id);
  }
  for (const id of known.folderIds) if (!seen.has(id)) out.push(id);
  const inFolder = new Set([...folders.values()].flat());
  for (const id of known.subscriptionIds) if (!seen.has(id) && !inFolder.has(id)) out.push(id);
  return out;
}

/** Every broken invariant, as readable sentences (empty when the order is valid). */
export function orderProblems(order: ReadingOrder, known: { subscriptionIds: ReadonlySet<string>; folderIds: ReadonlySet<string> }): string[] {
  const problems: string[] = [];
  const count = (list: string[]) => list.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<string, number>());
  const top = count(order.topLevel);
  for (const [id, n] of top) {
    if (n > 1) problems.push(`${id} is at the top level ${n} times`);
    if (!known.subscriptionIds.has(id) && !known.folderIds.has(id)) problems.push(`${id} at the top level is unknown`);
  }
  for (const id of known.folderIds) if (!top.has(id)) problems.push(`folder ${id} is missing from the top level`);
  for (const [folderId, subs] of order.folders) {
    if (!known.folderIds.has(folderId)) problems.push(`folder ${folderId} is unknown`);
    for (const [id, n] of count(subs)) {
      if (n > 1) problems.push(`${id} is in folder ${folderId} ${n} times`);
      if (!known.subscriptionIds.has(id)) problems.push(`${id} in folder ${folderId} is unknown`);
    }
  }
  const placed = new Set([...order.topLevel, ...[...order.folders.values()].flat()]);
  for (const id of known.subscriptionIds) if (!placed.has(id)) problems.push(`subscription ${id} is nowhere`);
  return problems;
}
