import { validationError } from "../../errors.js";
import type { ThreadSnapshot } from "./commentThreads.service.js";
import { COMMENT_SORTS, type Comment, type CommentSort } from "./redditThread.js";

/** `sort` of GET /content/{id}/comments: top (the default) or live. */
export function parseCommentSort(raw: string | null): CommentSort {
  if (raw === null || raw === "") return "top";
  if ((COMMENT_SORTS as readonly string[]).includes(raw)) return raw as CommentSort;
  throw validationError({ sort: "sort must be top or live" });
}

/** A comment as REST answers it (dates as ISO text). */
export function presentComment(c: Comment) {
  return { ...c, created: c.created.toISOString() };
}

/** GET /content/{id}/comments: `{ thread, comments }`, comments in the sort's order (see parseThread). */
export function presentThread(contentItemId: string, t: ThreadSnapshot) {
  return {
    thread: {
      contentItemId,
      threadId: t.threadId,
      sort: t.sort,
      title: t.title,
      link: t.link,
      numComments: t.numComments,
      hiddenCommentCount: t.hiddenCommentCount,
      fetchedAt: t.fetchedAt.toISOString(),
    },
    comments: t.comments.map(presentComment),
  };
}
