import { decodeHTML } from "entities";
import { sanitizeFeedHtml } from "../../reader/sanitize/sanitizeFeedHtml.js";

/** Live shows the newest first-come comments, Top the best-voted (spec part 2 section 2). */
export type CommentSort = "top" | "live";
export const COMMENT_SORTS: readonly CommentSort[] = ["top", "live"];

/** Spec part 2 section 9: top limit 1000, live limit 250, depth 5. */
export const THREAD_LIMITS: Record<CommentSort, number> = { top: 1000, live: 250 };
export const THREAD_DEPTH = 5;

/** Where comment and thread links point readers (Reddit itself, whatever REDDIT_BASE_URL the server reads from). */
export const REDDIT_SITE = "https://www.reddit.com";

/**
 * Levels we read below a thread whatever the upstream sends: Reddit stops at `depth`, a stand-in might not, and a
 * hostile one could nest without end. Deeper replies count as hidden replies of the last level kept.
 */
const MAX_LEVELS = 10;

/** One comment as the viewer shows it (spec part 2 section 3: id, author, body, parentId, created; and more). */
export interface Comment {
  /** Reddit's id (base36, without the t1_ prefix). */
  id: string;
  /** Null when the account was deleted. */
  author: string | null;
  /** Sanitised HTML; null for a deleted or removed comment (kept only while it has replies). */
  body: string | null;
  /** The comment it answers; null for a top-level comment. */
  parentId: string | null;
  created: Date;
  /** Null when Reddit hides it (a new comment in a subreddit that hides scores for a while). */
  score: number | null;
  /** 0 for a top-level comment. */
  depth: number;
  /** Every reply below it: those sent and those Reddit left out (hiddenReplyCount, and theirs). */
  descendantCount: number;
  /** Direct replies Reddit did not send ("load more", or the thread continuing past the depth limit); at least 1 then. */
  hiddenReplyCount: number;
  deleted: boolean;
  /** The comment on Reddit. */
  link: string;
}

export interface ParsedThread {
  title: string | null;
  /** Reddit's own count for the whole thread. */
  numComments: number | null;
  /** The post's page on Reddit. */
  link: string | null;
  /** Top-level comments Reddit did not send. */
  hiddenCommentCount: number;
  /** Top: depth-first, siblings by descendant count (then score). Live: oldest first. */
  comments: Comment[];
}

/** Reddit's answer was not a comments listing. */
export class ThreadFormatError extends Error {}

type Json = Record<string, unknown>;

/** An address on Reddit for a permalink Reddit sent (relative), or null for one that is not a path there. */
function onReddit(path: string | null): string | null {
  if (!path || !path.startsWith("/") || path.startsWith("//")) return null;
  try {
    return new URL(path, REDDIT_SITE).href;
  } catch {
    return null;
  }
}
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

function children(listing: unknown): unknown[] {
  if (!isObject(listing) || !isObject(listing.data)) return [];
  const list = listing.data.children;
  return Array.isArray(list) ? list : [];
}

/** What a "more" stub stands for: its count, else its ids, else (the thread continues past the depth limit) at least one. */
function hiddenBy(data: Json): number {
  const count = num(data.count) ?? 0;
  const ids = Array.isArray(data.children) ? data.children.length : 0;
  return Math.max(count, ids, 1);
}

const DELETED_BODIES = new Set(["[deleted]", "[removed]"]);

/**
 * Reddit's comment HTML: `body_html` is raw with raw_json=1 and entity-escaped without it (both are accepted),
 * wrapped in <div class="md"> with SC_OFF/SC_ON comments. Cleaned by the feed sanitiser (links resolved
 * against the comment's page, opened safely), never trusted as it comes.
 */
function bodyHtml(data: Json, base: string): string {
  let html = str(data.body_html);
  if (html === null) {
    const text = str(data.body) ?? "";
    html = text
      .split(/\n{2,}/)
      .map((p) => `<p>${p.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\n/g, "<br>")}</p>`)
      .join("");
  } else if (html.trimStart().startsWith("&lt;")) {
    html = decodeHTML(html);
  }
  html = html.replace(/<!--[\s\S]*?-->/g, "").trim();
  const wrapped = /^<div class="md">([\s\S]*)<\/div>$/.exec(html);
  return sanitizeFeedHtml((wrapped ? wrapped[1]! : html).trim(), { baseUrl: base });
}

interface Node {
  comment: Comment;
  parent: number;
  /** Replies kept so far (deleted leaves are not). */
  kept: number;
  dropped: boolean;
  order: number;
}

