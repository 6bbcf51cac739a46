import { chakra, Skeleton, Stack, Tabs, Text, useBreakpointValue } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { ChannelPlayer_digest$key } from "../../__generated__/ChannelPlayer_digest.graphql";
import { api } from "../../session/api";
import { toaster } from "../../ui/toaster";
import { DigestSources, type DigestSourceItem } from "../digests/DigestSources";
import { CHANNEL_MESSAGES, CHANNEL_TOAST_IDS } from "./channelOptions";
import { MediaCarousel } from "./MediaCarousel";
import { SummaryPages, type SummaryPage } from "./SummaryPages";

/** What GET /api_v1/digests/{id}?includeDigestContent=true answers that the player shows (no token needed). */
interface DigestContent {
  contentItems: DigestSourceItem[] | Record<string, DigestSourceItem>;
  feeds: Array<{ id: string; title: string | null }> | Record<string, { id: string; title: string | null }>;
  content?: { text: SummaryPage[] | null };
}
const listOf = <T,>(c: T[] | Record<string, T> | undefined): T[] => (Array.isArray(c) ? c : Object.values(c ?? {}));

/** Media events the channel view follows (what plays next, whether the hero carousel holds). */
export interface PlayerEvents {
  onPlayingChange: (playing: boolean) => void;
  onEnded: () => void;
}

/**
 * The channel's player (spec part 3 sections 2 and 4): the digest's video when it has one, else its audio under a
 * carousel of its story's pictures; below, its text summary pages and its sources. It starts by itself once the
 * viewer has pressed play on the channel (browsers allow that after a gesture), so a finished digest leads into
 * the next.
 */
export function ChannelPlayer(props: { digest: ChannelPlayer_digest$key; autoPlay: boolean } & PlayerEvents) {
  const d = useFragment(
    graphql`
      fragment ChannelPlayer_digest on Digest {
        digestId
        name
        createdAt
        generatedVideoUrl
        generatedAudioUrl
        story {
          title
          heroImage
        }
      }
    `,
    props.digest,
  );
  const wide = useBreakpointValue({ base: false, lg: true }) ?? false;
  const [content, setContent] = useState<{ id: string; value: DigestContent | null } | null>(null);
  const { onPlayingChange } = props;

  useEffect(() => {
    let live = true;
    api<DigestContent>(`/digests/${encodeURIComponent(d.digestId)}?includeDigestContent=true`).then(
      (value) => live && setContent({ id: d.digestId, value }),
      () => {
        if (!live) return;
        setContent({ id: d.digestId, value: null });
        toaster.create({ id: CHANNEL_TOAST_IDS.story, type: "error", title: CHANNEL_MESSAGES.digestFetchFailed, duration: 30_000, closable: true });
      },
    );
    return () => {
      live = false;
    };
  }, [d.digestId]);
  // A new digest starts paused until its media says otherwise.
  useEffect(() => () => onPlayingChange(false), [d.digestId, onPlayingChange]);

  const loaded = content?.id === d.digestId ? content.value : undefined;
  const items = listOf(loaded?.contentItems);
  const feeds = new Map(listOf(loaded?.feeds).map((f) => [f.id, f.title ?? ""]));
  const images = [...new Set([d.story?.heroImage, ...items.map((i) => i.jesterImageUrl)].filter((u): u is string => !!u))];
  const title = d.story?.title ?? d.name;
  const media = {
    autoPlay: props.autoPlay,
    onPlay: () => onPlayingChange(true),
    onPause: () => onPlayingChange(false),
    onEnded: () => {
      onPlayingChange(false);
      props.onEnded();
    },
  };

  return (
    <Stack gap="4" aria-label="Player" as="section">
      {d.generatedVideoUrl ? (
        <chakra.video key={d.digestId} src={d.generatedVideoUrl} controls playsInline w="full" rounded="l3" bg="black" aspectRatio={16 / 9} aria-label={`Video: ${title}`} {...media} />
      ) : (
        <Stack gap="2">
          <MediaCarousel images={images} title={title} wide={wide}>
            <Text color="whiteAlpha.900" fontSize="sm" mt="1">
              {new Date(d.createdAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
            </Text>
          </MediaCarousel>
          {d.generatedAudioUrl && <audio key={d.digestId} src={d.generatedAudioUrl} controls style={{ width: "100%" }} aria-label={`Audio: ${title}`} {...media} />}
        </Stack>
      )}
      <Tabs.Root defaultValue="summary" variant="line" size="sm">
        <Tabs.List>
          <Tabs.Trigger value="summary">Summary</Tabs.Trigger>
          <Tabs.Trigger value="sources">Sources{items.length ? ` (${items.length})` : ""}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="summary">
          {loaded === undefined ? (
            <Skeleton h="24" />
          ) : loaded?.content?.text?.length ? (
            <SummaryPages key={d.digestId} pages={loaded.content.text} />
          ) : (
            <Text color="fg.muted">No text summary available</Text>
          )}
        </Tabs.Content>
        <Tabs.Content value="sources">
          {items.length ? <DigestSources items={items} feeds={feeds} /> : <Text color="fg.muted">{loaded === undefined ? "Loading…" : "No sources listed"}</Text>}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
