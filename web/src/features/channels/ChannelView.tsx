import { Box, EmptyState, Grid, Heading, Spinner, Stack, Text, useBreakpointValue, VStack } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { ChannelView_channel$key } from "../../__generated__/ChannelView_channel.graphql";
import type { ChannelViewPaginationQuery } from "../../__generated__/ChannelViewPaginationQuery.graphql";
import { toaster } from "../../ui/toaster";
import { ChannelDigestItem } from "./ChannelDigestItem";
import { ChannelHeroCarousel } from "./ChannelHeroCarousel";
import { CHANNEL_MESSAGES, CHANNEL_PAGE_SIZE, CHANNEL_REFRESH_MS, CHANNEL_TOAST_IDS, LOAD_MORE_THRESHOLD_PX } from "./channelOptions";
import { ChannelPlayer } from "./ChannelPlayer";
import { firstToPlay, nextToPlay } from "./playOrder";
import { markViewed, readViewed } from "./viewedDigests";

const storage = () => (typeof window !== "undefined" ? window.localStorage : null);
const channelError = (title: string) => toaster.create({ id: CHANNEL_TOAST_IDS.channel, type: "error", title, duration: 30_000, closable: true });

/**
 * The channel view's body (spec part 3 sections 2 and 4): the story hero carousel on wide screens, the player and
 * the digest list. The list re-reads its first pages every 60 s and loads older digests when scrolled within 80 px
 * of its bottom, until a page comes back empty. The first digest not yet viewed is selected; when one's media ends
 * it counts as viewed (remembered in this browser per channel, the last 1000) and the next one plays.
 */
export function ChannelView(props: { channel: ChannelView_channel$key; nextRunAt: string | null }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<ChannelViewPaginationQuery, ChannelView_channel$key>(
    graphql`
      fragment ChannelView_channel on Channel
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" })
      @refetchable(queryName: "ChannelViewPaginationQuery") {
        channelId
        digests(first: $first, after: $after) @connection(key: "ChannelView_digests") {
          edges {
            node {
              id
              digestId
              ...ChannelDigestItem_digest
              ...ChannelPlayer_digest
              ...ChannelHeroCarousel_digests
            }
          }
        }
      }
    `,
    props.channel,
  );
  const channelId = data.channelId;
  const nodes = useMemo(() => data.digests.edges.map((e) => e.node), [data.digests.edges]);
  const ids = useMemo(() => nodes.map((n) => n.digestId), [nodes]);
  const wide = useBreakpointValue({ base: false, lg: true }) ?? false;

  const [viewed, setViewed] = useState<Set<string>>(() => new Set(storage() ? readViewed(storage()!, channelId) : []));
  const [selected, setSelected] = useState<string | null>(null);
  const [autoPlay, setAutoPlay] = useState(false);
  const [playing, setPlaying] = useState(false);

  // The first unviewed digest is selected once there are digests (and again if the selected one disappears).
  useEffect(() => {
    if (selected && ids.includes(selected)) return;
    setSelected(firstToPlay(ids, viewed));
  }, [ids, selected, viewed]);

  // The first pages again every 60 s (new digests at the top), while the tab is visible.
  const loaded = nodes.length;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible") return;
      refetch({ first: Math.max(CHANNEL_PAGE_SIZE, loaded) }, { fetchPolicy: "network-only", onComplete: (e) => e && channelError(CHANNEL_MESSAGES.loadFailed) });
    }, CHANNEL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch, loaded]);

  // Older digests within 80 px of the list's bottom (and while the list does not fill its box yet).
  const list = useRef<HTMLDivElement>(null);
  const loadMoreIfNear = useCallback(() => {
    const el = list.current;
    if (!el || !hasNext || isLoadingNext) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_THRESHOLD_PX) {
      loadNext(CHANNEL_PAGE_SIZE, { onComplete: (e) => e && channelError(CHANNEL_MESSAGES.loadFailed) });
    }
  }, [hasNext, isLoadingNext, loadNext]);
  useEffect(() => loadMoreIfNear(), [loadMoreIfNear, loaded]);

  const onPlayingChange = useCallback((p: boolean) => {
    setPlaying(p);
    if (p) setAutoPlay(true);
  }, []);
  const onEnded = useCallback(() => {
    if (!selected) return;
    const store = storage();
    const next = new Set(store ? markViewed(store, channelId, selected) : [...viewed, selected]);
    setViewed(next);
    setAutoPlay(true);
    setSelected(nextToPlay(ids, selected, next));
  }, [selected, channelId, viewed, ids]);
  const choose = (digestId: string, play: boolean) => {
    setSelected(digestId);
    if (play) setAutoPlay(true);
  };

  const current = nodes.find((n) => n.digestId === selected) ?? null;
  if (!nodes.length) {
    return (
      <EmptyState.Root size="md" borderWidth="1px" borderColor="border" rounded="l3">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>No digests yet</EmptyState.Title>
            <EmptyState.Description>
              {props.nextRunAt
                ? `The channel tells its first stories at its next run, around ${new Date(props.nextRunAt).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" })}.`
                : "The channel is paused: it makes no new digests."}
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="6">
      {wide && <ChannelHeroCarousel digests={nodes} playing={playing} onPlay={(id) => choose(id, true)} />}
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 2fr) minmax(18rem, 1fr)" }} gap="6" alignItems="start">
        <Box minW="0">{current && <ChannelPlayer digest={current} autoPlay={autoPlay} onPlayingChange={onPlayingChange} onEnded={onEnded} />}</Box>
        <Stack gap="2" as="section" aria-labelledby="channel-digests-heading" minW="0">
          <Heading as="h2" size="sm" id="channel-digests-heading">
            Digests
          </Heading>
          <Box
            ref={list}
            onScroll={loadMoreIfNear}
            maxH={{ base: "28rem", lg: "calc(100vh - 12rem)" }}
            overflowY="auto"
            borderWidth="1px"
            borderColor="border"
            rounded="l3"
            p="1"
          >
            <Box as="ul" m="0" p="0" aria-label="Channel digests">
              {nodes.map((n) => (
                <ChannelDigestItem
                  key={n.id}
                  digest={n}
                  selected={n.digestId === selected}
                  viewed={viewed.has(n.digestId)}
                  playing={playing}
                  onSelect={() => choose(n.digestId, playing || autoPlay)}
                />
              ))}
            </Box>
            {isLoadingNext && <Spinner size="sm" display="block" mx="auto" my="3" />}
            {!hasNext && nodes.length > CHANNEL_PAGE_SIZE && (
              <Text fontSize="xs" color="fg.muted" textAlign="center" py="2">
                That is every digest of this channel.
              </Text>
            )}
          </Box>
        </Stack>
      </Grid>
    </Stack>
  );
}
