import { Alert, Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { api, ApiError } from "../../session/api";
import { notifyError, notifySuccess } from "../../ui/toaster";
import type { UploadableDigest } from "./DigestUploadOptions";
import { parseTags, UPLOAD_MESSAGES, YOUTUBE_PRIVACY } from "./uploadRules";

/** While the server answers that this upload still runs, ask again this often (the same request finds the same upload). */
const IN_PROGRESS_RETRY_MS = 10_000;

/**
 * YouTube (spec part 3 sections 2, 4, 5 and 8): title (falling back to the digest's name), description, tags entered
 * comma-separated and privacy (default private), then POST /digests/{id}/youtube. Once uploaded the button reads
 * "Uploaded to YouTube" and is disabled, also after a reload (the digest lists the viewer's uploads).
 */
export function YouTubeUploadCard(props: { digest: UploadableDigest; latest: { status: string; videoId?: string | null | undefined } | null }) {
  const { digest } = props;
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [tags, setTags] = useState("");
  const [privacyStatus, setPrivacy] = useState<string>("private");
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [videoId, setVideoId] = useState<string | null>(props.latest?.status === "completed" ? (props.latest.videoId ?? null) : null);

  async function send(body: object): Promise<void> {
    try {
      const r = await api<{ videoId?: string } | null>(`/digests/${digest.id}/youtube`, { method: "POST", body });
      if (!r) throw new Error(UPLOAD_MESSAGES.noResponse);
      if (!r.videoId) throw new Error(UPLOAD_MESSAGES.noVideoId);
      setVideoId(r.videoId);
      notifySuccess(UPLOAD_MESSAGES.youtubeDone);
    } catch (e) {
      // A long upload outlasts the request: the same request again (same options) answers its result when done.
      if (e instanceof ApiError && e.key === "UPLOAD_IN_PROGRESS") {
        await new Promise((r) => setTimeout(r, IN_PROGRESS_RETRY_MS));
        return send(body);
      }
      setFailure(e instanceof Error ? e.message : String(e));
      notifyError(UPLOAD_MESSAGES.uploadFailed);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (!digest.generatedVideoUrl) return setFailure(UPLOAD_MESSAGES.noVideo);
    setSending(true);
    await send({ title: title.trim() || digest.name, description, tags: parseTags(tags), privacyStatus });
    setSending(false);
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Title</Field.Label>
          <Input value={title} placeholder={digest.name} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
          <Field.HelperText>Left empty, the digest's name.</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Description</Field.Label>
          <Textarea value={description} rows={3} onChange={(e) => setDescription(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Tags</Field.Label>
          <Input value={tags} placeholder="news, daily briefing" onChange={(e) => setTags(e.target.value)} />
          <Field.HelperText>Separate tags with commas.</Field.HelperText>
        </Field.Root>
        <Field.Root maxW="60">
          <Field.Label>Privacy</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={privacyStatus} onChange={(e) => setPrivacy(e.target.value)}>
              {YOUTUBE_PRIVACY.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              {UPLOAD_MESSAGES.uploadFailed}: {failure}
            </Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={sending} loadingText="Uploading…" disabled={Boolean(videoId)}>
            {videoId ? "Uploaded to YouTube" : "Upload to YouTube"}
          </Button>
          {videoId && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              Video id {videoId}
            </Text>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
