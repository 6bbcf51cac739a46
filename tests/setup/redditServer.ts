import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server speaking Reddit's public comments JSON (`GET /comments/{threadId}.json?sort&limit&depth&raw_json`),
 * for REDDIT_BASE_URL in tests, end-to-end tests and bench/comments. Threads live in memory and change while it
 * runs (new comments, deletions), and it answers the way Reddit does:
 * - `[post listing, comments listing]`, each comment a `t1` with `replies` ("" or a listing), `body_html`
 *   entity-escaped unless `raw_json=1`, wrapped in `<div class="md">`, with SC_OFF/SC_ON comments;
 * - `sort=top` orders each level by score, `sort=new` newest first;
 * - `limit` counts comments depth-first; the rest of each level becomes a `more` stub with their count and ids;
 * - `depth`: comments that deep are left out, their parent gets a "continue this thread" stub (count 0, id "_");
 * - a deleted comment has author and body "[deleted]", a removed one author "[deleted]" and body "[removed]";
 * - an unknown thread is 404 `{"message":"Not Found","error":404}`; `failNext` answers chosen statuses first.
 */
export interface RedditStandIn {
  base: string;
  addThread(threadId: string, opts?: { title?: string; subreddit?: string }): void;
  /** Adds a comment (now, unless `created` says when) and returns its id. */
  addComment(threadId: string, c: NewComment): string;
  /** The comment's author and body become "[deleted]", or its body "[removed]". */
  deleteComment(threadId: string, commentId: string, how?: "deleted" | "removed"): void;
  /** The next requests (of any thread) answer these statuses, in order, with these headers. */
  failNext(...answers: Array<{ status: number; headers?: Record<string, string>; body?: string }>): void;
  /** Requests for one thread (all threads without an id). */
  requests(threadId?: string): Array<{ threadId: string; query: URLSearchParams; at: number }>;
  close(): Promise<void>;
}

export interface NewComment {
  id?: string;
  parentId?: string | null;
  author?: string;
  /** Plain text (becomes a paragraph), unless `html` gives the comment's HTML. */
  body?: string;
  html?: string;
  score?: number;
  /** Seconds since the epoch. */
  created?: number;
}

interface StoredComment {
  id: string;
  parentId: string | null;
  author: string;
  body: string;
  html: string;
  score: number;
  created: number;
}

interface Thread {
  id: string;
  title: string;
  subreddit: string;
  comments: StoredComment[];
}

