import type { Repeater } from "graphql-yoga";
import { DomainError } from "../../errors.js";
import type { Logger } from "../../logger.js";
import type { ThreadSnapshot } from "./commentThreads.service.js";
import type { Comment, CommentSort } from "./redditThread.js";

/** What one viewer of a live thread receives. */
export interface CommentThreadEvent {
  threadId: string;
  /**
   * New comments, and comments whose text changed (edited, deleted, removed). A viewer's first event carries the
   * whole live window (the newest 250) instead: merged by id, it closes any gap since the viewer's own load.
   */
  comments: Comment[];
  /** Comments shown before that are gone now (removed without replies), not those that merely aged out of the window. */
  vanishedCommentIds: string[];
  /** When the comments were read from Reddit. */
  fetchedAt: Date;
  /** 'Failed to fetch comments: {status}' while polls fail (the stream goes on and recovers); null once they work. */
  failure: string | null;
  /** True for the first event: `comments` is the whole window. */
  restated: boolean;
}

type Listener = (event: CommentThreadEvent) => void;

interface Watched {
  listeners: Set<Listener>;
  /** Listeners that have not had their whole-window event yet. */
  fresh: Set<Listener>;
  timer: ReturnType<typeof setTimeout> | undefined;
  last: ThreadSnapshot | null;
  /** The previous window: each comment and the creation time of its top-level ancestor. */
  known: Map<string, { comment: Comment; rootCreated: number }>;
  failure: string | null;
  stopped: boolean;
}

export interface CommentPollerDeps {
  load: (threadId: string, sort: CommentSort, maxAgeMs: number) => Promise<ThreadSnapshot>;
  intervalMs: number;
  log: Logger;
  /** graphql-yoga's push-stream class, handed over by the process that serves streams (see LiveDeps). */
  Repeater?: typeof Repeater | undefined;
}

/** Each comment of a window with its top-level ancestor's creation time (the window is cut by top-level age). */
function indexWindow(comments: Comment[]): Map<string, { comment: Comment; rootCreated: number }> {
  const byId = new Map(comments.map((c) => [c.id, c]));
  const index = new Map<string, { comment: Comment; rootCreated: number }>();
  for (const c of comments) {
    let root = c;
    for (let guard = 0; root.parentId && byId.has(root.parentId) && guard < 100; guard++) root = byId.get(root.parentId)!;
    index.set(c.id, { comment: c, rootCreated: root.created.getTime() });
  }
  return index;
}

const changed = (a: Comment, b: Comment) => a.body !== b.body || a.deleted !== b.deleted || a.author !== b.author;

export type CommentPoller = ReturnType<typeof createCommentPoller>;

/**
 * Live comment threads with one upstream poll per thread however many watch (spec part 2 section 4: Live
 * refreshes every 10 s). The first viewer of a thread starts its poller, later ones join it (and get the last
 * window at once, no request), the last one to leave stops it. Each poll reads the live sort through the
 * threads' cache with an age just under the interval, so a viewer's own load a moment before costs no second
 * request. Per process: with two api processes a thread watched on both is polled at most once by each.
 */
