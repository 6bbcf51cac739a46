import { Badge, Button, Field, HStack, Input, Stack, Switch, Text, Textarea, Wrap } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import type { ChannelForm_channel$key } from "../../__generated__/ChannelForm_channel.graphql";
import { FormAlert } from "../../ui/FormAlert";
import { CHANNEL_LIMITS, CHANNEL_MESSAGES } from "./channelOptions";
import type { ChannelFieldErrors, SaveOutcome } from "./channelMutations";

export interface ChannelDraft {
  name: string;
  description: string;
  promptInstructions: string;
  enabled: boolean;
}

/** The spec's checks (part 3 section 5), as the server makes them, so the form says them before sending. */
export function checkChannel(d: ChannelDraft): ChannelFieldErrors {
  const errors: ChannelFieldErrors = {};
  if (!d.name.trim()) errors.name = CHANNEL_MESSAGES.nameRequired;
  else if (d.name.trim().length > CHANNEL_LIMITS.name) errors.name = `Name must be at most ${CHANNEL_LIMITS.name} characters`;
  if (d.description.trim().length > CHANNEL_LIMITS.description) errors.description = `Description must be at most ${CHANNEL_LIMITS.description} characters`;
  if (d.promptInstructions.trim().length > CHANNEL_LIMITS.promptInstructions) errors.promptInstructions = `Prompt instructions must be at most ${CHANNEL_LIMITS.promptInstructions} characters`;
  return errors;
}

function Counter(props: { value: string; max: number }) {
  const n = props.value.trim().length;
  return (
    <Text as="span" fontSize="xs" color={n > props.max ? "fg.error" : "fg.muted"} ms="auto">
      {n} / {props.max}
    </Text>
  );
}

/**
 * The admin channel modals' form (spec part 3 section 2: name, description and prompt instructions), plus the
 * enabled switch when editing. Messages show after a first submit and follow the edits; the server's come back by
 * field. On edit, the topics the saved instructions name are listed: what the channel narrows to.
 */
export function ChannelForm(props: {
  channel?: ChannelForm_channel$key | null;
  submitLabel: string;
  onSave: (draft: ChannelDraft) => Promise<SaveOutcome>;
  onCancel: () => void;
}) {
  const channel = useFragment(
    graphql`
      fragment ChannelForm_channel on Channel {
        name
        description
        promptInstructions
        enabled
        topics {
          id
          name
        }
      }
    `,
    props.channel ?? null,
  );
  const [draft, setDraft] = useState<ChannelDraft>({
    name: channel?.name ?? "",
    description: channel?.description ?? "",
    promptInstructions: channel?.promptInstructions ?? "",
    enabled: channel?.enabled ?? true,
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ChannelFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errors = submitted ? { ...serverErrors, ...checkChannel(draft) } : {};
  const set = <K extends keyof ChannelDraft>(key: K, value: ChannelDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setServerErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(checkChannel(draft)).length) return;
    setSaving(true);
    const r = await props.onSave(draft);
    setSaving(false);
    if (r.ok) return;
    setServerErrors(r.fields ?? {});
    // Spec part 3 section 8: "Failed to save channel", with the server's reason when it gave one.
    if (!r.fields || !Object.keys(r.fields).length) setFailure(r.error.message ? `${CHANNEL_MESSAGES.saveFailed}. ${r.error.message}` : CHANNEL_MESSAGES.saveFailed);
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Channel">
      <Stack gap="4">
        {failure && <FormAlert message={failure} />}
        <Field.Root invalid={Boolean(errors.name)} required>
          <HStack w="full">
            <Field.Label>Name</Field.Label>
            <Counter value={draft.name} max={CHANNEL_LIMITS.name} />
          </HStack>
          <Input value={draft.name} onChange={(e) => set("name", e.target.value)} autoComplete="off" data-autofocus />
          {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.description)}>
          <HStack w="full">
            <Field.Label>Description</Field.Label>
            <Counter value={draft.description} max={CHANNEL_LIMITS.description} />
          </HStack>
          <Textarea value={draft.description} onChange={(e) => set("description", e.target.value)} rows={3} autoresize maxH="40" />
          {errors.description && <Field.ErrorText>{errors.description}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.promptInstructions)}>
          <HStack w="full">
            <Field.Label>Prompt instructions</Field.Label>
            <Counter value={draft.promptInstructions} max={CHANNEL_LIMITS.promptInstructions} />
          </HStack>
          <Textarea
            value={draft.promptInstructions}
            onChange={(e) => set("promptInstructions", e.target.value)}
            rows={4}
            placeholder="Stories about Lisbon and Porto, in a calm tone."
          />
          {errors.promptInstructions ? (
            <Field.ErrorText>{errors.promptInstructions}</Field.ErrorText>
          ) : (
            <Field.HelperText>Topics named here narrow the channel to stories about them; with none, it tells the day&apos;s top stories. A configured language model also follows the tone.</Field.HelperText>
          )}
        </Field.Root>
        {channel && channel.topics.length > 0 && (
          <Wrap gap="2" align="center" aria-label="Topics the channel follows">
            <Text fontSize="sm" color="fg.muted">
              Follows
            </Text>
            {channel.topics.map((t) => (
              <Badge key={t.id} variant="subtle" colorPalette="brand">
                {t.name.replace(/_/g, " ")}
              </Badge>
            ))}
          </Wrap>
        )}
        {channel && (
          <Switch.Root checked={draft.enabled} onCheckedChange={(e) => set("enabled", e.checked)} colorPalette="brand">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Enabled (makes new digests on its schedule)</Switch.Label>
          </Switch.Root>
        )}
        <HStack justify="end" gap="2" pt="2">
          <Button variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {props.submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
