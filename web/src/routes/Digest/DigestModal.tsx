import { Alert, Button, Clipboard, Dialog, HStack, Image, Link, Portal, CloseButton, Spinner, Stack, Tabs, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState } from "react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import type { DigestModalQuery } from "../../__generated__/DigestModalQuery.graphql";
import { DigestAudioPlayer } from "../../features/digests/DigestAudioPlayer";
import { DIGEST_MESSAGES } from "../../features/digests/digestOptions";
import { DigestSources, type DigestSourceItem } from "../../features/digests/DigestSources";
import type { Segment } from "../../features/digests/transcript";
import { DigestUploadOptions } from "../../features/uploads/DigestUploadOptions";
import { toGlobalId } from "../../relay/globalId";
import { environment } from "../../relay/environment";
import { api, ApiError } from "../../session/api";
import { CheckIcon, DownloadIcon, ShareIcon } from "../../ui/icons";
import { useCloseModal } from "../../ui/useCloseModal";
import { usePageTitle } from "../../ui/usePageTitle";

const query = graphql`
  query DigestModalQuery($id: ID!) {
    viewer {
      id
      settings {
        accountSettings {
          isAdmin
        }
      }
      ...DigestUploadOptions_viewer
    }
    node(id: $id) {
      ...DigestUploadOptions_digest @alias(as: "uploads")
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<DigestModalQuery>(environment, query, { id: toGlobalId("Digest", params.id ?? "") }, { fetchPolicy: "store-and-network" });
}

interface DigestView {
  id: string;
  name: string;
  createdAt: string;
  publishedAt: string | null;
  status: string;
  errorMessage: string | null;
  generatedTextUrl: string | null;
  generatedAudioUrl: string | null;
  generatedAudioTranscriptUrl: string | null;
  generatedVideoUrl: string | null;
  audioDurationSeconds: number | null;
  scheduledDigestId: string | null;
}
interface DigestAnswer {
  digests: DigestView[];
  contentItems: DigestSourceItem[] | Record<string, DigestSourceItem>;
  /** Keyed by id like the spec's other collections (a list is read the same way). */
  feeds: Array<{ id: string; title: string | null }> | Record<string, { id: string; title: string | null }>;
  content?: { text: Array<{ title: string; summary: string; sourceIds: string[] }> | null; transcript: Segment[] | null };
}

type Load = { state: "loading" } | { state: "missing" } | { state: "error"; message: string } | { state: "ready"; answer: DigestAnswer };

/** Re-reads a pending digest this often, so it turns completed (or failed) while open (beyond the spec). */
const PENDING_POLL_MS = 10_000;

const listOf = <T,>(c: T[] | Record<string, T> | undefined): T[] => (Array.isArray(c) ? c : Object.values(c ?? {}));

function Empty(props: { children: string }) {
  return (
    <Text color="fg.muted" py="6" textAlign="center">
      {props.children}
    </Text>
  );
}

/**
 * /digests/{id} (spec part 3 section 2): a full-screen modal with the title, share, publish date, the audio download
 * and (administrators) transcript links, and Video, Audio and Text tabs each listing the Sources. Pending, failed,
 * empty and missing digests say the spec's texts. Upload Options posts the video to the viewer's TikTok and YouTube.
 */
export function DigestModal() {
  const data = usePreloadedQuery<DigestModalQuery>(query, useLoaderData() as PreloadedQuery<DigestModalQuery>);
  const isAdmin = Boolean(data.viewer?.settings.accountSettings.isAdmin);
  const { id = "" } = useParams();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const digest = load.state === "ready" ? load.answer.digests[0] : undefined;
  const close = useCloseModal(digest?.scheduledDigestId ? `/digests/series/${digest.scheduledDigestId}` : "/library#digests");
  usePageTitle(digest?.name ?? "Digest");

  const fetchDigest = useCallback(async () => {
    try {
      const answer = await api<DigestAnswer>(`/digests/${encodeURIComponent(id)}?includeDigestContent=true`);
      setLoad(answer.digests[0] ? { state: "ready", answer } : { state: "missing" });
    } catch (e) {
      setLoad(e instanceof ApiError && e.status === 404 ? { state: "missing" } : { state: "error", message: DIGEST_MESSAGES.fetchFailed });
    }
  }, [id]);
  useEffect(() => void fetchDigest(), [fetchDigest]);
  useEffect(() => {
    if (digest?.status !== "pending") return;
    const timer = setTimeout(() => void fetchDigest(), PENDING_POLL_MS);
    return () => clearTimeout(timer);
  }, [digest, fetchDigest]);

  const answer = load.state === "ready" ? load.answer : null;
  const itemList = listOf(answer?.contentItems);
  const items = new Map(itemList.map((i) => [i.id, i]));
  const feeds = new Map(listOf(answer?.feeds).map((f) => [f.id, f.title ?? ""]));
  const sources = <DigestSources items={itemList} feeds={feeds} />;
  const text = answer?.content?.text ?? null;
  const transcript = answer?.content?.transcript ?? null;
  const defaultTab = digest?.generatedVideoUrl ? "video" : digest?.generatedAudioUrl ? "audio" : "text";

  let body;
  if (load.state === "loading") body = <Spinner alignSelf="center" my="10" />;
  else if (load.state === "missing") body = <Empty>{DIGEST_MESSAGES.digestNotFound}</Empty>;
  else if (load.state === "error" || !digest) body = <Empty>{load.state === "error" ? load.message : DIGEST_MESSAGES.fetchFailed}</Empty>;
  else if (digest.status === "pending")
    body = (
      <Stack gap="4" align="center" py="6">
        <Spinner />
        <Text>{DIGEST_MESSAGES.pending}</Text>
      </Stack>
    );
  else if (digest.status === "failed")
    body = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          {DIGEST_MESSAGES.failedPrefix}
          {digest.errorMessage || DIGEST_MESSAGES.failedDefault}
        </Alert.Title>
      </Alert.Root>
    );
  else
    body = (
      <Tabs.Root defaultValue={defaultTab} variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="video">Video Summary</Tabs.Trigger>
          <Tabs.Trigger value="audio">Audio Summary</Tabs.Trigger>
          <Tabs.Trigger value="text">Text Summary</Tabs.Trigger>
          <Tabs.Trigger value="upload">Upload Options</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="video">
          <Stack gap="5">
            {digest.generatedVideoUrl ? (
              // The file is served with byte ranges, so the player seeks; a vertical video keeps its shape inside 70vh.
              <video src={digest.generatedVideoUrl} controls playsInline preload="metadata" style={{ width: "100%", maxHeight: "70vh", background: "black" }} aria-label="Digest video" />
            ) : (
              <Empty>No video summary available</Empty>
            )}
            {sources}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="audio">
          <Stack gap="5">
            {digest.generatedAudioUrl ? (
              <DigestAudioPlayer src={digest.generatedAudioUrl} segments={transcript ?? []} items={items} feeds={feeds} />
            ) : (
              <Empty>No audio summary available</Empty>
            )}
            {sources}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="text">
          <Stack gap="5">
            {text?.length ? (
              <Stack as="ol" gap="5" listStyleType="none" m="0" p="0" aria-label="Text summary">
                {text.map((t, i) => {
                  const image = t.sourceIds.map((sid) => items.get(sid)?.jesterImageUrl).find(Boolean);
                  return (
                    <HStack as="li" key={i} align="start" gap="4">
                      {image && <Image src={image} alt="" w={{ base: "20", sm: "32" }} aspectRatio="4/3" objectFit="cover" rounded="l2" flexShrink={0} />}
                      <Stack gap="1">
                        <Text fontWeight="semibold">{t.title}</Text>
                        <Text>{t.summary}</Text>
                      </Stack>
                    </HStack>
                  );
                })}
              </Stack>
            ) : (
              <Empty>{digest.generatedTextUrl && !text ? "Invalid summary format for this digest" : "No text summary available"}</Empty>
            )}
            {sources}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="upload">
          <Stack gap="5">
            <DigestUploadOptions digest={digest} viewer={data.viewer ?? null} uploads={data.node?.uploads ?? null} />
            {sources}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    );

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && close()} size="full" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1" pe="12">
              <Dialog.Title>{digest?.name ?? "Digest"}</Dialog.Title>
              {digest && (
                <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
                  <Text>{new Date(digest.publishedAt ?? digest.createdAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}</Text>
                  <Clipboard.Root value={window.location.href} timeout={1500}>
                    <Clipboard.Trigger asChild>
                      <Button size="xs" variant="ghost" aria-label="Share (copy link)">
                        <Clipboard.Indicator copied={<CheckIcon />}>
                          <ShareIcon />
                        </Clipboard.Indicator>
                        Share
                      </Button>
                    </Clipboard.Trigger>
                  </Clipboard.Root>
                  {digest.generatedAudioUrl && (
                    <Button asChild size="xs" variant="ghost">
                      <a href={digest.generatedAudioUrl} download={`${digest.name}.mp3`}>
                        <DownloadIcon /> Download audio
                      </a>
                    </Button>
                  )}
                  {digest.generatedVideoUrl && (
                    <Button asChild size="xs" variant="ghost">
                      <a href={digest.generatedVideoUrl} download={`${digest.name}.mp4`}>
                        <DownloadIcon /> Download video
                      </a>
                    </Button>
                  )}
                  {isAdmin && digest.generatedAudioTranscriptUrl && (
                    <Link href={digest.generatedAudioTranscriptUrl} target="_blank" rel="noreferrer">
                      Transcript
                    </Link>
                  )}
                </HStack>
              )}
            </Dialog.Header>
            <Dialog.Body>
              <Stack maxW="3xl" mx="auto" w="full">
                {body}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