export function createCommentPoller({ load, intervalMs, log, Repeater: Stream }: CommentPollerDeps) {
  const threads = new Map<string, Watched>();
  let polls = 0;
  // A copy this young is as good as a new request: a viewer who loaded the thread just now saves one.
  const maxAgeMs = Math.max(0, intervalMs - Math.min(1000, intervalMs / 10));

  /**
   * Sends an event: viewers still waiting for their first window get it whole (once there is one), the others get
   * the event only when `news` (comments came, went, or the failure state moved).
   */
  function deliver(w: Watched, event: Omit<CommentThreadEvent, "restated">, news: boolean) {
    for (const listener of [...w.listeners]) {
      if (w.fresh.has(listener)) {
        if (w.last) {
          w.fresh.delete(listener);
          listener({ ...event, comments: w.last.comments, vanishedCommentIds: [], restated: true });
        } else if (event.failure) {
          // No window yet (the first polls fail): the viewer hears why, and gets the window once a poll works.
          listener({ ...event, restated: false });
        }
      } else if (news) {
        listener({ ...event, restated: false });
      }
    }
  }

  async function poll(threadId: string, w: Watched) {
    const startedAt = Date.now();
    polls += 1;
    try {
      const snapshot = await load(threadId, "live", maxAgeMs);
      if (w.stopped) return;
      const recovered = w.failure !== null;
      w.failure = null;
      let comments: Comment[] = [];
      let vanishedCommentIds: string[] = [];
      if (snapshot !== w.last) {
        const next = indexWindow(snapshot.comments);
        if (w.last) {
          const oldestRoot = Math.min(...snapshot.comments.filter((c) => !c.parentId).map((c) => c.created.getTime()));
          comments = snapshot.comments.filter((c) => !w.known.has(c.id) || changed(w.known.get(c.id)!.comment, c));
          vanishedCommentIds = [...w.known].filter(([id, k]) => !next.has(id) && k.rootCreated >= oldestRoot).map(([id]) => id);
        }
        w.last = snapshot;
        w.known = next;
      }
      const news = comments.length > 0 || vanishedCommentIds.length > 0 || recovered;
      if (news || w.fresh.size) deliver(w, { threadId, comments, vanishedCommentIds, fetchedAt: snapshot.fetchedAt, failure: null }, news);
    } catch (err) {
      if (w.stopped) return;
      const failure = err instanceof DomainError ? err.message : "Failed to fetch comments: 502";
      if (!(err instanceof DomainError)) log.error({ err, threadId }, "live comment poll failed");
      // Said once per streak (and to viewers who joined meanwhile): the next working poll clears it.
      const news = failure !== w.failure;
      w.failure = failure;
      if (news || w.fresh.size) deliver(w, { threadId, comments: [], vanishedCommentIds: [], fetchedAt: w.last?.fetchedAt ?? new Date(), failure }, news);
    } finally {
      if (!w.stopped) w.timer = setTimeout(() => void poll(threadId, w), Math.max(0, startedAt + intervalMs - Date.now()));
    }
  }

  function watch(threadId: string, listener: Listener): () => void {
    let w = threads.get(threadId);
    if (!w) {
      w = { listeners: new Set(), fresh: new Set(), timer: undefined, last: null, known: new Map(), failure: null, stopped: false };
      threads.set(threadId, w);
      w.listeners.add(listener);
      w.fresh.add(listener);
      void poll(threadId, w);
    } else {
      w.listeners.add(listener);
      w.fresh.add(listener);
      // Joining a running poller: the last window (or why there is none) now, no request.
      const watched = w;
      queueMicrotask(() => {
        if (!watched.listeners.has(listener) || !watched.fresh.has(listener)) return;
        if (watched.last) {
          watched.fresh.delete(listener);
          listener({ threadId, comments: watched.last.comments, vanishedCommentIds: [], fetchedAt: watched.last.fetchedAt, failure: watched.failure, restated: true });
        } else if (watched.failure) {
          listener({ threadId, comments: [], vanishedCommentIds: [], fetchedAt: new Date(), failure: watched.failure, restated: false });
        }
      });
    }
    const watched = w;
    return () => {
      watched.listeners.delete(listener);
      watched.fresh.delete(listener);
      if (watched.listeners.size === 0 && !watched.stopped) {
        watched.stopped = true;
        clearTimeout(watched.timer);
        threads.delete(threadId);
      }
    };
  }

  return {
    watch,
    /** A stream of the thread's events until the consumer stops (graphql-ws: the client unsubscribes or leaves). */
    stream(threadId: string): Repeater<CommentThreadEvent> {
      if (!Stream) throw new Error("live streams are served by the api: createServices needs the Repeater class");
      return new Stream<CommentThreadEvent>(async (push, stop) => {
        const unwatch = watch(threadId, (event) => void push(event));
        try {
          await stop;
        } finally {
          unwatch();
        }
      });
    },
    /** Threads polled now, their viewers, and polls so far in this process (benchmarks and tests). */
    stats: () => ({ threads: threads.size, watchers: [...threads.values()].reduce((n, w) => n + w.listeners.size, 0), polls }),
  };
}
