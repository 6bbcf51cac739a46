import { Box, Button, HStack, IconButton, Link, Stack, Text, type SystemStyleObject } from "@chakra-ui/react";
import { memo, type ReactNode } from "react";
import { formatCount } from "../../ui/formatCount";
import { ArrowUpIcon, ExternalLinkIcon } from "../../ui/icons";
import { formatDateTime, formatTimeAgo } from "../feeds/formatDate";
import type { CommentData } from "./commentTree";

// Comment text: the reader's text size one step down (Appearance still scales it), compact paragraphs.
const bodyCss: SystemStyleObject = {
  fontSize: "read.sm",
  lineHeight: "read",
  overflowWrap: "anywhere",
  "& > :first-child": { marginTop: 0 },
  "& > :last-child": { marginBottom: 0 },
  "& p, & ul, & ol, & blockquote, & pre, & table": { marginBlock: "0 0.6em" },
  "& a": { color: "brand.fg", textDecoration: "underline", textUnderlineOffset: "2px" },
  "& ul, & ol": { paddingInlineStart: "1.4em" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& blockquote": { borderInlineStartWidth: "3px", borderColor: "border", paddingInlineStart: "0.8em", color: "fg.muted" },
  "& code": { fontFamily: "mono", fontSize: "0.9em", bg: "bg.subtle", paddingInline: "0.25em", borderRadius: "sm" },
  "& pre": { overflowX: "auto", bg: "bg.subtle", padding: "0.5em 0.75em", borderRadius: "md" },
  "& pre code": { bg: "transparent", padding: 0 },
  "& img": { maxWidth: "100%", height: "auto", borderRadius: "md" },
  "& table": { display: "block", overflowX: "auto", borderCollapse: "collapse" },
  "& th, & td": { borderWidth: "1px", borderColor: "border", padding: "0.2em 0.5em" },
  "& h1, & h2, & h3, & h4, & h5, & h6": { fontWeight: "semibold", fontSize: "1.05em", marginBlock: "0.6em 0.3em" },
};

export interface CommentCardProps {
  comment: CommentData;
  /** The comment this one answers, named in Live (where replies are not under their parent). */
  replyTo?: CommentData | null | undefined;
  /** Replies present in what the viewer holds. */
  replyCount: number;
  onShowReplies: (commentId: string) => void;
  onShowParents: (commentId: string) => void;
  /** The comment the URL names (replies-/parents-): set apart. */
  isTarget?: boolean;
  /** Top's collapse toggle, drawn before the actions. */
  toggle?: ReactNode;
  now: number;
}

/**
 * One comment: who and when, its score, its (server-sanitised) text, and what can be done from it: show its
 * replies or its parents on their own (the URL hash), read it on Reddit. A deleted or removed comment shows as
 * such (it stays while it has replies, so they keep their place).
 */
export const CommentCard = memo(function CommentCard(props: CommentCardProps) {
  const c = props.comment;
  const author = c.author ?? "[deleted]";
  const label = c.deleted ? "Deleted comment" : `Comment by ${author}`;
  const hidden = c.hiddenReplyCount;
  return (
    <Box
      as="article"
      aria-label={label}
      data-comment-id={c.id}
      data-testid="comment"
      borderRadius="md"
      px="3"
      py="2"
      bg={props.isTarget ? "bg.subtle" : undefined}
      borderInlineStartWidth={props.isTarget ? "3px" : undefined}
      borderColor={props.isTarget ? "brand.solid" : undefined}
    >
      <HStack gap="2" fontSize="xs" color="fg.muted" flexWrap="wrap" rowGap="0">
        <Text as="span" fontWeight="semibold" color={c.author ? "fg" : "fg.muted"}>
          {author}
        </Text>
        <time dateTime={c.created} title={formatDateTime(c.created)}>
          {formatTimeAgo(c.created, props.now)}
        </time>
        {c.score != null && (
          <Text as="span" display="inline-flex" alignItems="center" gap="0.5" title={`Score ${c.score}`}>
            <ArrowUpIcon width="0.75rem" height="0.75rem" />
            {formatCount(c.score)}
          </Text>
        )}
        {props.replyTo !== undefined && (
          <Text as="span" truncate maxW="14rem">
            {props.replyTo ? `replying to ${props.replyTo.author ?? "[deleted]"}` : c.parentId ? "replying to an earlier comment" : null}
          </Text>
        )}
      </HStack>
      <Stack gap="1" mt="1">
        {c.deleted || !c.body ? (
          <Text fontSize="read.sm" color="fg.muted" fontStyle="italic">
            This comment was deleted.
          </Text>
        ) : (
          <Box css={bodyCss} dangerouslySetInnerHTML={{ __html: c.body }} />
        )}
        <HStack gap="0.5" flexWrap="wrap" ml="-2">
          {props.toggle}
          {props.replyCount > 0 && (
            <Button size="2xs" variant="ghost" color="fg.muted" onClick={() => props.onShowReplies(c.id)}>
              {props.replyCount === 1 ? "1 reply" : `${formatCount(props.replyCount)} replies`}
            </Button>
          )}
          {c.parentId && (
            <Button size="2xs" variant="ghost" color="fg.muted" onClick={() => props.onShowParents(c.id)}>
              Parents
            </Button>
          )}
          {hidden > 0 && (
            <Link href={c.link} target="_blank" rel="noopener noreferrer" fontSize="xs" color="fg.muted" px="2">
              {hidden === 1 ? "More replies on Reddit" : `${formatCount(hidden)} more replies on Reddit`}
            </Link>
          )}
          <IconButton asChild size="2xs" variant="ghost" color="fg.muted" aria-label={`Open ${c.deleted ? "this comment" : `${author}'s comment`} on Reddit`} title="Open on Reddit">
            <a href={c.link} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon />
            </a>
          </IconButton>
        </HStack>
      </Stack>
    </Box>
  );
});
