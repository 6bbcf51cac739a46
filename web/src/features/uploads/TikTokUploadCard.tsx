import { Alert, Avatar, Badge, Button, Checkbox, Field, HStack, Input, NativeSelect, Spinner, Stack, Switch, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { api, ApiError } from "../../session/api";
import { notifyError, notifySuccess } from "../../ui/toaster";
import type { UploadableDigest } from "./DigestUploadOptions";
import {
  initialTikTokForm, isFinalStatus, privacyChoices, publishIdKey, STATUS_POLL_MS, tiktokBlocker, tiktokBody, tiktokErrors, UPLOAD_MESSAGES,
  type CreatorInfo, type TikTokForm,
} from "./uploadRules";

type Settings = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; creator: CreatorInfo };

function Toggle(props: { label: string; checked: boolean; disabled?: boolean; hint?: string | undefined; onChange: (on: boolean) => void }) {
  return (
    <Stack gap="0">
      <Switch.Root checked={props.checked} disabled={props.disabled} onCheckedChange={(e) => props.onChange(e.checked)} colorPalette="brand" size="sm">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{props.label}</Switch.Label>
      </Switch.Root>
      {props.hint && (
        <Text fontSize="xs" color="fg.muted" ps="10">
          {props.hint}
        </Text>
      )}
    </Stack>
  );
}

