import { Box, Button, Center, CloseButton, Dialog, Group, HStack, Link, Portal, Spinner, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Component, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { graphql, loadQuery, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from "react-relay";
import { useLoaderData, useLocation, useNavigate, useParams, type LoaderFunctionArgs } from "react-router";
import type { CommentsModalQuery, CommentSort } from "../../__generated__/CommentsModalQuery.graphql";
import { readComment } from "../../features/comments/commentData";
import { CommentTree } from "../../features/comments/CommentTree";
import { commentHash, commentsInView, parseCommentHash, type CommentData, type CommentView } from "../../features/comments/commentTree";
import { LiveComments, LiveStatus, useLiveComments, useStickToBottom } from "../../features/comments/LiveComments";
import { itemKeyAction } from "../../features/contentItem/itemKeys";
import { ITEM_NOT_FOUND } from "../../features/contentItem/ItemLoadError";
import { formatTimeAgo } from "../../features/feeds/formatDate";
import { environment } from "../../relay/environment";
import { toGlobalId } from "../../relay/globalId";
import { formatCount } from "../../ui/formatCount";
import { ExternalLinkIcon } from "../../ui/icons";
import { useCloseModal } from "../../ui/useCloseModal";
import { usePageTitle } from "../../ui/usePageTitle";

const query = graphql`
  query CommentsModalQuery($id: ID!, $sort: CommentSort!) {
    node(id: $id) {
      ... on ContentItem @alias(as: "item") {
        title
        commentThread(sort: $sort) {
          ... on CommentThread @alias(as: "thread") {
            link
            numComments
            hiddenCommentCount
            fetchedAt
            comments {
              ...commentData_comment
            }
          }
          ... on Error @alias(as: "error") {
            message
          }
        }
      }
    }
  }
`;

const ITEM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Every load asks the server, which answers from its few-second cache: a thread is read to see what is new.
const FETCH = { fetchPolicy: "network-only" } as const;

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!ITEM_ID.test(id)) return null;
  return loadQuery<CommentsModalQuery>(environment, query, { id: toGlobalId("ContentItem", id), sort: "TOP" }, FETCH);
}

/** Re-renders every `ms` so "5m ago" stays true while the viewer is open. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * /content/{id}/comments (spec part 2 sections 2 and 4): the item's Reddit thread in a full-screen modal over the
 * item. Top is the tree by descendant count, collapsible; Live is the newest comments oldest first, kept at the
 * bottom as new ones arrive (pushed by the server every 10 s). Scroll to top and bottom, and the URL hash
 * replies-{id} / parents-{id} shows one comment with its replies or its parents, Show All Comments going back.
 * The sort is the viewer's state (Top on opening); the hash is the URL's, so a link can point at a conversation.
 */
export function CommentsModal() {
  const initial = useLoaderData() as PreloadedQuery<CommentsModalQuery> | null;
  const { id = "" } = useParams();
  const close = useCloseModal(`/content/${id}`);
  const [sort, setSort] = useState<CommentSort>("TOP");
  const [queryRef, loadThread] = useQueryLoader<CommentsModalQuery>(query, initial);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const itemId = toGlobalId("ContentItem", id);

  const reload = useCallback((next: CommentSort) => loadThread({ id: itemId, sort: next }, FETCH), [loadThread, itemId]);
  const choose = (next: CommentSort) => {
    if (next === sort) return;
    setSort(next);
    reload(next);
  };
  const scroll = (to: "top" | "bottom") => {
    const el = bodyRef.current;
    el?.scrollTo({ top: to === "top" ? 0 : el.scrollHeight, behavior: "smooth" });
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && close()} size="full" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            aria-labelledby={titleId}
            data-testid="comments-modal"
            // The item's own shortcuts (j/k, ←/→, y) would step the item behind this dialog away.
            onKeyDown={(e) => itemKeyAction(e.nativeEvent) && e.stopPropagation()}
          >
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="2" px={{ base: "3", md: "6" }} py="3" borderBottomWidth="1px">
              <HStack gap="2" minW="0">
                <Dialog.Title id={titleId} fontSize="lg" flexShrink={0}>
                  Comments
                </Dialog.Title>
                <Box flex="1" minW="0">
                  <Suspense fallback={null}>{queryRef && <ItemTitle queryRef={queryRef} />}</Suspense>
                </Box>
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label="Close" />
                </Dialog.CloseTrigger>
              </HStack>
              <HStack gap="2" flexWrap="wrap" justify="space-between">
                <Group attached role="group" aria-label="Sort comments">
                  {(["LIVE", "TOP"] as const).map((s) => (
                    <Button key={s} size="sm" variant={sort === s ? "solid" : "outline"} colorPalette="brand" aria-pressed={sort === s} onClick={() => choose(s)}>
                      {s === "LIVE" ? "Live" : "Top"}
                    </Button>
                  ))}
                </Group>
                <HStack gap="1">
                  <Button size="sm" variant="ghost" onClick={() => scroll("top")}>
                    Scroll to top
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => scroll("bottom")}>
                    Scroll to bottom
                  </Button>
                </HStack>
              </HStack>
            </Dialog.Header>
            <Dialog.Body ref={bodyRef} px={{ base: "2", md: "6" }} py="3" position="relative">
              <Box maxW="4xl" mx="auto">
                {queryRef ? (
                  <ThreadErrorBoundary key={`${sort}`} onRetry={() => reload(sort)}>
                    <Suspense
                      fallback={
                        <Center minH="40vh">
                          <Spinner size="lg" color="brand.solid" aria-label="Loading comments" />
                        </Center>
                      }
                    >
                      <Thread queryRef={queryRef} sort={sort} itemId={itemId} scroller={bodyRef} onRetry={() => reload(sort)} />
                    </Suspense>
                  </ThreadErrorBoundary>
                ) : (
                  <Text color="fg.muted">{ITEM_NOT_FOUND}</Text>
                )}
              </Box>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ItemTitle(props: { queryRef: PreloadedQuery<CommentsModalQuery> }) {
  const data = usePreloadedQuery<CommentsModalQuery>(query, props.queryRef);
  const item = data.node?.item;
  usePageTitle(item ? `Comments: ${item.title || "Untitled"}` : ITEM_NOT_FOUND);
  return (
    <Text truncate color="fg.muted" fontSize="sm" title={item?.title ?? undefined}>
      {item?.title ?? ""}
    </Text>
  );
}