let nextId = 1;
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export async function startRedditStandIn(): Promise<RedditStandIn> {
  const threads = new Map<string, Thread>();
  const log: Array<{ threadId: string; query: URLSearchParams; at: number }> = [];
  const failures: Array<{ status: number; headers?: Record<string, string>; body?: string }> = [];

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    res.writeHead(status, { "content-type": "application/json; charset=UTF-8", "x-ratelimit-remaining": "99", ...headers });
    res.end(text);
  }

  function listing(thread: Thread, query: URLSearchParams) {
    const sort = query.get("sort") === "new" ? "new" : "top";
    const limit = Math.max(1, Number(query.get("limit") ?? 200));
    const depth = Math.max(1, Number(query.get("depth") ?? 10));
    const raw = query.get("raw_json") === "1";
    const permalink = `/r/${thread.subreddit}/comments/${thread.id}/${thread.title.toLowerCase().replace(/\W+/g, "_").slice(0, 40)}/`;
    const repliesOf = (parentId: string | null) =>
      thread.comments
        .filter((c) => c.parentId === parentId)
        .sort((a, b) => (sort === "new" ? b.created - a.created : b.score - a.score) || (a.id < b.id ? -1 : 1));
    const subtreeSize = (c: StoredComment): number => 1 + repliesOf(c.id).reduce((n, r) => n + subtreeSize(r), 0);
    let emitted = 0;

    const level = (parentId: string | null, d: number): unknown[] => {
      const siblings = repliesOf(parentId);
      const out: unknown[] = [];
      for (const [i, c] of siblings.entries()) {
        if (emitted >= limit) {
          const rest = siblings.slice(i);
          out.push({
            kind: "more",
            data: {
              count: rest.reduce((n, r) => n + subtreeSize(r), 0),
              name: `t1_${rest[0]!.id}`,
              id: rest[0]!.id,
              parent_id: parentId ? `t1_${parentId}` : `t3_${thread.id}`,
              depth: d,
              children: rest.map((r) => r.id),
            },
          });
          break;
        }
        emitted += 1;
        const hasReplies = repliesOf(c.id).length > 0;
        let replies: unknown = "";
        if (hasReplies && d + 1 >= depth) {
          const stub = { kind: "more", data: { count: 0, name: "t1__", id: "_", parent_id: `t1_${c.id}`, depth: d + 1, children: [] } };
          replies = { kind: "Listing", data: { after: null, dist: null, modhash: "", geo_filter: "", children: [stub], before: null } };
        } else if (hasReplies) {
          replies = { kind: "Listing", data: { after: null, dist: null, modhash: "", geo_filter: "", children: level(c.id, d + 1), before: null } };
        }
        const html = `<!-- SC_OFF --><div class="md">${c.html}\n</div><!-- SC_ON -->`;
        out.push({
          kind: "t1",
          data: {
            subreddit_id: "t5_test",
            replies,
            id: c.id,
            author: c.author,
            created_utc: c.created,
            created: c.created,
            parent_id: c.parentId ? `t1_${c.parentId}` : `t3_${thread.id}`,
            score: c.score,
            score_hidden: false,
            body: c.body,
            body_html: raw ? html : escapeHtml(html),
            name: `t1_${c.id}`,
            link_id: `t3_${thread.id}`,
            permalink: `${permalink}${c.id}/`,
            depth: d,
            ups: c.score,
            downs: 0,
            stickied: false,
            collapsed: false,
          },
        });
      }
      return out;
    };

    const comments = level(null, 0);
    return [
      {
        kind: "Listing",
        data: {
          after: null,
          dist: 1,
          modhash: "",
          geo_filter: "",
          children: [
            {
              kind: "t3",
              data: {
                id: thread.id,
                name: `t3_${thread.id}`,
                title: thread.title,
                subreddit: thread.subreddit,
                permalink,
                num_comments: thread.comments.length,
                score: 100,
                created_utc: thread.comments[0]?.created ?? Math.floor(Date.now() / 1000),
              },
            },
          ],
          before: null,
        },
      },
      { kind: "Listing", data: { after: null, dist: null, modhash: "", geo_filter: "", children: comments, before: null } },
    ];
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const m = /^\/comments\/([a-z0-9]+)\.json$/.exec(url.pathname);
    if (!m) return send(res, 404, { message: "Not Found", error: 404 });
    const threadId = m[1]!;
    log.push({ threadId, query: url.searchParams, at: Date.now() });
    const fail = failures.shift();
    if (fail) return send(res, fail.status, fail.body ?? { message: "Error", error: fail.status }, fail.headers);
    const thread = threads.get(threadId);
    if (!thread) return send(res, 404, { message: "Not Found", error: 404 });
    send(res, 200, listing(thread, url.searchParams));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.keepAliveTimeout = 1000;

  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    addThread(threadId, opts = {}) {
      threads.set(threadId, { id: threadId, title: opts.title ?? `Thread ${threadId}`, subreddit: opts.subreddit ?? "rivulet", comments: [] });
    },
    addComment(threadId, c) {
      const thread = threads.get(threadId);
      if (!thread) throw new Error(`no thread ${threadId}`);
      const id = c.id ?? `c${(nextId++).toString(36)}`;
      const body = c.body ?? `Comment ${id}`;
      thread.comments.push({
        id,
        parentId: c.parentId ?? null,
        author: c.author ?? "someone",
        body,
        html: c.html ?? `<p>${escapeHtml(body)}</p>`,
        score: c.score ?? 1,
        created: c.created ?? Date.now() / 1000,
      });
      return id;
    },
    deleteComment(threadId, commentId, how = "deleted") {
      const c = threads.get(threadId)?.comments.find((x) => x.id === commentId);
      if (!c) throw new Error(`no comment ${commentId}`);
      c.author = "[deleted]";
      c.body = how === "deleted" ? "[deleted]" : "[removed]";
      c.html = `<p>${c.body}</p>`;
    },
    failNext(...answers) {
      failures.push(...answers);
    },
    requests: (threadId) => log.filter((r) => !threadId || r.threadId === threadId),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
