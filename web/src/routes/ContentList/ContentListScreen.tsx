import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { fetchQuery, graphql, useLazyLoadQuery } from "react-relay";
import { createOperationDescriptor, getRequest } from "relay-runtime";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import type { ContentListScreenQuery } from "../../__generated__/ContentListScreenQuery.graphql";
import { ContentList, LIST_LOAD_FAILED, type ListItemRef } from "../../features/content/ContentList";
import { ContentListHeader } from "../../features/content/ContentListHeader";
import { InlineArticle } from "../../features/content/InlineArticle";
import { ListSearchBox } from "../../features/content/ListSearchBox";
import { offersMarkAllRead, offersReadFilter, type ListScope } from "../../features/content/listScope";
import { markedReadMessage, useMarkAllRead, useUndoMarkAllRead } from "../../features/content/markAllRead";
import { listAnchorOf, rememberListAnchor, type ListAnchor } from "../../features/content/listScroll";
import { unknownLayout, useListPrefs, type ListPrefs } from "../../features/content/useListPrefs";
import { useNewArrivals } from "../../features/content/useNewArrivals";
import { useFolderMutations } from "../../features/folders/folderMutations";
import { DisabledNotice } from "../../features/subscriptions/DisabledNotice";
import { FeedFailureBanner } from "../../features/subscriptions/FeedFailureBanner";
import { FolderFailureNotice } from "../../features/subscriptions/FolderFailureNotice";
import { ReadingListFailureNotice } from "../../features/subscriptions/ReadingListFailureNotice";
import { SUBSCRIPTIONS_UPDATED, SUBSCRIPTIONS_UPDATE_FAILED } from "../../features/subscriptions/messages";
import { useSubscriptionMutations } from "../../features/subscriptions/subscriptionMutations";
import { environment } from "../../relay/environment";
import { notifyUserError } from "../../ui/errorToast";
import { notifySuccess, notifyWithUndo } from "../../ui/toaster";
import { PullToRefreshIndicator } from "../../ui/touch/PullToRefreshIndicator";
import { usePullToRefresh } from "../../ui/touch/usePullToRefresh";
import { usePageTitle } from "../../ui/usePageTitle";
import { TopicStats } from "../../features/topics/TopicStats";
import { topicDisplayName, topicPath } from "../../features/topics/topicLabel";
import { ListEmpty } from "./ListEmpty";
import { TOPIC_NOT_FOUND, TopicNotFound } from "../../features/topics/TopicNotFound";
import { SearchEmpty } from "./SearchEmpty";
import { listQueryVariables } from "./listQueryVariables";
import { shownFeedUrl } from "../../features/feeds/shownFeedUrl";

/** How near the top of a list the reader is "at the top": new items of the feed then show in place. */
const LIVE_AT_TOP_PX = 48;

const query = graphql`
  query ContentListScreenQuery(
    $nodeId: ID!
    $hasNode: Boolean!
    $bySlug: Boolean!
    $tagSlug: String!
    $subscriptionId: ID
    $folderId: ID
    $contentItemTagId: ID
    $contentItemTagSlug: String
    $articles: Boolean
    $contentItemTopicId: ID
    $sortBy: String
    $showRead: Boolean
    $search: String
    $withBody: Boolean!
    $withTopics: Boolean!
    $isAll: Boolean!
  ) {
    viewer {
      id
      readingList {
        allUnreadCount
        ...ReadingListFailureNotice_readingList @include(if: $isAll) @alias(as: "failureNotice")
      }
      contentItemTag(slug: $tagSlug) @include(if: $bySlug) {
        id
        name
        enabled
        unreadCount
      }
    }
    node(id: $nodeId) @include(if: $hasNode) {
      __typename
      ... on FeedSubscription {
        id
        subscriptionId
        title
        enabled
        unreadCount
        feed {
          url
          failure {
            __typename
          }
          ...FeedFailureBanner_feed
        }
      }
      ... on Folder {
        id
        folderId
        name
        enabled
        unreadCount
        subscriptionCount
        subscriptions {
          id
        }
        ...FolderFailureNotice_folder @alias(as: "failureNotice")
      }
      ... on ContentItemTag {
        id
        contentItemTagId
        name
        enabled
        unreadCount
      }
      ... on Topic {
        id
        topicId
        name
        ...TopicStats_topic @alias(as: "stats")
      }
    }
    ...ContentList_query
      @arguments(
        subscriptionId: $subscriptionId
        folderId: $folderId
        contentItemTagId: $contentItemTagId
        contentItemTagSlug: $contentItemTagSlug
        articles: $articles
        contentItemTopicId: $contentItemTopicId
        sortBy: $sortBy
        showRead: $showRead
        search: $search
        withBody: $withBody
        withTopics: $withTopics
      )
  }
`;

