import { graphql, readInlineData } from "react-relay";
import type { commentData_comment$key } from "../../__generated__/commentData_comment.graphql";
import type { CommentData } from "./commentTree";

/**
 * What the viewer reads of a comment, wherever it comes from (the thread query, a live event): spread
 * `...commentData_comment` on Comment and read it with readComment.
 */
const commentFragment = graphql`
  fragment commentData_comment on Comment @inline {
    id
    author
    body
    parentId
    created
    score
    depth
    descendantCount
    hiddenReplyCount
    deleted
    link
  }
`;

export function readComment(ref: commentData_comment$key): CommentData {
  const c = readInlineData(commentFragment, ref);
  return {
    id: c.id,
    author: c.author,
    body: c.body,
    parentId: c.parentId,
    created: String(c.created),
    score: c.score,
    depth: c.depth,
    descendantCount: c.descendantCount,
    hiddenReplyCount: c.hiddenReplyCount,
    deleted: c.deleted,
    link: c.link,
  };
}