function Check(props: { label: string; checked: boolean; disabled?: boolean; onChange: (on: boolean) => void }) {
  return (
    <Checkbox.Root checked={props.checked} disabled={props.disabled} onCheckedChange={(e) => props.onChange(e.checked === true)} colorPalette="brand" size="sm">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{props.label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * TikTok (spec part 3 sections 2, 4, 5 and 8): the creator read first (GET /users/oauth/upload_settings), the post's
 * options with TikTok's rules (a privacy level chosen from the creator's, their disabled interactions locked off,
 * disclosure with a choice, branded content never private, the creator's maximum duration), then POST
 * /digests/{id}/tiktok and the status polled every 10 s until it says success, complete or fail. The publish id is
 * kept in this browser, so a reload keeps polling.
 */
export function TikTokUploadCard(props: { digest: UploadableDigest; latest: { status: string; publishId?: string | null | undefined } | null }) {
  const { digest } = props;
  const [settings, setSettings] = useState<Settings>({ state: "loading" });
  const [form, setForm] = useState<TikTokForm>(() => initialTikTokForm(null));
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [publishId, setPublishId] = useState<string | null>(
    () => localStorage.getItem(publishIdKey(digest.id)) ?? (props.latest?.status !== "failed" ? (props.latest?.publishId ?? null) : null),
  );
  const [status, setStatus] = useState<{ text: string; reason: string | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let live = true;
    api<{ uploadSettings: { tiktok?: CreatorInfo } }>("/users/oauth/upload_settings")
      .then((r) => {
        if (!live) return;
        const creator = r.uploadSettings.tiktok;
        if (!creator?.creatorUsername) return setSettings({ state: "error", message: UPLOAD_MESSAGES.settingsFailed });
        setSettings({ state: "ready", creator });
        setForm(initialTikTokForm(creator));
      })
      .catch((e: unknown) => live && setSettings({ state: "error", message: e instanceof ApiError && e.message !== UPLOAD_MESSAGES.settingsFailed ? `${UPLOAD_MESSAGES.settingsFailed}: ${e.message.replace(/^Error fetching upload settings:\s*/, "")}` : UPLOAD_MESSAGES.settingsFailed }));
    return () => {
      live = false;
    };
  }, []);

  // The status poll (spec part 3 section 4): every 10 s until the text says success, complete or fail.
  const poll = useCallback(async (id: string) => {
    try {
      const r = await api<{ status: string; failReason: string | null }>(`/digests/${digest.id}/tiktok/status`, { method: "POST", body: { publishId: id } });
      setStatus({ text: r.status, reason: r.failReason });
      if (!isFinalStatus(r.status)) timer.current = setTimeout(() => void poll(id), STATUS_POLL_MS);
    } catch (e) {
      setStatus({ text: "Unknown", reason: e instanceof ApiError ? e.message : String(e) });
      timer.current = setTimeout(() => void poll(id), STATUS_POLL_MS);
    }
  }, [digest.id]);
  useEffect(() => {
    if (publishId) void poll(publishId);
    return () => clearTimeout(timer.current);
  }, [publishId, poll]);

  if (settings.state === "loading") return <Spinner size="sm" aria-label="Loading TikTok settings" />;
  if (settings.state === "error") {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{settings.message}</Alert.Title>
      </Alert.Root>
    );
  }
  const { creator } = settings;
  const blocker = tiktokBlocker(Boolean(digest.generatedVideoUrl), digest.audioDurationSeconds ?? 0, creator);
  const errors = touched ? tiktokErrors(form) : {};
  const set = (patch: Partial<TikTokForm>) => setForm((f) => ({ ...f, ...patch }));
  // A publish that failed may be tried again; any other stays posted (its button reads the platform's name).
  const uploaded = Boolean(publishId) && !(status && /fail/i.test(status.text));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    setFailure(null);
    if (blocker || Object.keys(tiktokErrors(form)).length) return;
    setSending(true);
    try {
      const r = await api<{ publishId?: string } | null>(`/digests/${digest.id}/tiktok`, { method: "POST", body: tiktokBody(form, creator, digest.name) });
      if (!r) throw new Error(UPLOAD_MESSAGES.noResponse);
      if (!r.publishId) throw new Error(UPLOAD_MESSAGES.noPublishId);
      localStorage.setItem(publishIdKey(digest.id), r.publishId);
      setStatus(null);
      setPublishId(r.publishId);
      notifySuccess(UPLOAD_MESSAGES.tiktokDone);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      setFailure(message);
      notifyError(UPLOAD_MESSAGES.uploadFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="4">
        <HStack gap="3">
          <Avatar.Root size="sm">
            <Avatar.Fallback name={creator.creatorNickname} />
            {creator.creatorAvatarUrl && <Avatar.Image src={creator.creatorAvatarUrl} alt="" />}
          </Avatar.Root>
          <Stack gap="0">
            <Text fontWeight="medium">{creator.creatorNickname}</Text>
            <Text fontSize="sm" color="fg.muted">
              @{creator.creatorUsername}
            </Text>
          </Stack>
        </HStack>
        {blocker && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{blocker}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root>
          <Field.Label>Title</Field.Label>
          <Input value={form.title} placeholder={digest.name} maxLength={2200} onChange={(e) => set({ title: e.target.value })} />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.privacyLevel)} required>
          <Field.Label>Who can view this video</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={form.privacyLevel} onChange={(e) => set({ privacyLevel: e.target.value })}>
              <option value="">Select privacy level</option>
              {privacyChoices(creator).map((p) => (
                <option key={p.value} value={p.value} disabled={p.value === "SELF_ONLY" && form.disclose && form.brandContent}>
                  {p.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.privacyLevel && <Field.ErrorText>{errors.privacyLevel}</Field.ErrorText>}
        </Field.Root>
        <Stack gap="2" role="group" aria-label="Allow users to">
          <Text fontSize="sm" fontWeight="medium">
            Allow users to
          </Text>
          <HStack gap="5" wrap="wrap">
            {/* Spec part 3 section 5: what the creator turned off in TikTok is shown off and cannot be turned on. */}
            <Check label="Comment" checked={form.allowComment && !creator.commentDisabled} disabled={creator.commentDisabled} onChange={(on) => set({ allowComment: on })} />
            <Check label="Duet" checked={form.allowDuet && !creator.duetDisabled} disabled={creator.duetDisabled} onChange={(on) => set({ allowDuet: on })} />
            <Check label="Stitch" checked={form.allowStitch && !creator.stitchDisabled} disabled={creator.stitchDisabled} onChange={(on) => set({ allowStitch: on })} />
          </HStack>
          {(creator.commentDisabled || creator.duetDisabled || creator.stitchDisabled) && (
            <Text fontSize="xs" color="fg.muted">
              Turned off in your TikTok settings: {[creator.commentDisabled && "comments", creator.duetDisabled && "duet", creator.stitchDisabled && "stitch"].filter(Boolean).join(", ")}.
            </Text>
          )}
        </Stack>
        <Stack gap="2">
          <Toggle label="Disclose video content" checked={form.disclose} onChange={(on) => set({ disclose: on, ...(on ? {} : { brandOrganic: false, brandContent: false }) })} hint="Say whether this video promotes yourself, a third party, or both." />
          {form.disclose && (
            <Stack gap="2" ps="10">
              <Check label="Your brand" checked={form.brandOrganic} onChange={(on) => set({ brandOrganic: on })} />
              <Check label="Branded content" checked={form.brandContent} onChange={(on) => set({ brandContent: on })} />
              {errors.disclose && (
                <Text fontSize="xs" color="fg.error" role="alert">
                  {errors.disclose}
                </Text>
              )}
            </Stack>
          )}
          <Toggle label="AI-generated content" checked={form.isAIGC} onChange={(on) => set({ isAIGC: on })} hint="The narration is synthetic speech." />
        </Stack>
        <Field.Root maxW="48">
          <Field.Label>Cover frame at (seconds)</Field.Label>
          <Input type="number" min={0} max={Math.floor(digest.audioDurationSeconds ?? 0)} step={1} value={form.coverSeconds} onChange={(e) => set({ coverSeconds: Number(e.target.value) || 0 })} />
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
          <Button type="submit" colorPalette="brand" loading={sending} loadingText="Uploading…" disabled={Boolean(blocker) || uploaded}>
            {uploaded ? "Uploaded to TikTok" : "Upload to TikTok"}
          </Button>
          {publishId && (
            <HStack gap="2" aria-live="polite">
              <Text fontSize="sm">Status:</Text>
              <Badge colorPalette={status && /fail/i.test(status.text) ? "red" : status && isFinalStatus(status.text) ? "green" : "gray"}>{status?.text ?? "Checking…"}</Badge>
              {status?.reason && (
                <Text fontSize="sm" color="fg.error">
                  {status.reason}
                </Text>
              )}
            </HStack>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