const TITLES: Partial<Record<ListScope["kind"], string>> = { all: "All Subscriptions", articles: "Articles" };
const NOT_FOUND: Partial<Record<ListScope["kind"], string>> = {
  subscription: "Subscription not found",
  folder: "Folder not found",
  tag: "Tag not found",
  topic: TOPIC_NOT_FOUND,
};

/** The longest a route change waits for its list before rendering with a loading state instead. */
const PRELOAD_WAIT_MS = 2_000;

/**
 * Runs a list's query ahead of rendering (ListHost's route loader), in parallel with the layout's own
 * query, and resolves once it has answered: the route then renders with its data in the store, with no
 * loading state (and none of React's throttled reveal of a suspended boundary, ~300 ms). Retained for a
 * while so the store keeps it until the screen reads it.
 */
export function preloadList(scope: ListScope, prefs: ListPrefs): Promise<void> {
  const variables = listQueryVariables(scope, prefs);
  const key = JSON.stringify(variables);
  const retained = environment.retain(createOperationDescriptor(getRequest(query), variables));
  setTimeout(() => retained.dispose(), 30_000);
  // The same list fetched a moment ago (prefetchListEarly, while bootstrap was on its way): the store has it.
  // A request still in flight is joined by Relay itself (fetchQuery dedupes by query and variables).
  const answeredAt = recentlyAnswered.get(key);
  if (answeredAt !== undefined && performance.now() - answeredAt < REUSE_ANSWER_MS) return Promise.resolve();
  const answered = fetchQuery<ContentListScreenQuery>(environment, query, variables, { fetchPolicy: "network-only" })
    .toPromise()
    .then(
      () => void recentlyAnswered.set(key, performance.now()),
      () => undefined,
    );
  return Promise.race([answered, new Promise<void>((r) => setTimeout(r, PRELOAD_WAIT_MS))]);
}

/** How long a list answer is fresh enough for the route loader to use without asking again. */
const REUSE_ANSWER_MS = 5_000;
/** When each list (by its variables) last answered: only the first load's prefetch ever reads it. */
const recentlyAnswered = new Map<string, number>();

/**
 * One list page: header (title, unread count, sort, layout, read filter, mark as read, refresh) and the
 * items in the chosen layout, or the disabled / not-found / empty states.
 */