/**
 * Reads Reddit's comments JSON (`[post listing, comments listing]`) into a flat list of comments with parent
 * ids and descendant counts, without recursion (a deep thread cannot overflow the stack). A deleted or removed
 * comment stays as a placeholder while it has replies, so they keep their place in the tree; one without
 * replies is left out, as Reddit itself does. Throws ThreadFormatError for anything that is not such a listing.
 */
export function parseThread(json: unknown, sort: CommentSort): ParsedThread {
  if (!Array.isArray(json) || json.length < 2 || !isObject(json[0]) || !isObject(json[1])) {
    throw new ThreadFormatError("Not a Reddit comments listing");
  }
  const post = children(json[0]).find((c): c is Json => isObject(c) && c.kind === "t3");
  const postData = post && isObject(post.data) ? post.data : {};
  const postLink = onReddit(str(postData.permalink));
  const threadBase = postLink ?? REDDIT_SITE;

  const nodes: Node[] = [];
  let hiddenCommentCount = 0;
  // Depth-first, in Reddit's order: each entry is a child listing entry and the index of its parent node.
  const stack: Array<{ entry: unknown; parent: number; level: number }> = children(json[1]).map((entry) => ({ entry, parent: -1, level: 0 })).reverse();
  while (stack.length) {
    const { entry, parent, level } = stack.pop()!;
    if (!isObject(entry) || !isObject(entry.data)) continue;
    const data = entry.data;
    if (entry.kind === "more") {
      if (parent === -1) hiddenCommentCount += hiddenBy(data);
      else nodes[parent]!.comment.hiddenReplyCount += hiddenBy(data);
      continue;
    }
    if (entry.kind !== "t1") continue;
    const id = str(data.id);
    if (!id) continue;
    if (level >= MAX_LEVELS) {
      if (parent !== -1) nodes[parent]!.comment.hiddenReplyCount += 1;
      continue;
    }
    const rawAuthor = str(data.author);
    const rawBody = str(data.body);
    const deleted = rawBody !== null && DELETED_BODIES.has(rawBody.trim());
    const link = onReddit(str(data.permalink)) ?? `${threadBase.replace(/\/?$/, "/")}${id}/`;
    const created = num(data.created_utc) ?? num(data.created);
    nodes.push({
      comment: {
        id,
        author: rawAuthor && rawAuthor !== "[deleted]" ? rawAuthor : null,
        body: deleted ? null : bodyHtml(data, link),
        parentId: parent === -1 ? null : nodes[parent]!.comment.id,
        created: new Date(created !== null ? created * 1000 : 0),
        score: data.score_hidden === true ? null : num(data.score),
        depth: level,
        descendantCount: 0,
        hiddenReplyCount: 0,
        deleted,
        link,
      },
      parent,
      kept: 0,
      dropped: false,
      order: nodes.length,
    });
    const self = nodes.length - 1;
    for (const reply of children(data.replies).slice().reverse()) stack.push({ entry: reply, parent: self, level: level + 1 });
  }

  // Every descendant comes after its ancestor in depth-first order: one backward pass settles replies first.
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]!;
    const c = node.comment;
    if (c.deleted && node.kept === 0 && c.hiddenReplyCount === 0) {
      node.dropped = true;
      continue;
    }
    c.descendantCount += c.hiddenReplyCount;
    if (node.parent !== -1) {
      const parent = nodes[node.parent]!;
      parent.kept += 1;
      parent.comment.descendantCount += 1 + c.descendantCount;
    }
  }
  const kept = nodes.filter((n) => !n.dropped);

  return {
    title: str(postData.title),
    numComments: num(postData.num_comments),
    link: postLink,
    hiddenCommentCount,
    comments: sort === "live" ? byTime(kept) : byDescendants(kept),
  };
}

function byTime(nodes: Node[]): Comment[] {
  return nodes
    .map((n) => n.comment)
    .sort((a, b) => a.created.getTime() - b.created.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Depth-first, each comment's replies (and the top level) by descendant count, then score, then Reddit's order. */
function byDescendants(nodes: Node[]): Comment[] {
  const rank = (a: Node, b: Node) =>
    b.comment.descendantCount - a.comment.descendantCount || (b.comment.score ?? 0) - (a.comment.score ?? 0) || a.order - b.order;
  const repliesOf = new Map<number, Node[]>();
  for (const n of nodes) {
    const list = repliesOf.get(n.parent) ?? [];
    list.push(n);
    repliesOf.set(n.parent, list);
  }
  for (const list of repliesOf.values()) list.sort(rank);
  const out: Comment[] = [];
  const stack = [...(repliesOf.get(-1) ?? [])].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    out.push(n.comment);
    for (const r of [...(repliesOf.get(n.order) ?? [])].reverse()) stack.push(r);
  }
  return out;
}
