import { Field, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Slider, Stack, Switch, Text, Textarea } from "@chakra-ui/react";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { UserErrorAlert, type UserFacingError } from "../../ui/errorToast";
import {
  AUDIO_MINUTES,
  CHARS_PER_WORD,
  CUSTOM,
  DIGEST_SORTS,
  LOOKBACK_HOURS,
  MAX_ITEMS,
  NAME_MAX,
  NOTES_MAX,
  SCRIPT_PRESETS,
  SORT_LABELS,
  SOURCE_KINDS,
  TEXT_PRESETS,
  VOICE_PRESETS,
  VOICES,
  WORDS,
  presetOf,
  type Preset,
  type SourceKind,
} from "./digestOptions";
import { storyTopicInput, toggleSummary, validateForm, type DigestForm, type DigestProperties } from "./editorState";
import { ScheduleBuilder } from "./ScheduleBuilder";

export interface SourceOption {
  id: string;
  label: string;
}
export type SourceOptions = Record<Exclude<SourceKind, "story_topic">, SourceOption[]>;

function Toggle(props: { label: string; checked: boolean; onChange: (on: boolean) => void; disabled?: boolean }) {
  return (
    <Switch.Root checked={props.checked} onCheckedChange={(e) => props.onChange(e.checked)} disabled={props.disabled} colorPalette="brand" size="sm">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{props.label}</Switch.Label>
    </Switch.Root>
  );
}

