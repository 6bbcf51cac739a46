import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { LiveCommentsSubscription } from "../../__generated__/LiveCommentsSubscription.graphql";
import { formatTimeAgo } from "../feeds/formatDate";
import { CommentCard } from "./CommentCard";
import { readComment } from "./commentData";
import { byTime, childrenOf, mergeLive, replyCounts, type CommentData } from "./commentTree";

const subscription = graphql`
  subscription LiveCommentsSubscription($id: ID!) {
    commentThreadUpdates(id: $id) {
      failure
      fetchedAt
      vanishedCommentIds
      comments {
        ...commentData_comment
      }
    }
  }
`;

/** How close to the bottom (px) still counts as "at the bottom": new comments then scroll into view. */
const NEAR_BOTTOM_PX = 160;

export interface LiveState {
  comments: ReadonlyMap<string, CommentData>;
  fetchedAt: string;
  failure: string | null;
  /** How many comments the latest event brought (for screen readers' announcement). */
  arrived: number;
}

/**
 * The live thread: what the thread query loaded, then every comment the server pushes (one poll of Reddit every
 * 10 s serves every viewer; spec part 2 section 4). Its first event restates the live window, so nothing that
 * came between the query and the subscription is missed.
 */
export function useLiveComments(itemId: string, initial: readonly CommentData[], fetchedAt: string) {
  const held = useRef<ReadonlyMap<string, CommentData>>(new Map(initial.map((c) => [c.id, c])));
  const [state, setState] = useState<LiveState>(() => ({ comments: held.current, fetchedAt, failure: null, arrived: 0 }));
  const [streamError, setStreamError] = useState<string | null>(null);
  // A new generation is a new config object, which useSubscription takes as a new subscription.
  const [generation, setGeneration] = useState(0);
  const config = useMemo<GraphQLSubscriptionConfig<LiveCommentsSubscription>>(
    () => ({
      subscription,
      variables: { id: itemId },
      onNext: (response) => {
        const event = response?.commentThreadUpdates;
        if (!event) return;
        const merged = mergeLive(held.current, { comments: event.comments.map(readComment), vanishedCommentIds: event.vanishedCommentIds });
        held.current = merged.comments;
        setStreamError(null);
        setState((before) => ({
          comments: merged.comments,
          fetchedAt: event.failure ? before.fetchedAt : String(event.fetchedAt),
          failure: event.failure ?? null,
          arrived: merged.added.length || before.arrived,
        }));
      },
      onError: (error) => setStreamError(error.message || "Live updates failed"),
    }),
    [itemId, generation],
  );
  useSubscription(config);
  return { state, streamError, retry: () => setGeneration((g) => g + 1) };
}

export interface LiveCommentsProps {
  comments: readonly CommentData[];
  /** Every comment held, for naming the comment each one answers. */
  all: ReadonlyMap<string, CommentData>;
  targetId: string | null;
  onShowReplies: (commentId: string) => void;
  onShowParents: (commentId: string) => void;
  now: number;
}

/** Live (spec part 2 section 4): oldest first, the newest at the bottom, each naming the comment it answers. */
export function LiveComments(props: LiveCommentsProps) {
  const ordered = useMemo(() => byTime(props.comments), [props.comments]);
  const counts = useMemo(() => replyCounts(childrenOf([...props.all.values()])), [props.all]);
  return (
    <Stack as="ol" listStyleType="none" m="0" p="0" gap="1" data-testid="live-comments">
      {ordered.map((c) => (
        <li key={c.id}>
          <CommentCard
            comment={c}
            replyTo={c.parentId ? (props.all.get(c.parentId) ?? null) : undefined}
            replyCount={counts.get(c.id) ?? 0}
            onShowReplies={props.onShowReplies}
            onShowParents={props.onShowParents}
            isTarget={props.targetId === c.id}
            now={props.now}
          />
        </li>
      ))}
    </Stack>
  );
}

/**
 * Keeps a live thread at its bottom (spec: Live scrolls to the bottom): on opening, and whenever comments
 * arrive while the reader is there. A reader who scrolled up to read is not pulled away: the arrivals are
 * counted instead, for a "N new comments" button that goes down.
 */
export function useStickToBottom(scroller: RefObject<HTMLElement | null>, count: number) {
  const [unseen, setUnseen] = useState(0);
  const atBottom = useRef(true);
  const shown = useRef(count);
  const toBottom = (behavior: ScrollBehavior = "auto") => {
    const el = scroller.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior });
    atBottom.current = true;
    setUnseen(0);
  };
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => {
      atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
      if (atBottom.current) setUnseen(0);
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => el.removeEventListener("scroll", onScroll);
  }, [scroller]);
  // After the new comments are in the page, before it paints: follow them, or count them.
  useLayoutEffect(() => {
    const more = count - shown.current;
    shown.current = count;
    if (atBottom.current) toBottom();
    else if (more > 0) setUnseen((n) => n + more);
  }, [count]);
  return { unseen, toBottom };
}

/** Live's status line: when Reddit was last read, or why it cannot be. */
export function LiveStatus(props: { fetchedAt: string; failure: string | null; streamError: string | null; onRetry: () => void; now: number }) {
  const problem = props.streamError ?? props.failure;
  return (
    // Sticky: a reader at the bottom of a long thread still sees that it is live, and when it last looked.
    <HStack gap="2" fontSize="xs" color="fg.muted" minH="7" px="3" position="sticky" top="-3" zIndex="1" bg="bg.panel" data-testid="live-status">
      <Box as="span" w="2" h="2" borderRadius="full" bg={problem ? "orange.solid" : "green.solid"} flexShrink={0} aria-hidden="true" />
      {problem ? (
        <>
          <Text as="span" role="alert" color="fg.error">
            Error: {problem}
          </Text>
          {props.streamError && (
            <Button size="2xs" variant="outline" onClick={props.onRetry}>
              Try again
            </Button>
          )}
        </>
      ) : (
        <Text as="span">Live · new comments every 10 s · updated {formatTimeAgo(props.fetchedAt, props.now)}</Text>
      )}
    </HStack>
  );
}