export function ContentListScreen(props: {
  scope: ListScope;
  listLocation: { pathname: string; search: string };
  openItemId: string | null;
  onItems: (items: ListItemRef[], loadMore: () => void, hasNext: boolean) => void;
  /** Registers the list's refresh with its host (a modal over the list changed what it shows). */
  onRefreshReady?: (refresh: () => Promise<void>) => void;
  /** Tries after a failed load (ListErrorBoundary): each one fetches anew. */
  attempt?: number;
}) {
  const { scope } = props;
  const [prefs, setPrefs] = useListPrefs(scope, props.listLocation);
  const [fetchKey, setFetchKey] = useState(0);
  // The route loader has started (or finished) this query; a re-enable bumps fetchKey to run it again.
  // A retry after a failure (props.attempt) or a re-enable (fetchKey) asks the server again.
  const attempt = props.attempt ?? 0;
  const data = useLazyLoadQuery<ContentListScreenQuery>(query, listQueryVariables(scope, prefs), {
    fetchPolicy: fetchKey || attempt ? "network-only" : "store-or-network",
    fetchKey: `${fetchKey}-${attempt}`,
  });
  const navigate = useNavigate();
  const viewerId = data.viewer?.id ?? null;
  const subscriptionMutations = useSubscriptionMutations(viewerId ?? "");
  const folderMutations = useFolderMutations(viewerId ?? "");
  const markAllRead = useMarkAllRead();
  const undoMarkAllRead = useUndoMarkAllRead();
  const [busy, setBusy] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const refetchRef = useRef<(() => Promise<void>) | null>(null);
  const onRefetchReady = useCallback((refetch: () => Promise<void>) => {
    refetchRef.current = refetch;
  }, []);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    await refetchRef.current?.();
    setRefreshing(false);
  }, []);
  const pull = usePullToRefresh(refresh);
  const { onRefreshReady } = props;
  useEffect(() => onRefreshReady?.(refresh), [onRefreshReady, refresh]);

  // A new list, sort, layout or filter starts at the top (spec: lists reset to page 1); Back or Forward to a
  // list puts it where the reader was (this screen mounts anew for each: ListHost keys it by list and prefs).
  // The position is kept per history entry, as the reader scrolls.
  const { key: entryKey } = useLocation();
  const navigationType = useNavigationType();
  const [restoreAnchor] = useState(() => {
    const anchor = navigationType === "POP" ? listAnchorOf(entryKey) : null;
    return anchor && (anchor.itemId !== null || anchor.offset > 0) ? anchor : null;
  });
  useEffect(() => {
    // Braces matter: Chromium's scrollTo returns a promise, and an effect may only return a cleanup.
    if (!restoreAnchor) window.scrollTo({ top: 0 });
  }, [restoreAnchor]);
  const onAnchor = useCallback((anchor: ListAnchor) => rememberListAnchor(entryKey, anchor), [entryKey]);

  const node = data.node;
  const sub = node?.__typename === "FeedSubscription" ? node : null;
  const folder = node?.__typename === "Folder" ? node : null;
  const tag = node?.__typename === "ContentItemTag" ? node : (data.viewer?.contentItemTag ?? null);
  const topic = node?.__typename === "Topic" ? node : null;
  const subscriptionIds = useMemo(
    () => (sub ? new Set([sub.id]) : folder ? new Set(folder.subscriptions.map((s) => s.id)) : null),
    [sub, folder],
  );
  // What the list shows, so an arrival it already holds is not offered as new.
  const shownIds = useRef<ReadonlySet<string>>(new Set());
  const { onItems: reportItems } = props;
  const onItems = useCallback(
    (items: ListItemRef[], loadMore: () => void, hasNext: boolean) => {
      shownIds.current = new Set(items.map((item) => item.id));
      reportItems(items, loadMore, hasNext);
    },
    [reportItems],
  );
  const [arrived, clearArrived] = useNewArrivals(scope, subscriptionIds, shownIds);

  // A new sort, layout, filter or search starts at the top (spec: lists reset to page 1), loaded anew, so
  // what arrived meanwhile is in it. Braces matter: Chromium's scrollTo now returns a promise, and an effect
  // must not return anything but a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    clearArrived();
  }, [prefs.layout, prefs.sortBy, prefs.showRead, prefs.search]);
  const showArrivals = async () => {
    clearArrived();
    window.scrollTo({ top: 0 });
    await refresh();
  };
  // The feed being viewed takes its new items in place while the reader is at the top of its list, where nothing
  // under their eyes moves (a hub's push shows within a second or two). Further down, with an item open, or on a
  // folder or All Subscriptions (many feeds: a stream that would reshuffle the page), the button offers them.
  const takesArrivalsLive = scope.kind === "subscription" && !prefs.search && props.openItemId === null;
  useEffect(() => {
    if (!arrived || !takesArrivalsLive || window.scrollY > LIVE_AT_TOP_PX) return;
    clearArrived();
    void refresh();
  }, [arrived, takesArrivalsLive, clearArrived, refresh]);
  const badLayout = unknownLayout(props.listLocation.search);
  const title = sub?.title ?? folder?.name ?? tag?.name ?? (topic ? topicDisplayName(topic.name) : null) ?? TITLES[scope.kind] ?? "";
  usePageTitle(title || (NOT_FOUND[scope.kind] ?? "Articles"));

  // Re-enabled from anywhere (this page's button, the drawer's menu, the properties modal): the list was
  // refused while disabled, so the query runs again.
  const listEnabled = sub?.enabled ?? folder?.enabled ?? tag?.enabled ?? true;
  const wasEnabled = useRef(listEnabled);
  useEffect(() => {
    if (listEnabled && !wasEnabled.current) setFetchKey((k) => k + 1);
    wasEnabled.current = listEnabled;
  }, [listEnabled]);

  // Spec part 2 section 2: an unknown topic reads 'Topic ID not found'.
  if (scope.kind === "topic" && !topic) return <TopicNotFound />;
  const missing = (scope.kind === "subscription" && !sub) || (scope.kind === "folder" && !folder) || ((scope.kind === "tag" || scope.kind === "readLater") && !tag);
  if (missing) {
    return (
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {NOT_FOUND[scope.kind] ?? "Tag not found"}
        </Heading>
        <Text color="fg.muted">{LIST_LOAD_FAILED}</Text>
      </Stack>
    );
  }

  const enabled = listEnabled;
  const unreadCount = scope.kind === "articles" || scope.kind === "topic" ? null : (sub?.unreadCount ?? folder?.unreadCount ?? tag?.unreadCount ?? data.viewer?.readingList.allUnreadCount ?? 0);
  const propertiesPath = sub
    ? `/subscriptions/${sub.subscriptionId}/properties`
    : folder
      ? `/folders/${folder.folderId}/properties`
      : node?.__typename === "ContentItemTag"
        ? `/content/tags/${node.contentItemTagId}/properties`
        : topic
          ? `${topicPath(topic.topicId)}/properties`
          : undefined;
  const subtitle = topic ? (
    topic.stats && <TopicStats topic={topic.stats} />
  ) : sub ? (
    <Text wordBreak="break-all">{shownFeedUrl(sub.feed.url)}</Text>
  ) : folder ? (
    <Text wordBreak="break-all">{`${folder.subscriptionCount} ${folder.subscriptionCount === 1 ? "subscription" : "subscriptions"}`}</Text>
  ) : null;

  const enable = async () => {
    setBusy(true);
    const r = sub ? await subscriptionMutations.update({ id: sub.id, enabled: true }) : folder ? await folderMutations.update({ id: folder.id, enabled: true }) : null;
    setBusy(false);
    if (!r) return;
    if (r.ok) notifySuccess(SUBSCRIPTIONS_UPDATED);
    else notifyUserError(r.error, SUBSCRIPTIONS_UPDATE_FAILED);
  };

  // Mark as read applies to the whole list, not to search results: it is offered with the list, not a search.
  const onMarkRead =
    viewerId && offersMarkAllRead(scope) && enabled && !prefs.search
      ? async (olderThanDays: number | null) => {
          const r = await markAllRead(scope, olderThanDays, tag?.id ?? null);
          if (!r.ok) return;
          const { undoToken } = r.value;
          // Undo puts every watermark and row back on the server; the list then shows the items again.
          if (undoToken) {
            notifyWithUndo(markedReadMessage(olderThanDays), () => {
              void undoMarkAllRead(undoToken).then((u) => (u.ok ? refresh() : undefined));
            });
          }
          await refresh();
        }
      : null;

  const open = (item: ListItemRef) =>
    void navigate(`/content/${item.contentItemId}`, { state: { background: props.listLocation } });

  return (
    <Stack gap="0" maxW={prefs.layout.startsWith("cards") ? "none" : "5xl"} ref={pull.ref}>
      <PullToRefreshIndicator pullDistance={pull.pullDistance} refreshing={pull.refreshing} />
      <ContentListHeader
        title={title}
        subtitle={subtitle}
        unreadCount={enabled ? unreadCount : null}
        prefs={prefs}
        onPrefs={setPrefs}
        showReadFilter={offersReadFilter(scope)}
        onMarkRead={onMarkRead}
        onRefresh={() => void refresh()}
        refreshing={refreshing}
        propertiesPath={propertiesPath}
        search={enabled && <ListSearchBox value={prefs.search} onSearch={(search) => setPrefs({ search })} label={`Search ${title || "articles"}`} />}
      />
      {badLayout !== null && (
        // Spec: an unknown layout type is an error. Say so, and show the list in the layout it falls back to.
        <Text color="fg.error" role="alert" mb="3">
          Unknown layout type "{badLayout}": showing {prefs.layout} instead.
        </Text>
      )}
      {arrived > 0 && enabled && !prefs.search && (
        <Box position="sticky" top="16" zIndex="docked" display="flex" justifyContent="center" h="0" overflow="visible">
          <Button size="sm" rounded="full" colorPalette="brand" shadow="md" onClick={() => void showArrivals()} data-testid="new-arrivals">
            {arrived === 1 ? "1 new article" : `${arrived} new articles`}
          </Button>
        </Box>
      )}
      {/* A failing feed says so where the user looks, instead of an empty list that reads "all caught up". */}
      {enabled && sub && viewerId && (
        <FeedFailureBanner feed={sub.feed} subscriptionId={sub.id} viewerId={viewerId} onRecovered={() => void refresh()} />
      )}
      {enabled && folder?.failureNotice && <FolderFailureNotice folder={folder.failureNotice} />}
      {data.viewer?.readingList.failureNotice && <ReadingListFailureNotice readingList={data.viewer.readingList.failureNotice} />}
      {!enabled && (sub || folder) ? (
        <DisabledNotice kind={sub ? "subscription" : "folder"} propertiesPath={propertiesPath ?? "/library"} busy={busy} onEnable={() => void enable()} />
      ) : !enabled ? (
        <Text color="fg.muted">This tag is disabled: it is not updated and shows no content. Re-enable it from its properties.</Text>
      ) : (
        <ContentList
          key={`${prefs.layout}:${prefs.sortBy}:${prefs.showRead}:${prefs.search}`}
          query={data}
          layout={prefs.layout}
          viewerId={viewerId}
          openItemId={props.openItemId}
          onOpen={open}
          onItems={onItems}
          onRefetchReady={onRefetchReady}
          renderInline={(item) => <InlineArticle itemId={item.id} />}
          empty={(hiddenReadCount) =>
            prefs.search ? (
              <SearchEmpty
                search={prefs.search}
                unreadOnly={!prefs.showRead && offersReadFilter(scope)}
                onShowRead={() => setPrefs({ showRead: true })}
                onClear={() => setPrefs({ search: "" })}
              />
            ) : (
              <ListEmpty
                scope={scope}
                showRead={prefs.showRead}
                hiddenReadCount={hiddenReadCount}
                failing={Boolean(sub?.feed.failure)}
                onShowRead={() => setPrefs({ showRead: true })}
              />
            )
          }
          restoreAnchor={restoreAnchor}
          onAnchor={onAnchor}
        />
      )}
    </Stack>
  );
}