/** The spec's 'Error: {message}' (spec part 2 section 8), with a way to ask again. */
function ThreadError(props: { message: string; onRetry: () => void }) {
  return (
    <Stack align="center" justify="center" textAlign="center" minH="40vh" gap="4" role="alert" data-testid="comments-error">
      <Text fontSize="lg">Error: {props.message}</Text>
      <Button variant="outline" onClick={props.onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

/** A failed request (network, timeout) throws while rendering: the same 'Error: {message}' in place of the thread. */
class ThreadErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ThreadError
        message={this.state.error.message || "Failed to fetch comments"}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}

interface ThreadProps {
  queryRef: PreloadedQuery<CommentsModalQuery>;
  sort: CommentSort;
  itemId: string;
  scroller: RefObject<HTMLDivElement | null>;
  onRetry: () => void;
}

function Thread(props: ThreadProps) {
  const data = usePreloadedQuery<CommentsModalQuery>(query, props.queryRef);
  if (!data.node?.item) return <Text color="fg.muted">{ITEM_NOT_FOUND}</Text>;
  const { thread: loaded, error } = data.node.item.commentThread;
  if (!loaded) return <ThreadError message={error?.message ?? "Failed to fetch comments"} onRetry={props.onRetry} />;
  const thread = { link: loaded.link, numComments: loaded.numComments ?? null, hiddenCommentCount: loaded.hiddenCommentCount, fetchedAt: String(loaded.fetchedAt) };
  const comments = loaded.comments.map(readComment);
  // The query that answered is the one for this sort: a Live view of Top's data (or back) would mix the two.
  const loadedSort = props.queryRef.variables.sort;
  if (loadedSort !== props.sort) return null;
  return props.sort === "LIVE" ? (
    <LiveThread key={thread.fetchedAt} {...props} comments={comments} thread={thread} />
  ) : (
    <TopThread {...props} comments={comments} thread={thread} />
  );
}

interface ThreadInfo {
  link: string;
  numComments: number | null;
  hiddenCommentCount: number;
  fetchedAt: string;
}

/**
 * The hash's view of the comments (spec part 2 section 4): all of them, one comment's replies or its parents.
 * When the named comment is not among them (it vanished, or belongs to the other sort), the view goes back to
 * all. Changing it replaces the history entry, so Back and Close still leave the viewer in one step.
 */
function useCommentView(comments: readonly CommentData[], scroller: RefObject<HTMLDivElement | null>) {
  const location = useLocation();
  const navigate = useNavigate();
  const hash = location.hash;
  const view = useMemo(() => parseCommentHash(hash), [hash]);
  const shown = useMemo(() => commentsInView(comments, view), [comments, view]);
  const setView = useCallback(
    (next: CommentView) => {
      void navigate({ pathname: location.pathname, search: location.search, hash: commentHash(next) }, { replace: true, state: location.state });
      scroller.current?.scrollTo({ top: 0 });
    },
    [navigate, location.pathname, location.search, location.state, scroller],
  );
  const vanished = view.mode !== "all" && shown === null;
  useEffect(() => {
    if (vanished) setView({ mode: "all" });
  }, [vanished, setView]);
  return {
    view: vanished ? ({ mode: "all" } as const) : view,
    shown: shown ?? [...comments],
    setView,
    showReplies: useCallback((commentId: string) => setView({ mode: "replies", commentId }), [setView]),
    showParents: useCallback((commentId: string) => setView({ mode: "parents", commentId }), [setView]),
  };
}

/** Above a filtered view: whose replies or parents these are, and Show All Comments. */
function ViewBanner(props: { view: CommentView; comments: readonly CommentData[]; onShowAll: () => void }) {
  if (props.view.mode === "all") return null;
  const { commentId } = props.view;
  const target = props.comments.find((c) => c.id === commentId);
  const whose = target?.author ? `${target.author}'s comment` : "this comment";
  return (
    <HStack justify="space-between" gap="3" flexWrap="wrap" bg="bg.subtle" borderRadius="md" px="3" py="2" mb="3" data-testid="comment-view-banner">
      <Text fontSize="sm">{props.view.mode === "replies" ? `Showing ${whose} and its replies` : `Showing ${whose} and the comments above it`}</Text>
      <Button size="sm" variant="outline" onClick={props.onShowAll}>
        Show All Comments
      </Button>
    </HStack>
  );
}

/** The thread's counts and its page on Reddit, under the comments. */
function ThreadFooter(props: { thread: ThreadInfo; shown: number }) {
  const { thread } = props;
  return (
    <HStack justify="space-between" gap="3" flexWrap="wrap" color="fg.muted" fontSize="sm" mt="4" pt="3" px="3" borderTopWidth="1px">
      <Text>
        {props.shown === 1 ? "1 comment" : `${formatCount(props.shown)} comments`}
        {/* Reddit's own count, when it says there are more than were read (deeper replies, older ones in Live). */}
        {thread.numComments != null && thread.numComments > props.shown ? ` of ${formatCount(thread.numComments)}` : ""}
        {thread.hiddenCommentCount > 0 ? ` · ${formatCount(thread.hiddenCommentCount)} more on Reddit` : ""}
      </Text>
      <Link href={thread.link} target="_blank" rel="noopener noreferrer" color="brand.fg" display="inline-flex" alignItems="center" gap="1">
        Open the thread on Reddit
        <ExternalLinkIcon />
      </Link>
    </HStack>
  );
}

function Empty() {
  return (
    <Center minH="30vh">
      <Text color="fg.muted">No comments yet.</Text>
    </Center>
  );
}

function TopThread(props: ThreadProps & { comments: CommentData[]; thread: ThreadInfo }) {
  const now = useNow(30_000);
  const v = useCommentView(props.comments, props.scroller);
  return (
    <Box data-testid="comments-top">
      <Text fontSize="xs" color="fg.muted" mb="2" px="3">
        Top comments, most replies first · read {formatTimeAgo(props.thread.fetchedAt, now)}
      </Text>
      <ViewBanner view={v.view} comments={props.comments} onShowAll={() => v.setView({ mode: "all" })} />
      {v.shown.length ? (
        <CommentTree comments={v.shown} targetId={v.view.mode === "all" ? null : v.view.commentId} onShowReplies={v.showReplies} onShowParents={v.showParents} now={now} />
      ) : (
        <Empty />
      )}
      <ThreadFooter thread={props.thread} shown={props.comments.length} />
    </Box>
  );
}

function LiveThread(props: ThreadProps & { comments: CommentData[]; thread: ThreadInfo }) {
  const now = useNow(5_000);
  const live = useLiveComments(props.itemId, props.comments, props.thread.fetchedAt);
  const all = live.state.comments;
  const list = useMemo(() => [...all.values()], [all]);
  const v = useCommentView(list, props.scroller);
  const stick = useStickToBottom(props.scroller, v.shown.length);
  return (
    <Box data-testid="comments-live">
      <LiveStatus fetchedAt={live.state.fetchedAt} failure={live.state.failure} streamError={live.streamError} onRetry={live.retry} now={now} />
      <VisuallyHidden aria-live="polite">{live.state.arrived ? (live.state.arrived === 1 ? "1 new comment" : `${live.state.arrived} new comments`) : ""}</VisuallyHidden>
      <ViewBanner view={v.view} comments={list} onShowAll={() => v.setView({ mode: "all" })} />
      {v.shown.length ? (
        <LiveComments comments={v.shown} all={all} targetId={v.view.mode === "all" ? null : v.view.commentId} onShowReplies={v.showReplies} onShowParents={v.showParents} now={now} />
      ) : (
        <Empty />
      )}
      <ThreadFooter thread={props.thread} shown={list.length} />
      {stick.unseen > 0 && (
        <Box position="sticky" bottom="2" display="flex" justifyContent="center" pointerEvents="none">
          <Button size="sm" colorPalette="brand" borderRadius="full" shadow="md" pointerEvents="auto" onClick={() => stick.toBottom("smooth")}>
            {stick.unseen === 1 ? "1 new comment" : `${formatCount(stick.unseen)} new comments`} ↓
          </Button>
        </Box>
      )}
    </Box>
  );
}
