/** The fields of a comment the viewer works with (commentData_comment). */
export interface CommentData {
  readonly id: string;
  readonly author: string | null | undefined;
  readonly body: string | null | undefined;
  readonly parentId: string | null | undefined;
  readonly created: string;
  readonly score: number | null | undefined;
  readonly depth: number;
  readonly descendantCount: number;
  readonly hiddenReplyCount: number;
  readonly deleted: boolean;
  readonly link: string;
}

/** What the URL hash asks for (spec part 2 section 2): every comment, the replies of one, or the parents of one. */
export type CommentView = { mode: "all" } | { mode: "replies" | "parents"; commentId: string };

const HASH = /^#?(replies|parents)-([A-Za-z0-9_]+)$/;

export function parseCommentHash(hash: string): CommentView {
  const m = HASH.exec(hash);
  return m ? { mode: m[1] as "replies" | "parents", commentId: m[2]! } : { mode: "all" };
}

export function commentHash(view: CommentView): string {
  return view.mode === "all" ? "" : `#${view.mode}-${view.commentId}`;
}

/**
 * The comments a view shows, in the order given: all of them; a comment and every reply below it; or a comment
 * and the comments above it up to the top level. Null when the view names a comment that is not there (it
 * vanished, or belongs to the other sort): the viewer then goes back to all (spec part 2 section 4).
 */
export function commentsInView(comments: readonly CommentData[], view: CommentView): CommentData[] | null {
  if (view.mode === "all") return [...comments];
  const byId = new Map(comments.map((c) => [c.id, c]));
  const target = byId.get(view.commentId);
  if (!target) return null;
  const keep = new Set<string>([target.id]);
  if (view.mode === "parents") {
    for (let c: CommentData | undefined = target; c?.parentId && !keep.has(c.parentId); ) {
      keep.add(c.parentId);
      c = byId.get(c.parentId);
    }
  } else {
    const children = childrenOf(comments);
    const stack = [target.id];
    while (stack.length) {
      for (const child of children.get(stack.pop()!) ?? []) {
        if (keep.has(child.id)) continue;
        keep.add(child.id);
        stack.push(child.id);
      }
    }
  }
  return comments.filter((c) => keep.has(c.id));
}

/** Each comment's direct replies, in the order given; top-level comments (and orphans) under null. */
export function childrenOf(comments: readonly CommentData[]): Map<string | null, CommentData[]> {
  const ids = new Set(comments.map((c) => c.id));
  const children = new Map<string | null, CommentData[]>();
  for (const c of comments) {
    const parent = c.parentId && ids.has(c.parentId) ? c.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(c);
    children.set(parent, list);
  }
  return children;
}

/** A tree level in Top: most replies first (spec: sorted by descendant count), then score, then the order given. */
export function byDescendants(list: readonly CommentData[]): CommentData[] {
  return list
    .map((c, i) => [c, i] as const)
    .sort(([a, i], [b, j]) => b.descendantCount - a.descendantCount || (b.score ?? 0) - (a.score ?? 0) || i - j)
    .map(([c]) => c);
}

/** Live's order: oldest first, so the newest sit at the bottom where the view scrolls. */
export function byTime(list: Iterable<CommentData>): CommentData[] {
  return [...list].sort((a, b) => a.created.localeCompare(b.created) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A live event merged into what the viewer holds: new and changed comments by id, vanished ones out. */
export function mergeLive(
  current: ReadonlyMap<string, CommentData>,
  event: { comments: readonly CommentData[]; vanishedCommentIds: readonly string[] },
): { comments: Map<string, CommentData>; added: string[] } {
  const comments = new Map(current);
  const added: string[] = [];
  for (const c of event.comments) {
    if (!comments.has(c.id)) added.push(c.id);
    comments.set(c.id, c);
  }
  for (const id of event.vanishedCommentIds) comments.delete(id);
  return { comments, added };
}

/** How many comments sit below each one in what the viewer holds (its replies, theirs, and so on). */
export function replyCounts(children: ReadonlyMap<string | null, readonly CommentData[]>): Map<string, number> {
  const counts = new Map<string, number>();
  // Depth-first from the top: a comment's count is settled once all its replies' are.
  const order: string[] = [];
  const stack = [...(children.get(null) ?? [])];
  while (stack.length) {
    const c = stack.pop()!;
    order.push(c.id);
    stack.push(...(children.get(c.id) ?? []));
  }
  for (const id of order.reverse()) counts.set(id, (children.get(id) ?? []).reduce((n, r) => n + 1 + (counts.get(r.id) ?? 0), 0));
  return counts;
}