function Select(props: { label: string; value: string; options: ReadonlyArray<{ value: string; label: string }>; onChange: (v: string) => void; error?: string | undefined }) {
  return (
    <Field.Root invalid={Boolean(props.error)}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A preset chooser over its text box: choosing a preset fills the box; editing the box shows Custom (spec part 3 section 4). */
function PresetNotes(props: { label: string; presets: readonly Preset[]; value: string; onChange: (text: string) => void; error?: string | undefined }) {
  const [customChosen, setCustomChosen] = useState(false);
  const preset = customChosen ? CUSTOM : presetOf(props.presets, props.value);
  return (
    <Stack gap="2">
      <Select
        label={`${props.label} preset`}
        value={preset}
        options={[...props.presets.map((p) => ({ value: p.name, label: p.name })), { value: CUSTOM, label: CUSTOM }]}
        onChange={(name) => {
          const p = props.presets.find((x) => x.name === name);
          setCustomChosen(!p);
          if (p) props.onChange(p.text);
        }}
      />
      <NotesField label={props.label} value={props.value} error={props.error} onChange={(t) => (setCustomChosen(false), props.onChange(t))} />
    </Stack>
  );
}

function NotesField(props: { label: string; value: string; onChange: (t: string) => void; error?: string | undefined }) {
  return (
    <Field.Root invalid={Boolean(props.error)}>
      <Field.Label>{props.label}</Field.Label>
      <Textarea size="sm" rows={3} value={props.value} maxLength={NOTES_MAX} onChange={(e) => props.onChange(e.target.value)} />
      <Field.HelperText>
        {props.value.length}/{NOTES_MAX}
      </Field.HelperText>
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A whole number within its range: typed freely, clamped when the field is left (no stepper widget to miss). */
function NumberField(props: { label: string; value: number; min: number; max: number; onChange: (n: number) => void }) {
  const [draft, setDraft] = useState(String(props.value));
  const commit = () => {
    const n = Math.round(Number(draft));
    const value = Number.isFinite(n) && draft.trim() !== "" ? Math.min(props.max, Math.max(props.min, n)) : props.value;
    setDraft(String(value));
    props.onChange(value);
  };
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <Input size="sm" type="number" inputMode="numeric" min={props.min} max={props.max} value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} />
      <Field.HelperText>
        {props.min} to {props.max}
      </Field.HelperText>
    </Field.Root>
  );
}

function SliderField(props: { label: string; value: number; min: number; max: number; step: number; display: string; onChange: (n: number) => void }) {
  return (
    <Slider.Root size="sm" min={props.min} max={props.max} step={props.step} value={[props.value]} onValueChange={(e) => props.onChange(e.value[0] ?? props.value)} colorPalette="brand">
      <HStack justify="space-between">
        <Slider.Label>{props.label}</Slider.Label>
        <Text fontSize="sm" color="fg.muted">
          {props.display}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}

/**
 * The scheduled digest editor (spec part 3 sections 2, 4, 5): name, schedule builder, source kind and source,
 * lookback, sort, maximum items, summary types, presets with their notes, intro, voice, target lengths, email,
 * enabled and show in sidebar; video options for administrators only. Enter submits only from text areas' absence:
 * it never submits the form (spec), text areas keep their new lines.
 */
export function DigestEditorForm(props: {
  formId: string;
  initial: DigestForm;
  sources: SourceOptions;
  isAdmin: boolean;
  error: UserFacingError | null;
  onSubmit: (form: DigestForm) => void;
  onChange?: () => void;
}) {
  const [form, setForm] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  // After a first submit the messages follow the edits (a fixed field's message goes at once).
  const update = (next: Partial<DigestForm>) => {
    const f = { ...form, ...next };
    setForm(f);
    if (submitted) setErrors(validateForm(f));
    props.onChange?.();
  };
  const p = form.properties;
  const setP = (next: Partial<DigestProperties>) => update({ properties: { ...p, ...next } });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateForm(form);
    setSubmitted(true);
    setErrors(found);
    if (Object.keys(found).length === 0) props.onSubmit(form);
  };
  const noEnter = (e: KeyboardEvent) => {
    if (e.key === "Enter" && !(e.target instanceof HTMLTextAreaElement) && !(e.target instanceof HTMLButtonElement)) e.preventDefault();
  };
  const kindOptions = form.sourceKind === "story_topic" ? [] : props.sources[form.sourceKind];

  return (
    <form id={props.formId} noValidate onSubmit={submit} onKeyDown={noEnter}>
      <Stack gap="5">
        <UserErrorAlert error={props.error} />
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>Name</Field.Label>
          <Input name="name" autoComplete="off" maxLength={NAME_MAX} value={form.name} onChange={(e) => update({ name: e.target.value })} />
          {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
        </Field.Root>

        <ScheduleBuilder cron={form.cron} onChange={(cron) => update({ cron })} error={errors.cron} />

        <Fieldset.Root>
          <Fieldset.Legend>Source</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Select
              label="Source kind"
              value={form.sourceKind}
              options={SOURCE_KINDS}
              onChange={(v) => update({ sourceKind: v as SourceKind, sourceId: "", storyTopic: "" })}
            />
            {form.sourceKind === "story_topic" ? (
              <Field.Root>
                <Field.Label>Story topic</Field.Label>
                <Input value={form.storyTopic} onChange={(e) => update({ storyTopic: storyTopicInput(e.target.value) })} placeholder="All stories" />
                <Field.HelperText>Leave blank for all stories.</Field.HelperText>
              </Field.Root>
            ) : (
              <Select
                label="Source"
                value={form.sourceId}
                options={[{ value: "", label: kindOptions.length ? "Choose…" : "None yet" }, ...kindOptions.map((o) => ({ value: o.id, label: o.label }))]}
                onChange={(v) => update({ sourceId: v })}
                error={errors.source}
              />
            )}
          </SimpleGrid>
        </Fieldset.Root>

        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <NumberField label="Lookback (hours)" value={p.lookbackPeriodHours} min={LOOKBACK_HOURS.min} max={LOOKBACK_HOURS.max} onChange={(n) => setP({ lookbackPeriodHours: n })} />
          <Select label="Sort" value={p.sortBy} options={DIGEST_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))} onChange={(v) => setP({ sortBy: v })} />
          <NumberField label="Maximum items" value={p.maxContentItems} min={MAX_ITEMS.min} max={MAX_ITEMS.max} onChange={(n) => setP({ maxContentItems: n })} />
        </SimpleGrid>

        <Fieldset.Root invalid={Boolean(errors.summary)}>
          <Fieldset.Legend>Summary types</Fieldset.Legend>
          <HStack gap="5" wrap="wrap">
            <Toggle label="Text" checked={p.generateTextSummary} onChange={(on) => update({ properties: toggleSummary(p, "text", on) })} />
            <Toggle label="Audio" checked={p.generateAudioSummary} onChange={(on) => update({ properties: toggleSummary(p, "audio", on) })} />
            {props.isAdmin && <Toggle label="Video from audio" checked={p.generateVideoSummaryFromAudio} onChange={(on) => update({ properties: toggleSummary(p, "video", on) })} />}
          </HStack>
          {errors.summary && (
            <Text fontSize="xs" color="fg.error" role="alert">
              {errors.summary}
            </Text>
          )}
        </Fieldset.Root>

        {props.isAdmin && p.generateVideoSummaryFromAudio && (
          <HStack gap="5" wrap="wrap">
            <Toggle label="Burn-in captions" checked={p.burnInCaptions} onChange={(on) => setP({ burnInCaptions: on })} />
            <Select
              label="Aspect ratio"
              value={p.videoAspectRatio}
              options={[
                { value: "horizontal", label: "Horizontal (1920×1080)" },
                { value: "vertical", label: "Vertical (1080×1920)" },
              ]}
              onChange={(v) => setP({ videoAspectRatio: v as "horizontal" | "vertical" })}
            />
          </HStack>
        )}

        {p.generateTextSummary && (
          <Fieldset.Root>
            <Fieldset.Legend>Text summary</Fieldset.Legend>
            <Stack gap="3">
              <PresetNotes label="Text style" presets={TEXT_PRESETS} value={p.textSummaryPromptNotes} onChange={(t) => setP({ textSummaryPromptNotes: t })} error={errors.textSummaryPromptNotes} />
              <SliderField
                label="Target length"
                value={Math.round(p.maxCharacterCount / CHARS_PER_WORD)}
                min={WORDS.min}
                max={WORDS.max}
                step={WORDS.step}
                display={`${Math.round(p.maxCharacterCount / CHARS_PER_WORD)} words`}
                onChange={(w) => setP({ maxCharacterCount: w * CHARS_PER_WORD })}
              />
            </Stack>
          </Fieldset.Root>
        )}

        {p.generateAudioSummary && (
          <Fieldset.Root>
            <Fieldset.Legend>Audio summary</Fieldset.Legend>
            <Stack gap="3">
              <PresetNotes label="Script" presets={SCRIPT_PRESETS} value={p.audioSummaryPromptNotes} onChange={(t) => setP({ audioSummaryPromptNotes: t })} error={errors.audioSummaryPromptNotes} />
              <PresetNotes label="Voice style" presets={VOICE_PRESETS} value={p.audioSummaryVoiceNotes} onChange={(t) => setP({ audioSummaryVoiceNotes: t })} error={errors.audioSummaryVoiceNotes} />
              <NotesField label="Intro script" value={p.audioSummaryIntroScript} onChange={(t) => setP({ audioSummaryIntroScript: t })} error={errors.audioSummaryIntroScript} />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="end">
                <Select label="Voice" value={p.voice} options={VOICES.map((v) => ({ value: v, label: v[0]!.toUpperCase() + v.slice(1) }))} onChange={(v) => setP({ voice: v })} />
                <SliderField
                  label="Maximum length"
                  value={Math.round(p.maxAudioDurationSeconds / 60)}
                  min={AUDIO_MINUTES.min}
                  max={AUDIO_MINUTES.max}
                  step={1}
                  display={`${Math.round(p.maxAudioDurationSeconds / 60)} min`}
                  onChange={(m) => setP({ maxAudioDurationSeconds: m * 60 })}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset.Root>
        )}

        <Stack gap="3">
          <Toggle label="Email me each digest" checked={p.sendEmail} onChange={(on) => setP({ sendEmail: on })} />
          <Toggle label="Enabled" checked={form.enabled} onChange={(on) => update({ enabled: on })} />
          <Toggle label="Show in sidebar" checked={p.showInSidebar} onChange={(on) => setP({ showInSidebar: on })} />
        </Stack>
      </Stack>
    </form>
  );
}
