import { Box, Button } from "@chakra-ui/react";
import { useCallback, useMemo, useState } from "react";
import { formatCount } from "../../ui/formatCount";
import { ChevronRightIcon } from "../../ui/icons";
import { CommentCard } from "./CommentCard";
import { byDescendants, childrenOf, replyCounts, type CommentData } from "./commentTree";

export interface CommentTreeProps {
  comments: readonly CommentData[];
  /** The comment the URL names, if any. */
  targetId: string | null;
  onShowReplies: (commentId: string) => void;
  onShowParents: (commentId: string) => void;
  now: number;
}

/**
 * Top (spec part 2 section 4): the thread as a tree, each level by descendant count, every comment with replies
 * collapsible (its toggle says how many replies it hides). Nested lists, so assistive technology announces each
 * level and its size.
 */
export function CommentTree(props: CommentTreeProps) {
  const children = useMemo(() => childrenOf(props.comments), [props.comments]);
  const counts = useMemo(() => replyCounts(children), [children]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (id: string) =>
      setCollapsed((before) => {
        const next = new Set(before);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const level = (parentId: string | null, depth: number) => (
    <Box
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      {...(depth > 0 ? { ml: { base: "2", sm: "3" }, pl: { base: "1.5", sm: "2" }, borderInlineStartWidth: "2px", borderColor: "border" } : {})}
    >
      {byDescendants(children.get(parentId) ?? []).map((c) => {
        const replies = counts.get(c.id) ?? 0;
        const isCollapsed = collapsed.has(c.id);
        return (
          <li key={c.id}>
            <CommentCard
              comment={c}
              replyCount={replies}
              onShowReplies={props.onShowReplies}
              onShowParents={props.onShowParents}
              isTarget={props.targetId === c.id}
              now={props.now}
              toggle={
                replies > 0 ? (
                  <Button
                    size="2xs"
                    variant="ghost"
                    color="fg.muted"
                    aria-expanded={!isCollapsed}
                    onClick={() => toggle(c.id)}
                  >
                    <ChevronRightIcon style={{ transform: isCollapsed ? undefined : "rotate(90deg)", transition: "transform 0.15s" }} />
                    {isCollapsed ? `Show ${replies === 1 ? "1 reply" : `${formatCount(replies)} replies`}` : "Hide replies"}
                  </Button>
                ) : undefined
              }
            />
            {replies > 0 && !isCollapsed && level(c.id, depth + 1)}
          </li>
        );
      })}
    </Box>
  );

  return <Box data-testid="comment-tree">{level(null, 0)}</Box>;
}
